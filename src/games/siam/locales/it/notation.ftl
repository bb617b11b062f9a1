# Refusals of a move written in notation (docs/notation.md), in Italian. The notation
# itself is the same in every language: the examples stay as they are.

notation-not-a-colour = '{ $letter }' non è un colore (usa Y, R, B o G)
notation-not-a-province = '{ $word }' non è una provincia di questa mappa ({ $provinces })
notation-follower-shape = '{ $word }' deve avere la forma provincia:colore, per esempio lanna:Y
notation-one-colour = '{ $word }' deve indicare esattamente un colore
notation-empty = la mossa è vuota
notation-pass-alone = per passare basta la parola pass, senza nient’altro dopo
notation-not-a-card = '{ $word }' non è una carta (usa pass, { $cards })
notation-take-missing = la mossa deve finire con 'take provincia:colore' (oppure 'take -')
notation-take-one = 'take' deve essere seguito da un solo seguace, come lanna:Y, oppure da -
notation-maharacha-shape = Maharacha richiede 'a<>b @re', per esempio lanna<>kedah @kedah
notation-tile-swap-shape = lo scambio di tessere va scritto come lanna<>kedah
notation-king-shape = il marcatore Re va scritto come @kedah
notation-khon-thai-shape = Khon Thai richiede piazzamenti come Y>lanna, oppure - se non se ne piazza nessuno
notation-placement-shape = '{ $word }' deve avere la forma Y>lanna
notation-placement-colour = '{ $word }' deve iniziare con la lettera di un colore
notation-colour-once = ogni colore può essere piazzato una volta sola
notation-one-vs-one-shape = 1 vs 1 richiede 'a:X<>b:Y', per esempio lanna:Y<>kedah:R
notation-one-swap-shape = lo scambio va scritto come lanna:Y<>kedah:R
notation-two-vs-one-shape = 2 vs 1 richiede 'a:XY<>b:Z', per esempio lanna:YR<>sukothai:B
notation-two-swap-shape = lo scambio va scritto come lanna:YR<>sukothai:B
notation-giving-shape = il lato che cede i seguaci va scritto come lanna:YR
notation-giving-count = la prima provincia cede due seguaci (uno solo se ne contiene uno)
notation-faction-count = una carta fazione piazza uno o due seguaci (oppure - per nessuno)
