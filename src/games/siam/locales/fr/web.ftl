# La page de partie de King of Siam : légendes, légende et dessin du plateau, compositeur
# de coups, piste des tuiles, panneaux des joueurs, tableau des provinces et explication
# de l’invitation (src/games/siam/web/, templates/). Les termes arrivent en arguments
# ($faction, $card, $province, $king…) dans les mots de terms.ftl ; les lettres ($letter,
# $y…) sont celles de la notation.

## Le plateau et ses légendes.
area-board = Plateau
caption-preview = <strong>Aperçu :</strong> le plateau après votre carte — pas encore jouée. Entouré de vert : ce qu’elle change.
caption-after-card = Le plateau après votre carte — pas encore jouée. Entouré de vert : ce qu’elle change. Prenez votre partisan ici.
caption-after-card-list = Le plateau après votre carte — pas encore jouée. Entouré de vert : ce qu’elle change. Prenez votre partisan ici ou dans <a href="#composer">la liste</a>.
caption-last-move = <strong>Dernier coup</strong> (étape { $step }) :
caption-changed = Entouré de vert : ce qu’il a changé.
caption-this-step = Cette étape dans l’historique
caption-step-before = ← l’étape précédente
legend = Les lignes relient les provinces voisines. Les jetons montrent les partisans : <span class="chip f0"><b>{ $y }</b></span> { $yellow }, <span class="chip f1"><b>{ $r }</b></span> { $red }, <span class="chip f2"><b>{ $b }</b></span> { $blue }. Les provinces résolues montrent qui les contrôle ; les hachurées appartiennent aux { $occupier }.

## Le dessin du plateau : son libellé, le titre et les légendes de chaque province.
map-label = Plateau représentant { $country } : { $count } provinces ; les lignes relient les provinces voisines
map-title = { $province } (capitale { $capital })
map-title-home = { $province } (capitale { $capital }, province d’origine des { $faction })
map-title-resolved = { $title } : résolue, { $who }
map-title-resolved-in = { $title } : résolue, { $who } (lutte de pouvoir { $struggle })
map-title-followers = { $title } : { $followers }
map-title-contested = { $title } — contestée maintenant
map-title-tile = { $title } ; tuile sur la case { $box }
map-faction-control = contrôle { $faction }
map-no-followers = aucun partisan
map-home-of = origine des { $faction }
map-chip = { $count } { $count ->
        [one] partisan
       *[other] partisans
    } { $faction } ({ $letter }) à { $province }
contested-now = contestée maintenant

## Le compositeur de coups.
composer-title = Votre coup
composer-last-card = Dernière carte (R9).
composer-dropped = Certains choix de cette adresse ne correspondent plus à la position et ont été retirés : continuez d’ici.
composer-choose-card = Choisissez une carte à jouer, ou passez.
composer-cannot-play = Ne peut pas être jouée maintenant.
composer-card = Carte : <strong>{ $card }</strong>
composer-click-map = Cliquez dessus <a href="#map">sur le plateau</a> ou choisissez ci-dessous.
preview-title = Aperçu : le plateau après votre carte
preview-notation = En notation :
preview-shows = Le plateau, la piste des tuiles, la réserve commune et les panneaux des joueurs montrent la situation après ce coup.
preview-confirm = Confirmer ce coup
pass-open = Passer…
pass-question = Passer ce tour ? Vous pourrez rejouer plus tard dans cette lutte de pouvoir ; quand tout le monde passe à la suite, elle prend fin.
pass-confirm = Oui, passer
# L’exemple du champ de notation : la notation est la même dans chaque langue.
notation-placeholder = p. ex. 1v1 lanna:Y<>kedah:R take kedah:Y

## Ce que fait chaque carte ($faction : la faction d’une carte faction).
hint-maharacha = Intervertissez deux tuiles face visible et posez votre marqueur { $king } sur l’une d’elles. Puis prenez un partisan.
hint-khonthai = Placez un partisan de chaque couleur de la réserve commune, chacun où vous voulez. Puis prenez un partisan.
hint-1v1 = Échangez un partisan contre un partisan d’une autre province. Puis prenez un partisan.
hint-2v1 = Échangez deux partisans d’une province contre un partisan d’une province voisine. Puis prenez un partisan.
hint-faction = Placez deux partisans { $faction } de la réserve commune à côté des provinces que contrôle la faction { $faction } ou à côté de sa province d’origine non contrôlée. Puis prenez un partisan.
# After a faction card whose name is not its faction's, in a hand: "Malai (places Malay)".
card-places = faction { $faction }

