# Les mots du site : voir src/game/text/mod.rs (SITE_MESSAGES).
# Le chat, la note privée et l’abandon d’une partie, la modération et les pages de règles
# du site (voir le fichier anglais pour les endroits du code).

## Le chat.
social-chat = Chat
social-chat-muted = Vous avez masqué le chat de cette partie{"\u00A0"}: ses messages ne vous sont ni affichés ni envoyés.
social-chat-no-messages = Pas encore de message. Tout le monde à la table lit tout ce qui est écrit ici.
social-chat-message = Message
social-chat-placeholder = Écrivez à la table (tout le monde le lit)
social-chat-send = Envoyer
social-chat-announce = Lire les nouveaux messages à voix haute (pour les lecteurs d’écran)
social-chat-unmute = Afficher de nouveau le chat
social-chat-mute = Masquer ce chat
social-chat-report-title = Signaler ce message aux modérateurs
social-chat-report = Signaler
social-chat-removed = supprimé par un modérateur
social-chat-off = L’hôte a désactivé le chat de cette partie.
social-chat-link-only = Cette partie a commencé à partir d’une invitation accessible seulement par lien{"\u00A0"}: seuls ses joueurs lisent son chat.
social-chat-after-game = Le chat des joueurs est visible par tous les autres une fois la partie terminée.
social-chat-none = Il n’y a pas de chat sur ce serveur.
social-chat-players-only = seuls les joueurs de la partie écrivent dans son chat
social-chat-too-fast = vous écrivez plus vite que le chat ne le permet{"\u00A0"}; attendez { $seconds }{"\u00A0"}secondes, votre message est toujours dans la zone de saisie
social-chat-empty = écrivez quelque chose avant d’envoyer
social-chat-too-long = un message de chat fait au plus { $max }{"\u00A0"}caractères
social-chat-control = un message de chat ne peut pas contenir de caractères de contrôle
social-chat-direction = un message de chat ne peut pas contenir de caractères de direction (des caractères invisibles qui retournent le texte, comme U+202E){"\u00A0"}: retirez-les et envoyez-le de nouveau
social-chat-not-sent = Votre message n’a pas été envoyé{"\u00A0"}: { $why }.
social-chat-muted-now = Le chat de cette partie est masqué pour vous{"\u00A0"}; rien ne vous en est affiché ni envoyé.
social-chat-unmuted-now = Le chat de cette partie est de nouveau affiché.

## La note privée.
social-note = Ma note privée
social-note-with-saved = Ma note privée · enregistrée
social-note-explain = Cette note n’est visible que par vous{"\u00A0"}: ce qui a été joué, ce que vous soupçonnez, votre plan.
social-note-label = Note
social-note-save = Enregistrer la note
social-note-saved = Votre note est enregistrée. Elle n’est visible que par vous.
social-note-too-long = une note fait au plus { $max }{"\u00A0"}caractères
social-note-control = une note ne peut pas contenir de caractères de contrôle
social-note-direction = une note ne peut pas contenir de caractères de direction (des caractères invisibles qui retournent le texte, comme U+202E){"\u00A0"}: retirez-les et envoyez-la de nouveau
social-players-only = seuls les joueurs de la partie y gardent des notes et des réglages de chat

## Abandonner.
social-resign-title = Abandonner { $title }
social-resign-question = Abandonner cette partie{"\u00A0"}?
social-resign-number = Partie { $number }
social-resign-with = avec { $others }
social-resign-two = La partie se termine maintenant et { $others } l’emporte. Elle compte comme une défaite pour vous.
social-resign-more = Vous quittez la table et la partie compte comme une défaite pour vous. Les autres continuent{"\u00A0"}: désormais votre place { $does }, à moins qu’ils ne la confient à un joueur ordinateur.
social-resign-final = C’est irréversible. Vous pouvez toujours lire la partie, son historique et son chat.
social-resign-yes = Oui, abandonner
social-resign-no = Non, retour à la partie
social-resigned = Vous avez abandonné cette partie.
social-resign-cannot = vous ne pouvez pas abandonner cette partie{"\u00A0"}: vous n’y jouez pas, ou elle est terminée
social-resign-not-player = seuls les joueurs de la partie peuvent l’abandonner
social-resign-not-running = la partie n’est plus en cours, il n’y a donc rien à abandonner
social-resign-already-automatic = votre place dans cette partie joue déjà sans vous

