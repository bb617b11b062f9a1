# De eigen woorden van het spel: de borden, hun machtsgroepen en kleuren, kaarten en
# provincies. De ids liggen vast (src/games/siam/words.rs bouwt ze); de termen komen uit de
# Nederlandse spelregels (docs/glossary-nl.md). De machtsgroepen in de volgorde van het
# bord: geel, rood, dan blauw (groen op het bord Saba).
# De kleuren staan in de verbogen vorm ("gele"): ze staan altijd bij een (weggelaten)
# aanhanger, "een gele aanhanger", "2 gele, 1 rode".

siam-name = Koning van Siam
siam-country = Siam
siam-occupier = Britten
siam-king = Koning
siam-faction-yellow = Rama
siam-faction-red = Lao
siam-faction-blue = Maleisiërs
siam-colour-yellow = gele
siam-colour-red = rode
siam-colour-blue = blauwe

saba-name = Koning van Saba
saba-country = Ethiopië
saba-occupier = Italianen
saba-king = Menelik II
saba-faction-yellow = Amhara
saba-faction-red = Tigray
saba-faction-blue = Shewa
saba-colour-yellow = gele
saba-colour-red = rode
saba-colour-blue = groene

## Kaarten, naar hun notatiewoord.
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

## Provincies, naar hun notatiewoord.
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

## Het teken van de bezetter op een controlemarker (twee letters).
siam-occupier-mark = BR
saba-occupier-mark = IT

## Hoofdsteden, bij het notatiewoord van hun provincie (stadsnamen, in elke taal gelijk).
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