## Ce que fera une carte maintenant quand elle ne peut pas s’exécuter entièrement.
notice-no-tiles = Moins de deux tuiles peuvent être interverties (les tuiles face cachée et celles qui portent un marqueur { $king } restent en place) : { $card } n’intervertit rien et ne pose pas de marqueur { $king }.
notice-pool-empty = La réserve commune est vide : { $card } ne place rien, vous prenez seulement un partisan.
# $missing : une ou deux factions avec leur lettre, « Rama (Y) ou Malay (B) ».
notice-pool-missing = Aucun partisan { $missing } dans la réserve commune : { $card } ne place aucun partisan de { $count ->
        [one] cette couleur
       *[other] ces couleurs
    }.
notice-no-swap = Aucun échange n’est possible (moins de deux provinces ouvertes ont des partisans, ou le seul échange annulerait le { $card } précédent) : { $card } n’échange rien.
notice-one-for-one = Aucune province voisine d’une autre ne peut donner deux partisans contre un, donc { $card } échange un contre un : un partisan seul contre un partisan d’une province voisine (décision R6).
notice-no-neighbour-swap = Aucun échange n’est possible entre provinces ouvertes voisines : { $card } n’échange rien.
notice-faction-nowhere = Aucune province ouverte ne touche une province que contrôle la faction { $faction } ni sa province d’origine non contrôlée : cette carte ne place rien.
notice-faction-none = Aucun partisan { $faction } ({ $letter }) dans la réserve commune : cette carte ne placera rien.
notice-faction-one = Un seul partisan { $faction } ({ $letter }) reste dans la réserve commune : cette carte ne place que celui-là.
notice-undo-ban = La carte précédente de la partie était aussi { $card } : un échange qui remettrait ses partisans à leur place n’est pas proposé (interdiction d’annuler).
nothing-to-choose = Rien à choisir pour la carte elle-même.

## La question de chaque étape ($first : le choix précédent ; $faction : « Rama (Y) »).
prompt-tile-a = Choisissez la première des deux tuiles face visible à intervertir (sur le plateau ou sur la piste).
prompt-tile-b = Choisissez la tuile qui change de place avec { $first }.
prompt-king = Posez votre marqueur { $king } sur l’une des deux tuiles interverties. Une tuile qui porte un marqueur { $king } ne peut plus jamais être intervertie.
prompt-place = Où va le partisan { $faction } de la réserve commune ?
prompt-swap-a = Choisissez le premier partisan à échanger (dans n’importe quelle province ouverte).
prompt-swap-b = Choisissez le partisan d’une autre province qui s’échange contre { $first }.
prompt-two-a = Choisissez le premier des deux partisans qui quittent ensemble leur province.
prompt-two-b = Choisissez le second partisan qui quitte { $province }.
prompt-lone = Choisissez le partisan seul à échanger (sa province n’a que lui : un contre un, décision R6).
prompt-one-side = Choisissez le partisan d’une province voisine qui part dans l’autre sens.
prompt-faction-a = Choisissez une province pour le premier partisan { $faction }.
prompt-faction-b = Choisissez une province pour le second partisan { $faction } (la même province est permise).
prompt-take = Dernière étape : prenez un partisan dans n’importe quelle province ouverte pour votre réserve.

## Les options d’une étape ($what : une province, ou un partisan comme le dit follower-in).
faction-letter = { $faction } ({ $letter })
follower-in = { $faction } ({ $letter }) à { $province }
follower-from = { $faction } ({ $letter }) à { $province }
choice-tile = { $what } (case { $box })
choice-king = marqueur { $king } sur { $what }
choice-place = { $faction } ({ $letter }) à { $what }
choice-both-there = { $what } (les deux à cet endroit)
choice-take = Prendre { $what }

## Les choix faits, chacun avec un lien pour le modifier.
chosen-tile = Tuile : { $what }
chosen-swapped-with = intervertie avec : { $what }
chosen-king = marqueur { $king } sur { $what }
chosen-place = { $faction } ({ $letter }) à { $what }
chosen-swap = Échange : { $what }
chosen-with = contre : { $what }
chosen-two = Deux partent : { $what }
chosen-and = et : { $what }
chosen-lone = Partisan seul : { $what }
chosen-for = contre : { $what }
chosen-faction-a = Premier partisan à { $what }
chosen-faction-b = Second partisan à { $what }
chosen-take = Prise : { $what }

