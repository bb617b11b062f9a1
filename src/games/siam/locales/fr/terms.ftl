# Les mots propres aux jeux : plateaux, factions et couleurs, cartes et provinces. Les ids
# sont stables (src/games/siam/words.rs les construit) ; termes du livret de règles
# français. Factions dans l’ordre du plateau : jaune, rouge, puis bleu (vert sur Saba).
# Le pays porte son article (« le Siam », « l’Éthiopie ») ; l’occupant est un nom pluriel
# sans article (« les Britanniques »).

siam-name = King of Siam
siam-country = le Siam
siam-occupier = Britanniques
siam-king = Roi
siam-faction-yellow = Rama
siam-faction-red = Lao
siam-faction-blue = Malay
siam-colour-yellow = jaune
siam-colour-red = rouge
siam-colour-blue = bleu

saba-name = King of Saba
saba-country = l’Éthiopie
saba-occupier = Italiens
saba-king = Ménélik II
saba-faction-yellow = Amhara
saba-faction-red = Tigray
saba-faction-blue = Shewa
saba-colour-yellow = jaune
saba-colour-red = rouge
saba-colour-blue = vert

## Les cartes, par leur mot de notation.
card-maharacha = Maharacha
card-khonthai = Khon Thai
card-saba = Saba
card-ityoppaya = Ityoppaya
card-1v1 = 1 vs. 1
card-2v1 = 2 vs. 1
card-rama = Rama
card-lao = Lao
card-malai = Malai
card-amhara = Amhara
card-tigray = Tigray
card-shewa = Shewa

## Les provinces, par leur mot de notation.
province-lanna = Lan Na
province-sukothai = Sukothai
province-lanxang = Lan Xang
province-khorat = Khorat
province-ayutthaya = Ayutthaya
province-ligor = Nakhon Si Thammarat
province-pattani = Pattani
province-kedah = Kedah
province-tigray = Tigray
province-amhara = Amhara
province-gojjam = Gojjam
province-wollo = Wollo
province-shewa = Shewa
province-herarghe = Herarghe
province-wollega = Wollega
province-kaffa = Kaffa

## La marque de l’occupant sur un marqueur de contrôle (deux lettres).
siam-occupier-mark = BR
saba-occupier-mark = IT

## Capitales, par le mot de notation de leur province (noms de villes, identiques dans chaque langue).
capital-lanna = Chiang Mai
capital-sukothai = Phitsanulok
capital-lanxang = Vientiane
capital-khorat = Nakhon Ratchasima
capital-ayutthaya = Ayutthaya
capital-ligor = Nakhon Si Thammarat
capital-pattani = Pattani
capital-kedah = Alor Setar
capital-tigray = Adwa
capital-amhara = Gonder
capital-gojjam = Debre Markos
capital-wollo = Dessie
capital-shewa = Ankober
capital-herarghe = Harar
capital-wollega = Nekemte
capital-kaffa = Bonga