## Signalements, masquages et blocages.
moderation-report-person = Signaler { $name }
moderation-report-message = Signaler un message { DE($name) }
moderation-report-explain = Les modérateurs du site lisent chaque signalement. Ils voient qui l’a envoyé{"\u00A0"}; { $name } ne le voit pas. Vous pouvez envoyer { $count }{"\u00A0"}signalements par heure.
moderation-report-wrong = Quel est le problème{"\u00A0"}?
moderation-report-placeholder = Insultes, spam, triche, un nom offensant…
moderation-report-send = Envoyer le signalement
moderation-cancel = Annuler
moderation-report-instead = Pour ne plus lire quelqu’un sans prévenir les modérateurs, masquez ou bloquez cette personne sur <a href="/players/{ $url }">son profil</a>.
moderation-report-what = indiquez quel message ou quel joueur vous signalez
moderation-report-sent = Merci{"\u00A0"}: votre signalement est parti chez les modérateurs. Ils voient qui l’a envoyé{"\u00A0"}; la personne signalée ne le voit pas.
moderation-no-such = { $what ->
    [report] ce signalement n’existe pas
   *[message] ce message n’existe pas
}
moderation-muted = Vous avez masqué { $name }{"\u00A0"}: ses messages de chat vous sont cachés dans chaque partie et chaque notification. La personne n’en est pas informée.
moderation-blocked = Vous avez bloqué { $name }{"\u00A0"}: son chat vous est caché, et cette personne ne peut ni vous inviter par votre nom ni rejoindre vos invitations. Elle n’en est pas informée.
moderation-let-be = Vous ne masquez ni ne bloquez plus { $name }.
moderation-choose-choice = choisissez muted, blocked ou none
moderation-choice-yourself = vous ne pouvez pas vous masquer ou vous bloquer vous-même
moderation-no-player = aucun joueur ne s’appelle { $name }
moderation-reports-too-many = vous avez envoyé { $count }{"\u00A0"}signalements au cours de la dernière heure{"\u00A0"}; réessayez dans { $wait }
moderation-report-own-message = vous ne pouvez pas signaler votre propre message
moderation-no-readable-message = il n’y a pas de tel message que vous puissiez lire
moderation-report-yourself = vous ne pouvez pas vous signaler vous-même
moderation-report-computer = les joueurs ordinateur ne peuvent pas être signalés{"\u00A0"}: ils ne font que jouer leurs coups
moderation-why-report-message = dites pourquoi vous signalez ce message
moderation-why-report-person = dites pourquoi vous signalez cette personne
moderation-why-remove = dites pourquoi vous supprimez ce message
moderation-why-suspend = dites pourquoi vous suspendez ce compte
moderation-why-restore = dites pourquoi vous rétablissez ce compte
moderation-why-dismiss = dites pourquoi vous classez ce signalement
moderation-reason-too-long = une raison fait au plus { $max }{"\u00A0"}caractères
moderation-reason-control = une raison ne peut pas contenir de caractères de contrôle
moderation-reason-direction = une raison ne peut pas contenir de caractères de direction (des caractères invisibles qui retournent le texte, comme U+202E){"\u00A0"}: retirez-les et envoyez-la de nouveau
moderation-suspended-login = un modérateur a suspendu ce compte le { $when }, en disant{"\u00A0"}: «{"\u00A0"}{ $reason }{"\u00A0"}». Vous ne pouvez pas vous connecter tant qu’il est suspendu{"\u00A0"}; si vous pensez que c’est une erreur, écrivez aux personnes qui gèrent ce site

