<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CoachMark</name>
    <message>
        <source>Leave the guided game</source>
        <translation>Quitter la partie guidée</translation>
    </message>
</context>
<context>
    <name>ConfigureDialog</name>
    <message>
        <source>Settings pages</source>
        <translation>Pages des réglages</translation>
    </message>
    <message>
        <source>Puts back the values of a first start on the page shown only; the other pages keep theirs. Nothing changes before OK or Apply.</source>
        <translation>Remet les valeurs d&apos;un premier lancement sur la page affichée seulement&#xa0;; les autres pages gardent les leurs. Rien ne change avant OK ou Appliquer.</translation>
    </message>
    <message>
        <source>Use these settings now and keep the dialog open</source>
        <translation>Appliquer ces réglages maintenant sans fermer la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Taille du texte&#xa0;:</translation>
    </message>
    <message>
        <source>The language and the text size apply from the next start: you are offered to start again at once, and your game goes on where it is.</source>
        <translation>La langue et la taille du texte s&apos;appliquent au prochain lancement&#xa0;: vous pourrez redémarrer aussitôt, et votre partie reprendra là où elle en est.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>What a new game proposes for a seat the last game did not have (a new game starts from the last game&apos;s players).</source>
        <translation>Ce qu&apos;une nouvelle partie propose pour une place que la dernière partie n&apos;avait pas (une nouvelle partie reprend les joueurs de la dernière).</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Joueur &amp;%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>Frosted Blooms</source>
        <translation>Frosted Blooms</translation>
    </message>
    <message>
        <source>Do you want to save the current game?</source>
        <translation>Voulez-vous enregistrer la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Save, then start a new game…</source>
        <translation>&amp;Enregistrer, puis nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Abandonner la partie</translation>
    </message>
    <message>
        <source>%1 is not finished. A new game replaces it.</source>
        <translation>%1 n&apos;est pas terminée. Une nouvelle partie la remplacera.</translation>
    </message>
    <message>
        <source>&amp;Save, then open…</source>
        <translation>&amp;Enregistrer, puis ouvrir…</translation>
    </message>
    <message>
        <source>%1 is not finished. The game you open replaces it.</source>
        <translation>%1 n&apos;est pas terminée. La partie que vous ouvrez la remplacera.</translation>
    </message>
    <message>
        <source>&amp;Save, then switch…</source>
        <translation>&amp;Enregistrer, puis changer…</translation>
    </message>
    <message>
        <source>%1 is not finished. A new game with the other data set replaces it.</source>
        <translation>%1 n&apos;est pas terminée. Une nouvelle partie avec l&apos;autre jeu de données la remplacera.</translation>
    </message>
    <message>
        <source>&amp;Save, then quit…</source>
        <translation>&amp;Enregistrer, puis quitter…</translation>
    </message>
    <message>
        <source>&amp;Quit without saving</source>
        <translation>&amp;Quitter sans enregistrer</translation>
    </message>
    <message>
        <source>%1 is not finished. Without saving, it is still offered for resuming at the next start, until a new game replaces it.</source>
        <translation>%1 n&apos;est pas terminée. Sans enregistrement, elle vous sera encore proposée au prochain lancement, jusqu&apos;à ce qu&apos;une nouvelle partie la remplace.</translation>
    </message>
</context>
<context>
    <name>FirstGameChoice</name>
    <message>
        <source>Which game would you like to play?</source>
        <translation>À quel jeu voulez-vous jouer ?</translation>
    </message>
    <message>
        <source>You can change the game whenever you start a new one.</source>
        <translation>Vous pourrez changer de jeu chaque fois que vous commencez une nouvelle partie.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
