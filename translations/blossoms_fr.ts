<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BlossomsDailyDialog</name>
    <message>
        <source>Daily Blossoms</source>
        <translation>Blossoms du jour</translation>
    </message>
    <message>
        <source>Today’s deal is the same for every player of Blossoms %1. %2, play it against %3, a computer player of medium level.</source>
        <translation>La donne du jour est la même pour chaque joueur de Blossoms %1. %2, jouez-la contre %3, un joueur ordinateur de niveau moyen.</translation>
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
    <name>BlossomsFiles</name>
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
    <name>BlossomsNewGameDialog</name>
    <message>
        <source>New game — Blossoms</source>
        <translation>Nouvelle partie — Blossoms</translation>
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
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>&amp;Children’s game: tokens only protect, no tools</source>
        <translation>Partie &amp;enfants&#xa0;: les jetons protègent seulement, sans outils</translation>
    </message>
    <message>
        <source>&amp;Advanced: a token and its tool may come before the Growth</source>
        <translation>&amp;Avancé&#xa0;: un jeton et son outil peuvent venir avant la Pousse</translation>
    </message>
    <message>
        <source>&amp;Longer game: a match of three games, points added up</source>
        <translation>Partie &amp;longue&#xa0;: un match en trois parties, points additionnés</translation>
    </message>
    <message>
        <source>Show the &amp;odds before each Growth (for learners)</source>
        <translation>Montrer les &amp;chances avant chaque Pousse (pour apprendre)</translation>
    </message>
    <message>
        <source>Before each Growth, the chance that the next card brings bad luck or kills a flower, counted over the cards you have not seen.</source>
        <translation>Avant chaque Pousse, le risque de pas de chance ou de mort d&apos;une fleur avec la prochaine carte, calculé sur les cartes que vous n&apos;avez pas vues.</translation>
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
        <source>Drawn at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
</context>
<context>
    <name>BlossomsRecordWindow</name>
    <message>
        <source>The garden at this step</source>
        <translation>Le jardin à cette étape</translation>
    </message>
    <message>
        <source>Every action of the game</source>
        <translation>Chaque action de la partie</translation>
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
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
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
        <source>Speed:</source>
        <translation>Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>The deal, %1 players.</source>
        <translation>La donne, %1 joueurs.</translation>
    </message>
    <message>
        <source>%1. %2 %3.</source>
        <translation>%1. %2 %3.</translation>
    </message>
    <message>
        <source>The cards of %1</source>
        <translation>Les cartes de %1</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>The end.</source>
        <translation>Fin.</translation>
    </message>
    <message>
        <source>%1: rank %2, %3 points</source>
        <translation>%1&#xa0;: rang %2, %3 points</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
