<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Children’s game: tokens only protect, no tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Advanced: a token and its tool may come before the Growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Longer game: a match of three games, points added up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;odds before each Growth (for learners)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each Growth, the chance that the next card brings bad luck or kills a flower, counted over the cards you have not seen.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlossomsRulesDialog</name>
    <message>
        <source>Rules — Blossoms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Cards and pots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Growth: push your luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plant, Cut and Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens and tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>Scoring and who wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blossoms — how to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grow flowers in four pots by drawing cards, and cut them before your luck runs out. Each card you draw grows the flower of its type; a card with nowhere to go ends your turn, and a seventh card kills a flower. Cut a tall flower to keep it as a set: at the end, the taller your sets and the more different flowers you have, the more you score. For 2 or 3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The six flowers: rose, iris, tulip, poppy, sweet pea, schizostylis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are 54 cards, 9 of each of six flowers. A flower in a pot is its stack of cards: its &lt;b&gt;height&lt;/b&gt; is the number of cards, its type the type of the top card. No two pots ever show the same flower, and a flower never has more than %1 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four pots, each with its tool: Pruner, Watering Can, Fence and Rake</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At the start each pot has one card of a different flower, one card goes unseen into the box, and each player holds %n card(s) in hand.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your token from your previous turn, if you placed one, goes to the box. Then you &lt;b&gt;must grow&lt;/b&gt; once. After that you may, in any order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;grow&lt;/b&gt; again, as often as you dare;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;plant&lt;/b&gt; a card from your hand — once a turn;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put a &lt;b&gt;token&lt;/b&gt; on a pot and use its &lt;b&gt;tool&lt;/b&gt; — once a turn;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;cut&lt;/b&gt; a flower, which ends your turn;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;pass&lt;/b&gt;, which ends your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn ends only after a Cut, a Pass, bad luck, or a flower&apos;s death.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tulip of height 4: the next tulip makes it 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the top card of the deck and show it. It goes &lt;b&gt;on the pot of its flower&lt;/b&gt; if there is one: the flower grows. Otherwise, into an &lt;b&gt;empty pot&lt;/b&gt; as a new flower (you choose which if there are several). Otherwise you have &lt;b&gt;bad luck&lt;/b&gt;: the card is discarded and your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rose of height 6: one more rose would be its seventh card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The seventh card:&lt;/b&gt; a card drawn for a flower that already has %1 cards kills it — its cards and the drawn card are discarded, the pot is empty and your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flower that died</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program can show the odds before each Growth: the chance of bad luck and of a death, counted over the cards you have not seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Plant:&lt;/b&gt; once a turn, after your Growth, put a card from your hand on top of the pot of the same flower if it has fewer than %1 cards. You draw no card to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cut:&lt;/b&gt; after your Growth, take every card of a pot with at least %1 cards on which no other player&apos;s token lies. They are your &lt;b&gt;set&lt;/b&gt;; your turn ends. &lt;b&gt;Pass&lt;/b&gt; ends your turn without cutting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Watering Can, the Fence, the Rake, the Pruner, and a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a turn, after your Growth, you may put a token on a pot without one. Until your next turn, no other player may cut that pot, and this turn you may use its tool once:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Watering Can:&lt;/b&gt; put a card of any flower from your hand at the bottom of any pot that has a flower; it now counts as that flower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fence:&lt;/b&gt; the first bad luck or death this turn is ignored: only the drawn card is discarded and your turn goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Rake:&lt;/b&gt; look at the top %n card(s) of the deck and put them back in any order. Only you see them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Pruner:&lt;/b&gt; draw the top card of the deck into your hand, unseen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens you never play break ties at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the deck&apos;s last card is drawn, that player finishes the turn without growing. Then every later player has one &lt;b&gt;final turn&lt;/b&gt; with no Growth (plant, cut or pass; a token only on the Watering Can&apos;s pot), so everybody has had as many turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each set scores by its height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>And the number of different flowers among your sets scores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest total wins; on equal totals, the most unplayed tokens; still equal, the victory is shared. Cards in hand score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Children&apos;s game:&lt;/b&gt; tokens only protect their pot; there are no tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Advanced:&lt;/b&gt; a token and its tool may also come before your Growth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Longer game:&lt;/b&gt; a match of three games; the points add up, and the player with the fewest points starts the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody sees the pots, the tokens, the sets, the discard pile, every card a Growth draws, and how many cards each hand and the deck hold. Only you know your hand and, after your Rake, the cards on top of the deck.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player %1 chose an action the rules refuse: %2</source>
        <translation>Le joueur ordinateur %1 a choisi une action que les règles refusent&#xa0;: %2</translation>
    </message>
    <message>
        <source>cut the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Conseil&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Hint: %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points now; %2% bad luck if you grow again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% bad luck, %2% good growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% bad luck if you grow again</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watering can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pruner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planted the %1 in pot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plant the %1 in pot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planted %1 in pot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plant %1 in pot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cut the %1 (%2 cards, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placed a token on pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a token on pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placed a token on pot %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a token on pot %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watered pot %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>water pot %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took a card with the Pruner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take a card with the Pruner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looked at the top cards with the Rake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look at the top cards with the Rake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put the raked cards back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drew %1: the %2 grows to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drew %1: it is planted in pot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drew %1: it goes into an empty pot of your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad luck: %1, no pot for it — the turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drew %1: the %2 died (card %3 is one too many)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drew %1: the Fence saved the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 in pot %2 grows to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went face down into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card went face down into the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that was the last card of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn ends</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final turn for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The drawn %1 must first go into one of the empty pots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1 is not empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the raked cards back on the deck first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put back the %1 raked cards, each once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drawn card waits for a pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No raked cards wait to be put back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plant, Cut and Pass come after the turn&apos;s Growth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn starts with a Growth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A final turn has no Growth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn has one Plant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is not the flower of pot %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1 already holds %2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1 holds fewer than %2 cards: too short to cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1 carries %2&apos;s token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn has one token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no token left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1 already carries a token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A final turn has no token in the children&apos;s variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a final turn a token goes only on the Watering can&apos;s pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tool is used in the children&apos;s variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tool is used in the turn your token goes on its pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token&apos;s tool has one use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not an action of this game.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People and computers</source>
        <translation>Personnes et ordinateurs</translation>
    </message>
    <message>
        <source>Your Blossoms statistics “%1” could not be read: %2. The file was kept as “%3”, and the statistics start afresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Blossoms statistics “%1” could not be read: %2. The file could not be kept aside either (%3), so no statistics are saved until the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Blossoms statistics were not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a JSON document</source>
        <translation>ce n&apos;est pas un document JSON</translation>
    </message>
    <message>
        <source>it is not a Blossoms statistics file</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>children’s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics — Blossoms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games at this table, by kind of game: scores of different player counts or variants do not compare.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget all?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every game counted at this table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 players · %3 — %n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlossomsTool</name>
    <message>
        <source>Watering can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pruner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlossomsType</name>
    <message>
        <source>Rose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tulip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common poppy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweet pea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schizostylis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlossomsWindow</name>
    <message>
        <source>Blossoms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Odds of the next card</source>
        <translation type="unfinished"></translation>
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
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Grow: draw a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to my &amp;hand</source>
        <translation>Aller à ma &amp;main</translation>
    </message>
    <message>
        <source>Go to the &amp;garden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the &amp;choices</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Blossoms&lt;/b&gt;: a push-your-luck card game of growing flowers for 2 or 3 players, from the design documents of Frosted Blooms (Bruno Cathala &amp;amp; Ludovic Maublanc).&lt;/p&gt;&lt;p&gt;Version %1.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>A game of Blossoms was not finished. Resume it?</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Blossoms games (*%1);;All files (*)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards, %1</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1’s final turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>Grow: click the deck (G) to draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an empty pot for the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the raked cards back in the order you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grow again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plant a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cut a flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use your tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may %1 — or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(A final turn has no Growth.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cut: %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Plant here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water: at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put it here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you may do now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you grow: %1% bad luck, %2% that a flower dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Fence stands guard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Counted over the %n card(s) you have not seen: the deck and the other hands, never the hidden order of the deck.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Now click a lit pot for the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>A personal best for %1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>The highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal totals: the most tokens left unplayed wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal totals and equal tokens left: the victory is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longer game: game %1 of 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is shared: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts the next game (the fewest points so far).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>blossoms::art</name>
    <message>
        <source>%1, %n card(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>blossoms::gui::GardenView</name>
    <message>
        <source>The garden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grows to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose its pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad luck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too tall: it dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fence saves the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Pot %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1 (%2): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s) high</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, %1&apos;s token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (selected)</source>
        <translation> (choisie)</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::HandView</name>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>No cards in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cards hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 in the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>; sets: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (match %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flowers %1 + types %2 · tokens left: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No set cut yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>blossoms::gui::RakePanel</name>
    <message>
        <source>The Rake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Rake: only you see these cards. Drag them into the order they go back on the deck — the first is the next card drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raked cards, the top of the deck first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearer the &amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further &amp;down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Put them back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>blossoms::gui::ScorePad</name>
    <message>
        <source>Score pad</source>
        <translation type="unfinished"></translation>
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
        <source>Back to the &amp;table</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Tokens left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next game of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (+%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rank %2, %3 points — flowers %4, %5 type(s) +%6, %7 token(s) left; sets: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; match %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Blossoms, 2 or 3 players push their luck growing flowers in four pots</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--players must be 2 or 3 for Blossoms, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--variant for Blossoms is children, advanced or both, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed must be a whole number, not “%1”.</source>
        <translation>--seed doit être un nombre entier, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>cannot load Blossoms&apos; data: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
</TS>
