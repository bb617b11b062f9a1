# Refus d’un coup qui enfreint une règle (src/games/siam/refusals.rs). Les termes ($card,
# $province, $colour, $faction) arrivent dans les mots de terms.ftl.

refusal-game-over = la partie est terminée
refusal-not-your-turn = ce n’est pas votre tour
refusal-card-not-in-hand = vous n’avez pas de carte { $card }
refusal-last-card = { $card } est la toute dernière carte de la partie : elle ne peut être jouée que si elle vous fait gagner, et aucun choix ne le fait
refusal-last-card-others = { $card } est la toute dernière carte de la partie : elle ne peut être jouée que si elle vous fait gagner, et ces choix ne le font pas (d’autres, si)
refusal-last-card-team = { $card } est la toute dernière carte de la partie : elle ne peut être jouée que si elle vous fait gagner, vous ou votre équipier, et aucun choix ne le fait
refusal-last-card-team-others = { $card } est la toute dernière carte de la partie : elle ne peut être jouée que si elle vous fait gagner, vous ou votre équipier, et ces choix ne le font pas (d’autres, si)
refusal-missing-two-side = 2 vs. 1 doit nommer le ou les partisans que donne la première province
refusal-unknown-province = il n’y a pas de province numéro { $number }
refusal-province-resolved = { $province } est déjà résolue : rien ne peut y entrer ni en sortir
refusal-must-swap-tiles = deux tuiles peuvent encore être interverties, donc { $card } doit en intervertir deux
refusal-no-tiles = moins de deux tuiles peuvent être interverties, donc { $card } n’intervertit rien
refusal-tile-not-swappable = la tuile { $province } ne peut pas être intervertie : elle est face cachée ou porte un marqueur Roi
refusal-same-province = choisissez deux provinces différentes
refusal-king-not-on-tile = le marqueur Roi doit aller sur l’une des deux tuiles interverties
refusal-pool-must-place = il y a un partisan { $colour } dans la réserve commune, il doit donc être placé
refusal-pool-empty = il n’y a pas de partisan { $colour } dans la réserve commune
refusal-follower-missing = il n’y a pas de partisan { $colour } à { $province }
refusal-not-adjacent = { $a } et { $b } ne sont pas voisines : 2 vs. 1 échange entre provinces voisines
refusal-undo-ban = cela annulerait le { $card } joué juste avant, ce qui n’est pas permis
refusal-must-swap = un échange est possible, donc { $card } doit échanger
refusal-must-swap-two = un échange complet de deux partisans contre un est possible, donc la carte doit le faire
refusal-must-give-two = { $province } a plus d’un partisan, elle doit donc en donner deux
refusal-not-eligible = { $province } ne peut pas recevoir de partisans { $faction } : elle doit toucher une province que contrôle la faction { $faction }, ou sa province d’origine tant que personne d’autre ne la contrôle
refusal-placement-none = la faction { $faction } ne peut placer aucun partisan maintenant (aucune province possible, ou aucun dans la réserve commune) : écrivez - à la place
refusal-placement-one = la faction { $faction } doit placer exactement un partisan maintenant
refusal-placement-many = la faction { $faction } doit placer { $count } partisans maintenant
refusal-must-take = après votre action vous devez prendre un partisan dans une province
refusal-nothing-to-take = aucune province n’a de partisan, il n’y a donc rien à prendre
