# De spelpagina van Meridian: de bijschriften, legenda en tekening van het spelbord, de
# beurtenbouwer, de panelen van de spelers, de eilandentabel en de uitleg op de
# uitnodiging (src/games/meridian/web/, templates/). Kaarten heten naar hun getallen
# ($card), zoals in de notatie; namen van spelers komen binnen als $who, $owner.

## Het spelbord en de bijschriften.
area-board = Spelbord
caption-preview = <strong>Voorbeeld:</strong> het spelbord na je beurt — nog niet gespeeld. Omlijnd: wat ze verandert.
caption-choose-city = Kies de stad op het spelbord (gestreept) of uit <a href="#composer">de lijst</a>.
caption-last-move = <strong>Laatste zet</strong> (stap { $step }):
caption-this-step = Deze stap in de geschiedenis
caption-step-before = ← de stap ervoor
legend = Het noorden is boven; de meridianen zijn onderaan genummerd. Eilanden zijn de gekleurde gebieden, elk met zijn letter en zijn punten. Een eiland dat iemand houdt, is omrand in diens kleur en patroon en draagt diens initiaal (de sleutel staat erboven). Grote stippen zijn hoofdsteden (een garnizoen daar telt 2). Elke toren toont zijn hoogte in stukken.
step-legend = Omlijnd: wat deze stap veranderde.
# Alleen op een smal scherm, onder het bord, dat dan in zijn vak zijwaarts schuift.
# De sleutel bij de randen van de eilanden: de rand en initiaal van elke speler, dan een eiland zonder.
legend-holders = Eilanden in handen van
legend-nobody = niemand (geen rand)

## De tekening van het spelbord.
board-label = Het spelbord, zijde { $side }: tien meridianen van { $rows } steden, het noorden boven
city-title = Meridiaan { $meridian }, rij { $row }: eiland { $island }
city-title-capital = Meridiaan { $meridian }, rij { $row }: eiland { $island }, hoofdstad
city-title-tower = { $title }; een toren van { $height } ({ $who })
island-title = Eiland { $island }: { $points } punten, in handen van { $who }
nobody = niemand
# Een plaats zonder naam, bovenaan haar paneel.
player-unnamed = Speler { $seat }

## De beurtenbouwer.
composer-title = Jouw beurt
composer-choose-card = Kies een van je open kaarten.
composer-card-gone = Die kaart is niet meer een van je open kaarten: kies opnieuw.
composer-impossible = Deze beurt is niet meer mogelijk: wijzig een keuze.
# $meridians: "4, 5, 6 of 7".
card-hint-many = Een van de meridianen { $meridians }
meridian-number = Meridiaan { $meridian }
chosen-card = Kaart: { $card }
chosen-nothing = Niets veranderen op het spelbord
prompt-meridian = Op welke meridiaan speel je de { $card }?
choice-none = Geen: de kaart spelen en niets veranderen
chosen-keep = Je toren op meridiaan { $meridian } houden
chosen-take-back = Je toren van { $height } terugnemen uit rij { $row }
prompt-take-back = Je hebt een toren op meridiaan { $meridian }: eerst terugnemen?
choice-keep = Houden
choice-take-back = De toren van { $height } in rij { $row } terugnemen (de stukken gaan terug naar je voorraad)
notice-no-fit = Er past nu geen nieuwe toren op meridiaan { $meridian } (hoogtes, volgorde, je voorraad of je torens daar).
prompt-height = Hoe hoog is je nieuwe toren op meridiaan { $meridian }?
choice-only-take-back = Geen nieuwe toren: alleen de oude terugnemen
choice-no-tower = Geen nieuwe toren: de kaart spelen en niets veranderen
# $rows: de rijen waar een toren van die hoogte past, "1, 3".
choice-height = { $height } { $height ->
        [one] stuk
       *[other] stukken
    } ({ $count ->
        [one] rij
       *[other] rijen
    } { $rows })
# De stap van de hoogte: hoogtes die in dezelfde rijen passen, staan op één regel ($rows: "1, 3").
height-hint = Kies uit hoeveel stukken de nieuwe toren bestaat. Elke regel noemt de rijen waar die hoogtes passen.
height-keys = Met het toetsenbord: typ de hoogte.
height-rows = { $count ->
        [one] Rij
       *[other] Rijen
    } { $rows }
