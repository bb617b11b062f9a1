# De woorden van de site: zie src/game/text/mod.rs (SITE_MESSAGES).
# De woorden van de spelpagina's (het spel, het verloop en de stappen, het paneel met
# bedenktijd en stemmingen), uitnodigingen, profielen en ranglijsten, de namen van de
# computerspelers en de weigeringen van de services erachter.

## De spelpagina (templates/games/show.html).
games-title = { $game } — { $players } · Spel { $number }
games-title-your-turn = (Jouw beurt) { $title }
games-number = Spel { $number }
games-note = „{ $note }”
games-computer-badge = computer
games-computer-sees = ziet alleen wat zijn plaats mag zien
games-links = Dit spel
games-history = Verloop
games-refresh = Vernieuwen
games-next-game = Volgend spel dat op jou wacht →
games-resign = Opgeven…
games-replay = Opnieuw afspelen vanaf het begin
games-download-log = Het logboek downloaden
games-rematch = Nog een keer spelen met dezelfde spelers
games-rematch-hint = Een nieuwe uitnodiging met dezelfde keuzes; de anderen worden uitgenodigd en krijgen bericht.
games-recap = Je laatste zet en wat volgde
games-recap-steps = { $count ->
    [one] { $count } stap
   *[other] { $count } stappen
}
games-recap-colon = :
games-played-by-computer = gespeeld door de computer
games-board-text = Het bord in woorden
games-log = Logboek
games-log-intro = Het hele verloop dat je mag zien, stap voor stap: <a href="/games/{ $game }/history">open de pagina met het verloop</a>.
games-no-commitment = Geen vastgelegde beginopstelling: dit spel begon voordat de site beginopstellingen vastlegde (<a href="/rules/verifiable-setup">wat dat is</a>).
games-status-cancelled = Dit spel is door de spelers geannuleerd.
games-status-cancelled-abandoned = Dit spel is geannuleerd: alle anderen hadden het verlaten.
games-status-round-deadline = Dit spel stopte toen de tijd van zijn toernooironde om was: het toernooi rangschikte de spelers naar het bord op dat moment.
games-status-resigned = Je hebt dit spel opgegeven; je plaats { $does }.
games-status-removed = Je bent bij stemming uit dit spel verwijderd; je plaats { $does }.
games-status-your-turn = Jij bent aan de beurt.
games-status-waiting = Wachten op de zet van { $name }.
games-status-over = Het spel is afgelopen.
games-unrated-too-short = Toch vriendschappelijk: het spel eindigde voordat elke speler { $moves ->
        [one] { $moves } eigen zet
       *[other] { $moves } eigen zetten
    } had gedaan.
games-unrated-pair-limit = Toch vriendschappelijk: twee van de spelers hadden binnen 24 uur al { $games ->
        [one] { $games } spel voor de rating
       *[other] { $games } spellen voor de rating
    } samen gespeeld.
games-seat = plaats { $seat }

## De uitslag van een afgelopen spel (templates/games/_result.html).
games-result = Uitslag
games-result-label = Uitslag:
games-result-rank = Plaats
games-result-player = Speler
games-result-decided-by = Beslist door
games-result-headline = ★ { $who } { $count ->
    [one] wint
   *[other] winnen
    }.
games-result-headline-team = ★ { $team } ({ $who }) wint.
games-result-resigned = opgegeven
games-and = {" "}en{" "}

## De vastgelegde beginopstelling (templates/games/_commitment.html).
games-commitment = Vastgelegde beginopstelling
games-commitment-made = Voor de eerste zet legde de server de beginopstelling van dit spel vast — alles wat daarvoor willekeurig getrokken werd, zoals de volgorde van een stapel kaarten — met deze vingerafdruk, SHA-256 over de opstelling en een geheim zout, die ook in de berichten over het begin van het spel stond:
games-commitment-revealed = Het spel is afgelopen, dus de opstelling en het zout zijn bekendgemaakt; deze pagina berekent de vingerafdruk opnieuw in je browser en vergelijkt ze.
games-commitment-salt = Zout:
games-commitment-later = Als het spel afgelopen is, worden de opstelling en het zout bekendgemaakt en kan iedereen ze ermee vergelijken.
games-commitment-how = Wat dit bewijst, en hoe je het zelf nagaat

