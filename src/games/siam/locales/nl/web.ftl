# De spelpagina van Koning van Siam: de bijschriften, legenda en tekening van het bord,
# de zettenbouwer, het provinciekaartjesspoor, de panelen van de spelers, de
# provincietabel en de uitleg op de uitnodiging (src/games/siam/web/, templates/). Termen
# komen binnen als argument ($faction, $card, $province, $king…) in de woorden van
# terms.ftl; letters ($letter, $y…) zijn die van de notatie.

## Het bord en de bijschriften.
area-board = Spelbord
caption-preview = <strong>Voorbeeld:</strong> het bord na je kaart — nog niet gespeeld. Groen omlijnd: wat ze verandert.
caption-after-card = Het bord na je kaart — nog niet gespeeld. Groen omlijnd: wat ze verandert. Neem je aanhanger van hier.
caption-after-card-list = Het bord na je kaart — nog niet gespeeld. Groen omlijnd: wat ze verandert. Neem je aanhanger van hier of uit <a href="#composer">de lijst</a>.
caption-last-move = <strong>Laatste zet</strong> (stap { $step }):
caption-changed = Groen omlijnd: wat ze veranderde.
caption-this-step = Deze stap in de geschiedenis
caption-step-before = ← de stap ervoor
legend = Lijnen verbinden aangrenzende provincies. Fiches tonen aanhangers: <span class="chip f0"><b>{ $y }</b></span> { $yellow }, <span class="chip f1"><b>{ $r }</b></span> { $red } en <span class="chip f2"><b>{ $b }</b></span> { $blue }. Beslechte provincies tonen wie ze controleert; gearceerde horen bij de { $occupier }.

## De tekening van het bord: het label, de titel en de bijschriften van elke provincie.
map-label = Spelbord van { $country }: { $count } provincies; lijnen verbinden aangrenzende provincies
map-title = { $province } (hoofdstad { $capital })
map-title-home = { $province } (hoofdstad { $capital }, thuis van de { $faction })
map-title-resolved = { $title }: beslecht, { $who }
map-title-resolved-in = { $title }: beslecht, { $who } (machtsstrijd { $struggle })
map-title-followers = { $title }: { $followers }
map-title-contested = { $title } — nu in strijd
map-title-tile = { $title }; provinciekaartje op vak { $box }
map-faction-control = controle van de { $faction }
map-no-followers = geen aanhangers
map-home-of = thuis van de { $faction }
map-chip = { $count } { $count ->
        [one] aanhanger
       *[other] aanhangers
    } van de { $faction } ({ $letter }) in { $province }
contested-now = nu in strijd

## De zettenbouwer.
composer-title = Jouw zet
composer-last-card = Laatste kaart (R9).
composer-dropped = Sommige keuzes in dit adres passen niet meer bij de stelling en zijn weggelaten: ga van hier verder.
composer-choose-card = Kies een kaart om te spelen, of pas.
composer-cannot-play = Kan nu niet gespeeld worden.
composer-card = Kaart: <strong>{ $card }</strong>
composer-click-map = Klik erop <a href="#map">op het bord</a> of kies hieronder.
preview-title = Voorbeeld: het bord na je kaart
preview-notation = In notatie:
preview-shows = Het bord, het provinciekaartjesspoor, de algemene voorraad en de panelen van de spelers tonen de stand daarna.
preview-confirm = Deze zet bevestigen
pass-open = Passen…
pass-question = Deze beurt passen? Je mag later in deze machtsstrijd nog spelen; als iedereen na elkaar past, eindigt ze.
pass-confirm = Ja, passen
# Het voorbeeld in het notatieveld: de notatie zelf is in elke taal dezelfde.
notation-placeholder = bv. 1v1 lanna:Y<>kedah:R take kedah:Y

## Wat elke kaart doet ($faction: de machtsgroep van een machtsgroepkaart).
hint-maharacha = Verwissel twee open provinciekaartjes en leg je { $king }-merker op een ervan. Neem daarna één aanhanger.
hint-khonthai = Plaats één aanhanger van elke kleur uit de algemene voorraad, elk waar je wilt. Neem daarna één aanhanger.
hint-1v1 = Ruil een aanhanger met een aanhanger uit een andere provincie. Neem daarna één aanhanger.
hint-2v1 = Ruil twee aanhangers uit een provincie met één uit een aangrenzende provincie. Neem daarna één aanhanger.
hint-faction = Plaats twee aanhangers van de { $faction } uit de algemene voorraad naast provincies die de { $faction } controleren, of naast hun thuisprovincie zolang niemand die controleert. Neem daarna één aanhanger.
# After a faction card whose name is not its faction's, in a hand: "Malai (places Malay)".
card-places = plaatst { $faction }

