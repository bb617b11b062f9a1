# De woorden van het platform die de catalogus van elk spel bevat (src/game/text/mod.rs). De
# berichten van een spel mogen ze als argument gebruiken; de rest staat in het spel zelf.

## Namen samenvoegen: "ann en bob".
list-and = {" "}en{" "}
list-comma = ,{" "}
list-or = {" "}of{" "}

## Waarom het platform voor een speler zette.
reason-timeout = de tijd was om
reason-removed = bij stemming uit het spel verwijderd
reason-left = de speler heeft het eigen account verwijderd
reason-computer = gespeeld door de computer
reason-resigned = de speler heeft opgegeven
reason-suspended = het account van de speler is geschorst
# "paste automatisch: de tijd was om"
reason-told = { $did }: { $why }

## Wat een spel zegt als het zelf niets te zeggen heeft.
game-players = { $count } { $count ->
        [one] speler
       *[other] spelers
    }
game-name = { $game }
game-pitch = <strong>{ $game }</strong>
game-rules-title = Spelregels van { $game }
game-fact-players = Spelers
game-automatic-did = speelde automatisch
game-automatic-does = speelt automatisch
game-automatic-moves = automatische zetten
game-automatic-server-does = speelt voor
game-automatic-only = automatisch spelen
game-seat-name = Speler { $seat }
game-number = { $n }
# Een tekst die het platform al in woorden schreef.
game-verbatim = { $text }
game-notation-canonical = bedoel je “{ $printed }”? (die zet schrijf je niet als “{ $typed }”)
game-over = Het spel is afgelopen.
game-is-for = { $game } is voor { $counts } spelers

## De onderdelen van de zettenbouwer die elk spel gelijk tekent (templates/composer.html).
## $kind is het woord van het spel voor wat een speler in één keer doet: "move" (zet) of
## "turn" (beurt).
game-composer-change = wijzigen
game-composer-step = Stap { $step } van { $steps }
game-composer-back = ← Eén stap terug
game-composer-reset = Opnieuw
game-notation-summary = { $kind ->
        [turn] Typ liever een beurt in notatie
       *[move] Typ liever een zet in notatie
    }
game-notation-label = { $kind ->
        [turn] Beurt
       *[move] Zet
    }
game-notation-play = { $kind ->
        [turn] Getypte beurt spelen
       *[move] Getypte zet spelen
    }
game-notation-explained = De notatie wordt uitgelegd op de <a href="/rules/{ $slug }#notation">spelregelpagina</a>.
# De laatste twee van een lijst: "2, 3 of 4".
game-either = { $rest } of { $last }

# A fact in the board in words: "Hand: Lao, Shan".
board-fact = { $label }: { $value }
