# Les mots du site : voir src/game/text/mod.rs (SITE_MESSAGES).
# La page d’accueil des visiteurs, l’accueil des joueurs (lobby), les listes de parties
# (ouvertes, à regarder, terminées), les invitations nominatives et les revanches, les
# pages d’erreur et les messages d’erreur propres à l’API.

## La page de bienvenue (templates/welcome.html), pour les visiteurs.
lobby-welcome-title = Mai Pen Rai — des jeux de plateau à votre rythme
lobby-welcome-play = Jouez à { $games } avec vos amis, un coup à la fois, quand cela vous convient. Créez une invitation, envoyez le lien, et la partie commence dès que toutes les places sont prises.
lobby-welcome-comma = ,{" "}
lobby-welcome-or = {" "}ou{" "}
lobby-welcome-how = Comment ça marche
lobby-welcome-invite = <strong>Invitez.</strong> Choisissez le jeu, le nombre de joueurs et les options du jeu, puis envoyez le lien.
lobby-welcome-when = <strong>Jouez quand vous voulez.</strong> À votre tour, construisez votre coup sur le plateau, clic après clic ; un aperçu montre le résultat avant que vous confirmiez.
lobby-welcome-computer = <strong>Personne de libre ce soir ?</strong> Une fois votre compte créé, appuyez sur <em>Jouer maintenant contre l’ordinateur</em> dans votre accueil : une partie commence aussitôt, contre un joueur ordinateur qui ne voit que ce que sa place permet de voir.
lobby-welcome-history = <strong>Revoyez.</strong> Chaque partie garde son historique ; les parties terminées se rejouent étape par étape et se téléchargent.
lobby-welcome-more = Vous découvrez le jeu ? Lisez les <a href="/rules">règles</a>. Par curiosité, parcourez les <a href="/games/finished">parties terminées</a>.

## L’accueil des joueurs (templates/lobby.html).
lobby-title = Accueil
lobby-settings = Réglages : notifications, fuseau horaire, flux, absences, mot de passe et votre compte
lobby-profile = Votre profil et vos cotes
lobby-your-turn = À vous de jouer
lobby-no-turn = Aucune partie ne vous attend.
lobby-running = Vos autres parties en cours
lobby-none = Aucune.
lobby-to-move = au tour { DE($player) }
lobby-player-deadline = { $player } : { $deadline }
lobby-waiting-since = en attente depuis le { $since } ({ $ago })
lobby-last-move = dernier coup le { $when } ({ $ago })
lobby-cancelled-at = annulée le { $when }
lobby-finished-at = terminée le { $when }
lobby-clock-paused = horloge arrêtée : absence jusqu’au { $until }
lobby-time-ran-out = temps écoulé
lobby-time-left = encore { $left }
lobby-seats = { $taken } sur { $seats } places prises : { $names }
lobby-invited = Invitations pour vous
lobby-invited-more = Invitations plus anciennes pour vous →
lobby-invitations = Vos invitations ouvertes
lobby-no-invitations = Aucune. Créez-en une ci-dessous et envoyez le lien à vos amis.
lobby-invitation-link = Lien de l’invitation
lobby-expired = Invitations expirées
lobby-expired-note = Toutes les places n’ont pas été prises en { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}, ces invitations ont donc pris fin. Créez-en une nouvelle ci-dessous pour réessayer.
lobby-expired-at = expirée le { $when }
lobby-play-now = Jouer maintenant contre l’ordinateur
lobby-play-now-note = Une partie à deux joueurs qui démarre aussitôt ; le premier joueur est tiré au sort comme toujours.
lobby-play-now-against = { $game } contre l’ordinateur :
lobby-play-now-submit = Jouer maintenant
lobby-new-invitation = Nouvelle invitation
lobby-players = Joueurs
lobby-computers = Joueurs ordinateur
lobby-computer-seats = Places pour des joueurs ordinateur
lobby-computers-none = Aucune — seulement des personnes
lobby-computers-count = { $count ->
    [one] { $count } joueur ordinateur
   *[other] { $count } joueurs ordinateur
}
lobby-computers-note = Au moins une place reste à une personne ; la partie commence quand les places des personnes sont prises. Les joueurs ordinateur ne voient que ce qu’une personne verrait à leur place (<a href="/rules/computer-players">comment ils jouent</a>).
lobby-who-may-join = Qui peut rejoindre
lobby-link-only = Seulement les personnes qui ont le lien
lobby-listed = Tout le monde : la mettre dans les <a href="/open-games">Parties ouvertes</a>
lobby-invite-by-name = Inviter par nom d’utilisateur (facultatif)
lobby-invite-placeholder = p. ex. alice, bob
lobby-invite-note = Ces personnes voient l’invitation dans leur accueil et reçoivent un e-mail (si elles ont choisi les e-mails).
lobby-rating = Cote
lobby-rated = Classée — le résultat compte pour la cote de chacun
lobby-casual = Amicale
lobby-computers-casual = Les parties avec des joueurs ordinateur sont toujours amicales.
lobby-leaderboard = Classement général
lobby-chat = Discussion
lobby-chat-on = Activée — les joueurs peuvent s’écrire
lobby-chat-off = Désactivée
lobby-deadline = Délai par coup
lobby-deadline-none = Aucun — prenez le temps qu’il vous faut
lobby-deadline-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
lobby-deadline-note = Avec un délai, un joueur dont le temps est écoulé { $does } ; après trois { $moves } d’affilée, les autres peuvent voter son exclusion. Les absences déclarées dans <a href="/settings#absence">vos réglages</a> arrêtent l’horloge.
lobby-note = Note (facultative, 200 caractères au plus)
lobby-note-placeholder = p. ex. partie amicale, un coup par jour
lobby-create = Créer l’invitation
lobby-finished = Vos parties terminées
lobby-none-yet = Aucune pour l’instant.
lobby-result-won = ★ gagnée
lobby-result-shared = ★ victoire partagée
lobby-result-lost = perdue
lobby-result-cancelled = annulée
lobby-replay = revoir

