# King of Siam's texts for the platform, in Italian: options, narration, results. Terms
# are in terms.ftl, refusals of notation in notation.ftl. Players' names come in as $who
# (several joined by "e"); phrasings avoid agreeing with a player's gender.

seat-name = Giocatore { $seat }

## The invitation's choices.
option-board = Mappa
option-board-siam = King of Siam (mappa del Siam)
option-board-saba = King of Saba (mappa di Saba)
option-board-refused = la mappa deve essere siam o saba
option-hands = Mani
option-hands-original = Coperte, come nell’originale — vedi solo la tua mano e la carta in cima a ogni pila degli scarti
option-hands-open = Scoperte — le mani e gli scarti di tutti sono visibili a tutti
option-hands-refused = le mani devono essere original oppure open
options-hands-original = mani coperte
options-hands-open = mani scoperte
players-2 = 2 giocatori
players-3 = 3 giocatori
players-4 = 4 giocatori (due squadre)
rating-pool-teams = 4 giocatori (a squadre)
casual-open-hands = Le partite a mani scoperte sono amichevoli: tutte le mani sono sul tavolo.
talk-forbidden = Nella partita a quattro le regole vietano di parlare al tavolo, anche tra compagni di squadra, quindi la chat si apre solo a partita finita.

## The platform's moves for a player: always a pass.
automatic-did = passato automaticamente
automatic-does = passa automaticamente
automatic-moves = passaggi automatici
automatic-server-does = passa al posto di
automatic-only = passare

## What a viewer may look back at while an original-hands game runs (R12).
window-spectator = Durante una partita a mani coperte gli spettatori vedono solo ciò che può vedere ogni giocatore: le mosse successive alla più recente tra le mosse precedenti dei giocatori (mossa { $step }); la cronologia completa diventa visibile a fine partita.
window-player = Durante una partita a mani coperte puoi rivedere ciò che hai visto al tavolo dalla tua mossa precedente (mossa { $step }); la cronologia completa diventa visibile a fine partita.

## A step in brief.
label-pass = passa
label-struggle-resolved = Lotta di potere { $struggle } risolta

## Narration: a card played ($action) and the follower taken ($took).
event-played = { $who } ha giocato { $action }; { $took }.
event-played-you = Hai giocato: { $action }; { $took }.
event-played-automatically = { $who } ha giocato automaticamente ({ $why }): { $action }; { $took }.
event-took = preso un seguace { $colour } da { $province }
event-took-nothing = nessun seguace da prendere
event-passed = { $who } ha passato
event-passed-you = Hai passato
event-passed-automatically = { $who } ha passato automaticamente: { $why }
event-pass = { $who }.
event-pass-ended = { $who } — lotta di potere conclusa.
event-skipped = { $who } { $why }: salta il turno.
event-skipped-ended = { $who } { $why }: salta il turno — lotta di potere conclusa.
skip-no-cards = non ha più carte
skip-last-card = ha in mano solo l’ultima carta della partita e non può vincere giocandola
event-nobody-can-act = Nessuno può più giocare carte: le lotte di potere rimaste si risolvono subito.
event-struggle = Lotta di potere { $struggle } per { $province } ({ $yellow_colour } { $yellow }, { $red_colour } { $red }, { $blue_colour } { $blue }): { $who }.{ $next }
struggle-control = la fazione { $faction } prende il controllo
struggle-tie = pareggio: prendono il controllo gli { $occupier }
struggle-next = {" "}{ $who } inizia la prossima lotta di potere.
event-game-over = La partita è finita. { $result }

## What a card did ($card is its name).
action-follower = un seguace { $colour } di { $province }
action-no-tiles = { $card }: nessuna coppia di tessere da scambiare
action-tiles = { $card }: scambiate le tessere di { $a } e { $b }, marcatore { $king } su { $on }
action-place = { $colour } in { $province }
action-pool-empty = { $card }: la riserva comune era vuota, nessun seguace piazzato
action-placed = { $card }: { $places }
action-no-swap = { $card }: nessuno scambio possibile
action-one-swap = { $card }: scambiato { $a } con { $b }
action-two-swap = { $card }: { $count ->
        [one] un seguace ({ $colours }) di { $from } scambiato
       *[other] due seguaci ({ $colours }) di { $from } scambiati
    } con uno { $one } di { $to }
