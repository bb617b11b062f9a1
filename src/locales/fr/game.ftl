# Les mots de la plateforme que le catalogue de chaque jeu contient (src/game/text/mod.rs). Les
# messages d’un jeu peuvent les prendre en argument ; le reste est dans son propre catalogue.

## Pour joindre des noms : « ann et bob ».
list-and = {" "}et{" "}
list-comma = ,{" "}
list-or = {" "}ou{" "}

## Pourquoi la plateforme a joué pour un joueur.
reason-timeout = temps écoulé
reason-removed = exclusion de la partie par vote
reason-left = le joueur a supprimé son compte
reason-computer = joué par l’ordinateur
reason-resigned = le joueur a abandonné
reason-suspended = le compte du joueur a été suspendu
# « passé automatiquement : temps écoulé »
reason-told = { $did } : { $why }

## Ce que dit un jeu quand il n’a rien de propre à dire.
game-players = { $count } joueurs
game-name = { $game }
game-pitch = <strong>{ $game }</strong>
game-rules-title = Règles { DE($game) }
game-fact-players = Joueurs
game-automatic-did = joué automatiquement
game-automatic-does = joue automatiquement
game-automatic-moves = coups automatiques
game-automatic-server-does = joue pour
game-automatic-only = jouer automatiquement
game-seat-name = Joueur { $seat }
game-number = { $n }
# Un texte que la plateforme a déjà mis en mots.
game-verbatim = { $text }
game-notation-canonical = vouliez-vous dire « { $printed } » ? (ce coup ne s’écrit pas « { $typed } »)
game-over = La partie est terminée.
game-is-for = { $game } se joue à { $counts } joueurs

## Les éléments du compositeur de coups que chaque jeu dessine de la même façon
## (templates/composer.html). $kind est le mot du jeu pour ce qu’un joueur fait en une
## fois : "move" (coup) ou "turn" (tour de jeu).
game-composer-change = modifier
game-composer-step = Étape { $step } sur { $steps }
game-composer-back = ← Revenir d’une étape
game-composer-reset = Recommencer
game-notation-summary = { $kind ->
        [turn] Saisir plutôt un tour de jeu en notation
       *[move] Saisir plutôt un coup en notation
    }
game-notation-label = { $kind ->
        [turn] Tour de jeu
       *[move] Coup
    }
game-notation-play = { $kind ->
        [turn] Jouer le tour de jeu saisi
       *[move] Jouer le coup saisi
    }
game-notation-explained = La notation est expliquée sur la <a href="/rules/{ $slug }#notation">page des règles</a>.
# Les deux derniers d’une liste : « 2, 3 ou 4 ».
game-either = { $rest } ou { $last }

# A fact in the board in words: "Hand: Lao, Shan".
board-fact = { $label } : { $value }
