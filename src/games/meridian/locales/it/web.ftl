# Meridian's game page in Italian: the board's captions, legend and drawing, the composer,
# the players' panels, the islands table and the invitation's explanation
# (src/games/meridian/web/, templates/). Cards are named by their numbers ($card), as in
# the notation, always as "la carta 5"; players' names come in as $who, $owner. The
# reader is addressed with "tu".

## The board and its captions.
area-board = Tabellone
caption-preview = <strong>Anteprima:</strong> il tabellone dopo il tuo turno — non ancora giocato. Contornato: ciò che cambia.
caption-choose-city = Scegli la città sul tabellone (tratteggiata) oppure dall’<a href="#composer">elenco</a>.
caption-last-move = <strong>Ultima mossa</strong> (mossa { $step }):
caption-this-step = Questa mossa nella cronologia
caption-step-before = ← la mossa precedente
legend = Il nord è in alto; i meridiani sono numerati in basso. Le isole sono le zone colorate, ognuna con la sua lettera e i suoi punti. Un’isola tenuta da qualcuno è bordata del suo colore e del suo motivo e porta la sua iniziale (la legenda è sopra). I punti grandi sono capitali (lì una guarnigione conta 2). Ogni torre mostra la sua altezza in pezzi.
step-legend = Contornato: ciò che questa mossa ha cambiato.
# Only on a narrow screen, under the board, which then scrolls sideways in its box.
# The key to the islands' borders: each player's border and initial, then an island without.
legend-holders = Isole tenute da
legend-nobody = nessuno (senza bordo)

## The board's drawing.
board-label = Il tabellone, lato { $side }: dieci meridiani di { $rows } città, il nord in alto
city-title = Meridiano { $meridian }, riga { $row }: isola { $island }
city-title-capital = Meridiano { $meridian }, riga { $row }: isola { $island }, capitale
city-title-tower = { $title }; una torre da { $height } ({ $who })
island-title = Isola { $island }: { $points } punti, tenuta da { $who }
nobody = nessuno
# A seat without a name, at the head of its panel.
player-unnamed = Giocatore { $seat }

## The composer.
composer-title = Il tuo turno
composer-choose-card = Scegli una delle tue carte scoperte.
composer-card-gone = Quella carta non è più una delle tue carte scoperte: scegli di nuovo.
composer-impossible = Questo turno non è più possibile: cambia una scelta.
# $meridians: "4, 5, 6 o 7".
card-hint-many = Uno dei meridiani { $meridians }
meridian-number = Meridiano { $meridian }
chosen-card = Carta: { $card }
chosen-nothing = Non cambiare nulla sul tabellone
prompt-meridian = Su quale meridiano giochi la carta { $card }?
choice-none = Nessuno: gioca la carta senza cambiare nulla
chosen-keep = Tieni la tua torre sul meridiano { $meridian }
chosen-take-back = Riprendi la tua torre da { $height } dalla riga { $row }
prompt-take-back = Hai una torre sul meridiano { $meridian }: vuoi prima riprenderla?
choice-keep = Tienila
choice-take-back = Riprendi la torre da { $height } nella riga { $row } (i suoi pezzi tornano nella tua riserva)
notice-no-fit = Ora nessuna nuova torre entra sul meridiano { $meridian } (altezze, ordine, la tua riserva o le tue torri lì).
prompt-height = Quanto è alta la tua nuova torre sul meridiano { $meridian }?
choice-only-take-back = Nessuna nuova torre: riprendi solo quella vecchia
choice-no-tower = Nessuna nuova torre: gioca la carta senza cambiare nulla
# $rows: the rows a tower of that height fits in, "1, 3".
choice-height = { $height } { $height ->
        [one] pezzo
       *[other] pezzi
    } ({ $count ->
        [one] riga
       *[other] righe
    } { $rows })
# The height step: heights that fit the same rows share a line ($rows: "1, 3").
height-hint = Scegli di quanti pezzi è la nuova torre. Ogni riga elenca le righe del meridiano in cui quelle altezze entrano.
height-keys = Da tastiera, scrivi l’altezza.
height-rows = { $count ->
        [one] Riga
       *[other] Righe
    } { $rows }
