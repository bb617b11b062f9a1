# De woorden van de site: zie src/game/text/mod.rs (SITE_MESSAGES).
# De chat, de privénotitie en opgeven in een spel, moderatie en de regelpagina's van de
# site (zie de Engelse file voor de plaatsen in de code).

## De chat.
social-chat = Chat
social-chat-muted = Je hebt de chat van dit spel gedempt: de berichten worden niet getoond of naar je gestuurd.
social-chat-no-messages = Nog geen berichten. Iedereen aan tafel leest alles wat hier geschreven wordt.
social-chat-message = Bericht
social-chat-placeholder = Schrijf aan de tafel (iedereen leest het)
social-chat-send = Versturen
social-chat-announce = Nieuwe berichten voorlezen (voor schermlezers)
social-chat-unmute = Toon de chat weer
social-chat-mute = Demp deze chat
social-chat-report-title = Meld dit bericht aan de moderatoren
social-chat-report = Melden
social-chat-removed = verwijderd door een moderator
social-chat-off = De gastheer heeft de chat voor dit spel uitgezet.
social-chat-link-only = Dit spel is begonnen vanuit een uitnodiging die alleen via een link te vinden is: alleen de spelers lezen de chat.
social-chat-after-game = De chat van de spelers is voor alle anderen te lezen zodra het spel afgelopen is.
social-chat-none = Er is geen chat op deze server.
social-chat-players-only = alleen de spelers van het spel schrijven in de chat
social-chat-too-fast = je schrijft sneller dan de chat toestaat; wacht { $seconds } seconden, je bericht staat nog in het vak
social-chat-empty = schrijf iets voor je verstuurt
social-chat-too-long = een chatbericht is hoogstens { $max } tekens lang
social-chat-control = een chatbericht mag geen stuurtekens bevatten
social-chat-direction = een chatbericht mag geen richtingstekens bevatten (onzichtbare tekens die tekst omkeren, zoals U+202E): haal ze weg en verstuur het opnieuw
social-chat-not-sent = Je bericht is niet verstuurd: { $why }.
social-chat-muted-now = De chat van dit spel is voor jou gedempt; er wordt niets van getoond of naar je gestuurd.
social-chat-unmuted-now = De chat van dit spel wordt weer getoond.

## De privénotitie.
social-note = Mijn privénotitie
social-note-with-saved = Mijn privénotitie · opgeslagen
social-note-explain = Alleen jij ziet deze notitie: wat er gespeeld is, wat je vermoedt, je plan.
social-note-label = Notitie
social-note-save = Notitie opslaan
social-note-saved = Je notitie is opgeslagen. Alleen jij kunt hem zien.
social-note-too-long = een notitie is hoogstens { $max } tekens lang
social-note-control = een notitie mag geen stuurtekens bevatten
social-note-direction = een notitie mag geen richtingstekens bevatten (onzichtbare tekens die tekst omkeren, zoals U+202E): haal ze weg en verstuur haar opnieuw
social-players-only = alleen de spelers van het spel houden er notities en chatinstellingen bij

## Opgeven.
social-resign-title = { $title } opgeven
social-resign-question = Dit spel opgeven?
social-resign-number = Spel { $number }
social-resign-with = met { $others }
social-resign-two = Het spel eindigt nu en { $others } wint. Voor jou telt het als verlies.
social-resign-more = Je verlaat de tafel en het telt voor jou als verlies. De anderen spelen verder: jouw plaats { $does } vanaf nu, tenzij zij haar aan een computerspeler geven.
social-resign-final = Dit kan niet ongedaan worden gemaakt. Je kunt het spel, de geschiedenis en de chat nog steeds lezen.
social-resign-yes = Ja, opgeven
social-resign-no = Nee, terug naar het spel
social-resigned = Je hebt dit spel opgegeven.
social-resign-cannot = je kunt dit spel niet opgeven: je speelt er niet in mee, of het is afgelopen
social-resign-not-player = alleen de spelers van het spel kunnen het opgeven
social-resign-not-running = het spel loopt niet meer, dus er valt niets op te geven
social-resign-already-automatic = jouw plaats in dit spel speelt al zonder jou

