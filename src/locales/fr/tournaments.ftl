## Tournois (docs/tournaments.md) : ce que le service refuse, dans les mots des joueurs.
tournaments-error-none = ce tournoi n’existe pas
tournaments-error-computer = les joueurs ordinateur ne participent pas aux tournois
tournaments-error-name = le nom d’un tournoi compte de 1 à { $max } caractères
tournaments-error-name-controls = le nom d’un tournoi ne peut pas contenir de caractères de contrôle
tournaments-what-name = le nom d’un tournoi
tournaments-error-round-days = une ronde dure de { $least } jours (le délai par coup) à { $most } jours
tournaments-error-signup-days = les inscriptions durent de 1 à { $most } jours
tournaments-error-players = un tournoi accueille au moins { $least } et au plus { $most } joueurs, et son minimum ne dépasse pas son maximum
tournaments-error-rounds = un tournoi suisse compte de 1 à { $most } rondes
tournaments-error-advance = le nombre de camps qualifiés à chaque table va de 1 à { $most }
tournaments-error-groups = un tournoi toutes rondes compte de 1 à { $most } groupes, et chaque groupe a besoin d’au moins { $size } joueurs (une table)
tournaments-error-group-advance = de chaque groupe, au moins un joueur passe en finale, et moins que n’en compte le plus petit groupe ; la finale réunit de { $size } à { $most } joueurs
tournaments-error-final = avec { $entrants } joueurs, la table finale en réunirait { $players }, ce que ce jeu ne permet pas avec ces choix ; changez les nombres de joueurs
tournaments-error-too-many = vous avez créé { $most } tournois dans la dernière heure ; réessayez dans { $wait }
tournaments-error-listed = vous pouvez avoir { $most } tournois publics ouverts aux inscriptions ou en cours à la fois
tournaments-error-not-open = ce tournoi n’accepte plus de joueurs
tournaments-error-full = ce tournoi est complet
tournaments-error-entered = vous êtes déjà inscrit à ce tournoi
tournaments-error-not-entered = vous ne jouez pas dans ce tournoi
tournaments-error-moved-on = ce tournoi a avancé ; rechargez la page pour voir où il en est
tournaments-error-over = ce tournoi est terminé
tournaments-error-organiser = seul l’organisateur du tournoi peut faire cela (un modérateur peut l’annuler)
tournaments-error-too-few = un tournoi commence avec au moins { $least } joueurs
tournaments-error-extended = seule une ronde en cours qui n’a pas encore été prolongée peut l’être, une fois
tournaments-error-substitute-elimination = un tournoi à élimination n’accepte pas de remplaçant : qui a quitté la ronde 1 a perdu à sa table
tournaments-error-substitute-late = on ne peut désigner un remplaçant que pendant la ronde 1
tournaments-error-substitute-who = { $name } n’est pas un joueur qui a abandonné sans avoir encore de remplaçant
tournaments-error-substitute-not-invitable = vous ne pouvez pas désigner { $name } comme remplaçant : ce joueur n’existe pas, ou il n’accepte pas vos invitations nominatives
tournaments-error-substitute-entered = { $name } participe déjà à ce tournoi
tournaments-error-numbers = les nombres de joueurs, de rondes et de jours sont des nombres entiers
tournaments-error-format = choisissez toutes rondes, système suisse ou élimination

