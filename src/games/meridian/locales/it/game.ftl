# Meridian's texts for the platform, in Italian: options, narration, results. Refusals of
# notation are in notation.ftl. Cards are named by their numbers ($card, e.g. 4-5-6-7),
# as in the notation; players' names come in as $who (several joined by "e").

seat-name = posto { $seat }
join-nothing = {""}
then = ,{" "}poi{" "}

## The invitation's choices.
players-2 = 2 giocatori (due colori ciascuno)
players-3 = 3 giocatori
players-4 = 4 giocatori
options-side = lato { $side }

## The platform's moves for a player.
automatic-did = giocato automaticamente
automatic-does = gioca automaticamente (la sua carta più bassa, senza cambiare nulla)
automatic-moves = turni automatici
automatic-server-does = gioca al posto di
automatic-only = giocare automaticamente

## A step in brief.
label-nothing = { $card }, nulla
label-placed = { $card } → meridiano { $meridian }
label-took-back = { $card } → torre ripresa sul meridiano { $meridian }

## Narration of a turn: who played ($who), then what the card did. $voice: "preview" (to
## the mover, before confirming: "Giochi la carta 5 e piazzi…"), "you" (to the mover,
## after: "Hai giocato la carta 5 e piazzato…"), "other" (to everybody else).
event-played = { $who } ha giocato
event-played-you = Hai giocato
event-played-automatically = Automaticamente ({ $why }), { $who } ha giocato
# "senza cambiare nulla" reads the same in every $voice.
event-nothing = { $who } la carta { $card } { $voice ->
       *[other] senza
    } cambiare nulla sul tabellone.
event-turn = { $who } la carta { $card } sul meridiano { $meridian } e { $parts }{ $pushes }.
event-took-back = { $voice ->
        [preview] riprendi la tua
        [you] ripreso la tua
       *[other] ripreso la propria
    } torre da { $height } dalla riga { $row } ({ $height } { $height ->
        [one] pezzo torna
       *[other] pezzi tornano
    } nella { $voice ->
        [other] sua
       *[you] tua
    } riserva)
event-placed = { $voice ->
        [preview] piazzi
       *[other] piazzato
    } { $tower }
tower = una torre da { $height } { $height ->
        [one] pezzo
       *[other] pezzi
    } nella riga { $row }
event-pushed-north = ; la torre da { $height } di { $owner } { $voice ->
        [preview] viene spinta
       *[other] è stata spinta
    } a nord dalla riga { $from } alla riga { $to }
event-pushed-south = ; la torre da { $height } di { $owner } { $voice ->
        [preview] viene spinta
       *[other] è stata spinta
    } a sud dalla riga { $from } alla riga { $to }
event-turned-up = { $who } ha scoperto la carta { $card }.
event-game-over = La partita è finita. { $result }

## The result.
result-points = { $who } vince con { $points } { $points ->
        [one] punto
       *[other] punti
    }.
result-unused = { $who } vince: pari a { $points } { $points ->
        [one] punto
       *[other] punti
    }, ma con più pezzi inutilizzati ({ $unused }).
result-shared = { $who } condividono la vittoria: pari a { $points } { $points ->
        [one] punto
       *[other] punti
    } e a pezzi inutilizzati.
column-points = Punti
column-islands = Isole
column-unused = Pezzi inutilizzati
decided-points = il maggior numero di punti
decided-unused = pareggio ai punti, risolto dal maggior numero di pezzi inutilizzati
decided-shared = pareggio ai punti e ai pezzi inutilizzati: la vittoria è condivisa (M8)

## The game page and the invitation page.
heading = Meridian
progress-over = Giocate tutte le { $cards } carte
progress-turn = Turno { $turn } di { $turns }
fact-board = Tabellone
fact-side-a = lato A (5 città su ogni meridiano)
fact-side-b = lato B (4 città su ogni meridiano)
fact-players-two = 2 (ognuno gioca due colori come se fossero uno)
note-watching = Stai osservando questa partita. Tutto è scoperto tranne l’ordine dei mazzi coperti, che nessuno conosce.