## Meldingen, dempen en blokkeren.
moderation-report-person = { $name } melden
moderation-report-message = Een bericht van { $name } melden
moderation-report-explain = De moderatoren van de site lezen elke melding. Zij zien wie haar stuurde; { $name } niet. Je kunt { $count } meldingen per uur sturen.
moderation-report-wrong = Wat is er mis?
moderation-report-placeholder = Beledigingen, spam, valsspelen, een kwetsende naam…
moderation-report-send = Verstuur de melding
moderation-cancel = Annuleren
moderation-report-instead = Wil je iemand niet meer lezen zonder het aan de moderatoren te vertellen? Demp of blokkeer hen op <a href="/players/{ $url }">hun profiel</a>.
moderation-report-what = zeg welk bericht of welke speler je meldt
moderation-report-sent = Bedankt: je melding is naar de moderatoren gegaan. Zij zien wie haar stuurde; de gemelde persoon niet.
moderation-no-such = { $what ->
    [report] die melding bestaat niet
   *[message] dat bericht bestaat niet
}
moderation-muted = Je hebt { $name } gedempt: hun chatberichten zijn in elk spel en elke melding voor je verborgen. Ze krijgen het niet te horen.
moderation-blocked = Je hebt { $name } geblokkeerd: hun chat is voor je verborgen, en ze kunnen je niet op naam uitnodigen en niet aan je uitnodigingen deelnemen. Ze krijgen het niet te horen.
moderation-let-be = Je dempt of blokkeert { $name } niet meer.
moderation-choose-choice = kies muted, blocked of none
moderation-choice-yourself = je kunt jezelf niet dempen of blokkeren
moderation-no-player = er is geen speler die { $name } heet
moderation-reports-too-many = je hebt in het afgelopen uur { $count } meldingen gestuurd; probeer het opnieuw over { $wait }
moderation-report-own-message = je kunt je eigen bericht niet melden
moderation-no-readable-message = er is geen bericht dat jij kunt lezen met dat nummer
moderation-report-yourself = je kunt jezelf niet melden
moderation-report-computer = computerspelers kunnen niet worden gemeld: ze spelen alleen hun zetten
moderation-why-report-message = zeg waarom je dit bericht meldt
moderation-why-report-person = zeg waarom je deze persoon meldt
moderation-why-remove = zeg waarom je dit bericht verwijdert
moderation-why-suspend = zeg waarom je dit account schorst
moderation-why-restore = zeg waarom je dit account herstelt
moderation-why-dismiss = zeg waarom je deze melding afwijst
moderation-reason-too-long = een reden is hoogstens { $max } tekens lang
moderation-reason-control = een reden mag geen stuurtekens bevatten
moderation-reason-direction = een reden mag geen richtingstekens bevatten (onzichtbare tekens die tekst omkeren, zoals U+202E): haal ze weg en verstuur hem opnieuw
moderation-suspended-login = een moderator heeft dit account geschorst op { $when }, met als reden: „{ $reason }”. Je kunt je niet aanmelden zolang het geschorst is; denk je dat dit een vergissing is, schrijf dan naar de mensen die deze site beheren

