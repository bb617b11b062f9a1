## Toernooien (docs/tournaments.md): wat de dienst weigert, in woorden voor mensen.
tournaments-error-none = dat toernooi bestaat niet
tournaments-error-computer = computerspelers doen niet mee aan toernooien
tournaments-error-name = de naam van een toernooi heeft 1 tot { $max } tekens
tournaments-error-name-controls = de naam van een toernooi mag geen stuurtekens bevatten
tournaments-what-name = de naam van een toernooi
tournaments-error-round-days = een ronde duurt van { $least } dagen (de bedenktijd per zet) tot { $most } dagen
tournaments-error-signup-days = de inschrijving duurt van 1 tot { $most } dagen
tournaments-error-players = een toernooi neemt minstens { $least } en hoogstens { $most } spelers, en het minimum ligt niet boven het maximum
tournaments-error-rounds = een Zwitsers toernooi heeft 1 tot { $most } ronden
tournaments-error-advance = het aantal partijen dat per tafel doorgaat is 1 tot { $most }
tournaments-error-groups = een halve competitie heeft 1 tot { $most } groepen, en elke groep heeft minstens { $size } spelers nodig (een tafel)
tournaments-error-group-advance = uit elke groep gaat minstens één speler door naar de finale, en minder dan de kleinste groep spelers heeft; de finale telt { $size } tot { $most } spelers
tournaments-error-final = met { $entrants } spelers zou de finaletafel { $players } spelers hebben, en dat kan dit spel met deze keuzes niet; kies andere aantallen spelers
tournaments-error-too-many = je hebt het afgelopen uur { $most } toernooien gemaakt; probeer het opnieuw over { $wait }
tournaments-error-listed = je kunt { $most } openbare toernooien tegelijk hebben die spelers aannemen of lopen
tournaments-error-not-open = dit toernooi neemt geen spelers meer aan
tournaments-error-full = dit toernooi is vol
tournaments-error-entered = je doet al mee aan dit toernooi
tournaments-error-not-entered = je speelt niet mee in dit toernooi
tournaments-error-moved-on = dit toernooi is verder gegaan; laad de pagina opnieuw om te zien hoe het ervoor staat
tournaments-error-over = dit toernooi is voorbij
tournaments-error-organiser = alleen de organisator van het toernooi kan dat doen (een moderator kan het afgelasten)
tournaments-error-too-few = een toernooi begint met minstens { $least } spelers
tournaments-error-extended = alleen een lopende ronde die nog niet verlengd is, kan verlengd worden, één keer
tournaments-error-substitute-elimination = een knock-outtoernooi kent geen invallers: wie ronde 1 verliet, verloor aan die tafel
tournaments-error-substitute-late = een invaller kan alleen aangewezen worden zolang ronde 1 gespeeld wordt
tournaments-error-substitute-who = { $name } is geen speler die zich teruggetrokken heeft en nog niemand in zijn plaats heeft
tournaments-error-substitute-not-invitable = je kunt { $name } niet als invaller aanwijzen: die speler bestaat niet, of neemt van jou geen uitnodigingen op naam aan
tournaments-error-substitute-entered = { $name } doet al mee aan dit toernooi
tournaments-error-numbers = de aantallen spelers, rondes en dagen zijn hele getallen
tournaments-error-format = kies een halve competitie, Zwitsers of knock-out

