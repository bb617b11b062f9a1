# The site's words: see src/game/text/mod.rs (SITE_MESSAGES).
# The welcome page, the lobby, the lists of games (open, watched, finished), invitations
# by name and rematches, the error pages and the API's own error messages.

## The welcome page (templates/welcome.html), for visitors.
lobby-welcome-title = Mai Pen Rai — board games at your own pace
# $games: the hosted games' names (HTML), joined by lobby-welcome-comma and lobby-welcome-or.
lobby-welcome-play = Play { $games } with friends, one move at a time, whenever it suits you. Create an invitation, send the link, and the game starts when every seat is taken.
lobby-welcome-comma = ,{" "}
lobby-welcome-or = {" "}or{" "}
lobby-welcome-how = How it works
lobby-welcome-invite = <strong>Invite.</strong> Choose the game, the number of players and the game's options, then send the link.
lobby-welcome-when = <strong>Play when you like.</strong> On your turn build your move on the board, click by click; a preview shows the result before you confirm.
# "Play now against the computer" is the lobby's card (lobby-play-now).
lobby-welcome-computer = <strong>No one free tonight?</strong> Once signed up, press <em>Play now against the computer</em> in your lobby: a game starts at once, against a computer player that sees only what its seat may see.
lobby-welcome-history = <strong>Look back.</strong> Every game keeps its history; finished games can be replayed step by step and downloaded.
lobby-welcome-more = New to the game? Read the <a href="/rules">rules</a>. Curious? Browse the <a href="/games/finished">finished games</a>.

## The lobby (templates/lobby.html).
lobby-title = Lobby
lobby-settings = Settings: notifications, time zone, feed, absences, password and your account
lobby-profile = Your profile and ratings
lobby-your-turn = Your turn
lobby-no-turn = No game is waiting for you.
lobby-running = Your other running games
lobby-none = None.
# $player: the name of the player whose move it is.
lobby-to-move = { $player } to move
# A running game's move deadline, with whose it is: "ann: 2 days 3 hours left".
lobby-player-deadline = { $player }: { $deadline }
# $waiting: how long ("3 hours"); $since: a date and time.
lobby-waiting-since = waiting since { $since } ({ $ago })
# $when: a date and time; $ago: how long ago ("3 hours ago").
lobby-last-move = last move { $when } ({ $ago })
lobby-cancelled-at = cancelled { $when }
lobby-finished-at = finished { $when }
# $until: a date and time.
lobby-clock-paused = clock paused: away until { $until }
lobby-time-ran-out = time ran out
# $left: how long ("1 day 3 hours").
lobby-time-left = { $left } left
# $names: the players in the seats, joined by commas.
lobby-seats = { $taken } of { $seats } seats taken: { $names }
lobby-invited = Invitations for you
lobby-invited-more = Older invitations for you →
lobby-invitations = Your open invitations
lobby-no-invitations = None. Create one below and send the link to your friends.
lobby-invitation-link = Invitation link
lobby-expired = Expired invitations
lobby-expired-note = Not every seat was taken within { $days ->
    [one] { $days } day
   *[other] { $days } days
}, so these invitations ended. Create a new one below to try again.
lobby-expired-at = expired { $when }
lobby-play-now = Play now against the computer
lobby-play-now-note = A two-player game that starts at once; who begins is drawn as always.
# Followed by a list of the computer's levels: "<game> against a [Standard: …]".
lobby-play-now-against = { $game } against a
lobby-play-now-submit = Play now
# The computer players' levels, in the lists of the play-now and invitation forms.
lobby-new-invitation = New invitation
lobby-players = Players
lobby-computers = Computer players
lobby-computer-seats = Seats for computer players
lobby-computers-none = None — only people
lobby-computers-count = { $count ->
    [one] { $count } computer player
   *[other] { $count } computer players
}
lobby-computers-note = At least one seat stays for a person; the game starts when the people's seats are taken. Computer players see only what a person in their seat would see (<a href="/rules/computer-players">how they play</a>).
lobby-who-may-join = Who may join
lobby-link-only = Only people with the link
lobby-listed = Anybody: list it on <a href="/open-games">Open games</a>
lobby-invite-by-name = Invite by username (optional)
lobby-invite-placeholder = e.g. alice, bob
lobby-invite-note = They see the invitation in their lobby and get a mail (if they chose mails).
lobby-rating = Rating
lobby-rated = Rated — the result counts for everybody’s rating
lobby-casual = Casual
lobby-computers-casual = Games with computer players are always casual.
lobby-leaderboard = Leaderboard
lobby-chat = Chat
lobby-chat-on = On — the players can write to each other
lobby-chat-off = Off
lobby-deadline = Move deadline
lobby-deadline-none = None — take as long as you like
lobby-deadline-days = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}
# $does: what the game does for a player out of time ("passes automatically"); $moves:
# those moves ("automatic passes"); both from the game's catalogue.
lobby-deadline-note = With a deadline, a player who runs out of time { $does }; after three { $moves } in a row the others may vote them out. Absences declared in <a href="/settings#absence">your settings</a> stop the clock.
lobby-note = Note (optional, up to 200 characters)
lobby-note-placeholder = e.g. friendly game, one move a day
lobby-create = Create invitation
lobby-finished = Your finished games
lobby-none-yet = None yet.
# The viewer's result in a finished game (a badge).
lobby-result-won = ★ won
lobby-result-shared = ★ shared win
lobby-result-lost = lost
lobby-result-cancelled = cancelled
lobby-replay = replay

