# Le parole del sito: vedi src/game/text/mod.rs (SITE_MESSAGES).
# La chat, la nota privata e il ritiro da una partita, la moderazione e le pagine delle
# regole del sito (vedi il file inglese per i punti del codice).

## La chat.
social-chat = Chat
social-chat-muted = Hai silenziato la chat di questa partita: i suoi messaggi non ti vengono mostrati né inviati.
social-chat-no-messages = Ancora nessun messaggio. Tutti al tavolo leggono tutto ciò che viene scritto qui.
social-chat-message = Messaggio
social-chat-placeholder = Scrivi al tavolo (lo leggono tutti)
social-chat-send = Invia
social-chat-announce = Leggi ad alta voce i nuovi messaggi (per i lettori di schermo)
social-chat-unmute = Mostra di nuovo la chat
social-chat-mute = Silenzia questa chat
social-chat-report-title = Segnala questo messaggio ai moderatori
social-chat-report = Segnala
social-chat-removed = rimosso da un moderatore
social-chat-off = Chi ospita la partita ha disattivato la chat.
social-chat-link-only = Questa partita è nata da un invito accessibile solo tramite link: solo i suoi giocatori ne leggono la chat.
social-chat-after-game = La chat dei giocatori è visibile a tutti gli altri quando la partita è finita.
social-chat-none = Su questo server non c’è la chat.
social-chat-players-only = solo i giocatori della partita scrivono nella sua chat
social-chat-too-fast = stai scrivendo più in fretta di quanto la chat permetta; aspetta { $seconds } secondi, il tuo messaggio è ancora nella casella
social-chat-empty = scrivi qualcosa prima di inviare
social-chat-too-long = un messaggio in chat ha al massimo { $max } caratteri
social-chat-control = un messaggio in chat non può contenere caratteri di controllo
social-chat-direction = un messaggio in chat non può contenere caratteri di direzione (caratteri invisibili che capovolgono il testo, come U+202E): toglili e invialo di nuovo
social-chat-not-sent = Il tuo messaggio non è stato inviato: { $why }.
social-chat-muted-now = La chat di questa partita è silenziata per te; non ti viene mostrato né inviato nulla.
social-chat-unmuted-now = La chat di questa partita è di nuovo visibile.

## La nota privata.
social-note = La mia nota privata
social-note-with-saved = La mia nota privata · salvata
social-note-explain = Questa nota la vedi solo tu: cosa è stato giocato, cosa sospetti, il tuo piano.
social-note-label = Nota
social-note-save = Salva la nota
social-note-saved = La tua nota è salvata. Solo tu puoi vederla.
social-note-too-long = una nota ha al massimo { $max } caratteri
social-note-control = una nota non può contenere caratteri di controllo
social-note-direction = una nota non può contenere caratteri di direzione (caratteri invisibili che capovolgono il testo, come U+202E): toglili e inviala di nuovo
social-players-only = solo i giocatori della partita vi tengono note e impostazioni della chat

## Ritirarsi.
social-resign-title = Ritiro da { $title }
social-resign-question = Vuoi ritirarti da questa partita?
social-resign-number = Partita { $number }
social-resign-with = con { $others }
social-resign-two = La partita finisce ora e vince { $others }. Per te conta come una sconfitta.
social-resign-more = Lasci il tavolo e per te conta come una sconfitta. Gli altri continuano a giocare: da ora in poi il tuo posto { $does }, a meno che non lo affidino a un giocatore computer.
social-resign-final = Non si può annullare. Potrai ancora leggere la partita, la sua cronologia e la sua chat.
social-resign-yes = Sì, mi ritiro
social-resign-no = No, torna alla partita
social-resigned = Hai abbandonato questa partita.
social-resign-cannot = non puoi ritirarti da questa partita: non ci giochi, oppure è finita
social-resign-not-player = solo i giocatori della partita possono ritirarsi
social-resign-not-running = la partita non è più in corso, quindi non c’è nulla da cui ritirarsi
social-resign-already-automatic = il tuo posto in questa partita muove già senza di te

