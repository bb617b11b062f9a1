# King of Siam's game page in Italian: the map's captions, legend and drawing, the move
# composer, the tile track, the players' panels, the province table and the invitation's
# explanation (src/games/siam/web/, templates/). Terms come in as arguments ($faction,
# $card, $province, $king…) in the words of terms.ftl; letters ($letter, $y…) are the
# notation's. The reader is addressed with "tu".

## The map and its captions.
area-board = Mappa
caption-preview = <strong>Anteprima:</strong> la mappa dopo la tua carta — non ancora giocata. Contornato di verde: ciò che cambia.
caption-after-card = La mappa dopo la tua carta — non ancora giocata. Contornato di verde: ciò che cambia. Prendi da qui il tuo seguace.
caption-after-card-list = La mappa dopo la tua carta — non ancora giocata. Contornato di verde: ciò che cambia. Prendi il tuo seguace da qui o dall’<a href="#composer">elenco</a>.
caption-last-move = <strong>Ultima mossa</strong> (mossa { $step }):
caption-changed = Contornato di verde: ciò che ha cambiato.
caption-this-step = Questa mossa nella cronologia
caption-step-before = ← la mossa precedente
legend = Le linee uniscono le province confinanti. I gettoni mostrano i seguaci: <span class="chip f0"><b>{ $y }</b></span> { $yellow }, <span class="chip f1"><b>{ $r }</b></span> { $red }, <span class="chip f2"><b>{ $b }</b></span> { $blue }. Le province risolte mostrano chi le controlla; quelle tratteggiate appartengono agli { $occupier }.

## The map's drawing: its label, each province's title and captions.
map-label = Mappa ({ $country }): { $count } province; le linee uniscono le province confinanti
map-title = { $province } (capitale { $capital })
map-title-home = { $province } (capitale { $capital }, patria della fazione { $faction })
map-title-resolved = { $title }: risolta, { $who }
map-title-resolved-in = { $title }: risolta, { $who } (lotta di potere { $struggle })
map-title-followers = { $title }: { $followers }
map-title-contested = { $title } — contesa ora
map-title-tile = { $title }; tessera nella casella { $box }
map-faction-control = controllo { $faction }
map-no-followers = nessun seguace
map-home-of = patria della fazione { $faction }
map-chip = { $count } { $count ->
        [one] seguace
       *[other] seguaci
    } { $faction } ({ $letter }) in { $province }
contested-now = contesa ora

## The move composer.
composer-title = La tua mossa
composer-last-card = Ultima carta (R9).
composer-dropped = Alcune scelte in questo indirizzo non sono più valide nella posizione attuale e sono state tolte: continua da qui.
composer-choose-card = Scegli una carta da giocare, oppure passa.
composer-cannot-play = Non si può giocare ora.
composer-card = Carta: <strong>{ $card }</strong>
composer-click-map = Fai clic <a href="#map">sulla mappa</a> oppure scegli qui sotto.
preview-title = Anteprima: la mappa dopo la tua carta
preview-notation = In notazione:
preview-shows = La mappa, la fila delle tessere, la riserva comune e i pannelli dei giocatori mostrano la situazione dopo questa mossa.
preview-confirm = Conferma questa mossa
pass-open = Passa…
pass-question = Passare questo turno? Potrai giocare ancora più avanti in questa lotta di potere; quando tutti passano di fila, finisce.
pass-confirm = Sì, passo
# The notation field's example: the notation itself is the same in every language.
notation-placeholder = per esempio 1v1 lanna:Y<>kedah:R take kedah:Y

## What each card does ($faction: the faction of a faction card).
hint-maharacha = Scambia due tessere scoperte e metti il tuo marcatore { $king } su una di esse. Poi prendi un seguace.
hint-khonthai = Piazza un seguace di ogni colore dalla riserva comune, ognuno dove vuoi. Poi prendi un seguace.
hint-1v1 = Scambia un seguace con uno di un’altra provincia. Poi prendi un seguace.
hint-2v1 = Scambia due seguaci di una provincia con uno di una provincia confinante. Poi prendi un seguace.
hint-faction = Piazza due seguaci della fazione { $faction } dalla riserva comune accanto alle province che la fazione controlla o accanto alla sua patria non controllata. Poi prendi un seguace.
# After a faction card whose name is not its faction's, in a hand: "Malai (places Malay)".
card-places = fazione { $faction }

## What a card will do now when it cannot be carried out completely.
notice-no-tiles = Meno di due tessere si possono scambiare (le tessere coperte e quelle con un marcatore { $king } restano dove sono): { $card } non scambia nulla e non piazza nessun marcatore { $king }.
notice-pool-empty = La riserva comune è vuota: { $card } non piazza nulla, prendi soltanto un seguace.
# $missing: one or two factions with their letters, "Rama (Y) o Malay (B)".
notice-pool-missing = Nessun seguace { $missing } nella riserva comune: { $card } non piazza nessun seguace di { $count ->
        [one] quel colore
       *[other] quei colori
    }.
