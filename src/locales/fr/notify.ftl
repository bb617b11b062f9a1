# Les mots des notifications : e-mails (templates/email/*.txt), messages de webhook et flux
# Atom privé, chacun dans la langue de son destinataire. Voir src/game/text/mod.rs
# (SITE_MESSAGES).

## Ce que partagent tous les e-mails.
notify-mail-hello = Bonjour { $name },
notify-mail-footer = Mai Pen Rai. Choisissez ici les e-mails que vous recevez : { $url }
notify-since-last-move = Depuis votre dernier coup :
notify-in-the-chat = Dans la discussion :
notify-recap-more = … et { $count } { $count ->
        [one] étape précédente
       *[other] étapes précédentes
    } ({ $url })
notify-step-played = { $name } a joué { $move }.
notify-chat-wrote = { $name } a écrit : { $text }

## « À vous de jouer » (templates/email/turn.txt).
notify-turn-subject = À vous de jouer : { $title } (avec { $others })
notify-turn-intro = C’est à vous de jouer dans { $title } (avec { $others }).
notify-turn-time-left = Temps restant pour ce coup : { $left }.
notify-turn-play-now = Jouer maintenant : { $url }
notify-turn-footer =
    Mai Pen Rai. Vous recevez cet e-mail parce que vous avez choisi un e-mail à chaque tour
    de jeu (au plus un par partie et par heure). Modifiez ce choix ici : { $url }

## « Votre partie a commencé » (templates/email/started.txt).
notify-started-subject = Votre partie a commencé : { $title }
notify-started-intro = Votre invitation est complète et la partie a commencé : { $title }, avec { $others }.
notify-started-your-turn = C’est à vous de jouer.
notify-started-first = { $name } joue en premier ; nous vous préviendrons quand ce sera à vous de jouer.
notify-started-go = Aller à la partie : { $url }
notify-started-commitment =
    Avant le premier coup, le serveur s’est engagé sur la mise en place de cette partie (tout
    ce qui est tiré au hasard, comme l’ordre d’une pioche). Son empreinte, SHA-256 de la mise
    en place et d’un sel secret :
notify-started-keep =
    Gardez cet e-mail : à la fin de la partie, la mise en place et le sel sont révélés et vous
    pourrez les comparer à cette empreinte (la page de la partie le fait pour vous ; comment :
    { $url }#commitment).

## « La partie est terminée » (templates/email/ended.txt).
notify-ended-subject-won = La partie est terminée — vous avez gagné : { $title }
notify-ended-subject-lost = La partie est terminée — vous avez perdu : { $title }
notify-ended-won = La partie est terminée : vous avez gagné !
notify-ended-lost = La partie est terminée : vous avez perdu.
notify-ended-with = { $title }, avec { $others }.
notify-ended-see = Voir la position finale et toute la partie : { $url }

## Le résumé quotidien (templates/email/digest.txt).
notify-digest-subject = { $count ->
        [one] Mai Pen Rai : une partie attend votre coup
       *[other] Mai Pen Rai : { $count } parties attendent votre coup
    }
notify-digest-intro = { $count ->
        [one] Une partie attend votre coup :
       *[other] { $count } parties attendent votre coup :
    }
notify-digest-game = { $title } (avec { $others }), en attente depuis { $waiting }
notify-digest-game-left = { $title } (avec { $others }), en attente depuis { $waiting }, temps restant : { $left }
notify-digest-footer =
    Mai Pen Rai. Vous recevez cet e-mail une fois par jour parce que vous avez choisi le
    résumé quotidien. Modifiez ce choix ici : { $url }

## Une invitation nominative (templates/email/invited.txt).
notify-invited-subject = { $inviter } vous invite à jouer à { $title }
notify-invited-intro = { $inviter } vous invite à jouer à { $title }.
notify-invited-note = « { $note } »
notify-invited-join = Rejoignez la partie ici : { $url }
notify-invited-lobby = (Vous trouvez aussi cette invitation sur votre page Accueil.)

## Confirmer une adresse e-mail (templates/email/verify.txt).
notify-verify-subject = Confirmez votre adresse pour Mai Pen Rai
notify-verify-ask =
    Merci de confirmer que Mai Pen Rai peut envoyer des notifications de partie à { $email }
    en ouvrant ce lien { $hours ->
        [one] dans l’heure
       *[other] dans les { $hours } heures
    } :
notify-verify-ignore = Si vous n’avez rien demandé, ignorez cet e-mail : rien ne vous sera envoyé.

## Choisir un nouveau mot de passe (templates/email/reset.txt).
notify-reset-subject = Choisissez un nouveau mot de passe pour Mai Pen Rai
notify-reset-asked =
    Quelqu’un (vous, nous l’espérons) a demandé à choisir un nouveau mot de passe pour votre
    compte Mai Pen Rai. Ouvrez ce lien { $hours ->
        [one] dans l’heure
       *[other] dans les { $hours } heures
    } pour le choisir :
notify-reset-once = Le lien ne sert qu’une fois. Choisir un nouveau mot de passe vous déconnecte partout ailleurs.
notify-reset-ignore = Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.

## L’action d’un modérateur (templates/email/moderation.txt).
notify-moderation-record = Les modérateurs gardent une trace de chacune de leurs actions, avec sa raison.

## Les adresses e-mail saisies (erreurs).
notify-address-enter = saisissez une adresse e-mail, par exemple nom@example.org
notify-address-ip = { $address } désigne un serveur par son adresse IP ; utilisez un nom de domaine
notify-address-invalid = { $address } n’est pas une adresse e-mail

## Les messages de webhook (une ligne).
notify-webhook-started = { $name } : votre partie a commencé : { $title } (avec { $others }). { $url }
notify-webhook-commitment = — Engagement sur la mise en place (SHA-256) : { $sha }
notify-webhook-turn = { $name } : c’est à vous de jouer dans { $title } (avec { $others }). { $url }
notify-webhook-since = — Depuis votre dernier coup : { $recap }
notify-your-turn = À vous de jouer : { $title }

## Le flux Atom privé.
notify-feed-title = Mai Pen Rai — parties { DE($name) }
notify-feed-time-left = Temps restant : { $left }.
notify-feed-started = Partie commencée : { $title }
notify-feed-commitment = Avant le premier coup, le serveur s’est engagé sur la mise en place de cette partie : SHA-256 { $sha }. À la fin de la partie, la mise en place et son sel sont révélés pour être comparés à cette empreinte.
notify-feed-move = { $title } : coup { $step } joué par { $name }
notify-feed-wrote = { $title } : { $name } a écrit
notify-feed-won = Partie terminée — vous avez gagné : { $title }
notify-feed-lost = Partie terminée — vous avez perdu : { $title }
notify-feed-cancelled = Annulée après être restée bloquée : { $title }
notify-feed-cancelled-summary = Les joueurs ont voté l’annulation de cette partie, restée bloquée.

## Push notices (src/notify/push.rs): a chat message, a test.
notify-chat-push-title = { $name } a écrit dans { $title }
notify-push-test-title = Les notifications fonctionnent
notify-push-test-body = Cet appareil sera informé de vos parties sur Mai Pen Rai.
