# Le parole del sito su ogni pagina (templates/base.html), le pagine d'errore e ciò che
# molte pagine condividono. Vedi src/game/text/mod.rs (SITE_MESSAGES).

## La cornice di ogni pagina.
site-skip = Vai al contenuto
site-nav = Sito
site-waiting = { $count ->
    [one] { $count } partita attende la tua mossa
   *[other] { $count } partite attendono la tua mossa
}
site-waiting-before = (tocca a te in{" "}
site-waiting-after = )
site-deleted-player = Giocatore eliminato
site-lobby = Sala
site-open-games = Partite aperte
site-watch = Guarda
site-finished-games = Partite finite
site-rules = Regole
site-moderation = Moderazione
site-settings-title = Impostazioni: notifiche, feed, assenze e password
site-log-out = Esci
site-log-in = Accedi
site-sign-up = Registrati
site-footer = Mai Pen Rai — giochi da tavolo asincroni, con i tuoi tempi.
site-footer-motto = «Non importa.»
site-footer-rules = Regole dei giochi
site-language = Lingua
language-unknown = Scegli una delle lingue proposte.

site-unread = { $count ->
    [one] Nuovi messaggi in { $count } partita
   *[other] Nuovi messaggi in { $count } partite
}
site-unread-before = (nuovi messaggi in{" "}
site-unread-after = )
# Il manifest dell’app web: ciò che mostra un telefono su cui il sito è installato.
site-app-description = Giochi da tavolo a turni, giocati nell’arco di giorni, con gli amici che inviti con un link: { $games }.
site-app-screenshot-phone = Una partita su un telefono
site-app-screenshot-desktop = Una partita su un computer
