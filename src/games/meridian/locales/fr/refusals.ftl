# Refus d’un tour de jeu qui enfreint une règle (src/games/meridian/refusals.rs). Les
# cartes sont nommées par leurs nombres ($card), comme dans la notation.

refusal-game-over = la partie est terminée
refusal-not-your-turn = ce n’est pas votre tour
refusal-card-not-face-up = { $card } n’est pas l’une de vos cartes face visible
# $numbers : « 4, 5, 6 ou 7 ».
refusal-wrong-meridian = la carte { $card } désigne le méridien { $numbers }, pas le { $meridian }
refusal-meridian-missing = précisez sur quel méridien de la carte { $card } vous jouez
refusal-meridian-without-action = un tour de jeu qui ne change rien au plateau ne nomme pas de méridien
refusal-nothing-to-remove = vous n’avez pas de tour sur le méridien { $meridian } à la rangée { $row } à retirer
refusal-no-such-row = il n’y a pas de rangée { $row } : cette face du plateau a les rangées 1 à { $rows }
refusal-empty-tower = une tour a au moins une pièce
refusal-not-enough-pieces = une tour de { $height } demande { $height } pièces, et votre réserve en a { $supply }
refusal-first-tower-too-low = le méridien { $meridian } n’a aucune tour pour l’instant, donc une nouvelle tour doit mesurer au moins 2 (M4)
refusal-too-many-towers = vous pouvez avoir au plus { $limit } { $limit ->
        [one] tour
       *[other] tours
    } sur le méridien { $meridian }
refusal-same-tower-again = la nouvelle tour doit différer de celle que vous avez retirée par la hauteur, la ville ou les deux (M6)
refusal-own-tower-in-the-way = la rangée { $row } du méridien { $meridian } porte votre propre tour, que vous ne pouvez pas pousser
refusal-same-height = la rangée { $row } du méridien { $meridian } porte une tour de même hauteur { $height } : les hauteurs sur un méridien diffèrent
refusal-pushed-off-north = la poussée ferait sortir une tour par l’extrémité nord du méridien { $meridian }
refusal-pushed-off-south = la poussée ferait sortir une tour par l’extrémité sud du méridien { $meridian }
refusal-out-of-order = sur le méridien { $meridian }, les tours les plus hautes doivent être au nord des plus basses : une tour de { $height } ne tient pas à la rangée { $row }
