# The site's words: see src/game/text/mod.rs (SITE_MESSAGES).
# The settings page (templates/settings/show.html, src/http/settings.rs), the settings'
# refusals (src/service/over_days.rs, src/service/webhook_target.rs, src/local_time.rs) and
# the refusals of votes in a game played over days (src/service/over_days.rs).

## The settings page.
settings-title = Settings
settings-save = Save
settings-saved = Saved.

## Language.
settings-language = Language
settings-language-legend = The language of the site
settings-language-explain = Pages, mails, your feed and your webhook's messages come in the language you choose here.
settings-language-not-chosen = You have not chosen one yet: pages follow your browser, and mails, your feed and your webhook's messages come in English.

## Mail address.
settings-email = Mail address
settings-email-no-mail = This server sends no mail (its administrator has not configured a mail server). The feed and the webhook below still work.
# HTML: the address is in <strong>.
settings-email-verified = Notifications go to <strong>{ $address }</strong> (verified).
settings-email-none = No verified address yet.
# HTML: the address is in <strong>.
settings-email-pending = Waiting for confirmation: <strong>{ $address }</strong>. Open the link in the mail we sent (valid for { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}).
settings-email-new-address = New address
settings-email-address = Address
settings-email-placeholder = name@example.org
settings-email-send = Send a confirmation link
settings-email-remove = Remove my address
settings-email-sent = We have sent a confirmation link to that address; open it to start getting mail.
settings-email-removed = Your address is removed: no more mail.
settings-email-confirmed = Thank you: { $address } is confirmed.
settings-email-server-sends-none = this server sends no mail (its administrator has not set SMTP_URL and MAIL_FROM)
settings-email-too-many = too many verification mails; try again in an hour
settings-email-link-unknown = this verification link is unknown or has expired; add the address again on the settings page

## Time zone.
settings-time-zone = Time zone
# HTML: the zone's name (such as Europe/Amsterdam, or UTC) is in <strong>.
settings-time-zone-shown = Times on this site are shown in <strong data-testid="time-zone">{ $zone }</strong>.
settings-time-zone-shown-until = Times on this site are shown in <strong data-testid="time-zone">{ $zone }</strong> until we know yours: the lobby asks your browser.
settings-time-zone-label = Time zone, as your device names it (such as Europe/Amsterdam or America/New_York)
settings-time-zone-saved = Times are now shown in { $zone }.
settings-time-zone-choose = choose a time zone such as Europe/Amsterdam or America/New_York
settings-time-zone-unknown = “{ $name }” is not a time zone we know; choose one such as Europe/Amsterdam

## Invitations by name.
settings-invitations = Invitations by name
settings-invite-from = Who may invite you by name
settings-invite-anyone = Anybody
settings-invite-played = Only people I have played with
settings-invite-nobody = Nobody
settings-invite-note = Anybody may still send you an invitation's link. Someone you do not accept is told the same as for a name that does not exist.
settings-reviews = The computer's reviews
settings-hide-reviews = Keep the computer's reviews of my moves to myself
settings-hide-reviews-note = When a finished game is reviewed, the other players and spectators then see the review of everyone's moves but yours; you still see your own.
settings-invite-choose = choose who may invite you by name: anybody, people you have played with, or nobody

## Muted and blocked people.
settings-people = Muted and blocked people
settings-people-none = Nobody. To mute or block someone, use the links on their profile: muting hides their chat messages from you everywhere; blocking also keeps them from inviting you by name or joining your invitations. They are not told.
settings-people-muted = muted
settings-people-blocked = blocked
settings-people-unmute = Unmute
settings-people-unblock = Unblock

## When to tell me.
settings-notifications = When to tell me
# HTML: the webhook's address is in <code>.
settings-webhook-off = Your webhook was turned off because your password changed: whoever knew the old password could have set it. It called <code>{ $url }</code>. If that address is yours, enter it below and save to turn the webhook on again; saving without it keeps it off.
settings-mail = By mail and on your devices
settings-mail-off = This server sends no mail at the moment; your choice applies to your devices, and to mail once its administrator turns it on.
settings-mail-every-turn = On every turn — at most one per game per hour, and none while you are on the site
settings-mail-digest = A daily digest of the games waiting for you
settings-mail-none = Nothing
settings-mail-choose = choose every turn, a daily digest or nothing
settings-webhook-label = Webhook URL (optional): receives a small JSON POST when it is your turn; works with Discord and Slack incoming webhooks
settings-webhook-placeholder = https://discord.com/api/webhooks/…
# Why a webhook address is refused ($why: one of the settings-webhook-… messages below).
settings-webhook-refused = webhook: { $why }
settings-webhook-too-long = the URL is too long
# $error: the URL parser's own words (English).
settings-webhook-not-url = not a URL ({ $error })
settings-webhook-scheme = only http:// and https:// URLs are allowed
settings-webhook-credentials = a URL with a user name or password is not allowed
settings-webhook-no-port = the URL has no port
settings-webhook-no-host = the URL has no host
settings-webhook-refused-address = this address cannot receive webhooks: use a public http(s) address
settings-webhook-port = webhooks may only use port 80, 443, 8080 or 8443, not { $port }

## Private feed.
settings-feed = Private feed
settings-feed-explain = An Atom feed of the games waiting for you and the latest moves, for any feed reader. Keep its address to yourself: anyone who has it can read it.
settings-feed-renewed = Your feed has a new address since your password changed ({ $when }): the old one no longer works. Give your feed reader the address below.
settings-feed-address = Feed address
settings-copy = Copy
settings-feed-renew = Make a new address (the old one stops working)
settings-feed-create = Create my feed
settings-feed-renewed-now = Your feed has a new address; the old one no longer works.
settings-feed-ready = Your feed is ready: copy its address below into your feed reader.
settings-feed-unknown = there is no feed at this address

