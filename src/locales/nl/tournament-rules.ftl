# De woorden van de site: zie src/game/text/mod.rs (SITE_MESSAGES).
## De regels van toernooien voor spelers (/rules/tournaments, docs/tournaments.md). De
## getallen zijn de grenzen uit src/service/tournaments/mod.rs.

# HTML: de regel in het overzicht van de regels.
rules-tournaments-link = Een reeks ronden spelen om een klassement: <a href="/rules/tournaments">toernooien</a>.
rules-tournaments-title = Toernooien
rules-tournaments-intro = Een toernooi is een reeks ronden in een van de spellen op deze site, gespeeld over dagen, zoals elk spel hier. In elke ronde zitten de spelers aan tafels van twee tot vier, zoveel per tafel als de organisator koos, en elke tafel speelt een gewoon spel, met een eigen pagina, bedenktijd voor elke zet en een geschiedenis. Elk spel levert punten op, en met die punten wordt de stand opgemaakt.

rules-tournaments-formats = Drie vormen
rules-tournaments-round-robin = Iedereen tegen iedereen
rules-tournaments-round-robin-text = Elke speler treft elke andere. Het hele schema ligt vast zodra het toernooi begint. Aan tafels van twee speel je één keer tegen elke andere speler. Aan tafels van drie of vier worden de tafels van elke ronde zo gekozen dat alle paren elkaar zo gelijkmatig mogelijk treffen: elk paar minstens één keer, de meeste precies één keer. Zijn er niet genoeg spelers om elke tafel te vullen, dan hebben de overgeblevenen die ronde vrij, om de beurt, zodat niemand meer dan één spel meer speelt dan een ander. Omdat het aantal ronden met het aantal spelers meegroeit, is er plaats voor hoogstens { $players ->
        [one] één speler
       *[other] { $players } spelers
    }.
rules-tournaments-groups-text = Een halve competitie kan ook in groepen gespeeld worden, tot { $groups } groepen. De plaatsingslijst wordt rondgedeeld als kaarten — de eerste, tweede en derde geplaatste naar groep A, B en C, dan terug vanaf C — zodat de groepen ongeveer even sterk zijn. Elke groep speelt zijn eigen competitie, alle groepen tegelijk; een groep die minder rondes nodig heeft, rust aan het eind. Daarna spelen de besten van elke groep (de winnaar, of zoveel als de organisator koos) een finalecompetitie. De finalisten staan bovenaan, in de volgorde van de finale; de anderen volgen, naar hun uitslagen in de groepen.
rules-tournaments-swiss = Zwitsers systeem
rules-tournaments-swiss-text = Een vooraf vastgesteld aantal ronden, hoogstens { $most }, door de organisator gekozen. Elke ronde wordt ingedeeld volgens de stand, van boven naar beneden: aan elke tafel komen spelers met evenveel of bijna evenveel punten. Je zit niet opnieuw met dezelfde persoon aan tafel zolang een andere indeling dat kan voorkomen. Blijven er spelers over voor wie de laatste tafel niet vol raakt, dan krijgen zij een vrije ronde: wie tot nu toe de minste vrije ronden had, en daarvan wie het laagst staat. Niemand krijgt dus een tweede vrije ronde zolang iemand er nog geen had, tenzij er geen andere manier is om iedereen aan tafel te krijgen.
rules-tournaments-elimination = Afvalsysteem
rules-tournaments-elimination-text = De besten van elke tafel gaan door naar de volgende ronde: de winnaar, of zoveel als de organisator bepaalde. Zo gaat het verder tot de overgeblevenen aan één finaletafel passen, en die beslist het toernooi. De hoogst geplaatste spelers (zie verderop) beginnen aan verschillende tafels, zodat de sterksten elkaar pas aan het eind treffen. Vullen de doorgaande spelers de tafels niet, dan gaan de hoogst geplaatsten onder hen zonder te spelen door naar de volgende ronde. Een gedeelde plaats op de grens van wie doorgaat, gaat naar de hoogst geplaatste.

rules-tournaments-points = Punten
rules-tournaments-points-sides = Aan tafel is elke speler een partij op zich; in een spel dat in teams gespeeld wordt, is elk team één partij.
rules-tournaments-points-text = Elk spel levert punten op volgens de plaatsen aan tafel: één punt voor elke partij waarvoor je eindigt, en een half punt voor elke partij waarmee je je plaats deelt. Dus:
rules-tournaments-points-two = met twee partijen 1 voor winst, ½ voor gelijkspel en 0 voor verlies, zoals bij schaken;
rules-tournaments-points-three = met drie 2, 1 en 0, van de eerste tot de laatste;
rules-tournaments-points-four = met vier 3, 2, 1 en 0, of 2½ elk als twee partijen de eerste plaats delen.
rules-tournaments-points-left = Wie een spel voor het einde verlaat — door op te geven, bij stemming verwijderd te worden of zijn account te verwijderen — zet zijn partij op de laatste plaats aan die tafel. Een spel dat de spelers bij stemming afbreken, telt als een plaats die iedereen aan tafel deelt.
rules-tournaments-bye = Een vrije ronde is een ronde zonder spel voor jou, omdat er niet genoeg spelers waren om elke tafel te vullen. Ze is een gemiddelde plaats waard, alsof je je plaats met iedereen aan tafel deelde: ½ punt als de tafels twee partijen hebben, 1 bij drie, 1½ bij vier.
rules-tournaments-unplayed = Bij iedereen tegen iedereen is een ontmoeting die niet gespeeld kan worden voor beiden een half punt waard, en telt ze niet als gespeeld spel.