## De pagina's van de moderatoren.
moderation-title = Moderatie
moderation-open-reports = Open meldingen
moderation-record = Logboek van acties
moderation-record-title = Logboek
moderation-report = Melding
moderation-no-reports = Geen open meldingen. Bedankt voor het kijken.
moderation-proxy-warning = { $count } accounts kwamen de afgelopen { $days } dagen van één lokaal adres, { $address }. De server ziet waarschijnlijk zijn reverse proxy of een containerbrug in plaats van de spelers, zodat elke limiet per adres ze allemaal als één telt. De beheerder moet <code>TRUSTED_PROXIES</code> op dat adres zetten (docs/operations.md, “TLS in front”).
moderation-report-about-message = <a href="/moderation/reports/{ $report }">Melding { $report }</a>: een bericht van <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-report-about-person = <a href="/moderation/reports/{ $report }">Melding { $report }</a>: de speler <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-report-sent-by = Gestuurd door <a href="/players/{ $url }">{ $name }</a> op { $when }
moderation-report-sent-by-closed = Gestuurd door <a href="/players/{ $url }">{ $name }</a> op { $when } · gesloten op { $closed }
moderation-context = Het bericht en de berichten eromheen (<a href="/games/{ $game }#chat">spel</a>)
moderation-removed-mark = verwijderd
moderation-remove = Verwijder het bericht
moderation-suspend-open = { $name } schorsen…
moderation-suspend-explain = Meldt hen overal af, beëindigt hun API-tokens, feed en webhook, en geeft hun plaatsen in lopende spellen voorgoed aan de automatische speler (een verlies voor hen).
moderation-suspend = Schorsen
moderation-dismiss-open = Afwijzen…
moderation-dismiss-reason = Waarom er niets hoeft te gebeuren (bewaard in het logboek)
moderation-dismiss = Wijs de melding af
moderation-reason-label = Reden (bewaard in het logboek; de persoon krijgt haar te horen)
moderation-standing-suspended = <span class="badge suspended">geschorst</span> sinds { $when }: „{ $reason }”
moderation-restore-explain = Ze kunnen zich weer aanmelden; hun plaatsen van toen blijven bij de automatische speler.
moderation-restore = Herstel het account
moderation-standing-moderator = <span class="badge">moderator</span> Een moderator kan niet door een moderator worden geschorst: de beheerder trekt eerst de rol in (<code>maipenrai admin revoke { $name }</code>).
moderation-standing-computer = <span class="badge computer">computer</span> Computerspelers kunnen niet worden geschorst.
moderation-standing-good = Goed aangeschreven.
moderation-record-person = Acties over deze persoon
moderation-none-yet = Nog geen.
moderation-when = Wanneer
moderation-who = Wie
moderation-what = Wat
moderation-why = Waarom
moderation-game = spel
moderation-report-number = melding { $report }
moderation-the-operator = de beheerder
moderation-did-remove = verwijderde een chatbericht van <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-suspend = schorste <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-restore = herstelde <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-dismiss = wees een melding over <a href="/moderation/players/{ $url }">{ $name }</a> af
moderation-did-grant = maakte moderator: <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-revoke = beëindigde de moderatorrol van <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-operator-granted = moderator gemaakt door de beheerder
moderation-operator-revoked = moderatorrol ingetrokken door de beheerder
moderation-dismissed = Melding { $report } afgewezen.
moderation-removed = Bericht verwijderd: iedereen ziet nu „verwijderd door een moderator” op die plaats; de schrijver krijgt daarover een mail als die een bevestigd adres heeft.
moderation-suspended = { $name } is geschorst: overal afgemeld, en hun plaatsen in lopende spellen spelen nu automatisch.
moderation-restored = { $name } kan zich weer aanmelden (hun plaatsen van toen blijven bij de automatische speler).
moderation-moderators-only = alleen moderatoren mogen deze pagina zien
moderation-no-report = die melding bestaat niet
moderation-message-gone = dat bericht bestaat niet, of het is al verwijderd
moderation-suspend-computer = computerspelers kunnen niet worden geschorst
moderation-suspend-moderator = moderatoren kunnen niet door een moderator worden geschorst: de beheerder trekt eerst de rol in (maipenrai admin revoke NAAM)
moderation-suspended-already = { $name } is al geschorst
moderation-suspend-changed = { $name } kon niet worden geschorst: het account is intussen veranderd; kijk opnieuw
moderation-not-suspended = { $name } is niet geschorst
moderation-report-closed-already = deze melding is al gesloten
moderation-report-not-about = melding { $report } is geen open melding hierover; er is niets gedaan
moderation-moderator-computer = een computerspeler kan geen moderator zijn
moderation-moderator-suspended = { $name } is geschorst: een moderator herstelt eerst het account

