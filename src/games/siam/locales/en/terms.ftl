# The games' own words: the maps, their factions and colours, cards and provinces. Ids
# are stable (src/games/siam/words.rs builds them); each language takes the terms of its
# own rulebook. The factions are in the map's order: yellow, red, then blue (green on
# the Saba map).

siam-name = King of Siam
siam-country = Siam
siam-occupier = British
siam-king = King
siam-faction-yellow = Rama
siam-faction-red = Lao
siam-faction-blue = Malay
siam-colour-yellow = yellow
siam-colour-red = red
siam-colour-blue = blue

saba-name = King of Saba
saba-country = Ethiopia
saba-occupier = Italians
saba-king = Menelik II
saba-faction-yellow = Amhara
saba-faction-red = Tigray
saba-faction-blue = Shewa
saba-colour-yellow = yellow
saba-colour-red = red
saba-colour-blue = green

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
siam-occupier-mark = BR
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
