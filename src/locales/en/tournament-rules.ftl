# The site's words: see src/game/text/mod.rs (SITE_MESSAGES).
## The rules of tournaments for players (/rules/tournaments, docs/tournaments.md). The
## numbers are the limits of src/service/tournaments/mod.rs.

# HTML: the line of the rules index.
rules-tournaments-link = Playing a series of rounds for a ranking: <a href="/rules/tournaments">tournaments</a>.
rules-tournaments-title = Tournaments
rules-tournaments-intro = A tournament is a series of rounds of one of the games hosted here, played over days like every game on this site. In each round the players sit at tables of two to four, as many at each as the organiser chose, and each table plays an ordinary game, with its own page, a deadline for every move and its history. Every game earns points, and the points make the standings.

rules-tournaments-formats = Three formats
rules-tournaments-round-robin = Round robin
rules-tournaments-round-robin-text = Everyone meets everyone. The whole schedule is drawn up when the tournament starts. At tables of two you play every other player once. At tables of three or four, each round’s tables are chosen so that pairs meet as evenly as possible: every pair at least once, most pairs exactly once. When the players do not fill every table, those left over sit the round out with a bye, in turn, so that nobody plays more than one game more than anyone else. A round robin takes at most { $players ->
        [one] one player
       *[other] { $players } players
    }, since its rounds grow with them.
rules-tournaments-groups-text = A round robin may also be played in groups, up to { $groups } of them. The seeds are dealt out like cards — first, second and third seeds to groups A, B and C, then back from C — so the groups are about equally strong. Each group plays its own round robin, all groups side by side; a group that needs fewer rounds rests at the end. Then the best of each group (its winner, or as many as the organiser set) play a final round robin. The finalists stand first, in the order of the final; everyone else follows, by their results in the groups.
rules-tournaments-swiss = Swiss
rules-tournaments-swiss-text = A number of rounds fixed in advance by the organiser, at most { $most }. Each round is seated from the standings, from the top down: every table brings together players with equal or nearby scores. You do not sit with the same person again as long as any other seating avoids it. When the players do not fill the last table, those left over have a bye: the ones with the fewest byes so far, and among them the lowest placed. So nobody gets a second bye while someone still has none, unless there is no other way to seat everyone.
rules-tournaments-elimination = Elimination
rules-tournaments-elimination-text = The best of each table go on to the next round — its winner, or as many as the organiser set — until those left fit at one final table, whose result decides the tournament. The best seeds (see below) start at different tables, so that the strongest meet last. When those going on do not fill the tables, the best seeds among them go through to the next round without playing. A place shared across the cut goes to the better seed.

rules-tournaments-points = Points
rules-tournaments-points-sides = At a table, each player is a side of their own; in a game played in teams, each team is one side.
rules-tournaments-points-text = Every game earns points from the places at its table: one point for every side you finish ahead of, and half a point for every side you share your place with. So:
rules-tournaments-points-two = with two sides, 1 for a win, ½ for a draw and 0 for a loss, as in chess;
rules-tournaments-points-three = with three, 2, 1 and 0 from first to last;
rules-tournaments-points-four = with four, 3, 2, 1 and 0, or 2½ each for two sides sharing first place.
rules-tournaments-points-left = Leaving a game before its end — resigning, being voted out, deleting your account — puts your side last at its table. A game cancelled by its players’ vote is a place shared by everyone at the table.
rules-tournaments-bye = A bye is a round without a game for you, because the players did not fill every table. It is worth an average seat, as if you had shared your place with everyone at a table: ½ point when tables have two sides, 1 with three, 1½ with four.
rules-tournaments-unplayed = In a round robin, a meeting that cannot be played is worth half a point to each of the two, and counts as no game.

rules-tournaments-standings = Standings and ties
rules-tournaments-standings-text = The standings add up everyone’s points. Between players with equal points, the first of these that differs decides:
rules-tournaments-tie-opponents = their opponents’ points: for every game played, the final points of each player met there on another side (byes and meetings not played add nothing);
rules-tournaments-tie-wins = the games won: first places, alone or shared.
rules-tournaments-tie-seed = Players equal in all three share their rank, listed in seed order. The seeds are set when the tournament starts: by rating in the game, on its cautious side as on the leaderboards (players without a rating after those with one), then in the order the players entered.

rules-tournaments-teams = Games played in teams
rules-tournaments-teams-text = When a game is played in teams, the players at each table are put into teams by lot: nobody chooses your partner, not even the organiser. Every player of a team gets the team’s place and points, and partners are not each other’s opponents for the tie-break. An elimination moves whole teams on.

rules-tournaments-rounds = Rounds and deadlines
rules-tournaments-rounds-start = All the games of a round start together, each with the time per move the organiser chose. The next round is seated as soon as the last game of a round has ended.
rules-tournaments-rounds-deadline = A round also has a deadline of its own: as many days as the organiser set, at least the time per move and at most { $days ->
        [one] one day
       *[other] { $days } days
    }. When it passes, the games still running end there: each places its players by the position as it stands (a game that cannot rank an unfinished position counts as a place shared by all), its page says it ended at the round’s deadline, and it is not rated.
rules-tournaments-rounds-extend = The organiser may extend a running round’s deadline once, by the length of a round.

rules-tournaments-entering = Entering and withdrawing
rules-tournaments-entering-text = You enter while the sign-up is open and there is room, and you may leave again until the tournament starts.
rules-tournaments-withdraw = Once it has started, leaving is a withdrawal: your games of the tournament still running are resigned (a loss, as any resignation), and the later rounds are seated without you. Your results so far stay in the standings. In a round robin, a later table that loses a player this way is not played, and the others at it have a bye. An account that is deleted or suspended is withdrawn too.

rules-tournaments-apart = Kept apart
rules-tournaments-apart-text = Two people of whom one has blocked the other are never seated at the same table, in any format: the seating works around them.

rules-tournaments-organisers = Organising a tournament
rules-tournaments-organisers-who = Anybody signed in can organise a tournament. The organiser chooses the game and its options (the same at every table), the format, the time per move and per round, the least and the most players, and whether to play too.
rules-tournaments-organisers-listed = A tournament is either private, joined through its link, or listed for everybody to find. You may have { $listed ->
        [one] one listed tournament
       *[other] { $listed } listed tournaments
    } taking players or running at once, and create { $created ->
        [one] one tournament
       *[other] { $created } tournaments
    } an hour.
rules-tournaments-organisers-limits = A tournament takes at most { $players ->
        [one] one player
       *[other] { $players } players
    }, and never fewer than a table seats. Its sign-up lasts from one day to { $days ->
        [one] one day
       *[other] { $days } days
    }.
rules-tournaments-organisers-start = When the sign-up closes, the tournament starts if enough players have entered, and is cancelled if not. The organiser may start it earlier, once enough have entered, or cancel it before it starts; after that, only a moderator can.
rules-tournaments-organisers-during = While it runs, the organiser may write announcements that reach every player (a few a day), and until round 1 ends may name a substitute for a player who withdrew: someone who takes invitations by name from the organiser, who takes over that player’s seed and plays from round 2 without points (not in an elimination, where whoever left round 1 lost their table).

rules-tournaments-more = Computer players and ratings
rules-tournaments-computers = Computer players do not enter tournaments.
# HTML.
rules-tournaments-rated = The organiser chooses whether the games are rated or casual, as the host of any game does. Rated tournament games count like any other (<a href="/rules/ratings">ratings and fair play</a>), except a game ended at a round’s deadline, which is never rated.
