# The words of notifications: mails (templates/email/*.txt), webhook messages and the
# private Atom feed, each rendered in its recipient's language. See src/game/text/mod.rs
# (SITE_MESSAGES).

## What every mail shares.
notify-mail-hello = Hello { $name },
notify-mail-footer = Mai Pen Rai. Change which mails you get here: { $url }
notify-since-last-move = Since your last move:
notify-in-the-chat = In the chat:
# A recap's line when older steps are left out; $url is the game's history.
notify-recap-more = … and { $count } earlier { $count ->
        [one] step
       *[other] steps
    } ({ $url })
# A recap's line when the platform has no narration for a step; $move is notation.
notify-step-played = { $name } played { $move }.
# A recap's line with what another player wrote in the game's chat.
notify-chat-wrote = { $name } wrote: { $text }

## "It is your turn" (templates/email/turn.txt).
notify-turn-subject = Your turn: { $title } (with { $others })
notify-turn-intro = it is your turn in { $title } (with { $others }).
notify-turn-time-left = Time left for this move: { $left }.
notify-turn-play-now = Play now: { $url }
notify-turn-footer =
    Mai Pen Rai. You get this mail because you chose a mail on every turn
    (at most one per game per hour). Change that here: { $url }

## "Your game has started" (templates/email/started.txt).
notify-started-subject = Your game has started: { $title }
notify-started-intro = your invitation is full and the game has started: { $title }, with { $others }.
notify-started-your-turn = It is your turn.
notify-started-first = { $name } moves first; you will hear when it is your turn.
notify-started-go = Go to the game: { $url }
notify-started-commitment =
    Before the first move the server committed to this game's setup (everything drawn at
    random, such as the order of a deck). Its fingerprint, SHA-256 over the setup and a
    secret salt:
# $url is the game's page.
notify-started-keep =
    Keep this mail: when the game ends, the setup and the salt are revealed and you can check
    them against it (the game page does it for you; how: { $url }#commitment).

## "The game is over" (templates/email/ended.txt).
notify-ended-subject-won = The game ended — you won: { $title }
notify-ended-subject-lost = The game ended — you lost: { $title }
notify-ended-won = the game is over: you won!
notify-ended-lost = the game is over: you lost.
notify-ended-with = { $title }, with { $others }.
notify-ended-see = See the final position and the whole game: { $url }

## The daily digest (templates/email/digest.txt).
notify-digest-subject = { $count ->
        [one] Mai Pen Rai: a game is waiting for your move
       *[other] Mai Pen Rai: { $count } games are waiting for your move
    }
notify-digest-intro = { $count ->
        [one] one game is waiting for your move:
       *[other] { $count } games are waiting for your move:
    }
# $waiting: how long the game has waited, e.g. "3 hours".
notify-digest-game = { $title } (with { $others }), waiting { $waiting }
# $left: the time left for the move, e.g. "2 days".
notify-digest-game-left = { $title } (with { $others }), waiting { $waiting }, { $left } left
notify-digest-footer =
    Mai Pen Rai. You get this mail once a day because you chose the daily digest.
    Change that here: { $url }

## An invitation by name (templates/email/invited.txt).
notify-invited-subject = { $inviter } invites you to play { $title }
notify-invited-intro = { $inviter } invites you to play { $title }.
# The host's note, quoted.
notify-invited-note = “{ $note }”
notify-invited-join = Join the game here: { $url }
notify-invited-lobby = (You also find this invitation in your lobby.)

## Confirming a mail address (templates/email/verify.txt).
notify-verify-subject = Confirm your address for Mai Pen Rai
notify-verify-ask =
    please confirm that Mai Pen Rai may send game notifications to { $email }
    by opening this link within { $hours } hours:
notify-verify-ignore = If you did not ask for this, ignore this mail: nothing will be sent to you.

## Choosing a new password (templates/email/reset.txt).
notify-reset-subject = Choose a new password for Mai Pen Rai
notify-reset-asked =
    somebody (we hope you) asked to choose a new password for your Mai Pen Rai
    account. Open this link within { $hours } { $hours ->
        [one] hour
       *[other] hours
    } to choose it:
notify-reset-once = The link works once. Choosing a new password logs you out everywhere else.
notify-reset-ignore = If you did not ask for this, ignore this mail: your password stays as it is.

## A moderator's action (templates/email/moderation.txt).
notify-moderation-record = Moderators keep a record of every action they take, with its reason.
# What the mail says for each action: its subject, then the sentence. $reason is the
# moderator's own words; $link the game's chat.

## Mail addresses people type (errors, after "the settings could not be saved" or alone).
notify-address-enter = enter a mail address such as name@example.org
# $address is what was typed, in quotation marks.
notify-address-ip = { $address } names a server by its IP address; use a domain name
notify-address-invalid = { $address } is not a mail address

## Webhook messages (one line; $name and $title as the receiving chat shows them).
notify-webhook-started = { $name }: your game has started: { $title } (with { $others }). { $url }
# Follows notify-webhook-started after a space.
notify-webhook-commitment = — Setup commitment (SHA-256): { $sha }
notify-webhook-turn = { $name }: it is your turn in { $title } (with { $others }). { $url }
# Follows notify-webhook-turn after a space; $recap is what happened since.
notify-webhook-since = — Since your last move: { $recap }
# The subject of a turn's webhook row and the title of a turn's feed entry.
notify-your-turn = Your turn: { $title }

## The private Atom feed.
notify-feed-title = Mai Pen Rai — games of { $name }
# Follows the recap in a turn's entry, after a space.
notify-feed-time-left = Time left: { $left }.
notify-feed-started = Game started: { $title }
notify-feed-commitment = Before the first move the server committed to this game's setup: SHA-256 { $sha }. When the game ends, the setup and its salt are revealed to be checked against it.
notify-feed-move = { $title }: move { $step } by { $name }
notify-feed-wrote = { $title }: { $name } wrote
notify-feed-won = Game over — you won: { $title }
notify-feed-lost = Game over — you lost: { $title }
notify-feed-cancelled = Cancelled after stalling: { $title }
notify-feed-cancelled-summary = The players voted to cancel this game after it stalled.

## Push notices (src/notify/push.rs): a chat message, a test.
notify-chat-push-title = { $name } wrote in { $title }
notify-push-test-title = Notifications work
notify-push-test-body = This device will hear of your games on Mai Pen Rai.