## Mails aan de persoon over wie een moderator iets besliste.
moderation-mail-removed-subject = Een moderator heeft een van je chatberichten verwijderd
moderation-mail-removed = Een moderator heeft een bericht verwijderd dat je in de chat van een spel schreef ({ $link }). Op die plaats staat nu „verwijderd door een moderator”. De reden van de moderator: „{ $reason }”.
moderation-mail-suspended-subject = Je account bij Mai Pen Rai is geschorst
moderation-mail-suspended = Een moderator heeft je account geschorst. Je kunt je niet aanmelden zolang het geschorst is, en je plaatsen in de spellen die liepen spelen nu automatisch. De reden van de moderator: „{ $reason }”. Denk je dat dit een vergissing is, schrijf dan naar de mensen die deze site beheren.
moderation-mail-restored-subject = Je account bij Mai Pen Rai is hersteld
moderation-mail-restored = Een moderator heeft de schorsing van je account opgeheven: je kunt je weer aanmelden. De plaatsen die je in de spellen van toen had, blijven bij de automatische speler. De woorden van de moderator: „{ $reason }”.

## De regelpagina's.
rules-title = Regels
rules-intro = De regels van elk spel op deze site, in onze eigen woorden naverteld, met de keuzes die deze server maakte waar de gedrukte regels ruimte laten.
rules-computers-link = Met of tegen de computer spelen: <a href="/rules/computer-players">hoe computerspelers spelen</a>.
rules-verifiable-link = Nagaan dat niemand de kaarten veranderde: <a href="/rules/verifiable-setup">controleerbare opstellingen</a>.
rules-languages = Taal van de regels
rules-no-such-game = dat spel bestaat niet op deze site

rules-computers-title = Computerspelers
rules-computers-intro = Elk spel op deze site kan met computerspelers worden gespeeld: om een plaats te vullen als er één vriend te weinig is, om vanavond alleen een spel te proberen, of — zodra je de link van een uitnodiging hebt — naast de mensen die je uitnodigt. Kies ze in het uitnodigingsformulier („Computerspelers”), of druk in de lobby op <strong>Nu spelen</strong> voor een spel voor twee tegen een computerspeler dat meteen begint. Minstens één plaats is altijd van een mens.
rules-computers-know = Wat ze weten
rules-computers-know-text = Een computerspeler ziet precies wat een mens op die plaats zou zien, en niets meer: de eigen hand, het bord, de kaarten die iedereen mag zien, en hetzelfde stuk geschiedenis dat de server die plaats zou tonen. Hij onthoudt niets van de ene zet tot de volgende. Wat voor zijn plaats verborgen is — de handen van de anderen, de volgorde van een stapel — leest hij niet: voor elke zet stelt hij zich veel manieren voor waarop het verborgen deel zou kunnen zijn, allemaal in overeenstemming met wat hij ziet, en probeert hij zijn zetten in elk daarvan. Twee posities die er vanaf zijn plaats hetzelfde uitzien, krijgen altijd dezelfde gedachte.
rules-computers-levels = De niveaus
rules-computers-beginner = Beginner
rules-computers-beginner-text = Speelt snel reglementaire, verstandige zetten, en kijkt nauwelijks vooruit. Een vriendelijke eerste tegenstander.
rules-computers-standard = Standaard
rules-computers-standard-text = Zoekt: stelt zich het verborgen deel vele malen voor, probeert in elk daarvan zijn zetten en de antwoorden van de anderen, speelt elke lijn uit tot het einde van het spel (Monte Carlo-boomzoeken over wat zijn plaats mag weten), en speelt de zet die het best standhield.
rules-computers-strong = Sterk
rules-computers-strong-text = Hetzelfde zoeken, ongeveer tien keer langer.
rules-computers-time = Hoe lang ze nadenken, wordt geteld in uitgespeelde partijen, niet in seconden, zodat dezelfde positie op elke machine dezelfde zet krijgt; een tijdslimiet beschermt alleen tegen een trage server. Computerspelers doen hun zetten op de achtergrond, een moment nadat ze aan de beurt zijn; je krijgt zoals gewoonlijk bericht als jij weer aan de beurt bent.
rules-computers-sharing = Wachten veel spellen op computerspelers, dan komen de mensen om de beurt: je spel wacht op hoogstens één zet voor elke andere persoon, hoeveel spellen die ook heeft, en een zet voor iemand die een tijd niet aan de beurt was, gaat voor op een zet die al bezig is. Eén persoon kan tegelijk in { $max ->
        [one] één spel
       *[other] { $max } spellen
    } met computerspelers zitten, uitnodigingen die nog op spelers wachten meegeteld.
