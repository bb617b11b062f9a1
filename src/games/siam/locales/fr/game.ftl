# Les textes de King of Siam pour la plateforme : options, récit, résultats. Les termes
# (plateaux, factions, cartes, provinces) sont dans terms.ftl, les refus de notation dans
# notation.ftl. Les noms des joueurs arrivent en $who (plusieurs, joints par « et »).
# Registre : vous. Pas d’accord au féminin avec les noms des joueurs : tournures neutres.

seat-name = Joueur { $seat }

## Les choix de l’invitation.
option-board = Plateau
option-board-siam = King of Siam (plateau Siam)
option-board-saba = King of Saba (plateau Saba)
option-board-refused = le plateau doit être siam ou saba
option-hands = Mains
option-hands-original = Originales — vous ne voyez que votre propre main et la carte du dessus de chaque défausse
option-hands-open = Ouvertes — les mains et les défausses de chacun sont visibles par tous
option-hands-refused = les mains doivent être original ou open
options-hands-original = mains originales
options-hands-open = mains ouvertes
players-2 = 2 joueurs
players-3 = 3 joueurs
players-4 = 4 joueurs (deux équipes)
rating-pool-teams = 4 joueurs (équipes)
casual-open-hands = Les parties à mains ouvertes ne sont pas classées : toutes les mains sont sur la table.
talk-forbidden = À quatre joueurs, les règles interdisent toute communication à la table, même entre équipiers : la discussion ne s’ouvre donc qu’à la fin de la partie.

## Les coups de la plateforme pour un joueur : toujours une passe.
automatic-did = passé automatiquement
automatic-does = passe automatiquement
automatic-moves = passes automatiques
automatic-server-does = passe pour
automatic-only = passer

## Ce qu’on peut revoir pendant une partie à mains originales (R12).
window-spectator = Tant qu’une partie à mains originales est en cours, les spectateurs ne voient que ce que tous les joueurs peuvent voir : les coups joués depuis le plus récent des coups précédents de chaque joueur (étape { $step }) ; l’historique complet s’ouvre à la fin de la partie.
window-player = Tant qu’une partie à mains originales est en cours, vous pouvez revoir ce que vous avez vu à la table depuis votre coup précédent (étape { $step }) ; l’historique complet s’ouvre à la fin de la partie.

## Une étape en bref.
label-pass = passe
label-struggle-resolved = Lutte de pouvoir { $struggle } résolue

## Récit : une carte jouée ($action) et le partisan pris ($took).
event-played = { $who } a joué { $action } ; { $took }.
event-played-you = Vous avez joué : { $action } ; { $took }.
event-played-automatically = { $who } a joué automatiquement ({ $why }) : { $action } ; { $took }.
event-took = prise d’un partisan { $colour } à { $province }
event-took-nothing = aucun partisan à prendre
event-passed = { $who } a passé
event-passed-you = Vous avez passé
event-passed-automatically = { $who } a passé automatiquement : { $why }
event-pass = { $who }.
event-pass-ended = { $who } — fin de la lutte de pouvoir.
event-skipped = { $who } { $why } : son tour est sauté.
event-skipped-ended = { $who } { $why } : son tour est sauté — fin de la lutte de pouvoir.
skip-no-cards = n’a plus de cartes
skip-last-card = ne détient plus que la toute dernière carte, qui ne lui permet pas de gagner
event-nobody-can-act = Plus personne ne peut jouer de carte : les luttes de pouvoir restantes sont résolues immédiatement.
event-struggle = Lutte de pouvoir { $struggle } pour { $province } ({ $yellow_colour } : { $yellow }, { $red_colour } : { $red }, { $blue_colour } : { $blue }) : { $who }.{ $next }
struggle-control = la faction { $faction } prend le contrôle
struggle-tie = égalité, les { $occupier } prennent le contrôle
struggle-next = {" "}{ $who } commence la lutte de pouvoir suivante.
event-game-over = La partie est terminée. { $result }

## Ce qu’a fait une carte ($card est son nom).
action-follower = un partisan { $colour } à { $province }
action-no-tiles = { $card } : aucune paire de tuiles ne pouvait être intervertie
action-tiles = { $card } : tuiles { $a } et { $b } interverties, marqueur { $king } sur { $on }
action-place = { $colour } à { $province }
action-pool-empty = { $card } : la réserve commune était vide, aucun partisan placé
action-placed = { $card } : { $places }
action-no-swap = { $card } : aucun échange possible
action-one-swap = { $card } : { $a } échangé contre { $b }
action-two-swap = { $card } : { $count ->
        [one] un partisan ({ $colours }) à { $from } échangé
       *[other] deux partisans ({ $colours }) à { $from } échangés
    } contre un partisan { $one } à { $to }
