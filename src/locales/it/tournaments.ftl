## Tornei (docs/tournaments.md): ciò che il servizio rifiuta, con parole per le persone.
tournaments-error-none = questo torneo non esiste
tournaments-error-computer = i giocatori computer non partecipano ai tornei
tournaments-error-name = il nome di un torneo ha da 1 a { $max } caratteri
tournaments-error-name-controls = il nome di un torneo non può contenere caratteri di controllo
tournaments-what-name = il nome di un torneo
tournaments-error-round-days = un turno dura da { $least } giorni (il tempo per mossa) a { $most } giorni
tournaments-error-signup-days = le iscrizioni durano da 1 a { $most } giorni
tournaments-error-players = un torneo accoglie almeno { $least } e al massimo { $most } giocatori, e il minimo non supera il massimo
tournaments-error-rounds = un torneo svizzero ha da 1 a { $most } turni
tournaments-error-advance = il numero di schieramenti che passano da ogni tavolo va da 1 a { $most }
tournaments-error-groups = un girone all’italiana ha da 1 a { $most } gruppi, e ogni gruppo ha bisogno di almeno { $size } giocatori (un tavolo)
tournaments-error-group-advance = da ogni gruppo passa in finale almeno un giocatore, e meno di quanti ne ha il gruppo più piccolo; la finale riunisce da { $size } a { $most } giocatori
tournaments-error-final = con { $entrants } giocatori il tavolo finale ne avrebbe { $players }, e questo gioco non lo permette con queste scelte; cambia i numeri di giocatori
tournaments-error-too-many = nell’ultima ora hai creato { $most } tornei; riprova tra { $wait }
tournaments-error-listed = puoi avere { $most } tornei pubblici aperti alle iscrizioni o in corso alla volta
tournaments-error-not-open = questo torneo non accetta più giocatori
tournaments-error-full = questo torneo è al completo
tournaments-error-entered = sei già iscritto a questo torneo
tournaments-error-not-entered = non giochi in questo torneo
tournaments-error-moved-on = questo torneo è andato avanti; ricarica la pagina per vedere a che punto è
tournaments-error-over = questo torneo è finito
tournaments-error-organiser = solo l’organizzatore del torneo può farlo (un moderatore può annullarlo)
tournaments-error-too-few = un torneo comincia con almeno { $least } giocatori
tournaments-error-extended = si può prolungare solo un turno in corso non ancora prolungato, una volta
tournaments-error-substitute-elimination = un torneo a eliminazione non ammette sostituti: chi ha lasciato il turno 1 ha perso al suo tavolo
tournaments-error-substitute-late = un sostituto si può nominare solo mentre si gioca il turno 1
tournaments-error-substitute-who = { $name } non è un giocatore ritirato ancora senza sostituto
tournaments-error-substitute-not-invitable = non puoi nominare { $name } come sostituto: il giocatore non esiste, oppure non accetta i tuoi inviti per nome
tournaments-error-substitute-entered = { $name } partecipa già a questo torneo
tournaments-error-numbers = i numeri di giocatori, turni e giorni sono numeri interi
tournaments-error-format = scegli girone all’italiana, svizzero o eliminazione

