# Refus d’un coup écrit en notation (docs/notation.md). La notation est la même dans
# toutes les langues : les exemples restent tels quels.

notation-not-a-colour = '{ $letter }' n’est pas une couleur (utilisez Y, R, B ou G)
notation-not-a-province = '{ $word }' n’est pas une province de ce plateau ({ $provinces })
notation-follower-shape = '{ $word }' doit avoir la forme province:couleur, par exemple lanna:Y
notation-one-colour = '{ $word }' doit nommer exactement une couleur
notation-empty = le coup est vide
notation-pass-alone = une passe s’écrit simplement pass, sans rien après
notation-not-a-card = '{ $word }' n’est pas une carte (utilisez pass, { $cards })
notation-take-missing = le coup doit se terminer par 'take province:couleur' (ou 'take -')
notation-take-one = 'take' doit être suivi d’exactement un partisan, comme lanna:Y, ou de -
notation-maharacha-shape = Maharacha demande 'a<>b @roi', par exemple lanna<>kedah @kedah
notation-tile-swap-shape = l’échange de tuiles doit avoir la forme lanna<>kedah
notation-king-shape = le marqueur Roi doit avoir la forme @kedah
notation-khon-thai-shape = Khon Thai demande des placements comme Y>lanna, ou - pour aucun
notation-placement-shape = '{ $word }' doit avoir la forme Y>lanna
notation-placement-colour = '{ $word }' doit commencer par une seule lettre de couleur
notation-colour-once = chaque couleur ne peut être placée qu’une fois
notation-one-vs-one-shape = 1 vs. 1 demande 'a:X<>b:Y', par exemple lanna:Y<>kedah:R
notation-one-swap-shape = l’échange doit avoir la forme lanna:Y<>kedah:R
notation-two-vs-one-shape = 2 vs. 1 demande 'a:XY<>b:Z', par exemple lanna:YR<>sukothai:B
notation-two-swap-shape = l’échange doit avoir la forme lanna:YR<>sukothai:B
notation-giving-shape = le côté qui donne doit avoir la forme lanna:YR
notation-giving-count = la première province donne deux partisans (un seul si elle n’en contient qu’un)
notation-faction-count = une carte faction place un ou deux partisans (ou - pour aucun)
