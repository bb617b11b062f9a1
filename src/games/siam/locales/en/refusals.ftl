# Refusals of a move that breaks a rule (src/games/siam/refusals.rs). Terms ($card,
# $province, $colour, $faction) come in the words of terms.ftl.

refusal-game-over = the game is over
refusal-not-your-turn = it is not your turn
refusal-card-not-in-hand = you do not hold a { $card } card
refusal-last-card = { $card } is the very last card of the game: it may only be played if it wins the game for you, and no choice does that
refusal-last-card-others = { $card } is the very last card of the game: it may only be played if it wins the game for you, and these choices do not (others do)
refusal-last-card-team = { $card } is the very last card of the game: it may only be played if it wins the game for you or your partner, and no choice does that
refusal-last-card-team-others = { $card } is the very last card of the game: it may only be played if it wins the game for you or your partner, and these choices do not (others do)
refusal-missing-two-side = 2 vs 1 must name the follower(s) the first province gives
refusal-unknown-province = there is no province number { $number }
refusal-province-resolved = { $province } is already resolved: nothing may enter or leave it
refusal-must-swap-tiles = two tiles can still be swapped, so { $card } must swap two of them
refusal-no-tiles = fewer than two tiles can be swapped, so { $card } swaps nothing
refusal-tile-not-swappable = the tile of { $province } cannot be swapped: it is face down or carries a King marker
refusal-same-province = choose two different provinces
refusal-king-not-on-tile = the King marker must go on one of the two swapped tiles
refusal-pool-must-place = there is a { $colour } follower in the pool, so it must be placed
refusal-pool-empty = there is no { $colour } follower in the pool
refusal-follower-missing = there is no { $colour } follower in { $province }
refusal-not-adjacent = { $a } and { $b } are not adjacent: 2 vs 1 swaps between neighbouring provinces
refusal-undo-ban = this would undo the { $card } played just before, which is not allowed
refusal-must-swap = a swap is possible, so { $card } must swap
refusal-must-swap-two = a full swap of two followers for one is possible, so the card must make one
refusal-must-give-two = { $province } holds more than one follower, so it must give two
refusal-not-eligible = { $province } cannot receive { $faction } followers: it must border a province { $faction } control, or their home province while nobody else controls it
refusal-placement-none = { $faction } can place no follower now (no eligible province, or none in the pool): write - instead
refusal-placement-one = { $faction } must place exactly one follower now
refusal-placement-many = { $faction } must place { $count } followers now
refusal-must-take = after your action you must take one follower from a province
refusal-nothing-to-take = no province holds a follower, so there is nothing to take
