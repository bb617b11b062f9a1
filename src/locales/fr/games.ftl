# Les mots du site : voir src/game/text/mod.rs (SITE_MESSAGES).
# Les mots des pages de partie (la partie, son historique et ses étapes, le panneau des
# délais et des votes), des invitations, des profils et des classements, les noms des
# joueurs ordinateur et les refus des services derrière eux.

## La page de partie (templates/games/show.html).
games-title = { $game } — { $players } · Partie { $number }
games-title-your-turn = (À vous) { $title }
games-number = Partie { $number }
games-note = « { $note } »
games-computer-badge = ordinateur
games-computer-sees = ne voit que ce que sa place peut voir
games-links = Cette partie
games-history = Historique
games-refresh = Actualiser
games-next-game = Partie suivante qui vous attend →
games-resign = Abandonner…
games-replay = Rejouer depuis le début
games-download-log = Télécharger le journal
games-rematch = Rejouer avec les mêmes joueurs
games-rematch-hint = Une nouvelle invitation avec les mêmes choix ; les autres sont invités et prévenus.
games-recap = Votre dernier coup et la suite
games-recap-steps = { $count ->
    [one] { $count } étape
   *[other] { $count } étapes
}
games-recap-colon = {"\u00A0"}:
games-played-by-computer = joué par l’ordinateur
games-board-text = Le plateau en toutes lettres
games-log = Journal de la partie
games-log-intro = Tout l’historique que vous pouvez voir, étape par étape : <a href="/games/{ $game }/history">ouvrir la page de l’historique</a>.
games-no-commitment = Pas d’engagement sur la mise en place : cette partie a commencé avant que le site ne s’engage sur ses mises en place (<a href="/rules/verifiable-setup">de quoi s’agit-il</a>).
games-status-cancelled = Cette partie a été annulée par ses joueurs.
games-status-cancelled-abandoned = Cette partie a été annulée{"\u00A0"}: tous les autres l’avaient quittée.
games-status-round-deadline = Cette partie s’est arrêtée à l’échéance de sa ronde de tournoi{"\u00A0"}: le tournoi a classé ses joueurs selon le plateau à ce moment-là.
games-status-resigned = Vous avez abandonné cette partie ; votre place { $does }.
games-status-removed = Vous avez été exclu de cette partie par vote ; votre place { $does }.
games-status-your-turn = C’est à vous de jouer.
games-status-waiting = En attente du coup { DE($name) }.
games-status-over = La partie est terminée.
games-unrated-too-short = Amicale finalement : la partie s’est terminée avant que chaque joueur ait joué { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } de son côté.
games-unrated-pair-limit = Amicale finalement : deux de ses joueurs avaient déjà joué ensemble { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    } en 24 heures.
games-seat = place { $seat }

## Le résultat d’une partie terminée (templates/games/_result.html).
games-result = Résultat
games-result-label = Résultat :
games-result-rank = Rang
games-result-player = Joueur
games-result-decided-by = Départagé par
games-result-headline = ★ { $who } { $count ->
    [one] gagne
   *[other] gagnent
    }.
games-result-headline-team = ★ { $team } ({ $who }) gagne.
games-result-resigned = a abandonné
games-and = {" "}et{" "}

## L’engagement sur la mise en place (templates/games/_commitment.html).
games-commitment = Engagement sur la mise en place
games-commitment-made = Avant le premier coup, le serveur s’est engagé sur la mise en place de cette partie — tout ce qui a été tiré au hasard avant lui, comme l’ordre d’une pioche — par cette empreinte, un SHA-256 de la mise en place et d’un sel secret, envoyée aussi dans les avis du début de la partie :
games-commitment-revealed = La partie est terminée : la mise en place et le sel sont donc révélés ; cette page recalcule l’empreinte dans votre navigateur et compare.
games-commitment-salt = Sel :
games-commitment-later = À la fin de la partie, la mise en place et le sel seront révélés, et chacun pourra les vérifier avec elle.
games-commitment-how = Ce que cela prouve, et comment le vérifier vous-même

