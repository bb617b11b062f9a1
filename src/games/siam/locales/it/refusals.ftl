# Refusals of a move that breaks a rule (src/games/siam/refusals.rs), in Italian. Terms
# ($card, $province, $colour, $faction) come in the words of terms.ftl.

refusal-game-over = la partita è finita
refusal-not-your-turn = non è il tuo turno
refusal-card-not-in-hand = non hai una carta { $card }
refusal-last-card = { $card } è l’ultimissima carta della partita: si può giocare solo se ti fa vincere, e nessuna scelta lo fa
refusal-last-card-others = { $card } è l’ultimissima carta della partita: si può giocare solo se ti fa vincere, e queste scelte non lo fanno (altre sì)
refusal-last-card-team = { $card } è l’ultimissima carta della partita: si può giocare solo se fa vincere te o il tuo compagno di squadra, e nessuna scelta lo fa
refusal-last-card-team-others = { $card } è l’ultimissima carta della partita: si può giocare solo se fa vincere te o il tuo compagno di squadra, e queste scelte non lo fanno (altre sì)
refusal-missing-two-side = 2 vs 1 deve indicare il seguace o i seguaci che dà la prima provincia
refusal-unknown-province = non esiste la provincia numero { $number }
refusal-province-resolved = { $province } è già risolta: non vi si può entrare né uscirne
refusal-must-swap-tiles = si possono ancora scambiare due tessere, quindi { $card } deve scambiarne due
refusal-no-tiles = meno di due tessere si possono scambiare, quindi { $card } non scambia nulla
refusal-tile-not-swappable = la tessera di { $province } non si può scambiare: è coperta o ha un marcatore Re
refusal-same-province = scegli due province diverse
refusal-king-not-on-tile = il marcatore Re deve andare su una delle due tessere scambiate
refusal-pool-must-place = nella riserva comune c’è un seguace { $colour }, quindi va piazzato
refusal-pool-empty = nella riserva comune non c’è nessun seguace { $colour }
refusal-follower-missing = in { $province } non c’è nessun seguace { $colour }
refusal-not-adjacent = { $a } e { $b } non sono confinanti: 2 vs 1 scambia tra province confinanti
refusal-undo-ban = questo annullerebbe il { $card } giocato appena prima, e non è permesso
refusal-must-swap = uno scambio è possibile, quindi { $card } deve scambiare
refusal-must-swap-two = è possibile uno scambio completo di due seguaci per uno, quindi la carta deve farlo
refusal-must-give-two = { $province } ha più di un seguace, quindi deve darne due
refusal-not-eligible = { $province } non può ricevere seguaci { $faction }: deve confinare con una provincia controllata dalla fazione { $faction }, o con la sua patria finché nessun altro la controlla
refusal-placement-none = la fazione { $faction } ora non può piazzare seguaci (nessuna provincia adatta, o nessuno nella riserva comune): scrivi - al suo posto
refusal-placement-one = la fazione { $faction } ora deve piazzare esattamente un seguace
refusal-placement-many = la fazione { $faction } ora deve piazzare { $count } seguaci
refusal-must-take = dopo la tua azione devi prendere un seguace da una provincia
refusal-nothing-to-take = nessuna provincia ha seguaci, quindi non c’è nulla da prendere