notice-no-swap = Nessuno scambio è possibile (meno di due province aperte hanno seguaci, oppure l’unico scambio annullerebbe il { $card } precedente): { $card } non scambia nulla.
notice-one-for-one = Nessuna provincia confinante con un’altra può dare due seguaci per uno, quindi { $card } scambia uno per uno: un seguace isolato con uno di una provincia confinante (decisione R6).
notice-no-neighbour-swap = Nessuno scambio è possibile tra province aperte confinanti: { $card } non scambia nulla.
notice-faction-nowhere = Nessuna provincia aperta confina con una provincia controllata dalla fazione { $faction } o con la sua patria non controllata: questa carta non piazza nulla.
notice-faction-none = Nessun seguace { $faction } ({ $letter }) nella riserva comune: questa carta non piazzerà nulla.
notice-faction-one = Nella riserva comune c’è un solo seguace { $faction } ({ $letter }): questa carta piazza soltanto quello.
notice-undo-ban = Anche la carta precedente della partita era { $card }: uno scambio che rimetterebbe subito a posto i suoi seguaci non viene proposto (divieto di annullare).
nothing-to-choose = Non c’è nulla da scegliere per la carta stessa.

## Each step's question ($first: the choice before; $faction: "Rama (Y)").
prompt-tile-a = Scegli la prima delle due tessere scoperte da scambiare (sulla mappa o sulla fila).
prompt-tile-b = Scegli la tessera che scambia posto con { $first }.
prompt-king = Metti il tuo marcatore { $king } su una delle due tessere scambiate. Una tessera con un marcatore { $king } non potrà mai più essere scambiata.
prompt-place = Dove va il seguace { $faction } della riserva comune?
prompt-swap-a = Scegli il primo seguace da scambiare (in qualsiasi provincia aperta).
prompt-swap-b = Scegli il seguace di un’altra provincia che si scambia con { $first }.
prompt-two-a = Scegli il primo dei due seguaci che lasciano insieme la loro provincia.
prompt-two-b = Scegli il secondo seguace che lascia { $province }.
prompt-lone = Scegli il seguace isolato da scambiare (la sua provincia ha solo lui: uno per uno, decisione R6).
prompt-one-side = Scegli il seguace di una provincia confinante che va nell’altra direzione.
prompt-faction-a = Scegli una provincia per il primo seguace { $faction }.
prompt-faction-b = Scegli una provincia per il secondo seguace { $faction } (si può scegliere di nuovo la stessa provincia).
prompt-take = Ultimo passo: prendi un seguace da una qualsiasi provincia aperta e mettilo nella tua riserva.

## A step's options ($what: a province, or a follower as follower-in says).
faction-letter = { $faction } ({ $letter })
follower-in = { $faction } ({ $letter }) in { $province }
follower-from = { $faction } ({ $letter }) da { $province }
choice-tile = { $what } (casella { $box })
choice-king = marcatore { $king } su { $what }
choice-place = { $faction } ({ $letter }) in { $what }
choice-both-there = { $what } (entrambi lì)
choice-take = Prendi { $what }

## The choices made, each with a link to change it.
chosen-tile = Tessera: { $what }
chosen-swapped-with = scambiata con: { $what }
chosen-king = marcatore { $king } su { $what }
chosen-place = { $faction } ({ $letter }) in { $what }
chosen-swap = Scambio: { $what }
chosen-with = con: { $what }
chosen-two = Lasciano la provincia: { $what }
chosen-and = e: { $what }
chosen-lone = Seguace isolato: { $what }
chosen-for = in cambio di: { $what }
chosen-faction-a = Primo seguace in { $what }
chosen-faction-b = Secondo seguace in { $what }
chosen-take = Prendi: { $what }