## Segnalazioni, silenziamenti e blocchi.
moderation-report-person = Segnala { $name }
moderation-report-message = Segnala un messaggio di { $name }
moderation-report-explain = I moderatori del sito leggono ogni segnalazione. Vedono chi l’ha inviata; { $name } no. Puoi inviare { $count } segnalazioni all’ora.
moderation-report-wrong = Che cosa non va?
moderation-report-placeholder = Insulti, spam, imbrogli, un nome offensivo…
moderation-report-send = Invia la segnalazione
moderation-cancel = Annulla
moderation-report-instead = Per smettere di leggere qualcuno senza dirlo ai moderatori, silenzia o blocca quella persona dal <a href="/players/{ $url }">suo profilo</a>.
moderation-report-what = indica quale messaggio o quale giocatore segnali
moderation-report-sent = Grazie: la tua segnalazione è arrivata ai moderatori. Loro vedono chi l’ha inviata; la persona segnalata no.
moderation-no-such = { $what ->
    [report] questa segnalazione non esiste
   *[message] questo messaggio non esiste
}
moderation-muted = Hai silenziato { $name }: i suoi messaggi in chat ti sono nascosti in ogni partita e in ogni avviso. Non riceve alcun avviso.
moderation-blocked = Hai bloccato { $name }: la sua chat ti è nascosta, e non può né invitarti per nome né unirsi ai tuoi inviti. Non riceve alcun avviso.
moderation-let-be = Non silenzi né blocchi più { $name }.
moderation-choose-choice = scegli muted, blocked o none
moderation-choice-yourself = non puoi silenziare o bloccare il tuo stesso account
moderation-no-player = non c’è nessun giocatore di nome { $name }
moderation-reports-too-many = hai inviato { $count } segnalazioni nell’ultima ora; riprova tra { $wait }
moderation-report-own-message = non puoi segnalare un tuo messaggio
moderation-no-readable-message = non c’è nessun messaggio del genere che tu possa leggere
moderation-report-yourself = non puoi segnalare il tuo stesso account
moderation-report-computer = i giocatori computer non si possono segnalare: giocano soltanto le loro mosse
moderation-why-report-message = di’ perché segnali questo messaggio
moderation-why-report-person = di’ perché segnali questa persona
moderation-why-remove = di’ perché rimuovi questo messaggio
moderation-why-suspend = di’ perché sospendi questo account
moderation-why-restore = di’ perché ripristini questo account
moderation-why-dismiss = di’ perché archivi questa segnalazione
moderation-reason-too-long = un motivo ha al massimo { $max } caratteri
moderation-reason-control = un motivo non può contenere caratteri di controllo
moderation-reason-direction = un motivo non può contenere caratteri di direzione (caratteri invisibili che capovolgono il testo, come U+202E): toglili e invialo di nuovo
moderation-suspended-login = un moderatore ha sospeso questo account { IL($when) }, con queste parole: «{ $reason }». Non puoi accedere finché è sospeso; se pensi che sia un errore, scrivi alle persone che gestiscono questo sito