rules-tournaments-standings = Stand en gelijke punten
rules-tournaments-standings-text = De stand telt ieders punten op. Tussen spelers met evenveel punten beslist het eerste van deze twee waarin ze verschillen:
rules-tournaments-tie-opponents = de punten van hun tegenstanders: voor elk gespeeld spel het uiteindelijke puntentotaal van iedere speler die ze daar aan een andere partij troffen (vrije ronden en niet gespeelde ontmoetingen tellen niet mee);
rules-tournaments-tie-wins = het aantal gewonnen spellen: eerste plaatsen, alleen of gedeeld.
rules-tournaments-tie-seed = Wie ook op die twee gelijk staat, deelt dezelfde plaats en wordt in volgorde van plaatsing getoond. Die plaatsing ligt vast bij het begin van het toernooi: naar rating in dit spel, aan de voorzichtige kant zoals op de ranglijsten (spelers zonder rating na wie er een heeft), en daarna in de volgorde waarin de spelers zich inschreven.

rules-tournaments-teams = Spellen in teams
rules-tournaments-teams-text = Wordt een spel in teams gespeeld, dan worden de spelers aan elke tafel door loting in teams verdeeld: niemand kiest je partner, ook de organisator niet. Elke speler van een team krijgt de plaats en de punten van het team, en partners tellen bij gelijke punten niet als elkaars tegenstanders. In het afvalsysteem gaan hele teams door.

rules-tournaments-rounds = Ronden en termijnen
rules-tournaments-rounds-start = Alle spellen van een ronde beginnen tegelijk, elk met de bedenktijd per zet die de organisator koos. De volgende ronde wordt ingedeeld zodra het laatste spel van de ronde is afgelopen.
rules-tournaments-rounds-deadline = Een ronde heeft ook een eigen termijn: zoveel dagen als de organisator vastlegde, minstens de bedenktijd per zet en hoogstens { $days ->
        [one] één dag
       *[other] { $days } dagen
    }. Is die voorbij, dan stoppen de spellen die nog lopen: elk spel rangschikt zijn spelers naar de stelling zoals die er dan bij ligt (kan een spel een onafgemaakte stelling niet rangschikken, dan delen alle spelers de plaats), op de pagina staat dat het bij de termijn van de ronde eindigde, en het telt niet voor de rating.
rules-tournaments-rounds-extend = De organisator kan de termijn van een lopende ronde één keer verlengen, met de lengte van een ronde.

rules-tournaments-entering = Inschrijven en terugtrekken
rules-tournaments-entering-text = Je schrijft je in zolang de inschrijving open is en er plaats is, en je kunt je weer afmelden tot het toernooi begint.
rules-tournaments-withdraw = Ga je weg als het toernooi al begonnen is, dan trek je je terug: je spellen van het toernooi die nog lopen, worden opgegeven (een verlies, zoals elke keer dat je opgeeft), en de volgende ronden worden zonder jou ingedeeld. Je uitslagen tot dan blijven in de stand staan. Bij iedereen tegen iedereen wordt een latere tafel die zo een speler kwijtraakt niet gespeeld, en hebben de anderen aan die tafel een vrije ronde. Een account dat verwijderd of geschorst wordt, wordt ook teruggetrokken.

rules-tournaments-apart = Uit elkaar gehouden
rules-tournaments-apart-text = Twee mensen van wie de een de ander heeft geblokkeerd, zitten nooit aan dezelfde tafel, in geen enkele vorm: de indeling houdt daar rekening mee.

rules-tournaments-organisers = Een toernooi organiseren
rules-tournaments-organisers-who = Iedereen die is ingelogd, kan een toernooi organiseren. De organisator kiest het spel en de opties ervan (aan elke tafel dezelfde), de vorm, de bedenktijd per zet en de duur van een ronde, het minimum en het maximum aantal spelers, en of hij of zij zelf meespeelt.
rules-tournaments-organisers-listed = Een toernooi is privé, alleen te vinden via de link, of staat in de lijst voor iedereen. Je kunt tegelijk { $listed ->
        [one] één toernooi in de lijst hebben dat spelers aanneemt of loopt
       *[other] { $listed } toernooien in de lijst hebben die spelers aannemen of lopen
    }, en { $created ->
        [one] één toernooi
       *[other] { $created } toernooien
    } per uur maken.
rules-tournaments-organisers-limits = Een toernooi heeft plaats voor hoogstens { $players ->
        [one] één speler
       *[other] { $players } spelers
    }, en nooit voor minder spelers dan er aan één tafel zitten. De inschrijving duurt van één dag tot { $days ->
        [one] één dag
       *[other] { $days } dagen
    }.
rules-tournaments-organisers-start = Sluit de inschrijving, dan begint het toernooi als er genoeg spelers zijn ingeschreven, en anders wordt het afgelast. De organisator kan het eerder laten beginnen, zodra er genoeg zijn, of het afgelasten zolang het niet begonnen is; daarna kan alleen een moderator dat nog.
rules-tournaments-organisers-during = Terwijl het loopt, kan de organisator mededelingen schrijven die alle spelers bereiken (een paar per dag), en tot ronde 1 voorbij is een invaller aanwijzen voor een speler die zich terugtrok: iemand die van de organisator uitnodigingen op naam aanneemt, die diens plaatsing overneemt en vanaf ronde 2 meespeelt zonder punten (niet in een knock-outtoernooi, waar wie ronde 1 verliet, aan die tafel verloor).

rules-tournaments-more = Computerspelers en ratings
rules-tournaments-computers = Computerspelers doen niet mee aan toernooien.
# HTML.
rules-tournaments-rated = De organisator kiest of de spellen voor de rating tellen of vriendschappelijk zijn, zoals de gastheer van elk spel. Toernooispellen voor de rating tellen zoals alle andere (<a href="/rules/ratings">ratings en eerlijk spel</a>), behalve een spel dat bij de termijn van een ronde eindigde: dat telt nooit mee.