## Les pages des modérateurs.
moderation-title = Modération
moderation-open-reports = Signalements ouverts
moderation-record = Registre des actions
moderation-record-title = Registre
moderation-report = Signalement
moderation-no-reports = Aucun signalement ouvert. Merci d’avoir regardé.
moderation-proxy-warning = { $count } comptes sont venus de la seule adresse locale { $address } ces { $days } derniers jours. Le serveur voit sans doute son proxy inverse ou un pont de conteneurs au lieu des joueurs, si bien que chaque limite par adresse les compte tous comme un seul. L’administrateur devrait régler <code>TRUSTED_PROXIES</code> sur cette adresse (docs/operations.md, « TLS in front »).
moderation-report-about-message = <a href="/moderation/reports/{ $report }">Signalement { $report }</a>{"\u00A0"}: un message écrit par <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-report-about-person = <a href="/moderation/reports/{ $report }">Signalement { $report }</a>{"\u00A0"}: le joueur <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-report-sent-by = Envoyé par <a href="/players/{ $url }">{ $name }</a> le { $when }
moderation-report-sent-by-closed = Envoyé par <a href="/players/{ $url }">{ $name }</a> le { $when } · clos le { $closed }
moderation-context = Le message et ceux qui l’entourent (<a href="/games/{ $game }#chat">partie</a>)
moderation-removed-mark = supprimé
moderation-remove = Supprimer le message
moderation-suspend-open = Suspendre { $name }…
moderation-suspend-explain = Déconnecte la personne partout, met fin à ses jetons d’API, à son flux et à son webhook, et confie définitivement ses places dans les parties en cours au joueur automatique (une défaite pour elle).
moderation-suspend = Suspendre
moderation-dismiss-open = Classer…
moderation-dismiss-reason = Pourquoi il n’y a rien à faire (conservé dans le registre)
moderation-dismiss = Classer le signalement
moderation-reason-label = Raison (conservée dans le registre{"\u00A0"}; la personne en est informée)
moderation-standing-suspended = <span class="badge suspended">suspendu</span> depuis le { $when }{"\u00A0"}: «{"\u00A0"}{ $reason }{"\u00A0"}»
moderation-restore-explain = La personne peut de nouveau se connecter{"\u00A0"}; ses places d’alors restent au joueur automatique.
moderation-restore = Rétablir le compte
moderation-standing-moderator = <span class="badge">modérateur</span> Un modérateur ne peut pas être suspendu par un modérateur{"\u00A0"}: l’opérateur retire d’abord le rôle (<code>maipenrai admin revoke { $name }</code>).
moderation-standing-computer = <span class="badge computer">ordinateur</span> Les joueurs ordinateur ne peuvent pas être suspendus.
moderation-standing-good = Compte en règle.
moderation-record-person = Actions concernant cette personne
moderation-none-yet = Aucune pour l’instant.
moderation-when = Quand
moderation-who = Qui
moderation-what = Quoi
moderation-why = Pourquoi
moderation-game = partie
moderation-report-number = signalement { $report }
moderation-the-operator = l’opérateur
moderation-did-remove = a supprimé un message de chat écrit par <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-suspend = a suspendu <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-restore = a rétabli <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-dismiss = a classé un signalement concernant <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-grant = a nommé modérateur{"\u00A0"}: <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-did-revoke = a retiré son rôle de modérateur à <a href="/moderation/players/{ $url }">{ $name }</a>
moderation-operator-granted = nommé modérateur par l’opérateur
moderation-operator-revoked = rôle de modérateur retiré par l’opérateur
moderation-dismissed = Signalement { $report } classé.
moderation-removed = Message supprimé{"\u00A0"}: tout le monde voit désormais «{"\u00A0"}supprimé par un modérateur{"\u00A0"}» à sa place{"\u00A0"}; son auteur reçoit un mail le lui disant s’il a une adresse vérifiée.
moderation-suspended = { $name }{"\u00A0"}: compte suspendu, déconnexion partout, et ses places dans les parties en cours jouent désormais automatiquement.
moderation-restored = { $name } peut de nouveau se connecter (ses places d’alors restent au joueur automatique).
moderation-moderators-only = seuls les modérateurs peuvent voir cette page
moderation-no-report = ce signalement n’existe pas
moderation-message-gone = ce message n’existe pas, ou il a déjà été supprimé
moderation-suspend-computer = les joueurs ordinateur ne peuvent pas être suspendus
moderation-suspend-moderator = les modérateurs ne peuvent pas être suspendus par un modérateur{"\u00A0"}: l’opérateur retire d’abord le rôle (maipenrai admin revoke NOM)
moderation-suspended-already = le compte { $name } est déjà suspendu
moderation-suspend-changed = le compte { $name } n’a pas pu être suspendu{"\u00A0"}: il a changé entre-temps{"\u00A0"}; regardez de nouveau
moderation-not-suspended = le compte { $name } n’est pas suspendu
moderation-report-closed-already = ce signalement est déjà clos
moderation-report-not-about = le signalement { $report } n’est pas un signalement ouvert sur ce sujet{"\u00A0"}; rien n’a été fait
moderation-moderator-computer = un joueur ordinateur ne peut pas être modérateur
moderation-moderator-suspended = le compte { $name } est suspendu{"\u00A0"}: un modérateur doit d’abord le rétablir