rules-computers-page = Op de pagina
rules-computers-page-text = Computerspelers heten naar hun niveau („{ $name }”) en zijn overal waar spelers staan als computer gemarkeerd; de geschiedenis zegt welke zetten de computer deed.

rules-verifiable-title = Controleerbare opstellingen
rules-verifiable-intro = In een spel met verborgen informatie deelt de server de kaarten: de volgorde van elke stapel wordt bepaald als het spel begint, voordat iemand een zet doet. Opdat niemand op goed vertrouwen hoeft aan te nemen dat de verdeling later niet veranderd werd, legt de server zich erop vast.
rules-verifiable-how = Hoe het werkt
rules-verifiable-step-start = Als een spel begint, schrijft de server de hele opstelling op en trekt hij 32 willekeurige bytes, het <em>zout</em>. Hij publiceert de SHA-256-vingerafdruk van die twee samen — op de spelpagina, in de gegevens van het spel in de API, en in de berichten dat het spel begon (mail, feed en webhook), die hij niet kan terugnemen.
rules-verifiable-step-running = Zolang het spel loopt, wordt alleen de vingerafdruk getoond. Zonder het zout verraadt hij niets over de kaarten.
rules-verifiable-step-end = Als het spel afloopt, onthult de server de opstelling en het zout. Iedereen kan ze opnieuw hashen en het resultaat vergelijken met de vingerafdruk die aan het begin werd gepubliceerd: de spelpagina doet dat in je browser, en het gedownloade logboek kan worden gecontroleerd met <code>maipenrai verify game.json</code> of met de hand.
rules-verifiable-browser = Je browser onthoudt ook de eerste vingerafdruk die hij voor elk spel zag, en waarschuwt je als de pagina ooit een andere toont.
rules-verifiable-by-hand = Met de hand
rules-verifiable-by-hand-text = De gehashte bytes zijn de opstelling als canonieke JSON (de sleutels van elk object op volgorde, zonder spaties) gevolgd door de 32 bytes van het zout. Met het gedownloade logboek en <code>jq</code>:
rules-verifiable-comment-fingerprint = de vingerafdruk
rules-verifiable-comment-setup = dezelfde opstelling als de canonieke
rules-verifiable-proves = Wat het bewijst, en wat niet
rules-verifiable-proves-text = Het bewijst dat de opstelling die je aan het einde ziet, dezelfde is als die aan het begin vastlag: er is geen kaart verplaatst terwijl er gespeeld werd, wie er ook aan het winnen was. Het bewijst niet dat de verdeling willekeurig of eerlijk was: wie de server draait, kan tijdens het spel de database lezen, of kan een verdeling hebben gekozen voordat hij zich erop vastlegde. Een vastlegging beschermt tegen het veranderen van het verleden, niet tegen een gastheer die vanaf het begin vals speelt — speel op een server waarvan je de gastheer vertrouwt. Spellen die begonnen voordat deze site zich op opstellingen vastlegde, tonen geen vingerafdruk.

social-chat-new = nieuw

social-end-others-play = anderen spelen dit spel nog: het kan pas beëindigd worden als alle andere spelers vertrokken zijn
social-end-title = Alle anderen hebben dit spel verlaten
social-end-explain = Je kunt het nu beëindigen in plaats van door te spelen tegen automatische zetten.
social-end-offer-win = Het eindigt dan als jouw overwinning, die voor de rating telt zoals elk afgelopen spel.
social-end-offer-too-short = Het wordt dan geannuleerd in plaats van gewonnen: voor een spel met rating moet elke speler { $moves ->
        [one] { $moves } eigen zet
       *[other] { $moves } eigen zetten
    } gedaan hebben.
social-end-offer-casual = Omdat het een vriendschappelijk spel is, wordt het dan geannuleerd in plaats van gewonnen.
social-end-button = Spel beëindigen
social-ended-won = Het spel is voorbij: je wint.
social-ended-cancelled = Het spel is geannuleerd.

