# De woorden van de site op elke pagina (templates/base.html), de foutpagina's en wat veel
# pagina's delen. Zie src/game/text/mod.rs (SITE_MESSAGES).

## Het kader van elke pagina.
site-skip = Naar de inhoud
site-nav = Site
site-waiting = { $count ->
    [one] { $count } spel wacht op jouw zet
   *[other] { $count } spellen wachten op jouw zet
}
site-waiting-before = (jij bent aan de beurt in{" "}
site-waiting-after = )
site-deleted-player = Verwijderde speler
site-lobby = Lobby
site-open-games = Open spellen
site-watch = Meekijken
site-finished-games = Afgelopen spellen
site-rules = Regels
site-moderation = Moderatie
site-settings-title = Instellingen: meldingen, feed, afwezigheid en wachtwoord
site-log-out = Afmelden
site-log-in = Aanmelden
site-sign-up = Account maken
site-footer = Mai Pen Rai — asynchrone bordspellen in je eigen tempo.
site-footer-motto = „Geeft niet.”
site-footer-rules = Spelregels
site-language = Taal
language-unknown = Kies een van de aangeboden talen.

site-unread = { $count ->
    [one] Nieuwe chatberichten in { $count } spel
   *[other] Nieuwe chatberichten in { $count } spellen
}
site-unread-before = (nieuwe berichten in{" "}
site-unread-after = )
# Het web-app-manifest: wat een telefoon toont als de site op het beginscherm staat.
site-app-description = Bordspellen die je beurt voor beurt speelt, over dagen, met vrienden die je met een link uitnodigt: { $games }.
site-app-screenshot-phone = Een partij op een telefoon
site-app-screenshot-desktop = Een partij op een computer
