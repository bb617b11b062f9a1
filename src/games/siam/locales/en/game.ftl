# King of Siam's texts for the platform: options, narration, results. Terms (maps,
# factions, cards, provinces) are in terms.ftl, refusals of notation in notation.ftl.
# Players' names come in as $who (several joined by "and").

seat-name = Player { $seat }

## The invitation's choices.
option-board = Board
option-board-siam = King of Siam (Siam map)
option-board-saba = King of Saba (Saba map)
option-board-refused = the board must be siam or saba
option-hands = Hands
option-hands-original = Original — you see only your own hand and the top card of each discard pile
option-hands-open = Open — everybody’s hand and discards are visible to all
option-hands-refused = hands must be original or open
options-hands-original = original hands
options-hands-open = open hands
players-2 = 2 players
players-3 = 3 players
players-4 = 4 players (two teams)
rating-pool-teams = 4 players (teams)
casual-open-hands = Open-hands games are casual: every hand is on the table.
talk-forbidden = In the four-player game the rules allow no talk at the table, not even between partners, so the chat opens when the game is over.

## The platform's moves for a player: always a pass.
automatic-did = passed automatically
automatic-does = passes automatically
automatic-moves = automatic passes
automatic-server-does = passes for
automatic-only = pass

## What a viewer may look back at while an original-hands game runs (R12).
window-spectator = While an original-hands game runs, spectators see only what every player may see: the moves since the latest of the players' own previous moves (step { $step }); the complete history opens when the game ends.
window-player = While an original-hands game runs you can look back at what you saw at the table since your own previous move (step { $step }); the complete history opens when the game ends.

## A step in brief.
label-pass = pass
label-struggle-resolved = Struggle { $struggle } resolved

## Narration: a card played ($action) and the follower taken ($took).
event-played = { $who } played { $action }; { $took }.
event-played-you = You played: { $action }; { $took }.
event-played-automatically = { $who } played automatically ({ $why }): { $action }; { $took }.
event-took = took a { $colour } follower from { $province }
event-took-nothing = had nothing to take
event-passed = { $who } passed
event-passed-you = You passed
event-passed-automatically = { $who } passed automatically: { $why }
event-pass = { $who }.
event-pass-ended = { $who } — struggle ended.
event-skipped = { $who } { $why } and is skipped.
event-skipped-ended = { $who } { $why } and is skipped — struggle ended.
skip-no-cards = has no cards left
skip-last-card = holds only the very last card and cannot win with it
event-nobody-can-act = Nobody can play a card any more: the remaining struggles resolve at once.
event-struggle = Struggle { $struggle } for { $province } ({ $yellow } { $yellow_colour }, { $red } { $red_colour }, { $blue } { $blue_colour }): { $who }.{ $next }
struggle-control = { $faction } take control
struggle-tie = a tie: the { $occupier } take control
struggle-next = {" "}{ $who } starts the next struggle.
event-game-over = The game is over. { $result }

## What a card did ($card is its name).
action-follower = a { $colour } follower from { $province }
action-no-tiles = { $card }: no two tiles could be swapped
action-tiles = { $card }: swapped the tiles of { $a } and { $b }, { $king } marker on { $on }
action-place = { $colour } to { $province }
action-pool-empty = { $card }: the pool was empty, nothing placed
action-placed = { $card }: { $places }
action-no-swap = { $card }: no swap was possible
action-one-swap = { $card }: swapped { $a } with { $b }
action-two-swap = { $card }: { $count ->
        [one] one follower
       *[other] two followers
    } ({ $colours }) from { $from } swapped with { $one } from { $to }
action-placed-two = { $card }: placed two { $colour } in { $province }
action-placed-both = { $card }: placed { $colour } in { $a } and { $b }
action-placed-one = { $card }: placed one { $colour } in { $province }
action-placed-none = { $card }: no { $faction } follower could be placed

## The result: who rules, who wins and why.
result-colony = { $country } is a colony: the { $occupier } control { $occupied } provinces. { $who } { $own ->
        [one] wins
       *[other] win
    }: { $how }.
result-colony-sets = with the most complete sets
result-colony-latest-card = tied on complete sets and played an action card most recently
result-colony-shared = tied on complete sets with nothing to separate them
result-nobody = nobody
result-none = none
result-ruled = { $ruling } rule { $country }
result-ruled-recently = { $ruling } rule { $country } (tied on provinces, but they won a struggle most recently)
result-ruling = { $ruled }. { $who } { $own ->
        [one] wins
       *[other] win
    }: { $how }.{ $partners }
result-most-ruling = most { $ruling } followers
result-second = tied on { $ruling } followers, more of the second-ranked { $second }
result-oldest-card = still tied, and the tied player whose latest action card is oldest wins
result-shared = tied in every respect, so the win is shared
result-partner = {" "}{ $partners } wins too, as { $who }'s partner.
result-partners = {" "}{ $partners } win too, as their partners.

## The result panel's table.
decided-ruling = the most followers of the ruling faction
decided-second = a tie on the ruling faction's followers, broken by the followers of the second-ranked faction ({ $second })
decided-oldest-card = a tie on followers of both ranked factions: of the tied players, the one who played an action card most recently loses (ruling R11)
decided-sets = the most complete sets (one follower of each colour)
decided-latest-card = a tie on complete sets: the tied player (or team) who played an action card most recently wins
decided-shared = a tie in every respect: the win is shared (ruling R15)
column-sets = Complete sets
column-sets-partner = Complete sets (with partner)
column-followers = { $faction } followers
column-ruling = Ruling faction followers
column-second = Second faction followers
column-latest-card = Latest action card
value-no-card = none
value-card = card { $card } of { $cards }
team-a = Team A
team-b = Team B

## The game page and the welcome and invitation pages.
pitch = <strong>King of Siam</strong> (and its twin, <strong>King of Saba</strong>)
rules-title = Rules of King of Siam and King of Saba
fact-board-siam = Siam map
fact-board-saba = Saba map (King of Saba)
fact-players-teams = 4 (two teams of two partners sitting opposite each other, drawn when the game starts)
fact-hands = { $hands ->
        [open] open
       *[other] original
    } (see below)
fact-seating = The seating order, and with it the teams, is drawn at random when the game starts.
progress = { $struggle } · { $played } of { $cards } cards played · { $passes } { $passes ->
        [one] pass
       *[other] passes
    } in a row
progress-resolved = { $resolved } struggles resolved
progress-struggle = Struggle { $struggle } of 8
result-provinces = Provinces
note-your-hand = Your hand:
note-watching = You are watching this game.
note-hidden-until-end = Hidden cards stay hidden until it ends.
note-open-hands = Open hands: everybody’s cards and discards are visible to all.
