# Le parole del sito: vedi src/game/text/mod.rs (SITE_MESSAGES).
## Le regole dei tornei per i giocatori (/rules/tournaments, docs/tournaments.md). I numeri
## sono i limiti di src/service/tournaments/mod.rs.

# HTML: la riga nell’indice delle regole.
rules-tournaments-link = Giocare una serie di turni per una classifica: <a href="/rules/tournaments">tornei</a>.
rules-tournaments-title = Tornei
rules-tournaments-intro = Un torneo è una serie di turni in uno dei giochi di questo sito, giocata nell’arco di giorni come ogni partita qui. A ogni turno i giocatori siedono a tavoli da due a quattro, tanti per tavolo quanti ne ha scelti l’organizzatore, e ogni tavolo gioca una partita normale, con la sua pagina, un tempo per ogni mossa e la sua cronologia. Ogni partita dà punti, e i punti fanno la classifica.

rules-tournaments-formats = Tre formule
rules-tournaments-round-robin = Girone all’italiana
rules-tournaments-round-robin-text = Tutti incontrano tutti. Il calendario completo è stabilito quando il torneo comincia. Ai tavoli da due giochi una volta contro ciascuno degli altri giocatori. Ai tavoli da tre o da quattro, i tavoli di ogni turno sono scelti perché le coppie si incontrino nel modo più uniforme possibile: ogni coppia almeno una volta, la maggior parte esattamente una. Quando i giocatori non riempiono tutti i tavoli, quelli rimasti fuori stanno fermi per quel turno, a rotazione, così nessuno gioca più di una partita in più degli altri. Dato che i turni crescono con il numero di giocatori, un girone all’italiana accoglie al massimo { $players ->
        [one] un giocatore
       *[other] { $players } giocatori
    }.
rules-tournaments-groups-text = Un girone all’italiana si può anche giocare a gruppi, fino a { $groups }. Le teste di serie vengono distribuite come carte — la prima, la seconda e la terza ai gruppi A, B e C, poi a ritroso da C — così i gruppi sono più o meno della stessa forza. Ogni gruppo gioca il proprio girone, tutti i gruppi insieme; un gruppo che ha bisogno di meno turni riposa alla fine. Poi i migliori di ogni gruppo (il vincitore, o quanti ne ha scelti l’organizzatore) giocano un girone finale. I finalisti sono in testa alla classifica, nell’ordine della finale; tutti gli altri seguono, secondo i risultati nei gruppi.
rules-tournaments-swiss = Sistema svizzero
rules-tournaments-swiss-text = Un numero di turni fissato in anticipo dall’organizzatore, al massimo { $most }. Ogni turno è abbinato in base alla classifica, dall’alto verso il basso: ogni tavolo riunisce giocatori con gli stessi punti o quasi. Non ti ritrovi allo stesso tavolo con la stessa persona finché un altro abbinamento lo può evitare. Quando i giocatori non riempiono l’ultimo tavolo, quelli rimasti fuori hanno un turno di riposo: chi ne ha avuti meno finora e, tra loro, chi è più in basso in classifica. Così nessuno riposa una seconda volta finché qualcuno non ha mai riposato, a meno che non ci sia altro modo di far sedere tutti.
rules-tournaments-elimination = Eliminazione diretta
rules-tournaments-elimination-text = I migliori di ogni tavolo passano al turno successivo — il vincitore, o quanti ne ha stabiliti l’organizzatore — finché i rimasti non stanno tutti a un solo tavolo finale, il cui risultato decide il torneo. Le prime teste di serie (vedi sotto) partono da tavoli diversi, perché i più forti si incontrino il più tardi possibile. Quando chi passa non riempie i tavoli, le prime teste di serie tra loro passano al turno successivo senza giocare. Un posto condiviso proprio sul limite di chi passa va alla testa di serie più alta.

rules-tournaments-points = Punti
rules-tournaments-points-sides = Al tavolo ogni giocatore è uno schieramento a sé; in un gioco a squadre, ogni squadra è uno schieramento.
rules-tournaments-points-text = Ogni partita dà punti secondo i posti al suo tavolo: un punto per ogni schieramento che finisce dietro di te, e mezzo punto per ogni schieramento con cui condividi il posto. Quindi:
rules-tournaments-points-two = con due schieramenti, 1 per una vittoria, ½ per un pareggio e 0 per una sconfitta, come negli scacchi;
rules-tournaments-points-three = con tre, 2, 1 e 0 dal primo all’ultimo;
rules-tournaments-points-four = con quattro, 3, 2, 1 e 0, oppure 2½ ciascuno per due schieramenti a pari merito al primo posto.
rules-tournaments-points-left = Se lasci una partita prima della fine — abbandonando, venendo escluso con una votazione o cancellando il tuo account — il tuo schieramento finisce ultimo a quel tavolo. Una partita annullata con una votazione dei suoi giocatori conta come un posto condiviso da tutto il tavolo.
rules-tournaments-bye = Il turno di riposo è un turno senza partita per te, perché i giocatori non riempivano tutti i tavoli. Vale un posto medio, come se avessi condiviso il posto con tutto il tavolo: ½ punto quando i tavoli hanno due schieramenti, 1 con tre, 1½ con quattro.
rules-tournaments-unplayed = In un girone all’italiana, un incontro che non si può giocare vale mezzo punto a ciascuno dei due, e non conta come partita giocata.

