# The site's words: see src/game/text/mod.rs (SITE_MESSAGES).
# The words of the game pages (the game, its history and replays, the panel of deadlines
# and votes), invitations, players' profiles and leaderboards, the computer players' names
# and the refusals of the services behind them.

## The game page (templates/games/show.html).
# The page's title: the game's title, its players, its number.
games-title = { $game } — { $players } · Game { $number }
games-title-your-turn = (Your turn) { $title }
games-number = Game { $number }
# The note the host wrote on the invitation, quoted.
games-note = “{ $note }”
# The mark beside a computer player's name.
games-computer-badge = computer
games-computer-sees = sees only what its seat may see
games-links = This game
games-history = History
games-refresh = Refresh
games-next-game = Next game waiting for you →
games-resign = Resign…
games-replay = Replay from the start
games-download-log = Download the log
games-rematch = Play again with the same players
games-rematch-hint = A new invitation with the same choices; the others are invited and told.
# What happened since the reader's own last move.
games-recap = Your last move and what followed
games-recap-steps = { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
# Between a step's player and what happened in it: "ann: …".
games-recap-colon = :
games-played-by-computer = played by the computer
games-board-text = The board in words
games-log = Game log
games-log-intro = The whole history you may see, step by step: <a href="/games/{ $game }/history">open the history page</a>.
games-no-commitment = No setup commitment: this game started before the site committed to its setups (<a href="/rules/verifiable-setup">what that is</a>).
# The status line.
games-status-cancelled = This game was cancelled by its players.
games-status-cancelled-abandoned = This game was cancelled: everyone else had left it.
games-status-round-deadline = This game ended at its tournament round’s deadline: the tournament placed its players as the board stood then.
games-status-resigned = You resigned this game; your seat { $does }.
games-status-removed = You were removed from this game by vote; your seat { $does }.
games-status-your-turn = It is your turn.
games-status-waiting = Waiting for { $name } to move.
games-status-over = The game is over.
games-unrated-too-short = Casual after all: the game ended before every player had made { $moves } moves of their own.
games-unrated-pair-limit = Casual after all: two of its players had already played { $games } rated games together within 24 hours.
# A seat without a player's name.
games-seat = seat { $seat }

## The result of a finished game (templates/games/_result.html).
games-result = Result
games-result-label = Result:
games-result-rank = Rank
games-result-player = Player
games-result-decided-by = Decided by
# The headline: who won. $count is how many names $who holds.
games-result-headline = ★ { $who } { $count ->
    [one] wins
   *[other] win
    }.
# Partners who won together, as their team.
games-result-headline-team = ★ { $team } ({ $who }) wins.
# The note beside a player who resigned, in the standings.
games-result-resigned = resigned
# Joining names: "ann and bob".
games-and = {" "}and{" "}

## The setup commitment (templates/games/_commitment.html).
games-commitment = Setup commitment
games-commitment-made = Before the first move the server committed to this game's setup — everything drawn at random before it, such as the order of a deck — with this fingerprint, SHA-256 over the setup and a secret salt, also sent in the notices that the game started:
games-commitment-revealed = The game is over, so the setup and the salt are revealed; this page hashes them again in your browser and compares.
games-commitment-salt = Salt:
games-commitment-later = When the game ends, the setup and the salt are revealed, and anyone can check them against it.
games-commitment-how = What this proves, and how to check it yourself

## The history and its replays (templates/games/{history,log,_log,step}.html).
games-history-title = History — { $description }
games-back = Back to the game
games-history-choose = Choose a step to see the board as it was after it.
games-history-open = Open the history page
games-history-empty = No steps to show yet.
# "ben resigned on 2026-11-25 10:00 UTC." ($when: a date).
games-history-resigned = { $name } resigned on { $when }.
# The same when it ended a two-player game.
games-history-resigned-ended = { $name } resigned on { $when }, which ended the game.
games-step-title = Step { $step } — { $description }
games-step-board-after = the board after step { $step } of { $total }
games-steps = Steps
games-step-first = The first step you may see
games-step-start = Start
games-step = Step { $step }
games-step-previous = Previous
games-step-next = Next
games-step-keys = ← and → keys step too
games-step-start-heading = The start position
games-step-heading = Step { $step }: { $name }
games-step-hidden = step { $step } is hidden from you. { $why }
games-step-none = this game has steps 0 to { $total }

## The panel of move deadlines, absences and votes on the game page
## (templates/panels/game.html). $does, $did and $only are the game's words for the
## moves the server makes for a player ("passes automatically", "passed automatically",
## "pass automatically"); in games-panel-expired… $does is "passes for".
games-panel = Move deadline and votes
games-panel-cancelled = <strong>This game was cancelled</strong> on { $when } by vote of the players after it stalled. No more moves can be made.
games-panel-cancelled-abandoned = <strong>This game was cancelled</strong> on { $when } by its last player, as everyone else had left it. No more moves can be made.
games-panel-deadline = Move deadline: <strong>{ $days ->
    [one] { $days } day
   *[other] { $days } days
    }</strong> per move.
games-panel-expired-you = Your time has run out: the server { $does } you shortly.
games-panel-expired = { $name }’s time has run out: the server { $does } them shortly.
games-panel-left-you = You have <strong class="time-left">{ $left }</strong> left to move.
games-panel-left-you-away = You have <strong class="time-left">{ $left }</strong> left to move — the clock is paused: you are away until { $until }.
games-panel-left = { $name } has <strong class="time-left">{ $left }</strong> left to move.
games-panel-left-away = { $name } has <strong class="time-left">{ $left }</strong> left to move — the clock is paused: { $name } is away until { $until }.
# An automatic move: "Move 12: ann passed automatically: time ran out."
games-panel-automatic = Move { $step }: { $name } { $text }.
games-panel-left-site = Deleted their account: { $names }. { $count ->
    [one] Their seat
   *[other] Each of their seats
} { $does }.
games-panel-suspended = Suspended by a moderator: { $names }. { $count ->
    [one] Their seat
   *[other] Each of their seats
} { $does }.
games-panel-suspended-handover = Suspended by a moderator: { $names }. { $count ->
    [one] Their seat
   *[other] Each of their seats
} { $does } unless the others hand it to a computer player.
games-panel-resigned = Resigned: { $names }.
games-panel-resigned-handover = Resigned: { $names }. { $count ->
    [one] Their seat
   *[other] Each of their seats
} { $does } unless the others hand it to a computer player.
games-panel-removed = Removed from the game by vote: { $names }. { $count ->
    [one] Their seat
   *[other] Each of their seats
} { $does }.
games-panel-computer-plays = A computer player ({ $level }) plays { $name }’s seat.
games-panel-handover = { $name }’s seat { $does }. The remaining players may hand it to a computer player instead; it takes the seat once everybody agrees.
games-panel-handover-asked = Asked for so far by { $names }.
games-panel-level = Level
games-panel-handover-button = Hand the seat to a computer player
games-panel-handover-voted = You have asked for a computer player.
games-panel-timeouts = { $name } has { $did } { $count } times in a row.
games-panel-remove-may = The other players may vote to remove them: their seat will then only { $only }.
games-panel-votes = Votes so far: { $votes } of { $needed }.
games-panel-votes-by = Votes so far: { $votes } of { $needed } ({ $names }).
games-panel-remove-button = Vote to remove { $name }
games-panel-voted = You have voted.
games-panel-stalled = No move for { $idle }: this game has stalled. The remaining players may cancel it together.
games-panel-cancel-button = Vote to cancel this game
games-panel-absence = Going away? <a href="/settings#absence">Declare an absence</a> and your move clock stops meanwhile.
# The answers to a vote.
games-vote-cancelled = Everybody agreed: the game is cancelled.
games-vote-computer = Everybody agreed: a computer player takes the seat from its next turn.
games-vote-removed = Everybody agreed: the player is removed and their seat passes automatically.
games-vote-counted = Your vote is counted. It takes effect once all the others agree.
games-vote-choose-seat = choose whom to remove
games-vote-choose-level = choose the seat and the computer player's level
games-vote-unknown = unknown vote

## Invitations (templates/invitations/*.html).
# In the list of invitations sent by name: "<b>ann</b> invites you: <game title>".
games-invited-by = <strong>{ $from }</strong> invites you: { $title }
games-for-you = Invitations for you
games-for-you-intro = Open invitations other players sent you by name, newest first. Who may invite you by name is your choice on your <a href="/settings">settings page</a>.
games-none = None.
games-none-on-page = None on this page.
games-newer = ← Newer
games-older = Older →
games-invitation-title = Invitation: { $game }
games-invitation-heading = Invitation to { $game }
games-invitation-open = Open — { $free ->
        [one] { $free } free seat
       *[other] { $free } free seats
    } of { $players }.
games-invitation-started = The game has started.
games-invitation-started-without-you = Every seat is taken: the game has started without you. Anyone may watch it.
games-invitation-expired = This invitation expired: its seats were not all taken within { $days ->
        [one] { $days } day
       *[other] { $days } days
    }. A new invitation can be created from <a href="/">the lobby</a>.
games-invitation-cancelled = This invitation was cancelled.
games-invitation-go = Go to the game
games-invitation-watch = Watch the game
games-invitation-join = Join this game
games-invitation-game = Game
games-invitation-deadline = Move deadline
games-invitation-deadline-days = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}
games-invitation-deadline-none = none
games-invitation-rating = Rating
games-invitation-rated = rated: the result counts for everybody’s rating
games-invitation-casual = casual
games-invitation-chat = Chat
games-invitation-chat-on = on
games-invitation-chat-off = off
games-invitation-creator = Created by
games-invitation-note = Note
# $rules: the title of the game's rules, in lower case ("rules of …").
games-invitation-rules-link = New to the game? Read the <a href="/rules/{ $slug }">{ $rules }</a>.
games-invitation-rules = rules
games-invitation-players = Players
games-invitation-free-seat = free seat
games-invitation-order = Listed in the order they joined.
games-invitation-seating = The seating order is drawn at random when the game starts.
games-invitation-invitees = Invited by name
games-invitation-declined = declined
games-invitation-link = Link
games-invitation-send = Send this link to the people you want to play with:
games-invitation-link-label = Invitation link
games-invitation-copy = Copy
games-invitation-leave = Leave
games-invitation-decline = Decline
games-invitation-cancel = Cancel invitation…
games-invitation-cancel-confirm = Cancel this invitation? Everybody who joined loses their seat, and the link stops working.
games-invitation-cancel-yes = Yes, cancel it
games-invitation-seated = You have a seat. The game starts when every seat is taken; it will then appear in your lobby.
games-invitation-sign-up = New here? Sign up to join
games-invitation-sign-up-closed = Sign-up is closed on this server.
games-invitation-log-in = Have an account? Log in
# Flash messages after the invitation forms.
games-invitation-game-started = The game has started. Have fun!
games-invitation-created = Invitation created. Send the link below to the people you want to play with.
games-invitation-all-seated = Every seat is taken: the game has started!
games-invitation-joined = You have joined. The game starts when every seat is taken.
games-invitation-too-late = Too late to join: every seat was taken and the game has started without you. You can still watch it.
games-invitation-left = You have left the invitation.
games-invitation-was-cancelled = The invitation is cancelled.
games-invitation-you-declined = You declined the invitation; its host sees that you did.
# Refusals of the invitation form.
games-invitation-choose-chat = choose whether the game has a chat: on or off
games-invitation-choose-listed = choose who may join: only people with the link, or anybody (listed)
games-invitation-choose-rated = choose a rated or a casual game
games-invitation-choose-computers = choose how many computer players should play
games-invitation-choose-level = choose the computer players' level: beginner, standard or strong
games-invitation-choose-deadline = choose a move deadline of 1, 2, 3, 5, 7 or 14 days, or none
# $counts: the numbers of players the game offers, "2, 3 or 4".
games-invitation-choose-players = choose { $counts } players
games-invitation-choose-number = choose the number of players
games-invitation-choose-game = choose a game to play

