# De woorden van de site: zie src/game/text/mod.rs (SITE_MESSAGES).
# De welkomstpagina, de lobby, de lijsten van spellen (open, meekijken, afgelopen),
# uitnodigingen op naam en revanches, de foutpagina's en de foutmeldingen van de API.

## De welkomstpagina (templates/welcome.html), voor bezoekers.
lobby-welcome-title = Mai Pen Rai — bordspellen in je eigen tempo
lobby-welcome-play = Speel { $games } met vrienden, zet voor zet, wanneer het jou uitkomt. Maak een uitnodiging, stuur de link, en het spel begint zodra elke plaats bezet is.
lobby-welcome-comma = ,{" "}
lobby-welcome-or = {" "}of{" "}
lobby-welcome-how = Zo werkt het
lobby-welcome-invite = <strong>Uitnodigen.</strong> Kies het spel, het aantal spelers en de opties van het spel, en stuur dan de link.
lobby-welcome-when = <strong>Speel wanneer je wilt.</strong> Als je aan de beurt bent, bouw je je zet klik voor klik op het bord; een voorbeeld toont het resultaat voordat je bevestigt.
lobby-welcome-computer = <strong>Vanavond niemand vrij?</strong> Druk, als je een account hebt, in je lobby op <em>Nu spelen tegen de computer</em>: er begint meteen een spel, tegen een computerspeler die alleen ziet wat zijn plaats mag zien.
lobby-welcome-history = <strong>Terugkijken.</strong> Elk spel bewaart zijn verloop; afgelopen spellen kun je stap voor stap naspelen en downloaden.
lobby-welcome-more = Nieuw in het spel? Lees de <a href="/rules">regels</a>. Nieuwsgierig? Bekijk de <a href="/games/finished">afgelopen spellen</a>.

## De lobby (templates/lobby.html).
lobby-title = Lobby
lobby-settings = Instellingen: meldingen, tijdzone, feed, afwezigheid, wachtwoord en je account
lobby-profile = Je profiel en ratings
lobby-your-turn = Jij bent aan de beurt
lobby-no-turn = Er wacht geen spel op jou.
lobby-running = Je andere lopende spellen
lobby-none = Geen.
lobby-to-move = { $player } is aan zet
lobby-player-deadline = { $player }: { $deadline }
lobby-waiting-since = wacht sinds { $since } ({ $ago })
lobby-last-move = laatste zet { $when } ({ $ago })
lobby-cancelled-at = geannuleerd { $when }
lobby-finished-at = afgelopen { $when }
lobby-clock-paused = klok stilgezet: afwezig tot { $until }
lobby-time-ran-out = de tijd is om
lobby-time-left = nog { $left }
lobby-seats = { $taken } van { $seats } plaatsen bezet: { $names }
lobby-invited = Uitnodigingen voor jou
lobby-invited-more = Oudere uitnodigingen voor jou →
lobby-invitations = Je open uitnodigingen
lobby-no-invitations = Geen. Maak er hieronder een en stuur de link naar je vrienden.
lobby-invitation-link = Link van de uitnodiging
lobby-expired = Verlopen uitnodigingen
lobby-expired-note = Niet elke plaats werd binnen { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
} bezet, dus deze uitnodigingen zijn beëindigd. Maak hieronder een nieuwe om het opnieuw te proberen.
lobby-expired-at = verlopen { $when }
lobby-play-now = Nu spelen tegen de computer
lobby-play-now-note = Een spel voor twee dat meteen begint; wie begint, wordt zoals altijd geloot.
lobby-play-now-against = { $game } tegen de computer:
lobby-play-now-submit = Nu spelen
lobby-new-invitation = Nieuwe uitnodiging
lobby-players = Spelers
lobby-computers = Computerspelers
lobby-computer-seats = Plaatsen voor computerspelers
lobby-computers-none = Geen — alleen mensen
lobby-computers-count = { $count ->
    [one] { $count } computerspeler
   *[other] { $count } computerspelers
}
lobby-computers-note = Minstens één plaats blijft voor een mens; het spel begint zodra de plaatsen van de mensen bezet zijn. Computerspelers zien alleen wat een mens op hun plaats zou zien (<a href="/rules/computer-players">hoe ze spelen</a>).
lobby-who-may-join = Wie mag meedoen
lobby-link-only = Alleen mensen met de link
lobby-listed = Iedereen: zet hem bij <a href="/open-games">Open spellen</a>
lobby-invite-by-name = Uitnodigen op gebruikersnaam (optioneel)
lobby-invite-placeholder = bijv. alice, bob
lobby-invite-note = Zij zien de uitnodiging in hun lobby en krijgen een mail (als ze voor mails kozen).
lobby-rating = Rating
lobby-rated = Met rating — de uitslag telt voor ieders rating
lobby-casual = Vriendschappelijk
lobby-computers-casual = Spellen met computerspelers zijn altijd vriendschappelijk.
lobby-leaderboard = Ranglijst
lobby-chat = Chat
lobby-chat-on = Aan — de spelers kunnen elkaar schrijven
lobby-chat-off = Uit
lobby-deadline = Bedenktijd per zet
lobby-deadline-none = Geen — neem zoveel tijd als je wilt
lobby-deadline-days = { $days ->
    [one] { $days } dag per zet
   *[other] { $days } dagen per zet
}
lobby-deadline-note = Met een bedenktijd geldt: een speler van wie de tijd om is, { $does }; na drie { $moves } op rij mogen de anderen die speler wegstemmen. Afwezigheid die je opgeeft in <a href="/settings#absence">je instellingen</a> zet de klok stil.
lobby-note = Notitie (optioneel, tot 200 tekens)
lobby-note-placeholder = bijv. vriendschappelijk spel, één zet per dag
lobby-create = Uitnodiging maken
lobby-finished = Je afgelopen spellen
lobby-none-yet = Nog geen.
lobby-result-won = ★ gewonnen
lobby-result-shared = ★ gedeelde winst
lobby-result-lost = verloren
lobby-result-cancelled = geannuleerd
lobby-replay = naspelen