## Mails à la personne visée par un modérateur.
moderation-mail-removed-subject = Un modérateur a supprimé l’un de vos messages de chat
moderation-mail-removed = Un modérateur a supprimé un message que vous avez écrit dans le chat d’une partie ({ $link }). À sa place, on lit maintenant «{"\u00A0"}supprimé par un modérateur{"\u00A0"}». La raison du modérateur{"\u00A0"}: «{"\u00A0"}{ $reason }{"\u00A0"}».
moderation-mail-suspended-subject = Votre compte Mai Pen Rai a été suspendu
moderation-mail-suspended = Un modérateur a suspendu votre compte. Vous ne pouvez pas vous connecter tant qu’il est suspendu, et vos places dans les parties qui étaient en cours jouent désormais automatiquement. La raison du modérateur{"\u00A0"}: «{"\u00A0"}{ $reason }{"\u00A0"}». Si vous pensez que c’est une erreur, écrivez aux personnes qui gèrent ce site.
moderation-mail-restored-subject = Votre compte Mai Pen Rai a été rétabli
moderation-mail-restored = Un modérateur a levé la suspension de votre compte{"\u00A0"}: vous pouvez de nouveau vous connecter. Les places que vous aviez dans les parties d’alors restent au joueur automatique. Les mots du modérateur{"\u00A0"}: «{"\u00A0"}{ $reason }{"\u00A0"}».

## Les pages de règles.
rules-title = Règles
rules-intro = Les règles de chaque jeu de ce site, racontées avec nos propres mots, avec les décisions que ce serveur a prises là où les règles imprimées laissent de la place.
rules-computers-link = Jouer avec ou contre l’ordinateur{"\u00A0"}: <a href="/rules/computer-players">comment jouent les joueurs ordinateur</a>.
rules-verifiable-link = Vérifier que personne n’a changé les cartes{"\u00A0"}: <a href="/rules/verifiable-setup">mises en place vérifiables</a>.
rules-languages = Langue des règles
rules-no-such-game = ce jeu n’existe pas sur ce site

rules-computers-title = Joueurs ordinateur
rules-computers-intro = Chaque jeu de ce site peut se jouer avec des joueurs ordinateur{"\u00A0"}: pour compléter une table quand il manque un ami, pour essayer un jeu seul ce soir, ou — une fois que vous avez le lien d’une invitation — aux côtés des personnes que vous invitez. Choisissez-les dans le formulaire d’invitation («{"\u00A0"}Joueurs ordinateur{"\u00A0"}»), ou appuyez sur <strong>Jouer maintenant</strong> à l’accueil pour une partie à deux contre l’un d’eux qui commence aussitôt. Au moins une place revient toujours à une personne.
rules-computers-know = Ce qu’ils savent
rules-computers-know-text = Un joueur ordinateur voit exactement ce que verrait une personne à sa place, et rien de plus{"\u00A0"}: sa propre main, le plateau, les cartes que tout le monde peut voir, et la même portion d’historique que le serveur montrerait à cette place. Il ne garde aucune mémoire d’un coup à l’autre. Ce qui est caché à sa place — les mains des autres joueurs, l’ordre d’une pioche — il ne le lit pas{"\u00A0"}: avant chaque coup, il imagine de nombreuses façons dont la partie cachée pourrait être, toutes compatibles avec ce qu’il voit, et essaie ses coups dans chacune d’elles. Deux positions qui semblent identiques depuis sa place reçoivent toujours la même réflexion.
rules-computers-levels = Les niveaux
rules-computers-beginner = Débutant
rules-computers-beginner-text = Joue vite des coups légaux et raisonnables, en anticipant très peu. Un premier adversaire accommodant.
rules-computers-standard = Standard
rules-computers-standard-text = Cherche{"\u00A0"}: il imagine la partie cachée de nombreuses fois, essaie dans chaque cas ses coups et les réponses des autres, joue chaque ligne jusqu’à la fin de la partie (recherche arborescente Monte-Carlo sur ce que sa place peut savoir), et joue le coup qui a le mieux tenu.
rules-computers-strong = Fort
rules-computers-strong-text = La même recherche, environ dix fois plus longue.
rules-computers-time = Leur temps de réflexion se compte en parties simulées, pas en secondes, si bien que la même position reçoit le même coup sur n’importe quelle machine{"\u00A0"}; une limite de temps protège seulement contre un serveur lent. Les joueurs ordinateur jouent leurs coups en arrière-plan, un instant après que leur tour est venu{"\u00A0"}; on vous prévient comme d’habitude quand c’est de nouveau à vous.
rules-computers-sharing = Quand beaucoup de parties attendent des joueurs ordinateur, chacun son tour{"\u00A0"}: votre partie attend au plus un coup pour chaque autre personne, quel que soit son nombre de parties, et un coup pour quelqu’un qui n’a pas été servi depuis un moment passe devant un coup en cours. Une personne peut être dans { $max ->
        [one] une partie
       *[other] { $max } parties
    } avec des joueurs ordinateur à la fois, en comptant les invitations qui attendent encore des joueurs.