## Finished games (templates/games/finished.html).
lobby-finished-title = Finished games
lobby-finished-intro = Every finished game of an invitation listed on “Open games”, and your own, newest first. Open one to see the final position, its complete history step by step, and to download its log.
lobby-finished-none = No game has finished yet.
lobby-finished-none-here = No game has finished yet on this page.
lobby-finished-when = Finished
lobby-finished-game = Game
lobby-finished-players = Players
lobby-finished-result = Result (who won and why)
lobby-newer = ← Newer
lobby-older = Older →

## Open games and Watch (templates/tables/).
lobby-open-title = Open games
# “Anybody” is lobby-listed's first word.
lobby-open-intro = Invitations their hosts listed for anybody to join. To list yours, choose “Anybody” when you create it in the <a href="/#new-invitation">lobby</a>.
lobby-open-log-in = <a href="/login?next=/open-games">Log in</a> or <a href="/signup?next=/open-games">create an account</a> to join one.
lobby-open-none = No open games right now.
# $link: the host's name as written in an address.
lobby-open-host = by <a href="/players/{ $link }">{ $host }</a>
lobby-open-seated = your seat is taken
lobby-open-join = Join…
lobby-watch-title = Watch
lobby-watch-intro = Running games whose hosts listed them, the latest move first. You see what every spectator sees: never a hidden card; the players’ chat once the game is over.
lobby-watch-none = No listed game is running right now.
# $when: how long ago ("3 hours ago").
lobby-watch-last = last move { $when }
lobby-watch-to-move = { $player } to move · last move { $when }

## Invitations by name and rematches (the service's answers).
# $name: the name as given, in quotation marks.
lobby-not-invitable = you cannot invite { $name } by name: there is no such player, or they do not take invitations by name from you
lobby-own-seat = you have your seat already; invite the others by name
lobby-naming-limit = you already have { $most ->
    [one] { $most } open invitation
   *[other] { $most } open invitations
} naming { $name }; wait for an answer or cancel one
lobby-too-many-invitees = this invitation has { $seats ->
    [one] { $seats } free seat
   *[other] { $seats } free seats
} for people: invite at most that many
# $wait: a number of minutes (accounts-minutes).
lobby-invite-limited = you have invited people by name { $most } times in the last hour; try again in { $wait }
lobby-invitation-closed = this invitation is no longer open
lobby-joined-already = you have joined this invitation; leave it instead
lobby-not-invited = you were not invited to this by name, or have declined it already
lobby-rematch-players = only the game's players can start a rematch
lobby-rematch-running = the game is still running; a rematch comes after it
lobby-rematch-started = The new game has started. Have fun!
lobby-rematch-created = Rematch created: the other players are invited and see it in their lobby.

## Error pages (templates/error.html) and the errors every page may meet.
error-not-found = Not found
error-not-allowed = Not allowed
error-log-in = Please log in
error-changed = Things have changed
error-slow-down = Slow down
error-unavailable = Temporarily unavailable
error-went-wrong = Something went wrong
error-did-not-work = That did not work
# $status: the HTTP status code (404).
error-status = Error { $status }.
error-back-to-game = Back to the game
error-back-to-lobby = Back to the lobby
error-database = the database is unavailable, try again shortly
error-internal = something went wrong on our side; it has been logged
error-log-in-first = log in first
error-csrf = this form has expired or did not come from this site; reload the page and try again
error-cannot-save = the server cannot save right now, so nothing was changed; try again later
error-damaged-game = this game's record cannot be read, so it cannot be shown or played on; the other games are not affected. The server's operator has been told
error-nothing-here = there is nothing at this address
error-method = this address does not accept that method
error-too-large = the request body is too large
error-send-json = send JSON with Content-Type: application/json
error-forbidden = not allowed
error-busy = the server is busy, try again shortly
error-our-side = something went wrong on our side
error-not-understood = the request could not be understood
error-nul = the request contains a NUL character (U+0000), which no name, code or text may contain
error-no-page = there is no page at this address
error-no-game = there is no such game
error-health-unavailable = the database is unavailable
error-database-damaged = the database reports that its data is damaged, so nothing can be shown or saved safely now. The server's operator has been told and has to restore a backup
error-health-damaged-database = the database reported damaged data: restore the last backup (maipenrai restore), then restart the server
error-health-damaged-game = a stored game no longer replays: `maipenrai check` lists it; restore the last backup (maipenrai restore), then restart the server

## The API's own error messages (field names and values are the API's: not translated).
api-computer-level = computers: { $value } is not a level; use beginner, standard or strong
api-unknown-field = unknown field `{ $name }`: not a field of an invitation nor an option of its game
api-unknown-field-no-options = unknown field `{ $name }`: not a field of an invitation nor an option of its game ({ $game } has no options)
api-unknown-field-options = unknown field `{ $name }`: not a field of an invitation nor an option of its game (the options of { $game }: { $options })
# $list: the values allowed ("a, b or c").
api-must-be = { $name } must be { $list }
api-random = random must be a whole number from 1 to 100
api-moved-on = the game has moved on: somebody moved before you, so nothing was played. Fetch the game again (GET /api/v1/games/{ $game }) and retry with its seq.
api-until = until must be a date YYYY-MM-DD
api-invite-from = invite_from must be anyone, played or nobody

# Beside a game: chat messages the person has not read (links to the chat).
lobby-unread = { $count ->
    [one] { $count } new message
   *[other] { $count } new messages
}
