# Les mots du site : voir src/game/text/mod.rs (SITE_MESSAGES).
## Les règles des tournois pour les joueurs (/rules/tournaments, docs/tournaments.md). Les
## nombres sont les limites de src/service/tournaments/mod.rs.

# HTML : la ligne de l’index des règles.
rules-tournaments-link = Jouer une série de rondes pour un classement{"\u00A0"}: <a href="/rules/tournaments">tournois</a>.
rules-tournaments-title = Tournois
rules-tournaments-intro = Un tournoi est une série de rondes dans l’un des jeux de ce site, jouée sur plusieurs jours comme toute partie ici. À chaque ronde, les joueurs s’assoient à des tables de deux à quatre, autant par table que l’organisateur l’a choisi, et chaque table joue une partie ordinaire, avec sa page, un délai pour chaque coup et son historique. Chaque partie rapporte des points, et ces points font le classement.

rules-tournaments-formats = Trois formules
rules-tournaments-round-robin = Toutes rondes
rules-tournaments-round-robin-text = Chacun rencontre tout le monde. Le calendrier complet est établi dès le début du tournoi. À des tables de deux, vous jouez une fois contre chacun des autres joueurs. À des tables de trois ou quatre, les tables de chaque ronde sont choisies pour que les paires se rencontrent aussi également que possible{"\u00A0"}: chaque paire au moins une fois, la plupart exactement une fois. Quand les joueurs ne remplissent pas toutes les tables, ceux qui restent sont exempts pour la ronde, à tour de rôle, si bien que personne ne joue plus d’une partie de plus qu’un autre. Comme le nombre de rondes grandit avec celui des joueurs, un tournoi toutes rondes accueille au plus { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }.
rules-tournaments-groups-text = Un tournoi toutes rondes peut aussi se jouer en groupes, jusqu’à { $groups }. Les têtes de série sont distribuées comme des cartes — la première, la deuxième et la troisième aux groupes A, B et C, puis en revenant depuis C —, si bien que les groupes sont à peu près de même force. Chaque groupe joue son propre tournoi toutes rondes, tous en même temps{"\u00A0"}; un groupe qui a besoin de moins de rondes se repose à la fin. Ensuite, les meilleurs de chaque groupe (le vainqueur, ou autant que l’organisateur l’a choisi) jouent une finale toutes rondes. Les finalistes sont classés en tête, dans l’ordre de la finale{"\u00A0"}; tous les autres suivent, selon leurs résultats dans les groupes.
rules-tournaments-swiss = Système suisse
rules-tournaments-swiss-text = Un nombre de rondes fixé d’avance par l’organisateur, { $most } au plus. Chaque ronde est appariée d’après le classement, du haut vers le bas{"\u00A0"}: chaque table réunit des joueurs à égalité de points ou presque. Vous ne retrouvez pas la même personne à votre table tant qu’un autre appariement permet de l’éviter. Quand les joueurs ne remplissent pas la dernière table, ceux qui restent sont exempts{"\u00A0"}: ceux qui l’ont été le moins souvent jusque-là, et parmi eux les moins bien classés. Personne n’est donc exempt une deuxième fois tant qu’un autre ne l’a jamais été, à moins qu’il n’y ait pas d’autre façon d’asseoir tout le monde.
rules-tournaments-elimination = Élimination directe
rules-tournaments-elimination-text = Les meilleurs de chaque table passent à la ronde suivante — le vainqueur, ou le nombre fixé par l’organisateur —, jusqu’à ce que les qualifiés tiennent à une seule table finale, dont le résultat décide du tournoi. Les meilleures têtes de série (voir plus bas) commencent à des tables différentes, pour que les plus forts se rencontrent le plus tard possible. Quand les qualifiés ne remplissent pas les tables, les meilleures têtes de série parmi eux passent à la ronde suivante sans jouer. Une place partagée à la limite de la qualification revient à la meilleure tête de série.

rules-tournaments-points = Points
rules-tournaments-points-sides = À une table, chaque joueur forme un camp à lui seul{"\u00A0"}; dans un jeu qui se joue en équipes, chaque équipe est un camp.
rules-tournaments-points-text = Chaque partie rapporte des points selon les places à sa table{"\u00A0"}: un point pour chaque camp que vous devancez, et un demi-point pour chaque camp avec lequel vous partagez votre place. Ainsi{"\u00A0"}:
rules-tournaments-points-two = avec deux camps, 1 pour une victoire, ½ pour une nulle et 0 pour une défaite, comme aux échecs{"\u00A0"};
rules-tournaments-points-three = avec trois, 2, 1 et 0 du premier au dernier{"\u00A0"};
rules-tournaments-points-four = avec quatre, 3, 2, 1 et 0, ou 2½ chacun pour deux camps qui partagent la première place.
rules-tournaments-points-left = Si vous quittez une partie avant la fin — en abandonnant, en étant exclu par un vote ou en supprimant votre compte —, votre camp finit dernier à cette table. Une partie annulée par le vote de ses joueurs compte comme une place partagée par toute la table.
rules-tournaments-bye = Être exempt, c’est passer une ronde sans partie, parce que les joueurs ne remplissaient pas toutes les tables. Une exemption vaut une place moyenne, comme si vous aviez partagé votre place avec toute la table{"\u00A0"}: ½ point quand les tables ont deux camps, 1 avec trois, 1½ avec quatre.
rules-tournaments-unplayed = Dans un tournoi toutes rondes, une rencontre qui ne peut pas être jouée vaut un demi-point à chacun des deux, et ne compte pas comme une partie jouée.