## Les pages des tournois.
tournaments-nav = Tournois
tournaments-title = Tournois
tournaments-intro = Ici, les tournois se jouent sur plusieurs jours, comme toutes les parties : les parties d’une ronde commencent ensemble et ont les jours de la ronde pour se terminer.
tournaments-how = Comment se jouent les tournois
tournaments-log-in = <a href="/login?next=/tournaments">Connectez-vous</a> ou <a href="/signup?next=/tournaments">créez un compte</a> pour vous inscrire à un tournoi ou organiser le vôtre.
tournaments-upcoming = Inscriptions ouvertes
tournaments-running = En cours
tournaments-finished = Terminés
tournaments-none = Aucun pour le moment.
tournaments-organised-by = Organisé par
tournaments-you-play = vous jouez
tournaments-starts = commence { $when }
tournaments-started = commencé { $when }
tournaments-ended = terminé { $when }
tournaments-entrants-of = { $count ->
    [one] 1 joueur
   *[other] { $count } joueurs
} sur { $most }
tournaments-status-signup = Inscriptions ouvertes
tournaments-status-running = En cours
tournaments-status-finished = Terminé
tournaments-status-cancelled = Annulé
tournaments-format-swiss = Système suisse : un nombre fixe de rondes, des tables de joueurs aux scores égaux ou proches
tournaments-format-swiss-rounds = Système suisse, { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
}
tournaments-format-round-robin = Toutes rondes : chacun rencontre tout le monde
tournaments-format-round-robin-groups = Toutes rondes en { $groups } groupes, puis une finale { $advance ->
    [one] des vainqueurs de chaque groupe
   *[other] des { $advance } meilleurs de chaque groupe
}
tournaments-format-elimination = Élimination : les meilleurs de chaque table passent au tour suivant, jusqu’à une table finale
tournaments-format-elimination-advance = Élimination, { $advance ->
    [one] le vainqueur de chaque table passe
   *[other] les { $advance } meilleurs de chaque table passent
}
tournaments-new = Organiser un tournoi
tournaments-name = Nom
tournaments-format = Formule
tournaments-table-size = Joueurs par table
tournaments-rounds = Rondes (système suisse)
tournaments-groups = Groupes (toutes rondes)
tournaments-group = Groupe { $group }
tournaments-final = Finale
tournaments-stage = Phase
tournaments-advance = Qualifiés par table (élimination) ou par groupe (toutes rondes en groupes)
tournaments-rounds-note = Un tournoi toutes rondes compte autant de rondes qu’il en faut pour que chacun rencontre tout le monde ; en groupes, chaque groupe joue le sien, puis les meilleurs de chaque groupe jouent une finale toutes rondes. Une élimination continue jusqu’à une table finale.
tournaments-min-players = Joueurs au minimum
tournaments-max-players = Joueurs au maximum
tournaments-round-days = Jours par ronde
tournaments-signup-days = Jours d’inscription
tournaments-link-only = Seulement ceux qui ont le lien
tournaments-listed = Tout le monde : l’afficher sur cette page
tournaments-you = Vous
tournaments-play-yes = Je joue aussi
tournaments-play-no = J’organise seulement
tournaments-create = Créer le tournoi
tournaments-created = Tournoi créé. Partagez son adresse avec les joueurs de votre choix.
tournaments-game-rules = les règles du jeu
tournaments-now-signup = Inscriptions ouvertes jusqu’au { $when } ; la ronde 1 commence alors.
tournaments-now-round = La ronde { $round } est en cours, au plus tard jusqu’au { $when }.
tournaments-now-finished = Terminé le { $when }.
tournaments-now-cancelled = Ce tournoi a été annulé.
tournaments-fact-deadline = { $days ->
    [one] 1 jour par coup
   *[other] { $days } jours par coup
}
tournaments-fact-round = { $days ->
    [one] rondes de 1 jour
   *[other] rondes de { $days } jours
}
tournaments-fact-rated = classé
tournaments-fact-casual = amical
tournaments-fact-players = de { $least } à { $most } joueurs
tournaments-fact-private = sur lien
tournaments-your-game = Votre partie de la ronde { $round }
tournaments-log-in-to-enter = <a href="/login?next=/tournaments/{ $code }">Connectez-vous</a> ou <a href="/signup?next=/tournaments/{ $code }">créez un compte</a> pour vous inscrire.
tournaments-enter = S’inscrire
tournaments-leave = Se désinscrire
tournaments-withdraw = Abandonner le tournoi
tournaments-withdraw-note = Si vous abandonnez, vos parties en cours sont perdues par abandon et les rondes suivantes sont appariées sans vous.
tournaments-start = Commencer maintenant
tournaments-extend = Donner plus de jours à cette ronde (une fois)
tournaments-cancel = Annuler le tournoi
tournaments-share = Seuls ceux qui ont l’adresse de cette page peuvent la trouver : partagez-la avec les joueurs de votre choix.
tournaments-entered = Vous êtes inscrit au tournoi.
tournaments-left = Vous ne participez plus au tournoi.
tournaments-started-now = Le tournoi a commencé : la ronde 1 est en cours.
tournaments-cancelled = Le tournoi est annulé.
tournaments-extended = La ronde a maintenant plus de jours.
tournaments-standings = Classement
tournaments-points = Points
tournaments-opponents = Adv.
tournaments-opponents-long = Les points des adversaires rencontrés (premier départage)
tournaments-wins = Victoires
tournaments-played = Parties
tournaments-byes = Exempts
tournaments-withdrawn = a abandonné
tournaments-tie-breaks = À points égaux, on départage par les points des adversaires rencontrés, puis par les parties gagnées, puis par l’ordre des têtes de série.
tournaments-export-csv = Résultats en CSV
tournaments-export-json = Résultats en JSON
tournaments-cross-table = Grille américaine
tournaments-cross-note = Les points de chaque ligne contre le joueur de chaque colonne ; un point médian est une partie en cours, un tiret une rencontre qui ne se joue pas.
tournaments-bracket = Tableau
tournaments-rounds-title = Rondes
tournaments-round = Ronde { $round }
tournaments-round-until = jusqu’au { $when }
tournaments-round-ended = terminée le { $when }
tournaments-table = Table { $table }
tournaments-place = { $place ->
    [1] 1er
   *[other] { $place }e
}
tournaments-goes-on = qualifié
tournaments-byes-list = Exempt :
tournaments-unplayed-list = Non jouées :
tournaments-players = { $count ->
    [one] 1 joueur
   *[other] { $count } joueurs
}
tournaments-nobody = Personne n’est encore inscrit.
tournaments-seed = tête de série { $seed }
tournaments-of-game = Tournoi « { $name } », ronde { $round }
tournaments-yours = Vos tournois
tournaments-bye-now = vous êtes exempt à cette ronde