## L’historique et ses étapes (templates/games/{history,log,_log,step}.html).
games-history-title = Historique — { $description }
games-back = Retour à la partie
games-history-choose = Choisissez une étape pour voir le plateau tel qu’il était après elle.
games-history-open = Ouvrir la page de l’historique
games-history-empty = Aucune étape à montrer pour l’instant.
games-history-resigned = { $name } a abandonné le { $when }.
games-history-resigned-ended = { $name } a abandonné le { $when }, ce qui a mis fin à la partie.
games-step-title = Étape { $step } — { $description }
games-step-board-after = le plateau après l’étape { $step } sur { $total }
games-steps = Étapes
games-step-first = La première étape que vous pouvez voir
games-step-start = Début
games-step = Étape { $step }
games-step-previous = Précédente
games-step-next = Suivante
games-step-keys = les touches ← et → marchent aussi
games-step-start-heading = La position de départ
games-step-heading = Étape { $step } : { $name }
games-step-hidden = l’étape { $step } vous est cachée. { $why }
games-step-none = cette partie a les étapes 0 à { $total }

## Le panneau des délais, absences et votes (templates/panels/game.html).
games-panel = Délai par coup et votes
games-panel-cancelled = <strong>Cette partie a été annulée</strong> le { $when } par vote des joueurs, après être restée bloquée. Plus aucun coup n’est possible.
games-panel-cancelled-abandoned = <strong>Cette partie a été annulée</strong> le { $when } par son dernier joueur, tous les autres l’ayant quittée. Plus aucun coup n’est possible.
games-panel-deadline = Délai : <strong>{ $days ->
    [one] { $days } jour
   *[other] { $days } jours
    }</strong> par coup.
games-panel-expired-you = Votre temps est écoulé : le serveur { $does } vous sous peu.
games-panel-expired = Le temps { DE($name) } est écoulé : le serveur { $does } { $name } sous peu.
games-panel-left-you = Il vous reste <strong class="time-left">{ $left }</strong> pour jouer.
games-panel-left-you-away = Il vous reste <strong class="time-left">{ $left }</strong> pour jouer — l’horloge est en pause : vous êtes absent jusqu’au { $until }.
games-panel-left = Il reste à { $name } <strong class="time-left">{ $left }</strong> pour jouer.
games-panel-left-away = Il reste à { $name } <strong class="time-left">{ $left }</strong> pour jouer — l’horloge est en pause : { $name } est absent jusqu’au { $until }.
games-panel-automatic = Coup { $step } : { $name } a { $text }.
games-panel-left-site = Compte supprimé{"\u00A0"}: { $names }. { $count ->
    [one] La place { DE($names) }
   *[other] La place de chacun
} { $does }.
games-panel-suspended = Suspendu par un modérateur{"\u00A0"}: { $names }. { $count ->
    [one] La place { DE($names) }
   *[other] La place de chacun
} { $does }.
games-panel-suspended-handover = Suspendu par un modérateur{"\u00A0"}: { $names }. { $count ->
    [one] La place { DE($names) }
   *[other] La place de chacun
} { $does }, à moins que les autres ne la confient à un joueur ordinateur.
games-panel-resigned = Abandon : { $names }.
games-panel-resigned-handover = Abandon{"\u00A0"}: { $names }. { $count ->
    [one] La place { DE($names) }
   *[other] La place de chacun
} { $does }, à moins que les autres ne la confient à un joueur ordinateur.
games-panel-removed = Exclu de la partie par vote{"\u00A0"}: { $names }. { $count ->
    [one] La place { DE($names) }
   *[other] La place de chacun
} { $does }.
games-panel-computer-plays = Un joueur ordinateur ({ $level }) joue à la place { DE($name) }.
games-panel-handover = La place { DE($name) } { $does }. Les autres joueurs peuvent plutôt la confier à un joueur ordinateur ; il la prend dès que tout le monde est d’accord.
games-panel-handover-asked = Demandé jusqu’ici par { $names }.
games-panel-level = Niveau
games-panel-handover-button = Confier la place à un joueur ordinateur
games-panel-handover-voted = Vous avez demandé un joueur ordinateur.
games-panel-timeouts = { $name } a { $did } { $count } fois de suite.
games-panel-remove-may = Les autres joueurs peuvent voter pour l’exclure : sa place ne pourra alors que { $only }.
games-panel-votes = Votes jusqu’ici : { $votes } sur { $needed }.
games-panel-votes-by = Votes jusqu’ici : { $votes } sur { $needed } ({ $names }).
games-panel-remove-button = Voter pour exclure { $name }
games-panel-voted = Vous avez voté.
games-panel-stalled = Aucun coup depuis { $idle } : cette partie est bloquée. Les joueurs restants peuvent l’annuler ensemble.
games-panel-cancel-button = Voter pour annuler cette partie
games-panel-absence = Vous partez ? <a href="/settings#absence">Déclarez une absence</a> et votre horloge s’arrête en attendant.
games-vote-cancelled = Tout le monde est d’accord : la partie est annulée.
games-vote-computer = Tout le monde est d’accord : un joueur ordinateur prend la place à partir de son prochain tour.
games-vote-removed = Tout le monde est d’accord : le joueur est exclu et sa place passe automatiquement.
games-vote-counted = Votre vote est compté. Il prend effet dès que tous les autres sont d’accord.
games-vote-choose-seat = choisissez qui exclure
games-vote-choose-level = choisissez la place et le niveau du joueur ordinateur
games-vote-unknown = vote inconnu

