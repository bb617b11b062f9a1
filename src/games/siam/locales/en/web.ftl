# King of Siam's game page: the map's captions, legend and drawing, the move composer, the
# tile track, the players' panels, the province table and the invitation's explanation
# (src/games/siam/web/, templates/). Terms come in as arguments ($faction, $card,
# $province, $king…) in the words of terms.ftl; letters ($letter, $y…) are the notation's.

## The map and its captions.
area-board = Board
caption-preview = <strong>Preview:</strong> the board after your card — not played yet. Outlined in green: what it changes.
caption-after-card = The board after your card — not played yet. Outlined in green: what it changes. Take your follower from here.
caption-after-card-list = The board after your card — not played yet. Outlined in green: what it changes. Take your follower from here or from <a href="#composer">the list</a>.
caption-last-move = <strong>Last move</strong> (step { $step }):
caption-changed = Outlined in green: what it changed.
caption-this-step = This step in the history
caption-step-before = ← the step before
legend = Lines join neighbouring provinces. Chips show followers: <span class="chip f0"><b>{ $y }</b></span> { $yellow }, <span class="chip f1"><b>{ $r }</b></span> { $red }, <span class="chip f2"><b>{ $b }</b></span> { $blue }. Resolved provinces show who controls them; hatched ones belong to the { $occupier }.

## The map's drawing: its label, each province's title and captions.
map-label = Map of { $country }: { $count } provinces; lines join neighbouring provinces
map-title = { $province } (capital { $capital })
map-title-home = { $province } (capital { $capital }, home of { $faction })
map-title-resolved = { $title }: resolved, { $who }
map-title-resolved-in = { $title }: resolved, { $who } (struggle { $struggle })
map-title-followers = { $title }: { $followers }
map-title-contested = { $title } — contested now
map-title-tile = { $title }; tile on box { $box }
map-faction-control = { $faction } control
map-no-followers = no followers
map-home-of = home of { $faction }
map-chip = { $count } { $faction } ({ $letter }) { $count ->
        [one] follower
       *[other] followers
    } in { $province }
contested-now = contested now

## The move composer.
composer-title = Your move
composer-last-card = Last card (R9).
composer-dropped = Some choices in this address no longer fit the position and were dropped: continue from here.
composer-choose-card = Choose a card to play, or pass.
composer-cannot-play = Cannot be played now.
composer-card = Card: <strong>{ $card }</strong>
composer-click-map = Click it <a href="#map">on the map</a> or choose below.
preview-title = Preview: the board after your card
preview-notation = In notation:
preview-shows = The map, the tile track, the pool and the players’ panels show the board after it.
preview-confirm = Confirm this move
pass-open = Pass…
pass-question = Pass this turn? You may play again later in this struggle; when everybody passes in a row, it ends.
pass-confirm = Yes, pass
# The notation field's example: the notation itself is the same in every language.
notation-placeholder = e.g. 1v1 lanna:Y<>kedah:R take kedah:Y

## What each card does ($faction: the faction of a faction card).
hint-maharacha = Swap two face-up tiles and put your { $king } marker on one of them. Then take one follower.
hint-khonthai = Place one follower of each colour from the pool, each where you like. Then take one follower.
hint-1v1 = Swap a follower with one of another province. Then take one follower.
hint-2v1 = Swap two followers of a province with one of a neighbouring province. Then take one follower.
hint-faction = Place two { $faction } followers from the pool next to provinces { $faction } control or next to their uncontrolled home. Then take one follower.
# After a faction card whose name is not its faction's, in a hand: "Malai (places Malay)".
card-places = places { $faction }

## What a card will do now when it cannot be carried out completely.
notice-no-tiles = Fewer than two tiles can be swapped (face-down tiles and tiles with a { $king } marker stay put): { $card } swaps nothing and places no { $king } marker.
notice-pool-empty = The pool is empty: { $card } places nothing, you only take a follower.
# $missing: one or two factions with their letters, "Rama (Y) or Malay (B)".
notice-pool-missing = No { $missing } follower in the pool: { $card } places none of { $count ->
        [one] that colour
       *[other] those colours
    }.
notice-no-swap = No swap is possible (fewer than two open provinces hold followers, or the only swap would undo the previous { $card }): { $card } swaps nothing.
notice-one-for-one = No province next to another can give two followers for one, so { $card } swaps one for one: a lone follower for one of a neighbouring province (ruling R6).
notice-no-neighbour-swap = No swap is possible between neighbouring open provinces: { $card } swaps nothing.
notice-faction-nowhere = No open province borders a province { $faction } control or their uncontrolled home: this card places nothing.
notice-faction-none = No { $faction } ({ $letter }) follower in the pool: this card will place nothing.
notice-faction-one = Only one { $faction } ({ $letter }) follower is in the pool: this card places just that one.
notice-undo-ban = The previous card of the game was also { $card }: a swap that would put its followers straight back is not offered (undo ban).
nothing-to-choose = Nothing to choose for the card itself.

## Each step's question ($first: the choice before; $faction: "Rama (Y)").
prompt-tile-a = Choose the first of the two face-up tiles to swap (on the map or on the track).
prompt-tile-b = Choose the tile that swaps places with { $first }.
prompt-king = Put your { $king } marker on one of the two swapped tiles. A tile with a { $king } marker can never be swapped again.
prompt-place = Where does the { $faction } follower from the pool go?
prompt-swap-a = Choose the first follower to swap (any open province).
prompt-swap-b = Choose the follower of another province that swaps with the { $first }.
prompt-two-a = Choose the first of two followers that leave their province together.
prompt-two-b = Choose the second follower leaving { $province }.
prompt-lone = Choose the lone follower to swap (its province holds only this one: one for one, ruling R6).
prompt-one-side = Choose the follower of a neighbouring province that goes the other way.
prompt-faction-a = Choose a province for the first { $faction } follower.
prompt-faction-b = Choose a province for the second { $faction } follower (the same province again is allowed).
prompt-take = Last step: take one follower from any open province into your supply.

