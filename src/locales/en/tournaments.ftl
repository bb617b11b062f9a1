## Tournaments (docs/tournaments.md): what the service refuses, in people's words.
tournaments-error-none = there is no such tournament
tournaments-error-computer = computer players do not take part in tournaments
tournaments-error-name = a tournament’s name has 1 to { $max } characters
tournaments-error-name-controls = a tournament’s name cannot hold control characters
tournaments-what-name = a tournament’s name
tournaments-error-round-days = a round lasts from { $least } days (the days per move) to { $most } days
tournaments-error-signup-days = the sign-up lasts from 1 to { $most } days
tournaments-error-players = a tournament takes at least { $least } and at most { $most } players, and its least is not above its most
tournaments-error-rounds = a Swiss tournament has 1 to { $most } rounds
tournaments-error-advance = the number of sides going on from each table is 1 to { $most }
tournaments-error-groups = a round robin has 1 to { $most } groups, and each group needs at least { $size } players (a table)
tournaments-error-group-advance = from each group at least one player, and fewer than the players of its smallest group, goes on to the final, which seats { $size } to { $most } players
tournaments-error-final = with { $entrants } players the final table would seat { $players }, which this game cannot do with these choices; change the numbers of players
tournaments-error-too-many = you have created { $most } tournaments in the last hour; try again in { $wait }
tournaments-error-listed = you can have { $most } public tournaments taking players or running at once
tournaments-error-not-open = this tournament no longer takes players
tournaments-error-full = this tournament is full
tournaments-error-entered = you have entered this tournament already
tournaments-error-not-entered = you are not playing in this tournament
tournaments-error-moved-on = this tournament has moved on; reload to see where it stands
tournaments-error-over = this tournament is over
tournaments-error-organiser = only the tournament’s organiser can do that (a moderator can cancel it)
tournaments-error-too-few = a tournament starts with at least { $least } players
tournaments-error-extended = only a running round not extended before can be extended, once
tournaments-error-substitute-elimination = an elimination takes no substitutes: whoever left round 1 lost their table
tournaments-error-substitute-late = a substitute can only be named while round 1 is being played
tournaments-error-substitute-who = { $name } is not a player who withdrew and still has nobody in their place
tournaments-error-substitute-not-invitable = you cannot name { $name } as a substitute: there is no such player, or they do not take invitations by name from you
tournaments-error-substitute-entered = { $name } is in this tournament already
tournaments-error-numbers = the numbers of players, rounds and days are whole numbers
tournaments-error-format = choose round robin, Swiss or elimination

