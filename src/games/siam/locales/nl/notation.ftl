# Weigeringen van een zet in notatie (docs/notation.md). De notatie zelf is in elke taal
# dezelfde: de voorbeelden blijven zoals ze zijn.

notation-not-a-colour = '{ $letter }' is geen kleur (gebruik Y, R, B of G)
notation-not-a-province = '{ $word }' is geen provincie van dit bord ({ $provinces })
notation-follower-shape = '{ $word }' moet eruitzien als provincie:kleur, bv. lanna:Y
notation-one-colour = '{ $word }' moet precies één kleur noemen
notation-empty = de zet is leeg
notation-pass-alone = passen schrijf je als alleen het woord pass, zonder iets erachter
notation-not-a-card = '{ $word }' is geen kaart (gebruik pass, { $cards })
notation-take-missing = de zet moet eindigen op 'take provincie:kleur' (of 'take -')
notation-take-one = na 'take' komt precies één aanhanger, zoals lanna:Y, of -
notation-maharacha-shape = Maharacha vraagt 'a<>b @koning', bv. lanna<>kedah @kedah
notation-tile-swap-shape = het verwisselen van provinciekaartjes moet eruitzien als lanna<>kedah
notation-king-shape = de koningsmerker moet eruitzien als @kedah
notation-khon-thai-shape = Khon Thai vraagt plaatsingen zoals Y>lanna, of - voor geen
notation-placement-shape = '{ $word }' moet eruitzien als Y>lanna
notation-placement-colour = '{ $word }' moet beginnen met één kleurletter
notation-colour-once = elke kleur mag maar één keer geplaatst worden
notation-one-vs-one-shape = 1 vs. 1 vraagt 'a:X<>b:Y', bv. lanna:Y<>kedah:R
notation-one-swap-shape = de ruil moet eruitzien als lanna:Y<>kedah:R
notation-two-vs-one-shape = 2 vs. 1 vraagt 'a:XY<>b:Z', bv. lanna:YR<>sukothai:B
notation-two-swap-shape = de ruil moet eruitzien als lanna:YR<>sukothai:B
notation-giving-shape = de gevende kant moet eruitzien als lanna:YR
notation-giving-count = de eerste provincie geeft twee aanhangers (één als ze er maar één heeft)
notation-faction-count = een machtsgroepkaart plaatst één of twee aanhangers (of - voor geen)