## Leaderboards (templates/players/leaderboard.html).
games-leaderboard-title = Leaderboard — { $game }
games-leaderboard-heading = { $game } leaderboard
games-leaderboard-rules = Rules of { $game }
games-leaderboard-about = Ratings by Weng-Lin (as in OpenSkill): a skill estimate ± its uncertainty, ordered by the cautious estimate (rating minus three times the uncertainty). Only rated games count; a rating is provisional until its uncertainty drops below 6. A board lists the established players who are no longer provisional and have played at least { $games } rated games against at least { $opponents } different opponents in it.
games-leaderboard-nobody = Nobody qualifies yet.
games-leaderboard-others = Other leaderboards:
games-rating = Rating
games-rated-games = Rated games

## Players' profiles (templates/players/profile.html).
games-profile-suspended = suspended
# $date: the day the account was made (2026-11-25).
games-profile-since = Member since { $date }
games-profile-muted = muted by you
games-profile-blocked = blocked by you
games-profile-mute = Mute
games-profile-mute-title = Hide their chat messages from you in every game and every notice
games-profile-block = Block
games-profile-block-title = Mute them, and let them neither invite you by name nor join your invitations
games-profile-unmute = Unmute
games-profile-unblock = Unblock
games-profile-report = Report…
games-profile-moderate = Moderate…
games-profile-ratings = Ratings
games-profile-no-ratings = No rated games yet.
games-profile-pool = Pool
games-profile-provisional = provisional
games-profile-provisional-title = Few games yet: the rating is still uncertain
games-profile-results = Results
games-profile-no-results = No finished games yet.
games-profile-played = Played
games-profile-won = Won
games-profile-lost = Lost
games-profile-opponents = Played with lately
games-profile-running = Running games
games-profile-running-page = Running games (page { $page })
games-profile-finished = Finished games
games-profile-none-yet = None yet.
games-profile-result-won = won
games-profile-result-lost = lost
# Before the other players of a game: "with ann, bob".
games-profile-with = with