## Le pagine dei moderatori.
moderation-title = Moderazione
moderation-open-reports = Segnalazioni aperte
moderation-record = Registro delle azioni
moderation-record-title = Registro
moderation-report = Segnalazione
moderation-no-reports = Nessuna segnalazione aperta. Grazie per il controllo.
moderation-proxy-warning = Negli ultimi { $days } giorni { $count } account sono arrivati dall’unico indirizzo locale { $address }. Probabilmente il server vede il suo proxy inverso o un bridge dei container invece dei giocatori, e così ogni limite per indirizzo li conta tutti come uno solo. Chi gestisce il sito dovrebbe impostare <code>TRUSTED_PROXIES</code> su quell’indirizzo (docs/operations.md, «TLS in front»).
moderation-report-about-message = <a href="/moderation/reports/{ $report }">Segnalazione { $report }</a>: un messaggio di <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-report-about-person = <a href="/moderation/reports/{ $report }">Segnalazione { $report }</a>: il giocatore <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-report-sent-by = Inviata da <a href="/players/{ $url }">{ $name }</a> { IL($when) }
moderation-report-sent-by-closed = Inviata da <a href="/players/{ $url }">{ $name }</a> { IL($when) } · chiusa { IL($closed) }
moderation-context = Il messaggio e quelli intorno (<a href="/games/{ $game }#chat">partita</a>)
moderation-removed-mark = rimosso
moderation-remove = Rimuovi il messaggio
moderation-suspend-open = Sospendi { $name }…
moderation-suspend-explain = Disconnette la persona ovunque, chiude i suoi token API, il feed e il webhook, e affida per sempre i suoi posti nelle partite in corso al giocatore automatico (una sconfitta per lei).
moderation-suspend = Sospendi
moderation-dismiss-open = Archivia…
moderation-dismiss-reason = Perché non serve fare nulla (conservato nel registro)
moderation-dismiss = Archivia la segnalazione
moderation-reason-label = Motivo (conservato nel registro; la persona viene avvisata)
moderation-standing-suspended = <span class="badge suspended">sospeso</span> { DAL($when) }: «{ $reason }»
moderation-restore-explain = La persona può accedere di nuovo; i suoi posti di allora restano al giocatore automatico.
moderation-restore = Ripristina l’account
moderation-standing-moderator = <span class="badge">moderatore</span> Un moderatore non può essere sospeso da un moderatore: prima l’operatore revoca il ruolo (<code>maipenrai admin revoke { $name }</code>).
moderation-standing-computer = <span class="badge computer">computer</span> I giocatori computer non possono essere sospesi.
moderation-standing-good = Account in regola.
moderation-record-person = Azioni riguardanti questa persona
moderation-none-yet = Ancora nessuna.
moderation-when = Quando
moderation-who = Chi
moderation-what = Cosa
moderation-why = Perché
moderation-game = partita
moderation-report-number = segnalazione { $report }
moderation-the-operator = l’operatore
moderation-did-remove = ha rimosso un messaggio in chat di <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-suspend = ha sospeso <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-restore = ha ripristinato <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-dismiss = ha archiviato una segnalazione su <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-grant = ha nominato moderatore: <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-revoke = ha revocato il ruolo di moderatore a <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-operator-granted = nomina a moderatore da parte dell’operatore
moderation-operator-revoked = ruolo di moderatore revocato dall’operatore
moderation-dismissed = Segnalazione { $report } archiviata.
moderation-removed = Messaggio rimosso: ora tutti vedono «rimosso da un moderatore» al suo posto; chi l’ha scritto riceve una mail che lo dice, se ha un indirizzo verificato.
moderation-suspended = Account di { $name } sospeso: disconnessione ovunque, e i suoi posti nelle partite in corso ora muovono automaticamente.
moderation-restored = { $name } può accedere di nuovo (i suoi posti di allora restano al giocatore automatico).
moderation-moderators-only = solo i moderatori possono vedere questa pagina
moderation-no-report = questa segnalazione non esiste
moderation-message-gone = questo messaggio non esiste, oppure è già stato rimosso
moderation-suspend-computer = i giocatori computer non possono essere sospesi
moderation-suspend-moderator = i moderatori non possono essere sospesi da un moderatore: prima l’operatore revoca il ruolo (maipenrai admin revoke NOME)
moderation-suspended-already = l’account di { $name } è già sospeso
moderation-suspend-changed = impossibile sospendere l’account di { $name }: nel frattempo è cambiato; ricontrolla
moderation-not-suspended = l’account di { $name } non è sospeso
moderation-report-closed-already = questa segnalazione è già chiusa
moderation-report-not-about = la segnalazione { $report } non è una segnalazione aperta su questo; non è stato fatto nulla
moderation-moderator-computer = un giocatore computer non può essere moderatore
moderation-moderator-suspended = l’account di { $name } è sospeso: prima un moderatore deve ripristinarlo

