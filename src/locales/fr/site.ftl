# Les mots du site sur chaque page (templates/base.html), ses pages d'erreur et ce que
# beaucoup de pages partagent. Voir src/game/text/mod.rs (SITE_MESSAGES).

## Le cadre de chaque page.
site-skip = Aller au contenu
site-nav = Site
site-waiting = { $count ->
    [one] { $count } partie attend votre coup
   *[other] { $count } parties attendent votre coup
}
site-waiting-before = (à vous de jouer dans{" "}
site-waiting-after = )
site-deleted-player = Joueur supprimé
site-lobby = Accueil
site-open-games = Parties ouvertes
site-watch = Regarder
site-finished-games = Parties terminées
site-rules = Règles
site-moderation = Modération
site-settings-title = Réglages : notifications, flux, absences et mot de passe
site-log-out = Se déconnecter
site-log-in = Se connecter
site-sign-up = Créer un compte
site-footer = Mai Pen Rai — des jeux de plateau asynchrones, à votre rythme.
site-footer-motto = « Ce n’est rien. »
site-footer-rules = Règles des jeux
site-language = Langue
language-unknown = Choisissez l’une des langues proposées.

site-unread = { $count ->
    [one] Nouveaux messages dans { $count } partie
   *[other] Nouveaux messages dans { $count } parties
}
site-unread-before = (nouveaux messages dans{" "}
site-unread-after = )
# Le manifeste de l’application web : ce qu’affiche un téléphone où le site est installé.
site-app-description = Des jeux de plateau joués tour par tour, sur plusieurs jours, avec les amis que vous invitez par un lien : { $games }.
site-app-screenshot-phone = Une partie sur un téléphone
site-app-screenshot-desktop = Une partie sur un ordinateur