## Computer players.
# A computer player's name: its level and a letter (A, B, C) that tells the computers of
# one level in a game apart. In English it is the account's username.
games-computer-name = { $level ->
    [beginner] Beginner computer { $letter }
    [standard] Standard computer { $letter }
   *[strong] Strong computer { $letter }
}
# The levels, as shown beside a computer player's name: "Strong computer A (strong)".
games-level-beginner = beginner
games-level-standard = standard
games-level-strong = strong
# The levels as the forms offer them.
games-level-choice-beginner = Beginner: quick, legal, sensible moves
games-level-choice-standard = Standard: thinks its moves through
games-level-choice-strong = Strong: thinks longest, plays to win
# How a result names a seat a computer player took over from a player.
games-computer-in-seat = the { $level ->
        [beginner] beginner
        [standard] standard
       *[strong] strong
    } computer player (in { $player }’s seat)

## What a game says when a player resigned it (the result's sentence).
games-resigned-summary = { $resigned } resigned, so { $who } { $count ->
        [one] wins
       *[other] win
    }.
games-abandoned-summary = Everyone else left the game, so { $who } { $count ->
        [one] wins
       *[other] win
    }.
games-result-unavailable = (result unavailable)

## Refusals of moves (src/service/moves.rs), with a lower-case first letter: pages
## capitalise them.
games-error-export-running = the game is still running and its log holds hidden cards; it can be exported once it has finished
games-error-seq-negative = seq { $seq } is not a position: a seq is 0 or more, the seq of the position you saw
games-error-no-move = write or choose a move
games-error-move-too-long = that move is far too long
games-error-not-playing = you are not playing in this game
games-error-cancelled = this game was cancelled
games-error-seq-ahead = seq { $seq } is not the current seq: it is ahead of the game, which is at seq { $current }; send the seq of the position you saw
games-error-removed = you were removed from this game by vote; your seat passes automatically
games-error-over = the game is over
games-error-not-your-turn = it is not your turn
# $reason: why the game could not read it (the game's words).
games-error-unreadable = could not read the move: { $reason }
games-error-computers-max = a game has at most { $max } computer players
games-error-computer-games-limit = you are already in { $max ->
        [one] a game
       *[other] { $max } games
    } with computer players; finish one, or leave an invitation that is still waiting, before you start another

