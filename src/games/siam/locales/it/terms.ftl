# The games' own words, in Italian: the maps, their factions and colours, cards and
# provinces. Ids are stable (src/games/siam/words.rs builds them). Terms follow the
# Italian rulebook of King of Siam; proper names stay as printed on the map and cards.
# The factions are in the map's order: yellow, red, then blue (green on the Saba map).
# The occupiers are plural and start with a vowel: sentences write "gli { $occupier }".

siam-name = King of Siam
siam-country = Siam
siam-occupier = Inglesi
siam-king = Re
siam-faction-yellow = Rama
siam-faction-red = Lao
siam-faction-blue = Malay
siam-colour-yellow = giallo
siam-colour-red = rosso
siam-colour-blue = blu

saba-name = King of Saba
saba-country = Etiopia
saba-occupier = Italiani
saba-king = Menelik II
saba-faction-yellow = Amhara
saba-faction-red = Tigray
saba-faction-blue = Shewa
saba-colour-yellow = giallo
saba-colour-red = rosso
saba-colour-blue = verde

## Cards, by their notation word.
card-maharacha = Maharacha
card-khonthai = Khon Thai
card-saba = Saba
card-ityoppaya = Ityoppaya
card-1v1 = 1 vs 1
card-2v1 = 2 vs 1
card-rama = Rama
card-lao = Lao
card-malai = Malai
card-amhara = Amhara
card-tigray = Tigray
card-shewa = Shewa

## Provinces, by their notation word.
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

## The occupier's mark on a control marker (two letters).
siam-occupier-mark = GB
saba-occupier-mark = IT

## Capitals, by their province's notation word (city names, the same in every language).
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
