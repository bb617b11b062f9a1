# Le parole del sito: vedi src/game/text/mod.rs (SITE_MESSAGES).
# La pagina di benvenuto, la sala, gli elenchi delle partite (aperte, da guardare,
# finite), gli inviti per nome e le rivincite, le pagine d’errore e i messaggi d’errore
# propri dell’API.

## La pagina di benvenuto (templates/welcome.html), per i visitatori.
lobby-welcome-title = Mai Pen Rai — giochi da tavolo con i tuoi tempi
lobby-welcome-play = Gioca a { $games } con gli amici, una mossa alla volta, quando ti fa comodo. Crea un invito, manda il link, e la partita inizia quando tutti i posti sono occupati.
lobby-welcome-comma = ,{" "}
lobby-welcome-or = {" "}o{" "}
lobby-welcome-how = Come funziona
lobby-welcome-invite = <strong>Invita.</strong> Scegli il gioco, il numero di giocatori e le opzioni del gioco, poi manda il link.
lobby-welcome-when = <strong>Gioca quando vuoi.</strong> Al tuo turno costruisci la mossa sul tabellone, clic dopo clic; un’anteprima mostra il risultato prima che tu confermi.
lobby-welcome-computer = <strong>Nessuno libero stasera?</strong> Dopo la registrazione, premi <em>Gioca ora contro il computer</em> nella tua sala: una partita inizia subito, contro un giocatore computer che vede solo ciò che il suo posto può vedere.
lobby-welcome-history = <strong>Guarda indietro.</strong> Ogni partita conserva la sua cronologia; le partite finite si possono rivedere mossa per mossa e scaricare.
lobby-welcome-more = Non conosci il gioco? Leggi le <a href="/rules">regole</a>. Ti incuriosisce? Sfoglia le <a href="/games/finished">partite finite</a>.

## La sala (templates/lobby.html).
lobby-title = Sala
lobby-settings = Impostazioni: notifiche, fuso orario, feed, assenze, password e il tuo account
lobby-profile = Il tuo profilo e i tuoi punteggi
lobby-your-turn = Tocca a te
lobby-no-turn = Nessuna partita ti sta aspettando.
lobby-running = Le tue altre partite in corso
lobby-none = Nessuna.
lobby-to-move = tocca a { $player }
lobby-player-deadline = { $player }: { $deadline }
lobby-waiting-since = in attesa { DAL($since) } ({ $ago })
lobby-last-move = ultima mossa { $when } ({ $ago })
lobby-cancelled-at = annullata { $when }
lobby-finished-at = finita { $when }
lobby-clock-paused = orologio fermo: assente fino { AL($until) }
lobby-time-ran-out = tempo scaduto
lobby-time-left = ancora { $left }
lobby-seats = { $taken } su { $seats } posti occupati: { $names }
lobby-invited = Inviti per te
lobby-invited-more = Inviti per te meno recenti →
lobby-invitations = I tuoi inviti aperti
lobby-no-invitations = Nessuno. Creane uno qui sotto e manda il link ai tuoi amici.
lobby-invitation-link = Link dell’invito
lobby-expired = Inviti scaduti
lobby-expired-note = Non tutti i posti sono stati occupati entro { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
}, quindi questi inviti sono terminati. Creane uno nuovo qui sotto per riprovare.
lobby-expired-at = scaduto { $when }
lobby-play-now = Gioca ora contro il computer
lobby-play-now-note = Una partita a due giocatori che inizia subito; chi comincia viene sorteggiato come sempre.
lobby-play-now-against = { $game } contro il computer:
lobby-play-now-submit = Gioca ora
lobby-new-invitation = Nuovo invito
lobby-players = Giocatori
lobby-computers = Giocatori computer
lobby-computer-seats = Posti per giocatori computer
lobby-computers-none = Nessuno — solo persone
lobby-computers-count = { $count ->
    [one] { $count } giocatore computer
   *[other] { $count } giocatori computer
}
lobby-computers-note = Almeno un posto resta a una persona; la partita inizia quando i posti delle persone sono occupati. I giocatori computer vedono solo ciò che vedrebbe una persona al loro posto (<a href="/rules/computer-players">come giocano</a>).
lobby-who-may-join = Chi può partecipare
lobby-link-only = Solo chi ha il link
lobby-listed = Chiunque: mettilo tra le <a href="/open-games">Partite aperte</a>
lobby-invite-by-name = Invita per nome utente (facoltativo)
lobby-invite-placeholder = es. alice, bob
lobby-invite-note = Vedono l’invito nella loro sala e ricevono un’e-mail (se hanno scelto le e-mail).
lobby-rating = Punteggio
lobby-rated = Valida per il punteggio — il risultato conta per il punteggio di tutti
lobby-casual = Amichevole
lobby-computers-casual = Le partite con giocatori computer sono sempre amichevoli.
lobby-leaderboard = Classifica
lobby-chat = Chat
lobby-chat-on = Attiva — i giocatori possono scriversi
lobby-chat-off = Disattivata
lobby-deadline = Tempo per mossa
lobby-deadline-none = Nessuno — prenditi tutto il tempo che vuoi
lobby-deadline-days = { $days ->
    [one] { $days } giorno per mossa
   *[other] { $days } giorni per mossa
}
lobby-deadline-note = Con un tempo per mossa, chi esaurisce il tempo { $does }; dopo tre { $moves } di fila gli altri possono votarne l’esclusione. Le assenze dichiarate nelle <a href="/settings#absence">tue impostazioni</a> fermano l’orologio.
lobby-note = Nota (facoltativa, fino a 200 caratteri)
lobby-note-placeholder = es. partita amichevole, una mossa al giorno
lobby-create = Crea l’invito
lobby-finished = Le tue partite finite
lobby-none-yet = Ancora nessuna.
lobby-result-won = ★ vinta
lobby-result-shared = ★ vittoria condivisa
lobby-result-lost = persa
lobby-result-cancelled = annullata
lobby-replay = rivedi