## Les invitations (templates/invitations/*.html).
games-invited-by = <strong>{ $from }</strong> vous invite : { $title }
games-for-you = Invitations pour vous
games-for-you-intro = Les invitations ouvertes que d’autres joueurs vous ont envoyées par votre nom, les plus récentes d’abord. Qui peut vous inviter par votre nom se choisit sur votre <a href="/settings">page de réglages</a>.
games-none = Aucune.
games-none-on-page = Aucune sur cette page.
games-newer = ← Plus récentes
games-older = Plus anciennes →
games-invitation-title = Invitation : { $game }
games-invitation-heading = Invitation à { $game }
games-invitation-open = Ouverte — { $free ->
        [one] { $free } place libre
       *[other] { $free } places libres
    } sur { $players }.
games-invitation-started = La partie a commencé.
games-invitation-started-without-you = Toutes les places sont prises : la partie a commencé sans vous. Tout le monde peut la regarder.
games-invitation-expired = Cette invitation a expiré : ses places n’ont pas toutes été prises en { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }. Une nouvelle invitation peut être créée depuis <a href="/">l’accueil</a>.
games-invitation-cancelled = Cette invitation a été annulée.
games-invitation-go = Aller à la partie
games-invitation-watch = Regarder la partie
games-invitation-join = Rejoindre cette partie
games-invitation-game = Jeu
games-invitation-deadline = Délai par coup
games-invitation-deadline-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
games-invitation-deadline-none = aucun
games-invitation-rating = Cote
games-invitation-rated = classée : le résultat compte pour la cote de chacun
games-invitation-casual = amicale
games-invitation-chat = Discussion
games-invitation-chat-on = activée
games-invitation-chat-off = désactivée
games-invitation-creator = Créée par
games-invitation-note = Note
games-invitation-rules-link = Vous découvrez le jeu ? Lisez les <a href="/rules/{ $slug }">{ $rules }</a>.
games-invitation-rules = règles
games-invitation-players = Joueurs
games-invitation-free-seat = place libre
games-invitation-order = Dans l’ordre où ils ont rejoint.
games-invitation-seating = L’ordre des places est tiré au sort au début de la partie.
games-invitation-invitees = Invités par leur nom
games-invitation-declined = a décliné
games-invitation-link = Lien
games-invitation-send = Envoyez ce lien aux personnes avec qui vous voulez jouer :
games-invitation-link-label = Lien de l’invitation
games-invitation-copy = Copier
games-invitation-leave = Quitter
games-invitation-decline = Décliner
games-invitation-cancel = Annuler l’invitation…
games-invitation-cancel-confirm = Annuler cette invitation ? Tous ceux qui l’ont rejointe perdent leur place, et le lien ne marche plus.
games-invitation-cancel-yes = Oui, l’annuler
games-invitation-seated = Vous avez une place. La partie commence quand toutes les places sont prises ; elle apparaîtra alors sur votre accueil.
games-invitation-sign-up = Nouveau ici ? Créez un compte pour jouer
games-invitation-sign-up-closed = La création de compte est fermée sur ce serveur.
games-invitation-log-in = Vous avez un compte ? Connectez-vous
games-invitation-game-started = La partie a commencé. Amusez-vous bien !
games-invitation-created = Invitation créée. Envoyez le lien ci-dessous aux personnes avec qui vous voulez jouer.
games-invitation-all-seated = Toutes les places sont prises : la partie a commencé !
games-invitation-joined = Vous avez rejoint l’invitation. La partie commence quand toutes les places sont prises.
games-invitation-too-late = Trop tard pour rejoindre : toutes les places ont été prises et la partie a commencé sans vous. Vous pouvez toujours la regarder.
games-invitation-left = Vous avez quitté l’invitation.
games-invitation-was-cancelled = L’invitation est annulée.
games-invitation-you-declined = Vous avez décliné l’invitation ; la personne qui l’a créée le voit.
games-invitation-choose-chat = choisissez si la partie a une discussion : activée ou désactivée
games-invitation-choose-listed = choisissez qui peut rejoindre : seulement les personnes qui ont le lien, ou tout le monde (listée)
games-invitation-choose-rated = choisissez une partie classée ou amicale
games-invitation-choose-computers = choisissez combien de joueurs ordinateur doivent jouer
games-invitation-choose-level = choisissez le niveau des joueurs ordinateur : débutant, standard ou fort
games-invitation-choose-deadline = choisissez un délai par coup de 1, 2, 3, 5, 7 ou 14 jours, ou aucun
games-invitation-choose-players = choisissez { $counts } joueurs
games-invitation-choose-number = choisissez le nombre de joueurs
games-invitation-choose-game = choisissez un jeu

