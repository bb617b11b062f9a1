# The platform's words that every game's catalogue holds (src/game/text/mod.rs). A game's
# messages may use them as arguments; a game's own catalogue holds the rest.

## Joining names: "ann and bob".
list-and = {" "}and{" "}
list-comma = ,{" "}
list-or = {" "}or{" "}

## Why the platform moved for a player.
reason-timeout = time ran out
reason-removed = removed from the game by vote
reason-left = the player deleted their account
reason-computer = played by the computer
reason-resigned = the player resigned
reason-suspended = the player's account was suspended
# "passed automatically: time ran out"
reason-told = { $did }: { $why }

## What a game says when it has nothing of its own to say.
game-players = { $count } players
game-name = { $game }
game-pitch = <strong>{ $game }</strong>
game-rules-title = Rules of { $game }
game-fact-players = Players
game-automatic-did = moved automatically
game-automatic-does = moves automatically
game-automatic-moves = automatic moves
game-automatic-server-does = moves for
game-automatic-only = move automatically
game-seat-name = Player { $seat }
game-number = { $n }
# A text the platform already wrote in words.
game-verbatim = { $text }
game-notation-canonical = did you mean “{ $printed }”? (“{ $typed }” is not how that move is written)
game-over = The game is over.
game-is-for = { $game } is for { $counts } players

## The move composer's pieces every game draws alike (templates/composer.html). $kind is
## the game's word for what a player does in one go: "move" or "turn".
game-composer-change = change
game-composer-step = Step { $step } of { $steps }
game-composer-back = ← Back one step
game-composer-reset = Reset
game-notation-summary = { $kind ->
        [turn] Type a turn in notation instead
       *[move] Type a move in notation instead
    }
game-notation-label = { $kind ->
        [turn] Turn
       *[move] Move
    }
game-notation-play = { $kind ->
        [turn] Play the typed turn
       *[move] Play the typed move
    }
game-notation-explained = The notation is explained on the <a href="/rules/{ $slug }#notation">rules page</a>.
# The last two of a list: "2, 3 or 4".
game-either = { $rest } or { $last }

# A fact in the board in words: "Hand: Lao, Shan".
board-fact = { $label }: { $value }