rules-computers-page = Sur la page
rules-computers-page-text = Les joueurs ordinateur portent le nom de leur niveau («{"\u00A0"}{ $name }{"\u00A0"}») et sont signalés comme ordinateurs partout où les joueurs sont listés{"\u00A0"}; l’historique indique les coups joués par l’ordinateur.

rules-verifiable-title = Mises en place vérifiables
rules-verifiable-intro = Dans un jeu à information cachée, le serveur distribue les cartes{"\u00A0"}: l’ordre de chaque pioche est tiré au début de la partie, avant que quiconque joue. Pour que personne n’ait à croire sur parole que la donne n’a pas été changée ensuite, le serveur s’y engage.
rules-verifiable-how = Comment cela fonctionne
rules-verifiable-step-start = Au début d’une partie, le serveur note toute sa mise en place et tire 32{"\u00A0"}octets aléatoires, le <em>sel</em>. Il publie l’empreinte SHA-256 des deux ensemble — sur la page de la partie, dans les données de la partie de l’API, et dans les notifications annonçant le début de la partie (mail, flux et webhook), qu’il ne peut pas reprendre.
rules-verifiable-step-running = Tant que la partie dure, seule l’empreinte est affichée. Sans le sel, elle ne révèle rien des cartes.
rules-verifiable-step-end = À la fin de la partie, le serveur révèle la mise en place et le sel. N’importe qui peut les hacher de nouveau et comparer le résultat à l’empreinte publiée au début{"\u00A0"}: la page de la partie le fait dans votre navigateur, et le journal téléchargé peut être vérifié avec <code>maipenrai verify game.json</code> ou à la main.
rules-verifiable-browser = Votre navigateur retient aussi la première empreinte qu’il a vue pour chaque partie et vous avertit si la page en montre un jour une autre.
rules-verifiable-by-hand = À la main
rules-verifiable-by-hand-text = Les octets hachés sont la mise en place en JSON canonique (les clés de chaque objet dans l’ordre, sans espaces) suivie des 32{"\u00A0"}octets du sel. Avec le journal téléchargé et <code>jq</code>{"\u00A0"}:
rules-verifiable-comment-fingerprint = l’empreinte
rules-verifiable-comment-setup = la même mise en place que la canonique
rules-verifiable-proves = Ce que cela prouve, et ce que cela ne prouve pas
rules-verifiable-proves-text = Cela prouve que la mise en place que vous voyez à la fin est celle qui a été fixée au début{"\u00A0"}: aucune carte n’a été déplacée pendant la partie, quel que soit le joueur en tête. Cela ne prouve pas que la donne était aléatoire ou équitable{"\u00A0"}: la personne qui fait tourner le serveur pourrait lire la base de données pendant la partie, ou aurait pu choisir une donne avant de s’y engager. Un engagement protège contre la modification du passé, pas contre un hôte qui triche dès le départ — jouez sur un serveur dont vous faites confiance à l’hôte. Les parties commencées avant que ce site ne s’engage sur les mises en place n’affichent pas d’empreinte.

social-chat-new = nouveau

social-end-others-play = d’autres jouent encore cette partie{"\u00A0"}: elle ne peut être terminée qu’une fois que tous les autres joueurs l’ont quittée
social-end-title = Tous les autres ont quitté cette partie
social-end-explain = Vous pouvez la terminer maintenant au lieu de continuer contre des coups automatiques.
social-end-offer-win = Elle se termine alors par votre victoire, classée comme toute partie terminée.
social-end-offer-too-short = Elle est alors annulée plutôt que gagnée{"\u00A0"}: une partie classée demande que chaque joueur ait joué { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } de son côté.
social-end-offer-casual = Comme la partie est amicale, elle est alors annulée plutôt que gagnée.
social-end-button = Terminer la partie
social-ended-won = La partie est terminée{"\u00A0"}: vous gagnez.
social-ended-cancelled = La partie est annulée.

