# Le parole delle notifiche: email (templates/email/*.txt), messaggi webhook e feed Atom
# privato, ciascuno nella lingua di chi lo riceve. Vedi src/game/text/mod.rs (SITE_MESSAGES).

## Ciò che tutte le email condividono.
notify-mail-hello = Ciao { $name },
notify-mail-footer = Mai Pen Rai. Scegli qui quali email ricevere: { $url }
notify-since-last-move = Dalla tua ultima mossa:
notify-in-the-chat = Nella chat:
notify-recap-more = … e { $count } { $count ->
        [one] mossa precedente
       *[other] mosse precedenti
    } ({ $url })
notify-step-played = { $name } ha giocato { $move }.
notify-chat-wrote = { $name } ha scritto: { $text }

## "Tocca a te" (templates/email/turn.txt).
notify-turn-subject = Tocca a te: { $title } (con { $others })
notify-turn-intro = tocca a te in { $title } (con { $others }).
notify-turn-time-left = Tempo rimasto per questa mossa: { $left }.
notify-turn-play-now = Gioca ora: { $url }
notify-turn-footer =
    Mai Pen Rai. Ricevi questa email perché hai scelto un’email a ogni turno
    (al massimo una per partita all’ora). Cambia qui: { $url }

## "La tua partita è iniziata" (templates/email/started.txt).
notify-started-subject = La tua partita è iniziata: { $title }
notify-started-intro = il tuo invito è al completo e la partita è iniziata: { $title }, con { $others }.
notify-started-your-turn = Tocca a te.
notify-started-first = Inizia { $name }; ti avviseremo quando toccherà a te.
notify-started-go = Vai alla partita: { $url }
notify-started-commitment =
    Prima della mossa iniziale il server si è impegnato sulla preparazione di questa partita
    (tutto ciò che è estratto a caso, come l’ordine di un mazzo). La sua impronta, SHA-256
    della preparazione e di un sale segreto:
notify-started-keep =
    Conserva questa email: alla fine della partita la preparazione e il sale vengono rivelati e
    potrai confrontarli con questa impronta (la pagina della partita lo fa per te; come:
    { $url }#commitment).

## "La partita è finita" (templates/email/ended.txt).
notify-ended-subject-won = La partita è finita — hai vinto: { $title }
notify-ended-subject-lost = La partita è finita — hai perso: { $title }
notify-ended-won = la partita è finita: hai vinto!
notify-ended-lost = la partita è finita: hai perso.
notify-ended-with = { $title }, con { $others }.
notify-ended-see = Guarda la posizione finale e tutta la partita: { $url }

## Il riepilogo quotidiano (templates/email/digest.txt).
notify-digest-subject = { $count ->
        [one] Mai Pen Rai: una partita attende la tua mossa
       *[other] Mai Pen Rai: { $count } partite attendono la tua mossa
    }
notify-digest-intro = { $count ->
        [one] una partita attende la tua mossa:
       *[other] { $count } partite attendono la tua mossa:
    }
notify-digest-game = { $title } (con { $others }), in attesa da { $waiting }
notify-digest-game-left = { $title } (con { $others }), in attesa da { $waiting }, tempo rimasto: { $left }
notify-digest-footer =
    Mai Pen Rai. Ricevi questa email una volta al giorno perché hai scelto il riepilogo
    quotidiano. Cambia qui: { $url }

## Un invito per nome (templates/email/invited.txt).
notify-invited-subject = { $inviter } ti invita a giocare a { $title }
notify-invited-intro = { $inviter } ti invita a giocare a { $title }.
notify-invited-note = «{ $note }»
notify-invited-join = Unisciti alla partita qui: { $url }
notify-invited-lobby = (Trovi questo invito anche nella tua Sala.)

## Confermare un indirizzo email (templates/email/verify.txt).
notify-verify-subject = Conferma il tuo indirizzo per Mai Pen Rai
notify-verify-ask =
    conferma che Mai Pen Rai può inviare notifiche delle partite a { $email }
    aprendo questo link entro { $hours ->
        [one] un’ora
       *[other] { $hours } ore
    }:
notify-verify-ignore = Se non l’hai chiesto tu, ignora questa email: non ti verrà inviato nulla.

## Scegliere una nuova password (templates/email/reset.txt).
notify-reset-subject = Scegli una nuova password per Mai Pen Rai
notify-reset-asked =
    qualcuno (speriamo tu) ha chiesto di scegliere una nuova password per il tuo account
    Mai Pen Rai. Apri questo link entro { $hours ->
        [one] un’ora
       *[other] { $hours } ore
    } per sceglierla:
notify-reset-once = Il link funziona una sola volta. Una nuova password chiude tutte le altre sessioni aperte.
notify-reset-ignore = Se non l’hai chiesto tu, ignora questa email: la tua password resta com’è.

## L'azione di un moderatore (templates/email/moderation.txt).
notify-moderation-record = I moderatori tengono traccia di ogni azione che compiono, con la sua motivazione.

## Gli indirizzi email digitati (errori).
notify-address-enter = inserisci un indirizzo email come nome@example.org
notify-address-ip = { $address } indica un server con il suo indirizzo IP; usa un nome di dominio
notify-address-invalid = { $address } non è un indirizzo email

## I messaggi webhook (una riga).
notify-webhook-started = { $name }: la tua partita è iniziata: { $title } (con { $others }). { $url }
notify-webhook-commitment = — Impegno sulla preparazione (SHA-256): { $sha }
notify-webhook-turn = { $name }: tocca a te in { $title } (con { $others }). { $url }
notify-webhook-since = — Dalla tua ultima mossa: { $recap }
notify-your-turn = Tocca a te: { $title }

## Il feed Atom privato.
notify-feed-title = Mai Pen Rai — partite di { $name }
notify-feed-time-left = Tempo rimasto: { $left }.
notify-feed-started = Partita iniziata: { $title }
notify-feed-commitment = Prima della mossa iniziale il server si è impegnato sulla preparazione di questa partita: SHA-256 { $sha }. Alla fine della partita la preparazione e il suo sale vengono rivelati, per poterli confrontare con questa impronta.
notify-feed-move = { $title }: mossa { $step } di { $name }
notify-feed-wrote = { $title }: { $name } ha scritto
notify-feed-won = Partita finita — hai vinto: { $title }
notify-feed-lost = Partita finita — hai perso: { $title }
notify-feed-cancelled = Annullata perché bloccata: { $title }
notify-feed-cancelled-summary = I giocatori hanno votato per annullare questa partita, che era bloccata.

## Push notices (src/notify/push.rs): a chat message, a test.
notify-chat-push-title = { $name } ha scritto in { $title }
notify-push-test-title = Le notifiche funzionano
notify-push-test-body = Questo dispositivo saprà delle tue partite su Mai Pen Rai.
