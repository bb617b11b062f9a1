# La page de partie de Meridian : légendes, légende et dessin du plateau, compositeur,
# panneaux des joueurs, tableau des îles et explication de l’invitation
# (src/games/meridian/web/, templates/). Les cartes sont nommées par leurs nombres
# ($card), comme dans la notation ; les noms des joueurs arrivent en $who, $owner.

## Le plateau et ses légendes.
area-board = Plateau
caption-preview = <strong>Aperçu :</strong> le plateau après votre tour de jeu — pas encore joué. Entouré : ce qu’il change.
caption-choose-city = Choisissez la ville sur le plateau (en pointillés) ou dans <a href="#composer">la liste</a>.
caption-last-move = <strong>Dernier coup</strong> (étape { $step }) :
caption-this-step = Cette étape dans l’historique
caption-step-before = ← l’étape précédente
legend = Le nord est en haut{"\u00A0"}; les méridiens sont numérotés en bas. Les îles sont les zones colorées, chacune marquée de sa lettre et de ses points. Une île tenue par un joueur est entourée de sa couleur et de son motif et porte son initiale (la clé est au-dessus). Les gros points sont des capitales (une garnison y compte 2). Chaque tour indique sa hauteur en pièces.
step-legend = Entouré : ce que cette étape a changé.
# Sur un écran étroit seulement, sous le plateau, qui défile alors latéralement dans son cadre.
# La clé des contours des îles : le contour et l’initiale de chaque joueur, puis une île sans.
legend-holders = Îles tenues par
legend-nobody = personne (sans contour)

## Le dessin du plateau.
board-label = Le plateau, face { $side } : dix méridiens de { $rows } villes, le nord en haut
city-title = Méridien { $meridian }, rangée { $row } : île { $island }
city-title-capital = Méridien { $meridian }, rangée { $row } : île { $island }, capitale
city-title-tower = { $title } ; une tour de { $height } ({ $who })
island-title = Île { $island } : { $points } points, tenue par { $who }
nobody = personne
# Une place sans nom, en tête de son panneau.
player-unnamed = Joueur { $seat }

## Le compositeur.
composer-title = Votre tour de jeu
composer-choose-card = Choisissez l’une de vos cartes face visible.
composer-card-gone = Cette carte n’est plus l’une de vos cartes face visible : choisissez à nouveau.
composer-impossible = Ce tour de jeu n’est plus possible : modifiez un choix.
# $meridians : « 4, 5, 6 ou 7 ».
card-hint-many = L’un des méridiens { $meridians }
meridian-number = Méridien { $meridian }
chosen-card = Carte : { $card }
chosen-nothing = Ne rien changer au plateau
prompt-meridian = Sur quel méridien jouez-vous le { $card } ?
choice-none = Aucun : jouer la carte sans rien changer
chosen-keep = Garder votre tour sur le méridien { $meridian }
chosen-take-back = Reprendre votre tour de { $height } de la rangée { $row }
prompt-take-back = Vous avez une tour sur le méridien { $meridian } : la reprendre d’abord ?
choice-keep = La garder
choice-take-back = Reprendre la tour de { $height } de la rangée { $row } (ses pièces retournent dans votre réserve)
notice-no-fit = Aucune nouvelle tour ne tient sur le méridien { $meridian } maintenant (hauteurs, ordre, votre réserve ou vos tours sur ce méridien).
prompt-height = Quelle hauteur pour votre nouvelle tour sur le méridien { $meridian } ?
choice-only-take-back = Pas de nouvelle tour : seulement reprendre l’ancienne
choice-no-tower = Pas de nouvelle tour : jouer la carte sans rien changer
# $rows : les rangées où tient une tour de cette hauteur, « 1, 3 ».
choice-height = { $height } { $height ->
        [one] pièce
       *[other] pièces
    } ({ $count ->
        [one] rangée
       *[other] rangées
    } { $rows })
# L’étape de la hauteur : les hauteurs qui vont dans les mêmes rangées partagent une ligne ($rows : « 1, 3 »).
height-hint = Choisissez le nombre de pièces de la nouvelle tour. Chaque ligne indique les rangées où ces hauteurs trouvent place.
height-keys = Au clavier, tapez la hauteur.
height-rows = { $count ->
        [one] Rangée
       *[other] Rangées
    } { $rows }