## De toernooipagina's.
tournaments-nav = Toernooien
tournaments-title = Toernooien
tournaments-intro = Toernooien worden hier over dagen gespeeld, zoals elk spel: de spellen van een ronde beginnen samen en hebben de dagen van de ronde om af te komen.
tournaments-how = Hoe toernooien werken
tournaments-log-in = <a href="/login?next=/tournaments">Meld je aan</a> of <a href="/signup?next=/tournaments">maak een account</a> om mee te doen of zelf een toernooi te organiseren.
tournaments-upcoming = Inschrijving open
tournaments-running = Bezig
tournaments-finished = Afgelopen
tournaments-none = Op dit moment geen.
tournaments-organised-by = Georganiseerd door
tournaments-you-play = je speelt mee
tournaments-starts = begint { $when }
tournaments-started = begonnen { $when }
tournaments-ended = afgelopen { $when }
tournaments-entrants-of = { $count ->
    [one] 1 speler
   *[other] { $count } spelers
} van { $most }
tournaments-status-signup = Inschrijving open
tournaments-status-running = Bezig
tournaments-status-finished = Afgelopen
tournaments-status-cancelled = Afgelast
tournaments-format-swiss = Zwitsers: een vast aantal rondes, tafels van spelers met gelijke of bijna gelijke scores
tournaments-format-swiss-rounds = Zwitsers, { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
}
tournaments-format-round-robin = Halve competitie: iedereen speelt tegen iedereen
tournaments-format-round-robin-groups = Halve competitie in { $groups } groepen, dan een finale met { $advance ->
    [one] de winnaar van elke groep
   *[other] de beste { $advance } van elke groep
}
tournaments-format-elimination = Knock-out: de besten van elke tafel gaan door, tot er een finaletafel is
tournaments-format-elimination-advance = Knock-out, { $advance ->
    [one] de winnaar van elke tafel gaat door
   *[other] de beste { $advance } van elke tafel gaan door
}
tournaments-new = Een toernooi organiseren
tournaments-name = Naam
tournaments-format = Opzet
tournaments-table-size = Spelers per tafel
tournaments-rounds = Rondes (Zwitsers)
tournaments-groups = Groepen (halve competitie)
tournaments-group = Groep { $group }
tournaments-final = Finale
tournaments-stage = Fase
tournaments-advance = Door per tafel (knock-out) of per groep (halve competitie in groepen)
tournaments-rounds-note = Een halve competitie heeft zoveel rondes als nodig zijn om iedereen elkaar te laten treffen; in groepen speelt elke groep zijn eigen competitie, daarna spelen de besten van elke groep een finalecompetitie. Een knock-out gaat door tot er een finaletafel is.
tournaments-min-players = Minste spelers
tournaments-max-players = Meeste spelers
tournaments-round-days = Dagen per ronde
tournaments-signup-days = Dagen om in te schrijven
tournaments-link-only = Alleen wie de link heeft
tournaments-listed = Iedereen: zet het op deze pagina
tournaments-you = Jij
tournaments-play-yes = Ik speel zelf mee
tournaments-play-no = Ik organiseer alleen
tournaments-create = Toernooi aanmaken
tournaments-created = Het toernooi is aangemaakt. Deel het adres met de spelers die je erbij wilt.
tournaments-game-rules = de spelregels
tournaments-now-signup = Inschrijven kan tot { $when }; dan begint ronde 1.
tournaments-now-round = Ronde { $round } wordt gespeeld, uiterlijk tot { $when }.
tournaments-now-finished = Afgelopen op { $when }.
tournaments-now-cancelled = Dit toernooi is afgelast.
tournaments-fact-deadline = { $days ->
    [one] 1 dag per zet
   *[other] { $days } dagen per zet
}
tournaments-fact-round = { $days ->
    [one] rondes van 1 dag
   *[other] rondes van { $days } dagen
}
tournaments-fact-rated = telt voor de rating
tournaments-fact-casual = vriendschappelijk
tournaments-fact-players = { $least } tot { $most } spelers
tournaments-fact-private = alleen via de link
tournaments-your-game = Jouw spel van ronde { $round }
tournaments-log-in-to-enter = <a href="/login?next=/tournaments/{ $code }">Meld je aan</a> of <a href="/signup?next=/tournaments/{ $code }">maak een account</a> om in te schrijven.
tournaments-enter = Inschrijven
tournaments-leave = Uitschrijven
tournaments-withdraw = Terugtrekken
tournaments-withdraw-note = Trek je je terug, dan geef je je lopende spellen op en worden de volgende rondes zonder jou ingedeeld.
tournaments-start = Nu beginnen
tournaments-extend = Deze ronde meer dagen geven (één keer)
tournaments-cancel = Toernooi afgelasten
tournaments-share = Alleen wie het adres van deze pagina heeft, kan het vinden: deel het met de spelers die je erbij wilt.
tournaments-entered = Je bent ingeschreven.
tournaments-left = Je doet niet meer mee aan het toernooi.
tournaments-started-now = Het toernooi is begonnen: ronde 1 wordt gespeeld.
tournaments-cancelled = Het toernooi is afgelast.
tournaments-extended = De ronde heeft nu meer dagen.
tournaments-standings = Stand
tournaments-points = Punten
tournaments-opponents = Tegenst.
tournaments-opponents-long = De punten van de tegenstanders die je trof (de eerste tiebreak)
tournaments-wins = Gewonnen
tournaments-played = Spellen
tournaments-byes = Vrij
tournaments-withdrawn = teruggetrokken
tournaments-tie-breaks = Bij gelijke punten beslissen de punten van de tegenstanders die je trof, dan de gewonnen spellen, dan de plaatsingsvolgorde.
tournaments-export-csv = Uitslagen als CSV
tournaments-export-json = Uitslagen als JSON
tournaments-cross-table = Kruistabel
tournaments-cross-note = De punten van elke rij tegen de speler van elke kolom; een punt is een spel dat nog loopt, een streepje een partij die niet gespeeld wordt.
tournaments-bracket = Schema
tournaments-rounds-title = Rondes
tournaments-round = Ronde { $round }
tournaments-round-until = tot { $when }
tournaments-round-ended = afgelopen { $when }
tournaments-table = Tafel { $table }
tournaments-place = { $place }e
tournaments-goes-on = gaat door
tournaments-byes-list = Vrij:
tournaments-unplayed-list = Niet gespeeld:
tournaments-players = { $count ->
    [one] 1 speler
   *[other] { $count } spelers
}
tournaments-nobody = Nog niemand ingeschreven.
tournaments-seed = plaatsing { $seed }
tournaments-of-game = Toernooi ‘{ $name }’, ronde { $round }
tournaments-yours = Jouw toernooien
tournaments-bye-now = je bent vrij deze ronde

