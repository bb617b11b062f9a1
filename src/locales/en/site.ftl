# The site's words on every page (templates/base.html), its error pages and the words
# many pages share. See src/game/text/mod.rs (SITE_MESSAGES).

## The frame of every page.
site-skip = Skip to the content
site-nav = Site
# The lobby link's tooltip when games wait for the person's move.
site-waiting = { $count ->
    [one] { $count } game waits for your move
   *[other] { $count } games wait for your move
}
# Around the count on the lobby link, read by screen readers only: "(your turn in 3)".
site-waiting-before = (your turn in{" "}
site-waiting-after = )
# The name shown for a player who deleted their account (it may start a sentence).
site-deleted-player = Deleted player
site-lobby = Lobby
site-open-games = Open games
site-watch = Watch
site-finished-games = Finished games
site-rules = Rules
site-moderation = Moderation
site-settings-title = Settings: notifications, feed, absences and password
site-log-out = Log out
site-log-in = Log in
site-sign-up = Sign up
site-footer = Mai Pen Rai — asynchronous board games at your own pace.
# The site's name in English, with quotation marks of the language.
site-footer-motto = “Never mind.”
site-footer-rules = Rules of the games
site-language = Language
language-unknown = Choose one of the languages offered.

# The lobby link's chat marker: games with chat messages the person has not read.
site-unread = { $count ->
    [one] New chat messages in { $count } game
   *[other] New chat messages in { $count } games
}
# Around that count, read by screen readers only: "(new messages in 2)".
site-unread-before = (new messages in{" "}
site-unread-after = )
# The web app manifest: what a phone shows when the site is installed on its home screen.
site-app-description = Board games played by turns over days, with friends you invite by link: { $games }.
site-app-screenshot-phone = A game on a phone
site-app-screenshot-desktop = A game on a computer
