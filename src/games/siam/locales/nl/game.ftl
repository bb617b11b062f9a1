# De teksten van Koning van Siam voor het platform: opties, verslag, uitslagen. De termen
# (borden, machtsgroepen, kaarten, provincies) staan in terms.ftl, weigeringen van notatie
# in notation.ftl. Namen van spelers komen binnen als $who (meerdere verbonden met "en").

seat-name = Speler { $seat }

## De keuzes van de uitnodiging.
option-board = Spelbord
option-board-siam = Koning van Siam (bord Siam)
option-board-saba = Koning van Saba (bord Saba)
option-board-refused = het bord moet siam of saba zijn
option-hands = Handkaarten
option-hands-original = Gesloten (origineel) — je ziet alleen je eigen hand en de bovenste kaart van elke aflegstapel
option-hands-open = Open — ieders hand en aflegstapel zijn voor iedereen zichtbaar
option-hands-refused = de handkaarten moeten original of open zijn
options-hands-original = gesloten handkaarten
options-hands-open = open handkaarten
players-2 = 2 spelers
players-3 = 3 spelers
players-4 = 4 spelers (twee teams)
rating-pool-teams = 4 spelers (teams)
casual-open-hands = Spellen met open handkaarten tellen niet mee voor de rating: elke hand ligt open op tafel.
talk-forbidden = Bij vier spelers staan de regels aan tafel geen overleg toe, ook niet tussen partners; de chat gaat daarom pas open als het spel afgelopen is.

## De zetten die het platform voor een speler doet: altijd passen.
automatic-did = paste automatisch
automatic-does = past automatisch
automatic-moves = automatische passen
automatic-server-does = past voor
automatic-only = passen

## Wat een kijker mag terugzien zolang een spel met gesloten handkaarten loopt (R12).
window-spectator = Zolang een spel met gesloten handkaarten loopt, zien toeschouwers alleen wat elke speler mag zien: de zetten sinds de laatste van de eigen vorige zetten van de spelers (stap { $step }); de volledige geschiedenis komt vrij als het spel afgelopen is.
window-player = Zolang een spel met gesloten handkaarten loopt, kun je terugzien wat je aan tafel zag sinds je eigen vorige zet (stap { $step }); de volledige geschiedenis komt vrij als het spel afgelopen is.

## Een stap in het kort.
label-pass = gepast
label-struggle-resolved = Machtsstrijd { $struggle } beslecht

## Verslag: een gespeelde kaart ($action) en de genomen aanhanger ($took).
event-played = { $who } speelde { $action }; { $took }.
event-played-you = Je speelde: { $action }; { $took }.
event-played-automatically = { $who } speelde automatisch ({ $why }): { $action }; { $took }.
event-took = een { $colour } aanhanger uit { $province } genomen
event-took-nothing = niets te nemen
event-passed = { $who } paste
event-passed-you = Je paste
event-passed-automatically = { $who } paste automatisch: { $why }
event-pass = { $who }.
event-pass-ended = { $who } — machtsstrijd afgelopen.
event-skipped = { $who } { $why } en wordt overgeslagen.
event-skipped-ended = { $who } { $why } en wordt overgeslagen — machtsstrijd afgelopen.
skip-no-cards = heeft geen kaarten meer
skip-last-card = heeft alleen nog de allerlaatste kaart (waarmee niet te winnen valt)
event-nobody-can-act = Niemand kan nog een kaart spelen: de overige machtsstrijden worden meteen beslecht.
event-struggle = Machtsstrijd { $struggle } om { $province } ({ $yellow } { $yellow_colour }, { $red } { $red_colour }, { $blue } { $blue_colour }): { $who }.{ $next }
struggle-control = de { $faction } krijgen de controle
struggle-tie = gelijke stand: de { $occupier } krijgen de controle
struggle-next = {" "}{ $who } begint de volgende machtsstrijd.
event-game-over = Het spel is afgelopen. { $result }

## Wat een kaart deed ($card is haar naam), met voltooide deelwoorden: dezelfde woorden staan
## in het verslag ("ann speelde …") en in het voorbeeld vóór de zet ("Je speelt …").
action-follower = een { $colour } aanhanger uit { $province }
action-no-tiles = { $card }: geen twee provinciekaartjes te verwisselen
action-tiles = { $card }: provinciekaartjes van { $a } en { $b } verwisseld, { $king }-merker op { $on }
action-place = een { $colour } naar { $province }
action-pool-empty = { $card }: algemene voorraad leeg, niets geplaatst
action-placed = { $card }: { $places }
action-no-swap = { $card }: geen ruil mogelijk
action-one-swap = { $card }: { $a } met { $b } geruild
action-two-swap = { $card }: { $count ->
        [one] één aanhanger
       *[other] twee aanhangers
    } ({ $colours }) uit { $from } geruild tegen een { $one } uit { $to }
