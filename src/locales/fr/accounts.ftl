# Les mots du site : voir src/game/text/mod.rs (SITE_MESSAGES).
# Les comptes : en créer un, se connecter et se déconnecter, un mot de passe oublié, les
# jetons de l’API, et ce que le service dit des noms et des mots de passe. Les messages
# d’erreur commencent par une minuscule (les pages en font une phrase ; l’API les montre
# tels quels).

## La page de connexion (templates/accounts/login.html) et son formulaire (templates/macros.html).
accounts-login-title = Se connecter
accounts-login-help = Pas encore de compte ? <a href="/signup?next={ $next }">Créez-en un</a>. Mot de passe oublié ? <a href="/password/forgot">Recevez un lien par e-mail</a>.
accounts-username = Nom d’utilisateur
accounts-password = Mot de passe
accounts-login-submit = Se connecter

## La page de création de compte (templates/accounts/signup.html) et son formulaire.
accounts-signup-title = Créer un compte
accounts-signup-closed-page = La création de comptes est fermée sur ce serveur. Demandez un compte à son administrateur.
accounts-signup-help = Vous avez déjà un compte ? <a href="/login?next={ $next }">Connectez-vous</a>.
accounts-username-rule = De 3 à 20 caractères : lettres de tout alphabet (accents bienvenus), chiffres, _ et -.
accounts-password-rule = Au moins 8 caractères.
accounts-signup-submit = Créer le compte
accounts-welcome = Bienvenue ! Votre compte est prêt.
accounts-logged-out = Déconnexion effectuée.

## Un mot de passe oublié (templates/accounts/forgot.html, reset.html).
accounts-forgot-title = Mot de passe oublié ?
accounts-forgot-intro = Nous envoyons un lien pour choisir un nouveau mot de passe à l’adresse vérifiée de votre compte (à indiquer dans vos réglages).
accounts-forgot-login = Nom d’utilisateur ou adresse e-mail
accounts-forgot-submit = Envoyez-moi un lien
accounts-forgot-no-mail = Ce serveur n’envoie pas d’e-mails, il ne peut donc pas vous envoyer de lien. Demandez à son administrateur de vous définir un nouveau mot de passe.
accounts-forgot-back = Retour à la connexion
accounts-reset-title = Choisir un nouveau mot de passe
accounts-reset-password = Nouveau mot de passe (au moins 8 caractères)
accounts-reset-submit = Enregistrer mon nouveau mot de passe
accounts-reset-note = Cela vous déconnecte partout ailleurs.
accounts-reset-done = Votre nouveau mot de passe est enregistré, { $username }{"\u00A0"}: vous êtes connecté, et toutes les autres sessions ont été déconnectées.
accounts-welcome-email = Nous avons envoyé un lien à { $address }{"\u00A0"}: ouvrez-le pour confirmer l’adresse.
accounts-email-rule = Pour les e-mails de tour et un nouveau mot de passe si vous oubliez le vôtre{"\u00A0"}; nous envoyons un lien pour la confirmer. Vous pourrez l’ajouter ou la retirer plus tard dans les réglages.
accounts-email-optional = Adresse e-mail (facultative)
accounts-reset-mismatch = les deux mots de passe diffèrent{"\u00A0"}; tapez le même nouveau mot de passe dans les deux champs
accounts-reset-password-again = Le nouveau mot de passe, une seconde fois
accounts-reset-sent = Si ce compte a une adresse e-mail vérifiée, un lien pour choisir un nouveau mot de passe est en route vers elle. Il fonctionne une fois, pendant 2 heures.
accounts-reset-quota-used = Trois liens ont été demandés pour ce compte dans la dernière heure, aucun nouveau n’est donc envoyé : les liens envoyés ces 2 dernières heures fonctionnent toujours (n’importe lequel, une fois). Redemandez dans une heure si aucun n’est arrivé.
accounts-reset-bad-link = ce lien pour choisir un nouveau mot de passe est inconnu, déjà utilisé ou expiré ; demandez-en un nouveau
accounts-reset-no-mail = ce serveur n’envoie pas d’e-mails, il ne peut donc pas envoyer de lien : demandez à son administrateur de définir un nouveau mot de passe
accounts-reset-login-empty = saisissez votre nom d’utilisateur ou votre adresse e-mail vérifiée
accounts-reset-limited = trop de demandes de nouveau mot de passe ; réessayez dans une heure

## Ce que le service dit des noms, des mots de passe et des connexions.
accounts-username-length = un nom d’utilisateur compte de 3 à 20 caractères
accounts-username-letters = un nom d’utilisateur ne peut contenir que des lettres, des chiffres, _ et - (ni espace ni symbole, ni accent seul au début)
accounts-username-taken = le nom d’utilisateur { $username } (ou un nom qui lui ressemble à s’y méprendre) est déjà pris
accounts-username-script = un nom d’utilisateur s’écrit dans un seul alphabet : ne mélangez pas, par exemple, lettres latines et cyrilliques
accounts-password-short = un mot de passe compte au moins 8 caractères
accounts-password-long = un mot de passe compte au plus 1000 caractères
accounts-password-same = le nouveau mot de passe est identique à l’actuel
accounts-password-wrong = votre mot de passe actuel n’est pas le bon ; rien n’a été modifié
accounts-signup-closed = la création de comptes est fermée sur ce serveur ; demandez un compte à son administrateur
accounts-signup-limited = trop de nouveaux comptes depuis votre adresse ; réessayez dans { $wait }
accounts-login-limited = trop de connexions échouées ; réessayez dans { $wait }
accounts-login-wrong = nom d’utilisateur ou mot de passe incorrect
accounts-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
accounts-hashing-busy = le serveur est occupé à vérifier des mots de passe ; réessayez dans quelques secondes
accounts-hashing-limited = trop de vérifications de mot de passe depuis votre adresse ; réessayez dans { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}
accounts-no-player = il n’y a pas de joueur nommé { $name }

## Les jetons de l’API. « Bearer », l’en-tête et les adresses sont des mots de l’API.
accounts-api-bearer = envoyez le jeton ainsi : Authorization: Bearer <token>
accounts-api-token-unknown = ce jeton est inconnu ou a expiré ; créez-en un nouveau avec POST /api/v1/tokens
accounts-api-token-needed = il faut un jeton d’API : POST /api/v1/tokens, puis envoyez Authorization: Bearer <token>
