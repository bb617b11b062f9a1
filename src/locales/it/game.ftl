# The platform's words that every game's catalogue holds (src/game/text/mod.rs), in Italian.
# Players are addressed with "tu", as every page of the site does.

## Joining names: "ann e bob".
list-and = {" "}e{" "}
list-comma = ,{" "}
list-or = {" "}o{" "}

## Why the platform moved for a player (noun phrases: no gender to agree with).
reason-timeout = tempo scaduto
reason-removed = esclusione dalla partita per votazione
reason-left = account cancellato
reason-computer = mossa del computer
reason-resigned = ritiro dalla partita
reason-suspended = account sospeso
# "passato automaticamente: tempo scaduto"
reason-told = { $did }: { $why }

## What a game says when it has nothing of its own to say.
game-players = { $count } giocatori
game-name = { $game }
game-pitch = <strong>{ $game }</strong>
game-rules-title = Regole di { $game }
game-fact-players = Giocatori
game-automatic-did = mosso automaticamente
game-automatic-does = muove automaticamente
game-automatic-moves = mosse automatiche
game-automatic-server-does = muove al posto di
game-automatic-only = muovere automaticamente
game-seat-name = Giocatore { $seat }
game-number = { $n }
# A text the platform already wrote in words.
game-verbatim = { $text }
game-notation-canonical = intendevi «{ $printed }»? (quella mossa non si scrive «{ $typed }»)
game-over = La partita è finita.
game-is-for = { $game } si gioca con { $counts } giocatori

## The move composer's pieces every game draws alike (templates/composer.html). $kind is
## the game's word for what a player does in one go: "move" (mossa) or "turn" (turno).
game-composer-change = modifica
game-composer-step = Passo { $step } di { $steps }
game-composer-back = ← Indietro di un passo
game-composer-reset = Ricomincia
game-notation-summary = { $kind ->
        [turn] Oppure scrivi un turno in notazione
       *[move] Oppure scrivi una mossa in notazione
    }
game-notation-label = { $kind ->
        [turn] Turno
       *[move] Mossa
    }
game-notation-play = { $kind ->
        [turn] Gioca il turno scritto
       *[move] Gioca la mossa scritta
    }
game-notation-explained = La notazione è spiegata nella <a href="/rules/{ $slug }#notation">pagina delle regole</a>.
# The last two of a list: "2, 3 o 4".
game-either = { $rest } o { $last }

# A fact in the board in words: "Hand: Lao, Shan".
board-fact = { $label }: { $value }