rules-tournaments-standings = Classifica e spareggi
rules-tournaments-standings-text = La classifica somma i punti di ciascuno. Tra giocatori a pari punti decide il primo di questi criteri in cui differiscono:
rules-tournaments-tie-opponents = i punti dei loro avversari: per ogni partita giocata, i punti finali di ogni giocatore incontrato lì in un altro schieramento (i turni di riposo e gli incontri non giocati non contano);
rules-tournaments-tie-wins = le partite vinte: i primi posti, da soli o a pari merito.
rules-tournaments-tie-seed = Chi resta pari anche in questi due criteri condivide la posizione e compare nell’ordine delle teste di serie. Quest’ordine è fissato all’inizio del torneo: secondo il punteggio in quel gioco, preso dal lato prudente come nelle classifiche del sito (chi non ha un punteggio dopo chi ce l’ha), poi nell’ordine di iscrizione.

rules-tournaments-teams = Giochi a squadre
rules-tournaments-teams-text = In un gioco a squadre, i giocatori di ogni tavolo sono divisi in squadre a sorte: nessuno sceglie il tuo compagno, nemmeno l’organizzatore. Ogni giocatore di una squadra riceve il posto e i punti della squadra, e i compagni non sono avversari l’uno dell’altro negli spareggi. Nell’eliminazione diretta passano squadre intere.

rules-tournaments-rounds = Turni e scadenze
rules-tournaments-rounds-start = Tutte le partite di un turno cominciano insieme, ciascuna con il tempo per mossa scelto dall’organizzatore. Il turno successivo viene abbinato appena finisce l’ultima partita del turno.
rules-tournaments-rounds-deadline = Un turno ha anche una sua scadenza: i giorni stabiliti dall’organizzatore, almeno il tempo per mossa e al massimo { $days ->
        [one] un giorno
       *[other] { $days } giorni
    }. Quando passa, le partite ancora in corso finiscono lì: ognuna ordina i suoi giocatori secondo la posizione così com’è (un gioco che non sa ordinare una posizione incompiuta conta un posto condiviso da tutti), la sua pagina dice che è finita alla scadenza del turno, e non è valida per il punteggio.
rules-tournaments-rounds-extend = L’organizzatore può prolungare una volta la scadenza del turno in corso, della durata di un turno.

rules-tournaments-entering = Iscriversi e ritirarsi
rules-tournaments-entering-text = Ti iscrivi finché le iscrizioni sono aperte e c’è posto, e puoi cancellare l’iscrizione fino all’inizio del torneo.
rules-tournaments-withdraw = Una volta cominciato il torneo, uscirne vuol dire ritirarsi: le tue partite del torneo ancora in corso sono abbandonate (una sconfitta, come ogni abbandono) e i turni successivi sono abbinati senza di te. I tuoi risultati fin lì restano in classifica. In un girone all’italiana, un tavolo successivo che perde così un giocatore non si gioca, e gli altri a quel tavolo hanno un turno di riposo. Anche un account cancellato o sospeso viene ritirato.

rules-tournaments-apart = Tenuti separati
rules-tournaments-apart-text = Due persone di cui una ha bloccato l’altra non siedono mai allo stesso tavolo, in nessuna formula: gli abbinamenti ne tengono conto.

rules-tournaments-organisers = Organizzare un torneo
rules-tournaments-organisers-who = Chiunque abbia fatto l’accesso può organizzare un torneo. L’organizzatore sceglie il gioco e le sue opzioni (le stesse a ogni tavolo), la formula, il tempo per mossa e la durata di un turno, il numero minimo e massimo di giocatori, e se giocare anche lui.
rules-tournaments-organisers-listed = Un torneo è privato, raggiungibile con il suo link, oppure pubblico, in elenco perché tutti lo trovino. Puoi avere { $listed ->
        [one] un torneo pubblico aperto
       *[other] { $listed } tornei pubblici aperti
    } alle iscrizioni o in corso alla volta, e crearne { $created ->
        [one] uno all’ora
       *[other] { $created } all’ora
    }.
rules-tournaments-organisers-limits = Un torneo accoglie al massimo { $players ->
        [one] un giocatore
       *[other] { $players } giocatori
    }, e mai meno di quanti ne siedono a un tavolo. Le iscrizioni durano da un giorno a { $days ->
        [one] un giorno
       *[other] { $days } giorni
    }.
rules-tournaments-organisers-start = Alla chiusura delle iscrizioni il torneo comincia se ci sono abbastanza iscritti, altrimenti viene annullato. L’organizzatore può farlo cominciare prima, appena gli iscritti bastano, o annullarlo prima che cominci; dopo, può farlo solo un moderatore.
rules-tournaments-organisers-during = Mentre il torneo è in corso, l’organizzatore può scrivere annunci che arrivano a tutti i giocatori (pochi al giorno) e, finché il turno 1 non è finito, nominare un sostituto per un giocatore ritirato: qualcuno che accetta i suoi inviti per nome, che ne prende la testa di serie e gioca dal turno 2, senza punti (non in un torneo a eliminazione, dove chi ha lasciato il turno 1 ha perso al suo tavolo).

rules-tournaments-more = Giocatori computer e punteggi
rules-tournaments-computers = I giocatori computer non partecipano ai tornei.
# HTML.
rules-tournaments-rated = L’organizzatore sceglie se le partite sono valide per il punteggio o amichevoli, come chi crea una qualsiasi partita. Le partite di torneo valide per il punteggio contano come tutte le altre (<a href="/rules/ratings">punteggi e gioco leale</a>), tranne una partita finita alla scadenza di un turno, che non è mai valida.