## Mail alla persona su cui un moderatore è intervenuto.
moderation-mail-removed-subject = Un moderatore ha rimosso uno dei tuoi messaggi in chat
moderation-mail-removed = Un moderatore ha rimosso un messaggio che hai scritto nella chat di una partita ({ $link }). Al suo posto ora si legge «rimosso da un moderatore». Il motivo del moderatore: «{ $reason }».
moderation-mail-suspended-subject = Il tuo account Mai Pen Rai è stato sospeso
moderation-mail-suspended = Un moderatore ha sospeso il tuo account. Non puoi accedere finché è sospeso, e i tuoi posti nelle partite che erano in corso ora muovono automaticamente. Il motivo del moderatore: «{ $reason }». Se pensi che sia un errore, scrivi alle persone che gestiscono questo sito.
moderation-mail-restored-subject = Il tuo account Mai Pen Rai è stato ripristinato
moderation-mail-restored = Un moderatore ha revocato la sospensione del tuo account: puoi accedere di nuovo. I posti che avevi nelle partite di allora restano al giocatore automatico. Le parole del moderatore: «{ $reason }».

## Le pagine delle regole.
rules-title = Regole
rules-intro = Le regole di ogni gioco di questo sito, raccontate con parole nostre, con le decisioni che questo server ha preso dove le regole stampate lasciano spazio.
rules-computers-link = Giocare con o contro il computer: <a href="/rules/computer-players">come giocano i giocatori computer</a>.
rules-verifiable-link = Verificare che nessuno abbia cambiato le carte: <a href="/rules/verifiable-setup">preparazioni verificabili</a>.
rules-languages = Lingua delle regole
rules-no-such-game = questo gioco non esiste su questo sito

rules-computers-title = Giocatori computer
rules-computers-intro = Ogni gioco di questo sito si può giocare con giocatori computer: per riempire un posto quando manca un amico, per provare un gioco da soli stasera, oppure — una volta che hai il link di un invito — accanto alle persone che inviti. Sceglili nel modulo d’invito («Giocatori computer»), oppure premi <strong>Gioca ora</strong> nella sala per una partita a due contro uno di loro che comincia subito. Almeno un posto è sempre di una persona.
rules-computers-know = Che cosa sanno
rules-computers-know-text = Un giocatore computer vede esattamente ciò che vedrebbe una persona al suo posto, e niente di più: la propria mano, il tabellone, le carte che tutti possono vedere e lo stesso tratto di cronologia che il server mostrerebbe a quel posto. Non conserva memoria propria da una mossa all’altra. Ciò che è nascosto al suo posto — le mani degli altri giocatori, l’ordine di un mazzo — non lo legge: prima di ogni mossa immagina molti modi in cui potrebbe essere la parte nascosta, tutti coerenti con ciò che vede, e prova le sue mosse in ciascuno di essi. Due posizioni che dal suo posto sembrano uguali ricevono sempre lo stesso ragionamento.
rules-computers-levels = I livelli
rules-computers-beginner = Principiante
rules-computers-beginner-text = Gioca in fretta mosse regolari e sensate, guardando pochissimo avanti. Un primo avversario alla mano.
rules-computers-standard = Standard
rules-computers-standard-text = Cerca: immagina la parte nascosta molte volte, prova in ciascun caso le sue mosse e le risposte degli altri, gioca ogni linea fino alla fine della partita (ricerca ad albero Monte Carlo su ciò che il suo posto può sapere) e gioca la mossa che ha retto meglio.
rules-computers-strong = Forte
rules-computers-strong-text = La stessa ricerca, circa dieci volte più lunga.
rules-computers-time = Quanto riflettono si conta in partite simulate, non in secondi, così la stessa posizione riceve la stessa mossa su qualsiasi macchina; un limite di tempo protegge solo da un server lento. I giocatori computer fanno le loro mosse in sottofondo, un attimo dopo che tocca a loro; quando tocca di nuovo a te vieni avvisato come sempre.
rules-computers-sharing = Quando molte partite aspettano i giocatori computer, le persone fanno a turno: la tua partita aspetta al massimo una mossa per ogni altra persona, quante che siano le sue partite, e una mossa per chi non è stato servito da un po’ passa davanti a una già in corso. Una persona può essere in { $max ->
        [one] una partita
       *[other] { $max } partite
    } con giocatori computer alla volta, contando gli inviti che aspettano ancora giocatori.