## Les classements (templates/players/leaderboard.html).
games-leaderboard-title = Classement — { $game }
games-leaderboard-heading = Classement { DE($game) }
games-leaderboard-rules = Règles { DE($game) }
games-leaderboard-about = Cotes selon Weng-Lin (comme dans OpenSkill) : une estimation du niveau ± son incertitude, classée selon l’estimation prudente (la cote moins trois fois l’incertitude). Seules les parties classées comptent ; une cote est provisoire tant que son incertitude ne descend pas sous 6. Un classement montre les joueurs reconnus dont la cote n’est plus provisoire et qui y ont joué au moins { $games } parties classées contre au moins { $opponents } adversaires différents.
games-leaderboard-nobody = Personne ne s’y qualifie encore.
games-leaderboard-others = Autres classements :
games-rating = Cote
games-rated-games = Parties classées

## Les profils (templates/players/profile.html).
games-profile-suspended = suspendu
games-profile-since = Membre depuis le { $date }
games-profile-muted = masqué par vous
games-profile-blocked = bloqué par vous
games-profile-mute = Masquer
games-profile-mute-title = Vous cacher ses messages de discussion dans toutes les parties et tous les avis
games-profile-block = Bloquer
games-profile-block-title = Le masquer, et l’empêcher de vous inviter par votre nom comme de rejoindre vos invitations
games-profile-unmute = Ne plus masquer
games-profile-unblock = Débloquer
games-profile-report = Signaler…
games-profile-moderate = Modérer…
games-profile-ratings = Cotes
games-profile-no-ratings = Aucune partie classée pour l’instant.
games-profile-pool = Catégorie
games-profile-provisional = provisoire
games-profile-provisional-title = Encore peu de parties : la cote reste incertaine
games-profile-results = Résultats
games-profile-no-results = Aucune partie terminée pour l’instant.
games-profile-played = Jouées
games-profile-won = Gagnées
games-profile-lost = Perdues
games-profile-opponents = A joué récemment avec
games-profile-running = Parties en cours
games-profile-running-page = Parties en cours (page { $page })
games-profile-finished = Parties terminées
games-profile-none-yet = Aucune pour l’instant.
games-profile-result-won = gagnée
games-profile-result-lost = perdue
games-profile-with = avec

