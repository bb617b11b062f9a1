# Refusals of a turn written in notation (docs/meridian-notation.md), in Italian. The
# notation is the same in every language: the examples stay as they are. $word and
# $label come quoted as typed.

notation-not-a-number = { $what } deve essere un numero, non { $word }
notation-what-meridian = il meridiano
notation-what-removal = la riga della torre da rimuovere
notation-what-height = l’altezza della torre
notation-what-row = la riga
notation-empty = scrivi una carta, per esempio 5 oppure 4-5-6-7:6 3@2
notation-not-a-card = { $label } non è una carta: le carte sono da 1 a 10, 1-2-3, 4-5-6-7 e 8-9-10
notation-not-face-up = { $label } non è una delle tue carte scoperte
notation-removal-once = scrivi la rimozione (x) una sola volta, prima della nuova torre
notation-one-tower = in un turno si piazza al massimo una torre
notation-not-understood = { $word } non è comprensibile: scrivi x per rimuovere la tua torre e altezza@riga per piazzarne una, per esempio 5 x 2@4
notation-which-meridian = la carta { $label } indica i meridiani { $meridians }: specifica quale, per esempio { $label }:{ $first } …
notation-no-tower = non hai nessuna torre da rimuovere sul meridiano { $meridian }
notation-which-tower = hai due torri sul meridiano { $meridian }: specifica quale rimuovere, per esempio x{ $row }
