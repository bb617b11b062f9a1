# Weigeringen van een beurt die een regel breekt (src/games/meridian/refusals.rs). Kaarten
# heten naar hun getallen ($card), zoals in de notatie.

refusal-game-over = het spel is afgelopen
refusal-not-your-turn = je bent niet aan de beurt
refusal-card-not-face-up = { $card } is niet een van je open kaarten
# $numbers: "4, 5, 6 of 7".
refusal-wrong-meridian = de kaart { $card } noemt meridiaan { $numbers }, niet { $meridian }
refusal-meridian-missing = zeg op welke meridiaan van de kaart { $card } je speelt
refusal-meridian-without-action = een beurt die niets op het spelbord verandert noemt geen meridiaan
refusal-nothing-to-remove = je hebt geen toren op meridiaan { $meridian } in rij { $row } om weg te nemen
refusal-no-such-row = er is geen rij { $row }: deze zijde van het spelbord heeft de rijen 1 tot { $rows }
refusal-empty-tower = een toren heeft minstens één stuk
refusal-not-enough-pieces = een toren van { $height } heeft { $height } stukken nodig, en je voorraad heeft er { $supply }
refusal-first-tower-too-low = meridiaan { $meridian } heeft nu geen toren, dus een nieuwe moet minstens 2 hoog zijn (M4)
refusal-too-many-towers = je mag hoogstens { $limit } { $limit ->
        [one] toren
       *[other] torens
    } op meridiaan { $meridian } hebben
refusal-same-tower-again = de nieuwe toren moet verschillen van de weggenomen toren in hoogte, stad of allebei (M6)
refusal-own-tower-in-the-way = rij { $row } van meridiaan { $meridian } heeft je eigen toren, die je niet kunt wegschuiven
refusal-same-height = rij { $row } van meridiaan { $meridian } heeft een toren van dezelfde hoogte { $height }: hoogtes op een meridiaan verschillen
refusal-pushed-off-north = door het schuiven zou een toren van het noordelijke eind van meridiaan { $meridian } vallen
refusal-pushed-off-south = door het schuiven zou een toren van het zuidelijke eind van meridiaan { $meridian } vallen
refusal-out-of-order = op meridiaan { $meridian } moeten hogere torens ten noorden van lagere staan: een { $height } past niet in rij { $row }