## Les joueurs ordinateur.
games-computer-name = { $level ->
    [beginner] Ordinateur (débutant) { $letter }
    [standard] Ordinateur (standard) { $letter }
   *[strong] Ordinateur (fort) { $letter }
}
games-level-beginner = débutant
games-level-standard = standard
games-level-strong = fort
games-level-choice-beginner = Débutant : des coups rapides, réguliers et sensés
games-level-choice-standard = Standard : réfléchit à ses coups
games-level-choice-strong = Fort : réfléchit le plus longtemps, joue pour gagner
games-computer-in-seat = l’ordinateur de niveau { $level ->
        [beginner] débutant
        [standard] standard
       *[strong] fort
    } (à la place { DE($player) })

## Ce que dit une partie quand un joueur l’a abandonnée.
games-resigned-summary = { $resigned } { $count ->
        [one] a abandonné, donc { $who } gagne.
       *[other] a abandonné, donc { $who } gagnent.
    }
games-abandoned-summary = Tous les autres ont quitté la partie, donc { $who } { $count ->
        [one] gagne.
       *[other] gagnent.
    }
games-result-unavailable = (résultat indisponible)

## Les coups refusés (src/service/moves.rs).
games-error-export-running = la partie est encore en cours et son journal contient des cartes cachées ; elle pourra être exportée une fois terminée
games-error-seq-negative = seq { $seq } n’est pas une position : une seq vaut 0 ou plus, celle de la position que vous avez vue
games-error-no-move = écrivez ou choisissez un coup
games-error-move-too-long = ce coup est beaucoup trop long
games-error-not-playing = vous ne jouez pas dans cette partie
games-error-cancelled = cette partie a été annulée
games-error-seq-ahead = seq { $seq } n’est pas la seq actuelle : elle est en avance sur la partie, qui en est à la seq { $current } ; envoyez la seq de la position que vous avez vue
games-error-removed = vous avez été exclu de cette partie par vote ; votre place passe automatiquement
games-error-over = la partie est terminée
games-error-not-your-turn = ce n’est pas à vous de jouer
games-error-unreadable = le coup n’a pas pu être lu : { $reason }
games-error-computers-max = une partie a au plus { $max } joueurs ordinateur
games-error-computer-games-limit = vous êtes déjà dans { $max ->
        [one] une partie
       *[other] { $max } parties
    } avec des joueurs ordinateur{"\u00A0"}; terminez-en une, ou quittez une invitation encore en attente, avant d’en commencer une autre