## Le jeu loyal pour les cotes (docs/social.md § Fair play)
ratings-rules-link = Comment les cotes restent loyales
games-unrated-fair-play = Non classée{"\u00A0"}: voir la règle du jeu loyal.
fair-play-established = Joueur reconnu.
fair-play-not-established = Pas encore joueur reconnu.
fair-play-you-need = Vous n’êtes encore dans aucun classement{"\u00A0"}: ils montrent les joueurs reconnus, et vous le devenez avec des parties classées contre { $needed } joueurs reconnus différents. Vous en avez affronté { $have }.
fair-play-nobody-yet = Personne n’est encore reconnu sur ce site, aucun classement ne montre donc personne. L’opérateur du site ou un modérateur désigne les premiers joueurs reconnus{"\u00A0"}; tous les autres le deviennent en jouant des parties classées contre eux.
fair-play-voided = Un modérateur a annulé vos cotes ({ $reason }){"\u00A0"}: vos parties ne comptent pour la cote de personne. Si vous pensez que c’est une erreur, <a href="{ $url }">écrivez aux modérateurs</a>.
fair-play-computer = les joueurs ordinateur n’ont pas de cote à reconnaître ni à annuler
fair-play-establish-voided = les cotes de { $name } sont annulées{"\u00A0"}: rétablissez-les avant de reconnaître { $name }
fair-play-void-none = nommez au moins un compte dont annuler les cotes
moderation-why-fair-play = dites pourquoi vous le faites
fair-play-heading = Jeu loyal
fair-play-status-established = Reconnu ({ $how }).
fair-play-by-operator = désigné par l’opérateur
fair-play-by-moderator = désigné par un modérateur
fair-play-by-games = par des parties classées contre des joueurs reconnus
fair-play-status-not = Pas reconnu{"\u00A0"}: des parties classées contre { $have } des { $needed } joueurs reconnus qu’il faut.
fair-play-status-voided = Cotes annulées{"\u00A0"}: { $reason }
fair-play-linked-heading = Comptes vus depuis le même réseau ({ $days } derniers jours)
fair-play-linked-none = Aucun autre compte n’a été vu depuis ses réseaux.
fair-play-linked-same = vu depuis le même réseau, { $network } ({ $how }, { $when }){"\u00A0"}: leurs parties classées entre eux ne comptent pas
fair-play-linked-near = vu depuis { $network }, dans le même /24 seulement ({ $how }, { $when }){"\u00A0"}: un signal pour vous, pas un lien
fair-play-seen-signup = à l’inscription
fair-play-seen-login = à une connexion
fair-play-establish-button = Reconnaître ce joueur
fair-play-establish-explain = Les parties classées d’un joueur reconnu permettent à d’autres de le devenir. Ne reconnaissez que des personnes que vous savez être des joueurs réels et distincts.
fair-play-void-button = Annuler les cotes
fair-play-void-explain = Les comptes nommés ici perdent leurs cotes et leur statut de joueur reconnu, leurs parties ne comptent pour la cote de personne, et toutes les cotes du site sont recalculées à partir des parties enregistrées. On peut revenir en arrière.
fair-play-void-names = Comptes, séparés par des espaces{"\u00A0"}:
fair-play-restore-explain = Leurs parties comptent de nouveau, et toutes les cotes du site sont recalculées à partir des parties enregistrées.
fair-play-restore-button = Rétablir les cotes
fair-play-record-heading = Registre du jeu loyal
fair-play-did-established = a reconnu { $name }
fair-play-did-voided = a annulé les cotes de { $name }
fair-play-did-restored = a rétabli les cotes de { $name }
fair-play-operator-established = reconnu par l’opérateur
fair-play-operator-voided = cotes annulées par l’opérateur
fair-play-operator-restored = cotes rétablies par l’opérateur
fair-play-established-done = { $name } est maintenant un joueur reconnu.
fair-play-established-already = { $name } était déjà un joueur reconnu.
fair-play-voided-done = { $count ->
    [one] Les cotes d’un compte sont annulées
   *[other] Les cotes de { $count }{"\u00A0"}comptes sont annulées
}{"\u00A0"}; toutes les cotes sont en cours de recalcul.
fair-play-restored-done = Les cotes de { $name } sont rétablies{"\u00A0"}; toutes les cotes sont en cours de recalcul.
fair-play-restored-not = Les cotes de { $name } n’étaient pas annulées.
rules-ratings-link = Comment les cotes sont comptées et restent loyales{"\u00A0"}: <a href="/rules/ratings">cotes et jeu loyal</a>.
rules-ratings-title = Cotes et jeu loyal
rules-ratings-intro = Chaque partie classée fait bouger la cote de ses joueurs{"\u00A0"}: une victoire contre plus fort davantage, une défaite contre plus faible aussi. Une cote est une estimation avec son incertitude, et les classements trient selon son côté prudent, pour que quelques parties chanceuses ne mettent personne en tête.
rules-ratings-counted = Quelles parties comptent
rules-ratings-counted-text = Une partie compte si son hôte l’a laissée classée, qu’elle est allée à son terme et que chaque joueur a joué au moins { $moves } coups lui-même. Entre les deux mêmes personnes, au plus { $games } parties classées comptent par 24 heures{"\u00A0"}; les suivantes sont amicales. Les joueurs ordinateur et les parties à mains ouvertes ne sont jamais classés.
rules-ratings-established = Joueurs reconnus
rules-ratings-established-text = Une cote ne monte au-dessus de celle d’un nouveau joueur, et son joueur n’entre dans les classements, que par des résultats contre des joueurs reconnus. Vous devenez reconnu avec des parties classées contre { $opponents } joueurs reconnus différents (contre tous tant qu’ils sont moins nombreux sur le site). D’ici là, votre cote peut baisser mais pas monter au-dessus du point de départ de chacun.
rules-ratings-start = Sur un nouveau site, personne n’est reconnu{"\u00A0"}: l’opérateur ou un modérateur désigne les premiers joueurs reconnus, des personnes qu’il connaît, et les autres suivent en jouant contre eux.
rules-ratings-networks = Comptes sur une même connexion
rules-ratings-networks-text = Quand deux comptes ont été utilisés depuis la même connexion internet au cours des { $days } derniers jours, leurs parties classées entre eux ne comptent pour aucun des deux, et aucun n’aide l’autre à devenir reconnu. La page de la partie dit alors seulement qu’elle n’a pas été classée. Les modérateurs peuvent voir ces liens, jamais les autres joueurs.
rules-ratings-networks-off = Ce site compte les parties classées de comptes sur la même connexion internet comme toutes les autres (son opérateur l’a choisi, pour une famille ou un club qui joue depuis un même lieu).
rules-ratings-board = Classements
rules-ratings-board-text = Un classement montre les joueurs reconnus dont la cote n’est plus provisoire, avec au moins { $games } parties classées contre { $opponents } adversaires différents dans son groupe.
rules-ratings-void = Quand quelqu’un triche
rules-ratings-void-text = Les modérateurs peuvent annuler les cotes de comptes qui jouent contre eux-mêmes ou trichent autrement. Leurs parties ne comptent alors pour personne, et toutes les cotes sont recalculées à partir des parties enregistrées. Ces annulations sont consignées et réversibles{"\u00A0"}: si la vôtre est une erreur, signalez-le aux modérateurs depuis votre profil.

## L’index des règles : jouer avec un lecteur d’écran ou au clavier.
rules-access-title = Jouer avec un lecteur d’écran ou au clavier
rules-access-board = Sous chaque plateau, « Le plateau en toutes lettres » dit tout ce que le dessin vous montre, en titres et en listes{" "}: chaque partie du plateau, qui tient quoi, les cartes que vous pouvez voir et la situation de chaque joueur. Les étapes de l’historique l’ont aussi.
rules-access-keys = Quand c’est votre tour, la page de la partie place le focus sur le premier choix de votre coup. Dans « Votre coup », les touches 1 à 9 prennent le choix qui porte ce numéro (il est affiché dessus), les flèches passent d’un choix à l’autre, Échap revient d’une étape et Entrée confirme. Chaque choix est aussi un simple lien, et chaque coup peut être tapé en notation.
rules-access-news = Quand un autre joueur joue, la page se met à jour sans vous faire perdre votre place et lit qui a joué et comment{" "}; après avoir confirmé votre coup, le message qui le décrit est lu. Sans JavaScript, tout fonctionne avec des liens et des formulaires, et Actualiser montre ce qui est nouveau.