## Absence.
settings-absence = Absence
settings-absence-explain = While you are away, the move deadlines of your games stand still. At most { $max ->
    [one] { $max } day
   *[other] { $max } days
} at a time and { $max ->
    [one] { $max } day
   *[other] { $max } days
} in any { $window } days.
settings-absence-none = No absence declared.
settings-away-now = Away now, back on { $back }
settings-away-planned = Away from { $from } to { $to }
settings-absence-end = I am back
settings-absence-until = Away from now until (you are back on this day, UTC)
settings-absence-declare = Declare my absence
settings-absence-declared = Have a good time! Your move clocks stand still until { $back }.
settings-absence-choose-day = choose the day you are back (YYYY-MM-DD)
settings-absence-ended = Welcome back: your move clocks run again.

## Password.
settings-password = Password
settings-password-explain = Changing it logs you out everywhere else: other browsers and every API token.
settings-password-current = Current password
settings-password-new = New password
settings-password-repeat = New password again
settings-password-length = At least { $min } characters.
settings-password-change = Change my password
settings-password-differ = the two new passwords differ; nothing was changed
settings-password-changed = Your password is changed. Every other session and API token of yours was logged out.

## Delete my account.
settings-delete = Delete my account
settings-delete-open = Delete my account…
settings-delete-explain = Your open invitations are cancelled. Your running games go on without you: your seat then moves automatically, as for a player voted out. Your finished games stay in the others' history, with you shown as "deleted player". Your settings, mail address, feed, API tokens and notifications are erased. Your username stays taken for { $days ->
    [one] { $days } day
   *[other] { $days } days
}, then anybody may take it. This cannot be undone.
settings-delete-password = Your password
settings-delete-understood = I understand that my account is gone for good
settings-delete-unticked = tick the box to confirm that you want your account deleted; nothing was deleted
settings-deleted = Your account is deleted. Your running games go on without you, and your finished games show you as "deleted player".

## Recent notifications.
settings-recent = Recent notifications
settings-recent-none = None yet.
# One notification sent: $channel is email or webhook, $status sent, pending or failed;
# $subject is the notification's own subject, in the language it was sent in.
settings-recent-item = { $date } — { $subject } by { $channel ->
    [push] notification
    [webhook] webhook
   *[email] email
} to { $recipient }: { $status ->
    [sent] sent
    [pending] waiting to be sent
   *[failed] could not be delivered
}

## Votes and automatic moves in a game played over days (src/service/over_days.rs).
over-days-game-cancelled = this game was cancelled
over-days-not-this-turn = it is not this seat's turn
over-days-not-playing = you are not playing in this game
over-days-game-over = the game is over
over-days-removed-cannot-vote = you were removed from this game and cannot vote
over-days-remove-yourself = you cannot vote to remove yourself
# Seats are numbered from 0 here: the API's numbers.
over-days-no-seat = this game has no seat { $seat } (its seats are 0 to { $last })
over-days-remove-too-soon = a player can be voted out only after { $count ->
    [one] { $count } automatic pass
   *[other] { $count } automatic passes
} in a row
# $game: the game's title.
over-days-no-computers = { $game } has no computer players
over-days-computer-removed-only = only a removed player's seat can be handed to a computer player
over-days-computer-already = a computer player already plays this seat
over-days-cancel-too-soon = a game can be cancelled only after { $days ->
    [one] { $days } day
   *[other] { $days } days
} without a move

## Notifications on devices (Web Push, src/notify/push.rs).
settings-push = Notifications on your devices
settings-push-explain = Your phone or computer can show a notification when it is your turn, someone writes in a game’s chat, a game ends or someone invites you — following your choice above: every turn, the daily digest, or nothing. On a phone, add the site to your home screen first (from your browser’s menu).
settings-push-none = No device gets notifications yet.
settings-push-device = { $device }, since { $since }
settings-push-device-name = { $browser } on { $system }
settings-push-device-gone = a device removed since
settings-push-remove = Remove
settings-push-test = Send a test notification
settings-push-on = Send notifications to this device
settings-push-needs-script = Turning notifications on needs JavaScript.
settings-push-unsupported = This browser cannot show notifications from websites.
settings-push-denied = Notifications are blocked for this site: allow them in your browser’s site settings, then try again.
settings-push-failed = This browser could not turn notifications on. Try again, or use another browser.
settings-push-working = Turning notifications on… this can take a few seconds.
settings-push-timeout = Your browser did not answer within { $seconds } seconds: notifications are not on. Try again later.
settings-push-ends = Devices stop getting notifications when you change or reset your password.
settings-push-added = This device will now get notifications.
settings-push-removed = That device will get no more notifications.
settings-push-tested = { $count ->
        [one] A test notification is on its way to your device.
       *[other] A test notification is on its way to your { $count } devices.
    }
settings-push-no-such-device = That device is not among yours (perhaps it was removed already).
settings-push-too-many = You already have { $max } devices; remove one before adding another.
settings-push-limited = Too many attempts: try again in { $wait }.
settings-push-bad-key = The browser sent a subscription this site cannot use.
settings-push-bad-service = This browser’s push service cannot be used: { $why }
settings-push-not-https = a push service must use https

settings-rename = Your name with its accents
settings-rename-explain = Usernames may hold accents now. You may add them to yours once (Amelie → Amélie), changing nothing else: your games, ratings and friends stay with you, and your profile's address follows the new name.
settings-rename-new = Your username with accents
settings-rename-submit = Rename me
settings-renamed = Done: you are { $username } now.
settings-rename-accents-only = the new name must be your username with accents added, and nothing else changed
settings-rename-used = you have already renamed yourself once