## The services' refusals shared by many pages (src/service/mod.rs).
games-error-unavailable = the database is unavailable, try again shortly
games-error-cannot-save = the server cannot save right now, so nothing was changed; try again later
games-error-damaged-game = this game's record cannot be read, so it cannot be shown or played on; the other games are not affected. The server's operator has been told
games-error-damaged-database = the database reports that its data is damaged, so nothing can be shown or saved safely now. The server's operator has been told and has to restore a backup
games-error-moved-on = the game has moved on: somebody moved before you. Here is the current position; nothing of yours was lost.
games-error-not-found = not found
# $what: one of the games-what-… messages.
games-error-direction-controls = { $what } cannot hold direction controls (invisible characters that turn text around, such as U+202E): remove them and send it again
games-what-chat-message = a chat message
games-what-a-note = a note
games-what-the-note = the note
games-what-reason = a reason
games-error-no-invitation = there is no invitation with this link; check that it was copied completely
games-error-no-game = there is no such game
# The database's refusals.
games-rejected-taken = this already exists
games-rejected-moved-on = the game has moved on
games-rejected-username-taken = this username is taken
games-rejected-session-taken = this session token is taken
games-rejected-code-taken = this invitation code is taken
games-rejected-game-id-taken = this game id is taken
games-rejected-not-open = this invitation is no longer open
games-rejected-full = this invitation is already full
games-rejected-already-seated = you already have a seat in this invitation
games-rejected-not-seated = you do not have a seat in this invitation
games-rejected-only-creator-cancels = only the creator can cancel an invitation
games-rejected-creator-cannot-leave = the creator cannot leave; cancel the invitation instead
games-rejected-too-few-players = an invitation needs at least two players
games-rejected-bad-plan = the seating plan does not fit this invitation
games-rejected-bad-seat = there is no such seat
games-rejected-cancelled = the game was cancelled
games-rejected-bad-deadline = a move deadline is 1, 2, 3, 5, 7 or 14 days
games-rejected-vote-moved-on = the game has moved on since you looked; look again before voting