</context>
<context>
    <name>Frame</name>
    <message>
        <source>Open re&amp;cent</source>
        <translation>Ouvrir une partie récen&amp;te</translation>
    </message>
    <message>
        <source>%1 is no longer there; it was taken off the recent games.</source>
        <translation>%1 n&apos;existe plus&#xa0;; il a été retiré des parties récentes.</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Start again now? Your game is autosaved and goes on where it is.</source>
        <translation>Redémarrer maintenant&#xa0;? Votre partie est sauvegardée automatiquement et reprendra là où elle en est.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <source>%1 could not start again: %2</source>
        <translation>%1 n&apos;a pas pu redémarrer : %2</translation>
    </message>
    <message>
        <source>Your autosaved game could not be opened.</source>
        <translation>Votre partie sauvegardée automatiquement n&apos;a pas pu être ouverte.</translation>
    </message>
    <message>
        <source>Your autosaved game could not be opened; it was kept as %1.</source>
        <translation>Votre partie sauvegardée automatiquement n&apos;a pas pu être ouverte&#xa0;; elle a été conservée sous le nom %1.</translation>
    </message>
</context>
<context>
    <name>GameSwitcher</name>
    <message>
        <source>%1 could not open its window; %2 stays on the table.</source>
        <translation>%1 n&apos;a pas pu ouvrir sa fenêtre ; %2 reste sur la table.</translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <source>Hand over</source>
        <translation>Passage de l&apos;écran</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>Pass the screen to %1. The other players look away: %1’s cards show once they are ready.</source>
        <translation>Passez l&apos;écran à %1. Les autres joueurs détournent le regard&#xa0;: les cartes de %1 s&apos;affichent une fois que %1 est prêt.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Je suis %1&#xa0;: montrer mes cartes</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>it is larger than 1 MiB</source>
        <translation>le fichier dépasse 1 Mio</translation>
    </message>
    <message>
        <source>no free name</source>
        <translation>aucun nom libre</translation>
    </message>
    <message>
        <source>Cannot create the folder “%1”.</source>
        <translation>Impossible de créer le dossier «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>StandardActions</name>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Res&amp;tart this game</source>
        <translation>Re&amp;commencer cette partie</translation>
    </message>
    <message>
        <source>Start this game again from its deal, with the same players</source>
        <translation>Recommencer cette partie depuis sa donne, avec les mêmes joueurs</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back a step of your turn</source>
        <translation>Annuler une étape de votre tour</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Con&amp;figure %1…</source>
        <translation>&amp;Configurer %1…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About %1</source>
        <translation>À &amp;propos de %1</translation>
    </message>
