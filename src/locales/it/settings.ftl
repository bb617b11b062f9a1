# Le parole del sito: vedi src/game/text/mod.rs (SITE_MESSAGES).
# La pagina delle impostazioni, i rifiuti delle impostazioni e delle votazioni di una
# partita giocata in più giorni (vedi il file inglese per i punti del codice).

## La pagina delle impostazioni.
settings-title = Impostazioni
settings-save = Salva
settings-saved = Salvato.

## Lingua.
settings-language = Lingua
settings-language-legend = La lingua del sito
settings-language-explain = Le pagine, le mail, il tuo feed e i messaggi del tuo webhook arrivano nella lingua che scegli qui.
settings-language-not-chosen = Non ne hai ancora scelta una: le pagine seguono il tuo browser, mentre le mail, il tuo feed e i messaggi del tuo webhook arrivano in inglese.

## Indirizzo mail.
settings-email = Indirizzo mail
settings-email-no-mail = Questo server non invia mail (il suo amministratore non ha configurato un server di posta). Il feed e il webhook qui sotto funzionano comunque.
settings-email-verified = Le notifiche vanno a <strong>{ $address }</strong> (verificato).
settings-email-none = Ancora nessun indirizzo verificato.
settings-email-pending = In attesa di conferma: <strong>{ $address }</strong>. Apri il link nella mail che ti abbiamo inviato (valido per { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
}).
settings-email-new-address = Nuovo indirizzo
settings-email-address = Indirizzo
settings-email-placeholder = nome@example.org
settings-email-send = Invia un link di conferma
settings-email-remove = Rimuovi il mio indirizzo
settings-email-sent = Abbiamo inviato un link di conferma a quell’indirizzo; aprilo per iniziare a ricevere mail.
settings-email-removed = Il tuo indirizzo è stato rimosso: niente più mail.
settings-email-confirmed = Grazie: { $address } è confermato.
settings-email-server-sends-none = questo server non invia mail (il suo amministratore non ha impostato SMTP_URL e MAIL_FROM)
settings-email-too-many = troppe mail di verifica; riprova tra un’ora
settings-email-link-unknown = questo link di verifica è sconosciuto o scaduto; aggiungi di nuovo l’indirizzo nella pagina delle impostazioni

## Fuso orario.
settings-time-zone = Fuso orario
settings-time-zone-shown = Gli orari di questo sito sono mostrati nel fuso <strong data-testid="time-zone">{ $zone }</strong>.
settings-time-zone-shown-until = Gli orari di questo sito sono mostrati nel fuso <strong data-testid="time-zone">{ $zone }</strong> finché non conosciamo il tuo: la sala lo chiede al tuo browser.
settings-time-zone-label = Fuso orario, come lo chiama il tuo dispositivo (per esempio Europe/Rome o America/New_York)
settings-time-zone-saved = Ora gli orari sono mostrati nel fuso { $zone }.
settings-time-zone-choose = scegli un fuso orario, per esempio Europe/Rome o America/New_York
settings-time-zone-unknown = «{ $name }» non è un fuso orario che conosciamo; scegline uno come Europe/Rome

## Inviti per nome.
settings-invitations = Inviti per nome
settings-invite-from = Chi può invitarti per nome
settings-invite-anyone = Chiunque
settings-invite-played = Solo le persone con cui ho giocato
settings-invite-nobody = Nessuno
settings-invite-note = Chiunque può comunque mandarti il link di un invito. A chi non accetti viene detto lo stesso che per un nome che non esiste.
settings-reviews = Le analisi del computer
settings-hide-reviews = Tieni per me l’analisi delle mie mosse
settings-hide-reviews-note = Quando una partita finita viene analizzata, gli altri giocatori e gli spettatori vedono allora l’analisi delle mosse di tutti tranne le tue; tu vedi sempre la tua.
settings-invite-choose = scegli chi può invitarti per nome: chiunque, le persone con cui hai giocato o nessuno

## Persone silenziate e bloccate.
settings-people = Persone silenziate e bloccate
settings-people-none = Nessuno. Per silenziare o bloccare qualcuno, usa i link sul suo profilo: silenziare ti nasconde ovunque i suoi messaggi in chat; bloccare gli impedisce anche di invitarti per nome o di unirsi ai tuoi inviti. Non riceve alcun avviso.
settings-people-muted = silenziato
settings-people-blocked = bloccato
settings-people-unmute = Non silenziare più
settings-people-unblock = Sblocca