## Le pagine dei tornei.
tournaments-nav = Tornei
tournaments-title = Tornei
tournaments-intro = Qui i tornei si giocano nell’arco di giorni, come ogni partita: le partite di un turno iniziano insieme e hanno i giorni del turno per finire.
tournaments-how = Come funzionano i tornei
tournaments-log-in = <a href="/login?next=/tournaments">Accedi</a> o <a href="/signup?next=/tournaments">crea un account</a> per iscriverti a un torneo o organizzarne uno tuo.
tournaments-upcoming = Iscrizioni aperte
tournaments-running = In corso
tournaments-finished = Conclusi
tournaments-none = Nessuno al momento.
tournaments-organised-by = Organizzato da
tournaments-you-play = giochi anche tu
tournaments-starts = inizia { $when }
tournaments-started = iniziato { $when }
tournaments-ended = concluso { $when }
tournaments-entrants-of = { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
} su { $most }
tournaments-status-signup = Iscrizioni aperte
tournaments-status-running = In corso
tournaments-status-finished = Concluso
tournaments-status-cancelled = Annullato
tournaments-format-swiss = Svizzero: un numero fisso di turni, tavoli di giocatori con punteggi uguali o vicini
tournaments-format-swiss-rounds = Svizzero, { $rounds ->
    [one] 1 turno
   *[other] { $rounds } turni
}
tournaments-format-round-robin = Girone all’italiana: tutti incontrano tutti
tournaments-format-round-robin-groups = Girone all’italiana in { $groups } gruppi, poi una finale { $advance ->
    [one] tra i vincitori di ogni gruppo
   *[other] tra i migliori { $advance } di ogni gruppo
}
tournaments-format-elimination = Eliminazione: i migliori di ogni tavolo passano, fino a un tavolo finale
tournaments-format-elimination-advance = Eliminazione, { $advance ->
    [one] il vincitore di ogni tavolo passa
   *[other] i migliori { $advance } di ogni tavolo passano
}
tournaments-new = Organizza un torneo
tournaments-name = Nome
tournaments-format = Formula
tournaments-table-size = Giocatori per tavolo
tournaments-rounds = Turni (svizzero)
tournaments-groups = Gruppi (girone all’italiana)
tournaments-group = Gruppo { $group }
tournaments-final = Finale
tournaments-stage = Fase
tournaments-advance = Qualificati per tavolo (eliminazione) o per gruppo (girone in gruppi)
tournaments-rounds-note = Un girone all’italiana ha tutti i turni che servono perché tutti si incontrino; a gruppi, ogni gruppo gioca il suo, poi i migliori di ogni gruppo giocano un girone finale. Un’eliminazione continua fino a un tavolo finale.
tournaments-min-players = Giocatori minimi
tournaments-max-players = Giocatori massimi
tournaments-round-days = Giorni per turno
tournaments-signup-days = Giorni di iscrizione
tournaments-link-only = Solo chi ha il link
tournaments-listed = Chiunque: mostralo in questa pagina
tournaments-you = Tu
tournaments-play-yes = Gioco anch’io
tournaments-play-no = Organizzo soltanto
tournaments-create = Crea il torneo
tournaments-created = Torneo creato. Condividi il suo indirizzo con i giocatori che vuoi.
tournaments-game-rules = le regole del gioco
tournaments-now-signup = Iscrizioni aperte fino al { $when }; poi inizia il turno 1.
tournaments-now-round = Si gioca il turno { $round }, al più tardi fino al { $when }.
tournaments-now-finished = Concluso il { $when }.
tournaments-now-cancelled = Questo torneo è stato annullato.
tournaments-fact-deadline = { $days ->
    [one] 1 giorno per mossa
   *[other] { $days } giorni per mossa
}
tournaments-fact-round = { $days ->
    [one] turni di 1 giorno
   *[other] turni di { $days } giorni
}
tournaments-fact-rated = valido per il punteggio
tournaments-fact-casual = amichevole
tournaments-fact-players = da { $least } a { $most } giocatori
tournaments-fact-private = solo con il link
tournaments-your-game = La tua partita del turno { $round }
tournaments-log-in-to-enter = <a href="/login?next=/tournaments/{ $code }">Accedi</a> o <a href="/signup?next=/tournaments/{ $code }">crea un account</a> per iscriverti.
tournaments-enter = Iscriviti
tournaments-leave = Annulla l’iscrizione
tournaments-withdraw = Ritirati
tournaments-withdraw-note = Se ti ritiri, abbandoni le partite in corso e i turni successivi vengono abbinati senza di te.
tournaments-start = Inizia ora
tournaments-extend = Dai più giorni a questo turno (una volta)
tournaments-cancel = Annulla il torneo
tournaments-share = Solo chi ha l’indirizzo di questa pagina può trovarla: condividilo con i giocatori che vuoi.
tournaments-entered = Sei iscritto al torneo.
tournaments-left = Non partecipi più al torneo.
tournaments-started-now = Il torneo è iniziato: si gioca il turno 1.
tournaments-cancelled = Il torneo è annullato.
tournaments-extended = Il turno ha ora più giorni.
tournaments-standings = Classifica
tournaments-points = Punti
tournaments-opponents = Avv.
tournaments-opponents-long = I punti degli avversari incontrati (il primo spareggio)
tournaments-wins = Vittorie
tournaments-played = Partite
tournaments-byes = Turni di riposo
tournaments-withdrawn = ritirato
tournaments-tie-breaks = A parità di punti decidono i punti degli avversari incontrati, poi le partite vinte, poi l’ordine delle teste di serie.
tournaments-export-csv = Risultati in CSV
tournaments-export-json = Risultati in JSON
tournaments-cross-table = Tabellone incrociato
tournaments-cross-note = I punti di ogni riga contro il giocatore di ogni colonna; un puntino è una partita ancora in corso, un trattino un incontro che non si gioca.
tournaments-bracket = Tabellone
tournaments-rounds-title = Turni
tournaments-round = Turno { $round }
tournaments-round-until = fino al { $when }
tournaments-round-ended = concluso il { $when }
tournaments-table = Tavolo { $table }
tournaments-place = { $place }º
tournaments-goes-on = passa
tournaments-byes-list = Riposo:
tournaments-unplayed-list = Non giocati:
tournaments-players = { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
}
tournaments-nobody = Ancora nessun iscritto.
tournaments-seed = testa di serie { $seed }
tournaments-of-game = Torneo «{ $name }», turno { $round }
tournaments-yours = I tuoi tornei
tournaments-bye-now = in questo turno riposi

