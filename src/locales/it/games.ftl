# Le parole del sito: vedi src/game/text/mod.rs (SITE_MESSAGES).
# Le parole delle pagine di partita (la partita, la cronologia e le sue mosse, il pannello
# dei tempi e delle votazioni), degli inviti, dei profili e delle classifiche, i nomi dei
# giocatori computer e i rifiuti dei servizi dietro di esse.

## La pagina della partita (templates/games/show.html).
games-title = { $game } — { $players } · Partita { $number }
games-title-your-turn = (Tocca a te) { $title }
games-number = Partita { $number }
games-note = «{ $note }»
games-computer-badge = computer
games-computer-sees = vede solo ciò che il suo posto può vedere
games-links = Questa partita
games-history = Cronologia
games-refresh = Aggiorna
games-next-game = Prossima partita che ti aspetta →
games-resign = Ritirati…
games-replay = Rivedi dall’inizio
games-download-log = Scarica il registro
games-rematch = Gioca ancora con gli stessi giocatori
games-rematch-hint = Un nuovo invito con le stesse scelte; gli altri vengono invitati e avvisati.
games-recap = La tua ultima mossa e il seguito
games-recap-steps = { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
}
games-recap-colon = :
games-played-by-computer = mossa del computer
games-board-text = Il tabellone a parole
games-log = Registro della partita
games-log-intro = Tutta la cronologia che puoi vedere, mossa per mossa: <a href="/games/{ $game }/history">apri la pagina della cronologia</a>.
games-no-commitment = Nessun impegno sulla preparazione: questa partita è iniziata prima che il sito si impegnasse sulle preparazioni (<a href="/rules/verifiable-setup">di cosa si tratta</a>).
games-status-cancelled = Questa partita è stata annullata dai suoi giocatori.
games-status-cancelled-abandoned = Questa partita è stata annullata: tutti gli altri l’avevano lasciata.
games-status-round-deadline = Questa partita si è fermata alla scadenza del suo turno di torneo: il torneo ha classificato i giocatori secondo il tabellone di quel momento.
games-status-resigned = Ti sei ritirato da questa partita; il tuo posto { $does }.
games-status-removed = Sei stato escluso da questa partita per votazione; il tuo posto { $does }.
games-status-your-turn = Tocca a te.
games-status-waiting = In attesa della mossa di { $name }.
games-status-over = La partita è finita.
games-unrated-too-short = Amichevole, alla fine: la partita è finita prima che ogni giocatore avesse fatto { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    } sue.
games-unrated-pair-limit = Amichevole, alla fine: due dei suoi giocatori avevano già giocato insieme { $games ->
        [one] { $games } partita valida per il punteggio
       *[other] { $games } partite valide per il punteggio
    } nelle 24 ore.
games-seat = posto { $seat }

## Il risultato di una partita finita (templates/games/_result.html).
games-result = Risultato
games-result-label = Risultato:
games-result-rank = Posizione
games-result-player = Giocatore
games-result-decided-by = Deciso da
games-result-headline = ★ { $who } { $count ->
    [one] vince
   *[other] vincono
    }.
games-result-headline-team = ★ { $team } ({ $who }) vince.
games-result-resigned = ritirato
games-and = {" "}e{" "}

## L’impegno sulla preparazione (templates/games/_commitment.html).
games-commitment = Impegno sulla preparazione
games-commitment-made = Prima della prima mossa il server si è impegnato sulla preparazione di questa partita — tutto ciò che è stato estratto a caso prima di essa, come l’ordine di un mazzo — con questa impronta, uno SHA-256 della preparazione e di un sale segreto, inviata anche negli avvisi dell’inizio della partita:
games-commitment-revealed = La partita è finita, quindi la preparazione e il sale sono rivelati; questa pagina ricalcola l’impronta nel tuo browser e confronta.
games-commitment-salt = Sale:
games-commitment-later = Alla fine della partita la preparazione e il sale vengono rivelati, e chiunque può verificarli con essa.
games-commitment-how = Che cosa dimostra, e come verificarlo da te

