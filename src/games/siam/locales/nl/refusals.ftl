# Weigeringen van een zet die een regel breekt (src/games/siam/refusals.rs). Termen
# ($card, $province, $colour, $faction) komen binnen in de woorden van terms.ftl.

refusal-game-over = het spel is afgelopen
refusal-not-your-turn = je bent niet aan de beurt
refusal-card-not-in-hand = je hebt geen kaart { $card }
refusal-last-card = { $card } is de allerlaatste kaart van het spel: ze mag alleen gespeeld worden als je er het spel mee wint, en geen enkele keuze doet dat
refusal-last-card-others = { $card } is de allerlaatste kaart van het spel: ze mag alleen gespeeld worden als je er het spel mee wint, en deze keuzes doen dat niet (andere wel)
refusal-last-card-team = { $card } is de allerlaatste kaart van het spel: ze mag alleen gespeeld worden als jij of je partner er het spel mee wint, en geen enkele keuze doet dat
refusal-last-card-team-others = { $card } is de allerlaatste kaart van het spel: ze mag alleen gespeeld worden als jij of je partner er het spel mee wint, en deze keuzes doen dat niet (andere wel)
refusal-missing-two-side = 2 vs. 1 moet de aanhanger(s) noemen die de eerste provincie geeft
refusal-unknown-province = er is geen provincie met nummer { $number }
refusal-province-resolved = { $province } is al beslecht: er mag niets in of uit
refusal-must-swap-tiles = er kunnen nog twee provinciekaartjes verwisseld worden, dus { $card } moet er twee verwisselen
refusal-no-tiles = minder dan twee provinciekaartjes kunnen verwisseld worden, dus { $card } verwisselt niets
refusal-tile-not-swappable = het provinciekaartje van { $province } kan niet verwisseld worden: het ligt omgedraaid of er ligt een koningsmerker op
refusal-same-province = kies twee verschillende provincies
refusal-king-not-on-tile = de koningsmerker moet op een van de twee verwisselde kaartjes
refusal-pool-must-place = er is een { $colour } aanhanger in de algemene voorraad, dus die moet geplaatst worden
refusal-pool-empty = er is geen { $colour } aanhanger in de algemene voorraad
refusal-follower-missing = er is geen { $colour } aanhanger in { $province }
refusal-not-adjacent = { $a } en { $b } grenzen niet aan elkaar: 2 vs. 1 ruilt tussen aangrenzende provincies
refusal-undo-ban = dit zou de net gespeelde { $card } ongedaan maken, en dat mag niet
refusal-must-swap = een ruil is mogelijk, dus { $card } moet ruilen
refusal-must-swap-two = een volledige ruil van twee aanhangers voor één is mogelijk, dus de kaart moet die maken
refusal-must-give-two = { $province } heeft meer dan één aanhanger en moet er dus twee geven
refusal-not-eligible = { $province } kan geen aanhangers van de { $faction } krijgen: de provincie moet grenzen aan een provincie die de { $faction } controleren, of aan hun thuisprovincie zolang niemand anders die controleert
refusal-placement-none = de { $faction } kunnen nu geen aanhanger plaatsen (geen geschikte provincie, of geen in de algemene voorraad): schrijf - in plaats daarvan
refusal-placement-one = de { $faction } moeten nu precies één aanhanger plaatsen
refusal-placement-many = de { $faction } moeten nu { $count } aanhangers plaatsen
refusal-must-take = na je actie moet je één aanhanger uit een provincie nemen
refusal-nothing-to-take = geen enkele provincie heeft een aanhanger, dus er valt niets te nemen