## A step's options ($what: a province, or a follower as follower-in says).
faction-letter = { $faction } ({ $letter })
follower-in = { $faction } ({ $letter }) in { $province }
# The follower a player takes, out of its province: "Take Lao (R) from Lan Na".
follower-from = { $faction } ({ $letter }) from { $province }
choice-tile = { $what } (box { $box })
choice-king = { $king } marker on { $what }
choice-place = { $faction } ({ $letter }) to { $what }
choice-both-there = { $what } (both there)
choice-take = Take { $what }

## The choices made, each with a link to change it.
chosen-tile = Tile: { $what }
chosen-swapped-with = swapped with: { $what }
chosen-king = { $king } marker on { $what }
chosen-place = { $faction } ({ $letter }) to { $what }
chosen-swap = Swap: { $what }
chosen-with = with: { $what }
chosen-two = Two leave: { $what }
chosen-and = and: { $what }
chosen-lone = Lone follower: { $what }
chosen-for = for: { $what }
chosen-faction-a = First follower to { $what }
chosen-faction-b = Second follower to { $what }
chosen-take = Take: { $what }

## The very last card (R9), a card that cannot be played, the preview.
last-card = The very last card: this is card { $total } of { $total }, the last action card of the game. It may only be played if you win by it — after it nobody can act again, every remaining struggle resolves in tile order, and the game ends. Only choices that win are offered; if none does, you can only pass.
last-card-team = The very last card: this is card { $total } of { $total }, the last action card of the game. It may only be played if you or your partner win by it — after it nobody can act again, every remaining struggle resolves in tile order, and the game ends. Only choices that win are offered; if none does, you can only pass.
unplayable-last-card = { $card } cannot win the game for you now, and as the very last card it may only be played to win.
unplayable = You cannot play { $card } now.
# The card about to be played, as event-played tells it ($action, $took).
preview-play = You play { $action }; { $took }.
preview-take-nothing = No follower is left in any open province: you take nothing.
preview-last-card = This is the very last card: after it every remaining struggle resolves and the game ends — with you (or your team) winning.
preview-server-continues = After you confirm, the server continues by itself: players who can only pass are skipped, and a struggle that ends is resolved. The page will tell you.

## The tile track and the pool.
track = Tile track
track-and-pool = Tile track and pool
track-after-card = after your card
track-note = The lowest face-up tile is contested; the struggle for it ends when everybody passes in a row.
track-box = box { $box }
track-face-up = face up
track-king = { $king } marker of { $who }: this tile can no longer be swapped
pool = Pool:

## The players' panels.
players = Players
seat-you = (you)
seat-to-move = to move
seat-winner = ★ winner
seat-line = Seat { $seat } · playing aid { $aid }
team-a-seats = Team A · seats 1 & 3
team-b-seats = Team B · seats 2 & 4
# A seat without a name, in a sentence.
seat-unnamed = seat { $seat }
seat-followers = Followers
seat-in-all = { $count } in all
seat-sets = { $count } complete { $count ->
        [one] set
       *[other] sets
    }
seat-sets-partner = { $count } complete { $count ->
        [one] set
       *[other] sets
    } (with partner)
seat-hand = Hand
no-cards-left = no cards left
seat-hidden = { $count } { $count ->
        [one] card
       *[other] cards
    } <span class="muted">(hidden)</span>
seat-played = Played
seat-none-yet = none yet
seat-top-card = top card <span class="card-name">{ $card }</span>
seat-played-count = ({ $count } played, the others face down)
seat-king = { $king } marker
seat-king-used = used
seat-king-unused = not used yet
seat-last-move = Last move
last-none = has not moved yet
last-played = played { $card }
last-passed = passed
last-passed-ended = passed — struggle ended
last-passed-automatically = could only pass (passed automatically)
last-passed-automatically-ended = could only pass (passed automatically) — struggle ended

## The provinces as a table.
provinces = The provinces as a table
provinces-province = Province
provinces-capital = Capital
provinces-home = Home of
provinces-followers = Followers
provinces-control = Control
provinces-neighbours = Neighbours
provinces-control-since = { $who } (struggle { $struggle })
history-complete = The history shows the complete history.
history-window = The history shows the moves since your previous turn (the complete history opens when the game ends).

## The invitation page: the two hands variants. The line breaks of the paragraphs are
## only the page's source layout.
hands-explained = Original hands: you see only your own cards; of the other players you see how many cards they hold and the top card of their discard pile. Open hands: every player's hand and discards are visible to everybody, so the game becomes one of perfect information.
invitation-hands = Hands: original or open
invitation-original = Original hands
invitation-open = Open hands
invitation-chosen = the variant chosen
invitation-original-text =
    As at the table. You see your own cards; of everyone else only how many cards they still hold and the
    {"         "}top card of their discard pile. Remembering what has been played is part of the game. All cards are
    {"         "}revealed when the game ends.
invitation-open-text =
    An unofficial variant without hidden information: every player's hand and every discard are visible
    {"         "}to everybody, including spectators, throughout the game.

## The board in words (under the game area, for screen readers and anyone).
board-provinces = Provinces
board-pool = Pool
board-none = none
board-hidden-cards = { $count } { $count ->
        [one] card
       *[other] cards
    }, hidden
board-top-card = top card { $card }