## Parties terminées (templates/games/finished.html).
lobby-finished-title = Parties terminées
lobby-finished-intro = Toutes les parties terminées d’une invitation affichée dans « Parties ouvertes », et les vôtres, les plus récentes d’abord. Ouvrez-en une pour voir la position finale, tout son historique étape par étape, et pour télécharger son journal.
lobby-finished-none = Aucune partie n’est encore terminée.
lobby-finished-none-here = Aucune partie terminée sur cette page.
lobby-finished-when = Terminée
lobby-finished-game = Partie
lobby-finished-players = Joueurs
lobby-finished-result = Résultat (qui a gagné et pourquoi)
lobby-newer = ← Plus récentes
lobby-older = Plus anciennes →

## Parties ouvertes et Regarder (templates/tables/).
lobby-open-title = Parties ouvertes
lobby-open-intro = Des invitations que leurs hôtes ont ouvertes à tous. Pour y mettre la vôtre, choisissez « Tout le monde » en la créant dans votre <a href="/#new-invitation">accueil</a>.
lobby-open-log-in = <a href="/login?next=/open-games">Connectez-vous</a> ou <a href="/signup?next=/open-games">créez un compte</a> pour en rejoindre une.
lobby-open-none = Aucune partie ouverte pour le moment.
lobby-open-host = par <a href="/players/{ $link }">{ $host }</a>
lobby-open-seated = votre place est prise
lobby-open-join = Rejoindre…
lobby-watch-title = Regarder
lobby-watch-intro = Les parties en cours que leurs hôtes ont ouvertes à tous, le dernier coup d’abord. Vous voyez ce que voit tout spectateur : jamais une carte cachée ; la discussion des joueurs une fois la partie finie.
lobby-watch-none = Aucune partie publique n’est en cours pour le moment.
lobby-watch-last = dernier coup { $when }
lobby-watch-to-move = au tour { DE($player) } · dernier coup { $when }