## La cronologia e le sue mosse (templates/games/{history,log,_log,step}.html).
games-history-title = Cronologia — { $description }
games-back = Torna alla partita
games-history-choose = Scegli una mossa per vedere il tabellone com’era dopo di essa.
games-history-open = Apri la pagina della cronologia
games-history-empty = Ancora nessuna mossa da mostrare.
games-history-resigned = { $name } ha abbandonato la partita { IL($when) }.
games-history-resigned-ended = { $name } ha abbandonato la partita { IL($when) }, ponendole fine.
games-step-title = Mossa { $step } — { $description }
games-step-board-after = il tabellone dopo la mossa { $step } di { $total }
games-steps = Mosse
games-step-first = La prima mossa che puoi vedere
games-step-start = Inizio
games-step = Mossa { $step }
games-step-previous = Precedente
games-step-next = Successiva
games-step-keys = funzionano anche i tasti ← e →
games-step-start-heading = La posizione iniziale
games-step-heading = Mossa { $step }: { $name }
games-step-hidden = la mossa { $step } ti è nascosta. { $why }
games-step-none = questa partita ha le mosse da 0 a { $total }

## Il pannello dei tempi, delle assenze e delle votazioni (templates/panels/game.html).
games-panel = Tempo per mossa e votazioni
games-panel-cancelled = <strong>Questa partita è stata annullata</strong> { IL($when) } per votazione dei giocatori, dopo essersi bloccata. Non si possono più fare mosse.
games-panel-cancelled-abandoned = <strong>Questa partita è stata annullata</strong> { IL($when) } dal suo ultimo giocatore, perché tutti gli altri l’avevano lasciata. Non si possono più fare mosse.
games-panel-deadline = Tempo: <strong>{ $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
    }</strong> per mossa.
games-panel-expired-you = Il tuo tempo è scaduto: il server { $does } te tra poco.
games-panel-expired = Il tempo di { $name } è scaduto: il server { $does } { $name } tra poco.
games-panel-left-you = Hai ancora <strong class="time-left">{ $left }</strong> per muovere.
games-panel-left-you-away = Hai ancora <strong class="time-left">{ $left }</strong> per muovere — l’orologio è fermo: sei assente fino { AL($until) }.
games-panel-left = { $name } ha ancora <strong class="time-left">{ $left }</strong> per muovere.
games-panel-left-away = { $name } ha ancora <strong class="time-left">{ $left }</strong> per muovere — l’orologio è fermo: { $name } è assente fino { AL($until) }.
games-panel-automatic = Mossa { $step }: { $name } ha { $text }.
games-panel-left-site = Account cancellato: { $names }. { $count ->
    [one] Il posto di { $names }
   *[other] Il posto di ciascuno
} { $does }.
games-panel-suspended = Sospeso da un moderatore: { $names }. { $count ->
    [one] Il posto di { $names }
   *[other] Il posto di ciascuno
} { $does }.
games-panel-suspended-handover = Sospeso da un moderatore: { $names }. { $count ->
    [one] Il posto di { $names }
   *[other] Il posto di ciascuno
} { $does }, a meno che gli altri non lo affidino a un giocatore computer.
games-panel-resigned = Ritirato: { $names }.
games-panel-resigned-handover = Ritirato: { $names }. { $count ->
    [one] Il posto di { $names }
   *[other] Il posto di ciascuno
} { $does }, a meno che gli altri non lo affidino a un giocatore computer.
games-panel-removed = Escluso dalla partita per votazione: { $names }. { $count ->
    [one] Il posto di { $names }
   *[other] Il posto di ciascuno
} { $does }.
games-panel-computer-plays = Un giocatore computer ({ $level }) gioca al posto di { $name }.
games-panel-handover = Il posto di { $name } { $does }. Gli altri giocatori possono invece affidarlo a un giocatore computer; lo prende appena tutti sono d’accordo.
games-panel-handover-asked = Chiesto finora da { $names }.
games-panel-level = Livello
games-panel-handover-button = Affida il posto a un giocatore computer
games-panel-handover-voted = Hai chiesto un giocatore computer.
games-panel-timeouts = { $name } ha { $did } { $count } volte di fila.
games-panel-remove-may = Gli altri giocatori possono votare per escluderlo: il suo posto potrà allora solo { $only }.
games-panel-votes = Voti finora: { $votes } su { $needed }.
games-panel-votes-by = Voti finora: { $votes } su { $needed } ({ $names }).
games-panel-remove-button = Vota per escludere { $name }
games-panel-voted = Hai votato.
games-panel-stalled = Nessuna mossa da { $idle }: questa partita è bloccata. I giocatori rimasti possono annullarla insieme.
games-panel-cancel-button = Vota per annullare questa partita
games-panel-absence = Vai via? <a href="/settings#absence">Dichiara un’assenza</a> e il tuo orologio si ferma nel frattempo.
games-vote-cancelled = Tutti d’accordo: la partita è annullata.
games-vote-computer = Tutti d’accordo: un giocatore computer prende il posto dal suo prossimo turno.
games-vote-removed = Tutti d’accordo: il giocatore è escluso e il suo posto passa automaticamente.
games-vote-counted = Il tuo voto è contato. Ha effetto appena tutti gli altri sono d’accordo.
games-vote-choose-seat = scegli chi escludere
games-vote-choose-level = scegli il posto e il livello del giocatore computer
games-vote-unknown = votazione sconosciuta

