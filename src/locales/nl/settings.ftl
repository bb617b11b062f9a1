# De woorden van de site: zie src/game/text/mod.rs (SITE_MESSAGES).
# De instellingenpagina, de weigeringen van de instellingen en van stemmingen in een spel
# over dagen (zie de Engelse file voor de plaatsen in de code).

## De instellingenpagina.
settings-title = Instellingen
settings-save = Opslaan
settings-saved = Opgeslagen.

## Taal.
settings-language = Taal
settings-language-legend = De taal van de site
settings-language-explain = Pagina's, mails, je feed en de berichten van je webhook komen in de taal die je hier kiest.
settings-language-not-chosen = Je hebt nog geen taal gekozen: pagina's volgen je browser, en mails, je feed en de berichten van je webhook komen in het Engels.

## Mailadres.
settings-email = Mailadres
settings-email-no-mail = Deze server verstuurt geen mail (de beheerder heeft geen mailserver ingesteld). De feed en de webhook hieronder werken wel.
settings-email-verified = Meldingen gaan naar <strong>{ $address }</strong> (bevestigd).
settings-email-none = Nog geen bevestigd adres.
settings-email-pending = Wacht op bevestiging: <strong>{ $address }</strong>. Open de link in de mail die we stuurden (geldig gedurende { $hours ->
    [one] { $hours } uur
   *[other] { $hours } uur
}).
settings-email-new-address = Nieuw adres
settings-email-address = Adres
settings-email-placeholder = naam@example.org
settings-email-send = Stuur een bevestigingslink
settings-email-remove = Verwijder mijn adres
settings-email-sent = We hebben een bevestigingslink naar dat adres gestuurd; open hem om mail te gaan krijgen.
settings-email-removed = Je adres is verwijderd: geen mail meer.
settings-email-confirmed = Bedankt: { $address } is bevestigd.
settings-email-server-sends-none = deze server verstuurt geen mail (de beheerder heeft SMTP_URL en MAIL_FROM niet ingesteld)
settings-email-too-many = te veel bevestigingsmails; probeer het over een uur opnieuw
settings-email-link-unknown = deze bevestigingslink is onbekend of verlopen; voeg het adres opnieuw toe op de instellingenpagina

## Tijdzone.
settings-time-zone = Tijdzone
settings-time-zone-shown = Tijden op deze site staan in <strong data-testid="time-zone">{ $zone }</strong>.
settings-time-zone-shown-until = Tijden op deze site staan in <strong data-testid="time-zone">{ $zone }</strong> tot we de jouwe kennen: de lobby vraagt het aan je browser.
settings-time-zone-label = Tijdzone, zoals je apparaat die noemt (bijvoorbeeld Europe/Amsterdam of America/New_York)
settings-time-zone-saved = Tijden staan nu in { $zone }.
settings-time-zone-choose = kies een tijdzone, bijvoorbeeld Europe/Amsterdam of America/New_York
settings-time-zone-unknown = „{ $name }” is geen tijdzone die we kennen; kies er een zoals Europe/Amsterdam

## Uitnodigingen op naam.
settings-invitations = Uitnodigingen op naam
settings-invite-from = Wie je op naam mag uitnodigen
settings-invite-anyone = Iedereen
settings-invite-played = Alleen mensen met wie ik gespeeld heb
settings-invite-nobody = Niemand
settings-invite-note = Iedereen kan je nog steeds de link van een uitnodiging sturen. Iemand die je niet toelaat, krijgt hetzelfde te horen als bij een naam die niet bestaat.
settings-reviews = De besprekingen door de computer
settings-hide-reviews = Houd de bespreking van mijn zetten voor mij
settings-hide-reviews-note = Als een afgelopen partij besproken wordt, zien de andere spelers en toeschouwers dan de bespreking van ieders zetten behalve de jouwe; jij ziet de jouwe wel.
settings-invite-choose = kies wie je op naam mag uitnodigen: iedereen, mensen met wie je gespeeld hebt, of niemand

## Gedempte en geblokkeerde mensen.
settings-people = Gedempte en geblokkeerde mensen
settings-people-none = Niemand. Om iemand te dempen of te blokkeren, gebruik je de links op hun profiel: dempen verbergt hun chatberichten overal voor je; blokkeren houdt hen ook tegen om je op naam uit te nodigen of aan je uitnodigingen deel te nemen. Ze krijgen het niet te horen.
settings-people-muted = gedempt
settings-people-blocked = geblokkeerd
settings-people-unmute = Niet meer dempen
settings-people-unblock = Deblokkeren

