# Weigeringen van een beurt in notatie (docs/meridian-notation.md). De notatie is in elke
# taal dezelfde: de voorbeelden blijven zoals ze zijn. $word en $label komen tussen
# aanhalingstekens binnen, zoals getypt.

notation-not-a-number = { $what } moet een getal zijn, niet { $word }
notation-what-meridian = de meridiaan
notation-what-removal = de rij van de weg te nemen toren
notation-what-height = de hoogte van de toren
notation-what-row = de rij
notation-empty = schrijf een kaart, bv. 5 of 4-5-6-7:6 3@2
notation-not-a-card = { $label } is geen kaart: de kaarten zijn 1 tot 10, 1-2-3, 4-5-6-7 en 8-9-10
notation-not-face-up = { $label } is geen van je open kaarten
notation-removal-once = schrijf het wegnemen (x) één keer, vóór de nieuwe toren
notation-one-tower = een beurt plaatst hoogstens één toren
notation-not-understood = { $word } wordt niet begrepen: schrijf x om je toren weg te nemen en hoogte@rij om er een te plaatsen, bv. 5 x 2@4
notation-which-meridian = de kaart { $label } noemt de meridianen { $meridians }: zeg welke, bv. { $label }:{ $first } …
notation-no-tower = je hebt op meridiaan { $meridian } geen toren om weg te nemen
notation-which-tower = je hebt twee torens op meridiaan { $meridian }: zeg welke weg moet, bv. x{ $row }