## La toute dernière carte (R9), une carte injouable, l’aperçu.
last-card = La toute dernière carte : c’est la carte { $total } sur { $total }, la dernière carte action de la partie. Elle ne peut être jouée que si elle vous fait gagner — après elle plus personne ne peut agir, toutes les luttes de pouvoir restantes se résolvent dans l’ordre des tuiles et la partie prend fin. Seuls les choix gagnants sont proposés ; s’il n’y en a aucun, vous ne pouvez que passer.
last-card-team = La toute dernière carte : c’est la carte { $total } sur { $total }, la dernière carte action de la partie. Elle ne peut être jouée que si elle vous fait gagner, vous ou votre équipier — après elle plus personne ne peut agir, toutes les luttes de pouvoir restantes se résolvent dans l’ordre des tuiles et la partie prend fin. Seuls les choix gagnants sont proposés ; s’il n’y en a aucun, vous ne pouvez que passer.
unplayable-last-card = { $card } ne peut pas vous faire gagner la partie maintenant, et en tant que toute dernière carte elle ne peut être jouée que pour gagner.
unplayable = Vous ne pouvez pas jouer { $card } maintenant.
# La carte sur le point d’être jouée, comme event-played la raconte ($action, $took).
preview-play = Vous jouez { $action } ; { $took }.
preview-take-nothing = Il ne reste aucun partisan dans les provinces ouvertes : vous ne prenez rien.
preview-last-card = C’est la toute dernière carte : après elle toutes les luttes de pouvoir restantes se résolvent et la partie prend fin — avec vous (ou votre équipe) vainqueur.
preview-server-continues = Après votre confirmation, le serveur continue tout seul : les joueurs qui ne peuvent que passer sont sautés, et une lutte de pouvoir qui prend fin est résolue. La page vous le dira.

## La piste des tuiles et la réserve commune.
track = Piste des tuiles
track-and-pool = Piste des tuiles et réserve commune
track-after-card = après votre carte
track-note = La plus basse tuile face visible est contestée ; la lutte de pouvoir pour elle prend fin quand tout le monde passe à la suite.
track-box = case { $box }
track-face-up = face visible
track-king = marqueur { $king } { DE($who) } : cette tuile ne peut plus être intervertie
pool = Réserve commune :

## Les panneaux des joueurs.
players = Joueurs
seat-you = (vous)
seat-to-move = à jouer
seat-winner = ★ vainqueur
seat-line = Place { $seat } · aide de jeu { $aid }
team-a-seats = Équipe A · places 1 et 3
team-b-seats = Équipe B · places 2 et 4
# Une place sans nom, dans une phrase.
seat-unnamed = place { $seat }
seat-followers = Partisans
seat-in-all = { $count } en tout
seat-sets = { $count } { $count ->
        [one] série complète
       *[other] séries complètes
    }
seat-sets-partner = { $count } { $count ->
        [one] série complète
       *[other] séries complètes
    } (avec l’équipier)
seat-hand = Main
no-cards-left = plus de cartes
seat-hidden = { $count } { $count ->
        [one] carte <span class="muted">(cachée)</span>
       *[other] cartes <span class="muted">(cachées)</span>
    }
seat-played = Jouées
seat-none-yet = aucune pour l’instant
seat-top-card = carte du dessus <span class="card-name">{ $card }</span>
seat-played-count = ({ $count } { $count ->
        [one] jouée
       *[other] jouées
    }, les autres face cachée)
seat-king = Marqueur { $king }
seat-king-used = utilisé
seat-king-unused = pas encore utilisé
seat-last-move = Dernier coup
last-none = n’a pas encore joué
last-played = a joué { $card }
last-passed = a passé
last-passed-ended = a passé — lutte de pouvoir terminée
last-passed-automatically = ne pouvait que passer (passé automatiquement)
last-passed-automatically-ended = ne pouvait que passer (passé automatiquement) — lutte de pouvoir terminée

## Les provinces en tableau.
provinces = Les provinces en tableau
provinces-province = Province
provinces-capital = Capitale
provinces-home = Origine de
provinces-followers = Partisans
provinces-control = Contrôle
provinces-neighbours = Voisines
provinces-control-since = { $who } (lutte de pouvoir { $struggle })
history-complete = L’historique montre toute la partie.
history-window = L’historique montre les coups depuis votre tour précédent (l’historique complet s’ouvre à la fin de la partie).

## La page d’invitation : les deux variantes des mains.
hands-explained = Mains originales : vous ne voyez que vos propres cartes ; des autres joueurs vous voyez combien de cartes ils ont et la carte du dessus de leur défausse. Mains ouvertes : la main et la défausse de chaque joueur sont visibles par tous, et la partie devient une partie à information parfaite.
invitation-hands = Mains : originales ou ouvertes
invitation-original = Mains originales
invitation-open = Mains ouvertes
invitation-chosen = la variante choisie
invitation-original-text = Comme à la table. Vous voyez vos propres cartes ; des autres, seulement combien de cartes il leur reste et la carte du dessus de leur défausse. Se souvenir de ce qui a été joué fait partie du jeu. Toutes les cartes sont révélées à la fin de la partie.
invitation-open-text = Une variante non officielle sans information cachée : la main et la défausse de chaque joueur sont visibles par tous, spectateurs compris, pendant toute la partie.

## Le plateau en toutes lettres (sous la zone de jeu, pour les lecteurs d’écran et pour tous).
board-provinces = Provinces
board-pool = Réserve commune
board-none = aucun
board-hidden-cards = { $count } { $count ->
        [one] carte cachée
       *[other] cartes cachées
    }
board-top-card = carte du dessus { $card }
