# Les mots du site : voir src/game/text/mod.rs (SITE_MESSAGES).
# La page des réglages, les refus des réglages et des votes d’une partie jouée sur
# plusieurs jours (voir le fichier anglais pour les endroits du code).

## La page des réglages.
settings-title = Réglages
settings-save = Enregistrer
settings-saved = Enregistré.

## Langue.
settings-language = Langue
settings-language-legend = La langue du site
settings-language-explain = Les pages, les mails, votre flux et les messages de votre webhook sont dans la langue que vous choisissez ici.
settings-language-not-chosen = Vous n’en avez pas encore choisi : les pages suivent votre navigateur, et les mails, votre flux et les messages de votre webhook sont en anglais.

## Adresse mail.
settings-email = Adresse mail
settings-email-no-mail = Ce serveur n’envoie aucun mail (son administrateur n’a pas configuré de serveur de mail). Le flux et le webhook ci-dessous fonctionnent quand même.
settings-email-verified = Les notifications vont à <strong>{ $address }</strong> (vérifiée).
settings-email-none = Pas encore d’adresse vérifiée.
settings-email-pending = En attente de confirmation{"\u00A0"}: <strong>{ $address }</strong>. Ouvrez le lien du mail que nous avons envoyé (valable { $hours ->
    [one] { $hours }{"\u00A0"}heure
   *[other] { $hours }{"\u00A0"}heures
}).
settings-email-new-address = Nouvelle adresse
settings-email-address = Adresse
settings-email-placeholder = nom@example.org
settings-email-send = Envoyer un lien de confirmation
settings-email-remove = Supprimer mon adresse
settings-email-sent = Nous avons envoyé un lien de confirmation à cette adresse{"\u00A0"}; ouvrez-le pour commencer à recevoir des mails.
settings-email-removed = Votre adresse est supprimée{"\u00A0"}: plus aucun mail.
settings-email-confirmed = Merci{"\u00A0"}: { $address } est confirmée.
settings-email-server-sends-none = ce serveur n’envoie aucun mail (son administrateur n’a pas défini SMTP_URL et MAIL_FROM)
settings-email-too-many = trop de mails de vérification{"\u00A0"}; réessayez dans une heure
settings-email-link-unknown = ce lien de vérification est inconnu ou a expiré{"\u00A0"}; ajoutez de nouveau l’adresse sur la page des réglages

## Fuseau horaire.
settings-time-zone = Fuseau horaire
settings-time-zone-shown = Les heures de ce site sont affichées dans le fuseau <strong data-testid="time-zone">{ $zone }</strong>.
settings-time-zone-shown-until = Les heures de ce site sont affichées dans le fuseau <strong data-testid="time-zone">{ $zone }</strong> jusqu’à ce que nous connaissions le vôtre{"\u00A0"}: l’accueil le demande à votre navigateur.
settings-time-zone-label = Fuseau horaire, tel que votre appareil le nomme (par exemple Europe/Paris ou America/Montreal)
settings-time-zone-saved = Les heures sont maintenant affichées dans le fuseau { $zone }.
settings-time-zone-choose = choisissez un fuseau horaire, par exemple Europe/Paris ou America/Montreal
settings-time-zone-unknown = «{"\u00A0"}{ $name }{"\u00A0"}» n’est pas un fuseau horaire que nous connaissons{"\u00A0"}; choisissez-en un comme Europe/Paris

## Invitations nominatives.
settings-invitations = Invitations nominatives
settings-invite-from = Qui peut vous inviter par votre nom
settings-invite-anyone = Tout le monde
settings-invite-played = Seulement les personnes avec qui j’ai joué
settings-invite-nobody = Personne
settings-invite-note = Tout le monde peut encore vous envoyer le lien d’une invitation. Une personne que vous n’acceptez pas reçoit la même réponse que pour un nom qui n’existe pas.
settings-reviews = Les analyses de l’ordinateur
settings-hide-reviews = Garder pour moi l’analyse de mes coups
settings-hide-reviews-note = Quand une partie terminée est analysée, les autres joueurs et les spectateurs voient alors l’analyse des coups de chacun sauf des vôtres{"\u00A0"}; vous voyez toujours la vôtre.
settings-invite-choose = choisissez qui peut vous inviter par votre nom{"\u00A0"}: tout le monde, les personnes avec qui vous avez joué, ou personne

