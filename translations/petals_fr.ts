<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>PetalsDailyDialog</name>
    <message>
        <source>Daily Petals</source>
        <translation>Petals du jour</translation>
    </message>
    <message>
        <source>Today’s deal is the same for every player of Petals %1. %2, play it against %3, a computer player of medium level.</source>
        <translation>La donne du jour est la même pour chaque joueur de Petals %1. %2, jouez-la contre %3, un joueur ordinateur de niveau moyen.</translation>
    </message>
    <message>
        <source>Attempts left today: %1 of %2.</source>
        <translation>Essais restants aujourd&apos;hui&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <source>Your best today: %1 points, and a win.</source>
        <translation>Votre meilleur résultat aujourd&apos;hui&#xa0;: %1 points, et une victoire.</translation>
    </message>
    <message>
        <source>Your best today: %1 points.</source>
        <translation>Votre meilleur résultat aujourd&apos;hui&#xa0;: %1 points.</translation>
    </message>
    <message>
        <source>No result yet today.</source>
        <translation>Pas encore de résultat aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Come back tomorrow for a new deal.</source>
        <translation>Revenez demain pour une nouvelle donne.</translation>
    </message>
    <message>
        <source>&amp;Play today’s deal</source>
        <translation>&amp;Jouer la donne du jour</translation>
    </message>