## The tournament pages.
tournaments-nav = Tournaments
tournaments-title = Tournaments
tournaments-intro = Tournaments here are played over days, like every game: each round’s games start together and have the round’s days to finish.
tournaments-how = How tournaments work
tournaments-log-in = <a href="/login?next=/tournaments">Log in</a> or <a href="/signup?next=/tournaments">create an account</a> to enter one or to organise your own.
tournaments-upcoming = Taking players
tournaments-running = Running
tournaments-finished = Finished
tournaments-none = None at the moment.
tournaments-organised-by = Organised by
tournaments-you-play = you play
tournaments-starts = starts { $when }
tournaments-started = started { $when }
tournaments-ended = ended { $when }
tournaments-entrants-of = { $count ->
    [one] 1 player
   *[other] { $count } players
} of { $most }
tournaments-status-signup = Taking players
tournaments-status-running = Running
tournaments-status-finished = Finished
tournaments-status-cancelled = Cancelled
tournaments-format-swiss = Swiss: a set number of rounds, tables of players with equal or close scores
tournaments-format-swiss-rounds = Swiss, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
tournaments-format-round-robin = Round robin: everyone meets everyone
tournaments-format-round-robin-groups = Round robin in { $groups } groups, then a final of { $advance ->
    [one] each group’s winner
   *[other] the best { $advance } of each group
}
tournaments-format-elimination = Elimination: the best of each table go on, until a final table
tournaments-format-elimination-advance = Elimination, { $advance ->
    [one] the winner of each table goes on
   *[other] the best { $advance } of each table go on
}
tournaments-new = Organise a tournament
tournaments-name = Name
tournaments-format = Format
tournaments-table-size = Players at each table
tournaments-rounds = Rounds (Swiss)
tournaments-groups = Groups (round robin)
tournaments-group = Group { $group }
tournaments-final = Final
tournaments-stage = Stage
tournaments-advance = Going on from each table (elimination) or group (round robin in groups)
tournaments-rounds-note = A round robin has as many rounds as it needs for everyone to meet; in groups, each group plays its own, then the best of each play a final round robin. An elimination goes on until a final table.
tournaments-min-players = Fewest players
tournaments-max-players = Most players
tournaments-round-days = Days per round
tournaments-signup-days = Days to sign up
tournaments-link-only = Only who has the link
tournaments-listed = Anybody: list it on this page
tournaments-you = You
tournaments-play-yes = I play too
tournaments-play-no = I only organise
tournaments-create = Create the tournament
tournaments-created = Tournament created. Share its address with the players you want.
tournaments-game-rules = the game’s rules
tournaments-now-signup = Taking players until { $when }; round 1 starts then.
tournaments-now-round = Round { $round } is being played, until { $when } at the latest.
tournaments-now-finished = Finished { $when }.
tournaments-now-cancelled = This tournament was cancelled.
tournaments-fact-deadline = { $days ->
    [one] 1 day per move
   *[other] { $days } days per move
}
tournaments-fact-round = { $days ->
    [one] rounds of 1 day
   *[other] rounds of { $days } days
}
tournaments-fact-rated = rated
tournaments-fact-casual = casual
tournaments-fact-players = { $least } to { $most } players
tournaments-fact-private = joined by link
tournaments-your-game = Your game of round { $round }
tournaments-log-in-to-enter = <a href="/login?next=/tournaments/{ $code }">Log in</a> or <a href="/signup?next=/tournaments/{ $code }">create an account</a> to enter.
tournaments-enter = Enter
tournaments-leave = Leave
tournaments-withdraw = Withdraw
tournaments-withdraw-note = If you withdraw, your running games are resigned and the next rounds are paired without you.
tournaments-start = Start now
tournaments-extend = Give this round more days (once)
tournaments-cancel = Cancel the tournament
tournaments-share = Only people with this page’s address can find it: share it with the players you want.
tournaments-entered = You have entered the tournament.
tournaments-left = You are no longer in the tournament.
tournaments-started-now = The tournament has started: round 1 is being played.
tournaments-cancelled = The tournament is cancelled.
tournaments-extended = The round has more days now.
tournaments-standings = Standings
tournaments-points = Points
tournaments-opponents = Opp.
tournaments-opponents-long = The points of the opponents met (the first tie-break)
tournaments-wins = Wins
tournaments-played = Games
tournaments-byes = Byes
tournaments-withdrawn = withdrawn
tournaments-tie-breaks = Equal points are separated by the points of the opponents met, then by the games won, then by the seed order.
tournaments-export-csv = Results as CSV
tournaments-export-json = Results as JSON
tournaments-cross-table = Cross-table
tournaments-cross-note = Each row’s points against each column’s player; a dot is a game still being played, a dash a meeting that is not played.
tournaments-bracket = Bracket
tournaments-rounds-title = Rounds
tournaments-round = Round { $round }
tournaments-round-until = until { $when }
tournaments-round-ended = ended { $when }
tournaments-table = Table { $table }
tournaments-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
tournaments-goes-on = goes on
tournaments-byes-list = Bye:
tournaments-unplayed-list = Not played:
tournaments-players = { $count ->
    [one] 1 player
   *[other] { $count } players
}
tournaments-nobody = Nobody has entered yet.
tournaments-seed = seed { $seed }
tournaments-of-game = Tournament “{ $name }”, round { $round }
tournaments-yours = Your tournaments
tournaments-bye-now = you have a bye this round

## Tournament notices (mail, push, webhook).
notify-tournament-round-subject = Round { $round } of “{ $name }” has started
notify-tournament-round-bye = You have a bye this round: it counts as an average result.
notify-tournament-round-deadline = The round ends on { $when } at the latest.
notify-tournament-waits-subject = Round { $round } of “{ $name }” is waiting for your game
notify-tournament-waits-body = Every other game of the round has ended. The round ends on { $when } at the latest.
notify-tournament-end-subject = “{ $name }” is over
notify-tournament-end-place = Your place: { $place } of { $count } (points: { $points }).
notify-tournament-end-winners = Won by { $names }.
notify-tournament-announcement-subject = { $organiser } about “{ $name }”
tournaments-announcements = Announcements
tournaments-announce-label = A word to every player
tournaments-announce-note = It is shown here and sent to every player by the notices they chose (mail, devices, webhook).
tournaments-announce = Send to the players
tournaments-announced = Your announcement is on its way to the players.
tournaments-substituted = The substitute is in: they play from round 2 in the place of the player who withdrew.
tournaments-substitute-title = A substitute for a player who withdrew
tournaments-substitute-note = Until round 1 ends, you may put someone in the place of a player who withdrew. The substitute takes over that player’s seed and plays from round 2, starting without points. Name someone who takes invitations by name from you; they can withdraw like anyone.
tournaments-substitute-withdrawn = Player who withdrew
tournaments-substitute-name = Username of the substitute
tournaments-substitute-button = Name the substitute
tournaments-substitute-for = in place of { $name }
tournaments-error-announcements = a tournament can have { $most } announcements a day; try again tomorrow
tournaments-error-announcement-length = an announcement has 1 to { $max } characters
tournaments-error-announcement-controls = an announcement cannot hold control characters
notify-tournament-game-line = This is your game of round { $round } of “{ $name }”; the round ends on { $when } at the latest.