## Les refus que beaucoup de pages partagent (src/service/mod.rs).
games-error-unavailable = la base de données ne répond pas, réessayez dans un instant
games-error-cannot-save = le serveur ne peut rien enregistrer pour le moment, donc rien n’a changé ; réessayez plus tard
games-error-damaged-game = l’enregistrement de cette partie est illisible : elle ne peut plus être affichée ni jouée ; les autres parties ne sont pas touchées. L’administrateur du serveur a été prévenu
games-error-damaged-database = la base de données signale que ses données sont endommagées : rien ne peut être affiché ni enregistré sans risque pour l’instant. L’administrateur du serveur a été prévenu et doit restaurer une sauvegarde
games-error-moved-on = la partie a avancé : quelqu’un a joué avant vous. Voici la position actuelle ; rien de ce que vous aviez fait n’est perdu.
games-error-not-found = introuvable
games-error-direction-controls = { $what } ne peut pas contenir de caractères de direction (des caractères invisibles qui retournent le texte, comme U+202E) : retirez-les et envoyez de nouveau
games-what-chat-message = un message de discussion
games-what-a-note = une note
games-what-the-note = la note
games-what-reason = un motif
games-error-no-invitation = aucune invitation n’a ce lien ; vérifiez qu’il a été copié en entier
games-error-no-game = cette partie n’existe pas
games-rejected-taken = cela existe déjà
games-rejected-moved-on = la partie a avancé
games-rejected-username-taken = ce nom d’utilisateur est pris
games-rejected-session-taken = ce jeton de session est pris
games-rejected-code-taken = ce code d’invitation est pris
games-rejected-game-id-taken = cet identifiant de partie est pris
games-rejected-not-open = cette invitation n’est plus ouverte
games-rejected-full = cette invitation est déjà complète
games-rejected-already-seated = vous avez déjà une place dans cette invitation
games-rejected-not-seated = vous n’avez pas de place dans cette invitation
games-rejected-only-creator-cancels = seule la personne qui a créé une invitation peut l’annuler
games-rejected-creator-cannot-leave = la personne qui a créé l’invitation ne peut pas la quitter ; annulez plutôt l’invitation
games-rejected-too-few-players = une invitation demande au moins deux joueurs
games-rejected-bad-plan = le plan de table ne correspond pas à cette invitation
games-rejected-bad-seat = cette place n’existe pas
games-rejected-cancelled = la partie a été annulée
games-rejected-bad-deadline = un délai par coup est de 1, 2, 3, 5, 7 ou 14 jours
games-rejected-vote-moved-on = la partie a avancé depuis votre dernier regard ; regardez de nouveau avant de voter

## Les invitations refusées (src/service/invitations.rs).
games-error-deadline = un délai par coup est de 1, 2, 3, 5, 7 ou 14 jours (ou aucun)
games-error-no-such-game = aucun jeu ne s’appelle { $game }
games-error-no-computers = { $game } n’a pas de joueurs ordinateur
games-error-too-many-computers = au moins une place est pour une personne : à { $players } joueurs, il peut y avoir au plus { $max ->
        [one] { $max } joueur ordinateur
       *[other] { $max } joueurs ordinateur
    }
games-error-note-too-long = la note peut avoir au plus { $max } caractères
games-error-note-controls = la note contient des caractères de contrôle
games-error-join-expired = cette invitation a expiré et ne peut plus être rejointe
games-error-join-closed = cette invitation est { $status ->
        [started] déjà commencée
        [cancelled] annulée
       *[other] { $status }
    } et ne peut plus être rejointe
games-error-joined-already = vous avez déjà rejoint cette invitation
games-error-creator-leaves = vous avez créé cette invitation : annulez-la au lieu de la quitter
games-error-not-joined = vous n’avez pas rejoint cette invitation
games-error-only-creator = seul le joueur qui a créé cette invitation peut l’annuler

## Les durées et les absences (src/service/deadline.rs).
games-duration-less-than-a-minute = moins d’une minute
games-duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
games-duration-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
games-duration-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
games-duration-pair = { $first } et { $second }
games-error-absence-past = une absence doit se terminer dans le futur
games-error-absence-long = une absence peut durer au plus { $days } jours
games-error-absences-window = les absences peuvent couvrir au plus { $days } jours sur { $window } ; celle-ci porterait une période de { $window } jours à { $covered }