</context>
<context>
    <name>PetalsFiles</name>
    <message>
        <source>Cannot open “%1”: %2.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cannot create the folder “%1”.</source>
        <translation>Impossible de créer le dossier «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>PetalsNewGameDialog</name>
    <message>
        <source>New game — Petals</source>
        <translation>Nouvelle partie — Petals</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>The game to play. Choose another game to set it up in its own window.</source>
        <translation>Le jeu auquel jouer. Choisissez un autre jeu pour le préparer dans sa propre fenêtre.</translation>
    </message>
    <message>
        <source>Players (in the order of the table)</source>
        <translation>Joueurs (dans l&apos;ordre de la table)</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Standard: the highest total of your two lowest trackers wins</source>
        <translation>Standard&#xa0;: le plus haut total de vos deux pistes les plus basses gagne</translation>
    </message>
    <message>
        <source>Harmony: the smallest gap between your highest and lowest tracker wins</source>
        <translation>Harmonie&#xa0;: le plus petit écart entre votre piste la plus haute et la plus basse gagne</translation>
    </message>
    <message>
        <source>Either way the play is the same, and only a player who wins at least one tracker can win.</source>
        <translation>Dans les deux cas, le jeu est le même, et seul un joueur qui gagne au moins une piste peut gagner.</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>random — type a number for a reproducible deal</source>
        <translation>aléatoire — saisissez un nombre pour une donne reproductible</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Ordinateur — facile</translation>
    </message>
    <message>
        <source>Computer — medium</source>
        <translation>Ordinateur — moyen</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Ordinateur — difficile</translation>
    </message>
    <message>
        <source>Who plays for player %1</source>
        <translation>Qui joue pour le joueur %1</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the table, or the computer (easy for children and first games, medium a solid player, hard a strong opponent).</source>
        <translation>Qui joue à cette place&#xa0;: une personne à la table, ou l&apos;ordinateur (facile pour les enfants et les premières parties, moyen un joueur solide, difficile un adversaire redoutable).</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rose</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cercle</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>losange</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>hexagone</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a cube: its colour, then its shape</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Cube of player %1: %2</source>
        <translation>Cube du joueur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Player %1 plays the %2 cube.</source>
        <translation>Le joueur %1 joue le cube «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Name of player %1 (%2 cube)</source>
        <translation>Nom du joueur %1 (cube «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Tiré au sort</translation>
    </message>
</context>
<context>
    <name>PetalsRecordWindow</name>
    <message>
        <source>it is not a record of Petals (Game ▸ Export record… writes one)</source>
        <translation>ce n&apos;est pas un historique de Petals (Partie ▸ Exporter l&apos;historique… en écrit un)</translation>
    </message>
    <message>
        <source>The table at this step</source>
        <translation>La table à cette étape</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>« First</source>
        <translation>«&#xa0;Début</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lecture</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Last »</source>
        <translation>Fin&#xa0;»</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>The deal: %n player(s).</source>
        <translation>
            <numerusform>La donne&#xa0;: %n joueur.</numerusform>
            <numerusform>La donne&#xa0;: %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>scored the card placed</source>
        <translation>a marqué la carte posée</translation>
    </message>
    <message>
        <source>skipped the move</source>
        <translation>a renoncé au déplacement</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>rank %1, %2 points</source>
        <translation>rang %1, %2 points</translation>
    </message>
    <message>
        <source>not eligible</source>
        <translation>non éligible</translation>
    </message>
    <message>
        <source>The end.</source>
        <translation>Fin.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>placed a card (%1)</source>
        <translation>a posé une carte (%1)</translation>
    </message>
    <message>
        <source>moved a card (%1)</source>
        <translation>a déplacé une carte (%1)</translation>
    </message>
</context>
<context>
    <name>PetalsRulesDialog</name>
    <message>
        <source>Rules — Petals</source>
        <translation>Règles — Petals</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Les cartes</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Matching flowers and numbers</source>
        <translation>Assortir fleurs et nombres</translation>
    </message>
    <message>
        <source>Symbols and their effects</source>
        <translation>Les symboles et leurs effets</translation>
    </message>
    <message>
        <source>Moving a card</source>
        <translation>Déplacer une carte</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Qui gagne</translation>
    </message>
    <message>
        <source>The Harmony variant</source>
        <translation>La variante Harmonie</translation>
    </message>
    <message>
        <source>Petals — how to play</source>
        <translation>Petals — comment jouer</translation>
    </message>
    <message>
        <source>Lay square flower cards side by side so that the half-flowers along their edges meet, and score the flowers you complete on four trackers: &lt;b&gt;Fire&lt;/b&gt;, &lt;b&gt;Air&lt;/b&gt;, &lt;b&gt;Earth&lt;/b&gt; and &lt;b&gt;Water&lt;/b&gt;. At the end you must be the best on at least one tracker to be in the running; then the most &lt;b&gt;balanced&lt;/b&gt; garden wins: only your two weakest trackers count. For 2 to 5 players.</source>
        <translation>Posez des cartes fleurs carrées côte à côte pour que les demi-fleurs de leurs bords se rejoignent, et marquez les fleurs que vous complétez sur quatre pistes&#xa0;: &lt;b&gt;Feu&lt;/b&gt;, &lt;b&gt;Air&lt;/b&gt;, &lt;b&gt;Terre&lt;/b&gt; et &lt;b&gt;Eau&lt;/b&gt;. À la fin, vous devez être le meilleur sur au moins une piste pour rester en lice&#xa0;; ensuite, le jardin le plus &lt;b&gt;équilibré&lt;/b&gt; gagne&#xa0;: seules vos deux pistes les plus faibles comptent. De 2 à 5 joueurs.</translation>
    </message>
    <message>
        <source>The four trackers: Fire, Air, Earth and Water</source>
        <translation>Les quatre pistes&#xa0;: Feu, Air, Terre et Eau</translation>
    </message>
    <message>
        <source>Three cards: numbers only; two symbols (Fire and Air); a ladybug</source>
        <translation>Trois cartes&#xa0;: des nombres seulement&#xa0;; deux symboles (Feu et Air)&#xa0;; une coccinelle</translation>
    </message>
    <message>
        <source>Each card shows one &lt;b&gt;half-flower&lt;/b&gt; in the middle of each edge. A half-flower has a flower type — Fire (red, pointed flames), Air (white edged with lilac, round puffs), Earth (yellow, broad petals) or Water (blue, drops) — and either a &lt;b&gt;number&lt;/b&gt; (1, 2 or 3) or a &lt;b&gt;symbol&lt;/b&gt;, which counts as 0. Three cards show a ladybug: they only matter at setup (they are left out with 2 to 4 players).</source>
        <translation>Chaque carte montre une &lt;b&gt;demi-fleur&lt;/b&gt; au milieu de chaque bord. Une demi-fleur a un type de fleur — Feu (rouge, flammes pointues), Air (blanche bordée de lilas, bouffées rondes), Terre (jaune, larges pétales) ou Eau (bleue, gouttes) — et soit un &lt;b&gt;nombre&lt;/b&gt; (1, 2 ou 3), soit un &lt;b&gt;symbole&lt;/b&gt;, qui compte pour 0. Trois cartes montrent une coccinelle&#xa0;: elles ne comptent qu&apos;à la mise en place (on les retire à 2 à 4 joueurs).</translation>
    </message>
    <message>
        <source>At the start three cards lie diagonally in the middle of the table, each player holds 2 cards, and the rest is the face-down pile.</source>
        <translation>Au début, trois cartes sont posées en diagonale au milieu de la table, chaque joueur tient 2 cartes, et le reste forme la pioche, face cachée.</translation>
    </message>
    <message>
        <source>A turn is always: &lt;b&gt;place&lt;/b&gt; a card, &lt;b&gt;score&lt;/b&gt; it (and answer its effect if it triggers one), &lt;b&gt;draw&lt;/b&gt; the top card of the pile.</source>
        <translation>Un tour, c&apos;est toujours&#xa0;: &lt;b&gt;poser&lt;/b&gt; une carte, la &lt;b&gt;marquer&lt;/b&gt; (et répondre à son effet si elle en déclenche un), &lt;b&gt;piocher&lt;/b&gt; la carte du dessus de la pioche.</translation>
    </message>
    <message>
        <source>Place one of your two cards in an empty space touching a card on the table &lt;b&gt;along a side&lt;/b&gt; (a corner is not enough). You may turn it any way you like. It need not match anything, so there is always a place: nobody ever passes.</source>
        <translation>Posez l&apos;une de vos deux cartes sur une case vide qui touche une carte de la table &lt;b&gt;par un côté&lt;/b&gt; (un coin ne suffit pas). Vous pouvez la tourner comme vous voulez. Elle n&apos;a besoin de rien assortir&#xa0;: il y a donc toujours une place, et personne ne passe jamais.</translation>
    </message>
    <message>
        <source>Each side of your card that touches another card makes a &lt;b&gt;pair&lt;/b&gt;: the two half-flowers meet and make one flower. Only these pairs score.</source>
        <translation>Chaque côté de votre carte qui touche une autre carte forme une &lt;b&gt;paire&lt;/b&gt;&#xa0;: les deux demi-fleurs se rejoignent et forment une fleur. Seules ces paires marquent.</translation>
    </message>
    <message>
        <source>Earth 1 meets Earth 2: a flower match</source>
        <translation>Terre 1 rencontre Terre 2&#xa0;: des fleurs assorties</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matching flowers:&lt;/b&gt; the two halves are the same flower. Each half adds its number to its own flower&apos;s tracker: Earth 1 and Earth 2 score Earth 3.</source>
        <translation>&lt;b&gt;Fleurs assorties&#xa0;:&lt;/b&gt; les deux moitiés sont la même fleur. Chaque moitié ajoute son nombre à la piste de sa propre fleur&#xa0;: Terre 1 et Terre 2 marquent Terre 3.</translation>
    </message>
    <message>
        <source>Fire 3 meets Air 3: a number match</source>
        <translation>Feu 3 rencontre Air 3&#xa0;: des nombres assortis</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matching numbers:&lt;/b&gt; both halves show the same number, whatever their flowers. Again each half goes to its own tracker: Fire 3 and Air 3 score Fire 3 and Air 3. A pair that matches both ways is still scored once; any other pair scores nothing. Your card&apos;s points are the sum of all its pairs.</source>
        <translation>&lt;b&gt;Nombres assortis&#xa0;:&lt;/b&gt; les deux moitiés montrent le même nombre, quelles que soient leurs fleurs. Là encore, chaque moitié va sur sa propre piste&#xa0;: Feu 3 et Air 3 marquent Feu 3 et Air 3. Une paire assortie des deux façons ne marque qu&apos;une fois&#xa0;; toute autre paire ne marque rien. Les points de votre carte sont la somme de toutes ses paires.</translation>
    </message>
    <message>
        <source>The Earth symbol meets the Fire symbol: a simple effect</source>
        <translation>Le symbole Terre rencontre le symbole Feu&#xa0;: un effet simple</translation>
    </message>
    <message>
        <source>When two &lt;b&gt;symbols&lt;/b&gt; meet in one of your pairs, your placement triggers an effect. Two &lt;b&gt;different&lt;/b&gt; symbols make a &lt;b&gt;simple effect&lt;/b&gt;: choose either to score your card as usual, or to &lt;b&gt;move&lt;/b&gt; a card and score the moved card&apos;s pairs instead (your card then scores nothing).</source>
        <translation>Quand deux &lt;b&gt;symboles&lt;/b&gt; se rencontrent dans l&apos;une de vos paires, votre pose déclenche un effet. Deux symboles &lt;b&gt;différents&lt;/b&gt; donnent un &lt;b&gt;effet simple&lt;/b&gt;&#xa0;: choisissez soit de marquer votre carte comme d&apos;habitude, soit de &lt;b&gt;déplacer&lt;/b&gt; une carte et de marquer plutôt les paires de la carte déplacée (votre carte ne marque alors rien).</translation>
    </message>
    <message>
        <source>Two Fire symbols meet: a double effect</source>
        <translation>Deux symboles Feu se rencontrent&#xa0;: un effet double</translation>
    </message>
    <message>
        <source>Two &lt;b&gt;identical&lt;/b&gt; symbols make a &lt;b&gt;double effect&lt;/b&gt;: your card scores at once, and then you may also move a card and score it too, or skip. A placement triggers at most one effect; one identical pair makes it double.</source>
        <translation>Deux symboles &lt;b&gt;identiques&lt;/b&gt; donnent un &lt;b&gt;effet double&lt;/b&gt;&#xa0;: votre carte marque tout de suite, puis vous pouvez aussi déplacer une carte et la marquer aussi, ou y renoncer. Une pose déclenche au plus un effet&#xa0;; une paire identique le rend double.</translation>
    </message>
    <message>
        <source>An effect allows exactly one move. You may move any card on the table except:</source>
        <translation>Un effet permet exactement un déplacement. Vous pouvez déplacer n&apos;importe quelle carte de la table, sauf&#xa0;:</translation>
    </message>
    <message>
        <source>the cards that made the symbol pair (the triggering cards);</source>
        <translation>les cartes qui ont formé la paire de symboles (les cartes déclencheuses)&#xa0;;</translation>
    </message>
    <message>
        <source>an enclosed card, with a card on each of its four sides.</source>
        <translation>une carte encerclée, avec une carte sur chacun de ses quatre côtés.</translation>
    </message>
    <message>
        <source>Put it in another empty space touching another card along a side, turned as you like. A move must &lt;b&gt;never cut apart&lt;/b&gt; cards that were connected: you may lift a card linking two groups only to put it where it links them again. The moved card scores its pairs at its new place; its symbols trigger nothing.</source>
        <translation>Posez-la sur une autre case vide qui touche une autre carte par un côté, tournée comme vous voulez. Un déplacement ne doit &lt;b&gt;jamais séparer&lt;/b&gt; des cartes qui étaient reliées&#xa0;: vous ne pouvez retirer une carte qui relie deux groupes que pour la poser là où elle les relie de nouveau. La carte déplacée marque ses paires à sa nouvelle place&#xa0;; ses symboles ne déclenchent rien.</translation>
    </message>
    <message>
        <source>When the pile is empty, each player in turn places one more card — one of their two — as usual, and draws nothing. Then everyone scores their &lt;b&gt;last card&lt;/b&gt; directly: it is not placed, each of its numbers goes to its own flower&apos;s tracker and a symbol adds 0.</source>
        <translation>Quand la pioche est vide, chaque joueur à son tour pose encore une carte — l&apos;une de ses deux — comme d&apos;habitude, et ne pioche rien. Puis chacun marque directement sa &lt;b&gt;dernière carte&lt;/b&gt;&#xa0;: elle n&apos;est pas posée, chacun de ses nombres va sur la piste de sa propre fleur et un symbole ajoute 0.</translation>
    </message>
    <message>
        <source>A last card: Water 1, Air 3, Earth 3 and Fire 0</source>
        <translation>Une dernière carte&#xa0;: Eau 1, Air 3, Terre 3 et Feu 0</translation>
    </message>
    <message>
        <source>&lt;b&gt;Be eligible:&lt;/b&gt; you win a tracker when nobody is higher on it (ties at the top all win it). Win at least one tracker, or you are out of the running.</source>
        <translation>&lt;b&gt;Être éligible&#xa0;:&lt;/b&gt; vous gagnez une piste quand personne n&apos;est plus haut que vous sur celle-ci (les ex æquo en tête la gagnent tous). Gagnez au moins une piste, sinon vous êtes hors course.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare totals:&lt;/b&gt; your total is the sum of your &lt;b&gt;two lowest&lt;/b&gt; trackers. The eligible player with the highest total wins. Ties: the higher lowest tracker, then the higher sum of all four; still tied, the victory is shared.</source>
        <translation>&lt;b&gt;Comparer les totaux&#xa0;:&lt;/b&gt; votre total est la somme de vos &lt;b&gt;deux pistes les plus basses&lt;/b&gt;. Le joueur éligible au plus haut total gagne. En cas d&apos;égalité&#xa0;: la piste la plus basse la plus haute, puis la plus haute somme des quatre&#xa0;; toujours à égalité, la victoire est partagée.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Example&lt;/i&gt; (Fire, Air, Earth, Water): Ada 10 5 5 5, Ben 10 9 9 1, Cleo 3 3 3 3. Ada and Ben tie on Fire and both win it; Ben wins Air and Earth, Ada Water. Cleo wins nothing: she is out. Totals: Ada 5 + 5 = 10, Ben 1 + 9 = 10, a tie; Ada&apos;s lowest tracker, 5, beats Ben&apos;s 1: Ada wins.</source>
        <translation>&lt;i&gt;Exemple&lt;/i&gt; (Feu, Air, Terre, Eau)&#xa0;: Ada 10 5 5 5, Ben 10 9 9 1, Cléo 3 3 3 3. Ada et Ben sont à égalité sur le Feu et le gagnent tous les deux&#xa0;; Ben gagne l&apos;Air et la Terre, Ada l&apos;Eau. Cléo ne gagne rien&#xa0;: elle est hors course. Totaux&#xa0;: Ada 5 + 5 = 10, Ben 1 + 9 = 10, égalité&#xa0;; la piste la plus basse d&apos;Ada, 5, bat celle de Ben, 1&#xa0;: Ada gagne.</translation>
    </message>
    <message>
        <source>Chosen when the game is set up; the play is the same. Eligibility is as above, then the smallest &lt;b&gt;spread&lt;/b&gt; — your highest tracker minus your lowest — wins. Ties: the higher total, then the higher sum of all four.</source>
        <translation>Choisie à la mise en place de la partie&#xa0;; le jeu est le même. L&apos;éligibilité est comme ci-dessus, puis le plus petit &lt;b&gt;écart&lt;/b&gt; — votre piste la plus haute moins votre piste la plus basse — gagne. En cas d&apos;égalité&#xa0;: le plus haut total, puis la plus haute somme des quatre.</translation>
    </message>
</context>
<context>
    <name>PetalsScorePad</name>
    <message>
        <source>Final score</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <source>Winner&apos;s rosette</source>
        <translation>Rosette du vainqueur</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Re&amp;jouer</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Look at the table</source>
        <translation>Voir la ta&amp;ble</translation>
    </message>
    <message>
        <source>&amp;Watch the game again</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <source>The whole game replayed, step by step</source>
        <translation>Toute la partie rejouée, pas à pas</translation>
    </message>
    <message>
        <source>The same players and variant, a new deal</source>
        <translation>Les mêmes joueurs et la même variante, une nouvelle donne</translation>
    </message>
    <message>
        <source>Choose the players and the variant</source>
        <translation>Choisir les joueurs et la variante</translation>
    </message>
    <message>
        <source>The final table, as the last cards left it</source>
        <translation>La table finale, telle que les dernières cartes l&apos;ont laissée</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5e</translation>
    </message>
    <message>
        <source>%1 and %2 both have a spread of %3; %1&apos;s total, %4, beats %2&apos;s %5.</source>
        <translation>%1 et %2 ont tous deux un écart de %3&#xa0;; le total de %1, %4, bat celui de %2, %5.</translation>
    </message>
    <message>
        <source>%1 and %2 both have a total of %3; %1&apos;s lowest tracker, %4, beats %2&apos;s %5.</source>
        <translation>%1 et %2 ont tous deux un total de %3&#xa0;; la piste la plus basse de %1, %4, bat celle de %2, %5.</translation>
    </message>
    <message>
        <source>%1 and %2 both have a spread of %3 and a total of %4; %1&apos;s sum of all four trackers, %5, beats %2&apos;s %6.</source>
        <translation>%1 et %2 ont tous deux un écart de %3 et un total de %4&#xa0;; la somme des quatre pistes de %1, %5, bat celle de %2, %6.</translation>
    </message>
    <message>
        <source>%1 and %2 both have a total of %3 and a lowest tracker of %4; %1&apos;s sum of all four trackers, %5, beats %2&apos;s %6.</source>
        <translation>%1 et %2 ont tous deux un total de %3 et une piste la plus basse de %4&#xa0;; la somme des quatre pistes de %1, %5, bat celle de %2, %6.</translation>
    </message>
    <message>
        <source>%1 and %2 are tied on every count (total %3, lowest tracker %4, sum %5): they share the %6 place.</source>
        <translation>%1 et %2 sont à égalité sur tous les points (total %3, piste la plus basse %4, somme %5)&#xa0;: ils partagent la place de %6.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 and %2 share the victory!</source>
        <translation>%1 et %2 partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Harmony: the smallest spread between the highest and the lowest tracker wins — %1.</source>
        <translation>Harmonie&#xa0;: le plus petit écart entre la piste la plus haute et la plus basse gagne — %1.</translation>
    </message>
    <message>
        <source>The highest total of the two lowest trackers wins — %1.</source>
        <translation>Le plus haut total des deux pistes les plus basses gagne — %1.</translation>
    </message>
    <message>
        <source>%1 has the top score on no tracker, so is out of the running: only a player who wins at least one tracker can win.</source>
        <translation>%1 n&apos;a le meilleur score sur aucune piste, et est donc hors course&#xa0;: seul un joueur qui gagne au moins une piste peut gagner.</translation>
    </message>
    <message>
        <source>Wins a tracker?</source>
        <translation>Gagne une piste&#xa0;?</translation>
    </message>
    <message>
        <source>Spread
(highest − lowest)</source>
        <translation>Écart
(haute − basse)</translation>
    </message>
    <message>
        <source>Total
(two lowest)</source>
        <translation>Total
(deux plus basses)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>ordinateur, %1</translation>
    </message>
    <message>
        <source>%1 ★ top</source>
        <translation>%1 ★ en tête</translation>
    </message>
    <message>
        <source>%1: %2, the top score</source>
        <translation>%1&#xa0;: %2, le meilleur score</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No —
out of the running</source>
        <translation>Non —
hors course</translation>
    </message>
    <message>
        <source>Yes (1 tracker)</source>
        <translation>Oui (1 piste)</translation>
    </message>
    <message>
        <source>Yes (%1 trackers)</source>
        <translation>Oui (%1 pistes)</translation>
    </message>
    <message>
        <source>%1 − %2 = %3</source>
        <translation>%1 − %2 = %3</translation>
    </message>
    <message>
        <source>%1 + %2 = %3</source>
        <translation>%1 + %2 = %3</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 — winner!</source>
        <translation>%1 — vainqueur&#xa0;!</translation>
    </message>
    <message>
        <source>(the top score)</source>
        <translation>(le meilleur score)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 — place: %2. %3. Wins a tracker: %4. %5: %6.</source>
        <translation>%1 — rang&#xa0;: %2. %3. Gagne une piste&#xa0;: %4. %5&#xa0;: %6.</translation>
    </message>
    <message>
        <source>%1 have the top score on no tracker, so are out of the running: only a player who wins at least one tracker can win.</source>
        <translation>%1 n&apos;ont le meilleur score sur aucune piste, et sont donc hors course&#xa0;: seul un joueur qui gagne au moins une piste peut gagner.</translation>
    </message>
</context>
<context>
    <name>PetalsSeat</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
</context>
<context>
    <name>PetalsSession</name>
    <message>
        <source>Petals is for 2 to 5 players, not %1.</source>
        <translation>Petals se joue de 2 à 5 joueurs, pas %1.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>Two players are called “%1”: each needs a name of their own.</source>
        <translation>Deux joueurs s&apos;appellent «&#xa0;%1&#xa0;»&#xa0;: chacun a besoin de son propre nom.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>There is no game on the table.</source>
        <translation>Il n&apos;y a pas de partie sur la table.</translation>
    </message>
    <message>
        <source>Confirm the hand-over first.</source>
        <translation>Confirmez d&apos;abord le passage de l&apos;écran.</translation>
    </message>
    <message>
        <source>Only a placement whose effect is not answered yet can be taken back.</source>
        <translation>Seule une pose dont l&apos;effet n&apos;a pas encore reçu de réponse peut être reprise.</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Impossible de commencer la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot start the game: %1.</source>
        <translation>Impossible de commencer la partie&#xa0;: %1.</translation>
    </message>
    <message>
        <source>There is no game to restart.</source>
        <translation>Il n&apos;y a pas de partie à recommencer.</translation>
    </message>
    <message>
        <source>The computer player %1 chose an action the rules refuse: %2</source>
        <translation>Le joueur ordinateur %1 a choisi une action que les règles refusent&#xa0;: %2</translation>
    </message>
    <message>
        <source>the hard computer player expects to finish about %1 points ahead</source>
        <translation>le joueur ordinateur difficile pense finir environ %1 points devant</translation>
    </message>
    <message>
        <source>the hard computer player expects to finish about %1 points behind</source>
        <translation>le joueur ordinateur difficile pense finir environ %1 points derrière</translation>
    </message>
    <message>
        <source>Hint: %1 (%2).</source>
        <translation>Conseil&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>score the placed card</source>
        <translation>marquer la carte posée</translation>
    </message>
    <message>
        <source>skip the move</source>
        <translation>renoncer au déplacement</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Il n&apos;y a pas de partie à enregistrer.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1</translation>
    </message>
    <message>
        <source>place a card: %1</source>
        <translation>poser une carte&#xa0;: %1</translation>
    </message>
    <message>
        <source>move a lit card: %1</source>
        <translation>déplacer une carte éclairée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Air</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terre</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>0 point</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>placed a card: %1</source>
        <translation>a posé une carte&#xa0;: %1</translation>
    </message>
    <message>
        <source>moved a lit card: %1</source>
        <translation>a déplacé une carte éclairée&#xa0;: %1</translation>
    </message>
    <message>
        <source>scored the placed card</source>
        <translation>a marqué la carte posée</translation>
    </message>
    <message>
        <source>skipped the move</source>
        <translation>a renoncé au déplacement</translation>
    </message>
</context>
<context>
    <name>PetalsSettingsDialog</name>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <source>Configure — Petals</source>
        <translation>Configurer — Petals</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Every element has a shape as well as a colour (flames, clouds, leaves, drops) and every cube a shape and an initial: no colour needs telling apart.</source>
        <translation>Chaque élément a une forme en plus de sa couleur (flammes, nuages, feuilles, gouttes) et chaque cube une forme et une initiale&#xa0;: aucune couleur n&apos;a besoin d&apos;être distinguée.</translation>
    </message>
    <message>
        <source>Place a card with a &amp;second click</source>
        <translation>Poser une carte d&apos;un &amp;second clic</translation>
    </message>
    <message>
        <source>The first click on a cell shows the card there with the points each side gives; a second click on the same cell places it. For small hands and touchpads: a card placed cannot be taken back once the turn is over.</source>
        <translation>Le premier clic sur une case y montre la carte avec les points que donne chaque côté&#xa0;; un second clic sur la même case la pose. Pour les petites mains et les pavés tactiles&#xa0;: une carte posée ne peut plus être reprise une fois le tour fini.</translation>
    </message>
    <message>
        <source>How fast the turns of the seats the computer plays are shown. Step by step waits for Next (N) after each step.</source>
        <translation>La vitesse à laquelle s&apos;affichent les tours des places jouées par l&apos;ordinateur. Pas à pas attend Suivant (N) après chaque étape.</translation>
    </message>
    <message>
        <source>Also in View ▸ Computer players&apos; speed</source>
        <translation>Aussi dans Affichage ▸ Vitesse des joueurs ordinateur</translation>
    </message>
    <message>
        <source>The c&amp;omputer players&apos; speed:</source>
        <translation>Vitesse des joueurs &amp;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Every seat needs a name of its own.</source>
        <translation>Chaque place a besoin de son propre nom.</translation>
    </message>
</context>
<context>
    <name>PetalsStatistics</name>
    <message>
        <source>Solo against easy computers</source>
        <translation>Seul contre des ordinateurs faciles</translation>
    </message>
    <message>
        <source>Solo against medium computers</source>
        <translation>Seul contre des ordinateurs moyens</translation>
    </message>
    <message>
        <source>Solo against hard computers</source>
        <translation>Seul contre des ordinateurs difficiles</translation>
    </message>
    <message>
        <source>People only (hotseat)</source>
        <translation>Seulement des personnes (multijoueur local)</translation>
    </message>
    <message>
        <source>People and computers</source>
        <translation>Personnes et ordinateurs</translation>
    </message>
    <message>
        <source>Your Petals statistics “%1” could not be read: %2. The file was kept as “%3”, and the statistics start afresh.</source>
        <translation>Vos statistiques de Petals «&#xa0;%1&#xa0;» n&apos;ont pas pu être lues&#xa0;: %2. Le fichier a été conservé sous le nom «&#xa0;%3&#xa0;», et les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <source>Your Petals statistics “%1” could not be read: %2. The file could not be kept aside either (%3), so no statistics are saved until the next start.</source>
        <translation>Vos statistiques de Petals «&#xa0;%1&#xa0;» n&apos;ont pas pu être lues&#xa0;: %2. Le fichier n&apos;a pas pu non plus être mis de côté (%3)&#xa0;: aucune statistique ne sera enregistrée jusqu&apos;au prochain démarrage.</translation>
    </message>
    <message>
        <source>The Petals statistics were not saved: %1</source>
        <translation>Les statistiques de Petals n&apos;ont pas été enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>A personal best for %1: their smallest spread so far.</source>
        <translation>Record personnel pour %1&#xa0;: son plus petit écart jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>A personal best for %1: their highest total so far.</source>
        <translation>Record personnel pour %1&#xa0;: son plus haut total jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>it is not a JSON document</source>
        <translation>ce n&apos;est pas un document JSON</translation>
    </message>
    <message>
        <source>it is not a Petals statistics file</source>
        <translation>ce n&apos;est pas un fichier de statistiques de Petals</translation>
    </message>
    <message>
        <source>its version is not one this program reads</source>
        <translation>sa version n&apos;est pas lisible par ce programme</translation>
    </message>
    <message>
        <source>its content is damaged</source>
        <translation>son contenu est endommagé</translation>
    </message>
</context>
<context>
    <name>PetalsStatisticsDialog</name>
    <message>
        <source>Petals — Statistics</source>
        <translation>Petals — Statistiques</translation>
    </message>
    <message>
        <source>Petals statistics</source>
        <translation>Statistiques de Petals</translation>
    </message>
    <message>
        <source>No Petals game has been counted yet. Play a game to its end and its result appears here.</source>
        <translation>Aucune partie de Petals n&apos;a encore été comptée. Jouez une partie jusqu&apos;au bout et son résultat apparaîtra ici.</translation>
    </message>
    <message>
        <source>The Petals games finished at this table, one line per person (computer players have none). A game counts once, when it ends.</source>
        <translation>Les parties de Petals terminées à cette table, une ligne par personne (les joueurs ordinateur n&apos;en ont pas). Une partie compte une fois, quand elle se termine.</translation>
    </message>
    <message>
        <source>Best total</source>
        <translation>Meilleur total</translation>
    </message>
    <message>
        <source>Best spread</source>
        <translation>Meilleur écart</translation>
    </message>
    <message>
        <source>Standard scoring</source>
        <translation>Décompte standard</translation>
    </message>
    <message>
        <source>Harmony</source>
        <translation>Harmonie</translation>
    </message>
    <message>
        <source>Best total: the highest sum of a player&apos;s two lowest trackers in one game.</source>
        <translation>Meilleur total&#xa0;: la plus haute somme des deux pistes les plus basses d&apos;un joueur en une partie.</translation>
    </message>
    <message>
        <source>Best spread: the smallest gap between a player&apos;s highest and lowest tracker in one game.</source>
        <translation>Meilleur écart&#xa0;: le plus petit écart entre la piste la plus haute et la plus basse d&apos;un joueur en une partie.</translation>
    </message>
    <message>
        <source>Mode / player</source>
        <translation>Mode / joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2&#xa0;%)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n game(s).</source>
        <translation>
            <numerusform>%1, %2&#xa0;: %n partie.</numerusform>
            <numerusform>%1, %2&#xa0;: %n parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: played %2, won %3, %4 %5, last game %6.</source>
        <translation>%1&#xa0;: %2 jouées, %3 gagnées, %4 %5, dernière partie le %6.</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Réinitialiser les statistiques&#xa0;?</translation>
    </message>
    <message>
        <source>Forget every Petals result counted at this table? Frosted Blooms&apos; statistics are kept.</source>
        <translation>Oublier tous les résultats de Petals comptés à cette table&#xa0;? Les statistiques de Frosted Blooms sont conservées.</translation>
    </message>
</context>
<context>
    <name>PetalsTutorial</name>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Air</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terre</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>not turned</source>
        <translation>sans rotation</translation>
    </message>
    <message>
        <source>turned %1° clockwise</source>
        <translation>tournée de %1° dans le sens horaire</translation>
    </message>
    <message>
        <source>the %1 symbol</source>
        <translation>le symbole %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 meets %2</source>
        <translation>%1 rencontre %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Poppy</source>
        <translation>Coquelicot</translation>
    </message>
    <message>
        <source>Lily</source>
        <translation>Lys</translation>
    </message>
    <message>
        <source>The guided game does not fit the cards in use.</source>
        <translation>La partie guidée ne correspond pas aux cartes utilisées.</translation>
    </message>
    <message>
        <source>The guided game cannot be dealt: %1.</source>
        <translation>Impossible de distribuer la partie guidée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 (the rules)</source>
        <translation>%1 (les règles)</translation>
    </message>
    <message>
        <source>Scoring is allowed, but this time try the move: it scores more.</source>
        <translation>Marquer est permis, mais cette fois essayez le déplacement&#xa0;: il rapporte plus.</translation>
    </message>
    <message>
        <source>You may skip in your own games; this time take the bonus move.</source>
        <translation>Dans vos propres parties, vous pouvez y renoncer&#xa0;; cette fois, prenez le déplacement bonus.</translation>
    </message>
    <message>
        <source>Not that move: move the highlighted card to the marked place.</source>
        <translation>Pas ce déplacement&#xa0;: déplacez la carte en surbrillance vers la place marquée.</translation>
    </message>
    <message>
        <source>Not that one: place the highlighted card where the table shows it, turned as shown.</source>
        <translation>Pas celle-là&#xa0;: posez la carte en surbrillance là où la table l&apos;indique, tournée comme indiqué.</translation>
    </message>
    <message>
        <source>Place, score, draw</source>
        <translation>Poser, marquer, piocher</translation>
    </message>
    <message>
        <source>Your card is placed and scored, and you drew the top card of the pile: a turn is always place, score, draw, so you hold two cards again. Now %1 plays.</source>
        <translation>Votre carte est posée et marquée, et vous avez pioché la carte du dessus&#xa0;: un tour, c&apos;est toujours poser, marquer, piocher&#xa0;; vous tenez donc de nouveau deux cartes. Maintenant, %1 joue.</translation>
    </message>
    <message>
        <source>The last round</source>
        <translation>Le dernier tour</translation>
    </message>
    <message>
        <source>The pile is empty: this is the last round. Each player places one of their two cards, scored as usual with its effects, and draws nothing. The card you keep is your last card: it is not placed, each of its numbers goes straight to its own flower&apos;s tracker (a symbol adds 0). Keep the card that helps your weakest trackers.</source>
        <translation>La pioche est vide&#xa0;: c&apos;est le dernier tour. Chaque joueur pose l&apos;une de ses deux cartes, marquée comme d&apos;habitude avec ses effets, et ne pioche rien. La carte que vous gardez est votre dernière carte&#xa0;: elle n&apos;est pas posée, chacun de ses nombres va directement sur la piste de sa propre fleur (un symbole ajoute 0). Gardez la carte qui aide vos pistes les plus faibles.</translation>
    </message>
    <message>
        <source>Your garden now</source>
        <translation>Votre jardin maintenant</translation>
    </message>
    <message numerus="yes">
        <source>You know every part of a turn. Play on: choose a card, turn it so its half-flowers match its neighbours&apos;, and place it. %n card(s) left in the pile. Mind your weakest trackers: at the end only your two lowest scores count.</source>
        <translation>
            <numerusform>Vous connaissez chaque partie d&apos;un tour. Continuez&#xa0;: choisissez une carte, tournez-la pour que ses demi-fleurs s&apos;assortissent à celles de ses voisines, et posez-la. %n carte reste dans la pioche. Surveillez vos pistes les plus faibles&#xa0;: à la fin, seuls vos deux plus bas scores comptent.</numerusform>
            <numerusform>Vous connaissez chaque partie d&apos;un tour. Continuez&#xa0;: choisissez une carte, tournez-la pour que ses demi-fleurs s&apos;assortissent à celles de ses voisines, et posez-la. %n cartes restent dans la pioche. Surveillez vos pistes les plus faibles&#xa0;: à la fin, seuls vos deux plus bas scores comptent.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place the highlighted card of your hand on the marked place, %1.</source>
        <translation>Posez la carte en surbrillance de votre main sur la place marquée, %1.</translation>
    </message>
    <message>
        <source>Matching flowers</source>
        <translation>Fleurs assorties</translation>
    </message>
    <message>
        <source>Welcome to Petals! Lay square cards side by side so that the half-flowers on their edges meet, and score on the four trackers: Fire, Air, Earth and Water. A card must touch another card along a side (a corner is not enough).

%1 Here %2: the same flowers, a flower match. Each half adds its number to its own flower&apos;s tracker: %3.</source>
        <translation>Bienvenue dans Petals&#xa0;! Posez des cartes carrées côte à côte pour que les demi-fleurs de leurs bords se rejoignent, et marquez sur les quatre pistes&#xa0;: Feu, Air, Terre et Eau. Une carte doit toucher une autre carte par un côté (un coin ne suffit pas).

%1 Ici, %2&#xa0;: les mêmes fleurs, des fleurs assorties. Chaque moitié ajoute son nombre à la piste de sa propre fleur&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Matching numbers</source>
        <translation>Nombres assortis</translation>
    </message>
    <message>
        <source>Numbers match too. %1 Here %2: different flowers with the same number, a number match. Again each half goes to its own flower&apos;s tracker: %3. Any other pair scores nothing.</source>
        <translation>Les nombres s&apos;assortissent aussi. %1 Ici, %2&#xa0;: des fleurs différentes avec le même nombre, des nombres assortis. Là encore, chaque moitié va sur la piste de sa propre fleur&#xa0;: %3. Toute autre paire ne marque rien.</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Symboles</translation>
    </message>
    <message>
        <source>Some half-flowers show a symbol instead of a number; a symbol counts as 0. When two symbols meet, the placement triggers an effect: two different symbols make a simple effect. %1 Here %2.</source>
        <translation>Certaines demi-fleurs montrent un symbole au lieu d&apos;un nombre&#xa0;; un symbole compte pour 0. Quand deux symboles se rencontrent, la pose déclenche un effet&#xa0;: deux symboles différents donnent un effet simple. %1 Ici, %2.</translation>
    </message>
    <message>
        <source>A double effect</source>
        <translation>Un effet double</translation>
    </message>
    <message>
        <source>Two identical symbols make a double effect: your card&apos;s points are scored at once, and then you may also move a card and score it too, or skip. %1 Here %2: %3 at once.</source>
        <translation>Deux symboles identiques donnent un effet double&#xa0;: les points de votre carte sont marqués tout de suite, puis vous pouvez aussi déplacer une carte et la marquer aussi, ou y renoncer. %1 Ici, %2&#xa0;: %3 tout de suite.</translation>
    </message>
    <message>
        <source>Move the highlighted card on the table to the marked place, %1: %2, for %3.</source>
        <translation>Déplacez la carte en surbrillance de la table vers la place marquée, %1&#xa0;: %2, pour %3.</translation>
    </message>
    <message>
        <source>Score or move</source>
        <translation>Marquer ou déplacer</translation>
    </message>
    <message>
        <source>A simple effect: choose. Either score your card as usual (%1), or move one card already on the table and score the moved card&apos;s pairs at its new place instead; your card then scores nothing. %2

A move&apos;s limits: the cards that made the symbol pair stay, and so does a card with cards on all four sides; the new place must touch another card along a side, and a move may never cut apart cards that were connected.</source>
        <translation>Un effet simple&#xa0;: choisissez. Soit vous marquez votre carte comme d&apos;habitude (%1), soit vous déplacez une carte déjà sur la table et marquez plutôt les paires de la carte déplacée à sa nouvelle place&#xa0;; votre carte ne marque alors rien. %2

Les limites d&apos;un déplacement&#xa0;: les cartes qui ont formé la paire de symboles restent, de même qu&apos;une carte entourée de cartes sur ses quatre côtés&#xa0;; la nouvelle place doit toucher une autre carte par un côté, et un déplacement ne doit jamais séparer des cartes qui étaient reliées.</translation>
    </message>
    <message>
        <source>The bonus move</source>
        <translation>Le déplacement bonus</translation>
    </message>
    <message>
        <source>Your card has scored %1. Now the double effect&apos;s bonus: you may move a card and score it too, or skip the move. %2 A moved card&apos;s symbols trigger nothing more.</source>
        <translation>Votre carte a marqué %1. Maintenant, le bonus de l&apos;effet double&#xa0;: vous pouvez déplacer une carte et la marquer aussi, ou renoncer au déplacement. %2 Les symboles d&apos;une carte déplacée ne déclenchent plus rien.</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Qui gagne</translation>
    </message>
    <message>
        <source>You won no tracker, so you are not in the running this time.</source>
        <translation>Vous n&apos;avez gagné aucune piste&#xa0;: cette fois, vous êtes hors course.</translation>
    </message>
    <message>
        <source>You won %1: you are in the running.</source>
        <translation>Vous avez gagné %1&#xa0;: vous êtes en lice.</translation>
    </message>
    <message>
        <source>%1 not eligible</source>
        <translation>%1 non éligible</translation>
    </message>
    <message>
        <source>The game is over. Each last card was scored directly, number by number: %1.

To be in the running you must win a tracker: nobody higher on it (ties at the top all win). %2

Then your total is the sum of your two lowest trackers, and the highest total wins (ties: the higher lowest score). Totals: %3. Winner: %4. (In the Harmony variant the smallest gap between your highest and lowest tracker wins instead.)</source>
        <translation>La partie est terminée. Chaque dernière carte a été marquée directement, nombre par nombre&#xa0;: %1.

Pour rester en lice, vous devez gagner une piste&#xa0;: personne plus haut que vous sur celle-ci (les ex æquo en tête la gagnent tous). %2

Ensuite, votre total est la somme de vos deux pistes les plus basses, et le plus haut total gagne (égalité&#xa0;: le plus haut des scores les plus bas). Totaux&#xa0;: %3. Vainqueur&#xa0;: %4. (Dans la variante Harmonie, c&apos;est le plus petit écart entre votre piste la plus haute et la plus basse qui gagne.)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
</context>
<context>
    <name>PetalsWindow</name>
    <message>
        <source>Petals</source>
        <translation>Petals</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>The card is back in your hand.</source>
        <translation>La carte est revenue dans votre main.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <source>Show the computer player&apos;s next step (step by step).</source>
        <translation>Montrer l&apos;étape suivante du joueur ordinateur (pas à pas).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Daily Petals…</source>
        <translation>Petals du &amp;jour…</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>Ouvrir un &amp;historique…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>E&amp;xporter l&apos;historique…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>Take back the card just placed, until its symbol pair is answered.</source>
        <translation>Reprendre la carte qui vient d&apos;être posée, tant que sa paire de symboles n&apos;a pas reçu de réponse.</translation>
    </message>
    <message>
        <source>&amp;Rotate clockwise</source>
        <translation>&amp;Pivoter dans le sens horaire</translation>
    </message>
    <message>
        <source>Rotate &amp;counter-clockwise</source>
        <translation>Pivoter dans le sens &amp;antihoraire</translation>
    </message>
    <message>
        <source>Go to my &amp;hand</source>
        <translation>Aller à ma &amp;main</translation>
    </message>
    <message>
        <source>Go to the &amp;table</source>
        <translation>Aller à la &amp;table</translation>
    </message>
    <message>
        <source>&amp;Next computer step</source>
        <translation>Étape &amp;suivante de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>A&amp;juster la table</translation>
    </message>
    <message>
        <source>Computer players’ &amp;speed</source>
        <translation>Vitesse des joueurs &amp;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <source>Step by s&amp;tep</source>
        <translation>&amp;Pas à pas</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Apprendre à jouer…</translation>
    </message>
    <message>
        <source>About Petals</source>
        <translation>À propos de Petals</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Petals&lt;/b&gt;: a card game of matching flowers for 2 to 5 players, from the design documents of Frosted Blooms (Bruno Cathala &amp;amp; Ludovic Maublanc).&lt;/p&gt;&lt;p&gt;Version %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Petals&lt;/b&gt;&#xa0;: un jeu de cartes où l&apos;on assortit des fleurs, de 2 à 5 joueurs, d&apos;après les documents de conception de Frosted Blooms (Bruno Cathala &amp;amp; Ludovic Maublanc).&lt;/p&gt;&lt;p&gt;Version %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>A game of Petals was not finished. Resume it?</source>
        <translation>Une partie de Petals n&apos;était pas terminée. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>The unfinished game is back on the table.</source>
        <translation>La partie inachevée est de retour sur la table.</translation>
    </message>
    <message>
        <source>No attempt is left today for the daily deal: come back tomorrow.</source>
        <translation>Plus aucun essai aujourd&apos;hui pour la donne du jour&#xa0;: revenez demain.</translation>
    </message>
    <message>
        <source>The game started again from its deal.</source>
        <translation>La partie a recommencé depuis sa donne.</translation>
    </message>
    <message>
        <source>The game of Petals of %1 (turn %2)</source>
        <translation>La partie de Petals de %1 (tour %2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Petals games (*%1);;All files (*)</source>
        <translation>Parties de Petals (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Records and saved games (*.json);;All files (*)</source>
        <translation>Historiques et parties enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a replay record</source>
        <translation>Ouvrir un historique de partie</translation>
    </message>
    <message>
        <source>Export the replay record</source>
        <translation>Exporter l&apos;historique de partie</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>petals-turn-%1</source>
        <translation>petals-tour-%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>The game in progress is unchanged.</source>
        <translation>La partie en cours n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Revoir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot open the record %1: %2</source>
        <translation>Impossible d&apos;ouvrir l&apos;historique %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Record written to %1 — replay it with Game ▸ Open record… or frosted-blooms-cli --game petals play</source>
        <translation>Historique écrit dans %1 — rejouez-le avec Partie ▸ Ouvrir un historique… ou frosted-blooms-cli --game petals play</translation>
    </message>
    <message>
        <source>The game again</source>
        <translation>La partie revue</translation>
    </message>
    <message>
        <source>Today’s deal: attempt %1 of %2.</source>
        <translation>Donne du jour&#xa0;: essai %1 sur %2.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Finir</translation>
    </message>
    <message>
        <source>Learn to play Petals?</source>
        <translation>Apprendre à jouer à Petals&#xa0;?</translation>
    </message>
    <message>
        <source>Is this your first game of Petals? A guided game shows every rule once, one turn at a time (about ten minutes). You can find it later in Help ▸ Learn to play.</source>
        <translation>Est-ce votre première partie de Petals&#xa0;? Une partie guidée montre chaque règle une fois, un tour à la fois (environ dix minutes). Vous la retrouverez plus tard dans Aide ▸ Apprendre à jouer.</translation>
    </message>
    <message>
        <source>a symbol pair: simple effect (score the card or move one)</source>
        <translation>une paire de symboles&#xa0;: effet simple (marquer la carte ou en déplacer une)</translation>
    </message>
    <message>
        <source>identical symbols: double effect (score and move one)</source>
        <translation>symboles identiques&#xa0;: effet double (marquer et en déplacer une)</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message>
        <source>A new game of Petals (Harmony).</source>
        <translation>Une nouvelle partie de Petals (Harmonie).</translation>
    </message>
    <message>
        <source>A new game of Petals.</source>
        <translation>Une nouvelle partie de Petals.</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Commencez une nouvelle partie depuis le menu Partie.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>See the score pad.</source>
        <translation>Voir la feuille de score.</translation>
    </message>
    <message>
        <source>%1 plays</source>
        <translation>%1 joue</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Press Next step (N) to see the move.</source>
        <translation>Appuyez sur Étape suivante (N) pour voir le coup.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>En jeu…</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>À vous, %1</translation>
    </message>
    <message>
        <source>Choose a card, then a marked place. R or the wheel turns the card.</source>
        <translation>Choisissez une carte, puis une place marquée. R ou la molette fait tourner la carte.</translation>
    </message>
    <message>
        <source>Click a marked place to move the card there (R turns it).</source>
        <translation>Cliquez sur une place marquée pour y déplacer la carte (R la fait tourner).</translation>
    </message>
    <message>
        <source>A symbol pair! Score the card you placed, or move a lit card instead.</source>
        <translation>Une paire de symboles&#xa0;! Marquez la carte posée, ou déplacez plutôt une carte éclairée.</translation>
    </message>
    <message>
        <source>Identical symbols: your card scored. Move a lit card, or skip.</source>
        <translation>Symboles identiques&#xa0;: votre carte a marqué. Déplacez une carte éclairée, ou renoncez.</translation>
    </message>
    <message>
        <source>The best move gives +%1.</source>
        <translation>Le meilleur déplacement rapporte +%1.</translation>
    </message>
    <message>
        <source>No card can move.</source>
        <translation>Aucune carte ne peut bouger.</translation>
    </message>
    <message>
        <source>A symbol pair: simple effect</source>
        <translation>Une paire de symboles&#xa0;: effet simple</translation>
    </message>
    <message>
        <source>Your card gives %1. Score it, or move one of the lit cards instead. %2</source>
        <translation>Votre carte rapporte %1. Marquez-la, ou déplacez plutôt l&apos;une des cartes éclairées. %2</translation>
    </message>
    <message>
        <source>Identical symbols: double effect</source>
        <translation>Symboles identiques&#xa0;: effet double</translation>
    </message>
    <message>
        <source>Your card scored %1. Now move one of the lit cards, or skip. %2</source>
        <translation>Votre carte a marqué %1. Déplacez maintenant l&apos;une des cartes éclairées, ou renoncez. %2</translation>
    </message>
    <message>
        <source>Not here: %1</source>
        <translation>Pas ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>Here: +%1 (%2)</source>
        <translation>Ici&#xa0;: +%1 (%2)</translation>
    </message>
    <message>
        <source>Here: no points</source>
        <translation>Ici&#xa0;: aucun point</translation>
    </message>
    <message>
        <source>, and %1</source>
        <translation>, et %1</translation>
    </message>
    <message>
        <source>Choose a card in your hand first.</source>
        <translation>Choisissez d&apos;abord une carte dans votre main.</translation>
    </message>
    <message>
        <source>That card cannot move: it is not lit.</source>
        <translation>Cette carte ne peut pas bouger&#xa0;: elle n&apos;est pas éclairée.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Last turn, %1: +%2 (the lit cards).</source>
        <translation>Tour précédent, %1&#xa0;: +%2 (les cartes éclairées).</translation>
    </message>
    <message>
        <source>; no move</source>
        <translation>&#xa0;; pas de déplacement</translation>
    </message>
    <message>
        <source> — %1 in all.</source>
        <translation> — %1 en tout.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Click again (Enter) to put it there.</source>
        <translation>Cliquez encore (Entrée) pour la poser là.</translation>
    </message>
    <message>
        <source>Well done! Your own game is back on the table. Help ▸ Learn to play plays the guided game again.</source>
        <translation>Bravo&#xa0;! Votre propre partie est de retour sur la table. Aide ▸ Apprendre à jouer rejoue la partie guidée.</translation>
    </message>
    <message>
        <source>Well done! Game ▸ New game starts a game of your own; Help ▸ Learn to play plays the guided game again.</source>
        <translation>Bravo&#xa0;! Partie ▸ Nouvelle partie commence une partie à vous&#xa0;; Aide ▸ Apprendre à jouer rejoue la partie guidée.</translation>
    </message>
    <message>
        <source>You left the guided game; your own game is back. Help ▸ Learn to play starts the guided game again.</source>
        <translation>Vous avez quitté la partie guidée&#xa0;; votre propre partie est de retour. Aide ▸ Apprendre à jouer recommence la partie guidée.</translation>
    </message>
    <message>
        <source>You left the guided game: go on with this game on your own, or start a new one. Help ▸ Learn to play starts the guided game again.</source>
        <translation>Vous avez quitté la partie guidée&#xa0;: continuez cette partie seul, ou commencez-en une nouvelle. Aide ▸ Apprendre à jouer recommence la partie guidée.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the end of the sentence: what the place gives</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Turn %1, %2: placed a card (%3)</source>
        <translation>Tour %1, %2&#xa0;: a posé une carte (%3)</translation>
    </message>
    <message>
        <source>; moved a card (%1)</source>
        <translation>&#xa0;; a déplacé une carte (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Petals, 2 to 5 players match half-flowers and balance four elements</source>
        <translation>Petals, de 2 à 5 joueurs assortissent des demi-fleurs et équilibrent quatre éléments</translation>
    </message>
    <message>
        <source>Seed of the deal.</source>
        <translation>Graine de la donne.</translation>
    </message>
    <message>
        <source>Players (2-5).</source>
        <translation>Joueurs (2-5).</translation>
    </message>
    <message>
        <source>Petals: standard or harmony (default: standard).</source>
        <translation>Petals&#xa0;: standard ou harmony (par défaut&#xa0;: standard).</translation>
    </message>
    <message>
        <source>--players must be 2 to 5 for Petals, not “%1”.</source>
        <translation>--players doit valoir de 2 à 5 pour Petals, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>--variant must be standard or harmony, not “%1”.</source>
        <translation>--variant doit valoir standard ou harmony, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not “%1”.</source>
        <translation>--seed doit être un nombre entier, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>cannot load Petals&apos; data: %1</source>
        <translation>impossible de charger les données de Petals&#xa0;: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>petals::art</name>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Air</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terre</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>%1 flower with the %2 symbol</source>
        <translation>fleur %1 avec le symbole %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, ladybug</source>
        <translation>, coccinelle</translation>
    </message>
</context>
<context>
    <name>petals::gui::EffectPanel</name>
    <message>
        <source>Symbol pair</source>
        <translation>Paire de symboles</translation>
    </message>
    <message>
        <source>S&amp;kip the move</source>
        <translation>Renoncer au &amp;déplacement</translation>
    </message>
    <message>
        <source>&amp;Choose another card to move</source>
        <translation>&amp;Choisir une autre carte à déplacer</translation>
    </message>
    <message numerus="yes">
        <source>Sc&amp;ore this card: +%n</source>
        <translation>
            <numerusform>&amp;Marquer cette carte&#xa0;: +%n</numerusform>
            <numerusform>&amp;Marquer cette carte&#xa0;: +%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>petals::gui::HandView</name>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Vos cartes</translation>
    </message>
    <message>
        <source>Cards hidden</source>
        <translation>Cartes cachées</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source> (selected)</source>
        <translation> (choisie)</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 tient %n carte</numerusform>
            <numerusform>%1 tient %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1%2: %3</source>
        <translation>Carte %1%2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>petals::gui::TableView</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Cell %1, %2</source>
        <translation>Case %1, %2</translation>
    </message>
    <message>
        <source>%1: empty, a card may go here</source>
        <translation>%1&#xa0;: vide, une carte peut aller ici</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1&#xa0;: vide</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>petals::gui::TrackersView</name>
    <message>
        <source>Elemental Trackers</source>
        <translation>Pistes élémentaires</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>winning %1 of 4 (♛)</source>
        <translation>gagne %1 sur 4 (♛)</translation>
    </message>
    <message>
        <source>winning no tracker: not eligible</source>
        <translation>aucune piste gagnée&#xa0;: non éligible</translation>
    </message>
    <message>
        <source>%1: spread %2 (highest − lowest, shaded) · %3</source>
        <translation>%1&#xa0;: écart %2 (haute − basse, ombrées) · %3</translation>
    </message>
    <message>
        <source>%1: total %2 (two lowest, shaded) · %3</source>
        <translation>%1&#xa0;: total %2 (deux plus basses, ombrées) · %3</translation>
    </message>
</context>
</TS>