## Gli inviti (templates/invitations/*.html).
games-invited-by = <strong>{ $from }</strong> ti invita: { $title }
games-for-you = Inviti per te
games-for-you-intro = Gli inviti aperti che altri giocatori ti hanno mandato per nome, dai più recenti. Chi può invitarti per nome lo scegli nella tua <a href="/settings">pagina delle impostazioni</a>.
games-none = Nessuno.
games-none-on-page = Nessuno in questa pagina.
games-newer = ← Più recenti
games-older = Meno recenti →
games-invitation-title = Invito: { $game }
games-invitation-heading = Invito a { $game }
games-invitation-open = Aperto — { $free ->
        [one] { $free } posto libero
       *[other] { $free } posti liberi
    } su { $players }.
games-invitation-started = La partita è iniziata.
games-invitation-started-without-you = Tutti i posti sono occupati: la partita è iniziata senza di te. Chiunque può guardarla.
games-invitation-expired = Questo invito è scaduto: i suoi posti non sono stati tutti occupati entro { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }. Puoi creare un nuovo invito dalla <a href="/">sala</a>.
games-invitation-cancelled = Questo invito è stato annullato.
games-invitation-go = Vai alla partita
games-invitation-watch = Guarda la partita
games-invitation-join = Partecipa a questa partita
games-invitation-game = Gioco
games-invitation-deadline = Tempo per mossa
games-invitation-deadline-days = { $days ->
    [one] { $days } giorno per mossa
   *[other] { $days } giorni per mossa
}
games-invitation-deadline-none = nessuno
games-invitation-rating = Punteggio
games-invitation-rated = valida per il punteggio: il risultato conta per il punteggio di tutti
games-invitation-casual = amichevole
games-invitation-chat = Chat
games-invitation-chat-on = attiva
games-invitation-chat-off = disattivata
games-invitation-creator = Creato da
games-invitation-note = Nota
games-invitation-rules-link = Nuovo di questo gioco? Leggi le <a href="/rules/{ $slug }">{ $rules }</a>.
games-invitation-rules = regole
games-invitation-players = Giocatori
games-invitation-free-seat = posto libero
games-invitation-order = In ordine di arrivo.
games-invitation-seating = L’ordine dei posti viene sorteggiato all’inizio della partita.
games-invitation-invitees = Invitati per nome
games-invitation-declined = ha rifiutato
games-invitation-link = Link
games-invitation-send = Manda questo link alle persone con cui vuoi giocare:
games-invitation-link-label = Link dell’invito
games-invitation-copy = Copia
games-invitation-leave = Lascia
games-invitation-decline = Rifiuta
games-invitation-cancel = Annulla l’invito…
games-invitation-cancel-confirm = Annullare questo invito? Chi si è unito perde il posto, e il link smette di funzionare.
games-invitation-cancel-yes = Sì, annullalo
games-invitation-seated = Hai un posto. La partita inizia quando tutti i posti sono occupati; comparirà allora nella tua sala.
games-invitation-sign-up = Nuovo qui? Registrati per partecipare
games-invitation-sign-up-closed = La registrazione è chiusa su questo server.
games-invitation-log-in = Hai un account? Accedi
games-invitation-game-started = La partita è iniziata. Buon divertimento!
games-invitation-created = Invito creato. Manda il link qui sotto alle persone con cui vuoi giocare.
games-invitation-all-seated = Tutti i posti sono occupati: la partita è iniziata!
games-invitation-joined = Ti sei unito. La partita inizia quando tutti i posti sono occupati.
games-invitation-too-late = Troppo tardi per unirti: tutti i posti sono stati occupati e la partita è iniziata senza di te. Puoi ancora guardarla.
games-invitation-left = Hai lasciato l’invito.
games-invitation-was-cancelled = L’invito è annullato.
games-invitation-you-declined = Hai rifiutato l’invito; chi l’ha creato vede che l’hai fatto.
games-invitation-choose-chat = scegli se la partita ha una chat: attiva o disattivata
games-invitation-choose-listed = scegli chi può unirsi: solo chi ha il link, o chiunque (in elenco)
games-invitation-choose-rated = scegli una partita valida per il punteggio o amichevole
games-invitation-choose-computers = scegli quanti giocatori computer devono giocare
games-invitation-choose-level = scegli il livello dei giocatori computer: principiante, standard o forte
games-invitation-choose-deadline = scegli un tempo per mossa di 1, 2, 3, 5, 7 o 14 giorni, o nessuno
games-invitation-choose-players = scegli { $counts } giocatori
games-invitation-choose-number = scegli il numero di giocatori
games-invitation-choose-game = scegli un gioco