## Eerlijk spel voor ratings (docs/social.md § Fair play)
ratings-rules-link = Hoe ratings eerlijk blijven
games-unrated-fair-play = Telt niet voor de rating: zie de regel voor eerlijk spel.
fair-play-established = Gevestigde speler.
fair-play-not-established = Nog geen gevestigde speler.
fair-play-you-need = Je staat nog op geen enkele ranglijst: die tonen gevestigde spelers, en dat word je met spellen voor de rating tegen { $needed } verschillende gevestigde spelers. Je hebt er { $have } van gespeeld.
fair-play-nobody-yet = Op deze site is nog niemand gevestigd, dus staat er nog niemand op een ranglijst. De beheerder van de site of een moderator wijst de eerste gevestigde spelers aan; alle anderen worden gevestigd door spellen voor de rating tegen hen te spelen.
fair-play-voided = Een moderator heeft je ratings ongeldig verklaard ({ $reason }): je spellen tellen voor niemands rating. Denk je dat dit een vergissing is, <a href="{ $url }">schrijf dan de moderators</a>.
fair-play-computer = computerspelers hebben geen rating om te vestigen of ongeldig te verklaren
fair-play-establish-voided = de ratings van { $name } zijn ongeldig verklaard: herstel ze voordat je { $name } als gevestigd aanwijst
fair-play-void-none = noem minstens één account waarvan je de ratings ongeldig verklaart
moderation-why-fair-play = zeg waarom je dit doet
fair-play-heading = Eerlijk spel
fair-play-status-established = Gevestigd ({ $how }).
fair-play-by-operator = aangewezen door de beheerder
fair-play-by-moderator = aangewezen door een moderator
fair-play-by-games = door spellen voor de rating tegen gevestigde spelers
fair-play-status-not = Niet gevestigd: spellen voor de rating tegen { $have } van de { $needed } gevestigde spelers die nodig zijn.
fair-play-status-voided = Ratings ongeldig verklaard: { $reason }
fair-play-linked-heading = Accounts gezien vanaf hetzelfde netwerk (laatste { $days } dagen)
fair-play-linked-none = Geen ander account is gezien vanaf zijn netwerken.
fair-play-linked-same = gezien vanaf hetzelfde netwerk, { $network } ({ $how }, { $when }): hun spellen tegen elkaar tellen niet voor de rating
fair-play-linked-near = gezien vanaf { $network }, alleen in dezelfde /24 ({ $how }, { $when }): een signaal voor jou, geen koppeling
fair-play-seen-signup = bij het aanmelden
fair-play-seen-login = bij een keer inloggen
fair-play-establish-button = Als gevestigd aanwijzen
fair-play-establish-explain = Door de spellen voor de rating van een gevestigde speler worden anderen gevestigd. Wijs alleen mensen aan van wie je weet dat het echte, afzonderlijke spelers zijn.
fair-play-void-button = Ratings ongeldig verklaren
fair-play-void-explain = De accounts die je hier noemt verliezen hun ratings en hun plaats als gevestigde speler, hun spellen tellen voor niemands rating, en elke rating op de site wordt opnieuw berekend uit de opgeslagen spellen. Dit kan worden teruggedraaid.
fair-play-void-names = Accounts, gescheiden door spaties:
fair-play-restore-explain = Hun spellen tellen weer mee, en elke rating op de site wordt opnieuw berekend uit de opgeslagen spellen.
fair-play-restore-button = Ratings herstellen
fair-play-record-heading = Logboek eerlijk spel
fair-play-did-established = wees { $name } aan als gevestigd
fair-play-did-voided = verklaarde de ratings van { $name } ongeldig
fair-play-did-restored = herstelde de ratings van { $name }
fair-play-operator-established = als gevestigd aangewezen door de beheerder
fair-play-operator-voided = ratings ongeldig verklaard door de beheerder
fair-play-operator-restored = ratings hersteld door de beheerder
fair-play-established-done = { $name } is nu een gevestigde speler.
fair-play-established-already = { $name } was al een gevestigde speler.
fair-play-voided-done = { $count ->
    [one] De ratings van één account zijn ongeldig verklaard
   *[other] De ratings van { $count } accounts zijn ongeldig verklaard
}; elke rating wordt opnieuw berekend.
fair-play-restored-done = De ratings van { $name } zijn hersteld; elke rating wordt opnieuw berekend.
fair-play-restored-not = De ratings van { $name } waren niet ongeldig verklaard.
rules-ratings-link = Hoe ratings worden geteld en eerlijk blijven: <a href="/rules/ratings">ratings en eerlijk spel</a>.
rules-ratings-title = Ratings en eerlijk spel
rules-ratings-intro = Elk spel voor de rating verschuift de ratings van de spelers: een overwinning op sterkere spelers meer, een nederlaag tegen zwakkere ook. Een rating is een schatting met haar onzekerheid, en ranglijsten sorteren naar de voorzichtige kant ervan, zodat een paar gelukkige spellen niemand bovenaan zetten.
rules-ratings-counted = Welke spellen tellen
rules-ratings-counted-text = Een spel telt als de gastheer het voor de rating liet, het is uitgespeeld en elke speler minstens { $moves } eigen zetten deed. Tussen dezelfde twee mensen tellen per 24 uur hoogstens { $games } spellen voor de rating; latere zijn vriendschappelijk. Computerspelers en spellen met open handen tellen nooit mee.
rules-ratings-established = Gevestigde spelers
rules-ratings-established-text = Een rating stijgt pas boven die van een nieuwe speler, en haar speler komt pas op de ranglijsten, door uitslagen tegen gevestigde spelers. Je wordt gevestigd met spellen voor de rating tegen { $opponents } verschillende gevestigde spelers (tegen allemaal zolang er minder gevestigd zijn op de site). Tot dan kan je rating dalen, maar niet stijgen boven waar iedereen begint.
rules-ratings-start = Op een nieuwe site is niemand gevestigd: de beheerder of een moderator wijst de eerste gevestigde spelers aan, mensen die ze kennen, en de rest volgt door tegen hen te spelen.
rules-ratings-networks = Accounts op één verbinding
rules-ratings-networks-text = Als twee accounts in de laatste { $days } dagen vanaf dezelfde internetverbinding zijn gebruikt, tellen hun spellen tegen elkaar voor geen van beiden, en helpt geen van beiden de ander gevestigd te worden. De pagina van het spel zegt dan alleen dat het niet meetelde. Moderators kunnen zulke koppelingen zien, andere spelers nooit.
rules-ratings-networks-off = Deze site telt de spellen voor de rating van accounts op dezelfde internetverbinding zoals alle andere (de beheerder koos daarvoor, voor een gezin of een club die vanaf één plek speelt).
rules-ratings-board = Ranglijsten
rules-ratings-board-text = Een ranglijst toont gevestigde spelers van wie de rating niet meer voorlopig is, met minstens { $games } spellen voor de rating tegen { $opponents } verschillende tegenstanders in die groep.
rules-ratings-void = Als iemand vals speelt
rules-ratings-void-text = Moderators kunnen de ratings ongeldig verklaren van accounts die tegen zichzelf spelen of op een andere manier vals spelen. Hun spellen tellen dan voor niemand, en elke rating wordt opnieuw berekend uit de opgeslagen spellen. Dat wordt vastgelegd en kan worden teruggedraaid: was het bij jou een vergissing, meld het dan vanaf je profiel aan de moderators.

## De regels: spelen met een schermlezer of toetsenbord.
rules-access-title = Spelen met een schermlezer of toetsenbord
rules-access-board = Onder elk bord vertelt „Het bord in woorden” alles wat de tekening je laat zien, met kopjes en lijsten: elk deel van het bord, wie wat heeft, de kaarten die je mag zien en hoe elke speler ervoor staat. Ook de stappen in de geschiedenis hebben het.
rules-access-keys = Als je aan de beurt bent, zet de spelpagina de focus op de eerste keuze van je zet. In „Jouw zet” kiezen de cijfertoetsen 1 tot 9 de keuze met dat nummer (het staat erop), de pijltjestoetsen gaan van keuze naar keuze, Escape gaat een stap terug en Enter bevestigt. Elke keuze is ook een gewone link, en elke zet kun je ook in notatie typen.
rules-access-news = Als een andere speler een zet doet, werkt de pagina zichzelf bij zonder dat je je plek kwijtraakt en leest ze voor wie er zette en hoe; na het bevestigen van je zet wordt het bericht erover voorgelezen. Zonder JavaScript werkt alles met links en formulieren, en Vernieuwen laat zien wat er nieuw is.