## Afgelopen spellen (templates/games/finished.html).
lobby-finished-title = Afgelopen spellen
lobby-finished-intro = Elk afgelopen spel van een uitnodiging die bij „Open spellen” stond, en je eigen spellen, nieuwste eerst. Open er een om de eindstand te zien, het hele verloop stap voor stap, en om het logboek te downloaden.
lobby-finished-none = Er is nog geen spel afgelopen.
lobby-finished-none-here = Er is op deze pagina nog geen spel afgelopen.
lobby-finished-when = Afgelopen
lobby-finished-game = Spel
lobby-finished-players = Spelers
lobby-finished-result = Uitslag (wie won en waarom)
lobby-newer = ← Nieuwer
lobby-older = Ouder →

## Open spellen en Meekijken (templates/tables/).
lobby-open-title = Open spellen
lobby-open-intro = Uitnodigingen waarbij iedereen mag meedoen. Wil je die van jou erbij zetten, kies dan „Iedereen” als je hem maakt in de <a href="/#new-invitation">lobby</a>.
lobby-open-log-in = <a href="/login?next=/open-games">Meld je aan</a> of <a href="/signup?next=/open-games">maak een account</a> om mee te doen.
lobby-open-none = Er zijn nu geen open spellen.
lobby-open-host = door <a href="/players/{ $link }">{ $host }</a>
lobby-open-seated = je plaats is bezet
lobby-open-join = Meedoen…
lobby-watch-title = Meekijken
lobby-watch-intro = Lopende spellen die voor iedereen openstaan, de laatste zet eerst. Je ziet wat elke toeschouwer ziet: nooit een verborgen kaart; de chat van de spelers zodra het spel voorbij is.
lobby-watch-none = Er loopt nu geen openbaar spel.
lobby-watch-last = laatste zet { $when }
lobby-watch-to-move = { $player } is aan zet · laatste zet { $when }