## Le classifiche (templates/players/leaderboard.html).
games-leaderboard-title = Classifica — { $game }
games-leaderboard-heading = Classifica di { $game }
games-leaderboard-rules = Regole di { $game }
games-leaderboard-about = Punteggi secondo Weng-Lin (come in OpenSkill): una stima dell’abilità ± la sua incertezza, in ordine di stima prudente (punteggio meno tre volte l’incertezza). Contano solo le partite valide per il punteggio; un punteggio è provvisorio finché la sua incertezza non scende sotto 6. Una classifica elenca i giocatori riconosciuti non più provvisori che vi hanno giocato almeno { $games } partite valide per il punteggio contro almeno { $opponents } avversari diversi.
games-leaderboard-nobody = Ancora nessuno si qualifica.
games-leaderboard-others = Altre classifiche:
games-rating = Punteggio
games-rated-games = Partite valide

## I profili (templates/players/profile.html).
games-profile-suspended = sospeso
games-profile-since = Membro { DAL($date) }
games-profile-muted = silenziato da te
games-profile-blocked = bloccato da te
games-profile-mute = Silenzia
games-profile-mute-title = Nascondi i suoi messaggi in chat in ogni partita e ogni avviso
games-profile-block = Blocca
games-profile-block-title = Silenzialo, e non lasciare che ti inviti per nome né che si unisca ai tuoi inviti
games-profile-unmute = Riattiva
games-profile-unblock = Sblocca
games-profile-report = Segnala…
games-profile-moderate = Modera…
games-profile-ratings = Punteggi
games-profile-no-ratings = Ancora nessuna partita valida per il punteggio.
games-profile-pool = Categoria
games-profile-provisional = provvisorio
games-profile-provisional-title = Ancora poche partite: il punteggio è ancora incerto
games-profile-results = Risultati
games-profile-no-results = Ancora nessuna partita finita.
games-profile-played = Giocate
games-profile-won = Vinte
games-profile-lost = Perse
games-profile-opponents = Ha giocato di recente con
games-profile-running = Partite in corso
games-profile-running-page = Partite in corso (pagina { $page })
games-profile-finished = Partite finite
games-profile-none-yet = Ancora nessuna.
games-profile-result-won = vinta
games-profile-result-lost = persa
games-profile-with = con

## I giocatori computer.
games-computer-name = { $level ->
    [beginner] Computer (principiante) { $letter }
    [standard] Computer (standard) { $letter }
   *[strong] Computer (forte) { $letter }
}
games-level-beginner = principiante
games-level-standard = standard
games-level-strong = forte
games-level-choice-beginner = Principiante: mosse rapide, valide e sensate
games-level-choice-standard = Standard: ragiona sulle sue mosse
games-level-choice-strong = Forte: ragiona più a lungo, gioca per vincere
games-computer-in-seat = il computer di livello { $level ->
        [beginner] principiante
        [standard] standard
       *[strong] forte
    } (al posto di { $player })

## Cosa dice una partita quando un giocatore si è ritirato.
games-resigned-summary = { $resigned } { $count ->
        [one] ha abbandonato la partita, quindi { $who } vince.
       *[other] ha abbandonato la partita, quindi { $who } vincono.
    }
games-abandoned-summary = Tutti gli altri hanno lasciato la partita, quindi { $who } { $count ->
        [one] vince.
       *[other] vincono.
    }
games-result-unavailable = (risultato non disponibile)