rules-computers-page = Sulla pagina
rules-computers-page-text = I giocatori computer prendono il nome dal loro livello («{ $name }») e sono contrassegnati come computer ovunque compaiano i giocatori; la cronologia dice quali mosse ha fatto il computer.

rules-verifiable-title = Preparazioni verificabili
rules-verifiable-intro = In un gioco con informazioni nascoste è il server a distribuire le carte: l’ordine di ogni mazzo viene estratto all’inizio della partita, prima che qualcuno muova. Perché nessuno debba credere sulla parola che la distribuzione non sia stata cambiata in seguito, il server si impegna su di essa.
rules-verifiable-how = Come funziona
rules-verifiable-step-start = All’inizio di una partita, il server annota l’intera preparazione ed estrae 32 byte casuali, il <em>sale</em>. Pubblica l’impronta SHA-256 dei due insieme — sulla pagina della partita, nei dati della partita nell’API e negli avvisi dell’inizio della partita (mail, feed e webhook), che non può ritirare.
rules-verifiable-step-running = Finché la partita è in corso, viene mostrata solo l’impronta. Senza il sale non rivela nulla sulle carte.
rules-verifiable-step-end = Alla fine della partita, il server rivela la preparazione e il sale. Chiunque può calcolarne di nuovo l’hash e confrontare il risultato con l’impronta pubblicata all’inizio: la pagina della partita lo fa nel tuo browser, e il registro scaricato si può verificare con <code>maipenrai verify game.json</code> o a mano.
rules-verifiable-browser = Il tuo browser ricorda anche la prima impronta vista per ogni partita e ti avvisa se la pagina dovesse mostrarne un’altra.
rules-verifiable-by-hand = A mano
rules-verifiable-by-hand-text = I byte su cui si calcola l’hash sono la preparazione in JSON canonico (le chiavi di ogni oggetto in ordine, senza spazi) seguita dai 32 byte del sale. Con il registro scaricato e <code>jq</code>:
rules-verifiable-comment-fingerprint = l’impronta
rules-verifiable-comment-setup = la stessa preparazione di quella canonica
rules-verifiable-proves = Che cosa dimostra, e che cosa no
rules-verifiable-proves-text = Dimostra che la preparazione che vedi alla fine è quella fissata all’inizio: nessuna carta è stata spostata durante la partita, chiunque stesse vincendo. Non dimostra che la distribuzione fosse casuale o equa: chi gestisce il server potrebbe leggere il database durante la partita, o potrebbe aver scelto una distribuzione prima di impegnarsi su di essa. Un impegno protegge dal cambiare il passato, non da un host che imbroglia fin dall’inizio — gioca su un server di cui ti fidi. Le partite iniziate prima che questo sito si impegnasse sulle preparazioni non mostrano alcuna impronta.

social-chat-new = nuovo

social-end-others-play = altri giocano ancora questa partita: si può chiudere solo quando tutti gli altri giocatori l’hanno lasciata
social-end-title = Tutti gli altri hanno lasciato questa partita
social-end-explain = Puoi chiuderla ora invece di continuare contro mosse automatiche.
social-end-offer-win = Finisce allora con la tua vittoria, valida per il punteggio come ogni partita finita.
social-end-offer-too-short = Viene allora annullata invece che vinta: una partita valida per il punteggio richiede che ogni giocatore abbia fatto { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    } sue.
social-end-offer-casual = Poiché la partita è amichevole, viene allora annullata invece che vinta.
social-end-button = Chiudi la partita
social-ended-won = La partita è finita: hai vinto.
social-ended-cancelled = La partita è annullata.