## Personnes masquées et bloquées.
settings-people = Personnes masquées et bloquées
settings-people-none = Personne. Pour masquer ou bloquer quelqu’un, utilisez les liens de son profil{"\u00A0"}: masquer cache partout ses messages de chat pour vous{"\u00A0"}; bloquer l’empêche aussi de vous inviter par votre nom ou de rejoindre vos invitations. La personne n’en est pas informée.
settings-people-muted = masquée
settings-people-blocked = bloquée
settings-people-unmute = Ne plus masquer
settings-people-unblock = Débloquer

## Quand me prévenir.
settings-notifications = Quand me prévenir
settings-webhook-off = Votre webhook a été désactivé parce que votre mot de passe a changé{"\u00A0"}: quiconque connaissait l’ancien mot de passe a pu le définir. Il appelait <code>{ $url }</code>. Si cette adresse est la vôtre, saisissez-la ci-dessous et enregistrez pour réactiver le webhook{"\u00A0"}; enregistrer sans elle le laisse désactivé.
settings-mail = Par mail et sur vos appareils
settings-mail-off = Ce serveur n’envoie pas de mail pour le moment{"\u00A0"}; votre choix s’applique à vos appareils, et au mail dès que son administrateur l’activera.
settings-mail-every-turn = À chaque tour — au plus une par partie et par heure, et aucune pendant que vous êtes sur le site
settings-mail-digest = Un résumé quotidien des parties qui vous attendent
settings-mail-none = Rien
settings-mail-choose = choisissez{"\u00A0"}: à chaque tour, un résumé quotidien ou rien
settings-webhook-label = URL du webhook (facultative){"\u00A0"}: reçoit un petit POST JSON quand c’est votre tour{"\u00A0"}; fonctionne avec les webhooks entrants de Discord et de Slack
settings-webhook-placeholder = https://discord.com/api/webhooks/…
settings-webhook-refused = webhook{"\u00A0"}: { $why }
settings-webhook-too-long = l’URL est trop longue
settings-webhook-not-url = ce n’est pas une URL ({ $error })
settings-webhook-scheme = seules les URL en http:// et https:// sont acceptées
settings-webhook-credentials = une URL avec un nom d’utilisateur ou un mot de passe n’est pas acceptée
settings-webhook-no-port = l’URL n’a pas de port
settings-webhook-no-host = l’URL n’a pas d’hôte
settings-webhook-refused-address = cette adresse ne peut pas recevoir de webhooks{"\u00A0"}: utilisez une adresse http(s) publique
settings-webhook-port = les webhooks ne peuvent utiliser que les ports 80, 443, 8080 ou 8443, pas { $port }

## Flux privé.
settings-feed = Flux privé
settings-feed-explain = Un flux Atom des parties qui vous attendent et des derniers coups, pour tout lecteur de flux. Gardez son adresse pour vous{"\u00A0"}: quiconque l’a peut le lire.
settings-feed-renewed = Votre flux a une nouvelle adresse depuis le changement de votre mot de passe ({ $when }){"\u00A0"}: l’ancienne ne fonctionne plus. Donnez à votre lecteur de flux l’adresse ci-dessous.
settings-feed-address = Adresse du flux
settings-copy = Copier
settings-feed-renew = Créer une nouvelle adresse (l’ancienne cessera de fonctionner)
settings-feed-create = Créer mon flux
settings-feed-renewed-now = Votre flux a une nouvelle adresse{"\u00A0"}; l’ancienne ne fonctionne plus.
settings-feed-ready = Votre flux est prêt{"\u00A0"}: copiez son adresse ci-dessous dans votre lecteur de flux.
settings-feed-unknown = il n’y a pas de flux à cette adresse