## Het verloop en de stappen (templates/games/{history,log,_log,step}.html).
games-history-title = Verloop — { $description }
games-back = Terug naar het spel
games-history-choose = Kies een stap om het spelbord te zien zoals het daarna was.
games-history-open = Open de pagina met het verloop
games-history-empty = Nog geen stappen om te tonen.
games-history-resigned = { $name } gaf op { $when } op.
games-history-resigned-ended = { $name } gaf op { $when } op, en daarmee eindigde het spel.
games-step-title = Stap { $step } — { $description }
games-step-board-after = het spelbord na stap { $step } van { $total }
games-steps = Stappen
games-step-first = De eerste stap die je mag zien
games-step-start = Begin
games-step = Stap { $step }
games-step-previous = Vorige
games-step-next = Volgende
games-step-keys = de toetsen ← en → werken ook
games-step-start-heading = De beginopstelling
games-step-heading = Stap { $step }: { $name }
games-step-hidden = stap { $step } is voor jou verborgen. { $why }
games-step-none = dit spel heeft de stappen 0 tot en met { $total }

## Het paneel met bedenktijd, afwezigheid en stemmingen (templates/panels/game.html).
games-panel = Bedenktijd en stemmingen
games-panel-cancelled = <strong>Dit spel is geannuleerd</strong> op { $when }, bij stemming door de spelers nadat het was stilgevallen. Er kunnen geen zetten meer gedaan worden.
games-panel-cancelled-abandoned = <strong>Dit spel is geannuleerd</strong> op { $when } door de laatste speler, omdat alle anderen het verlaten hadden. Er kunnen geen zetten meer gedaan worden.
games-panel-deadline = Bedenktijd: <strong>{ $days ->
    [one] { $days } dag
   *[other] { $days } dagen
    }</strong> per zet.
games-panel-expired-you = Je tijd is om: de server { $does } je binnenkort.
games-panel-expired = De tijd van { $name } is om: de server { $does } { $name } binnenkort.
games-panel-left-you = Je hebt nog <strong class="time-left">{ $left }</strong> voor je zet.
games-panel-left-you-away = Je hebt nog <strong class="time-left">{ $left }</strong> voor je zet — de klok staat stil: je bent afwezig tot { $until }.
games-panel-left = { $name } heeft nog <strong class="time-left">{ $left }</strong> voor de zet.
games-panel-left-away = { $name } heeft nog <strong class="time-left">{ $left }</strong> voor de zet — de klok staat stil: { $name } is afwezig tot { $until }.
games-panel-automatic = Zet { $step }: { $name } { $text }.
games-panel-left-site = Account verwijderd: { $names }. { $count ->
    [one] De plaats
   *[other] Elk van hun plaatsen
} { $does }.
games-panel-suspended = Geschorst door een moderator: { $names }. { $count ->
    [one] De plaats
   *[other] Elk van hun plaatsen
} { $does }.
games-panel-suspended-handover = Geschorst door een moderator: { $names }. { $count ->
    [one] De plaats
   *[other] Elk van hun plaatsen
} { $does }, tenzij de anderen haar aan een computerspeler geven.
games-panel-resigned = Opgegeven: { $names }.
games-panel-resigned-handover = Opgegeven: { $names }. { $count ->
    [one] De plaats
   *[other] Elk van hun plaatsen
} { $does }, tenzij de anderen haar aan een computerspeler geven.
games-panel-removed = Bij stemming uit het spel verwijderd: { $names }. { $count ->
    [one] De plaats
   *[other] Elk van hun plaatsen
} { $does }.
games-panel-computer-plays = Een computerspeler ({ $level }) speelt op de plaats van { $name }.
games-panel-handover = De plaats van { $name } { $does }. De overige spelers kunnen haar in plaats daarvan aan een computerspeler geven; die neemt de plaats in zodra iedereen akkoord is.
games-panel-handover-asked = Tot nu toe gevraagd door { $names }.
games-panel-level = Niveau
games-panel-handover-button = De plaats aan een computerspeler geven
games-panel-handover-voted = Je hebt om een computerspeler gevraagd.
games-panel-timeouts = { $name } { $did } { $count } keer op rij.
games-panel-remove-may = De andere spelers kunnen stemmen om deze speler te verwijderen: de plaats zal dan alleen nog { $only }.
games-panel-votes = Stemmen tot nu toe: { $votes } van { $needed }.
games-panel-votes-by = Stemmen tot nu toe: { $votes } van { $needed } ({ $names }).
games-panel-remove-button = Stemmen om { $name } te verwijderen
games-panel-voted = Je hebt gestemd.
games-panel-stalled = Al { $idle } geen zet: dit spel is stilgevallen. De overige spelers kunnen het samen annuleren.
games-panel-cancel-button = Stemmen om dit spel te annuleren
games-panel-absence = Ga je weg? <a href="/settings#absence">Meld je afwezigheid</a>, dan staat je klok zolang stil.
games-vote-cancelled = Iedereen is akkoord: het spel is geannuleerd.
games-vote-computer = Iedereen is akkoord: vanaf de volgende beurt neemt een computerspeler de plaats in.
games-vote-removed = Iedereen is akkoord: de speler is verwijderd en de plaats past voortaan automatisch.
games-vote-counted = Je stem is geteld. Hij telt zodra alle anderen akkoord zijn.
games-vote-choose-seat = kies wie je wilt verwijderen
games-vote-choose-level = kies de plaats en het niveau van de computerspeler
games-vote-unknown = onbekende stemming