## Wanneer je een melding krijgt.
settings-notifications = Wanneer ik een melding krijg
settings-webhook-off = Je webhook is uitgezet omdat je wachtwoord is veranderd: wie het oude wachtwoord kende, kan hem hebben ingesteld. Hij riep <code>{ $url }</code> aan. Is dat adres van jou, vul het dan hieronder in en sla op om de webhook weer aan te zetten; opslaan zonder adres laat hem uit.
settings-mail = Per mail en op je apparaten
settings-mail-off = Deze server verstuurt op dit moment geen mail; je keuze geldt voor je apparaten, en voor mail zodra de beheerder die aanzet.
settings-mail-every-turn = Bij elke beurt — hoogstens één per spel per uur, en geen zolang je op de site bent
settings-mail-digest = Een dagelijks overzicht van de spellen die op je wachten
settings-mail-none = Niets
settings-mail-choose = kies elke beurt, een dagelijks overzicht of niets
settings-webhook-label = Webhook-URL (optioneel): krijgt een kleine JSON-POST als je aan de beurt bent; werkt met de inkomende webhooks van Discord en Slack
settings-webhook-placeholder = https://discord.com/api/webhooks/…
settings-webhook-refused = webhook: { $why }
settings-webhook-too-long = de URL is te lang
settings-webhook-not-url = geen URL ({ $error })
settings-webhook-scheme = alleen URL's met http:// en https:// zijn toegestaan
settings-webhook-credentials = een URL met een gebruikersnaam of wachtwoord is niet toegestaan
settings-webhook-no-port = de URL heeft geen poort
settings-webhook-no-host = de URL heeft geen host
settings-webhook-refused-address = dit adres kan geen webhooks ontvangen: gebruik een openbaar http(s)-adres
settings-webhook-port = webhooks mogen alleen poort 80, 443, 8080 of 8443 gebruiken, niet { $port }

## Privéfeed.
settings-feed = Privéfeed
settings-feed-explain = Een Atom-feed van de spellen die op je wachten en de laatste zetten, voor elke feedlezer. Houd het adres voor jezelf: iedereen die het heeft, kan de feed lezen.
settings-feed-renewed = Je feed heeft een nieuw adres sinds je wachtwoord veranderde ({ $when }): het oude werkt niet meer. Geef je feedlezer het adres hieronder.
settings-feed-address = Adres van de feed
settings-copy = Kopiëren
settings-feed-renew = Maak een nieuw adres (het oude werkt dan niet meer)
settings-feed-create = Maak mijn feed
settings-feed-renewed-now = Je feed heeft een nieuw adres; het oude werkt niet meer.
settings-feed-ready = Je feed is klaar: kopieer het adres hieronder in je feedlezer.
settings-feed-unknown = er is geen feed op dit adres

## Afwezigheid.
settings-absence = Afwezigheid
settings-absence-explain = Zolang je weg bent, staan de zettermijnen van je spellen stil. Hoogstens { $max ->
    [one] { $max } dag
   *[other] { $max } dagen
} per keer en { $max ->
    [one] { $max } dag
   *[other] { $max } dagen
} in elke periode van { $window } dagen.
settings-absence-none = Geen afwezigheid opgegeven.
settings-away-now = Nu afwezig, terug op { $back }
settings-away-planned = Afwezig van { $from } tot { $to }
settings-absence-end = Ik ben terug
settings-absence-until = Afwezig vanaf nu tot (op deze dag ben je terug, UTC)
settings-absence-declare = Geef mijn afwezigheid op
settings-absence-declared = Veel plezier! Je zetklokken staan stil tot { $back }.
settings-absence-choose-day = kies de dag waarop je terug bent (JJJJ-MM-DD)
settings-absence-ended = Welkom terug: je zetklokken lopen weer.

## Wachtwoord.
settings-password = Wachtwoord
settings-password-explain = Als je het verandert, word je overal elders afgemeld: in andere browsers en bij elk API-token.
settings-password-current = Huidig wachtwoord
settings-password-new = Nieuw wachtwoord
settings-password-repeat = Nieuw wachtwoord nog eens
settings-password-length = Minstens { $min } tekens.
settings-password-change = Verander mijn wachtwoord
settings-password-differ = de twee nieuwe wachtwoorden verschillen; er is niets veranderd
settings-password-changed = Je wachtwoord is veranderd. Al je andere sessies en API-tokens zijn afgemeld.

## Mijn account verwijderen.
settings-delete = Verwijder mijn account
settings-delete-open = Verwijder mijn account…
settings-delete-explain = Je open uitnodigingen worden geannuleerd. Je lopende spellen gaan zonder jou verder: jouw plaats speelt dan automatisch, zoals bij een weggestemde speler. Je afgelopen spellen blijven in de geschiedenis van de anderen, waarin je als „verwijderde speler” staat. Je instellingen, mailadres, feed, API-tokens en meldingen worden gewist. Je gebruikersnaam blijft { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
} bezet; daarna mag iedereen hem nemen. Dit kan niet ongedaan worden gemaakt.
settings-delete-password = Je wachtwoord
settings-delete-understood = Ik begrijp dat mijn account voorgoed weg is
settings-delete-unticked = vink het vakje aan om te bevestigen dat je je account wilt verwijderen; er is niets verwijderd
settings-deleted = Je account is verwijderd. Je lopende spellen gaan zonder jou verder, en in je afgelopen spellen sta je als „verwijderde speler”.