chosen-no-tower = Pas de nouvelle tour
chosen-height = Une nouvelle tour de { $height }
prompt-row = Où va la tour de { $height } sur le méridien { $meridian } ?
choice-row = Rangée { $row } (île { $island })
choice-row-capital = Rangée { $row } (île { $island }, capitale)
choice-row-pushes-north = { $place } : pousse la tour de { $height } { DE($owner) } vers le nord
choice-row-pushes-south = { $place } : pousse la tour de { $height } { DE($owner) } vers le sud

## L’aperçu d’un tour de jeu.
preview-title = Aperçu : le plateau après votre tour de jeu
# Qui joue, dans la phrase de l’aperçu (event-nothing, event-turn) : « Vous jouez le 5 … ».
preview-you-play = Vous jouez
# Le joueur lui-même, parmi ceux qui tiennent les îles.
preview-you = Vous
preview-pushed-north = La tour de { $height } { DE($owner) } part vers le nord, de la rangée { $from } à la rangée { $to }.
preview-pushed-south = La tour de { $height } { DE($owner) } part vers le sud, de la rangée { $from } à la rangée { $to }.
preview-control = Île { $island } ({ $points } points) : { $before } → { $after }.
preview-no-change = Aucune île ne change de mains.
preview-turns-up = Ensuite la carte du dessus de votre pioche est retournée : laquelle, personne ne le sait avant votre confirmation.
# Before the turn in notation.
preview-notation = En notation :
# After it.
preview-shows = Le plateau et les panneaux des joueurs montrent la situation après ce tour.
preview-confirm = Confirmer ce tour de jeu
# L’exemple du champ de notation : la notation est la même dans chaque langue.
notation-placeholder = p. ex. 5 3@2, ou 4-5-6-7:6 x 2@4

## Les panneaux des joueurs.
players = Joueurs
seat-you = (vous)
seat-to-move = à jouer
seat-winner = ★ vainqueur
seat-line = Place { $seat } · { $colours }
colour-orange = orange
colour-black = noir
colour-brown = marron
colour-grey = gris
seat-face-up = Face visible
seat-none = aucune
seat-played = Jouées
seat-none-yet = aucune pour l’instant
seat-deck = Pioche
seat-face-down = { $count } face cachée
seat-deck-contents = (dans un certain ordre : { $cards })
seat-deck-order = Distribuées dans cet ordre : { $cards }
seat-supply = Réserve
seat-supply-line = { $supply } { $supply ->
        [one] pièce
       *[other] pièces
    } · { $towers } { $towers ->
        [one] tour posée
       *[other] tours posées
    }
seat-islands = Îles en ce moment
seat-islands-line = { $points } { $points ->
        [one] point
       *[other] points
    } de { $islands } { $islands ->
        [one] île
       *[other] îles
    }

## Les îles en tableau.
islands = Les îles en tableau
islands-island = Île
islands-points = Points
islands-capital = Capitale
islands-held-by = Tenue par
islands-garrisons = Garnisons
islands-yes = oui
islands-note = Une garnison dans une capitale compte 2, dans une autre ville 1 ; le total strictement le plus élevé tient l’île, et celui qui la tient marque un point par ville de l’île. La hauteur des tours ne compte pas.

## La page d’invitation.
invitation-title = Comment Meridian se joue ici
invitation-text = À chaque tour de jeu, un joueur joue l’une de ses deux cartes face visible : son nombre désigne un méridien, où il peut poser une tour de garnison, pousser d’autres tours ou reprendre sa propre tour. Celui qui a la plus forte garnison sur une île à la fin marque ses villes. Tout est visible sauf l’ordre des pioches face cachée.
invitation-two = À deux joueurs, chacun joue deux couleurs comme une seule : une pioche de 26 cartes, 40 pièces, et jusqu’à deux tours sur un méridien.

## Le panneau du résultat : les îles une à une.
result-islands = Île par île
result-island-points = Île (points)
why-empty = Aucune garnison{"\u00A0"}: personne ne la tient.
why-tie = Égalité à { $most }{"\u00A0"}: personne ne la tient.
why-alone = Seule la garnison { DE($who) } s’y trouve ({ $most }).
why-most = { $who } a la plus forte garnison{"\u00A0"}: { $most } contre { $next }.
why-capital-tower = Sa capitale porte la tour { DE($who) }, qui compte 2.
why-capital-free = Aucune tour ne se trouve sur sa capitale.

## Le plateau en toutes lettres (sous la zone de jeu, pour les lecteurs d’écran et pour tous).
board-meridians = Méridiens
board-meridian = Méridien { $meridian } : { $count ->
        [0] aucune tour
        [one] une tour
       *[other] { $count } tours
    }
board-islands = Îles