## Uitnodigingen (templates/invitations/*.html).
games-invited-by = <strong>{ $from }</strong> nodigt je uit: { $title }
games-for-you = Uitnodigingen voor jou
games-for-you-intro = Open uitnodigingen die andere spelers je op naam stuurden, de nieuwste eerst. Wie je op naam mag uitnodigen, kies je op je <a href="/settings">pagina met instellingen</a>.
games-none = Geen.
games-none-on-page = Geen op deze pagina.
games-newer = ← Nieuwer
games-older = Ouder →
games-invitation-title = Uitnodiging: { $game }
games-invitation-heading = Uitnodiging voor { $game }
games-invitation-open = Open — { $free ->
        [one] { $free } vrije plaats
       *[other] { $free } vrije plaatsen
    } van { $players }.
games-invitation-started = Het spel is begonnen.
games-invitation-started-without-you = Alle plaatsen zijn bezet: het spel is zonder jou begonnen. Iedereen mag meekijken.
games-invitation-expired = Deze uitnodiging is verlopen: niet alle plaatsen werden binnen { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } bezet. In <a href="/">de lobby</a> kun je een nieuwe uitnodiging maken.
games-invitation-cancelled = Deze uitnodiging is geannuleerd.
games-invitation-go = Naar het spel
games-invitation-watch = Meekijken
games-invitation-join = Meedoen
games-invitation-game = Spel
games-invitation-deadline = Bedenktijd
games-invitation-deadline-days = { $days ->
    [one] { $days } dag per zet
   *[other] { $days } dagen per zet
}
games-invitation-deadline-none = geen
games-invitation-rating = Rating
games-invitation-rated = telt mee: de uitslag telt voor ieders rating
games-invitation-casual = vriendschappelijk
games-invitation-chat = Chat
games-invitation-chat-on = aan
games-invitation-chat-off = uit
games-invitation-creator = Gemaakt door
games-invitation-note = Notitie
games-invitation-rules-link = Nieuw in dit spel? Lees de <a href="/rules/{ $slug }">{ $rules }</a>.
games-invitation-rules = spelregels
games-invitation-players = Spelers
games-invitation-free-seat = vrije plaats
games-invitation-order = In de volgorde waarin ze meededen.
games-invitation-seating = De volgorde aan tafel wordt geloot als het spel begint.
games-invitation-invitees = Op naam uitgenodigd
games-invitation-declined = afgeslagen
games-invitation-link = Link
games-invitation-send = Stuur deze link naar de mensen met wie je wilt spelen:
games-invitation-link-label = Link van de uitnodiging
games-invitation-copy = Kopiëren
games-invitation-leave = Weggaan
games-invitation-decline = Afslaan
games-invitation-cancel = Uitnodiging annuleren…
games-invitation-cancel-confirm = Deze uitnodiging annuleren? Wie meedeed verliest de plaats, en de link werkt niet meer.
games-invitation-cancel-yes = Ja, annuleren
games-invitation-seated = Je hebt een plaats. Het spel begint als alle plaatsen bezet zijn; het staat dan in je lobby.
games-invitation-sign-up = Nieuw hier? Maak een account om mee te doen
games-invitation-sign-up-closed = Op deze server kun je geen account maken.
games-invitation-log-in = Heb je een account? Meld je aan
games-invitation-game-started = Het spel is begonnen. Veel plezier!
games-invitation-created = Uitnodiging gemaakt. Stuur de link hieronder naar de mensen met wie je wilt spelen.
games-invitation-all-seated = Alle plaatsen zijn bezet: het spel is begonnen!
games-invitation-joined = Je doet mee. Het spel begint als alle plaatsen bezet zijn.
games-invitation-too-late = Te laat om mee te doen: alle plaatsen waren bezet en het spel is zonder jou begonnen. Je kunt nog meekijken.
games-invitation-left = Je hebt de uitnodiging verlaten.
games-invitation-was-cancelled = De uitnodiging is geannuleerd.
games-invitation-you-declined = Je hebt de uitnodiging afgeslagen; wie haar maakte, ziet dat.
games-invitation-choose-chat = kies of het spel een chat heeft: aan of uit
games-invitation-choose-listed = kies wie mag meedoen: alleen mensen met de link, of iedereen (openbaar)
games-invitation-choose-rated = kies een spel dat meetelt voor de rating of een vriendschappelijk spel
games-invitation-choose-computers = kies hoeveel computerspelers meespelen
games-invitation-choose-level = kies het niveau van de computerspelers: beginner, standaard of sterk
games-invitation-choose-deadline = kies een bedenktijd van 1, 2, 3, 5, 7 of 14 dagen, of geen
games-invitation-choose-players = kies { $counts } spelers
games-invitation-choose-number = kies het aantal spelers
games-invitation-choose-game = kies een spel om te spelen