## Absence.
settings-absence = Absence
settings-absence-explain = Pendant votre absence, les délais de coup de vos parties sont suspendus. Au plus { $max ->
    [one] { $max }{"\u00A0"}jour
   *[other] { $max }{"\u00A0"}jours
} d’affilée et { $max ->
    [one] { $max }{"\u00A0"}jour
   *[other] { $max }{"\u00A0"}jours
} sur toute période de { $window }{"\u00A0"}jours.
settings-absence-none = Aucune absence déclarée.
settings-away-now = Absence en cours, retour le { $back }
settings-away-planned = Absence du { $from } au { $to }
settings-absence-end = Je suis de retour
settings-absence-until = Absence à partir de maintenant jusqu’au (jour de votre retour, UTC)
settings-absence-declare = Déclarer mon absence
settings-absence-declared = Bon séjour{"\u00A0"}! Vos pendules sont arrêtées jusqu’au { $back }.
settings-absence-choose-day = choisissez le jour de votre retour (AAAA-MM-JJ)
settings-absence-ended = Bon retour{"\u00A0"}: vos pendules tournent de nouveau.

## Mot de passe.
settings-password = Mot de passe
settings-password-explain = Le changer vous déconnecte partout ailleurs{"\u00A0"}: les autres navigateurs et tous les jetons d’API.
settings-password-current = Mot de passe actuel
settings-password-new = Nouveau mot de passe
settings-password-repeat = Nouveau mot de passe, encore une fois
settings-password-length = Au moins { $min }{"\u00A0"}caractères.
settings-password-change = Changer mon mot de passe
settings-password-differ = les deux nouveaux mots de passe diffèrent{"\u00A0"}; rien n’a été changé
settings-password-changed = Votre mot de passe est changé. Toutes vos autres sessions et tous vos jetons d’API ont été déconnectés.

## Supprimer mon compte.
settings-delete = Supprimer mon compte
settings-delete-open = Supprimer mon compte…
settings-delete-explain = Vos invitations ouvertes sont annulées. Vos parties en cours continuent sans vous{"\u00A0"}: votre place joue alors automatiquement, comme pour un joueur exclu par vote. Vos parties terminées restent dans l’historique des autres, où vous apparaissez comme «{"\u00A0"}joueur supprimé{"\u00A0"}». Vos réglages, votre adresse mail, votre flux, vos jetons d’API et vos notifications sont effacés. Votre nom d’utilisateur reste pris pendant { $days ->
    [one] { $days }{"\u00A0"}jour
   *[other] { $days }{"\u00A0"}jours
}, puis n’importe qui peut le prendre. C’est irréversible.
settings-delete-password = Votre mot de passe
settings-delete-understood = Je comprends que mon compte disparaît définitivement
settings-delete-unticked = cochez la case pour confirmer que vous voulez supprimer votre compte{"\u00A0"}; rien n’a été supprimé
settings-deleted = Votre compte est supprimé. Vos parties en cours continuent sans vous, et vos parties terminées vous montrent comme «{"\u00A0"}joueur supprimé{"\u00A0"}».

## Notifications récentes.
settings-recent = Notifications récentes
settings-recent-none = Aucune pour l’instant.
settings-recent-item = { $date } — { $subject } par { $channel ->
    [push] notification
    [webhook] webhook
   *[email] mail
} à { $recipient }{"\u00A0"}: { $status ->
    [sent] envoyée
    [pending] en attente d’envoi
   *[failed] n’a pas pu être remise
}

