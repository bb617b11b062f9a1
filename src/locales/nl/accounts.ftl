# De woorden van de site: zie src/game/text/mod.rs (SITE_MESSAGES).
# Accounts: een account maken, aanmelden en afmelden, een vergeten wachtwoord, API-tokens,
# en wat de dienst zegt over namen en wachtwoorden. Foutmeldingen beginnen met een kleine
# letter (pagina's maken er een zin van; de API toont ze zoals ze zijn).

## De aanmeldpagina (templates/accounts/login.html) en het formulier (templates/macros.html).
accounts-login-title = Aanmelden
accounts-login-help = Nog geen account? <a href="/signup?next={ $next }">Maak er een</a>. Wachtwoord vergeten? <a href="/password/forgot">Vraag een link per mail</a>.
accounts-username = Gebruikersnaam
accounts-password = Wachtwoord
accounts-login-submit = Aanmelden

## De pagina om een account te maken (templates/accounts/signup.html) en het formulier.
accounts-signup-title = Account maken
accounts-signup-closed-page = Op deze server kun je zelf geen account maken. Vraag de beheerder om een account.
accounts-signup-help = Heb je al een account? <a href="/login?next={ $next }">Meld je aan</a>.
accounts-username-rule = 3 tot 20 tekens: letters uit elk alfabet (accenten welkom), cijfers, _ en -.
accounts-password-rule = Minstens 8 tekens.
accounts-signup-submit = Account maken
accounts-welcome = Welkom! Je account is klaar.
accounts-logged-out = Je bent afgemeld.

## Een vergeten wachtwoord (templates/accounts/forgot.html, reset.html).
accounts-forgot-title = Wachtwoord vergeten?
accounts-forgot-intro = We mailen een link om een nieuw wachtwoord te kiezen naar het bevestigde adres van je account (in te stellen bij je instellingen).
accounts-forgot-login = Gebruikersnaam of mailadres
accounts-forgot-submit = Stuur me een link
accounts-forgot-no-mail = Deze server verstuurt geen mail en kan je dus geen link sturen. Vraag de beheerder om een nieuw wachtwoord voor je in te stellen.
accounts-forgot-back = Terug naar aanmelden
accounts-reset-title = Kies een nieuw wachtwoord
accounts-reset-password = Nieuw wachtwoord (minstens 8 tekens)
accounts-reset-submit = Mijn nieuwe wachtwoord instellen
accounts-reset-note = Daarmee word je overal elders afgemeld.
accounts-reset-done = Je nieuwe wachtwoord is ingesteld, { $username }: je bent aangemeld en alle andere sessies zijn afgemeld.
accounts-welcome-email = We hebben een link naar { $address } gestuurd: open hem om het adres te bevestigen.
accounts-email-rule = Voor zetmails en een nieuw wachtwoord als je het jouwe vergeet; we sturen een link om het te bevestigen. Je kunt het later bij de instellingen toevoegen of weghalen.
accounts-email-optional = Mailadres (niet verplicht)
accounts-reset-mismatch = de twee wachtwoorden verschillen; typ in beide velden hetzelfde nieuwe wachtwoord
accounts-reset-password-again = Het nieuwe wachtwoord nog eens
accounts-reset-sent = Als dat account een bevestigd mailadres heeft, is er een link om een nieuw wachtwoord te kiezen naar dat adres onderweg. Die werkt één keer, 2 uur lang.
accounts-reset-quota-used = Voor dit account zijn het afgelopen uur al drie links gevraagd, dus er gaat nu geen nieuwe weg: de links van de afgelopen 2 uur werken nog (elk ervan, één keer). Vraag het over een uur opnieuw als er geen is aangekomen.
accounts-reset-bad-link = deze link om een nieuw wachtwoord te kiezen is onbekend, al gebruikt of verlopen; vraag een nieuwe aan
accounts-reset-no-mail = deze server verstuurt geen mail en kan dus geen link sturen: vraag de beheerder om een nieuw wachtwoord in te stellen
accounts-reset-login-empty = vul je gebruikersnaam of je bevestigde mailadres in
accounts-reset-limited = te veel aanvragen voor een nieuw wachtwoord; probeer het over een uur opnieuw

## Wat de dienst zegt over namen, wachtwoorden en aanmelden.
accounts-username-length = een gebruikersnaam heeft 3 tot 20 tekens
accounts-username-letters = een gebruikersnaam mag alleen letters, cijfers, _ en - bevatten (geen spaties of symbolen, en geen los accent vooraan)
accounts-username-taken = de gebruikersnaam { $username } (of een die er precies zo uitziet) is al bezet
accounts-username-script = een gebruikersnaam staat in één alfabet: meng bijvoorbeeld geen Latijnse en Cyrillische letters
accounts-password-short = een wachtwoord heeft minstens 8 tekens
accounts-password-long = een wachtwoord heeft hoogstens 1000 tekens
accounts-password-same = het nieuwe wachtwoord is hetzelfde als het huidige
accounts-password-wrong = je huidige wachtwoord klopt niet; er is niets gewijzigd
accounts-signup-closed = op deze server kun je zelf geen account maken; vraag de beheerder om een account
accounts-signup-limited = te veel nieuwe accounts vanaf jouw adres; probeer het opnieuw over { $wait }
accounts-login-limited = te veel mislukte aanmeldpogingen; probeer het opnieuw over { $wait }
accounts-login-wrong = verkeerde gebruikersnaam of verkeerd wachtwoord
accounts-minutes = { $minutes ->
    [one] { $minutes } minuut
   *[other] { $minutes } minuten
}
accounts-hashing-busy = de server is druk bezig met wachtwoorden controleren; probeer het over een paar seconden opnieuw
accounts-hashing-limited = te veel wachtwoordcontroles vanaf jouw adres; probeer het opnieuw over { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } seconden
}
accounts-no-player = er is geen speler die { $name } heet

## De tokens van de API. "Bearer", de header en de adressen zijn woorden van de API.
accounts-api-bearer = stuur het token als: Authorization: Bearer <token>
accounts-api-token-unknown = dit token is onbekend of verlopen; maak een nieuw aan met POST /api/v1/tokens
accounts-api-token-needed = hiervoor is een API-token nodig: POST /api/v1/tokens, stuur daarna Authorization: Bearer <token>
