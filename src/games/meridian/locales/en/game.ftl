# Meridian's texts for the platform: options, narration, results. Refusals of notation
# are in notation.ftl. Cards are named by their numbers ($card, e.g. 4-5-6-7), as in the
# notation; players' names come in as $who (several joined by "and").

seat-name = seat { $seat }
join-nothing = {""}
then = ,{" "}then{" "}

## The invitation's choices.
players-2 = 2 players (two colours each)
players-3 = 3 players
players-4 = 4 players
options-side = side { $side }

## The platform's moves for a player.
automatic-did = played automatically
automatic-does = plays automatically (its lowest card, changing nothing)
automatic-moves = automatic turns
automatic-server-does = plays for
automatic-only = play automatically

## A step in brief.
label-nothing = { $card }, nothing
label-placed = { $card } → meridian { $meridian }
label-took-back = { $card } → took back on { $meridian }

## Narration of a turn: who played ($who), then what the card did. $voice is who the
## sentence is told to: "preview" (the mover, before confirming: "You play the 5 and
## place…"), "you" (the mover, after: "You played the 5 and placed…"), "other" (everybody
## else: "ann played the 5 and placed…").
event-played = { $who } played
event-played-you = You played
event-played-automatically = Automatically ({ $why }), { $who } played
event-nothing = { $who } the { $card } and { $voice ->
        [preview] change
       *[other] changed
    } nothing on the board.
event-turn = { $who } the { $card } on meridian { $meridian } and { $parts }{ $pushes }.
event-took-back = { $voice ->
        [preview] take back your
        [you] took back your
       *[other] took back their
    } tower of { $height } from row { $row } ({ $height } { $height ->
        [one] piece
       *[other] pieces
    } back to { $voice ->
        [other] the
       *[you] your
    } supply)
event-placed = { $voice ->
        [preview] place
       *[other] placed
    } { $tower }
tower = a tower of { $height } { $height ->
        [one] piece
       *[other] pieces
    } in row { $row }
event-pushed-north = ; { $owner }'s tower of { $height } { $voice ->
        [preview] is
       *[other] was
    } pushed north from row { $from } to row { $to }
event-pushed-south = ; { $owner }'s tower of { $height } { $voice ->
        [preview] is
       *[other] was
    } pushed south from row { $from } to row { $to }
event-turned-up = { $who } turned up the { $card }.
event-game-over = The game is over. { $result }

## The result.
result-points = { $who } wins with { $points } points.
result-unused = { $who } wins: tied on { $points } points, with the most unused pieces ({ $unused }).
result-shared = { $who } share the win: tied on { $points } points and on unused pieces.
column-points = Points
column-islands = Islands
column-unused = Unused pieces
decided-points = the most points
decided-unused = a tie on points, broken by the most unused pieces
decided-shared = a tie on points and on unused pieces: the win is shared (M8)

## The game page and the invitation page.
heading = Meridian
progress-over = All { $cards } cards played
progress-turn = Turn { $turn } of { $turns }
fact-board = Board
fact-side-a = side A (5 cities on each meridian)
fact-side-b = side B (4 cities on each meridian)
fact-players-two = 2 (each plays two colours as one)
note-watching = You are watching this game. Everything is open but the order of the face-down decks, which nobody knows.