## Ranglijsten (templates/players/leaderboard.html).
games-leaderboard-title = Ranglijst — { $game }
games-leaderboard-heading = Ranglijst van { $game }
games-leaderboard-rules = Spelregels van { $game }
games-leaderboard-about = Ratings volgens Weng-Lin (zoals in OpenSkill): een schatting van de speelsterkte ± de onzekerheid daarvan, gerangschikt naar de voorzichtige schatting (rating min drie keer de onzekerheid). Alleen spellen die meetellen voor de rating tellen; een rating is voorlopig tot de onzekerheid onder 6 zakt. Een ranglijst toont de gevestigde spelers die niet meer voorlopig zijn en er minstens { $games } spellen voor de rating speelden tegen minstens { $opponents } verschillende tegenstanders.
games-leaderboard-nobody = Nog niemand komt in aanmerking.
games-leaderboard-others = Andere ranglijsten:
games-rating = Rating
games-rated-games = Spellen voor de rating

## Profielen (templates/players/profile.html).
games-profile-suspended = geschorst
games-profile-since = Lid sinds { $date }
games-profile-muted = door jou gedempt
games-profile-blocked = door jou geblokkeerd
games-profile-mute = Dempen
games-profile-mute-title = Hun chatberichten in elk spel en elk bericht voor jou verbergen
games-profile-block = Blokkeren
games-profile-block-title = Dempen, en ze je niet op naam laten uitnodigen en niet aan je uitnodigingen laten meedoen
games-profile-unmute = Niet meer dempen
games-profile-unblock = Niet meer blokkeren
games-profile-report = Melden…
games-profile-moderate = Modereren…
games-profile-ratings = Ratings
games-profile-no-ratings = Nog geen spellen voor de rating.
games-profile-pool = Groep
games-profile-provisional = voorlopig
games-profile-provisional-title = Nog weinig spellen: de rating is nog onzeker
games-profile-results = Uitslagen
games-profile-no-results = Nog geen afgelopen spellen.
games-profile-played = Gespeeld
games-profile-won = Gewonnen
games-profile-lost = Verloren
games-profile-opponents = Onlangs mee gespeeld
games-profile-running = Lopende spellen
games-profile-running-page = Lopende spellen (pagina { $page })
games-profile-finished = Afgelopen spellen
games-profile-none-yet = Nog geen.
games-profile-result-won = gewonnen
games-profile-result-lost = verloren
games-profile-with = met

