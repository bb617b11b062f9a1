# The site's words: see src/game/text/mod.rs (SITE_MESSAGES).
# A game's chat, private note and resigning (templates/games/_chat.html, _chat_log.html,
# resign.html; src/http/social.rs, src/service/social.rs), moderation (templates/moderation/,
# src/http/moderation.rs, src/service/moderation.rs) and the site's rules pages
# (templates/rules/, src/http/rules.rs).

## The chat.
social-chat = Chat
social-chat-muted = You muted this game’s chat: its messages are not shown or sent to you.
social-chat-no-messages = No messages yet. Everybody at the table reads everything written here.
# The chat's text box, for screen readers.
social-chat-message = Message
social-chat-placeholder = Write to the table (everybody reads it)
social-chat-send = Send
social-chat-announce = Read new messages out (for screen readers)
social-chat-unmute = Show the chat again
social-chat-mute = Mute this chat
social-chat-report-title = Report this message to the moderators
social-chat-report = Report
social-chat-removed = removed by a moderator
# Why the viewer reads no chat.
social-chat-off = The host turned the chat off for this game.
social-chat-link-only = This game was started from a link-only invitation: only its players read its chat.
social-chat-after-game = The players' chat is shown to everybody else once the game is over.
social-chat-none = There is no chat on this server.
social-chat-players-only = only the game's players write in its chat
social-chat-too-fast = you are writing faster than the chat allows; wait { $seconds } seconds, your message is still in the box
social-chat-empty = write something before sending
social-chat-too-long = a chat message is at most { $max } characters
social-chat-control = a chat message cannot hold control characters
social-chat-direction = a chat message cannot hold direction controls (invisible characters that turn text around, such as U+202E): remove them and send it again
# $why: the refusal, as a sentence.
social-chat-not-sent = Your message was not sent: { $why }.
social-chat-muted-now = The chat of this game is muted for you; nothing of it is shown or sent to you.
social-chat-unmuted-now = The chat of this game is shown again.

## The private note.
social-note = My private note
social-note-with-saved = My private note · saved
social-note-explain = Only you see this note: what was played, what you suspect, your plan.
# The note's text box, for screen readers.
social-note-label = Note
social-note-save = Save note
social-note-saved = Your note is saved. Only you can see it.
social-note-too-long = a note is at most { $max } characters
social-note-control = a note cannot hold control characters
social-note-direction = a note cannot hold direction controls (invisible characters that turn text around, such as U+202E): remove them and send it again
social-players-only = only the game's players keep notes and chat settings in it

## Resigning.
# $title: the game's title.
social-resign-title = Resign { $title }
social-resign-question = Resign this game?
social-resign-number = Game { $number }
# $others: the other players' names, joined by commas.
social-resign-with = with { $others }
social-resign-two = The game ends now and { $others } wins. It counts as a loss for you.
# $does: what the game's automatic player does ("moves automatically"), from the game.
social-resign-more = You leave the table and it counts as a loss for you. The others play on: your seat { $does } from now on, unless they hand it to a computer player.
social-resign-final = This cannot be undone. You can still read the game, its history and its chat.
social-resign-yes = Yes, resign
social-resign-no = No, back to the game
social-resigned = You resigned this game.
social-resign-cannot = you cannot resign this game: you do not play in it, or it is over
social-resign-not-player = only the game's players can resign it
social-resign-not-running = the game is not running any more, so there is nothing to resign
social-resign-already-automatic = your seat in this game already moves without you