## Toernooiberichten (mail, push, webhook).
notify-tournament-round-subject = Ronde { $round } van ‘{ $name }’ is begonnen
notify-tournament-round-bye = Je bent vrij deze ronde: dat telt als een gemiddelde uitslag.
notify-tournament-round-deadline = De ronde eindigt uiterlijk op { $when }.
notify-tournament-waits-subject = Ronde { $round } van ‘{ $name }’ wacht op jouw spel
notify-tournament-waits-body = Alle andere spellen van de ronde zijn afgelopen. De ronde eindigt uiterlijk op { $when }.
notify-tournament-end-subject = ‘{ $name }’ is afgelopen
notify-tournament-end-place = Je plaats: { $place } van { $count } (punten: { $points }).
notify-tournament-end-winners = Gewonnen door { $names }.
notify-tournament-announcement-subject = { $organiser } over ‘{ $name }’
tournaments-announcements = Mededelingen
tournaments-announce-label = Een woord aan alle spelers
tournaments-announce-note = Het staat hier en gaat naar elke speler via de berichten die die koos (mail, apparaten, webhook).
tournaments-announce = Naar de spelers sturen
tournaments-announced = Je mededeling gaat naar de spelers.
tournaments-substituted = De invaller doet mee: vanaf ronde 2 speelt die in de plaats van wie zich terugtrok.
tournaments-substitute-title = Een invaller voor een speler die zich terugtrok
tournaments-substitute-note = Tot ronde 1 voorbij is, mag je iemand in de plaats zetten van een speler die zich terugtrok. De invaller neemt de plaats in de plaatsingslijst over en speelt vanaf ronde 2, zonder punten. Kies iemand die van jou uitnodigingen op naam aanneemt; een invaller kan zich terugtrekken zoals iedereen.
tournaments-substitute-withdrawn = Speler die zich terugtrok
tournaments-substitute-name = Gebruikersnaam van de invaller
tournaments-substitute-button = Invaller aanwijzen
tournaments-substitute-for = in de plaats van { $name }
tournaments-error-announcements = een toernooi kan { $most } mededelingen per dag hebben; probeer het morgen opnieuw
tournaments-error-announcement-length = een mededeling heeft 1 tot { $max } tekens
tournaments-error-announcement-controls = een mededeling mag geen stuurtekens bevatten
notify-tournament-game-line = Dit is je spel van ronde { $round } van ‘{ $name }’; de ronde eindigt uiterlijk op { $when }.