chosen-no-tower = Geen nieuwe toren
chosen-height = Een nieuwe toren van { $height }
prompt-row = Waar op meridiaan { $meridian } komt de toren van { $height }?
choice-row = Rij { $row } (eiland { $island })
choice-row-capital = Rij { $row } (eiland { $island }, hoofdstad)
choice-row-pushes-north = { $place }: schuift de { $height } van { $owner } naar het noorden
choice-row-pushes-south = { $place }: schuift de { $height } van { $owner } naar het zuiden

## Het voorbeeld van een beurt.
preview-title = Voorbeeld: het spelbord na je beurt
# Wie speelt, in de zin van het voorbeeld (event-nothing, event-turn): "Je speelt de 5 …".
preview-you-play = Je speelt
# De speler zelf, tussen de houders van de eilanden.
preview-you = Jij
preview-pushed-north = De toren van { $height } van { $owner } schuift naar het noorden van rij { $from } naar rij { $to }.
preview-pushed-south = De toren van { $height } van { $owner } schuift naar het zuiden van rij { $from } naar rij { $to }.
preview-control = Eiland { $island } ({ $points } punten): { $before } → { $after }.
preview-no-change = Geen enkel eiland verandert van houder.
preview-turns-up = Daarna wordt de bovenste kaart van je stapel opengedraaid: welke, weet niemand tot je bevestigt.
# Before the turn in notation.
preview-notation = In notatie:
# After it.
preview-shows = Het spelbord en de panelen van de spelers tonen de stand daarna.
preview-confirm = Deze beurt bevestigen
# Het voorbeeld in het notatieveld: de notatie zelf is in elke taal dezelfde.
notation-placeholder = bv. 5 3@2, of 4-5-6-7:6 x 2@4

## De panelen van de spelers.
players = Spelers
seat-you = (jij)
seat-to-move = aan zet
seat-winner = ★ winnaar
seat-line = Plaats { $seat } · { $colours }
colour-orange = oranje
colour-black = zwart
colour-brown = bruin
colour-grey = grijs
seat-face-up = Open
seat-none = geen
seat-played = Gespeeld
seat-none-yet = nog geen
seat-deck = Stapel
seat-face-down = { $count } verdekt
seat-deck-contents = (in een of andere volgorde: { $cards })
seat-deck-order = Gedeeld in deze volgorde: { $cards }
seat-supply = Voorraad
seat-supply-line = { $supply } { $supply ->
        [one] stuk
       *[other] stukken
    } · { $towers } { $towers ->
        [one] toren
       *[other] torens
    } geplaatst
seat-islands = Eilanden nu
seat-islands-line = { $points } { $points ->
        [one] punt
       *[other] punten
    } uit { $islands } { $islands ->
        [one] eiland
       *[other] eilanden
    }

## De eilanden als tabel.
islands = De eilanden als tabel
islands-island = Eiland
islands-points = Punten
islands-capital = Hoofdstad
islands-held-by = In handen van
islands-garrisons = Garnizoenen
islands-yes = ja
islands-note = Een garnizoen in een hoofdstad telt 2, in een andere stad 1; het strikt hoogste totaal houdt het eiland, en de houder scoort één punt per stad ervan. De hoogte van torens telt niet.

## De uitnodigingspagina.
invitation-title = Zo wordt Meridian hier gespeeld
invitation-text = Elke beurt speelt een speler een van de twee eigen open kaarten: het getal noemt een meridiaan, waar de speler één garnizoenstoren mag plaatsen, andere torens opschuiven of de eigen toren terugnemen. Wie aan het eind de hoogste garnizoenswaarde op een eiland heeft, scoort de steden ervan. Alles is open behalve de volgorde van de verdekte stapels.
invitation-two = Met twee spelers speelt elk twee kleuren als één: een stapel van 26 kaarten, 40 stukken en tot twee torens op een meridiaan.

## Het uitslagpaneel: de eilanden een voor een.
result-islands = Eiland voor eiland
result-island-points = Eiland (punten)
why-empty = Geen garnizoen: niemand houdt het.
why-tie = Gelijkspel op { $most }: niemand houdt het.
why-alone = Alleen { $who } heeft daar een garnizoen ({ $most }).
why-most = { $who } heeft het hoogste garnizoen: { $most } tegen { $next }.
why-capital-tower = Op de hoofdstad staat de toren van { $who }, die 2 telt.
why-capital-free = Op de hoofdstad staat geen toren.

## Het bord in woorden (onder het spelgebied, voor schermlezers en iedereen).
board-meridians = Meridianen
board-meridian = Meridiaan { $meridian }: { $count ->
        [0] geen torens
        [one] één toren
       *[other] { $count } torens
    }
board-islands = Eilanden