rules-tournaments-standings = Classement et départage
rules-tournaments-standings-text = Le classement additionne les points de chacun. Entre joueurs à égalité de points, le premier de ces critères qui les sépare décide{"\u00A0"}:
rules-tournaments-tie-opponents = les points de leurs adversaires{"\u00A0"}: pour chaque partie jouée, le total de points final de chaque joueur rencontré dans un autre camp (les exemptions et les rencontres non jouées ne comptent pas){"\u00A0"};
rules-tournaments-tie-wins = le nombre de parties gagnées{"\u00A0"}: les premières places, seul ou à égalité.
rules-tournaments-tie-seed = Les joueurs encore à égalité après ces deux critères partagent leur rang et sont listés dans l’ordre des têtes de série. Cet ordre est fixé au début du tournoi{"\u00A0"}: d’après la cote dans ce jeu, prise du côté prudent comme dans les classements du site (les joueurs sans cote après ceux qui en ont une), puis dans l’ordre d’inscription.

rules-tournaments-teams = Jeux en équipes
rules-tournaments-teams-text = Quand un jeu se joue en équipes, les joueurs de chaque table sont répartis en équipes par tirage au sort{"\u00A0"}: personne ne choisit votre partenaire, pas même l’organisateur. Chaque joueur d’une équipe reçoit la place et les points de son équipe, et des partenaires ne sont pas adversaires l’un de l’autre pour le départage. En élimination directe, ce sont des équipes entières qui passent.

rules-tournaments-rounds = Rondes et délais
rules-tournaments-rounds-start = Toutes les parties d’une ronde commencent ensemble, chacune avec le délai par coup choisi par l’organisateur. La ronde suivante est appariée dès que la dernière partie de la ronde est terminée.
rules-tournaments-rounds-deadline = Une ronde a aussi son propre délai{"\u00A0"}: le nombre de jours fixé par l’organisateur, au moins le délai par coup et au plus { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }. Une fois ce délai passé, les parties encore en cours s’arrêtent là{"\u00A0"}: chacune classe ses joueurs d’après la position telle qu’elle est (un jeu qui ne sait pas classer une position inachevée compte une place partagée par tous), sa page indique qu’elle s’est terminée à l’expiration du délai de la ronde, et elle n’est pas classée.
rules-tournaments-rounds-extend = L’organisateur peut prolonger une fois le délai de la ronde en cours, de la durée d’une ronde.

rules-tournaments-entering = S’inscrire et se retirer
rules-tournaments-entering-text = Vous vous inscrivez tant que les inscriptions sont ouvertes et qu’il reste de la place, et vous pouvez vous désinscrire jusqu’au début du tournoi.
rules-tournaments-withdraw = Une fois le tournoi commencé, partir, c’est se retirer{"\u00A0"}: vos parties du tournoi encore en cours sont abandonnées (une défaite, comme tout abandon), et les rondes suivantes sont appariées sans vous. Vos résultats jusque-là restent au classement. Dans un tournoi toutes rondes, une table ultérieure qui perd ainsi un joueur n’est pas jouée, et les autres joueurs de cette table sont exempts. Un compte supprimé ou suspendu est retiré lui aussi.

rules-tournaments-apart = Tenus à l’écart
rules-tournaments-apart-text = Deux personnes dont l’une a bloqué l’autre ne sont jamais assises à la même table, quelle que soit la formule{"\u00A0"}: l’appariement en tient compte.

rules-tournaments-organisers = Organiser un tournoi
rules-tournaments-organisers-who = Toute personne connectée peut organiser un tournoi. L’organisateur choisit le jeu et ses options (les mêmes à chaque table), la formule, le délai par coup et la durée d’une ronde, le nombre minimum et maximum de joueurs, et s’il joue lui-même.
rules-tournaments-organisers-listed = Un tournoi est soit privé, rejoint par son lien, soit public, affiché pour que chacun le trouve. Vous pouvez avoir { $listed ->
        [one] { $listed } tournoi public ouvert
       *[other] { $listed } tournois publics ouverts
    } aux inscriptions ou en cours à la fois, et créer { $created ->
        [one] { $created } tournoi
       *[other] { $created } tournois
    } par heure.
rules-tournaments-organisers-limits = Un tournoi accueille au plus { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, et jamais moins que ce que compte une table. Les inscriptions durent d’un jour à { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.
rules-tournaments-organisers-start = À la clôture des inscriptions, le tournoi commence s’il a assez de joueurs, et il est annulé sinon. L’organisateur peut le lancer plus tôt, dès qu’il y a assez d’inscrits, ou l’annuler avant qu’il ne commence{"\u00A0"}; ensuite, seul un modérateur le peut.
rules-tournaments-organisers-during = Pendant le tournoi, l’organisateur peut écrire des annonces qui parviennent à tous les joueurs (quelques-unes par jour) et, jusqu’à la fin de la ronde 1, désigner un remplaçant pour un joueur qui a abandonné{"\u00A0"}: quelqu’un qui accepte ses invitations nominatives, qui reprend la tête de série de ce joueur et joue à partir de la ronde 2, sans points (pas dans un tournoi à élimination, où qui a quitté la ronde 1 a perdu à sa table).

rules-tournaments-more = Joueurs ordinateur et cotes
rules-tournaments-computers = Les joueurs ordinateur ne participent pas aux tournois.
# HTML.
rules-tournaments-rated = L’organisateur choisit si les parties sont classées ou amicales, comme l’hôte de n’importe quelle partie. Les parties classées d’un tournoi comptent comme toutes les autres (<a href="/rules/ratings">cotes et jeu loyal</a>), sauf une partie arrêtée à l’expiration du délai d’une ronde, qui n’est jamais classée.