## Avis des tournois (courriel, notifications, webhook).
notify-tournament-round-subject = La ronde { $round } de « { $name } » a commencé
notify-tournament-round-bye = Vous êtes exempt à cette ronde : cela compte comme un résultat moyen.
notify-tournament-round-deadline = La ronde se termine au plus tard le { $when }.
notify-tournament-waits-subject = La ronde { $round } de « { $name } » attend votre partie
notify-tournament-waits-body = Toutes les autres parties de la ronde sont terminées. La ronde se termine au plus tard le { $when }.
notify-tournament-end-subject = « { $name } » est terminé
notify-tournament-end-place = Votre place : { $place } sur { $count } (points : { $points }).
notify-tournament-end-winners = Remporté par { $names }.
notify-tournament-announcement-subject = { $organiser } au sujet de « { $name } »
tournaments-announcements = Annonces
tournaments-announce-label = Un mot à tous les joueurs
tournaments-announce-note = Il est affiché ici et envoyé à chaque joueur par les avis qu’il a choisis (courriel, appareils, webhook).
tournaments-announce = Envoyer aux joueurs
tournaments-announced = Votre annonce part vers les joueurs.
tournaments-substituted = Le remplaçant est inscrit : il joue à partir de la ronde 2 à la place du joueur qui a abandonné.
tournaments-substitute-title = Un remplaçant pour un joueur qui a abandonné
tournaments-substitute-note = Jusqu’à la fin de la ronde 1, vous pouvez mettre quelqu’un à la place d’un joueur qui a abandonné. Le remplaçant reprend sa tête de série et joue à partir de la ronde 2, sans points au départ. Choisissez quelqu’un qui accepte vos invitations nominatives ; il pourra abandonner comme tout le monde.
tournaments-substitute-withdrawn = Joueur qui a abandonné
tournaments-substitute-name = Nom d’utilisateur du remplaçant
tournaments-substitute-button = Désigner le remplaçant
tournaments-substitute-for = à la place de { $name }
tournaments-error-announcements = un tournoi peut avoir { $most } annonces par jour ; réessayez demain
tournaments-error-announcement-length = une annonce compte de 1 à { $max } caractères
tournaments-error-announcement-controls = une annonce ne peut pas contenir de caractères de contrôle
notify-tournament-game-line = C’est votre partie de la ronde { $round } de « { $name } » ; la ronde se termine au plus tard le { $when }.