## Reports, mutes and blocks.
moderation-report-person = Report { $name }
moderation-report-message = Report a message of { $name }
moderation-report-explain = The site's moderators read every report. They see who sent it; { $name } does not. You may send { $count } reports an hour.
moderation-report-wrong = What is wrong?
moderation-report-placeholder = Insults, spam, cheating, a name that offends…
moderation-report-send = Send the report
moderation-cancel = Cancel
# HTML: $url is the person's name in an address.
moderation-report-instead = To stop reading someone without telling the moderators, mute or block them on <a href="/players/{ $url }">their profile</a>.
moderation-report-what = say which message or which player to report
moderation-report-sent = Thank you: your report went to the moderators. They see who sent it; the person reported does not.
# $what: report or message (a number in an address that is none).
moderation-no-such = there is no such { $what ->
    [report] report
   *[message] message
}
moderation-muted = You muted { $name }: their chat messages are hidden from you in every game and every notice. They are not told.
moderation-blocked = You blocked { $name }: their chat is hidden from you, and they can neither invite you by name nor join your invitations. They are not told.
moderation-let-be = You no longer mute or block { $name }.
moderation-choose-choice = choose muted, blocked or none
moderation-choice-yourself = you cannot mute or block yourself
# $name: the name as typed, in quotation marks.
moderation-no-player = there is no player named { $name }
# $wait: how long, in words ("12 minutes").
moderation-reports-too-many = you have sent { $count } reports in the last hour; try again in { $wait }
moderation-report-own-message = you cannot report your own message
moderation-no-readable-message = there is no such message you can read
moderation-report-yourself = you cannot report yourself
moderation-report-computer = computer players cannot be reported: they only play their moves
# A reason is missing.
moderation-why-report-message = say why you report this message
moderation-why-report-person = say why you report this person
moderation-why-remove = say why you remove this message
moderation-why-suspend = say why you suspend this account
moderation-why-restore = say why you restore this account
moderation-why-dismiss = say why you dismiss this report
moderation-reason-too-long = a reason is at most { $max } characters
moderation-reason-control = a reason cannot hold control characters
moderation-reason-direction = a reason cannot hold direction controls (invisible characters that turn text around, such as U+202E): remove them and send it again
# What a suspended person reads when they log in; $when: the date and time.
moderation-suspended-login = a moderator suspended this account on { $when }, saying: “{ $reason }”. You cannot log in while it is suspended; if you think this is a mistake, write to the people who run this site

## The moderators' pages.
moderation-title = Moderation
moderation-open-reports = Open reports
moderation-record = Record of actions
moderation-record-title = Record
moderation-report = Report
moderation-no-reports = No open reports. Thank you for looking.
moderation-proxy-warning = { $count } accounts came from the one local address { $address } in the last { $days } days. The server probably sees its reverse proxy or a container bridge instead of the players, so every limit per address counts them all as one. The operator should set <code>TRUSTED_PROXIES</code> to that address (docs/operations.md, “TLS in front”).
# HTML: a report's heading, with links to the report and to the person.
moderation-report-about-message = <a href="/moderation/reports/{ $report }">Report { $report }</a>: a message of <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-report-about-person = <a href="/moderation/reports/{ $report }">Report { $report }</a>: the player <a href="/moderation/players/{ $url }">{ $name }</a>
# HTML: who sent a report, when (and when it was closed).
moderation-report-sent-by = Sent by <a href="/players/{ $url }">{ $name }</a> on { $when }
moderation-report-sent-by-closed = Sent by <a href="/players/{ $url }">{ $name }</a> on { $when } · closed on { $closed }
# HTML: $game is the game's id in its address.
moderation-context = The message and the ones around it (<a href="/games/{ $game }#chat">game</a>)
moderation-removed-mark = removed
moderation-remove = Remove the message
moderation-suspend-open = Suspend { $name }…
moderation-suspend-explain = Logs them out everywhere, ends their API tokens, feed and webhook, and hands their seats in running games to the automatic player for good (a loss for them).
moderation-suspend = Suspend
moderation-dismiss-open = Dismiss…
moderation-dismiss-reason = Why nothing needs doing (kept in the record)
moderation-dismiss = Dismiss the report
moderation-reason-label = Reason (kept in the record; the person is told)
# HTML: a suspended person's standing; $when: the date and time.
moderation-standing-suspended = <span class="badge suspended">suspended</span> since { $when }: “{ $reason }”
moderation-restore-explain = They may log in again; their seats of then stay with the automatic player.
moderation-restore = Restore the account
# HTML: the operator's command is in <code>.
moderation-standing-moderator = <span class="badge">moderator</span> A moderator cannot be suspended by a moderator: the operator revokes the role first (<code>maipenrai admin revoke { $name }</code>).
moderation-standing-computer = <span class="badge computer">computer</span> Computer players cannot be suspended.
moderation-standing-good = In good standing.
moderation-record-person = Actions about this person
moderation-none-yet = None yet.
moderation-when = When
moderation-who = Who
moderation-what = What
moderation-why = Why
moderation-game = game
moderation-report-number = report { $report }
moderation-the-operator = the operator
# HTML: what a moderator did, with a link to the person ($url: the name in an address).
moderation-did-remove = removed a chat message of <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-suspend = suspended <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-restore = restored <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-dismiss = dismissed a report about <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-grant = made a moderator: <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-revoke = ended the moderator role of <a href="/moderation/players/{ $url }">{ $name }</a>
# The reasons the record keeps for the operator's own actions.
moderation-operator-granted = made a moderator by the operator
moderation-operator-revoked = moderator role revoked by the operator
moderation-dismissed = Report { $report } dismissed.
moderation-removed = Message removed: everybody now sees “removed by a moderator” in its place; its author gets a mail saying so if they have a verified address.
moderation-suspended = { $name } is suspended: logged out everywhere, and their seats in running games now move automatically.
moderation-restored = { $name } may log in again (their seats of then stay with the automatic player).
moderation-moderators-only = only moderators may see this page
moderation-no-report = there is no such report
moderation-message-gone = there is no such message, or it was removed already
moderation-suspend-computer = computer players cannot be suspended
moderation-suspend-moderator = moderators cannot be suspended by a moderator: the operator revokes the role first (maipenrai admin revoke NAME)
moderation-suspended-already = { $name } is suspended already
moderation-suspend-changed = { $name } could not be suspended: the account changed meanwhile; look again
moderation-not-suspended = { $name } is not suspended
moderation-report-closed-already = this report is closed already
moderation-report-not-about = report { $report } is not an open report about this; nothing was done
moderation-moderator-computer = a computer player cannot be a moderator
moderation-moderator-suspended = { $name } is suspended: a moderator restores the account first

