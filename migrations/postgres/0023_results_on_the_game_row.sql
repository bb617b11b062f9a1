-- A finished game's result as data (docs/storage.md § Results on the game row): winning
-- seats, each seat's rank and result values, the seats whose players left the table and
-- the seats computer players took over, as JSON text; never words. NULL until the server
-- has stored it: the rating worker does for every game that finishes, and lists fill in
-- the games finished before this column existed (from a replay) when they first read
-- them.
ALTER TABLE game ADD COLUMN result text;