## Partite finite (templates/games/finished.html).
lobby-finished-title = Partite finite
lobby-finished-intro = Tutte le partite finite di un invito elencato in «Partite aperte», e le tue, dalla più recente. Aprine una per vedere la posizione finale, tutta la sua cronologia mossa per mossa, e per scaricarne il registro.
lobby-finished-none = Nessuna partita è ancora finita.
lobby-finished-none-here = Nessuna partita finita in questa pagina.
lobby-finished-when = Finita
lobby-finished-game = Partita
lobby-finished-players = Giocatori
lobby-finished-result = Risultato (chi ha vinto e perché)
lobby-newer = ← Più recenti
lobby-older = Meno recenti →

## Partite aperte e Guarda (templates/tables/).
lobby-open-title = Partite aperte
lobby-open-intro = Inviti che chi li ha creati ha aperto a tutti. Per elencare il tuo, scegli «Chiunque» quando lo crei nella <a href="/#new-invitation">sala</a>.
lobby-open-log-in = <a href="/login?next=/open-games">Accedi</a> o <a href="/signup?next=/open-games">crea un account</a> per partecipare.
lobby-open-none = Nessuna partita aperta in questo momento.
lobby-open-host = di <a href="/players/{ $link }">{ $host }</a>
lobby-open-seated = il tuo posto è occupato
lobby-open-join = Partecipa…
lobby-watch-title = Guarda
lobby-watch-intro = Le partite in corso che chi le ha create ha aperto a tutti, dall’ultima mossa. Vedi ciò che vede ogni spettatore: mai una carta nascosta; la chat dei giocatori a partita finita.
lobby-watch-none = Nessuna partita elencata è in corso in questo momento.
lobby-watch-last = ultima mossa { $when }
lobby-watch-to-move = tocca a { $player } · ultima mossa { $when }