## Invitations refused (src/service/invitations.rs).
games-error-deadline = a move deadline is 1, 2, 3, 5, 7 or 14 days (or none)
# $game: the name as it was asked for, in quotation marks.
games-error-no-such-game = there is no game called { $game }
games-error-no-computers = { $game } has no computer players
games-error-too-many-computers = at least one seat is for a person: with { $players } players there can be at most { $max ->
        [one] { $max } computer player
       *[other] { $max } computer players
    }
games-error-note-too-long = the note may have at most { $max } characters
games-error-note-controls = the note contains control characters
games-error-join-expired = this invitation has expired and cannot be joined
# $status: started or cancelled.
games-error-join-closed = this invitation is { $status ->
        [started] started
        [cancelled] cancelled
       *[other] { $status }
    } and cannot be joined
games-error-joined-already = you have already joined this invitation
games-error-creator-leaves = you created this invitation: cancel it instead of leaving
games-error-not-joined = you have not joined this invitation
games-error-only-creator = only the player who created this invitation can cancel it

## Durations and absences (src/service/deadline.rs).
games-duration-less-than-a-minute = less than a minute
games-duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
games-duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
games-duration-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
# Two of the above: "2 days 3 hours".
games-duration-pair = { $first } { $second }
games-error-absence-past = an absence must end in the future
games-error-absence-long = an absence may last at most { $days } days
games-error-absences-window = absences may cover at most { $days } days in any { $window } days; this one would bring a { $window }-day stretch to { $covered }