chosen-no-tower = Nessuna nuova torre
chosen-height = Una nuova torre da { $height }
prompt-row = Dove va la torre da { $height } sul meridiano { $meridian }?
choice-row = Riga { $row } (isola { $island })
choice-row-capital = Riga { $row } (isola { $island }, capitale)
choice-row-pushes-north = { $place }: spinge a nord la torre da { $height } di { $owner }
choice-row-pushes-south = { $place }: spinge a sud la torre da { $height } di { $owner }

## The preview of a turn.
preview-title = Anteprima: il tabellone dopo il tuo turno
# Who plays, in the preview's sentence (event-nothing, event-turn): "Giochi la carta 5 …".
preview-you-play = Giochi
# The mover among the islands' holders.
preview-you = Tu
preview-pushed-north = La torre da { $height } di { $owner } va a nord dalla riga { $from } alla riga { $to }.
preview-pushed-south = La torre da { $height } di { $owner } va a sud dalla riga { $from } alla riga { $to }.
preview-control = Isola { $island } ({ $points } punti): { $before } → { $after }.
preview-no-change = Nessuna isola cambia padrone.
preview-turns-up = Poi la carta in cima al tuo mazzo viene scoperta: quale, nessuno lo sa finché non confermi.
# Before the turn in notation.
preview-notation = In notazione:
# After it.
preview-shows = Il tabellone e i pannelli dei giocatori mostrano la situazione dopo questo turno.
preview-confirm = Conferma questo turno
# The notation field's example: the notation itself is the same in every language.
notation-placeholder = per esempio 5 3@2, oppure 4-5-6-7:6 x 2@4

## The players' panels.
players = Giocatori
seat-you = (tu)
seat-to-move = di turno
seat-winner = ★ vincitore
seat-line = Posto { $seat } · { $colours }
colour-orange = arancione
colour-black = nero
colour-brown = marrone
colour-grey = grigio
seat-face-up = Scoperte
seat-none = nessuna
seat-played = Giocate
seat-none-yet = ancora nessuna
seat-deck = Mazzo
seat-face-down = { $count } coperte
seat-deck-contents = (in un ordine qualsiasi: { $cards })
seat-deck-order = Distribuite in quest’ordine: { $cards }
seat-supply = Riserva
seat-supply-line = { $supply } { $supply ->
        [one] pezzo
       *[other] pezzi
    } · { $towers } { $towers ->
        [one] torre piazzata
       *[other] torri piazzate
    }
seat-islands = Isole ora
seat-islands-line = { $points } { $points ->
        [one] punto
       *[other] punti
    } da { $islands } { $islands ->
        [one] isola
       *[other] isole
    }

## The islands as a table.
islands = Le isole in tabella
islands-island = Isola
islands-points = Punti
islands-capital = Capitale
islands-held-by = Tenuta da
islands-garrisons = Guarnigioni
islands-yes = sì
islands-note = Una guarnigione in una capitale conta 2, in qualsiasi altra città 1; il totale strettamente più alto tiene l’isola, e chi la tiene segna un punto per ogni sua città. L’altezza delle torri non conta.

## The invitation page.
invitation-title = Come si gioca a Meridian qui
invitation-text = A ogni turno un giocatore gioca una delle sue due carte scoperte: il suo numero indica un meridiano, dove può piazzare una torre di guarnigione, spingere avanti altre torri o riprendere la propria torre. Chi alla fine ha la guarnigione più forte su un’isola ne segna le città. Tutto è scoperto tranne l’ordine dei mazzi coperti.
invitation-two = In due, ognuno gioca due colori come uno solo: un mazzo di 26 carte, 40 pezzi e fino a due torri su un meridiano.

## The result panel: the islands one by one.
result-islands = Isola per isola
result-island-points = Isola (punti)
why-empty = Nessuna guarnigione: non la tiene nessuno.
why-tie = Pareggio a { $most }: non la tiene nessuno.
why-alone = Solo { $who } ha una guarnigione lì ({ $most }).
why-most = { $who } ha la guarnigione più forte: { $most } contro { $next }.
why-capital-tower = Sulla sua capitale c’è la torre di { $who }, che conta 2.
why-capital-free = Sulla sua capitale non c’è nessuna torre.

## Il tabellone a parole (sotto l’area di gioco, per i lettori di schermo e per tutti).
board-meridians = Meridiani
board-meridian = Meridiano { $meridian }: { $count ->
        [0] nessuna torre
        [one] una torre
       *[other] { $count } torri
    }
board-islands = Isole