## Wat een kaart nu doet als ze niet volledig uitgevoerd kan worden.
notice-no-tiles = Minder dan twee provinciekaartjes kunnen verwisseld worden (omgedraaide kaartjes en kaartjes met een { $king }-merker blijven liggen): { $card } verwisselt niets en legt geen { $king }-merker.
notice-pool-empty = De algemene voorraad is leeg: { $card } plaatst niets, je neemt alleen een aanhanger.
# $missing: een of twee machtsgroepen met hun letter, "Rama (Y) of Maleisiërs (B)".
notice-pool-missing = Geen aanhanger van { $missing } in de algemene voorraad: { $card } plaatst niets van { $count ->
        [one] die kleur
       *[other] die kleuren
    }.
notice-no-swap = Er is geen ruil mogelijk (minder dan twee open provincies hebben aanhangers, of de enige ruil zou de vorige { $card } ongedaan maken): { $card } ruilt niets.
notice-one-for-one = Geen provincie naast een andere kan twee aanhangers voor één geven, dus { $card } ruilt één voor één: een eenzame aanhanger voor een uit een aangrenzende provincie (regelinterpretatie R6).
notice-no-neighbour-swap = Er is geen ruil mogelijk tussen aangrenzende open provincies: { $card } ruilt niets.
notice-faction-nowhere = Geen open provincie grenst aan een provincie die de { $faction } controleren of aan hun ongecontroleerde thuisprovincie: deze kaart plaatst niets.
notice-faction-none = Geen aanhanger van de { $faction } ({ $letter }) in de algemene voorraad: deze kaart zal niets plaatsen.
notice-faction-one = Er is maar één aanhanger van de { $faction } ({ $letter }) in de algemene voorraad: deze kaart plaatst alleen die.
notice-undo-ban = De vorige kaart van het spel was ook { $card }: een ruil die de aanhangers meteen terugzet wordt niet aangeboden (terugdraaiverbod).
nothing-to-choose = Voor de kaart zelf valt niets te kiezen.

## De vraag van elke stap ($first: de keuze ervoor; $faction: "Rama (Y)").
prompt-tile-a = Kies het eerste van de twee open provinciekaartjes om te verwisselen (op het bord of op het spoor).
prompt-tile-b = Kies het kaartje dat van plaats wisselt met { $first }.
prompt-king = Leg je { $king }-merker op een van de twee verwisselde kaartjes. Een kaartje met een { $king }-merker kan nooit meer verwisseld worden.
prompt-place = Waar gaat de aanhanger van de { $faction } uit de algemene voorraad heen?
prompt-swap-a = Kies de eerste aanhanger om te ruilen (elke open provincie).
prompt-swap-b = Kies de aanhanger uit een andere provincie die ruilt met { $first }.
prompt-two-a = Kies de eerste van twee aanhangers die samen hun provincie verlaten.
prompt-two-b = Kies de tweede aanhanger die { $province } verlaat.
prompt-lone = Kies de eenzame aanhanger om te ruilen (zijn provincie heeft alleen deze: één voor één, regelinterpretatie R6).
prompt-one-side = Kies de aanhanger uit een aangrenzende provincie die de andere kant op gaat.
prompt-faction-a = Kies een provincie voor de eerste aanhanger van de { $faction }.
prompt-faction-b = Kies een provincie voor de tweede aanhanger van de { $faction } (dezelfde provincie nog eens mag).
prompt-take = Laatste stap: neem één aanhanger uit een open provincie naar je eigen voorraad.

## De opties van een stap ($what: een provincie, of een aanhanger zoals follower-in zegt).
faction-letter = { $faction } ({ $letter })
follower-in = { $faction } ({ $letter }) in { $province }
follower-from = { $faction } ({ $letter }) uit { $province }
choice-tile = { $what } (vak { $box })
choice-king = { $king }-merker op { $what }
choice-place = { $faction } ({ $letter }) naar { $what }
choice-both-there = { $what } (allebei daar)
choice-take = Neem { $what }

## De gemaakte keuzes, elk met een link om ze te wijzigen.
chosen-tile = Kaartje: { $what }
chosen-swapped-with = verwisseld met: { $what }
chosen-king = { $king }-merker op { $what }
chosen-place = { $faction } ({ $letter }) naar { $what }
chosen-swap = Ruil: { $what }
chosen-with = met: { $what }
chosen-two = Twee vertrekken: { $what }
chosen-and = en: { $what }
chosen-lone = Eenzame aanhanger: { $what }
chosen-for = voor: { $what }
chosen-faction-a = Eerste aanhanger naar { $what }
chosen-faction-b = Tweede aanhanger naar { $what }
chosen-take = Neem: { $what }

