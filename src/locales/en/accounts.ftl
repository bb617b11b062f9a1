# The site's words: see src/game/text/mod.rs (SITE_MESSAGES).
# Accounts: signing up, logging in and out, a forgotten password, API tokens, and what
# the service says about names and passwords. Error messages start with a small letter
# (pages make a sentence of them; the API shows them as they are).

## The log-in page (templates/accounts/login.html) and its form (templates/macros.html).
accounts-login-title = Log in
accounts-login-help = No account yet? <a href="/signup?next={ $next }">Sign up</a>. Forgot your password? <a href="/password/forgot">Get a link by mail</a>.
accounts-username = Username
accounts-password = Password
accounts-login-submit = Log in

## The sign-up page (templates/accounts/signup.html) and its form.
accounts-signup-title = Sign up
accounts-signup-closed-page = Sign-up is closed on this server. Ask its administrator for an account.
accounts-signup-help = Already have an account? <a href="/login?next={ $next }">Log in</a>.
accounts-username-rule = 3 to 20 characters: letters of any alphabet (accents welcome), digits, _ and -.
accounts-password-rule = At least 8 characters.
accounts-signup-submit = Create account
# Shown once, on the first page after signing up.
accounts-welcome = Welcome! Your account is ready.
accounts-logged-out = You have logged out.

## A forgotten password (templates/accounts/forgot.html, reset.html).
accounts-forgot-title = Forgot your password?
accounts-forgot-intro = We mail a link to choose a new password to the verified address of your account (set in your settings).
accounts-forgot-login = Username or mail address
accounts-forgot-submit = Send me a link
accounts-forgot-no-mail = This server sends no mail, so it cannot send you a link. Ask its administrator to set a new password for you.
accounts-forgot-back = Back to log in
accounts-reset-title = Choose a new password
accounts-reset-password = New password (at least 8 characters)
accounts-reset-submit = Set my new password
accounts-reset-note = Setting it logs you out everywhere else.
accounts-reset-done = Your new password is set, { $username }: you are logged in, and every other session was logged out.
accounts-welcome-email = We have sent a link to { $address }: open it to confirm the address.
accounts-email-rule = For turn mails and a new password if you forget yours; we send a link to confirm it. You can add or remove it later in the settings.
accounts-email-optional = Mail address (optional)
accounts-reset-mismatch = the two passwords differ; type the same new password in both fields
accounts-reset-password-again = The new password again
# Said after every request for a link, whether the account exists or not.
accounts-reset-sent = If that account has a verified mail address, a link to choose a new password is on its way to it. It works once, for 2 hours.
# Added after accounts-reset-sent when the account had its three links of the hour.
accounts-reset-quota-used = Three links were asked for this account in the last hour, so no new one is sent now: the links sent in the last 2 hours still work (any one of them, once). Ask again in an hour if none arrived.
accounts-reset-bad-link = this link to choose a new password is unknown, used or expired; ask for a new one
accounts-reset-no-mail = this server sends no mail, so it cannot send a link: ask its administrator to set a new password
accounts-reset-login-empty = enter your username or your verified mail address
accounts-reset-limited = too many requests for a new password; try again in an hour

## What the service says about names, passwords and log-ins.
accounts-username-length = a username needs 3 to 20 characters
accounts-username-letters = a username may only contain letters, digits, _ and - (no spaces or symbols, and no accent on its own at the start)
accounts-username-taken = the username { $username } (or one that looks just like it) is already taken
accounts-username-script = a username is written in one alphabet: do not mix, say, Latin and Cyrillic letters
accounts-password-short = a password needs at least 8 characters
accounts-password-long = a password may have at most 1000 characters
accounts-password-same = the new password is the same as the current one
accounts-password-wrong = your current password is not right; nothing was changed
accounts-signup-closed = sign-up is closed on this server; ask its administrator for an account
# $wait: a number of minutes (accounts-minutes).
accounts-signup-limited = too many new accounts from your address; try again in { $wait }
accounts-login-limited = too many failed log-ins; try again in { $wait }
accounts-login-wrong = wrong username or password
# How long to wait before trying again: "1 minute", "15 minutes".
accounts-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
accounts-hashing-busy = the server is busy checking passwords; try again in a few seconds
accounts-hashing-limited = too many password checks from your address; try again in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}
# $name: the name asked for, in quotation marks.
accounts-no-player = there is no player called { $name }

## The API's tokens (Authorization header). "Bearer", the header and the addresses are
## the API's words: not translated.
accounts-api-bearer = send the token as: Authorization: Bearer <token>
accounts-api-token-unknown = this token is unknown or has expired; create a new one at POST /api/v1/tokens
accounts-api-token-needed = this needs an API token: POST /api/v1/tokens, then send Authorization: Bearer <token>