## Le mosse rifiutate (src/service/moves.rs).
games-error-export-running = la partita è ancora in corso e il suo registro contiene carte nascoste; potrà essere esportata quando sarà finita
games-error-seq-negative = seq { $seq } non è una posizione: una seq è 0 o più, la seq della posizione che hai visto
games-error-no-move = scrivi o scegli una mossa
games-error-move-too-long = quella mossa è davvero troppo lunga
games-error-not-playing = non giochi in questa partita
games-error-cancelled = questa partita è stata annullata
games-error-seq-ahead = seq { $seq } non è la seq attuale: è più avanti della partita, che è alla seq { $current }; manda la seq della posizione che hai visto
games-error-removed = sei stato escluso da questa partita per votazione; il tuo posto passa automaticamente
games-error-over = la partita è finita
games-error-not-your-turn = non tocca a te
games-error-unreadable = non è stato possibile leggere la mossa: { $reason }
games-error-computers-max = una partita ha al massimo { $max } giocatori computer
games-error-computer-games-limit = sei già in { $max ->
        [one] una partita
       *[other] { $max } partite
    } con giocatori computer; finiscine una, o lascia un invito ancora in attesa, prima di iniziarne un’altra

## I rifiuti che molte pagine condividono (src/service/mod.rs).
games-error-unavailable = il database non risponde, riprova tra poco
games-error-cannot-save = il server non può salvare in questo momento, quindi non è cambiato nulla; riprova più tardi
games-error-damaged-game = il registro di questa partita non si può leggere, quindi non può essere mostrata né giocata; le altre partite non ne risentono. Il gestore del server è stato avvisato
games-error-damaged-database = il database segnala che i suoi dati sono danneggiati, quindi per ora non si può mostrare né salvare nulla in modo sicuro. Il gestore del server è stato avvisato e deve ripristinare un backup
games-error-moved-on = la partita è andata avanti: qualcuno ha mosso prima di te. Ecco la posizione attuale; non hai perso nulla di ciò che avevi fatto.
games-error-not-found = non trovato
games-error-direction-controls = { $what } non può contenere caratteri di direzione (caratteri invisibili che capovolgono il testo, come U+202E): toglili e invia di nuovo
games-what-chat-message = un messaggio in chat
games-what-a-note = una nota
games-what-the-note = la nota
games-what-reason = un motivo
games-error-no-invitation = non c’è nessun invito con questo link; controlla che sia stato copiato per intero
games-error-no-game = questa partita non esiste
games-rejected-taken = esiste già
games-rejected-moved-on = la partita è andata avanti
games-rejected-username-taken = questo nome utente è già preso
games-rejected-session-taken = questo token di sessione è già preso
games-rejected-code-taken = questo codice d’invito è già preso
games-rejected-game-id-taken = questo id di partita è già preso
games-rejected-not-open = questo invito non è più aperto
games-rejected-full = questo invito è già al completo
games-rejected-already-seated = hai già un posto in questo invito
games-rejected-not-seated = non hai un posto in questo invito
games-rejected-only-creator-cancels = solo chi ha creato un invito può annullarlo
games-rejected-creator-cannot-leave = chi ha creato l’invito non può lasciarlo; annulla invece l’invito
games-rejected-too-few-players = un invito richiede almeno due giocatori
games-rejected-bad-plan = la disposizione dei posti non corrisponde a questo invito
games-rejected-bad-seat = quel posto non esiste
games-rejected-cancelled = la partita è stata annullata
games-rejected-bad-deadline = un tempo per mossa è di 1, 2, 3, 5, 7 o 14 giorni
games-rejected-vote-moved-on = la partita è andata avanti da quando hai guardato; guarda di nuovo prima di votare

## Gli inviti rifiutati (src/service/invitations.rs).
games-error-deadline = un tempo per mossa è di 1, 2, 3, 5, 7 o 14 giorni (o nessuno)
games-error-no-such-game = non c’è nessun gioco chiamato { $game }
games-error-no-computers = { $game } non ha giocatori computer
games-error-too-many-computers = almeno un posto è per una persona: con { $players } giocatori ci possono essere al massimo { $max ->
        [one] { $max } giocatore computer
       *[other] { $max } giocatori computer
    }
games-error-note-too-long = la nota può avere al massimo { $max } caratteri
games-error-note-controls = la nota contiene caratteri di controllo
games-error-join-expired = questo invito è scaduto e non ci si può più unire
games-error-join-closed = questo invito è { $status ->
        [started] già iniziato
        [cancelled] annullato
       *[other] { $status }
    } e non ci si può più unire
games-error-joined-already = ti sei già unito a questo invito
games-error-creator-leaves = hai creato tu questo invito: annullalo invece di lasciarlo
games-error-not-joined = non ti sei unito a questo invito
games-error-only-creator = solo il giocatore che ha creato questo invito può annullarlo

