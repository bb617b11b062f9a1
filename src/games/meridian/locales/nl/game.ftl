# De teksten van Meridian voor het platform: opties, verslag, uitslagen. Weigeringen van
# notatie staan in notation.ftl. Kaarten heten naar hun getallen ($card, bv. 4-5-6-7), zoals
# in de notatie; namen van spelers komen binnen als $who (meerdere verbonden met "en").

seat-name = plaats { $seat }
join-nothing = {""}
then = {" "}en{" "}

## De keuzes van de uitnodiging.
players-2 = 2 spelers (elk twee kleuren)
players-3 = 3 spelers
players-4 = 4 spelers
options-side = zijde { $side }

## De zetten die het platform voor een speler doet.
automatic-did = speelde automatisch
automatic-does = speelt automatisch (de eigen laagste kaart, zonder iets te veranderen)
automatic-moves = automatische beurten
automatic-server-does = speelt voor
automatic-only = automatisch spelen

## Een stap in het kort.
label-nothing = { $card }, niets
label-placed = { $card } → meridiaan { $meridian }
label-took-back = { $card } → teruggenomen op { $meridian }

## Verslag van een beurt: wie speelde ($who), dan wat de kaart deed. $voice zegt aan wie:
## "preview" (de speler zelf, vóór bevestigen: "Je speelt de 5 en plaatst…"), "you" (de
## speler zelf, erna: "Je speelde de 5 en plaatste…"), "other" (de anderen).
event-played = { $who } speelde
event-played-you = Je speelde
event-played-automatically = Automatisch ({ $why }) speelde { $who }
event-nothing = { $who } de { $card } en { $voice ->
        [preview] verandert
       *[other] veranderde
    } niets op het bord.
event-turn = { $who } de { $card } op meridiaan { $meridian } en { $parts }{ $pushes }.
event-took-back = { $voice ->
        [preview] neemt je
        [you] nam je
       *[other] nam de eigen
    } toren van { $height } terug uit rij { $row } ({ $height } { $height ->
        [one] stuk
       *[other] stukken
    } terug naar { $voice ->
        [other] de
       *[you] je
    } voorraad)
event-placed = { $voice ->
        [preview] plaatst
       *[other] plaatste
    } { $tower }
tower = een toren van { $height } { $height ->
        [one] stuk
       *[other] stukken
    } in rij { $row }
event-pushed-north = ; de toren van { $owner }, { $height } hoog, { $voice ->
        [preview] wordt
       *[other] werd
    } naar het noorden geschoven van rij { $from } naar rij { $to }
event-pushed-south = ; de toren van { $owner }, { $height } hoog, { $voice ->
        [preview] wordt
       *[other] werd
    } naar het zuiden geschoven van rij { $from } naar rij { $to }
event-turned-up = { $who } draaide de { $card } open.
event-game-over = Het spel is afgelopen. { $result }

## De uitslag.
result-points = { $who } wint met { $points } punten.
result-unused = { $who } wint: gelijk op { $points } punten, met de meeste ongebruikte torenstukken ({ $unused }).
result-shared = { $who } delen de overwinning: gelijk op { $points } punten en in ongebruikte torenstukken.
column-points = Punten
column-islands = Eilanden
column-unused = Ongebruikte torenstukken
decided-points = de meeste punten
decided-unused = gelijke stand in punten, beslist door de meeste ongebruikte torenstukken
decided-shared = gelijke stand in punten en in ongebruikte torenstukken: de overwinning wordt gedeeld (M8)

## De spelpagina en de uitnodigingspagina.
heading = Meridian
progress-over = Alle { $cards } kaarten gespeeld
progress-turn = Beurt { $turn } van { $turns }
fact-board = Spelbord
fact-side-a = zijde A (5 steden op elke meridiaan)
fact-side-b = zijde B (4 steden op elke meridiaan)
fact-players-two = 2 (elk speelt twee kleuren als één)
note-watching = Je kijkt mee met dit spel. Alles ligt open, behalve de volgorde van de verdekte stapels, die niemand kent.
