# The platform's words that every game's catalogue holds (src/game/text.rs). A game's
# messages may use them as arguments; a game's own catalogue holds the rest.

## Joining names: "ann and bob".
list-and = {" "}and{" "}
list-comma = ,{" "}

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
game-over = The game is over.
game-is-for = { $game } is for { $counts } players