## Quando avvisarmi.
settings-notifications = Quando avvisarmi
settings-webhook-off = Il tuo webhook è stato disattivato perché la tua password è cambiata: chi conosceva la vecchia password potrebbe averlo impostato. Chiamava <code>{ $url }</code>. Se quell’indirizzo è tuo, inseriscilo qui sotto e salva per riattivare il webhook; salvare senza lo lascia disattivato.
settings-mail = Per mail e sui tuoi dispositivi
settings-mail-off = Al momento questo server non invia mail; la tua scelta vale per i tuoi dispositivi, e per la mail non appena il suo amministratore la attiva.
settings-mail-every-turn = A ogni turno — al massimo una per partita all’ora, e nessuna mentre sei sul sito
settings-mail-digest = Un riepilogo quotidiano delle partite che ti aspettano
settings-mail-none = Niente
settings-mail-choose = scegli tra: a ogni turno, un riepilogo quotidiano o niente
settings-webhook-label = URL del webhook (facoltativo): riceve un piccolo POST JSON quando tocca a te; funziona con i webhook in entrata di Discord e Slack
settings-webhook-placeholder = https://discord.com/api/webhooks/…
settings-webhook-refused = webhook: { $why }
settings-webhook-too-long = l’URL è troppo lungo
settings-webhook-not-url = non è un URL ({ $error })
settings-webhook-scheme = sono ammessi solo URL http:// e https://
settings-webhook-credentials = non è ammesso un URL con nome utente o password
settings-webhook-no-port = l’URL non ha una porta
settings-webhook-no-host = l’URL non ha un host
settings-webhook-refused-address = questo indirizzo non può ricevere webhook: usa un indirizzo http(s) pubblico
settings-webhook-port = i webhook possono usare solo le porte 80, 443, 8080 o 8443, non { $port }

## Feed privato.
settings-feed = Feed privato
settings-feed-explain = Un feed Atom delle partite che ti aspettano e delle ultime mosse, per qualsiasi lettore di feed. Tieni l’indirizzo per te: chiunque lo abbia può leggerlo.
settings-feed-renewed = Il tuo feed ha un nuovo indirizzo da quando la tua password è cambiata ({ $when }): quello vecchio non funziona più. Dai al tuo lettore di feed l’indirizzo qui sotto.
settings-feed-address = Indirizzo del feed
settings-copy = Copia
settings-feed-renew = Crea un nuovo indirizzo (quello vecchio smette di funzionare)
settings-feed-create = Crea il mio feed
settings-feed-renewed-now = Il tuo feed ha un nuovo indirizzo; quello vecchio non funziona più.
settings-feed-ready = Il tuo feed è pronto: copia il suo indirizzo qui sotto nel tuo lettore di feed.
settings-feed-unknown = non c’è nessun feed a questo indirizzo

## Assenza.
settings-absence = Assenza
settings-absence-explain = Mentre sei via, le scadenze delle mosse delle tue partite restano ferme. Al massimo { $max ->
    [one] { $max } giorno
   *[other] { $max } giorni
} alla volta e { $max ->
    [one] { $max } giorno
   *[other] { $max } giorni
} in ogni periodo di { $window } giorni.
settings-absence-none = Nessuna assenza dichiarata.
settings-away-now = Assenza in corso, ritorno il { $back }
settings-away-planned = Assenza dal { $from } al { $to }
settings-absence-end = Sono di ritorno
settings-absence-until = Assenza da ora fino al (il giorno in cui torni, UTC)
settings-absence-declare = Dichiara la mia assenza
settings-absence-declared = Buon divertimento! I tuoi orologi di gioco restano fermi fino al { $back }.
settings-absence-choose-day = scegli il giorno in cui torni (AAAA-MM-GG)
settings-absence-ended = Ti diamo il bentornato: i tuoi orologi di gioco ripartono.

## Password.
settings-password = Password
settings-password-explain = Cambiarla ti disconnette ovunque altrove: dagli altri browser e da ogni token API.
settings-password-current = Password attuale
settings-password-new = Nuova password
settings-password-repeat = Ripeti la nuova password
settings-password-length = Almeno { $min } caratteri.
settings-password-change = Cambia la mia password
settings-password-differ = le due nuove password non coincidono; non è cambiato nulla
settings-password-changed = La tua password è cambiata. Tutte le tue altre sessioni e i tuoi token API sono stati disconnessi.

## Elimina il mio account.
settings-delete = Elimina il mio account
settings-delete-open = Elimina il mio account…
settings-delete-explain = I tuoi inviti aperti vengono annullati. Le tue partite in corso continuano senza di te: il tuo posto muove automaticamente, come per un giocatore escluso per votazione. Le tue partite finite restano nella cronologia degli altri, dove compari come «giocatore eliminato». Le tue impostazioni, l’indirizzo mail, il feed, i token API e le notifiche vengono cancellati. Il tuo nome utente resta occupato per { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
}, poi chiunque può prenderlo. Non si può annullare.
settings-delete-password = La tua password
settings-delete-understood = Capisco che il mio account sparisce per sempre
settings-delete-unticked = spunta la casella per confermare che vuoi eliminare il tuo account; non è stato eliminato nulla
settings-deleted = Il tuo account è stato eliminato. Le tue partite in corso continuano senza di te, e nelle tue partite finite compari come «giocatore eliminato».