## Votes et coups automatiques d’une partie jouée sur plusieurs jours.
over-days-game-cancelled = cette partie a été annulée
over-days-not-this-turn = ce n’est pas le tour de cette place
over-days-not-playing = vous ne jouez pas dans cette partie
over-days-game-over = la partie est terminée
over-days-removed-cannot-vote = vous avez été exclu de cette partie et ne pouvez pas voter
over-days-remove-yourself = vous ne pouvez pas voter pour vous exclure vous-même
over-days-no-seat = cette partie n’a pas de place { $seat } (ses places vont de 0 à { $last })
over-days-remove-too-soon = un joueur ne peut être exclu par vote qu’après { $count ->
    [one] { $count }{"\u00A0"}passe automatique
   *[other] { $count }{"\u00A0"}passes automatiques
} d’affilée
over-days-no-computers = { $game } n’a pas de joueurs ordinateur
over-days-computer-removed-only = seule la place d’un joueur exclu peut être confiée à un joueur ordinateur
over-days-computer-already = un joueur ordinateur joue déjà cette place
over-days-cancel-too-soon = une partie ne peut être annulée qu’après { $days ->
    [one] { $days }{"\u00A0"}jour
   *[other] { $days }{"\u00A0"}jours
} sans coup

## Notifications on devices (Web Push, src/notify/push.rs).
settings-push = Notifications sur vos appareils
settings-push-explain = Votre téléphone ou votre ordinateur peut afficher une notification quand c’est votre tour, quand quelqu’un écrit dans la discussion d’une partie, quand une partie se termine ou quand quelqu’un vous invite — selon votre choix ci-dessus{"\u00A0"}: à chaque tour, le résumé quotidien ou rien. Sur un téléphone, ajoutez d’abord le site à votre écran d’accueil (depuis le menu du navigateur).
settings-push-none = Aucun appareil ne reçoit encore de notifications.
settings-push-device = { $device }, depuis { $since }
settings-push-device-name = { $browser } sur { $system }
settings-push-device-gone = un appareil retiré depuis
settings-push-remove = Retirer
settings-push-test = Envoyer une notification d’essai
settings-push-on = Envoyer les notifications à cet appareil
settings-push-needs-script = Activer les notifications nécessite JavaScript.
settings-push-unsupported = Ce navigateur ne peut pas afficher les notifications des sites web.
settings-push-denied = Les notifications sont bloquées pour ce site{"\u00A0"}: autorisez-les dans les paramètres du site de votre navigateur, puis réessayez.
settings-push-failed = Ce navigateur n’a pas pu activer les notifications. Réessayez, ou utilisez un autre navigateur.
settings-push-working = Activation des notifications… cela peut prendre quelques secondes.
settings-push-timeout = Votre navigateur n’a pas répondu en { $seconds }{"\u00A0"}secondes{"\u00A0"}: les notifications ne sont pas activées. Réessayez plus tard.
settings-push-ends = Les appareils ne reçoivent plus de notifications dès que vous changez ou réinitialisez votre mot de passe.
settings-push-added = Cet appareil recevra désormais les notifications.
settings-push-removed = Cet appareil ne recevra plus de notifications.
settings-push-tested = { $count ->
        [one] Une notification d’essai est en route vers votre appareil.
       *[other] Une notification d’essai est en route vers vos { $count } appareils.
    }
settings-push-no-such-device = Cet appareil n’est pas parmi les vôtres (il a peut-être déjà été retiré).
settings-push-too-many = Vous avez déjà { $max } appareils{"\u00A0"}; retirez-en un avant d’en ajouter un autre.
settings-push-limited = Trop de tentatives{"\u00A0"}: réessayez dans { $wait }.
settings-push-bad-key = Le navigateur a envoyé un abonnement que ce site ne peut pas utiliser.
settings-push-bad-service = Le service de notifications de ce navigateur n’est pas utilisable{"\u00A0"}: { $why }
settings-push-not-https = un service de notifications doit utiliser https

settings-rename = Votre nom avec ses accents
settings-rename-explain = Les noms d’utilisateur peuvent désormais porter des accents. Vous pouvez les ajouter au vôtre une fois (Amelie → Amélie), sans rien changer d’autre : vos parties, vos cotes et vos amis vous suivent, et l’adresse de votre profil suit le nouveau nom.
settings-rename-new = Votre nom d’utilisateur avec ses accents
settings-rename-submit = Me renommer
settings-renamed = C’est fait : vous êtes maintenant { $username }.
settings-rename-accents-only = le nouveau nom doit être votre nom d’utilisateur avec des accents en plus, sans autre changement
settings-rename-used = vous vous êtes déjà renommé une fois