## Jouer un coup (src/http/games.rs).
games-move-session-ended = Votre session a pris fin, donc le coup n’a pas été joué. Reconnectez-vous : vous reviendrez à la partie avec votre coup tel que vous l’aviez laissé.
games-move-no-seq = le numéro de position (seq) du formulaire manque ou n’est pas un nombre ; rechargez la page
games-move-played = Vous avez joué : { $move }
games-move-game-over = La partie est terminée : le résultat est ci-dessous.
games-move-already-moved = Vous avez déjà joué dans cette partie, dans un autre onglet ou une autre fenêtre : voici la position actuelle. Le coup de cette page n’a pas été joué.
games-move-not-played = Pas joué : { $reason }
games-times = { $count ->
        [2] Deux
        [3] Trois
        [4] Quatre
        [5] Cinq
        [6] Six
        [7] Sept
        [8] Huit
       *[other] { $count }
    } fois : { $message }
games-list-comma = ,{" "}
games-or-list = { $rest } ou { $last }

## Words the page hands its scripts (static/app.js, static/commitment.js).
games-invitation-copied = Copié
games-commitment-js-changed = Attention : ce navigateur a d’abord vu une autre empreinte pour cette partie ({ $seen }) : la mise en place a peut-être été modifiée.
games-commitment-js-unable = Ce navigateur ne peut pas calculer l’empreinte ici (il faut HTTPS) : vérifiez le journal téléchargé avec maipenrai verify.
games-commitment-js-matches = ✓ la mise en place révélée lui correspond
games-commitment-js-differs = ✗ la mise en place révélée ne lui correspond pas : elle a été modifiée

games-unread-chat = { $count ->
    [one] { $count } nouveau message dans le chat ↓
   *[other] { $count } nouveaux messages dans le chat ↓
}

# The computer's review of a finished game (maipenrai admin review).
review-error-running = l'ordinateur n'analyse une partie qu'une fois terminée
review-error-none = l'ordinateur n'analyse pas les parties de ce jeu
review-error-not-yours = seuls les joueurs de cette partie peuvent en demander l’analyse
review-error-limit = vous pouvez demander { $max } analyses par jour{"\u00A0"}; réessayez dans { $hours ->
    [one] une heure
   *[other] { $hours } heures
}
review-title = L’analyse de l’ordinateur
review-explain = L’ordinateur examine chaque coup tel que son joueur voyait la partie à ce moment, sans rien de ce qu’il ne pouvait pas savoir, et dit où il aurait joué autrement. Ses estimations sont les chances que donne sa propre recherche, pas des certitudes.
review-ask = Demander l’analyse de l’ordinateur
review-ask-again = Demander une nouvelle analyse
review-log-in = Connectez-vous pour demander l’analyse de l’ordinateur
review-outdated = Cette analyse a été faite par une version précédente de l’ordinateur.
review-under-way = L’ordinateur analyse cette partie{"\u00A0"}: { $count ->
    [one] un coup
   *[other] { $count } coups
} jusqu’ici. Revenez dans un instant.
review-queued = L’ordinateur analysera cette partie dès qu’il aura un moment.
review-exists = Cette partie a déjà son analyse.
review-withheld = { $name } garde pour soi l’analyse de ses coups.
review-player-line = { $name }{"\u00A0"}: { $decisions ->
    [one] un coup analysé
   *[other] { $decisions } coups analysés
}{"\u00A0"}; imprécisions{"\u00A0"}: { $inaccuracies }, erreurs{"\u00A0"}: { $mistakes }, gaffes{"\u00A0"}: { $blunders }
review-mark-inaccuracy = Imprécision
review-mark-mistake = Erreur
review-mark-blunder = Gaffe
review-instead = L’ordinateur aurait joué { $move }{"\u00A0"}: il estime ainsi les chances à { $preferred }{"\u00A0"}%, contre { $played }{"\u00A0"}% après le coup joué.
review-chart-title = Les chances de { $name } après chaque coup, selon l’ordinateur
review-chart-step = Coup
review-chart-estimate = Chances
review-show-instead = Montrer le plateau après le coup de l’ordinateur
review-show-played = Montrer le plateau après le coup joué
review-board-instead = Le plateau ci-dessous est tel qu’il aurait été après le coup de l’ordinateur.