## The very last card (R9), a card that cannot be played, the preview.
last-card = L’ultimissima carta: questa è la carta { $total } di { $total }, l’ultima carta azione della partita. Si può giocare solo se ti fa vincere — dopo di essa nessuno può più agire, tutte le lotte di potere rimaste si risolvono nell’ordine delle tessere e la partita finisce. Sono proposte solo le scelte vincenti; se non ce n’è nessuna, puoi solo passare.
last-card-team = L’ultimissima carta: questa è la carta { $total } di { $total }, l’ultima carta azione della partita. Si può giocare solo se fa vincere te o il tuo compagno di squadra — dopo di essa nessuno può più agire, tutte le lotte di potere rimaste si risolvono nell’ordine delle tessere e la partita finisce. Sono proposte solo le scelte vincenti; se non ce n’è nessuna, puoi solo passare.
unplayable-last-card = { $card } ora non può farti vincere la partita, e come ultimissima carta si può giocare solo per vincere.
unplayable = Ora non puoi giocare { $card }.
# The card about to be played, as event-played tells it ($action, $took).
preview-play = Giochi { $action }; { $took }.
preview-take-nothing = Non resta nessun seguace nelle province aperte: non prendi nulla.
preview-last-card = Questa è l’ultimissima carta: dopo di essa tutte le lotte di potere rimaste si risolvono e la partita finisce — con la vittoria tua (o della tua squadra).
preview-server-continues = Dopo la conferma il server prosegue da solo: i giocatori che possono solo passare saltano il turno, e una lotta di potere che finisce viene risolta. La pagina te lo dirà.

## The tile track and the pool.
track = Fila delle tessere
track-and-pool = Fila delle tessere e riserva comune
track-after-card = dopo la tua carta
track-note = La tessera scoperta più bassa è contesa; la lotta di potere per essa finisce quando tutti passano di fila.
track-box = casella { $box }
track-face-up = scoperta
track-king = marcatore { $king } di { $who }: questa tessera non si può più scambiare
pool = Riserva comune:

## The players' panels.
players = Giocatori
seat-you = (tu)
seat-to-move = di turno
seat-winner = ★ vincitore
seat-line = Posto { $seat } · carta aiuto { $aid }
team-a-seats = Squadra A · posti 1 e 3
team-b-seats = Squadra B · posti 2 e 4
# A seat without a name, in a sentence.
seat-unnamed = posto { $seat }
seat-followers = Seguaci
seat-in-all = { $count } in tutto
seat-sets = { $count } { $count ->
        [one] gruppo completo
       *[other] gruppi completi
    }
seat-sets-partner = { $count } { $count ->
        [one] gruppo completo
       *[other] gruppi completi
    } (con il compagno di squadra)
seat-hand = Mano
no-cards-left = nessuna carta rimasta
seat-hidden = { $count } { $count ->
        [one] carta <span class="muted">(nascosta)</span>
       *[other] carte <span class="muted">(nascoste)</span>
    }
seat-played = Giocate
seat-none-yet = ancora nessuna
seat-top-card = carta in cima <span class="card-name">{ $card }</span>
seat-played-count = ({ $count } { $count ->
        [one] giocata
       *[other] giocate
    }, le altre coperte)
seat-king = Marcatore { $king }
seat-king-used = usato
seat-king-unused = non ancora usato
seat-last-move = Ultima mossa
last-none = non ha ancora mosso
last-played = ha giocato { $card }
last-passed = ha passato
last-passed-ended = ha passato — lotta di potere finita
last-passed-automatically = poteva solo passare (passato automaticamente)
last-passed-automatically-ended = poteva solo passare (passato automaticamente) — lotta di potere finita

## The provinces as a table.
provinces = Le province in tabella
provinces-province = Provincia
provinces-capital = Capitale
provinces-home = Patria di
provinces-followers = Seguaci
provinces-control = Controllo
provinces-neighbours = Confinanti
provinces-control-since = { $who } (lotta di potere { $struggle })
history-complete = La cronologia mostra tutta la partita.
history-window = La cronologia mostra le mosse dal tuo turno precedente (la cronologia completa diventa visibile a fine partita).

## The invitation page: the two hands variants.
hands-explained = Mani coperte: vedi solo le tue carte; degli altri giocatori vedi quante carte hanno e la carta in cima alla loro pila degli scarti. Mani scoperte: la mano e gli scarti di ogni giocatore sono visibili a tutti, e la partita diventa a informazione perfetta.
invitation-hands = Mani: coperte o scoperte
invitation-original = Mani coperte
invitation-open = Mani scoperte
invitation-chosen = la variante scelta
invitation-original-text = Come al tavolo. Vedi le tue carte; degli altri solo quante carte hanno ancora e la carta in cima alla loro pila degli scarti. Ricordare ciò che è stato giocato fa parte del gioco. Tutte le carte vengono rivelate alla fine della partita.
invitation-open-text = Una variante non ufficiale senza informazioni nascoste: la mano e gli scarti di ogni giocatore sono visibili a tutti, spettatori compresi, per tutta la partita.

## Il tabellone a parole (sotto l’area di gioco, per i lettori di schermo e per tutti).
board-provinces = Province
board-pool = Riserva comune
board-none = nessuno
board-hidden-cards = { $count } { $count ->
        [one] carta nascosta
       *[other] carte nascoste
    }
board-top-card = carta in cima { $card }