</context>
<context>
    <name>BlossomsRulesDialog</name>
    <message>
        <source>Rules — Blossoms</source>
        <translation>Règles — Blossoms</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Cards and pots</source>
        <translation>Les cartes et les pots</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Growth: push your luck</source>
        <translation>La Pousse&#xa0;: tentez votre chance</translation>
    </message>
    <message>
        <source>Plant, Cut and Pass</source>
        <translation>Planter, Couper et Passer</translation>
    </message>
    <message>
        <source>Tokens and tools</source>
        <translation>Les jetons et les outils</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>Scoring and who wins</source>
        <translation>Le score et qui gagne</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Ce que vous savez</translation>
    </message>
    <message>
        <source>Blossoms — how to play</source>
        <translation>Blossoms — comment jouer</translation>
    </message>
    <message>
        <source>Grow flowers in four pots by drawing cards, and cut them before your luck runs out. Each card you draw grows the flower of its type; a card with nowhere to go ends your turn, and a seventh card kills a flower. Cut a tall flower to keep it as a set: at the end, the taller your sets and the more different flowers you have, the more you score. For 2 or 3 players.</source>
        <translation>Faites pousser des fleurs dans quatre pots en piochant des cartes, et coupez-les avant que la chance ne tourne. Chaque carte piochée fait pousser la fleur de son type&#xa0;; une carte qui n&apos;a nulle part où aller met fin à votre tour, et une septième carte fait mourir une fleur. Coupez une grande fleur pour la garder en bouquet&#xa0;: à la fin, plus vos bouquets sont hauts et plus vous avez de fleurs différentes, plus vous marquez de points. Pour 2 ou 3 joueurs.</translation>
    </message>
    <message>
        <source>The six flowers: rose, iris, tulip, poppy, sweet pea, schizostylis</source>
        <translation>Les six fleurs&#xa0;: rose, iris, tulipe, coquelicot, pois de senteur, schizostylis</translation>
    </message>
    <message>
        <source>There are 54 cards, 9 of each of six flowers. A flower in a pot is its stack of cards: its &lt;b&gt;height&lt;/b&gt; is the number of cards, its type the type of the top card. No two pots ever show the same flower, and a flower never has more than %1 cards.</source>
        <translation>Il y a 54 cartes, 9 de chacune des six fleurs. Une fleur dans un pot est sa pile de cartes&#xa0;: sa &lt;b&gt;hauteur&lt;/b&gt; est le nombre de cartes, son type celui de la carte du dessus. Deux pots ne montrent jamais la même fleur, et une fleur n&apos;a jamais plus de %1 cartes.</translation>
    </message>
    <message>
        <source>The four pots, each with its tool: Pruner, Watering Can, Fence and Rake</source>
        <translation>Les quatre pots, chacun avec son outil&#xa0;: Sécateur, Arrosoir, Clôture et Râteau</translation>
    </message>
    <message numerus="yes">
        <source>At the start each pot has one card of a different flower, one card goes unseen into the box, and each player holds %n card(s) in hand.</source>
        <translation>
            <numerusform>Au début, chaque pot reçoit une carte d&apos;une fleur différente, une carte va face cachée dans la boîte, et chaque joueur a %n carte en main.</numerusform>
            <numerusform>Au début, chaque pot reçoit une carte d&apos;une fleur différente, une carte va face cachée dans la boîte, et chaque joueur a %n cartes en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your token from your previous turn, if you placed one, goes to the box. Then you &lt;b&gt;must grow&lt;/b&gt; once. After that you may, in any order:</source>
        <translation>Votre jeton du tour précédent, si vous en aviez posé un, retourne dans la boîte. Ensuite, vous &lt;b&gt;devez faire une Pousse&lt;/b&gt;. Après cela, vous pouvez, dans l&apos;ordre que vous voulez&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;grow&lt;/b&gt; again, as often as you dare;</source>
        <translation>faire une nouvelle &lt;b&gt;Pousse&lt;/b&gt;, autant de fois que vous l&apos;osez&#xa0;;</translation>
    </message>
    <message>
        <source>&lt;b&gt;plant&lt;/b&gt; a card from your hand — once a turn;</source>
        <translation>&lt;b&gt;planter&lt;/b&gt; une carte de votre main — une fois par tour&#xa0;;</translation>
    </message>
    <message>
        <source>put a &lt;b&gt;token&lt;/b&gt; on a pot and use its &lt;b&gt;tool&lt;/b&gt; — once a turn;</source>
        <translation>poser un &lt;b&gt;jeton&lt;/b&gt; sur un pot et utiliser son &lt;b&gt;outil&lt;/b&gt; — une fois par tour&#xa0;;</translation>
    </message>
    <message>
        <source>&lt;b&gt;cut&lt;/b&gt; a flower, which ends your turn;</source>
        <translation>&lt;b&gt;couper&lt;/b&gt; une fleur, ce qui termine votre tour&#xa0;;</translation>
    </message>
    <message>
        <source>&lt;b&gt;pass&lt;/b&gt;, which ends your turn.</source>
        <translation>&lt;b&gt;passer&lt;/b&gt;, ce qui termine votre tour.</translation>
    </message>
    <message>
        <source>Your turn ends only after a Cut, a Pass, bad luck, or a flower&apos;s death.</source>
        <translation>Votre tour ne se termine que si vous coupez, si vous passez, si vous avez un pas de chance ou si une fleur meurt.</translation>
    </message>
    <message>
        <source>A tulip of height 4: the next tulip makes it 5</source>
        <translation>Une tulipe de hauteur 4&#xa0;: la prochaine tulipe la fait passer à 5</translation>
    </message>
    <message>
        <source>Draw the top card of the deck and show it. It goes &lt;b&gt;on the pot of its flower&lt;/b&gt; if there is one: the flower grows. Otherwise, into an &lt;b&gt;empty pot&lt;/b&gt; as a new flower (you choose which if there are several). Otherwise you have &lt;b&gt;bad luck&lt;/b&gt;: the card is discarded and your turn ends.</source>
        <translation>Piochez la carte du dessus de la pioche et montrez-la. Elle va &lt;b&gt;sur le pot de sa fleur&lt;/b&gt; s&apos;il y en a un&#xa0;: la fleur pousse. Sinon, dans un &lt;b&gt;pot vide&lt;/b&gt;, comme nouvelle fleur (vous choisissez lequel s&apos;il y en a plusieurs). Sinon, c&apos;est &lt;b&gt;pas de chance&lt;/b&gt;&#xa0;: la carte est défaussée et votre tour se termine.</translation>
    </message>
    <message>
        <source>A rose of height 6: one more rose would be its seventh card</source>
        <translation>Une rose de hauteur 6&#xa0;: une rose de plus serait sa septième carte</translation>
    </message>
    <message>
        <source>&lt;b&gt;The seventh card:&lt;/b&gt; a card drawn for a flower that already has %1 cards kills it — its cards and the drawn card are discarded, the pot is empty and your turn ends.</source>
        <translation>&lt;b&gt;La septième carte&#xa0;:&lt;/b&gt; une carte piochée pour une fleur qui a déjà %1 cartes la fait mourir — ses cartes et la carte piochée sont défaussées, le pot est vide et votre tour se termine.</translation>
    </message>
    <message>
        <source>A flower that died</source>
        <translation>Une fleur morte</translation>
    </message>
    <message>
        <source>The program can show the odds before each Growth: the chance of bad luck and of a death, counted over the cards you have not seen.</source>
        <translation>Le programme peut montrer les chances avant chaque Pousse&#xa0;: le risque de pas de chance et de mort d&apos;une fleur, calculé sur les cartes que vous n&apos;avez pas vues.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plant:&lt;/b&gt; once a turn, after your Growth, put a card from your hand on top of the pot of the same flower if it has fewer than %1 cards. You draw no card to replace it.</source>
        <translation>&lt;b&gt;Planter&#xa0;:&lt;/b&gt; une fois par tour, après votre Pousse, posez une carte de votre main sur le pot de la même fleur s&apos;il a moins de %1 cartes. Vous ne piochez pas de carte pour la remplacer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cut:&lt;/b&gt; after your Growth, take every card of a pot with at least %1 cards on which no other player&apos;s token lies. They are your &lt;b&gt;set&lt;/b&gt;; your turn ends. &lt;b&gt;Pass&lt;/b&gt; ends your turn without cutting.</source>
        <translation>&lt;b&gt;Couper&#xa0;:&lt;/b&gt; après votre Pousse, prenez toutes les cartes d&apos;un pot qui en a au moins %1 et sur lequel il n&apos;y a pas de jeton d&apos;un autre joueur. Elles forment votre &lt;b&gt;bouquet&lt;/b&gt;&#xa0;; votre tour se termine. &lt;b&gt;Passer&lt;/b&gt; termine votre tour sans couper.</translation>
    </message>
    <message>
        <source>The Watering Can, the Fence, the Rake, the Pruner, and a token</source>
        <translation>L&apos;Arrosoir, la Clôture, le Râteau, le Sécateur et un jeton</translation>
    </message>
    <message>
        <source>Once a turn, after your Growth, you may put a token on a pot without one. Until your next turn, no other player may cut that pot, and this turn you may use its tool once:</source>
        <translation>Une fois par tour, après votre Pousse, vous pouvez poser un jeton sur un pot qui n&apos;en a pas. Jusqu&apos;à votre prochain tour, aucun autre joueur ne peut couper ce pot, et pendant ce tour vous pouvez utiliser son outil une fois&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Watering Can:&lt;/b&gt; put a card of any flower from your hand at the bottom of any pot that has a flower; it now counts as that flower.</source>
        <translation>&lt;b&gt;Arrosoir&#xa0;:&lt;/b&gt; posez une carte de n&apos;importe quelle fleur de votre main sous n&apos;importe quel pot qui a une fleur&#xa0;; elle compte désormais comme cette fleur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fence:&lt;/b&gt; the first bad luck or death this turn is ignored: only the drawn card is discarded and your turn goes on.</source>
        <translation>&lt;b&gt;Clôture&#xa0;:&lt;/b&gt; le premier pas de chance ou la première mort de ce tour est ignoré&#xa0;: seule la carte piochée est défaussée et votre tour continue.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Rake:&lt;/b&gt; look at the top %n card(s) of the deck and put them back in any order. Only you see them.</source>
        <translation>
            <numerusform>&lt;b&gt;Râteau&#xa0;:&lt;/b&gt; regardez la carte du dessus de la pioche et remettez-la. Vous seul la voyez.</numerusform>
            <numerusform>&lt;b&gt;Râteau&#xa0;:&lt;/b&gt; regardez les %n cartes du dessus de la pioche et remettez-les dans l&apos;ordre de votre choix. Vous seul les voyez.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Pruner:&lt;/b&gt; draw the top card of the deck into your hand, unseen.</source>
        <translation>&lt;b&gt;Sécateur&#xa0;:&lt;/b&gt; piochez la carte du dessus de la pioche dans votre main, sans la montrer.</translation>
    </message>
    <message>
        <source>Tokens you never play break ties at the end.</source>
        <translation>Les jetons que vous ne jouez jamais départagent les égalités à la fin.</translation>
    </message>
    <message>
        <source>When the deck&apos;s last card is drawn, that player finishes the turn without growing. Then every later player has one &lt;b&gt;final turn&lt;/b&gt; with no Growth (plant, cut or pass; a token only on the Watering Can&apos;s pot), so everybody has had as many turns.</source>
        <translation>Quand la dernière carte de la pioche est piochée, ce joueur termine son tour sans Pousse. Ensuite, chaque joueur suivant joue un &lt;b&gt;dernier tour&lt;/b&gt; sans Pousse (planter, couper ou passer&#xa0;; un jeton seulement sur le pot de l&apos;Arrosoir), pour que tout le monde ait joué autant de tours.</translation>
    </message>
    <message>
        <source>Each set scores by its height:</source>
        <translation>Chaque bouquet rapporte selon sa hauteur&#xa0;:</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>And the number of different flowers among your sets scores:</source>
        <translation>Et le nombre de fleurs différentes parmi vos bouquets rapporte&#xa0;:</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Fleurs</translation>
    </message>
    <message>
        <source>The highest total wins; on equal totals, the most unplayed tokens; still equal, the victory is shared. Cards in hand score nothing.</source>
        <translation>Le plus haut total gagne&#xa0;; à égalité, celui qui a le plus de jetons non joués&#xa0;; toujours à égalité, la victoire est partagée. Les cartes en main ne rapportent rien.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Children&apos;s game:&lt;/b&gt; tokens only protect their pot; there are no tools.</source>
        <translation>&lt;b&gt;Partie enfants&#xa0;:&lt;/b&gt; les jetons protègent seulement leur pot&#xa0;; il n&apos;y a pas d&apos;outils.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Advanced:&lt;/b&gt; a token and its tool may also come before your Growth.</source>
        <translation>&lt;b&gt;Avancé&#xa0;:&lt;/b&gt; un jeton et son outil peuvent aussi venir avant votre Pousse.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Longer game:&lt;/b&gt; a match of three games; the points add up, and the player with the fewest points starts the next game.</source>
        <translation>&lt;b&gt;Partie longue&#xa0;:&lt;/b&gt; un match en trois parties&#xa0;; les points s&apos;additionnent, et le joueur qui a le moins de points commence la partie suivante.</translation>
    </message>
    <message>
        <source>Everybody sees the pots, the tokens, the sets, the discard pile, every card a Growth draws, and how many cards each hand and the deck hold. Only you know your hand and, after your Rake, the cards on top of the deck.</source>
        <translation>Tout le monde voit les pots, les jetons, les bouquets, la défausse, chaque carte piochée par une Pousse, et le nombre de cartes de chaque main et de la pioche. Vous seul connaissez votre main et, après votre Râteau, les cartes du dessus de la pioche.</translation>
    </message>
</context>
<context>
    <name>BlossomsSeat</name>
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
    <name>BlossomsSession</name>
    <message>
        <source>Blossoms is for 2 or 3 players, not %1.</source>
        <translation>Blossoms se joue à 2 ou 3 joueurs, pas %1.</translation>
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
        <source>There is no game on the table.</source>
        <translation>Il n&apos;y a pas de partie sur la table.</translation>
    </message>
    <message>
        <source>Confirm the hand-over first.</source>
        <translation>Confirmez d&apos;abord le passage de l&apos;écran.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>Put back the cards you raked, each once.</source>
        <translation>Remettez les cartes ratissées, chacune une fois.</translation>
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
        <source>There is no next game of a match to play.</source>
        <translation>Il n&apos;y a pas de partie suivante de match à jouer.</translation>
    </message>
    <message>
        <source>The computer player %1 chose an action the rules refuse: %2</source>
        <translation>Le joueur ordinateur %1 a choisi une action que les règles refusent&#xa0;: %2</translation>
    </message>
    <message>
        <source>cut the %1</source>
        <translation>couper la fleur %1</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Conseil&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Hint: %1: %2.</source>
        <translation>Conseil&#xa0;: %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 points now; %2% bad luck if you grow again</source>
        <translation>%1 points maintenant&#xa0;; %2&#xa0;% de pas de chance si vous refaites une Pousse</translation>
    </message>
    <message>
        <source>%1% bad luck, %2% good growth</source>
        <translation>%1&#xa0;% de pas de chance, %2&#xa0;% de bonne pousse</translation>
    </message>
    <message>
        <source>%1% bad luck if you grow again</source>
        <translation>%1&#xa0;% de pas de chance si vous refaites une Pousse</translation>
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
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Watering can</source>
        <translation>Arrosoir</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Clôture</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Râteau</translation>
    </message>
    <message>
        <source>Pruner</source>
        <translation>Sécateur</translation>
    </message>
    <message>
        <source>grew</source>
        <translation>a fait une Pousse</translation>
    </message>
    <message>
        <source>grow</source>
        <translation>faire une Pousse</translation>
    </message>
    <message>
        <source>planted the %1 in pot %2</source>
        <translation>a planté la fleur %1 dans le pot %2</translation>
    </message>
    <message>
        <source>plant the %1 in pot %2</source>
        <translation>planter la fleur %1 dans le pot %2</translation>
    </message>
    <message>
        <source>planted %1 in pot %2</source>
        <translation>a planté %1 dans le pot %2</translation>
    </message>
    <message>
        <source>plant %1 in pot %2</source>
        <translation>planter %1 dans le pot %2</translation>
    </message>
    <message>
        <source>cut the %1 (%2 cards, %3)</source>
        <translation>couper la fleur %1 (%2 cartes, %3)</translation>
    </message>
    <message>
        <source>placed a token on pot %1</source>
        <translation>a posé un jeton sur le pot %1</translation>
    </message>
    <message>
        <source>place a token on pot %1</source>
        <translation>poser un jeton sur le pot %1</translation>
    </message>
    <message>
        <source>placed a token on pot %1 (%2)</source>
        <translation>a posé un jeton sur le pot %1 (%2)</translation>
    </message>
    <message>
        <source>place a token on pot %1 (%2)</source>
        <translation>poser un jeton sur le pot %1 (%2)</translation>
    </message>
    <message>
        <source>watered pot %1 with %2</source>
        <translation>a arrosé le pot %1 avec %2</translation>
    </message>
    <message>
        <source>water pot %1 with %2</source>
        <translation>arroser le pot %1 avec %2</translation>
    </message>
    <message>
        <source>took a card with the Pruner</source>
        <translation>a pris une carte avec le Sécateur</translation>
    </message>
    <message>
        <source>take a card with the Pruner</source>
        <translation>prendre une carte avec le Sécateur</translation>
    </message>
    <message>
        <source>looked at the top cards with the Rake</source>
        <translation>a regardé les cartes du dessus avec le Râteau</translation>
    </message>
    <message>
        <source>look at the top cards with the Rake</source>
        <translation>regarder les cartes du dessus avec le Râteau</translation>
    </message>
    <message>
        <source>put the raked cards back</source>
        <translation>remettre les cartes ratissées</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>drew %1: the %2 grows to %3</source>
        <translation>a pioché %1&#xa0;: la fleur %2 passe à %3</translation>
    </message>
    <message>
        <source>drew %1: it is planted in pot %2</source>
        <translation>a pioché %1&#xa0;: elle est plantée dans le pot %2</translation>
    </message>
    <message>
        <source>drew %1: it goes into an empty pot of your choice</source>
        <translation>a pioché %1&#xa0;: elle va dans un pot vide de votre choix</translation>
    </message>
    <message>
        <source>drew %1: bad luck, no pot for it — the turn ends</source>
        <translation>a pioché %1 : pas de chance, aucun pot pour elle — le tour se termine</translation>
    </message>
    <message>
        <source>drew %1: the %2 died (card %3 is one too many)</source>
        <translation>a pioché %1&#xa0;: la fleur %2 meurt (la carte %3 est de trop)</translation>
    </message>
    <message>
        <source>drew %1: the Fence saved the turn</source>
        <translation>a pioché %1&#xa0;: la Clôture a sauvé le tour</translation>
    </message>
    <message>
        <source>the %1 in pot %2 grows to %3</source>
        <translation>la fleur %1 du pot %2 passe à %3</translation>
    </message>
    <message>
        <source>%1 went face down into your hand</source>
        <translation>%1 rejoint votre main, face cachée</translation>
    </message>
    <message>
        <source>a card went face down into the hand</source>
        <translation>une carte rejoint la main, face cachée</translation>
    </message>
    <message>
        <source>that was the last card of the deck</source>
        <translation>c&apos;était la dernière carte de la pioche</translation>
    </message>
    <message>
        <source>the turn ends</source>
        <translation>le tour se termine</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1&apos;s tokens went back to the box.</source>
        <translation>Les jetons de %1 sont retournés dans la boîte.</translation>
    </message>
    <message>
        <source>Final turn for %1.</source>
        <translation>Dernier tour pour %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The drawn %1 must first go into one of the empty pots.</source>
        <translation>La carte %1 piochée doit d&apos;abord aller dans l&apos;un des pots vides.</translation>
    </message>
    <message>
        <source>Pot %1 is not empty.</source>
        <translation>Le pot %1 n&apos;est pas vide.</translation>
    </message>
    <message>
        <source>Put the raked cards back on the deck first.</source>
        <translation>Remettez d&apos;abord les cartes ratissées sur la pioche.</translation>
    </message>
    <message>
        <source>Put back the %1 raked cards, each once.</source>
        <translation>Remettez les %1 cartes ratissées, chacune une fois.</translation>
    </message>
    <message>
        <source>No drawn card waits for a pot.</source>
        <translation>Aucune carte piochée n&apos;attend de pot.</translation>
    </message>
    <message>
        <source>No raked cards wait to be put back.</source>
        <translation>Aucune carte ratissée n&apos;attend d&apos;être remise.</translation>
    </message>
    <message>
        <source>Plant, Cut and Pass come after the turn&apos;s Growth.</source>
        <translation>Planter, Couper et Passer viennent après la Pousse du tour.</translation>
    </message>
    <message>
        <source>The turn starts with a Growth.</source>
        <translation>Le tour commence par une Pousse.</translation>
    </message>
    <message>
        <source>A final turn has no Growth.</source>
        <translation>Un dernier tour n&apos;a pas de Pousse.</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>La pioche est vide.</translation>
    </message>
    <message>
        <source>A turn has one Plant.</source>
        <translation>On ne plante qu&apos;une fois par tour.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>Pot %1 is empty.</source>
        <translation>Le pot %1 est vide.</translation>
    </message>
    <message>
        <source>The %1 is not the flower of pot %2.</source>
        <translation>La carte %1 n&apos;est pas la fleur du pot %2.</translation>
    </message>
    <message>
        <source>Pot %1 already holds %2 cards.</source>
        <translation>Le pot %1 a déjà %2 cartes.</translation>
    </message>
    <message>
        <source>Pot %1 holds fewer than %2 cards: too short to cut.</source>
        <translation>Le pot %1 a moins de %2 cartes&#xa0;: trop court pour être coupé.</translation>
    </message>
    <message>
        <source>Pot %1 carries %2&apos;s token.</source>
        <translation>Le pot %1 porte le jeton de %2.</translation>
    </message>
    <message>
        <source>A turn has one token.</source>
        <translation>On ne pose qu&apos;un jeton par tour.</translation>
    </message>
    <message>
        <source>You have no token left.</source>
        <translation>Il ne vous reste aucun jeton.</translation>
    </message>
    <message>
        <source>Pot %1 already carries a token.</source>
        <translation>Le pot %1 porte déjà un jeton.</translation>
    </message>
    <message>
        <source>A final turn has no token in the children&apos;s variant.</source>
        <translation>Dans la variante enfants, un dernier tour n&apos;a pas de jeton.</translation>
    </message>
    <message>
        <source>In a final turn a token goes only on the Watering can&apos;s pot.</source>
        <translation>Pendant un dernier tour, un jeton ne va que sur le pot de l&apos;Arrosoir.</translation>
    </message>
    <message>
        <source>No tool is used in the children&apos;s variant.</source>
        <translation>On n&apos;utilise pas d&apos;outil dans la variante enfants.</translation>
    </message>
    <message>
        <source>A tool is used in the turn your token goes on its pot.</source>
        <translation>Un outil s&apos;utilise pendant le tour où votre jeton va sur son pot.</translation>
    </message>
    <message>
        <source>The token&apos;s tool has one use.</source>
        <translation>L&apos;outil du jeton ne sert qu&apos;une fois.</translation>
    </message>
    <message>
        <source>That is not an action of this game.</source>
        <translation>Ce n&apos;est pas une action de ce jeu.</translation>
    </message>
</context>
<context>
    <name>BlossomsSettingsDialog</name>
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
        <source>Configure — Blossoms</source>
        <translation>Configurer — Blossoms</translation>
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
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <source>Every flower has a drawing and a corner sign of its own besides its colour, and every token its player&apos;s initial: no colour needs telling apart.</source>
        <translation>Chaque fleur a, en plus de sa couleur, un dessin et un signe de coin bien à elle, et chaque jeton porte l&apos;initiale de son joueur&#xa0;: aucune couleur n&apos;a besoin d&apos;être distinguée.</translation>
    </message>
    <message>
        <source>Show the &amp;draw: the card flies to its pot</source>
        <translation>&amp;Montrer le tirage&#xa0;: la carte s&apos;envole vers son pot</translation>
    </message>
    <message>
        <source>Show the draw</source>
        <translation>Montrer le tirage</translation>
    </message>
    <message>
        <source>Also in View ▸ Animations</source>
        <translation>Aussi dans Affichage ▸ Animations</translation>
    </message>
    <message>
        <source>Speed of the draw</source>
        <translation>Vitesse du tirage</translation>
    </message>
    <message>
        <source>Its s&amp;peed:</source>
        <translation>Sa &amp;vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>Off, a draw&apos;s result shows at once; the log and the status bar tell it either way.</source>
        <translation>Désactivé, le résultat d&apos;un tirage s&apos;affiche aussitôt&#xa0;; le journal et la barre d&apos;état l&apos;indiquent dans tous les cas.</translation>
    </message>
    <message>
        <source>The odds a new game proposes</source>
        <translation>Les chances que propose une nouvelle partie</translation>
    </message>
    <message>
        <source>In the children’s game</source>
        <translation>Dans la partie enfants</translation>
    </message>
    <message>
        <source>In every game</source>
        <translation>Dans chaque partie</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>Show the &amp;odds:</source>
        <translation>Montrer les &amp;chances&#xa0;:</translation>
    </message>
    <message>
        <source>Before each Growth, the chance that the next card brings bad luck or kills a flower, counted over the cards the player has not seen. A new game proposes it as chosen here; the new-game dialog may still change it for that game.</source>
        <translation>Avant chaque Pousse, le risque que la prochaine carte soit un pas de chance ou tue une fleur, calculé sur les cartes que le joueur n&apos;a pas vues. Une nouvelle partie propose ce réglage tel que choisi ici&#xa0;; la fenêtre de nouvelle partie peut encore le changer pour cette partie-là.</translation>
    </message>
    <message>
        <source>How fast the turns of the seats the computer plays are shown. Step by step waits for Next (N) after each step.</source>
        <translation>La vitesse à laquelle s&apos;affichent les tours des places jouées par l&apos;ordinateur. Pas à pas attend Suivant (N) après chaque étape.</translation>
    </message>
    <message>
        <source>The computer players’ speed</source>
        <translation>La vitesse des joueurs ordinateur</translation>
    </message>
    <message>
        <source>Also in View ▸ Computer players’ speed</source>
        <translation>Aussi dans Affichage ▸ Vitesse des joueurs ordinateur</translation>
    </message>
    <message>
        <source>The c&amp;omputer players’ speed:</source>
        <translation>Vitesse des joueurs &amp;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Every seat needs a name of its own; its first letter is on the player&apos;s tokens.</source>
        <translation>Chaque place a besoin de son propre nom&#xa0;; sa première lettre figure sur les jetons du joueur.</translation>
    </message>
</context>
<context>
    <name>BlossomsStatistics</name>
    <message>
        <source>People only (hotseat)</source>
        <translation>Seulement des personnes (multijoueur local)</translation>
    </message>
    <message>
        <source>Against computers</source>
        <translation>Contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>People and computers</source>
        <translation>Personnes et ordinateurs</translation>
    </message>
    <message>
        <source>Your Blossoms statistics “%1” could not be read: %2. The file was kept as “%3”, and the statistics start afresh.</source>
        <translation>Vos statistiques de Blossoms «&#xa0;%1&#xa0;» n&apos;ont pas pu être lues&#xa0;: %2. Le fichier a été conservé sous le nom «&#xa0;%3&#xa0;», et les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <source>Your Blossoms statistics “%1” could not be read: %2. The file could not be kept aside either (%3), so no statistics are saved until the next start.</source>
        <translation>Vos statistiques de Blossoms «&#xa0;%1&#xa0;» n&apos;ont pas pu être lues&#xa0;: %2. Le fichier n&apos;a pas pu non plus être mis de côté (%3)&#xa0;: aucune statistique ne sera enregistrée jusqu&apos;au prochain démarrage.</translation>
    </message>
    <message>
        <source>The Blossoms statistics were not saved: %1</source>
        <translation>Les statistiques de Blossoms n&apos;ont pas été enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>it is not a JSON document</source>
        <translation>ce n&apos;est pas un document JSON</translation>
    </message>
    <message>
        <source>it is not a Blossoms statistics file</source>
        <translation>ce n&apos;est pas un fichier de statistiques de Blossoms</translation>
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
    <name>BlossomsStatisticsDialog</name>
    <message>
        <source>children’s and advanced</source>
        <translation>enfants et avancé</translation>
    </message>
    <message>
        <source>children’s game</source>
        <translation>partie enfants</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avancé</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>Statistics — Blossoms</source>
        <translation>Statistiques — Blossoms</translation>
    </message>
    <message>
        <source>Finished games at this table, by kind of game: scores of different player counts or variants do not compare.</source>
        <translation>Les parties terminées à cette table, par sorte de partie&#xa0;: les scores avec un autre nombre de joueurs ou d&apos;autres variantes ne se comparent pas.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Best total</source>
        <translation>Meilleur total</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>&amp;Forget all…</source>
        <translation>&amp;Tout oublier…</translation>
    </message>
    <message>
        <source>Forget all?</source>
        <translation>Tout oublier&#xa0;?</translation>
    </message>
    <message>
        <source>Forget every game counted at this table?</source>
        <translation>Oublier toutes les parties comptées à cette table&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 players · %3 — %n game(s)</source>
        <translation>
            <numerusform>%1 · %2 joueurs · %3 — %n partie</numerusform>
            <numerusform>%1 · %2 joueurs · %3 — %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>BlossomsTool</name>
    <message>
        <source>Watering can</source>
        <translation>Arrosoir</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Clôture</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Râteau</translation>
    </message>
    <message>
        <source>Pruner</source>
        <translation>Sécateur</translation>
    </message>
</context>
<context>
    <name>BlossomsTutorial</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Robin</source>
        <translation>Robin</translation>
    </message>
    <message>
        <source>Sage</source>
        <translation>Sage</translation>
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
        <source>wait a moment: the guide speaks first.</source>
        <translation>un instant&#xa0;: le guide parle d&apos;abord.</translation>
    </message>
    <message>
        <source>in this guided game, please %1 now — in your own games you choose.</source>
        <translation>dans cette partie guidée, veuillez %1 maintenant — dans vos propres parties, c&apos;est vous qui choisissez.</translation>
    </message>
    <message>
        <source>The last card</source>
        <translation>La dernière carte</translation>
    </message>
    <message>
        <source>The deck is empty: no more Growth. The player who drew the last card ends that turn, and every player after them in the turn order has one final turn: plant, cut, or pass (a token only on the Watering Can’s pot). So everybody has had as many turns. Cut what you can!</source>
        <translation>La pioche est vide&#xa0;: plus de Pousse. Le joueur qui a pioché la dernière carte termine ce tour, puis chaque joueur après lui dans l&apos;ordre du tour joue un dernier tour&#xa0;: planter, couper ou passer (un jeton seulement sur le pot de l&apos;Arrosoir). Ainsi, tout le monde a joué autant de tours. Coupez ce que vous pouvez&#xa0;!</translation>
    </message>
    <message>
        <source>Your garden now</source>
        <translation>Votre jardin maintenant</translation>
    </message>
    <message numerus="yes">
        <source>You know every rule. Play on to the end as you like: grow, plant, cut or pass. %n card(s) left in the deck. When the last card is drawn, the game ends once every player has had as many turns; then your sets score by their height and by their number of types.</source>
        <translation>
            <numerusform>Vous connaissez toutes les règles. Jouez jusqu&apos;au bout comme vous voulez&#xa0;: faire pousser, planter, couper ou passer. Il reste %n carte dans la pioche. Quand la dernière carte est piochée, la partie se termine dès que chaque joueur a joué autant de tours&#xa0;; vos bouquets marquent alors selon leur hauteur et leur nombre de variétés.</numerusform>
            <numerusform>Vous connaissez toutes les règles. Jouez jusqu&apos;au bout comme vous voulez&#xa0;: faire pousser, planter, couper ou passer. Il reste %n cartes dans la pioche. Quand la dernière carte est piochée, la partie se termine dès que chaque joueur a joué autant de tours&#xa0;; vos bouquets marquent alors selon leur hauteur et leur nombre de variétés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>Now %1 plays: watch the garden. Every card drawn is shown to all and flies to its place; the log on the right tells each step in words.</source>
        <translation>Maintenant, %1 joue&#xa0;: regardez le jardin. Chaque carte piochée est montrée à tous et s&apos;envole à sa place&#xa0;; le journal à droite raconte chaque étape en mots.</translation>
    </message>
    <message>
        <source>Grow a flower</source>
        <translation>Faire pousser une fleur</translation>
    </message>
    <message>
        <source>Welcome to Blossoms! Four pots stand in a row, each with a flower of its own type. A turn starts with a Growth: the top card of the deck is drawn for everybody to see and joins the flower of its type, one card taller. Click the deck (or press G).</source>
        <translation>Bienvenue dans Blossoms&#xa0;! Quatre pots sont alignés, chacun avec une fleur de sa propre variété. Un tour commence par une Pousse&#xa0;: la carte du dessus de la pioche est piochée sous les yeux de tous et rejoint la fleur de sa variété, qui grandit d&apos;une carte. Cliquez sur la pioche (ou appuyez sur G).</translation>
    </message>
    <message>
        <source>Plant a card</source>
        <translation>Planter une carte</translation>
    </message>
    <message>
        <source>The rose in pot 1 grew to %1 cards. Once per turn you may also plant a card of your hand on the flower of its type. Click your rose, then the lit pot 1.</source>
        <translation>La rose du pot 1 a poussé jusqu&apos;à %1 cartes. Une fois par tour, vous pouvez aussi planter une carte de votre main sur la fleur de sa variété. Cliquez sur votre rose, puis sur le pot 1 éclairé.</translation>
    </message>
    <message>
        <source>Cut the flower</source>
        <translation>Couper la fleur</translation>
    </message>
    <message>
        <source>A flower of 2 cards or more may be cut: you keep it as a set, the pot is empty, and your turn ends. The taller, the more it is worth: 3 cards %1 points, 4 cards %2, 5 cards %3, 6 cards %4. Click pot 1 to cut your roses.</source>
        <translation>Une fleur de 2 cartes ou plus peut être coupée&#xa0;: vous la gardez comme bouquet, le pot se vide et votre tour se termine. Plus elle est haute, plus elle vaut&#xa0;: 3 cartes %1 points, 4 cartes %2, 5 cartes %3, 6 cartes %4. Cliquez sur le pot 1 pour couper vos roses.</translation>
    </message>
    <message>
        <source>A new flower</source>
        <translation>Une nouvelle fleur</translation>
    </message>
    <message>
        <source>%1 grew the schizostylis twice, then passed: after the first Growth you may stop whenever you like. Your pot 1 is empty since your cut. Grow: a card whose type has no flower starts a new one in an empty pot.</source>
        <translation>%1 a fait pousser la schizostylis deux fois, puis a passé&#xa0;: après la première Pousse, vous pouvez vous arrêter quand vous voulez. Votre pot 1 est vide depuis votre coupe. Faites pousser&#xa0;: une carte dont la variété n&apos;a pas de fleur en commence une nouvelle dans un pot vide.</translation>
    </message>
    <message>
        <source>Push your luck</source>
        <translation>Tentez votre chance</translation>
    </message>
    <message>
        <source>The sweet pea started a new flower in pot 1. You may grow again as often as you like — but now every pot has a flower, and a card of another type would find no place: that is bad luck, the card is discarded and your turn ends. Grow once more and see.</source>
        <translation>Le pois de senteur a commencé une nouvelle fleur dans le pot 1. Vous pouvez faire pousser encore autant de fois que vous voulez — mais maintenant chaque pot a une fleur, et une carte d&apos;une autre variété ne trouverait pas de place&#xa0;: c&apos;est un pas de chance, la carte est défaussée et votre tour se termine. Faites pousser encore une fois pour voir.</translation>
    </message>
    <message>
        <source>Too tall: a flower dies</source>
        <translation>Trop haute&#xa0;: une fleur meurt</translation>
    </message>
    <message>
        <source>Bad luck: the iris had no pot. Then %1 grew the schizostylis to 6 cards and drew a 7th: a flower never holds more than 6, so it died — all its cards went to the discard pile and the turn ended. The red line above a tall flower warns you. Your turn: grow.</source>
        <translation>Pas de chance&#xa0;: l&apos;iris n&apos;avait pas de pot. Puis %1 a fait pousser la schizostylis jusqu&apos;à 6 cartes et a pioché une 7e&#xa0;: une fleur n&apos;a jamais plus de 6 cartes, elle est donc morte — toutes ses cartes sont allées à la défausse et le tour s&apos;est terminé. La ligne rouge au-dessus d&apos;une fleur haute vous prévient. À vous&#xa0;: faites pousser.</translation>
    </message>
    <message>
        <source>Tokens and tools</source>
        <translation>Les jetons et les outils</translation>
    </message>
    <message>
        <source>You have 3 tokens. Once per turn, after your Growth, you may put one on a pot without a token: nobody else may cut that pot until your next turn, and you may use the pot’s tool once this turn. Put a token on pot 2, the Watering Can.</source>
        <translation>Vous avez 3 jetons. Une fois par tour, après votre Pousse, vous pouvez en poser un sur un pot sans jeton&#xa0;: personne d&apos;autre ne peut couper ce pot avant votre prochain tour, et vous pouvez utiliser l&apos;outil de ce pot une fois pendant ce tour. Posez un jeton sur le pot 2, l&apos;Arrosoir.</translation>
    </message>
    <message>
        <source>The Watering Can</source>
        <translation>L&apos;Arrosoir</translation>
    </message>
    <message>
        <source>The Watering Can puts any card of your hand at the bottom of a flower, where it counts as that flower’s type. Click your poppy, then the tulips in pot 2.</source>
        <translation>L&apos;Arrosoir place n&apos;importe quelle carte de votre main sous une fleur, où elle compte comme la variété de cette fleur. Cliquez sur votre coquelicot, puis sur les tulipes du pot 2.</translation>
    </message>
    <message>
        <source>Protected</source>
        <translation>À l&apos;abri</translation>
    </message>
    <message>
        <source>Your tulips have %1 cards and your token lies on their pot: %2 may not cut them before your next turn. Pass to end your turn and let them grow.</source>
        <translation>Vos tulipes ont %1 cartes et votre jeton est sur leur pot&#xa0;: %2 ne peut pas les couper avant votre prochain tour. Passez pour terminer votre tour et laissez-les pousser.</translation>
    </message>
    <message>
        <source>Their token protects</source>
        <translation>Son jeton protège</translation>
    </message>
    <message>
        <source>%1 put a token on pot 1 and used its Pruner: the top card of the deck went into %1’s hand, unseen (hands are secret). That token protects the sweet peas: you may not cut pot 1 until %1’s next turn. Yours left pot 2 for the box as your turn started. Grow.</source>
        <translation>%1 a posé un jeton sur le pot 1 et utilisé son Sécateur&#xa0;: la carte du dessus de la pioche est allée dans la main de %1, sans être vue (les mains sont secrètes). Ce jeton protège les pois de senteur&#xa0;: vous ne pouvez pas couper le pot 1 avant le prochain tour de %1. Le vôtre a quitté le pot 2 pour la boîte au début de votre tour. Faites pousser.</translation>
    </message>
    <message>
        <source>The Fence</source>
        <translation>La Clôture</translation>
    </message>
    <message>
        <source>Your tulips have %1 cards. Put your token on pot 3, the Fence: until the end of this turn it saves you once from bad luck or from a 7th card.</source>
        <translation>Vos tulipes ont %1 cartes. Posez votre jeton sur le pot 3, la Clôture&#xa0;: jusqu&apos;à la fin de ce tour, elle vous sauve une fois d&apos;un pas de chance ou d&apos;une 7e carte.</translation>
    </message>
    <message>
        <source>Behind the Fence</source>
        <translation>Derrière la Clôture</translation>
    </message>
    <message>
        <source>Every pot has a flower, so a card of a new type would be bad luck. With the Fence up you may risk it: grow.</source>
        <translation>Chaque pot a une fleur, donc une carte d&apos;une nouvelle variété serait un pas de chance. Avec la Clôture, vous pouvez prendre le risque&#xa0;: faites pousser.</translation>
    </message>
    <message>
        <source>Saved by the Fence</source>
        <translation>Sauvé par la Clôture</translation>
    </message>
    <message>
        <source>The rose had no pot — bad luck, but the Fence stopped it: the card was discarded and your turn goes on. The Fence is used up now. Grow once more.</source>
        <translation>La rose n&apos;avait pas de pot — pas de chance, mais la Clôture l&apos;a arrêté&#xa0;: la carte a été défaussée et votre tour continue. La Clôture est maintenant utilisée. Faites pousser encore une fois.</translation>
    </message>
    <message>
        <source>A tall flower</source>
        <translation>Une fleur haute</translation>
    </message>
    <message>
        <source>Your tulips have %1 cards, the poppy at the bottom counting as a tulip. Cut them for %2 points.</source>
        <translation>Vos tulipes ont %1 cartes, le coquelicot du dessous comptant comme une tulipe. Coupez-les pour %2 points.</translation>
    </message>
    <message>
        <source>Two empty pots</source>
        <translation>Deux pots vides</translation>
    </message>
    <message>
        <source>%1’s token went to the box, and %1 cut the sweet peas: pots 1 and 2 are empty. Grow.</source>
        <translation>Le jeton de %1 est allé dans la boîte, et %1 a coupé les pois de senteur&#xa0;: les pots 1 et 2 sont vides. Faites pousser.</translation>
    </message>
    <message>
        <source>Choose the pot</source>
        <translation>Choisir le pot</translation>
    </message>
    <message>
        <source>A sweet pea has no flower, and two pots are empty: you choose where it grows. Each pot has its own tool. Click pot 1.</source>
        <translation>Un pois de senteur n&apos;a pas de fleur, et deux pots sont vides&#xa0;: c&apos;est vous qui choisissez où il pousse. Chaque pot a son propre outil. Cliquez sur le pot 1.</translation>
    </message>
    <message>
        <source>The Rake</source>
        <translation>Le Râteau</translation>
    </message>
    <message>
        <source>Your last token: put it on pot 4, the Rake. The Rake lets you look at the next cards of the deck and put them back in the order you choose.</source>
        <translation>Votre dernier jeton&#xa0;: posez-le sur le pot 4, le Râteau. Le Râteau vous permet de regarder les prochaines cartes de la pioche et de les remettre dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>Look at the deck</source>
        <translation>Regarder la pioche</translation>
    </message>
    <message>
        <source>Use the Rake: the top 3 cards are shown to you alone.</source>
        <translation>Utilisez le Râteau&#xa0;: les 3 cartes du dessus ne sont montrées qu&apos;à vous.</translation>
    </message>
    <message>
        <source>Put them back</source>
        <translation>Les remettre</translation>
    </message>
    <message>
        <source>The first card in the list is the next one drawn. Put the sweet pea first, then the iris, then the rose (drag them, or select one and use Move up), and click Put them back.</source>
        <translation>La première carte de la liste est la prochaine piochée. Mettez le pois de senteur en premier, puis l&apos;iris, puis la rose (faites-les glisser, ou sélectionnez-en une et utilisez Vers le dessus), et cliquez sur Les remettre.</translation>
    </message>
    <message>
        <source>No surprise</source>
        <translation>Pas de surprise</translation>
    </message>
    <message>
        <source>Now you know what comes: the sweet pea for pot 1, then the iris for pot 4 — %1 knows only that you raked. Grow.</source>
        <translation>Maintenant, vous savez ce qui vient&#xa0;: le pois de senteur pour le pot 1, puis l&apos;iris pour le pot 4 — %1 sait seulement que vous avez ratissé. Faites pousser.</translation>
    </message>
    <message>
        <source>Grow again</source>
        <translation>Pousser encore</translation>
    </message>
    <message>
        <source>The sweet pea joined pot 1. The iris is next, safe too: grow.</source>
        <translation>Le pois de senteur a rejoint le pot 1. L&apos;iris vient ensuite, sans risque elle aussi&#xa0;: faites pousser.</translation>
    </message>
    <message>
        <source>Types count too</source>
        <translation>Les variétés comptent aussi</translation>
    </message>
    <message>
        <source>Cut the sweet peas: a short flower scores little (2 cards: %1 point), but it is a third type among your sets. At the end the number of different types scores too: 1 type %2, 2 types %3, 3 types %4, up to %5 for all six.</source>
        <translation>Coupez les pois de senteur&#xa0;: une fleur courte rapporte peu (2 cartes&#xa0;: %1 point), mais c&apos;est une troisième variété parmi vos bouquets. À la fin, le nombre de variétés différentes rapporte aussi&#xa0;: 1 variété %2, 2 variétés %3, 3 variétés %4, jusqu&apos;à %5 pour les six.</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Qui gagne</translation>
    </message>
    <message>
        <source>%1: %2 by height + %3 by types = %4</source>
        <translation>%1&#xa0;: %2 par la hauteur + %3 par les variétés = %4</translation>
    </message>
    <message>
        <source>The game is over. Each set scores by its height, and each player scores for the number of different types among their sets. %1. Winner: %2. On equal totals the most tokens left unplayed wins.</source>
        <translation>La partie est terminée. Chaque bouquet marque selon sa hauteur, et chaque joueur marque selon le nombre de variétés différentes parmi ses bouquets. %1. Vainqueur&#xa0;: %2. À égalité, le joueur à qui il reste le plus de jetons non joués gagne.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
</context>
<context>
    <name>BlossomsType</name>
    <message>
        <source>Rose</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Iris</source>
        <translation>Iris</translation>
    </message>
    <message>
        <source>Tulip</source>
        <translation>Tulipe</translation>
    </message>
    <message>
        <source>Common poppy</source>
        <translation>Coquelicot</translation>
    </message>
    <message>
        <source>Sweet pea</source>
        <translation>Pois de senteur</translation>
    </message>
    <message>
        <source>Schizostylis</source>
        <translation>Schizostylis</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Fleur</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>une carte %1</translation>
    </message>
</context>
<context>
    <name>BlossomsWindow</name>
    <message>
        <source>Blossoms</source>
        <translation>Blossoms</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Odds of the next card</source>
        <translation>Chances de la prochaine carte</translation>
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
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Grow: draw a card</source>
        <translation>&amp;Pousse&#xa0;: piocher une carte</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sser</translation>
    </message>
    <message>
        <source>Go to &amp;my hand</source>
        <translation>Aller à ma &amp;main</translation>
    </message>
    <message>
        <source>Go to the gar&amp;den</source>
        <translation>Aller au &amp;jardin</translation>
    </message>
    <message>
        <source>Go to the &amp;choices</source>
        <translation>Aller aux c&amp;hoix</translation>
    </message>
    <message>
        <source>&amp;Next computer step</source>
        <translation>Étape suivante de l&apos;&amp;ordinateur</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
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
        <source>&amp;Animations</source>
        <translation>A&amp;nimations</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aucune</translation>
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
        <source>About Blossoms</source>
        <translation>À propos de Blossoms</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Blossoms&lt;/b&gt;: a push-your-luck card game of growing flowers for 2 or 3 players, from the design documents of Frosted Blooms (Bruno Cathala &amp;amp; Ludovic Maublanc).&lt;/p&gt;&lt;p&gt;Version %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Blossoms&lt;/b&gt;&#xa0;: un jeu de cartes où l&apos;on tente sa chance en faisant pousser des fleurs, pour 2 ou 3 joueurs, d&apos;après les documents de conception de Frosted Blooms (Bruno Cathala &amp;amp; Ludovic Maublanc).&lt;/p&gt;&lt;p&gt;Version %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>A game of Blossoms was not finished. Resume it?</source>
        <translation>Une partie de Blossoms n&apos;était pas terminée. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>The unfinished game is back on the table.</source>
        <translation>La partie inachevée est de retour sur la table.</translation>
    </message>
    <message>
        <source>The game started again from its deal.</source>
        <translation>La partie a recommencé depuis sa donne.</translation>
    </message>
    <message>
        <source>The game of Blossoms of %1 (turn %2)</source>
        <translation>La partie de Blossoms du %1 (tour %2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Blossoms games (*%1);;All files (*)</source>
        <translation>Parties de Blossoms (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
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
        <source>blossoms-turn-%1</source>
        <translation>blossoms-tour-%1</translation>
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
        <source>No game on the table</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>Game ▸ New game… starts one.</source>
        <translation>Partie ▸ Nouvelle partie… en commence une.</translation>
    </message>
    <message>
        <source>Your cards, %1</source>
        <translation>Vos cartes, %1</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>The score pad shows who won.</source>
        <translation>La feuille de score montre qui a gagné.</translation>
    </message>
    <message>
        <source>%1’s final turn</source>
        <translation>Dernier tour de %1</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 plays.</source>
        <translation>%1 joue.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>Grow: click the deck (G) to draw a card.</source>
        <translation>Pousse&#xa0;: cliquez sur la pioche (G) pour piocher une carte.</translation>
    </message>
    <message>
        <source>Choose an empty pot for the %1.</source>
        <translation>Choisissez un pot vide pour la carte %1.</translation>
    </message>
    <message>
        <source>Put the raked cards back in the order you like.</source>
        <translation>Remettez les cartes ratissées dans l&apos;ordre que vous voulez.</translation>
    </message>
    <message>
        <source>grow again</source>
        <translation>refaire une Pousse</translation>
    </message>
    <message>
        <source>plant a card</source>
        <translation>planter une carte</translation>
    </message>
    <message>
        <source>cut a flower</source>
        <translation>couper une fleur</translation>
    </message>
    <message>
        <source>place a token</source>
        <translation>poser un jeton</translation>
    </message>
    <message>
        <source>use your tool</source>
        <translation>utiliser votre outil</translation>
    </message>
    <message>
        <source>Pass to end your turn.</source>
        <translation>Passez pour terminer votre tour.</translation>
    </message>
    <message>
        <source>You may %1 — or pass.</source>
        <translation>Vous pouvez %1 — ou passer.</translation>
    </message>
    <message>
        <source>(A final turn has no Growth.)</source>
        <translation>(Un dernier tour n&apos;a pas de Pousse.)</translation>
    </message>
    <message numerus="yes">
        <source>Cut: %n point(s)</source>
        <translation>
            <numerusform>Couper&#xa0;: %n point</numerusform>
            <numerusform>Couper&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Plant here</source>
        <translation>Planter ici</translation>
    </message>
    <message>
        <source>Water: at the bottom</source>
        <translation>Arroser&#xa0;: en dessous</translation>
    </message>
    <message>
        <source>Put it here</source>
        <translation>La poser ici</translation>
    </message>
    <message>
        <source>What you may do now</source>
        <translation>Ce que vous pouvez faire maintenant</translation>
    </message>
    <message>
        <source>If you grow: %1% bad luck, %2% that a flower dies.</source>
        <translation>Si vous faites une Pousse&#xa0;: %1&#xa0;% de pas de chance, %2&#xa0;% qu&apos;une fleur meure.</translation>
    </message>
    <message>
        <source>Your Fence stands guard.</source>
        <translation>Votre Clôture monte la garde.</translation>
    </message>
    <message numerus="yes">
        <source>Counted over the %n card(s) you have not seen: the deck and the other hands, never the hidden order of the deck.</source>
        <translation>
            <numerusform>Calculé sur la carte que vous n&apos;avez pas vue&#xa0;: la pioche et les autres mains, jamais l&apos;ordre caché de la pioche.</numerusform>
            <numerusform>Calculé sur les %n cartes que vous n&apos;avez pas vues&#xa0;: la pioche et les autres mains, jamais l&apos;ordre caché de la pioche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now click a lit pot for the %1.</source>
        <translation>Cliquez maintenant sur un pot éclairé pour la carte %1.</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation>Tour %1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>A personal best for %1!</source>
        <translation>Record personnel pour %1&#xa0;!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>The highest total wins.</source>
        <translation>Le plus haut total gagne.</translation>
    </message>
    <message>
        <source>Equal totals: the most tokens left unplayed wins.</source>
        <translation>Égalité de total&#xa0;: celui qui a le plus de jetons non joués gagne.</translation>
    </message>
    <message>
        <source>Equal totals and equal tokens left: the victory is shared.</source>
        <translation>Égalité de total et de jetons restants&#xa0;: la victoire est partagée.</translation>
    </message>
    <message>
        <source>Longer game: game %1 of 3.</source>
        <translation>Partie longue&#xa0;: partie %1 sur 3.</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 gagne le match&#xa0;!</translation>
    </message>
    <message>
        <source>The match is shared: %1.</source>
        <translation>Le match est partagé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 starts the next game (the fewest points so far).</source>
        <translation>%1 commence la partie suivante (le moins de points jusqu&apos;ici).</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Apprendre à jouer…</translation>
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
        <source>Finish</source>
        <translation>Finir</translation>
    </message>
    <message>
        <source>Learn to play Blossoms?</source>
        <translation>Apprendre à jouer à Blossoms&#xa0;?</translation>
    </message>
    <message>
        <source>Is this your first game of Blossoms? A guided game against the computer shows every rule once, one step at a time (about ten minutes). You can find it later in Help ▸ Learn to play.</source>
        <translation>Est-ce votre première partie de Blossoms&#xa0;? Une partie guidée contre l&apos;ordinateur montre chaque règle une fois, une étape à la fois (environ dix minutes). Vous la retrouverez plus tard dans Aide ▸ Apprendre à jouer.</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>Ouvrir un &amp;historique…</translation>
    </message>
    <message>
        <source>E&amp;xport record…</source>
        <translation>E&amp;xporter l&apos;historique…</translation>
    </message>
    <message>
        <source>&amp;Daily Blossoms…</source>
        <translation>Blossoms du &amp;jour…</translation>
    </message>
    <message>
        <source>Records and saved games (*.json);;All files (*)</source>
        <translation>Historiques et parties enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a record</source>
        <translation>Ouvrir un historique</translation>
    </message>
    <message>
        <source>Export the record</source>
        <translation>Exporter l&apos;historique</translation>
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
        <source>Record written to %1 — replay it with Game ▸ Open record… or frosted-blooms-cli --game blossoms play</source>
        <translation>Historique écrit dans %1 — rejouez-le avec Partie ▸ Ouvrir un historique… ou frosted-blooms-cli --game blossoms play</translation>
    </message>
    <message>
        <source>The game again</source>
        <translation>La partie revue</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>No attempt is left today for the daily deal: come back tomorrow.</source>
        <translation>Plus aucun essai aujourd&apos;hui pour la donne du jour&#xa0;: revenez demain.</translation>
    </message>
    <message>
        <source>Today’s deal: attempt %1 of %2.</source>
        <translation>Donne du jour&#xa0;: essai %1 sur %2.</translation>
    </message>
</context>
<context>
    <name>blossoms::art</name>
    <message>
        <source>%1, %n card(s)</source>
        <translation>%1, %n carte(s)</translation>
    </message>
    <message>
        <source>Pot %1, %2</source>
        <translation>Pot %1, %2</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
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
    <name>blossoms::gui::ChoicesPanel</name>
    <message>
        <source>What you may do</source>
        <translation>Ce que vous pouvez faire</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::HandsView</name>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>No cards in hand.</source>
        <translation>Aucune carte en main.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n carte</numerusform>
            <numerusform>%1&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards hidden.</source>
        <translation>Cartes cachées.</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (choisie)</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points (flowers %3 + types %4), %n token(s) left</source>
        <translation>
            <numerusform>%1&#xa0;: %2 points (fleurs %3 + variétés %4), %n jeton restant</numerusform>
            <numerusform>%1&#xa0;: %2 points (fleurs %3 + variétés %4), %n jetons restants</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 in the match</source>
        <translation>, %1 dans le match</translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>, à jouer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>; sets: %1</source>
        <translation>&#xa0;; bouquets&#xa0;: %1</translation>
    </message>
    <message>
        <source> — to play</source>
        <translation> — à jouer</translation>
    </message>
    <message>
        <source>%1 (match %2)</source>
        <translation>%1 (match %2)</translation>
    </message>
    <message>
        <source>Flowers %1 + types %2 · tokens left: %3</source>
        <translation>Fleurs %1 + variétés %2 · jetons restants&#xa0;: %3</translation>
    </message>
    <message>
        <source>No set cut yet</source>
        <translation>Aucun bouquet coupé pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::PotsView</name>
    <message>
        <source>The garden</source>
        <translation>Le jardin</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <translation>Pioche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Défausse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Pot %1 · %2</source>
        <translation>Pot %1 · %2</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <source>Grows to %1</source>
        <translation>Passe à %1</translation>
    </message>
    <message>
        <source>A new flower</source>
        <translation>Une nouvelle fleur</translation>
    </message>
    <message>
        <source>Choose its pot</source>
        <translation>Choisissez son pot</translation>
    </message>
    <message>
        <source>Bad luck!</source>
        <translation>Pas de chance&#xa0;!</translation>
    </message>
    <message>
        <source>Too tall: it dies</source>
        <translation>Trop haute&#xa0;: elle meurt</translation>
    </message>
    <message>
        <source>The Fence saves the turn</source>
        <translation>La Clôture sauve le tour</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s).</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n carte.</numerusform>
            <numerusform>Pioche&#xa0;: %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot %1: </source>
        <translation>Pot %1&#xa0;: </translation>
    </message>
    <message>
        <source>Pot %1 (%2): </source>
        <translation>Pot %1 (%2)&#xa0;: </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s) high</source>
        <translation>
            <numerusform>%1, %n carte de haut</numerusform>
            <numerusform>%1, %n cartes de haut</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1&apos;s token</source>
        <translation>, jeton de %1</translation>
    </message>
    <message>
        <source> (selected)</source>
        <translation> (choisie)</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::RakePanel</name>
    <message>
        <source>The Rake</source>
        <translation>Le Râteau</translation>
    </message>
    <message>
        <source>The Rake: only you see these cards. Drag them into the order they go back on the deck — the first is the next card drawn.</source>
        <translation>Le Râteau&#xa0;: vous seul voyez ces cartes. Faites-les glisser dans l&apos;ordre où elles retournent sur la pioche — la première est la prochaine carte piochée.</translation>
    </message>
    <message>
        <source>Raked cards, the top of the deck first</source>
        <translation>Cartes ratissées, le dessus de la pioche en premier</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Vers le &amp;dessus</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Vers le &amp;bas</translation>
    </message>
    <message>
        <source>&amp;Put them back</source>
        <translation>&amp;Les remettre</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::ScorePad</name>
    <message>
        <source>Score pad</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
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
        <source>&amp;Back to the table</source>
        <translation>Revenir à la ta&amp;ble</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoire partagée&#xa0;: %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Sets (height)</source>
        <translation>Bouquets (hauteur)</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Fleurs</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Variétés</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Tokens left</source>
        <translation>Jetons restants</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <source>Ne&amp;xt game of the match</source>
        <translation>Partie &amp;suivante du match</translation>
    </message>
    <message>
        <source>%1 of %2 (+%3)</source>
        <translation>%1 de %2 (+%3)</translation>
    </message>
    <message>
        <source>%1: rank %2, %3 points — flowers %4, %5 type(s) +%6, %7 token(s) left; sets: %8</source>
        <translation>%1&#xa0;: rang %2, %3 points — fleurs %4, %5 variété(s) +%6, %7 jeton(s) restant(s)&#xa0;; bouquets&#xa0;: %8</translation>
    </message>
    <message>
        <source>; match %1</source>
        <translation>&#xa0;; match %1</translation>
    </message>
    <message>
        <source>&amp;Watch again</source>
        <translation>Re&amp;voir</translation>
    </message>
    <message>
        <source>Replay the game step by step.</source>
        <translation>Revoir la partie pas à pas.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Blossoms, 2 or 3 players push their luck growing flowers in four pots</source>
        <translation>Blossoms, 2 ou 3 joueurs tentent leur chance en faisant pousser des fleurs dans quatre pots</translation>
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
        <source>Blossoms: children, advanced or both (children,advanced).</source>
        <translation>Blossoms&#xa0;: children, advanced ou les deux (children,advanced).</translation>
    </message>
    <message>
        <source>--players must be 2 or 3 for Blossoms, not “%1”.</source>
        <translation>--players doit valoir 2 ou 3 pour Blossoms, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>--variant for Blossoms is children, advanced or both, not “%1”.</source>
        <translation>--variant pour Blossoms vaut children, advanced ou les deux, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not “%1”.</source>
        <translation>--seed doit être un nombre entier, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>cannot load Blossoms&apos; data: %1</source>
        <translation>impossible de charger les données de Blossoms&#xa0;: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
</TS>
