# Le parole del sito: vedi src/game/text/mod.rs (SITE_MESSAGES).
# Gli account: registrarsi, accedere e uscire, una password dimenticata, i token dell’API
# e ciò che il servizio dice di nomi e password. I messaggi d’errore iniziano con la
# minuscola (le pagine ne fanno una frase; l’API li mostra così come sono).

## La pagina di accesso (templates/accounts/login.html) e il suo modulo (templates/macros.html).
accounts-login-title = Accedi
accounts-login-help = Non hai ancora un account? <a href="/signup?next={ $next }">Registrati</a>. Password dimenticata? <a href="/password/forgot">Ricevi un link per e-mail</a>.
accounts-username = Nome utente
accounts-password = Password
accounts-login-submit = Accedi

## La pagina di registrazione (templates/accounts/signup.html) e il suo modulo.
accounts-signup-title = Registrati
accounts-signup-closed-page = Su questo server le registrazioni sono chiuse. Chiedi un account al suo amministratore.
accounts-signup-help = Hai già un account? <a href="/login?next={ $next }">Accedi</a>.
accounts-username-rule = Da 3 a 20 caratteri: lettere di qualsiasi alfabeto (accenti benvenuti), cifre, _ e -.
accounts-password-rule = Almeno 8 caratteri.
accounts-signup-submit = Crea l’account
accounts-welcome = Ti diamo il benvenuto! Il tuo account è pronto.
accounts-logged-out = Uscita effettuata.

## Una password dimenticata (templates/accounts/forgot.html, reset.html).
accounts-forgot-title = Password dimenticata?
accounts-forgot-intro = Inviamo un link per scegliere una nuova password all’indirizzo verificato del tuo account (da impostare nelle tue impostazioni).
accounts-forgot-login = Nome utente o indirizzo e-mail
accounts-forgot-submit = Inviami un link
accounts-forgot-no-mail = Questo server non invia e-mail, quindi non può mandarti un link. Chiedi al suo amministratore di impostarti una nuova password.
accounts-forgot-back = Torna all’accesso
accounts-reset-title = Scegli una nuova password
accounts-reset-password = Nuova password (almeno 8 caratteri)
accounts-reset-submit = Imposta la mia nuova password
accounts-reset-note = Impostarla ti fa uscire ovunque altrove.
accounts-reset-done = La tua nuova password è impostata, { $username }: hai effettuato l’accesso e tutte le altre sessioni sono state chiuse.
accounts-welcome-email = Abbiamo mandato un link a { $address }: aprilo per confermare l’indirizzo.
accounts-email-rule = Per le e-mail di turno e per una nuova password se dimentichi la tua; mandiamo un link per confermarlo. Puoi aggiungerlo o toglierlo più tardi nelle impostazioni.
accounts-email-optional = Indirizzo e-mail (facoltativo)
accounts-reset-mismatch = le due password sono diverse; scrivi la stessa nuova password in entrambi i campi
accounts-reset-password-again = Di nuovo la nuova password
accounts-reset-sent = Se quell’account ha un indirizzo e-mail verificato, un link per scegliere una nuova password è in arrivo a quell’indirizzo. Funziona una volta sola, per 2 ore.
accounts-reset-quota-used = Per questo account sono già stati chiesti tre link nell’ultima ora, quindi per ora non ne inviamo altri: i link inviati nelle ultime 2 ore funzionano ancora (uno qualsiasi, una volta). Se non ne è arrivato nessuno, richiedilo tra un’ora.
accounts-reset-bad-link = questo link per scegliere una nuova password è sconosciuto, già usato o scaduto; chiedine uno nuovo
accounts-reset-no-mail = questo server non invia e-mail, quindi non può mandare un link: chiedi al suo amministratore di impostare una nuova password
accounts-reset-login-empty = inserisci il tuo nome utente o il tuo indirizzo e-mail verificato
accounts-reset-limited = troppe richieste di una nuova password; riprova tra un’ora

## Ciò che il servizio dice di nomi, password e accessi.
accounts-username-length = un nome utente ha da 3 a 20 caratteri
accounts-username-letters = un nome utente può contenere solo lettere, cifre, _ e - (niente spazi né simboli, e nessun accento da solo all’inizio)
accounts-username-taken = il nome utente { $username } (o uno identico all’aspetto) è già in uso
accounts-username-script = un nome utente si scrive in un solo alfabeto: non mescolare, per esempio, lettere latine e cirilliche
accounts-password-short = una password ha almeno 8 caratteri
accounts-password-long = una password può avere al massimo 1000 caratteri
accounts-password-same = la nuova password è uguale a quella attuale
accounts-password-wrong = la tua password attuale non è giusta; non è stato cambiato nulla
accounts-signup-closed = su questo server le registrazioni sono chiuse; chiedi un account al suo amministratore
accounts-signup-limited = troppi nuovi account dal tuo indirizzo; riprova tra { $wait }
accounts-login-limited = troppi accessi non riusciti; riprova tra { $wait }
accounts-login-wrong = nome utente o password errati
accounts-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}
accounts-hashing-busy = il server è occupato a verificare password; riprova tra qualche secondo
accounts-hashing-limited = troppe verifiche di password dal tuo indirizzo; riprova tra { $seconds ->
    [one] { $seconds } secondo
   *[other] { $seconds } secondi
}
accounts-no-player = non c’è nessun giocatore di nome { $name }

## I token dell’API. «Bearer», l’intestazione e gli indirizzi sono parole dell’API.
accounts-api-bearer = invia il token così: Authorization: Bearer <token>
accounts-api-token-unknown = questo token è sconosciuto o scaduto; creane uno nuovo con POST /api/v1/tokens
accounts-api-token-needed = serve un token dell’API: POST /api/v1/tokens, poi invia Authorization: Bearer <token>