action-placed-two = { $card }: twee { $colour } in { $province } geplaatst
action-placed-both = { $card }: een { $colour } in { $a } en een in { $b } geplaatst
action-placed-one = { $card }: één { $colour } in { $province } geplaatst
action-placed-none = { $card }: geen aanhanger van de { $faction } te plaatsen

## De uitslag: wie heerst, wie wint en waarom.
result-colony = { $country } is een kolonie: de { $occupier } controleren { $occupied } provincies. { $who } { $own ->
        [one] wint
       *[other] winnen
    }: { $how }.
result-colony-sets = de meeste complete sets
result-colony-latest-card = evenveel complete sets, en het laatst een actiekaart gespeeld
result-colony-shared = evenveel complete sets, zonder verder onderscheid
result-nobody = niemand
result-none = geen
result-ruled = De { $ruling } heersen in { $country }
result-ruled-recently = De { $ruling } heersen in { $country } (evenveel provincies, maar zij wonnen het laatst een machtsstrijd)
result-ruling = { $ruled }. { $who } { $own ->
        [one] wint
       *[other] winnen
    }: { $how }.{ $partners }
result-most-ruling = de meeste aanhangers van de { $ruling }
result-second = evenveel aanhangers van de { $ruling }, meer van de { $second }, de tweede machtsgroep
result-oldest-card = nog steeds gelijk, en van de gelijk geëindigde spelers wint wie het langst geleden een actiekaart speelde
result-shared = in alles gelijk, dus de overwinning wordt gedeeld
result-partner = {" "}{ $partners } wint ook, als partner van { $who }.
result-partners = {" "}{ $partners } winnen ook, als hun partners.

## De tabel van het uitslagpaneel.
decided-ruling = de meeste aanhangers van de heersende machtsgroep
decided-second = gelijke stand in aanhangers van de heersende machtsgroep, beslist door de aanhangers van de tweede machtsgroep ({ $second })
decided-oldest-card = gelijke stand in aanhangers van beide gerangschikte machtsgroepen: van de gelijk geëindigde spelers verliest wie het laatst een actiekaart speelde (regelinterpretatie R11)
decided-sets = de meeste complete sets (één aanhanger van elke kleur)
decided-latest-card = gelijke stand in complete sets: van de gelijk geëindigde spelers (of teams) wint wie het laatst een actiekaart speelde
decided-shared = in alles gelijk: de overwinning wordt gedeeld (regelinterpretatie R15)
column-sets = Complete sets
column-sets-partner = Complete sets (met partner)
column-followers = Aanhangers van de { $faction }
column-ruling = Aanhangers heersende machtsgroep
column-second = Aanhangers tweede machtsgroep
column-latest-card = Laatste actiekaart
value-no-card = geen
value-card = kaart { $card } van { $cards }
team-a = Team A
team-b = Team B

## De spelpagina en de welkomst- en uitnodigingspagina's.
pitch = <strong>Koning van Siam</strong> (en zijn tweeling, <strong>Koning van Saba</strong>)
rules-title = Spelregels van Koning van Siam en Koning van Saba
fact-board-siam = Bord Siam
fact-board-saba = Bord Saba (Koning van Saba)
fact-players-teams = 4 (twee teams van twee partners die tegenover elkaar zitten, geloot bij de start van het spel)
# $hands is het woord van de optie: original of open.
fact-hands = { $hands ->
       *[original] gesloten
        [open] open
    } (zie hieronder)
fact-seating = De zitvolgorde, en daarmee de teams, wordt bij de start van het spel willekeurig geloot.
progress = { $struggle } · { $played } van { $cards } kaarten gespeeld · { $passes } keer na elkaar gepast
progress-resolved = { $resolved } { $resolved ->
        [one] machtsstrijd
       *[other] machtsstrijden
    } beslecht
progress-struggle = Machtsstrijd { $struggle } van 8
result-provinces = Provincies
note-your-hand = Je hand:
note-watching = Je kijkt mee met dit spel.
note-hidden-until-end = Verborgen kaarten blijven verborgen tot het spel afgelopen is.
note-open-hands = Open handkaarten: ieders kaarten en aflegstapel zijn voor iedereen zichtbaar.