## Gioco leale per i punteggi (docs/social.md § Fair play)
ratings-rules-link = Come i punteggi restano leali
games-unrated-fair-play = Non valida per il punteggio: vedi la regola del gioco leale.
fair-play-established = Giocatore riconosciuto.
fair-play-not-established = Non ancora giocatore riconosciuto.
fair-play-you-need = Non sei ancora in nessuna classifica: elencano i giocatori riconosciuti, e lo diventi con partite valide per il punteggio contro { $needed } giocatori riconosciuti diversi. Ne hai affrontati { $have }.
fair-play-nobody-yet = Su questo sito nessuno è ancora riconosciuto, quindi nessuna classifica elenca qualcuno. L’operatore del sito o un moderatore indica i primi giocatori riconosciuti; tutti gli altri lo diventano giocando contro di loro partite valide per il punteggio.
fair-play-voided = Un moderatore ha annullato i tuoi punteggi ({ $reason }): le tue partite non contano per il punteggio di nessuno. Se pensi che sia un errore, <a href="{ $url }">scrivi ai moderatori</a>.
fair-play-computer = i giocatori computer non hanno punteggi da riconoscere o annullare
fair-play-establish-voided = i punteggi di { $name } sono annullati: ripristinali prima di riconoscere { $name }
fair-play-void-none = indica almeno un account di cui annullare i punteggi
moderation-why-fair-play = di’ perché lo fai
fair-play-heading = Gioco leale
fair-play-status-established = Riconosciuto ({ $how }).
fair-play-by-operator = indicato dall’operatore
fair-play-by-moderator = indicato da un moderatore
fair-play-by-games = con partite valide contro giocatori riconosciuti
fair-play-status-not = Non riconosciuto: partite valide contro { $have } dei { $needed } giocatori riconosciuti necessari.
fair-play-status-voided = Punteggi annullati: { $reason }
fair-play-linked-heading = Account visti dalla stessa rete (ultimi { $days } giorni)
fair-play-linked-none = Nessun altro account è stato visto dalle sue reti.
fair-play-linked-same = visto dalla stessa rete, { $network } ({ $how }, { $when }): le loro partite valide tra loro non contano
fair-play-linked-near = visto da { $network }, solo nello stesso /24 ({ $how }, { $when }): un segnale per te, non un legame
fair-play-seen-signup = all’iscrizione
fair-play-seen-login = a un accesso
fair-play-establish-button = Riconosci il giocatore
fair-play-establish-explain = Le partite valide di un giocatore riconosciuto permettono ad altri di diventarlo. Riconosci solo persone che sai essere giocatori reali e distinti.
fair-play-void-button = Annulla i punteggi
fair-play-void-explain = Gli account indicati qui perdono i loro punteggi e il loro stato di giocatori riconosciuti, le loro partite non contano per il punteggio di nessuno, e tutti i punteggi del sito vengono ricalcolati dalle partite salvate. Si può tornare indietro.
fair-play-void-names = Account, separati da spazi:
fair-play-restore-explain = Le loro partite tornano a contare, e tutti i punteggi del sito vengono ricalcolati dalle partite salvate.
fair-play-restore-button = Ripristina i punteggi
fair-play-record-heading = Registro del gioco leale
fair-play-did-established = ha riconosciuto { $name }
fair-play-did-voided = ha annullato i punteggi di { $name }
fair-play-did-restored = ha ripristinato i punteggi di { $name }
fair-play-operator-established = riconosciuto dall’operatore
fair-play-operator-voided = punteggi annullati dall’operatore
fair-play-operator-restored = punteggi ripristinati dall’operatore
fair-play-established-done = { $name } è ora un giocatore riconosciuto.
fair-play-established-already = { $name } era già un giocatore riconosciuto.
fair-play-voided-done = { $count ->
    [one] I punteggi di un account sono annullati
   *[other] I punteggi di { $count } account sono annullati
}; tutti i punteggi vengono ricalcolati.
fair-play-restored-done = I punteggi di { $name } sono ripristinati; tutti i punteggi vengono ricalcolati.
fair-play-restored-not = I punteggi di { $name } non erano annullati.
rules-ratings-link = Come si contano i punteggi e come restano leali: <a href="/rules/ratings">punteggi e gioco leale</a>.
rules-ratings-title = Punteggi e gioco leale
rules-ratings-intro = Ogni partita valida sposta il punteggio dei suoi giocatori: una vittoria contro giocatori più forti di più, una sconfitta contro più deboli pure. Un punteggio è una stima con la sua incertezza, e le classifiche ordinano secondo il suo lato prudente, perché poche partite fortunate non mettano nessuno in testa.
rules-ratings-counted = Quali partite contano
rules-ratings-counted-text = Una partita conta se chi l’ha creata l’ha lasciata valida per il punteggio, è finita e ogni giocatore ha fatto almeno { $moves } mosse sue. Tra le stesse due persone contano al massimo { $games } partite valide ogni 24 ore; le successive sono amichevoli. I giocatori computer e le partite a mani scoperte non contano mai.
rules-ratings-established = Giocatori riconosciuti
rules-ratings-established-text = Un punteggio sale sopra quello di un nuovo giocatore, e il suo giocatore entra nelle classifiche, solo grazie a risultati contro giocatori riconosciuti. Diventi riconosciuto con partite valide contro { $opponents } giocatori riconosciuti diversi (contro tutti finché sul sito ce ne sono meno). Fino ad allora il tuo punteggio può scendere ma non salire sopra il punto di partenza di tutti.
rules-ratings-start = Su un sito nuovo nessuno è riconosciuto: l’operatore o un moderatore indica i primi giocatori riconosciuti, persone che conosce, e gli altri seguono giocando contro di loro.
rules-ratings-networks = Account sulla stessa connessione
rules-ratings-networks-text = Quando due account sono stati usati dalla stessa connessione internet negli ultimi { $days } giorni, le loro partite valide tra loro non contano per nessuno dei due, e nessuno dei due aiuta l’altro a diventare riconosciuto. La pagina della partita dice allora solo che non è stata valida. I moderatori possono vedere questi legami, gli altri giocatori mai.
rules-ratings-networks-off = Questo sito conta le partite valide di account sulla stessa connessione internet come tutte le altre (l’ha scelto il suo operatore, per una famiglia o un club che gioca da un unico posto).
rules-ratings-board = Classifiche
rules-ratings-board-text = Una classifica elenca i giocatori riconosciuti il cui punteggio non è più provvisorio, con almeno { $games } partite valide contro { $opponents } avversari diversi nel suo gruppo.
rules-ratings-void = Quando qualcuno bara
rules-ratings-void-text = I moderatori possono annullare i punteggi di account che giocano contro sé stessi o barano in altro modo. Le loro partite allora non contano per nessuno, e tutti i punteggi vengono ricalcolati dalle partite salvate. Gli annullamenti sono registrati e si possono revocare: se il tuo è un errore, segnalalo ai moderatori dal tuo profilo.

## L’indice delle regole: giocare con un lettore di schermo o da tastiera.
rules-access-title = Giocare con un lettore di schermo o da tastiera
rules-access-board = Sotto ogni tabellone, «Il tabellone a parole» dice tutto ciò che il disegno ti mostra, con titoli ed elenchi: ogni parte del tabellone, chi tiene cosa, le carte che puoi vedere e la situazione di ogni giocatore. Ce l’hanno anche i passi della cronologia.
rules-access-keys = Quando è il tuo turno, la pagina della partita mette il focus sulla prima scelta della tua mossa. Nel riquadro «La tua mossa», i tasti da 1 a 9 prendono la scelta con quel numero (lo vedi sopra), le frecce passano da una scelta all’altra, Esc torna indietro di un passo e Invio conferma. Ogni scelta è anche un semplice link, e ogni mossa si può scrivere in notazione.
rules-access-news = Quando un altro giocatore muove, la pagina si aggiorna da sola senza farti perdere il punto e legge chi ha mosso e come; dopo che hai confermato la tua mossa, viene letto il messaggio che la descrive. Senza JavaScript tutto funziona con link e moduli, e Aggiorna mostra le novità.