## Inviti per nome e rivincite (le risposte del servizio).
lobby-not-invitable = non puoi invitare { $name } per nome: non esiste un giocatore con questo nome, oppure non accetta i tuoi inviti per nome
lobby-own-seat = hai già il tuo posto; invita gli altri per nome
lobby-naming-limit = hai già { $most ->
    [one] { $most } invito aperto
   *[other] { $most } inviti aperti
} per { $name }; aspetta una risposta o annullane uno
lobby-too-many-invitees = questo invito ha { $seats ->
    [one] { $seats } posto libero
   *[other] { $seats } posti liberi
} per persone: non invitarne di più
lobby-invite-limited = nell’ultima ora hai invitato persone per nome { $most } volte; riprova tra { $wait }
lobby-invitation-closed = questo invito non è più aperto
lobby-joined-already = partecipi già a questo invito; lascialo, piuttosto
lobby-not-invited = non hai ricevuto questo invito per nome, oppure l’hai già rifiutato
lobby-rematch-players = solo i giocatori della partita possono proporre una rivincita
lobby-rematch-running = la partita è ancora in corso; la rivincita viene dopo
lobby-rematch-started = La nuova partita è iniziata. Buon divertimento!
lobby-rematch-created = Rivincita creata: gli altri giocatori sono invitati e la vedono nella loro sala.

## Le pagine d’errore (templates/error.html) e gli errori che ogni pagina può incontrare.
error-not-found = Non trovato
error-not-allowed = Non consentito
error-log-in = Accedi, per favore
error-changed = Le cose sono cambiate
error-slow-down = Piano
error-unavailable = Non disponibile per il momento
error-went-wrong = Qualcosa è andato storto
error-did-not-work = Non ha funzionato
error-status = Errore { $status }.
error-back-to-game = Torna alla partita
error-back-to-lobby = Torna alla sala
error-database = il database non è disponibile, riprova tra poco
error-internal = qualcosa è andato storto da parte nostra; è stato registrato
error-log-in-first = prima accedi
error-csrf = questo modulo è scaduto o non viene da questo sito; ricarica la pagina e riprova
error-cannot-save = il server al momento non può salvare, quindi non è cambiato nulla; riprova più tardi
error-damaged-game = la registrazione di questa partita non si può leggere, quindi non può essere mostrata né proseguita; le altre partite non ne risentono. Il gestore del server è stato avvisato
error-nothing-here = non c’è niente a questo indirizzo
error-method = questo indirizzo non accetta quel metodo
error-too-large = il corpo della richiesta è troppo grande
error-send-json = invia JSON con Content-Type: application/json
error-forbidden = non consentito
error-busy = il server è occupato, riprova tra poco
error-our-side = qualcosa è andato storto da parte nostra
error-not-understood = la richiesta non è comprensibile
error-nul = la richiesta contiene un carattere NUL (U+0000), che nessun nome, codice o testo può contenere
error-no-page = non c’è nessuna pagina a questo indirizzo
error-no-game = questa partita non esiste
error-health-unavailable = il database non è disponibile
error-database-damaged = il database segnala che i suoi dati sono danneggiati, quindi per ora non si può mostrare né salvare nulla in modo sicuro. Il gestore del server è stato avvisato e deve ripristinare un backup
error-health-damaged-database = il database ha segnalato dati danneggiati: ripristina l’ultimo backup (maipenrai restore), poi riavvia il server
error-health-damaged-game = una partita salvata non si può più rigiocare: `maipenrai check` la indica; ripristina l’ultimo backup (maipenrai restore), poi riavvia il server

## I messaggi d’errore propri dell’API (nomi dei campi e valori sono parole dell’API).
api-computer-level = computers: { $value } non è un livello; usa beginner, standard o strong
api-unknown-field = campo sconosciuto `{ $name }`: non è un campo di un invito né un’opzione del suo gioco
api-unknown-field-no-options = campo sconosciuto `{ $name }`: non è un campo di un invito né un’opzione del suo gioco ({ $game } non ha opzioni)
api-unknown-field-options = campo sconosciuto `{ $name }`: non è un campo di un invito né un’opzione del suo gioco (le opzioni di { $game }: { $options })
api-must-be = { $name } deve essere { $list }
api-random = random deve essere un numero intero da 1 a 100
api-moved-on = la partita è andata avanti: qualcuno ha mosso prima di te, quindi non è stato giocato nulla. Recupera di nuovo la partita (GET /api/v1/games/{ $game }) e riprova con il suo seq.
api-until = until deve essere una data AAAA-MM-GG
api-invite-from = invite_from deve essere anyone, played o nobody

lobby-unread = { $count ->
    [one] { $count } nuovo messaggio
   *[other] { $count } nuovi messaggi
}