action-placed-two = { $card }: piazzati due seguaci di colore { $colour } in { $province }
action-placed-both = { $card }: piazzato un seguace { $colour } sia in { $a } sia in { $b }
action-placed-one = { $card }: piazzato un seguace { $colour } in { $province }
action-placed-none = { $card }: impossibile piazzare seguaci { $faction }

## The result: who rules, who wins and why.
result-colony = In { $country } si impone il dominio coloniale: gli { $occupier } controllano { $occupied } province. { $who } { $own ->
        [one] vince
       *[other] vincono
    }: { $how }.
result-colony-sets = con più gruppi completi
result-colony-latest-card = pari sui gruppi completi, ma con la carta azione giocata più di recente
result-colony-shared = pari sui gruppi completi, senza altro criterio per spareggiare
result-nobody = nessuna fazione
result-none = nessuna
result-ruled = { $ruling } al potere in { $country }
result-ruled-recently = { $ruling } al potere in { $country } (pari per numero di province, ma è la fazione che ha vinto per ultima una lotta di potere)
result-ruling = { $ruled }. { $who } { $own ->
        [one] vince
       *[other] vincono
    }: { $how }.{ $partners }
result-most-ruling = più seguaci { $ruling }
result-second = pari sui seguaci { $ruling }, più seguaci { $second }, la fazione al secondo posto
result-oldest-card = ancora pari: vince, tra i giocatori alla pari, chi ha giocato la sua ultima carta azione meno di recente
result-shared = pari sotto ogni aspetto, quindi la vittoria è condivisa
result-partner = {" "}La vittoria va anche a { $partners }, in squadra con { $who }.
result-partners = {" "}La vittoria va anche a { $partners }, in squadra con loro.

## The result panel's table.
decided-ruling = il maggior numero di seguaci della fazione regnante
decided-second = pareggio sui seguaci della fazione regnante, risolto dai seguaci della fazione al secondo posto ({ $second })
decided-oldest-card = pareggio sui seguaci di entrambe le fazioni in classifica: tra i giocatori alla pari perde chi ha giocato una carta azione più di recente (decisione R11)
decided-sets = il maggior numero di gruppi completi (un seguace per colore)
decided-latest-card = pareggio sui gruppi completi: vince, tra i giocatori (o le squadre) alla pari, chi ha giocato una carta azione più di recente
decided-shared = pareggio sotto ogni aspetto: la vittoria è condivisa (decisione R15)
column-sets = Gruppi completi
column-sets-partner = Gruppi completi (della squadra)
column-followers = Seguaci { $faction }
column-ruling = Seguaci della fazione regnante
column-second = Seguaci della fazione al secondo posto
column-latest-card = Ultima carta azione
value-no-card = nessuna
value-card = carta { $card } di { $cards }
team-a = Squadra A
team-b = Squadra B

## The game page and the welcome and invitation pages.
pitch = <strong>King of Siam</strong> (e il suo gemello, <strong>King of Saba</strong>)
rules-title = Regole di King of Siam e King of Saba
fact-board-siam = Mappa del Siam
fact-board-saba = Mappa di Saba (King of Saba)
fact-players-teams = 4 (due squadre di due compagni seduti uno di fronte all’altro, sorteggiate all’inizio della partita)
# $hands is the option's value, original or open.
fact-hands = { $hands ->
        [original] Coperte
       *[open] Scoperte
    } (vedere sotto)
fact-seating = L’ordine dei posti, e con esso le squadre, viene sorteggiato all’inizio della partita.
progress = { $struggle } · { $played } carte giocate su { $cards } · { $passes } { $passes ->
        [one] passaggio consecutivo
       *[other] passaggi consecutivi
    }
progress-resolved = { $resolved } { $resolved ->
        [one] lotta di potere risolta
       *[other] lotte di potere risolte
    }
progress-struggle = Lotta di potere { $struggle } di 8
result-provinces = Province
note-your-hand = La tua mano:
note-watching = Stai osservando questa partita.
note-hidden-until-end = Le carte nascoste restano nascoste fino alla fine.
note-open-hands = Mani scoperte: le carte e gli scarti di tutti sono visibili a tutti.