## Invitations nominatives et revanches (les réponses du service).
lobby-not-invitable = vous ne pouvez pas inviter { $name } par son nom : aucun joueur ne porte ce nom, ou ce joueur n’accepte pas vos invitations nominatives
lobby-own-seat = vous avez déjà votre place ; invitez les autres par leur nom
lobby-naming-limit = vous avez déjà { $most ->
    [one] { $most } invitation ouverte
   *[other] { $most } invitations ouvertes
} pour { $name } ; attendez une réponse ou annulez-en une
lobby-too-many-invitees = cette invitation a { $seats ->
    [one] { $seats } place libre
   *[other] { $seats } places libres
} pour des personnes : n’invitez pas plus de monde
lobby-invite-limited = vous avez invité des personnes par leur nom { $most } fois dans la dernière heure ; réessayez dans { $wait }
lobby-invitation-closed = cette invitation n’est plus ouverte
lobby-joined-already = vous avez rejoint cette invitation ; quittez-la plutôt
lobby-not-invited = vous n’avez pas reçu d’invitation nominative pour celle-ci, ou vous l’avez déjà déclinée
lobby-rematch-players = seuls les joueurs de la partie peuvent lancer une revanche
lobby-rematch-running = la partie est encore en cours ; la revanche viendra après
lobby-rematch-started = La nouvelle partie a commencé. Amusez-vous bien !
lobby-rematch-created = Revanche créée : les autres joueurs sont invités et la voient dans leur accueil.

## Les pages d’erreur (templates/error.html) et les erreurs que toute page peut rencontrer.
error-not-found = Introuvable
error-not-allowed = Non autorisé
error-log-in = Veuillez vous connecter
error-changed = Les choses ont changé
error-slow-down = Doucement
error-unavailable = Momentanément indisponible
error-went-wrong = Un problème est survenu
error-did-not-work = Cela n’a pas marché
error-status = Erreur { $status }.
error-back-to-game = Retour à la partie
error-back-to-lobby = Retour à l’accueil
error-database = la base de données est indisponible, réessayez dans un instant
error-internal = un problème est survenu de notre côté ; il a été consigné
error-log-in-first = connectez-vous d’abord
error-csrf = ce formulaire a expiré ou ne vient pas de ce site ; rechargez la page et réessayez
error-cannot-save = le serveur ne peut pas enregistrer pour le moment, rien n’a donc été modifié ; réessayez plus tard
error-damaged-game = l’enregistrement de cette partie est illisible, elle ne peut donc être ni affichée ni poursuivie ; les autres parties ne sont pas touchées. L’exploitant du serveur a été prévenu
error-nothing-here = il n’y a rien à cette adresse
error-method = cette adresse n’accepte pas cette méthode
error-too-large = le corps de la requête est trop volumineux
error-send-json = envoyez du JSON avec Content-Type: application/json
error-forbidden = non autorisé
error-busy = le serveur est occupé, réessayez dans un instant
error-our-side = un problème est survenu de notre côté
error-not-understood = la requête est incompréhensible
error-nul = la requête contient un caractère NUL (U+0000), qu’aucun nom, code ou texte ne peut contenir
error-no-page = il n’y a pas de page à cette adresse
error-no-game = cette partie n’existe pas
error-health-unavailable = la base de données est indisponible
error-database-damaged = la base de données signale que ses données sont endommagées : rien ne peut être affiché ni enregistré sans risque pour l’instant. L’administrateur du serveur a été prévenu et doit restaurer une sauvegarde
error-health-damaged-database = la base de données a signalé des données endommagées : restaurez la dernière sauvegarde (maipenrai restore), puis redémarrez le serveur
error-health-damaged-game = une partie enregistrée ne se rejoue plus : `maipenrai check` la signale ; restaurez la dernière sauvegarde (maipenrai restore), puis redémarrez le serveur

## Les messages d’erreur propres à l’API (noms de champs et valeurs : mots de l’API).
api-computer-level = computers : { $value } n’est pas un niveau ; utilisez beginner, standard ou strong
api-unknown-field = champ inconnu `{ $name }` : ni un champ d’invitation, ni une option de son jeu
api-unknown-field-no-options = champ inconnu `{ $name }` : ni un champ d’invitation, ni une option de son jeu ({ $game } n’a pas d’options)
api-unknown-field-options = champ inconnu `{ $name }` : ni un champ d’invitation, ni une option de son jeu (les options { DE($game) } : { $options })
api-must-be = { $name } doit valoir { $list }
api-random = random doit être un nombre entier de 1 à 100
api-moved-on = la partie a avancé : quelqu’un a joué avant vous, rien n’a donc été joué. Récupérez de nouveau la partie (GET /api/v1/games/{ $game }) et réessayez avec son seq.
api-until = until doit être une date AAAA-MM-JJ
api-invite-from = invite_from doit valoir anyone, played ou nobody

lobby-unread = { $count ->
    [one] { $count } nouveau message
   *[other] { $count } nouveaux messages
}