## Le durate e le assenze (src/service/deadline.rs).
games-duration-less-than-a-minute = meno di un minuto
games-duration-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minuti
}
games-duration-hours = { $count ->
    [one] { $count } ora
   *[other] { $count } ore
}
games-duration-days = { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}
games-duration-pair = { $first } e { $second }
games-error-absence-past = un’assenza deve finire nel futuro
games-error-absence-long = un’assenza può durare al massimo { $days } giorni
games-error-absences-window = le assenze possono coprire al massimo { $days } giorni su { $window }; questa porterebbe un periodo di { $window } giorni a { $covered }

## Giocare una mossa (src/http/games.rs).
games-move-session-ended = La tua sessione è scaduta, quindi la mossa non è stata giocata. Accedi di nuovo: tornerai alla partita con la tua mossa come l’avevi lasciata.
games-move-no-seq = il numero di posizione (seq) del modulo manca o non è un numero; ricarica la pagina
games-move-played = Hai giocato: { $move }
games-move-game-over = La partita è finita: il risultato è qui sotto.
games-move-already-moved = Hai già mosso in questa partita, in un’altra scheda o finestra: ecco la posizione attuale. La mossa di questa pagina non è stata giocata.
games-move-not-played = Non giocata: { $reason }
games-times = { $count ->
        [2] Due
        [3] Tre
        [4] Quattro
        [5] Cinque
        [6] Sei
        [7] Sette
        [8] Otto
       *[other] { $count }
    } volte: { $message }
games-list-comma = ,{" "}
games-or-list = { $rest } o { $last }

## Words the page hands its scripts (static/app.js, static/commitment.js).
games-invitation-copied = Copiato
games-commitment-js-changed = Attenzione: questo browser ha visto prima un’altra impronta per questa partita ({ $seen }): la preparazione potrebbe essere stata cambiata.
games-commitment-js-unable = Questo browser non può calcolare l’impronta qui (serve HTTPS): controlla il registro scaricato con maipenrai verify.
games-commitment-js-matches = ✓ la preparazione rivelata corrisponde
games-commitment-js-differs = ✗ la preparazione rivelata non corrisponde: è stata cambiata

games-unread-chat = { $count ->
    [one] { $count } nuovo messaggio in chat ↓
   *[other] { $count } nuovi messaggi in chat ↓
}

# The computer's review of a finished game (maipenrai admin review).
review-error-running = il computer analizza una partita solo quando è finita
review-error-none = il computer non analizza le partite di questo gioco
review-error-not-yours = solo i giocatori di questa partita possono chiederne l’analisi
review-error-limit = puoi chiedere { $max } analisi al giorno; riprova tra { $hours ->
    [one] un’ora
   *[other] { $hours } ore
}
review-title = L’analisi del computer
review-explain = Il computer esamina ogni mossa come il suo giocatore vedeva la partita in quel momento, senza nulla che non potesse sapere, e dice dove avrebbe giocato diversamente. Le sue stime sono le probabilità che dà la sua ricerca, non certezze.
review-ask = Chiedi l’analisi del computer
review-ask-again = Chiedi una nuova analisi
review-log-in = Accedi per chiedere l’analisi del computer
review-outdated = Questa analisi è stata fatta da una versione precedente del computer.
review-under-way = Il computer sta analizzando questa partita: { $count ->
    [one] una mossa
   *[other] { $count } mosse
} finora. Torna tra un momento.
review-queued = Il computer analizzerà questa partita appena avrà un momento.
review-exists = Questa partita ha già la sua analisi.
review-withheld = { $name } tiene per sé l’analisi delle proprie mosse.
review-player-line = { $name }: { $decisions ->
    [one] una mossa analizzata
   *[other] { $decisions } mosse analizzate
}; imprecisioni: { $inaccuracies }, errori: { $mistakes }, svarioni: { $blunders }
review-mark-inaccuracy = Imprecisione
review-mark-mistake = Errore
review-mark-blunder = Svarione
review-instead = Il computer avrebbe giocato { $move }: così stima le probabilità al { $preferred } %, contro il { $played } % dopo la mossa giocata.
review-chart-title = Le probabilità di { $name } dopo ogni mossa, secondo il computer
review-chart-step = Mossa
review-chart-estimate = Probabilità
review-show-instead = Mostra il tabellone dopo la mossa del computer
review-show-played = Mostra il tabellone dopo la mossa giocata
review-board-instead = Il tabellone qui sotto è come sarebbe stato dopo la mossa del computer.