## Playing a move (src/http/games.rs).
games-move-session-ended = Your session has ended, so the move was not played. Log in again: you will come back to the game with your move as you left it.
games-move-no-seq = the form's position number (seq) is missing or not a number; reload the page
# $move: the move as written (notation).
games-move-played = You played: { $move }
games-move-game-over = The game is over: the result is below.
games-move-already-moved = You already moved in this game, in another tab or window: here is the position now. The move on this page was not played.
# $reason: why (a sentence of its own, lower case).
games-move-not-played = Not played: { $reason }
# A message that happened several times in a row after a move: "Three times: ann is skipped."
games-times = { $count ->
        [2] Two
        [3] Three
        [4] Four
        [5] Five
        [6] Six
        [7] Seven
        [8] Eight
       *[other] { $count }
    } times: { $message }
# Lists of choices: "2, 3 or 4".
games-list-comma = ,{" "}
games-or-list = { $rest } or { $last }

## Words the page hands its scripts (static/app.js, static/commitment.js).
games-invitation-copied = Copied
# Said by the browser's check of the setup (static/commitment.js); $seen: the start of the
# fingerprint this browser saw first.
games-commitment-js-changed = Warning: this browser first saw another fingerprint for this game ({ $seen }): the setup may have been changed.
games-commitment-js-unable = This browser cannot hash here (it needs HTTPS): check the downloaded log with maipenrai verify.
games-commitment-js-matches = ✓ the revealed setup matches it
games-commitment-js-differs = ✗ the revealed setup does not match it: it was changed

# At the top of the game page: chat messages the player had not read (jumps to the chat).
games-unread-chat = { $count ->
    [one] { $count } new chat message ↓
   *[other] { $count } new chat messages ↓
}

# The computer's review of a finished game (maipenrai admin review).
review-error-running = the computer reviews a game only once it is over
review-error-none = the computer does not review games of this kind
review-error-not-yours = only the players of this game can ask for its review
review-error-limit = you can ask for { $max } reviews a day; try again in { $hours ->
    [one] an hour
   *[other] { $hours } hours
}
review-title = The computer's review
review-explain = The computer looks at every move as its player saw the game then, with nothing they could not know, and says where it would have played otherwise. Its estimates are the chances its own search gives, not certainties.
review-ask = Ask the computer for a review
review-ask-again = Ask for a new review
review-log-in = Log in to ask the computer for a review
review-outdated = This review was made by an earlier version of the computer.
review-under-way = The computer is reviewing this game: { $count ->
    [one] one move
   *[other] { $count } moves
} so far. Come back in a moment.
review-queued = The computer will review this game as soon as it has a moment.
review-exists = This game already has its review.
review-withheld = { $name } keeps the reviews of their moves to themselves.
review-player-line = { $name }: { $decisions ->
    [one] one move reviewed
   *[other] { $decisions } moves reviewed
}; inaccuracies: { $inaccuracies }, mistakes: { $mistakes }, blunders: { $blunders }
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-instead = The computer would have played { $move }: it puts the chances at { $preferred } % that way, against { $played } % after the move played.
review-chart-title = { $name }'s chances after each move, as the computer estimates them
review-chart-step = Move
review-chart-estimate = Chances
review-show-instead = Show the board after the computer's move
review-show-played = Show the board after the move played
review-board-instead = The board below is as it would have been after the computer's move.