## Mails to the person a moderator acted on.
moderation-mail-removed-subject = A moderator removed one of your chat messages
# $link: the game's chat's address.
moderation-mail-removed = A moderator removed a message you wrote in the chat of a game ({ $link }). Its place now reads "removed by a moderator". The moderator's reason: "{ $reason }".
moderation-mail-suspended-subject = Your Mai Pen Rai account was suspended
moderation-mail-suspended = A moderator suspended your account. You cannot log in while it is suspended, and your seats in the games that were running now move automatically. The moderator's reason: "{ $reason }". If you think this is a mistake, write to the people who run this site.
moderation-mail-restored-subject = Your Mai Pen Rai account was restored
moderation-mail-restored = A moderator lifted the suspension of your account: you may log in again. The seats you had in the games of then stay with the automatic player. The moderator's words: "{ $reason }".

## The rules pages (the games' own rules are the games').
rules-title = Rules
rules-intro = The rules of every game on this site, retold in our own words, with the decisions this server made where the printed rules leave room.
rules-computers-link = Playing with or against the computer: <a href="/rules/computer-players">how computer players play</a>.
rules-verifiable-link = Checking that nobody changed the cards: <a href="/rules/verifiable-setup">verifiable setups</a>.
# The links to a game's rules in each language.
rules-languages = Language of the rules
rules-no-such-game = there is no such game on this site

rules-computers-title = Computer players
# HTML. "Computer players" and "Play now" are the words of the invitation form and the lobby.
rules-computers-intro = Every game on this site can be played with computer players: to fill a seat when friends are one short, to try a game alone tonight, or — once you have the link of an invitation — next to the people you invite. Choose them in the invitation form ("Computer players"), or press <strong>Play now</strong> in the lobby for a two-player game against one that starts at once. At least one seat is always a person's.
rules-computers-know = What they know
rules-computers-know-text = A computer player sees exactly what a person in its seat would see, and nothing more: its own hand, the board, the cards everybody may see, and the same stretch of history the server would show that seat. It keeps no memory of its own between moves. Whatever is hidden from its seat — the other players' hands, the order of a deck — it does not read: before each move it imagines many ways the hidden part could be, all consistent with what it sees, and tries its moves in each of them. Two positions that look the same from its seat always get the same thought.
rules-computers-levels = The levels
rules-computers-beginner = Beginner
rules-computers-beginner-text = Plays legal, sensible moves quickly, with very little look-ahead. A friendly first opponent.
rules-computers-standard = Standard
rules-computers-standard-text = Searches: it imagines the hidden part many times over, tries its moves and the others' replies in each, playing every line out to the end of the game (Monte Carlo tree search over what its seat may know), and plays the move that held up best.
rules-computers-strong = Strong
rules-computers-strong-text = The same search, about ten times longer.
rules-computers-time = How long they think is counted in playouts, not in seconds, so the same position gets the same move on any machine; a time limit only guards against a slow server. Computer players make their moves in the background, a moment after it becomes their turn; you are told as usual when it is yours again.
rules-computers-sharing = When many games wait for computer players, people take turns: your game waits behind at most one move for each other person, however many games they have, and a move for someone who has not been served lately goes ahead of one under way. One person may be in { $max ->
        [one] one game
       *[other] { $max } games
    } with computer players at once, counting invitations still waiting for players.