# Pluriel des couleurs (jaunes, rouges, bleus, verts).
action-placed-two = { $card } : deux partisans { $colour ->
        [jaune] jaunes
        [rouge] rouges
        [bleu] bleus
        [vert] verts
       *[other] { $colour }
    } placés à { $province }
action-placed-both = { $card } : un partisan { $colour } placé à { $a } et un autre à { $b }
action-placed-one = { $card } : un seul partisan { $colour } placé à { $province }
action-placed-none = { $card } : aucun partisan { $faction } n’a pu être placé

## Le résultat : qui règne, qui gagne et pourquoi.
result-colony = Les { $occupier } contrôlent { $occupied } provinces : { $country } est une colonie. { $who } { $own ->
        [one] gagne
       *[other] gagnent
    } : { $how }.
result-colony-sets = le plus de séries complètes
result-colony-latest-card = égalité de séries complètes, départagée par la carte action jouée le plus récemment
result-colony-shared = égalité de séries complètes, sans rien pour départager
result-nobody = aucune
result-none = aucune
result-ruled = La faction { $ruling } règne sur { $country }
result-ruled-recently = La faction { $ruling } règne sur { $country } (égalité de provinces, mais elle a remporté une lutte de pouvoir plus récemment)
result-ruling = { $ruled }. { $who } { $own ->
        [one] gagne
       *[other] gagnent
    } : { $how }.{ $partners }
result-most-ruling = le plus de partisans { $ruling }
result-second = égalité de partisans { $ruling }, davantage de partisans { $second } (faction en seconde position)
result-oldest-card = égalité persistante, et le joueur à égalité dont la dernière carte action est la plus ancienne l’emporte
result-shared = égalité en tout point, la victoire est donc partagée
result-partner = {" "}{ $partners } gagne aussi, en équipe avec { $who }.
result-partners = {" "}{ $partners } gagnent aussi, en tant qu’équipiers des vainqueurs.

## Le tableau du résultat.
decided-ruling = le plus de partisans de la faction gagnante
decided-second = égalité de partisans de la faction gagnante, départagée par les partisans de la faction en seconde position ({ $second })
decided-oldest-card = égalité de partisans des deux factions classées : parmi les joueurs à égalité, celui qui a joué une carte action le plus récemment perd (décision R11)
decided-sets = le plus de séries complètes (un partisan de chaque couleur)
decided-latest-card = égalité de séries complètes : le joueur (ou l’équipe) à égalité qui a joué une carte action le plus récemment gagne
decided-shared = égalité en tout point : la victoire est partagée (décision R15)
column-sets = Séries complètes
column-sets-partner = Séries complètes (avec l’équipier)
column-followers = Partisans { $faction }
column-ruling = Partisans de la faction gagnante
column-second = Partisans de la faction en seconde position
column-latest-card = Dernière carte action
value-no-card = aucune
value-card = carte { $card } sur { $cards }
team-a = Équipe A
team-b = Équipe B

## La page du jeu, l’accueil et les invitations.
pitch = <strong>King of Siam</strong> (et son jumeau, <strong>King of Saba</strong>)
rules-title = Règles de King of Siam et de King of Saba
fact-board-siam = Plateau Siam
fact-board-saba = Plateau Saba (King of Saba)
fact-players-teams = 4 (deux équipes de deux équipiers assis face à face, tirées au sort au début de la partie)
fact-hands = { $hands ->
        [open] ouvertes
       *[other] originales
    } (voir ci-dessous)
fact-seating = L’ordre des places, et avec lui les équipes, est tiré au sort au début de la partie.
progress = { $struggle } · { $played } sur { $cards } cartes jouées · { $passes } { $passes ->
        [one] passe
       *[other] passes
    } d’affilée
progress-resolved = { $resolved } { $resolved ->
        [one] lutte de pouvoir résolue
       *[other] luttes de pouvoir résolues
    }
progress-struggle = Lutte de pouvoir { $struggle } sur 8
result-provinces = Provinces
note-your-hand = Votre main :
note-watching = Vous regardez cette partie.
note-hidden-until-end = Les cartes cachées le restent jusqu’à la fin de la partie.
note-open-hands = Mains ouvertes : les cartes et les défausses de chacun sont visibles par tous.