## Notifiche recenti.
settings-recent = Notifiche recenti
settings-recent-none = Ancora nessuna.
settings-recent-item = { $date } — { $subject } via { $channel ->
    [push] notifica
    [webhook] webhook
   *[email] mail
} a { $recipient }: { $status ->
    [sent] inviata
    [pending] in attesa di invio
   *[failed] non recapitata
}

## Votazioni e mosse automatiche in una partita giocata in più giorni.
over-days-game-cancelled = questa partita è stata annullata
over-days-not-this-turn = non è il turno di questo posto
over-days-not-playing = non giochi in questa partita
over-days-game-over = la partita è finita
over-days-removed-cannot-vote = sei stato escluso da questa partita e non puoi votare
over-days-remove-yourself = non puoi votare la tua stessa esclusione
over-days-no-seat = questa partita non ha il posto { $seat } (i suoi posti vanno da 0 a { $last })
over-days-remove-too-soon = un giocatore può essere escluso per votazione solo dopo { $count ->
    [one] { $count } passaggio automatico
   *[other] { $count } passaggi automatici
} di fila
over-days-no-computers = { $game } non ha giocatori computer
over-days-computer-removed-only = solo il posto di un giocatore escluso può essere affidato a un giocatore computer
over-days-computer-already = un giocatore computer gioca già questo posto
over-days-cancel-too-soon = una partita può essere annullata solo dopo { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
} senza mosse

## Notifications on devices (Web Push, src/notify/push.rs).
settings-push = Notifiche sui tuoi dispositivi
settings-push-explain = Il tuo telefono o computer può mostrare una notifica quando tocca a te, quando qualcuno scrive nella chat di una partita, quando una partita finisce o quando qualcuno ti invita — secondo la tua scelta qui sopra: a ogni turno, il riepilogo quotidiano o niente. Su un telefono, aggiungi prima il sito alla schermata Home (dal menu del browser).
settings-push-none = Nessun dispositivo riceve ancora notifiche.
settings-push-device = { $device }, { DAL($since) }
settings-push-device-name = { $browser } su { $system }
settings-push-device-gone = un dispositivo rimosso nel frattempo
settings-push-remove = Rimuovi
settings-push-test = Invia una notifica di prova
settings-push-on = Invia notifiche a questo dispositivo
settings-push-needs-script = Per attivare le notifiche serve JavaScript.
settings-push-unsupported = Questo browser non può mostrare notifiche dai siti web.
settings-push-denied = Le notifiche sono bloccate per questo sito: consentile nelle impostazioni del sito del browser e riprova.
settings-push-failed = Questo browser non è riuscito ad attivare le notifiche. Riprova, oppure usa un altro browser.
settings-push-working = Attivazione delle notifiche… può richiedere qualche secondo.
settings-push-timeout = Il tuo browser non ha risposto entro { $seconds } secondi: le notifiche non sono attive. Riprova più tardi.
settings-push-ends = I dispositivi smettono di ricevere notifiche quando cambi o reimposti la password.
settings-push-added = Da ora questo dispositivo riceverà le notifiche.
settings-push-removed = Quel dispositivo non riceverà più notifiche.
settings-push-tested = { $count ->
        [one] Una notifica di prova sta arrivando al tuo dispositivo.
       *[other] Una notifica di prova sta arrivando ai tuoi { $count } dispositivi.
    }
settings-push-no-such-device = Quel dispositivo non è tra i tuoi (forse è già stato rimosso).
settings-push-too-many = Hai già { $max } dispositivi; rimuovine uno prima di aggiungerne un altro.
settings-push-limited = Troppi tentativi: riprova tra { $wait }.
settings-push-bad-key = Il browser ha inviato un’iscrizione che questo sito non può usare.
settings-push-bad-service = Il servizio push di questo browser non è utilizzabile: { $why }
settings-push-not-https = un servizio push deve usare https

settings-rename = Il tuo nome con gli accenti
settings-rename-explain = Ora i nomi utente possono avere accenti. Puoi aggiungerli al tuo una volta (Amelie → Amélie), senza cambiare altro: partite, punteggi e amici restano con te, e l’indirizzo del tuo profilo segue il nuovo nome.
settings-rename-new = Il tuo nome utente con gli accenti
settings-rename-submit = Rinominami
settings-renamed = Fatto: ora sei { $username }.
settings-rename-accents-only = il nuovo nome deve essere il tuo nome utente con gli accenti aggiunti, senza altre modifiche
settings-rename-used = hai già cambiato nome una volta