## Computerspelers.
games-computer-name = { $level ->
    [beginner] Computer (beginner) { $letter }
    [standard] Computer (standaard) { $letter }
   *[strong] Computer (sterk) { $letter }
}
games-level-beginner = beginner
games-level-standard = standaard
games-level-strong = sterk
games-level-choice-beginner = Beginner: snelle, geldige, verstandige zetten
games-level-choice-standard = Standaard: denkt zijn zetten goed door
games-level-choice-strong = Sterk: denkt het langst na, speelt om te winnen
games-computer-in-seat = de computerspeler van niveau { $level ->
        [beginner] beginner
        [standard] standaard
       *[strong] sterk
    } (op de plaats van { $player })

## Wat een spel zegt als een speler het opgaf.
games-resigned-summary = { $resigned } { $count ->
        [one] gaf op, dus { $who } wint.
       *[other] gaf op, dus { $who } winnen.
    }
games-abandoned-summary = Alle anderen hebben het spel verlaten, dus { $who } { $count ->
        [one] wint.
       *[other] winnen.
    }
games-result-unavailable = (uitslag niet beschikbaar)

## Geweigerde zetten (src/service/moves.rs).
games-error-export-running = het spel loopt nog en het logboek bevat verborgen kaarten; je kunt het exporteren zodra het afgelopen is
games-error-seq-negative = seq { $seq } is geen stand: een seq is 0 of meer, de seq van de stand die je zag
games-error-no-move = schrijf of kies een zet
games-error-move-too-long = die zet is veel te lang
games-error-not-playing = je speelt niet mee in dit spel
games-error-cancelled = dit spel is geannuleerd
games-error-seq-ahead = seq { $seq } is niet de huidige seq: hij loopt voor op het spel, dat op seq { $current } staat; stuur de seq van de stand die je zag
games-error-removed = je bent bij stemming uit dit spel verwijderd; je plaats past automatisch
games-error-over = het spel is afgelopen
games-error-not-your-turn = je bent niet aan de beurt
games-error-unreadable = de zet kon niet gelezen worden: { $reason }
games-error-computers-max = een spel heeft hoogstens { $max } computerspelers
games-error-computer-games-limit = je zit al in { $max ->
        [one] een spel
       *[other] { $max } spellen
    } met computerspelers; maak er eerst een af, of verlaat een uitnodiging die nog wacht, voor je een nieuw begint

