# Meridian's game page: the board's captions, legend and drawing, the composer, the
# players' panels, the islands table and the invitation's explanation
# (src/games/meridian/web/, templates/). Cards are named by their numbers ($card), as in
# the notation; players' names come in as $who, $owner.

## The board and its captions.
area-board = Board
caption-preview = <strong>Preview:</strong> the board after your turn — not played yet. Outlined: what it changes.
caption-choose-city = Choose the city on the map (dashed) or from <a href="#composer">the list</a>.
caption-last-move = <strong>Last move</strong> (step { $step }):
caption-this-step = This step in the history
caption-step-before = ← the step before
legend = North is at the top; the meridians are numbered along the bottom. Islands are the coloured regions, each labelled with its letter and its points. An island someone holds is ringed in their colour and pattern and carries their initial (the key is above). Large dots are capitals (a garrison there counts 2). Each tower shows its height in pieces.
step-legend = Outlined: what this step changed.
# Shown on a narrow screen only, under the board, which then scrolls sideways in its box.
# The key to the islands' rings: each player's ring and initial, then an island without.
legend-holders = Islands held by
legend-nobody = nobody (no ring)

## The board's drawing.
board-label = The board, side { $side }: ten meridians of { $rows } cities, north at the top
city-title = Meridian { $meridian }, row { $row }: island { $island }
city-title-capital = Meridian { $meridian }, row { $row }: island { $island }, capital
city-title-tower = { $title }; a tower of { $height } ({ $who })
island-title = Island { $island }: { $points } points, held by { $who }
nobody = nobody
# A seat without a name, at the head of its panel.
player-unnamed = Player { $seat }

## The composer.
composer-title = Your turn
composer-choose-card = Choose one of your face-up cards.
composer-card-gone = That card is not one of your face-up cards any more: choose again.
composer-impossible = This turn is no longer possible: change a choice.
# $meridians: "4, 5, 6 or 7".
card-hint-many = One of meridians { $meridians }
meridian-number = Meridian { $meridian }
chosen-card = Card: { $card }
chosen-nothing = Change nothing on the board
prompt-meridian = Which meridian do you act on with the { $card }?
choice-none = None: play the card and change nothing
chosen-keep = Keep your tower on meridian { $meridian }
chosen-take-back = Take back your tower of { $height } from row { $row }
prompt-take-back = You have a tower on meridian { $meridian }: take it back first?
choice-keep = Keep it
choice-take-back = Take back the tower of { $height } in row { $row } (its pieces return to your supply)
notice-no-fit = No new tower fits on meridian { $meridian } now (heights, order, your supply or your towers there).
prompt-height = How high is your new tower on meridian { $meridian }?
choice-only-take-back = No new tower: only take the old one back
choice-no-tower = No new tower: play the card and change nothing
# $rows: the rows a tower of that height fits in, "1, 3".
choice-height = { $height } { $height ->
        [one] piece
       *[other] pieces
    } ({ $count ->
        [one] row
       *[other] rows
    } { $rows })
# The height step: the heights that fit the same rows share a line ($rows: "1, 3").
height-hint = Choose how many pieces the new tower has. Each line lists the rows where those heights fit.
height-keys = With the keyboard, type the height.
height-rows = { $count ->
        [one] Row
       *[other] Rows
    } { $rows }
chosen-no-tower = No new tower
chosen-height = A new tower of { $height }
prompt-row = Where on meridian { $meridian } does the tower of { $height } go?
choice-row = Row { $row } (island { $island })
choice-row-capital = Row { $row } (island { $island }, capital)
choice-row-pushes-north = { $place }: pushes { $owner }'s { $height } north
choice-row-pushes-south = { $place }: pushes { $owner }'s { $height } south

## The preview of a turn.
preview-title = Preview: the board after your turn
# Who plays, in the preview's sentence (event-nothing, event-turn): "You play the 5 …".
preview-you-play = You play
# The mover among the islands' holders.
preview-you = You
preview-pushed-north = { $owner }'s tower of { $height } moves north from row { $from } to row { $to }.
preview-pushed-south = { $owner }'s tower of { $height } moves south from row { $from } to row { $to }.
preview-control = Island { $island } ({ $points } points): { $before } → { $after }.
preview-no-change = No island changes hands.
preview-turns-up = Then the top card of your deck is turned up: which one, nobody knows until you confirm.
# Before the turn in notation.
preview-notation = In notation:
# After it.
preview-shows = The map and the players’ panels show the board after it.
preview-confirm = Confirm this turn
# The notation field's example: the notation itself is the same in every language.
notation-placeholder = e.g. 5 3@2, or 4-5-6-7:6 x 2@4

## The players' panels.
players = Players
seat-you = (you)
seat-to-move = to move
seat-winner = ★ winner
seat-line = Seat { $seat } · { $colours }
colour-orange = orange
colour-black = black
colour-brown = brown
colour-grey = grey
seat-face-up = Face up
seat-none = none
seat-played = Played
seat-none-yet = none yet
seat-deck = Deck
seat-face-down = { $count } face down
seat-deck-contents = (in some order: { $cards })
seat-deck-order = Dealt in this order: { $cards }
seat-supply = Supply
seat-supply-line = { $supply } { $supply ->
        [one] piece
       *[other] pieces
    } · { $towers } { $towers ->
        [one] tower
       *[other] towers
    } placed
seat-islands = Islands now
seat-islands-line = { $points } { $points ->
        [one] point
       *[other] points
    } from { $islands } { $islands ->
        [one] island
       *[other] islands
    }

## The islands as a table.
islands = The islands as a table
islands-island = Island
islands-points = Points
islands-capital = Capital
islands-held-by = Held by
islands-garrisons = Garrisons
islands-yes = yes
islands-note = A garrison in a capital counts 2, in any other city 1; the strictly highest total holds the island, and its holder scores one point per city of it. Tower heights do not count.

## The invitation page. The line breaks of the paragraph are only the page's source layout.
invitation-title = How Meridian is played here
invitation-text =
    Each turn a player plays one of their two face-up cards: its number names a meridian, where they may place one
    {"   "}garrison tower, push other towers along, or take their own tower back. The player holding the most garrison value
    {"   "}on an island at the end scores its cities. Everything is open except the order of the face-down decks.
invitation-two = With two players each plays two colours as one: a deck of 26 cards, 40 pieces, and up to two towers on a meridian.

## The result panel: the islands one by one.
result-islands = Island by island
result-island-points = Island (points)
why-empty = No garrison: nobody holds it.
why-tie = A tie at { $most }: nobody holds it.
why-alone = Only { $who } has a garrison there ({ $most }).
why-most = { $who } has the highest garrison: { $most } against { $next }.
why-capital-tower = Its capital holds { $who }'s tower, which counts 2.
why-capital-free = No tower stands on its capital.

## The board in words (under the game area, for screen readers and anyone).
board-meridians = Meridians
board-meridian = Meridian { $meridian }: { $count ->
        [0] no towers
        [one] one tower
       *[other] { $count } towers
    }
board-islands = Islands
