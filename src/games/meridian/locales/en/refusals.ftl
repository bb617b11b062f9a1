# Refusals of a turn that breaks a rule (src/games/meridian/refusals.rs). Cards are named
# by their numbers ($card), as in the notation.

refusal-game-over = the game is over
refusal-not-your-turn = it is not your turn
refusal-card-not-face-up = { $card } is not one of your face-up cards
# $numbers: "4, 5, 6 or 7".
refusal-wrong-meridian = the card { $card } names meridian { $numbers }, not { $meridian }
refusal-meridian-missing = say which meridian of the card { $card } you act on
refusal-meridian-without-action = a turn that changes nothing on the board names no meridian
refusal-nothing-to-remove = you have no tower on meridian { $meridian } in row { $row } to remove
refusal-no-such-row = there is no row { $row }: this side of the board has rows 1 to { $rows }
refusal-empty-tower = a tower has at least one piece
refusal-not-enough-pieces = a tower of { $height } needs { $height } pieces, and your supply has { $supply }
refusal-first-tower-too-low = meridian { $meridian } holds no tower now, so a new one must be at least 2 high (M4)
refusal-too-many-towers = you may have at most { $limit } { $limit ->
        [one] tower
       *[other] towers
    } on meridian { $meridian }
refusal-same-tower-again = the new tower must differ from the one you removed in height, city or both (M6)
refusal-own-tower-in-the-way = row { $row } of meridian { $meridian } holds your own tower, which you cannot push away
refusal-same-height = row { $row } of meridian { $meridian } holds a tower of the same height { $height }: heights on a meridian differ
refusal-pushed-off-north = the push would move a tower off the north end of meridian { $meridian }
refusal-pushed-off-south = the push would move a tower off the south end of meridian { $meridian }
refusal-out-of-order = on meridian { $meridian } taller towers must stand north of shorter ones: a { $height } does not fit in row { $row }