## Avvisi dei tornei (email, notifiche, webhook).
notify-tournament-round-subject = È iniziato il turno { $round } di «{ $name }»
notify-tournament-round-bye = In questo turno riposi: conta come un risultato medio.
notify-tournament-round-deadline = Il turno finisce al più tardi il { $when }.
notify-tournament-waits-subject = Il turno { $round } di «{ $name }» aspetta la tua partita
notify-tournament-waits-body = Tutte le altre partite del turno sono finite. Il turno finisce al più tardi il { $when }.
notify-tournament-end-subject = «{ $name }» è concluso
notify-tournament-end-place = Il tuo piazzamento: { $place } su { $count } (punti: { $points }).
notify-tournament-end-winners = Vinto da { $names }.
notify-tournament-announcement-subject = { $organiser } su «{ $name }»
tournaments-announcements = Annunci
tournaments-announce-label = Un messaggio a tutti i giocatori
tournaments-announce-note = Compare qui e arriva a ogni giocatore con gli avvisi che ha scelto (email, dispositivi, webhook).
tournaments-announce = Invia ai giocatori
tournaments-announced = Il tuo annuncio sta arrivando ai giocatori.
tournaments-substituted = Il sostituto è dentro: dal turno 2 gioca al posto del giocatore ritirato.
tournaments-substitute-title = Un sostituto per un giocatore ritirato
tournaments-substitute-note = Finché il turno 1 non è finito, puoi mettere qualcuno al posto di un giocatore che si è ritirato. Il sostituto ne prende la testa di serie e gioca dal turno 2, partendo senza punti. Scegli qualcuno che accetta i tuoi inviti per nome; potrà ritirarsi come chiunque.
tournaments-substitute-withdrawn = Giocatore ritirato
tournaments-substitute-name = Nome utente del sostituto
tournaments-substitute-button = Nomina il sostituto
tournaments-substitute-for = al posto di { $name }
tournaments-error-announcements = un torneo può avere { $most } annunci al giorno; riprova domani
tournaments-error-announcement-length = un annuncio ha da 1 a { $max } caratteri
tournaments-error-announcement-controls = un annuncio non può contenere caratteri di controllo
notify-tournament-game-line = È la tua partita del turno { $round } di «{ $name }»; il turno finisce al più tardi il { $when }.