## De allerlaatste kaart (R9), een kaart die niet gespeeld kan worden, het voorbeeld.
last-card = De allerlaatste kaart: dit is kaart { $total } van { $total }, de laatste actiekaart van het spel. Ze mag alleen gespeeld worden als je er zelf mee wint — daarna kan niemand meer iets doen, alle resterende machtsstrijden worden in de volgorde van de kaartjes beslecht en eindigt het spel. Alleen winnende keuzes worden aangeboden; is er geen, dan kun je alleen passen.
last-card-team = De allerlaatste kaart: dit is kaart { $total } van { $total }, de laatste actiekaart van het spel. Ze mag alleen gespeeld worden als jij of je partner ermee wint — daarna kan niemand meer iets doen, alle resterende machtsstrijden worden in de volgorde van de kaartjes beslecht en eindigt het spel. Alleen winnende keuzes worden aangeboden; is er geen, dan kun je alleen passen.
unplayable-last-card = { $card } kan het spel nu niet voor je winnen, en als allerlaatste kaart mag ze alleen gespeeld worden om te winnen.
unplayable = Je kunt { $card } nu niet spelen.
# De kaart die gespeeld gaat worden, zoals event-played ze vertelt ($action, $took).
preview-play = Je speelt { $action }; { $took }.
preview-take-nothing = Er ligt in geen enkele open provincie nog een aanhanger: je neemt niets.
preview-last-card = Dit is de allerlaatste kaart: daarna worden alle resterende machtsstrijden beslecht en eindigt het spel — met jou (of je team) als winnaar.
preview-server-continues = Na je bevestiging gaat de server zelf verder: spelers die alleen kunnen passen worden overgeslagen, en een machtsstrijd die eindigt wordt beslecht. De pagina vertelt het je.

## Het provinciekaartjesspoor en de algemene voorraad.
track = Provinciekaartjes
track-and-pool = Provinciekaartjes en algemene voorraad
track-after-card = na je kaart
track-note = Het laagste open kaartje is in strijd; de machtsstrijd erom eindigt als iedereen na elkaar past.
track-box = vak { $box }
track-face-up = open
track-king = { $king }-merker van { $who }: dit kaartje kan niet meer verwisseld worden
pool = Algemene voorraad:

## De panelen van de spelers.
players = Spelers
seat-you = (jij)
seat-to-move = aan zet
seat-winner = ★ winnaar
seat-line = Plaats { $seat } · spelhulp { $aid }
team-a-seats = Team A · plaatsen 1 & 3
team-b-seats = Team B · plaatsen 2 & 4
# Een plaats zonder naam, in een zin.
seat-unnamed = plaats { $seat }
seat-followers = Aanhangers
seat-in-all = { $count } in totaal
seat-sets = { $count } complete { $count ->
        [one] set
       *[other] sets
    }
seat-sets-partner = { $count } complete { $count ->
        [one] set
       *[other] sets
    } (met partner)
seat-hand = Hand
no-cards-left = geen kaarten meer
seat-hidden = { $count } { $count ->
        [one] kaart
       *[other] kaarten
    } <span class="muted">(verborgen)</span>
seat-played = Gespeeld
seat-none-yet = nog geen
seat-top-card = bovenste kaart <span class="card-name">{ $card }</span>
seat-played-count = ({ $count } gespeeld, de andere gedekt)
seat-king = { $king }-merker
seat-king-used = gebruikt
seat-king-unused = nog niet gebruikt
seat-last-move = Laatste zet
last-none = heeft nog niet gespeeld
last-played = speelde { $card }
last-passed = paste
last-passed-ended = paste — machtsstrijd voorbij
last-passed-automatically = kon alleen passen (paste automatisch)
last-passed-automatically-ended = kon alleen passen (paste automatisch) — machtsstrijd voorbij

## De provincies als tabel.
provinces = De provincies als tabel
provinces-province = Provincie
provinces-capital = Hoofdstad
provinces-home = Thuis van
provinces-followers = Aanhangers
provinces-control = Controle
provinces-neighbours = Buren
provinces-control-since = { $who } (machtsstrijd { $struggle })
history-complete = De geschiedenis toont de volledige geschiedenis.
history-window = De geschiedenis toont de zetten sinds je vorige beurt (de volledige geschiedenis komt vrij als het spel afgelopen is).

## De uitnodigingspagina: de twee varianten van de handkaarten.
hands-explained = Gesloten handkaarten: je ziet alleen je eigen kaarten; van de andere spelers zie je hoeveel kaarten ze hebben en de bovenste kaart van hun aflegstapel. Open handkaarten: ieders hand en aflegstapel zijn voor iedereen zichtbaar, zodat het spel er een met volledige informatie wordt.
invitation-hands = Handkaarten: gesloten of open
invitation-original = Gesloten handkaarten
invitation-open = Open handkaarten
invitation-chosen = de gekozen variant
invitation-original-text = Zoals aan tafel. Je ziet je eigen kaarten; van alle anderen alleen hoeveel kaarten ze nog hebben en de bovenste kaart van hun aflegstapel. Onthouden wat er gespeeld is hoort bij het spel. Alle kaarten worden getoond als het spel afgelopen is.
invitation-open-text = Een onofficiële variant zonder verborgen informatie: ieders hand en aflegstapel zijn het hele spel door voor iedereen zichtbaar, ook voor toeschouwers.

## Het bord in woorden (onder het spelgebied, voor schermlezers en iedereen).
board-provinces = Provincies
board-pool = Algemene voorraad
board-none = geen
board-hidden-cards = { $count } { $count ->
        [one] kaart
       *[other] kaarten
    }, verborgen
board-top-card = bovenste kaart { $card }