rules-computers-page = On the page
rules-computers-page-text = Computer players are named after their level ("{ $name }") and marked as computers wherever players are listed; the history says which moves the computer made.

rules-verifiable-title = Verifiable setups
rules-verifiable-intro = In a game with hidden information the server deals the cards: the order of every deck is drawn when the game starts, before anybody moves. So that nobody has to take on trust that the deal was not changed later, the server commits to it.
rules-verifiable-how = How it works
# HTML.
rules-verifiable-step-start = When a game starts, the server writes down its whole setup and draws 32 random bytes, the <em>salt</em>. It publishes the SHA-256 fingerprint of the two together — on the game page, in the game's data in the API, and in the notices that the game started (mail, feed and webhook), which it cannot take back.
rules-verifiable-step-running = While the game runs, only the fingerprint is shown. Without the salt it reveals nothing about the cards.
# HTML: the command is in <code>.
rules-verifiable-step-end = When the game ends, the server reveals the setup and the salt. Anyone can hash them again and compare the result with the fingerprint published at the start: the game page does it in your browser, and the downloaded log can be checked with <code>maipenrai verify game.json</code> or by hand.
rules-verifiable-browser = Your browser also remembers the first fingerprint it saw for each game and warns you if the page ever shows another.
rules-verifiable-by-hand = By hand
# HTML: the tool's name is in <code>.
rules-verifiable-by-hand-text = The bytes hashed are the setup as canonical JSON (every object's keys in order, no spaces) followed by the salt's 32 bytes. With the downloaded log and <code>jq</code>:
# Comments in the shell commands (after #).
rules-verifiable-comment-fingerprint = the fingerprint
rules-verifiable-comment-setup = the same setup as the canonical one
rules-verifiable-proves = What it proves, and what it does not
rules-verifiable-proves-text = It proves that the setup you see at the end is the one fixed at the start: no card was moved while the game was played, whoever was winning. It does not prove that the deal was random or fair: the person who runs the server could read the database during the game, or could have chosen a deal before committing to it. A commitment protects against changing the past, not against a host who cheats from the start — play on a server whose host you trust. Games started before this site committed to setups show no fingerprint.

# Beside a chat message the player had not read before this page.
social-chat-new = new

## Ending a game everyone else has left (docs/social.md, "A seat whose player is gone").
social-end-others-play = others still play this game: it can be ended only once every other player has left it
social-end-title = Everyone else has left this game
social-end-explain = You may end it now instead of playing on against automatic moves.
social-end-offer-win = It then ends as your win, rated like any finished game.
social-end-offer-too-short = It is then cancelled rather than won: a rated game needs every player to have made { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } of their own.
social-end-offer-casual = As the game is casual, it is then cancelled rather than won.
social-end-button = End the game
social-ended-won = The game is over: you win.
social-ended-cancelled = The game is cancelled.

## Fair play for ratings (docs/social.md § Fair play)
ratings-rules-link = How ratings stay fair
games-unrated-fair-play = Not rated: see the fair-play rule.
fair-play-established = Established player.
fair-play-not-established = Not an established player yet.
fair-play-you-need = You are not on the leaderboards yet: they list established players, and you become one with rated games against { $needed } different established players. You have played { $have } of them.
fair-play-nobody-yet = Nobody is established on this site yet, so no leaderboard lists anyone. The site's operator or a moderator marks the first established players; everyone else becomes established by playing rated games against them.
fair-play-voided = A moderator voided your ratings ({ $reason }): your games count for nobody's rating. If you think this is a mistake, <a href="{ $url }">write to the moderators</a>.
fair-play-computer = computer players have no ratings to establish or void
fair-play-establish-voided = { $name }'s ratings are voided: restore them before marking { $name } established
fair-play-void-none = name at least one account whose ratings to void
moderation-why-fair-play = say why you do this
fair-play-heading = Fair play
fair-play-status-established = Established ({ $how }).
fair-play-by-operator = marked by the operator
fair-play-by-moderator = marked by a moderator
fair-play-by-games = through rated games against established players
fair-play-status-not = Not established: rated games against { $have } of the { $needed } established players it takes.
fair-play-status-voided = Ratings voided: { $reason }
fair-play-linked-heading = Accounts seen from the same network (last { $days } days)
fair-play-linked-none = No other account was seen from its networks.
fair-play-linked-same = seen from the same network, { $network } ({ $how }, { $when }): their rated games together do not count
fair-play-linked-near = seen from { $network }, in the same /24 only ({ $how }, { $when }): a signal for you, not a link
fair-play-seen-signup = at sign-up
fair-play-seen-login = at a log-in
fair-play-establish-button = Mark established
fair-play-establish-explain = An established player's rated games let others become established. Mark only people you know to be real and separate players.
fair-play-void-button = Void ratings
fair-play-void-explain = The accounts named here lose their ratings and their established standing, their games count for nobody's rating, and every rating on the site is computed again from the stored games. It can be undone.
fair-play-void-names = Accounts, separated by spaces:
fair-play-restore-explain = Their games count again, and every rating on the site is computed again from the stored games.
fair-play-restore-button = Restore ratings
fair-play-record-heading = Fair-play record
fair-play-did-established = marked { $name } established
fair-play-did-voided = voided { $name }'s ratings
fair-play-did-restored = restored { $name }'s ratings
fair-play-operator-established = marked established by the operator
fair-play-operator-voided = ratings voided by the operator
fair-play-operator-restored = ratings restored by the operator
fair-play-established-done = { $name } is an established player now.
fair-play-established-already = { $name } was an established player already.
fair-play-voided-done = { $count ->
    [one] The ratings of one account are voided
   *[other] The ratings of { $count } accounts are voided
}; every rating is being computed again.
fair-play-restored-done = { $name }'s ratings are restored; every rating is being computed again.
fair-play-restored-not = { $name }'s ratings were not voided.
rules-ratings-link = How ratings are counted and kept fair: <a href="/rules/ratings">ratings and fair play</a>.
rules-ratings-title = Ratings and fair play
rules-ratings-intro = Every rated game moves its players' ratings: a win against stronger players more, a loss against weaker ones too. A rating is an estimate with its uncertainty, and leaderboards sort by the cautious side of it, so that a few lucky games do not put anyone on top.
rules-ratings-counted = Which games count
rules-ratings-counted-text = A game counts when its host left it rated, it finished, and every player made at least { $moves } moves of their own. Between the same two people at most { $games } rated games count per 24 hours; later ones are casual. Computer players and games with open hands are never rated.
rules-ratings-established = Established players
rules-ratings-established-text = A rating climbs above a new player's, and its player reaches the leaderboards, only through results against established players. You become established with rated games against { $opponents } different established players (all of them while fewer are established on the site). Until then your rating can fall but not rise above where everyone starts.
rules-ratings-start = On a new site nobody is established: the operator or a moderator marks the first established players, people they know, and everyone else follows by playing them.
rules-ratings-networks = Accounts on one connection
rules-ratings-networks-text = When two accounts were used from the same internet connection within the last { $days } days, their rated games against each other count for neither, and neither helps the other become established. The game's page then says only that it was not rated. Moderators may look at such links, never other players.
rules-ratings-networks-off = This site counts the rated games of accounts on the same internet connection like any other (its operator chose so, for a family or a club that plays from one place).
rules-ratings-board = Leaderboards
rules-ratings-board-text = A leaderboard lists established players whose rating is no longer provisional, with at least { $games } rated games against { $opponents } different opponents in its pool.
rules-ratings-void = When someone cheats
rules-ratings-void-text = Moderators can void the ratings of accounts that play against themselves or otherwise cheat. Their games then count for nobody, and every rating is computed again from the stored games. Voids are recorded and can be undone: if yours was a mistake, report it to the moderators from your profile.

## The rules index: playing with a screen reader or keyboard.
rules-access-title = Playing with a screen reader or keyboard
rules-access-board = Under every board, “The board in words” tells everything the picture shows you, as headings and lists: every part of the board, who holds what, the cards you may see and each player’s state. Step pages of the history have it too.
rules-access-keys = When it is your turn, the game page puts focus on the first choice of your move. Inside “Your move”, the number keys 1 to 9 take the choice with that number (shown on it), the arrow keys move between the choices, Escape goes back a step and Enter confirms. Every choice is also a plain link, and every move can be typed in notation.
rules-access-news = When another player moves, the page updates itself without losing your place and reads out who moved and how; after you confirm a move, the page’s message about it is read out. Without JavaScript everything works as links and forms, and Refresh shows what is new.