## Recente meldingen.
settings-recent = Recente meldingen
settings-recent-none = Nog geen.
settings-recent-item = { $date } — { $subject } per { $channel ->
    [push] melding
    [webhook] webhook
   *[email] mail
} aan { $recipient }: { $status ->
    [sent] verstuurd
    [pending] wacht op verzending
   *[failed] kon niet worden afgeleverd
}

## Stemmingen en automatische zetten in een spel over dagen.
over-days-game-cancelled = dit spel is geannuleerd
over-days-not-this-turn = deze plaats is niet aan de beurt
over-days-not-playing = je speelt niet mee in dit spel
over-days-game-over = het spel is afgelopen
over-days-removed-cannot-vote = je bent uit dit spel verwijderd en kunt niet stemmen
over-days-remove-yourself = je kunt niet stemmen om jezelf te verwijderen
over-days-no-seat = dit spel heeft geen plaats { $seat } (de plaatsen zijn 0 tot en met { $last })
over-days-remove-too-soon = een speler kan pas worden weggestemd na { $count ->
    [one] { $count } automatische pas
   *[other] { $count } automatische passen
} op rij
over-days-no-computers = { $game } heeft geen computerspelers
over-days-computer-removed-only = alleen de plaats van een verwijderde speler kan aan een computerspeler worden gegeven
over-days-computer-already = een computerspeler speelt deze plaats al
over-days-cancel-too-soon = een spel kan pas worden geannuleerd na { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
} zonder zet

## Notifications on devices (Web Push, src/notify/push.rs).
settings-push = Meldingen op je apparaten
settings-push-explain = Je telefoon of computer kan een melding tonen als je aan de beurt bent, iemand in de chat van een spel schrijft, een spel afloopt of iemand je uitnodigt — volgens je keuze hierboven: elke beurt, het dagelijkse overzicht of niets. Zet de site op een telefoon eerst op je beginscherm (via het menu van je browser).
settings-push-none = Nog geen enkel apparaat krijgt meldingen.
settings-push-device = { $device }, sinds { $since }
settings-push-device-name = { $browser } op { $system }
settings-push-device-gone = een inmiddels verwijderd apparaat
settings-push-remove = Verwijderen
settings-push-test = Stuur een testmelding
settings-push-on = Stuur meldingen naar dit apparaat
settings-push-needs-script = Om meldingen aan te zetten is JavaScript nodig.
settings-push-unsupported = Deze browser kan geen meldingen van websites tonen.
settings-push-denied = Meldingen zijn geblokkeerd voor deze site: sta ze toe in de site-instellingen van je browser en probeer het opnieuw.
settings-push-failed = Deze browser kon meldingen niet aanzetten. Probeer het opnieuw, of gebruik een andere browser.
settings-push-working = Meldingen worden aangezet… dat kan een paar seconden duren.
settings-push-timeout = Je browser gaf binnen { $seconds } seconden geen antwoord: meldingen staan niet aan. Probeer het later opnieuw.
settings-push-ends = Apparaten krijgen geen meldingen meer zodra je je wachtwoord wijzigt of opnieuw instelt.
settings-push-added = Dit apparaat krijgt voortaan meldingen.
settings-push-removed = Dat apparaat krijgt geen meldingen meer.
settings-push-tested = { $count ->
        [one] Er is een testmelding onderweg naar je apparaat.
       *[other] Er is een testmelding onderweg naar je { $count } apparaten.
    }
settings-push-no-such-device = Dat apparaat hoort niet bij jou (misschien is het al verwijderd).
settings-push-too-many = Je hebt al { $max } apparaten; verwijder er een voordat je een nieuw toevoegt.
settings-push-limited = Te veel pogingen: probeer het over { $wait } opnieuw.
settings-push-bad-key = De browser stuurde een abonnement dat deze site niet kan gebruiken.
settings-push-bad-service = De pushdienst van deze browser is niet bruikbaar: { $why }
settings-push-not-https = een pushdienst moet https gebruiken

settings-rename = Je naam met accenten
settings-rename-explain = Gebruikersnamen mogen nu accenten hebben. Je mag ze één keer aan de jouwe toevoegen (Amelie → Amélie), zonder iets anders te veranderen: je spellen, ratings en vrienden blijven bij je, en het adres van je profiel volgt de nieuwe naam.
settings-rename-new = Je gebruikersnaam met accenten
settings-rename-submit = Hernoem mij
settings-renamed = Klaar: je heet nu { $username }.
settings-rename-accents-only = de nieuwe naam moet je gebruikersnaam zijn met accenten erbij, en verder niets veranderd
settings-rename-used = je hebt je naam al een keer veranderd