## Uitnodigingen op naam en revanches (de antwoorden van de dienst).
lobby-not-invitable = je kunt { $name } niet op naam uitnodigen: er is geen speler met die naam, of die speler neemt van jou geen uitnodigingen op naam aan
lobby-own-seat = jij hebt je plaats al; nodig de anderen op naam uit
lobby-naming-limit = je hebt al { $most ->
    [one] { $most } open uitnodiging
   *[other] { $most } open uitnodigingen
} voor { $name }; wacht op een antwoord of annuleer er een
lobby-too-many-invitees = deze uitnodiging heeft { $seats ->
    [one] { $seats } vrije plaats
   *[other] { $seats } vrije plaatsen
} voor mensen: nodig er hoogstens zoveel uit
lobby-invite-limited = je hebt het afgelopen uur { $most } keer mensen op naam uitgenodigd; probeer het opnieuw over { $wait }
lobby-invitation-closed = deze uitnodiging is niet meer open
lobby-joined-already = je doet al mee met deze uitnodiging; verlaat hem in plaats daarvan
lobby-not-invited = je bent hiervoor niet op naam uitgenodigd, of je hebt de uitnodiging al afgeslagen
lobby-rematch-players = alleen de spelers van het spel kunnen een revanche starten
lobby-rematch-running = het spel loopt nog; een revanche komt erna
lobby-rematch-started = Het nieuwe spel is begonnen. Veel plezier!
lobby-rematch-created = Revanche gemaakt: de andere spelers zijn uitgenodigd en zien hem in hun lobby.

## Foutpagina's (templates/error.html) en de fouten die elke pagina kan tegenkomen.
error-not-found = Niet gevonden
error-not-allowed = Niet toegestaan
error-log-in = Meld je aan
error-changed = Er is iets veranderd
error-slow-down = Niet zo snel
error-unavailable = Tijdelijk niet beschikbaar
error-went-wrong = Er ging iets mis
error-did-not-work = Dat lukte niet
error-status = Fout { $status }.
error-back-to-game = Terug naar het spel
error-back-to-lobby = Terug naar de lobby
error-database = de database is niet beschikbaar, probeer het zo opnieuw
error-internal = er ging bij ons iets mis; het is vastgelegd
error-log-in-first = meld je eerst aan
error-csrf = dit formulier is verlopen of kwam niet van deze site; laad de pagina opnieuw en probeer het nog eens
error-cannot-save = de server kan nu niets opslaan, dus er is niets gewijzigd; probeer het later opnieuw
error-damaged-game = het verslag van dit spel kan niet gelezen worden, dus het kan niet getoond of verder gespeeld worden; de andere spellen hebben er geen last van. De beheerder van de server is ingelicht
error-nothing-here = er is niets op dit adres
error-method = dit adres accepteert die methode niet
error-too-large = de inhoud van het verzoek is te groot
error-send-json = stuur JSON met Content-Type: application/json
error-forbidden = niet toegestaan
error-busy = de server heeft het druk, probeer het zo opnieuw
error-our-side = er ging bij ons iets mis
error-not-understood = het verzoek is niet te begrijpen
error-nul = het verzoek bevat een NUL-teken (U+0000), dat geen naam, code of tekst mag bevatten
error-no-page = er is geen pagina op dit adres
error-no-game = dat spel bestaat niet
error-health-unavailable = de database is niet beschikbaar
error-database-damaged = de database meldt dat haar gegevens beschadigd zijn, dus er kan nu niets veilig getoond of bewaard worden. De beheerder van de server is ingelicht en moet een reservekopie terugzetten
error-health-damaged-database = de database meldde beschadigde gegevens: zet de laatste reservekopie terug (maipenrai restore) en start de server opnieuw
error-health-damaged-game = een bewaard spel laat zich niet meer naspelen: `maipenrai check` noemt het; zet de laatste reservekopie terug (maipenrai restore) en start de server opnieuw

## De eigen foutmeldingen van de API (veldnamen en waarden zijn woorden van de API).
api-computer-level = computers: { $value } is geen niveau; gebruik beginner, standard of strong
api-unknown-field = onbekend veld `{ $name }`: geen veld van een uitnodiging en geen optie van het spel
api-unknown-field-no-options = onbekend veld `{ $name }`: geen veld van een uitnodiging en geen optie van het spel ({ $game } heeft geen opties)
api-unknown-field-options = onbekend veld `{ $name }`: geen veld van een uitnodiging en geen optie van het spel (de opties van { $game }: { $options })
api-must-be = { $name } moet { $list } zijn
api-random = random moet een geheel getal van 1 tot 100 zijn
api-moved-on = het spel is verdergegaan: iemand zette voor jou, dus er is niets gespeeld. Haal het spel opnieuw op (GET /api/v1/games/{ $game }) en probeer het nog eens met de seq daarvan.
api-until = until moet een datum JJJJ-MM-DD zijn
api-invite-from = invite_from moet anyone, played of nobody zijn

lobby-unread = { $count ->
    [one] { $count } nieuw bericht
   *[other] { $count } nieuwe berichten
}
