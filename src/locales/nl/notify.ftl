# De woorden van meldingen: mails (templates/email/*.txt), webhookberichten en de privéfeed
# (Atom), elk in de taal van wie ze krijgt. Zie src/game/text/mod.rs (SITE_MESSAGES).

## Wat elke mail deelt.
notify-mail-hello = Hallo { $name },
notify-mail-footer = Mai Pen Rai. Kies hier welke mails je krijgt: { $url }
notify-since-last-move = Sinds je laatste zet:
notify-in-the-chat = In de chat:
notify-recap-more = … en { $count } { $count ->
        [one] eerdere stap
       *[other] eerdere stappen
    } ({ $url })
notify-step-played = { $name } speelde { $move }.
notify-chat-wrote = { $name } schreef: { $text }

## "Jij bent aan de beurt" (templates/email/turn.txt).
notify-turn-subject = Jouw beurt: { $title } (met { $others })
notify-turn-intro = Je bent aan de beurt in { $title } (met { $others }).
notify-turn-time-left = Resterende tijd voor deze zet: { $left }.
notify-turn-play-now = Nu spelen: { $url }
notify-turn-footer =
    Mai Pen Rai. Je krijgt deze mail omdat je voor een mail bij elke beurt hebt gekozen
    (hoogstens één per spel per uur). Wijzig dat hier: { $url }

## "Je spel is begonnen" (templates/email/started.txt).
notify-started-subject = Je spel is begonnen: { $title }
notify-started-intro = Je uitnodiging is vol en het spel is begonnen: { $title }, met { $others }.
notify-started-your-turn = Jij bent aan de beurt.
notify-started-first = { $name } begint; je hoort het zodra jij aan de beurt bent.
notify-started-go = Naar het spel: { $url }
notify-started-commitment =
    Voor de eerste zet heeft de server zich vastgelegd op de opstelling van dit spel (alles
    wat willekeurig getrokken wordt, zoals de volgorde van een stapel kaarten). De
    vingerafdruk ervan, SHA-256 over de opstelling en een geheim zout:
notify-started-keep =
    Bewaar deze mail: als het spel afgelopen is, worden de opstelling en het zout onthuld en
    kun je ze met deze vingerafdruk vergelijken (de spelpagina doet het voor je; hoe:
    { $url }#commitment).

## "Het spel is afgelopen" (templates/email/ended.txt).
notify-ended-subject-won = Het spel is afgelopen — je hebt gewonnen: { $title }
notify-ended-subject-lost = Het spel is afgelopen — je hebt verloren: { $title }
notify-ended-won = Het spel is afgelopen: je hebt gewonnen!
notify-ended-lost = Het spel is afgelopen: je hebt verloren.
notify-ended-with = { $title }, met { $others }.
notify-ended-see = Bekijk de eindstand en het hele spel: { $url }

## De dagelijkse samenvatting (templates/email/digest.txt).
notify-digest-subject = { $count ->
        [one] Mai Pen Rai: er wacht een spel op jouw zet
       *[other] Mai Pen Rai: er wachten { $count } spellen op jouw zet
    }
notify-digest-intro = { $count ->
        [one] Er wacht een spel op jouw zet:
       *[other] Er wachten { $count } spellen op jouw zet:
    }
notify-digest-game = { $title } (met { $others }), wacht al { $waiting }
notify-digest-game-left = { $title } (met { $others }), wacht al { $waiting }, nog { $left } te gaan
notify-digest-footer =
    Mai Pen Rai. Je krijgt deze mail één keer per dag omdat je voor de dagelijkse samenvatting
    hebt gekozen. Wijzig dat hier: { $url }

## Een uitnodiging op naam (templates/email/invited.txt).
notify-invited-subject = { $inviter } nodigt je uit om { $title } te spelen
notify-invited-intro = { $inviter } nodigt je uit om { $title } te spelen.
notify-invited-note = „{ $note }”
notify-invited-join = Doe hier mee: { $url }
notify-invited-lobby = (Je vindt deze uitnodiging ook in je lobby.)

## Een mailadres bevestigen (templates/email/verify.txt).
notify-verify-subject = Bevestig je adres voor Mai Pen Rai
notify-verify-ask =
    Bevestig dat Mai Pen Rai spelmeldingen mag sturen naar { $email }
    door binnen { $hours } uur deze link te openen:
notify-verify-ignore = Heb je hier niet om gevraagd? Negeer deze mail dan: je krijgt niets toegestuurd.

## Een nieuw wachtwoord kiezen (templates/email/reset.txt).
notify-reset-subject = Kies een nieuw wachtwoord voor Mai Pen Rai
notify-reset-asked =
    Iemand (hopelijk jij) heeft gevraagd om een nieuw wachtwoord te kiezen voor je
    Mai Pen Rai-account. Open binnen { $hours } uur deze link om het te kiezen:
notify-reset-once = De link werkt één keer. Met een nieuw wachtwoord word je overal elders afgemeld.
notify-reset-ignore = Heb je hier niet om gevraagd? Negeer deze mail dan: je wachtwoord blijft zoals het is.

## Wat een moderator deed (templates/email/moderation.txt).
notify-moderation-record = Moderatoren houden van elke actie bij wat ze deden en waarom.

## Mailadressen die iemand intypt (foutmeldingen).
notify-address-enter = vul een mailadres in, zoals naam@example.org
notify-address-ip = { $address } noemt een server bij zijn IP-adres; gebruik een domeinnaam
notify-address-invalid = { $address } is geen mailadres

## Webhookberichten (één regel).
notify-webhook-started = { $name }: je spel is begonnen: { $title } (met { $others }). { $url }
notify-webhook-commitment = — Vastlegging van de opstelling (SHA-256): { $sha }
notify-webhook-turn = { $name }: je bent aan de beurt in { $title } (met { $others }). { $url }
notify-webhook-since = — Sinds je laatste zet: { $recap }
notify-your-turn = Jouw beurt: { $title }

## De privéfeed (Atom).
notify-feed-title = Mai Pen Rai — spellen van { $name }
notify-feed-time-left = Resterende tijd: { $left }.
notify-feed-started = Spel begonnen: { $title }
notify-feed-commitment = Voor de eerste zet heeft de server zich vastgelegd op de opstelling van dit spel: SHA-256 { $sha }. Als het spel afgelopen is, worden de opstelling en het zout onthuld, zodat je ze hiermee kunt vergelijken.
notify-feed-move = { $title }: zet { $step } door { $name }
notify-feed-wrote = { $title }: { $name } schreef
notify-feed-won = Spel afgelopen — je hebt gewonnen: { $title }
notify-feed-lost = Spel afgelopen — je hebt verloren: { $title }
notify-feed-cancelled = Geannuleerd na stilstand: { $title }
notify-feed-cancelled-summary = De spelers hebben gestemd om dit spel te annuleren nadat het was stilgevallen.

## Push notices (src/notify/push.rs): a chat message, a test.
notify-chat-push-title = { $name } schreef in { $title }
notify-push-test-title = Meldingen werken
notify-push-test-body = Dit apparaat hoort voortaan van je spellen op Mai Pen Rai.
