# Refusals of a move written in notation (docs/notation.md). The notation itself is the
# same in every language: the examples stay as they are.

notation-not-a-colour = '{ $letter }' is not a colour (use Y, R, B or G)
notation-not-a-province = '{ $word }' is not a province of this map ({ $provinces })
notation-follower-shape = '{ $word }' should look like province:colour, e.g. lanna:Y
notation-one-colour = '{ $word }' should name exactly one colour
notation-empty = the move is empty
notation-pass-alone = a pass is just the word pass, with nothing after it
notation-not-a-card = '{ $word }' is not a card (use pass, { $cards })
notation-take-missing = the move must end with 'take province:colour' (or 'take -')
notation-take-one = 'take' must be followed by exactly one follower, like lanna:Y, or -
notation-maharacha-shape = Maharacha needs 'a<>b @king', e.g. lanna<>kedah @kedah
notation-tile-swap-shape = the tile swap should look like lanna<>kedah
notation-king-shape = the King marker should look like @kedah
notation-khon-thai-shape = Khon Thai needs placements like Y>lanna, or - for none
notation-placement-shape = '{ $word }' should look like Y>lanna
notation-placement-colour = '{ $word }' should start with one colour letter
notation-colour-once = each colour may be placed only once
notation-one-vs-one-shape = 1 vs 1 needs 'a:X<>b:Y', e.g. lanna:Y<>kedah:R
notation-one-swap-shape = the swap should look like lanna:Y<>kedah:R
notation-two-vs-one-shape = 2 vs 1 needs 'a:XY<>b:Z', e.g. lanna:YR<>sukothai:B
notation-two-swap-shape = the swap should look like lanna:YR<>sukothai:B
notation-giving-shape = the giving side should look like lanna:YR
notation-giving-count = the first province gives two followers (one if it holds only one)
notation-faction-count = a faction card places one or two followers (or - for none)
