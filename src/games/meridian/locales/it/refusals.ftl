# Refusals of a turn that breaks a rule (src/games/meridian/refusals.rs), in Italian.
# Cards are named by their numbers ($card), as in the notation.

refusal-game-over = la partita è finita
refusal-not-your-turn = non è il tuo turno
refusal-card-not-face-up = { $card } non è una delle tue carte scoperte
# $numbers: "4, 5, 6 o 7".
refusal-wrong-meridian = la carta { $card } indica il meridiano { $numbers }, non il { $meridian }
refusal-meridian-missing = indica su quale meridiano della carta { $card } giochi
refusal-meridian-without-action = un turno che non cambia nulla sul tabellone non indica nessun meridiano
refusal-nothing-to-remove = non hai nessuna torre sul meridiano { $meridian } nella riga { $row } da rimuovere
refusal-no-such-row = non esiste la riga { $row }: questo lato del tabellone ha le righe da 1 a { $rows }
refusal-empty-tower = una torre ha almeno un pezzo
refusal-not-enough-pieces = una torre da { $height } richiede { $height } pezzi, e la tua riserva ne ha { $supply }
refusal-first-tower-too-low = il meridiano { $meridian } ora non ha torri, quindi una nuova torre deve essere alta almeno 2 (M4)
refusal-too-many-towers = puoi avere al massimo { $limit } { $limit ->
        [one] torre
       *[other] torri
    } sul meridiano { $meridian }
refusal-same-tower-again = la nuova torre deve differire da quella rimossa per altezza, città o entrambe (M6)
refusal-own-tower-in-the-way = la riga { $row } del meridiano { $meridian } ha la tua torre, che non puoi spingere via
refusal-same-height = la riga { $row } del meridiano { $meridian } ha una torre della stessa altezza { $height }: le altezze su un meridiano sono diverse
refusal-pushed-off-north = la spinta farebbe uscire una torre dall’estremità nord del meridiano { $meridian }
refusal-pushed-off-south = la spinta farebbe uscire una torre dall’estremità sud del meridiano { $meridian }
refusal-out-of-order = sul meridiano { $meridian } le torri più alte devono stare a nord di quelle più basse: una torre da { $height } non entra nella riga { $row }
