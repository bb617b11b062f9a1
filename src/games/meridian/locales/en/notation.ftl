# Refusals of a turn written in notation (docs/meridian-notation.md). The notation is
# the same in every language: the examples stay as they are. $word and $label come
# quoted as typed.

notation-not-a-number = { $what } should be a number, not { $word }
notation-what-meridian = the meridian
notation-what-removal = the row of the tower to remove
notation-what-height = the tower's height
notation-what-row = the row
notation-empty = write a card, e.g. 5 or 4-5-6-7:6 3@2
notation-not-a-card = { $label } is not a card: the cards are 1 to 10, 1-2-3, 4-5-6-7 and 8-9-10
notation-not-face-up = { $label } is not one of your face-up cards
notation-removal-once = write the removal (x) once, before the new tower
notation-one-tower = a turn places one tower at most
notation-not-understood = { $word } is not understood: write x to remove your tower and height@row to place one, e.g. 5 x 2@4
notation-which-meridian = the card { $label } names meridians { $meridians }: say which, e.g. { $label }:{ $first } …
notation-no-tower = you have no tower on meridian { $meridian } to remove
notation-which-tower = you have two towers on meridian { $meridian }: say which to remove, e.g. x{ $row }