## Weigeringen die veel pagina's delen (src/service/mod.rs).
games-error-unavailable = de database is niet bereikbaar, probeer het zo meteen opnieuw
games-error-cannot-save = de server kan nu niets opslaan, dus er is niets veranderd; probeer het later opnieuw
games-error-damaged-game = het verslag van dit spel kan niet gelezen worden, dus het kan niet getoond of verder gespeeld worden; de andere spellen hebben er geen last van. De beheerder van de server is ingelicht
games-error-damaged-database = de database meldt dat haar gegevens beschadigd zijn, dus er kan nu niets veilig getoond of bewaard worden. De beheerder van de server is ingelicht en moet een reservekopie terugzetten
games-error-moved-on = het spel is verdergegaan: iemand zette voor jou. Hier is de huidige stand; er is niets van jou verloren gegaan.
games-error-not-found = niet gevonden
games-error-direction-controls = { $what } mag geen richtingstekens bevatten (onzichtbare tekens die tekst omdraaien, zoals U+202E): haal ze weg en stuur het opnieuw
games-what-chat-message = een chatbericht
games-what-a-note = een notitie
games-what-the-note = de notitie
games-what-reason = een reden
games-error-no-invitation = er is geen uitnodiging met deze link; kijk of hij helemaal gekopieerd is
games-error-no-game = dat spel bestaat niet
games-rejected-taken = dit bestaat al
games-rejected-moved-on = het spel is verdergegaan
games-rejected-username-taken = deze gebruikersnaam is al bezet
games-rejected-session-taken = deze sessiecode is al bezet
games-rejected-code-taken = deze uitnodigingscode is al bezet
games-rejected-game-id-taken = deze spel-id is al bezet
games-rejected-not-open = deze uitnodiging is niet meer open
games-rejected-full = deze uitnodiging is al vol
games-rejected-already-seated = je hebt al een plaats in deze uitnodiging
games-rejected-not-seated = je hebt geen plaats in deze uitnodiging
games-rejected-only-creator-cancels = alleen wie de uitnodiging maakte, kan haar annuleren
games-rejected-creator-cannot-leave = wie de uitnodiging maakte, kan niet weggaan; annuleer de uitnodiging
games-rejected-too-few-players = een uitnodiging heeft minstens twee spelers nodig
games-rejected-bad-plan = de tafelschikking past niet bij deze uitnodiging
games-rejected-bad-seat = die plaats bestaat niet
games-rejected-cancelled = het spel is geannuleerd
games-rejected-bad-deadline = een bedenktijd is 1, 2, 3, 5, 7 of 14 dagen
games-rejected-vote-moved-on = het spel is verdergegaan sinds je keek; kijk opnieuw voor je stemt

## Geweigerde uitnodigingen (src/service/invitations.rs).
games-error-deadline = een bedenktijd is 1, 2, 3, 5, 7 of 14 dagen (of geen)
games-error-no-such-game = er is geen spel dat { $game } heet
games-error-no-computers = { $game } heeft geen computerspelers
games-error-too-many-computers = minstens één plaats is voor een mens: met { $players } spelers kunnen er hoogstens { $max ->
        [one] { $max } computerspeler
       *[other] { $max } computerspelers
    } zijn
games-error-note-too-long = de notitie mag hoogstens { $max } tekens hebben
games-error-note-controls = de notitie bevat stuurtekens
games-error-join-expired = deze uitnodiging is verlopen; je kunt niet meer meedoen
games-error-join-closed = deze uitnodiging is { $status ->
        [started] al begonnen
        [cancelled] geannuleerd
       *[other] { $status }
    }; je kunt niet meer meedoen
games-error-joined-already = je doet al mee met deze uitnodiging
games-error-creator-leaves = je hebt deze uitnodiging gemaakt: annuleer haar in plaats van weg te gaan
games-error-not-joined = je doet niet mee met deze uitnodiging
games-error-only-creator = alleen de speler die deze uitnodiging maakte, kan haar annuleren

## Tijdsduren en afwezigheid (src/service/deadline.rs).
games-duration-less-than-a-minute = minder dan een minuut
games-duration-minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
games-duration-hours = { $count } uur
games-duration-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}
games-duration-pair = { $first } en { $second }
games-error-absence-past = een afwezigheid moet in de toekomst eindigen
games-error-absence-long = een afwezigheid mag hoogstens { $days } dagen duren
games-error-absences-window = afwezigheden mogen hoogstens { $days } dagen beslaan in elke { $window } dagen; deze zou een periode van { $window } dagen op { $covered } brengen

