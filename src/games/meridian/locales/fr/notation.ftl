# Refus d’un tour de jeu écrit en notation (docs/meridian-notation.md). La notation est la
# même dans toutes les langues : les exemples restent tels quels. $word (et $label dans
# notation-not-a-card) arrivent entre guillemets droits, tels que tapés.

notation-not-a-number = { $what } doit être un nombre, pas { $word }
notation-what-meridian = le méridien
notation-what-removal = la rangée de la tour à retirer
notation-what-height = la hauteur de la tour
notation-what-row = la rangée
notation-empty = écrivez une carte, par exemple 5 ou 4-5-6-7:6 3@2
notation-not-a-card = { $label } n’est pas une carte : les cartes sont 1 à 10, 1-2-3, 4-5-6-7 et 8-9-10
notation-not-face-up = { $label } ne fait pas partie de vos cartes face visible
notation-removal-once = écrivez le retrait (x) une seule fois, avant la nouvelle tour
notation-one-tower = un tour de jeu pose une tour au plus
notation-not-understood = { $word } n’est pas compris : écrivez x pour retirer votre tour et hauteur@rangée pour en poser une, par exemple 5 x 2@4
notation-which-meridian = la carte { $label } désigne les méridiens { $meridians } : précisez lequel, par exemple { $label }:{ $first } …
notation-no-tower = vous n’avez pas de tour à retirer sur le méridien { $meridian }
notation-which-tower = vous avez deux tours sur le méridien { $meridian } : précisez laquelle retirer, par exemple x{ $row }