</context>
<context>
    <name>StartChoices</name>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>Normal (%1%)</source>
        <translation>Normale (%1&#xa0;%)</translation>
    </message>
    <message>
        <source>Large (%1%)</source>
        <translation>Grande (%1&#xa0;%)</translation>
    </message>
    <message>
        <source>Larger (%1%)</source>
        <translation>Très grande (%1&#xa0;%)</translation>
    </message>
    <message>
        <source>Larger text scales the whole table: tiles, cards and words</source>
        <translation>Un texte plus grand agrandit toute la table de jeu&#xa0;: tuiles, cartes et mots</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Taille du texte</translation>
    </message>
    <message>
        <source>%1 speaks %2 from its next start.</source>
        <translation>Langue de %1 au prochain lancement&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The table is shown at %1% from the next start.</source>
        <translation>La table de jeu sera affichée à %1&#xa0;% dès le prochain lancement.</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Rules</source>
        <comment>window title</comment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <comment>window title</comment>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>Settings not read: “%1” is larger than 1 MiB; the defaults are used this time.</source>
        <translation>Réglages non lus&#xa0;: «&#xa0;%1&#xa0;» dépasse 1 Mio&#xa0;; les valeurs par défaut sont utilisées cette fois-ci.</translation>
    </message>
    <message>
        <source>Settings not read: “%1” is not a regular file; the defaults are used this time.</source>
        <translation>Réglages non lus&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un fichier ordinaire&#xa0;; les valeurs par défaut sont utilisées cette fois-ci.</translation>
    </message>
    <message>
        <source>Language: en, fr or ja (default: Settings ▸ Language, else the system&apos;s).</source>
        <translation>Langue&#xa0;: en, fr ou ja (par défaut&#xa0;: Réglages ▸ Langue, sinon celle du système).</translation>
    </message>
    <message>
        <source>Size of the table and its text in percent: 100, 125 or 150 (default: Settings ▸ Text size).</source>
        <translation>Taille de la table de jeu et de son texte, en pourcentage&#xa0;: 100, 125 ou 150 (par défaut&#xa0;: Réglages ▸ Taille du texte).</translation>
    </message>
    <message>
        <source>The game to play: %1 (default: %2).</source>
        <translation>Le jeu à jouer&#xa0;: %1 (par défaut&#xa0;: %2).</translation>
    </message>
    <message>
        <source>Frosted Blooms, a tile-laying garden game</source>
        <translation>Frosted Blooms, un jeu de pose de tuiles et de jardins</translation>
    </message>
    <message>
        <source>A saved game to open (*.frosted.json); with --screenshot, the game rendered (--turns 0 unless given).</source>
        <translation>Une partie enregistrée à ouvrir (*.frosted.json)&#xa0;; avec --screenshot, la partie à capturer (--turns 0 par défaut).</translation>
    </message>
    <message numerus="yes">
        <source>give at most one saved game to open, not %n.</source>
        <comment>the files given</comment>
        <translation>
            <numerusform>donnez au plus une partie sauvegardée à ouvrir, pas %n.</numerusform>
            <numerusform>donnez au plus une partie sauvegardée à ouvrir, pas %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>--lang must be en, fr or ja, not “%1”.</source>
        <translation>--lang doit valoir en, fr ou ja, et non «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>--text-size must be 100, 125 or 150, not “%1”.</source>
        <translation>--text-size doit valoir 100, 125 ou 150, et non «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>--game must be one of %1, not “%2”.</source>
        <translation>--game doit valoir l’un de %1, et non «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>the game is already running: its window was brought forward.</source>
        <translation>le jeu est déjà lancé : sa fenêtre a été mise au premier plan.</translation>
    </message>
</context>
<context>
    <name>savefiles</name>
    <message>
        <source>Frosted Blooms games (*.frosted.json);;All files (*)</source>
        <translation>Parties Frosted Blooms (*.frosted.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot write “%1”: it is a folder.</source>
        <translation>Impossible d&apos;écrire «&#xa0;%1&#xa0;»&#xa0;: c&apos;est un dossier.</translation>
    </message>
    <message>
        <source>Cannot write “%1”: it is not a regular file.</source>
        <translation>Impossible d&apos;écrire «&#xa0;%1&#xa0;»&#xa0;: ce n&apos;est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2.</source>
        <translation>Impossible d&apos;écrire «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cannot keep the previous autosave as “%1”: %2.</source>
        <translation>Impossible de conserver la sauvegarde automatique précédente sous le nom «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The autosave “%1” cannot be resumed: %2</source>
        <translation>La sauvegarde automatique «&#xa0;%1&#xa0;» ne peut pas être reprise&#xa0;: %2</translation>
    </message>
    <message>
        <source>The autosave “%1” could not be opened: %2</source>
        <translation>La sauvegarde automatique «&#xa0;%1&#xa0;» n&apos;a pas pu être ouverte&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 It was kept as “%2” and will not be overwritten.</source>
        <translation>%1 Elle a été conservée sous le nom «&#xa0;%2&#xa0;» et ne sera pas écrasée.</translation>
    </message>
    <message>
        <source>no free name beside it</source>
        <translation>aucun nom libre à côté</translation>
    </message>
    <message>
        <source>%1 It could not be renamed aside (%2), so nothing is autosaved until “%3” is moved or deleted.</source>
        <translation>%1 Elle n&apos;a pas pu être renommée (%2)&#xa0;: rien ne sera sauvegardé automatiquement tant que «&#xa0;%3&#xa0;» n&apos;aura pas été déplacé ou supprimé.</translation>
    </message>
</context>
</TS>