## Een zet spelen (src/http/games.rs).
games-move-session-ended = Je sessie is afgelopen, dus de zet is niet gespeeld. Meld je opnieuw aan: je komt terug in het spel, met je zet zoals je hem achterliet.
games-move-no-seq = het standnummer (seq) van het formulier ontbreekt of is geen getal; laad de pagina opnieuw
games-move-played = Je speelde: { $move }
games-move-game-over = Het spel is afgelopen: de uitslag staat hieronder.
games-move-already-moved = Je hebt in dit spel al gezet, in een ander tabblad of venster: hier is de stand nu. De zet op deze pagina is niet gespeeld.
games-move-not-played = Niet gespeeld: { $reason }
games-times = { $count ->
        [2] Twee
        [3] Drie
        [4] Vier
        [5] Vijf
        [6] Zes
        [7] Zeven
        [8] Acht
       *[other] { $count }
    } keer: { $message }
games-list-comma = ,{" "}
games-or-list = { $rest } of { $last }

## Words the page hands its scripts (static/app.js, static/commitment.js).
games-invitation-copied = Gekopieerd
games-commitment-js-changed = Let op: deze browser zag eerst een andere vingerafdruk voor dit spel ({ $seen }): de opstelling is misschien veranderd.
games-commitment-js-unable = Deze browser kan hier niet hashen (daarvoor is HTTPS nodig): controleer het gedownloade logboek met maipenrai verify.
games-commitment-js-matches = ✓ de onthulde opstelling klopt ermee
games-commitment-js-differs = ✗ de onthulde opstelling klopt er niet mee: ze is veranderd

games-unread-chat = { $count ->
    [one] { $count } nieuw chatbericht ↓
   *[other] { $count } nieuwe chatberichten ↓
}

# The computer's review of a finished game (maipenrai admin review).
review-error-running = de computer bespreekt een partij pas als die afgelopen is
review-error-none = de computer bespreekt partijen van dit spel niet
review-error-not-yours = alleen de spelers van deze partij kunnen om de bespreking ervan vragen
review-error-limit = je kunt { $max } besprekingen per dag vragen; probeer het over { $hours ->
    [one] een uur
   *[other] { $hours } uur
} opnieuw
review-title = De bespreking door de computer
review-explain = De computer bekijkt elke zet zoals de speler de partij toen zag, zonder iets wat die niet kon weten, en zegt waar hij anders zou hebben gespeeld. Zijn schattingen zijn de kansen die zijn eigen zoektocht geeft, geen zekerheden.
review-ask = Vraag de computer om een bespreking
review-ask-again = Vraag een nieuwe bespreking
review-log-in = Log in om de computer om een bespreking te vragen
review-outdated = Deze bespreking is gemaakt door een eerdere versie van de computer.
review-under-way = De computer bespreekt deze partij: tot nu toe { $count ->
    [one] één zet
   *[other] { $count } zetten
}. Kom zo terug.
review-queued = De computer bespreekt deze partij zodra hij even tijd heeft.
review-exists = Deze partij heeft haar bespreking al.
review-withheld = { $name } houdt de bespreking van de eigen zetten voor zich.
review-player-line = { $name }: { $decisions ->
    [one] één zet besproken
   *[other] { $decisions } zetten besproken
}; onnauwkeurigheden: { $inaccuracies }, fouten: { $mistakes }, blunders: { $blunders }
review-mark-inaccuracy = Onnauwkeurig
review-mark-mistake = Fout
review-mark-blunder = Blunder
review-instead = De computer had { $move } gespeeld: zo schat hij de kansen op { $preferred } %, tegen { $played } % na de gespeelde zet.
review-chart-title = De kansen van { $name } na elke zet, volgens de computer
review-chart-step = Zet
review-chart-estimate = Kansen
review-show-instead = Toon het bord na de zet van de computer
review-show-played = Toon het bord na de gespeelde zet
review-board-instead = Het bord hieronder is zoals het na de zet van de computer zou zijn geweest.
