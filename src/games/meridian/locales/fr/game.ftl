# Les textes de Meridian pour la plateforme : options, récit, résultats. Les refus de
# notation sont dans notation.ftl. Les cartes sont nommées par leurs nombres ($card, par
# ex. 4-5-6-7), comme dans la notation ; les noms des joueurs arrivent en $who (plusieurs,
# joints par « et »). « Tour de jeu » distingue le tour (turn) de la tour (tower).

seat-name = place { $seat }
join-nothing = {""}
then = ,{" "}puis{" "}

## Les choix de l’invitation.
players-2 = 2 joueurs (deux couleurs chacun)
players-3 = 3 joueurs
players-4 = 4 joueurs
options-side = face { $side }

## Les coups de la plateforme pour un joueur.
automatic-did = joué automatiquement
automatic-does = joue automatiquement (sa plus petite carte, sans rien changer)
automatic-moves = tours de jeu automatiques
automatic-server-does = joue pour
automatic-only = jouer automatiquement

## Une étape en bref.
label-nothing = { $card }, rien
label-placed = { $card } → méridien { $meridian }
label-took-back = { $card } → reprise sur le méridien { $meridian }

## Récit d’un tour de jeu, qui a joué ($who), puis ce qu’a fait la carte. $voice dit à
## qui, « preview » (le joueur lui-même, avant de confirmer, « Vous jouez le 5 et
## posez… »), « you » (le joueur lui-même, après, « Vous avez joué le 5 et posé… »),
## « other » (les autres, « ann a joué le 5 et posé… »).
event-played = { $who } a joué
event-played-you = Vous avez joué
event-played-automatically = Automatiquement ({ $why }), { $who } a joué
# « sans rien changer » se dit de même dans chaque $voice.
event-nothing = { $who } le { $card } { $voice ->
       *[other] sans
    } rien changer au plateau.
event-turn = { $who } le { $card } sur le méridien { $meridian } et { $parts }{ $pushes }.
event-took-back = { $voice ->
        [preview] reprenez votre
        [you] repris votre
       *[other] repris sa
    } tour de { $height } de la rangée { $row } ({ $height } { $height ->
        [one] pièce retourne
       *[other] pièces retournent
    } à { $voice ->
        [other] sa
       *[you] votre
    } réserve)
# $tower commence toujours par « une ».
event-placed = { $voice ->
        [preview] posez
       *[other] posé
    } { $tower }
tower = une tour de { $height } { $height ->
        [one] pièce
       *[other] pièces
    } en rangée { $row }
event-pushed-north = {"\u00A0"}; la tour de { $height } { DE($owner) } { $voice ->
        [preview] est
       *[other] a été
    } poussée vers le nord, de la rangée { $from } à la rangée { $to }
event-pushed-south = {"\u00A0"}; la tour de { $height } { DE($owner) } { $voice ->
        [preview] est
       *[other] a été
    } poussée vers le sud, de la rangée { $from } à la rangée { $to }
event-turned-up = { $who } a retourné le { $card }.
event-game-over = La partie est terminée. { $result }

## Le résultat.
result-points = { $who } gagne avec { $points } { $points ->
        [one] point
       *[other] points
    }.
result-unused = { $who } gagne : égalité à { $points } { $points ->
        [one] point
       *[other] points
    }, avec le plus de pièces inutilisées ({ $unused }).
result-shared = { $who } se partagent la victoire : égalité à { $points } { $points ->
        [one] point
       *[other] points
    } et en pièces inutilisées.
column-points = Points
column-islands = Îles
column-unused = Pièces inutilisées
decided-points = le plus de points
decided-unused = égalité de points, départagée par le plus de pièces inutilisées
decided-shared = égalité de points et de pièces inutilisées : la victoire est partagée (M8)

## La page du jeu et la page d’invitation.
heading = Meridian
progress-over = Les { $cards } cartes ont été jouées
progress-turn = Tour de jeu { $turn } sur { $turns }
fact-board = Plateau
fact-side-a = face A (5 villes sur chaque méridien)
fact-side-b = face B (4 villes sur chaque méridien)
fact-players-two = 2 (chacun joue deux couleurs comme une seule)
note-watching = Vous regardez cette partie. Tout est visible, sauf l’ordre des pioches face cachée, que personne ne connaît.
