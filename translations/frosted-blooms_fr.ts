<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>BalanceCharts</name>
    <message>
        <source>1 space</source>
        <translation>1 case</translation>
    </message>
    <message>
        <source>2 spaces</source>
        <translation>2 cases</translation>
    </message>
    <message>
        <source>3 spaces in a line</source>
        <translation>3 cases en ligne</translation>
    </message>
    <message>
        <source>3 spaces, bent</source>
        <translation>3 cases en coude</translation>
    </message>
    <message>
        <source>a 2×2 square</source>
        <translation>carré 2×2</translation>
    </message>
    <message>
        <source>a T of 4</source>
        <translation>T de 4 cases</translation>
    </message>
    <message>
        <source>4 in a line</source>
        <translation>4 cases en ligne</translation>
    </message>
    <message>
        <source>an L of 4</source>
        <translation>L de 4 cases</translation>
    </message>
    <message>
        <source>an S of 4</source>
        <translation>S de 4 cases</translation>
    </message>
    <message>
        <source>score track</source>
        <translation>piste de score</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>Améliorations</translation>
    </message>
    <message>
        <source>objectives</source>
        <translation>objectifs</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>pièces</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>a hover text of a chart, then the data set it is of</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>pas de %1</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 %4); 95% interval %5 – %6</source>
        <translation>%1 (%2 sur %3 %4) ; intervalle à 95 % : %5 – %6</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
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
        <source>%1th</source>
        <translation>%1e</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>Maître Jardinier</translation>
    </message>
    <message>
        <source>Wins by start position</source>
        <translation>Victoires selon l'ordre de jeu</translation>
    </message>
    <message>
        <source>Starting %1: won %2</source>
        <translation>%1 à jouer : victoires %2</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>aucune partie</translation>
    </message>
    <message>
        <source>games won</source>
        <translation>parties gagnées</translation>
    </message>
    <message>
        <source>start position (1st plays first)</source>
        <translation>ordre de jeu (1er = premier à jouer)</translation>
    </message>
    <message>
        <source>even (%1)</source>
        <translation>équilibre (%1)</translation>
    </message>
    <message>
        <source>Wins: player vs Master Gardener</source>
        <translation>Victoires : joueur contre Maître Jardinier</translation>
    </message>
    <message>
        <source>Wins by seat</source>
        <translation>Victoires par place</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>place inexistante</translation>
    </message>
    <message>
        <source>%1: won %2</source>
        <translation>%1 : victoires %2</translation>
    </message>
    <message>
        <source>seat (shared wins count for each)</source>
        <translation>place (ex æquo pour chacun)</translation>
    </message>
    <message>
        <source>Mean score: player vs Master Gardener</source>
        <translation>Score moyen : joueur contre Maître Jardinier</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average (sd %3, %n game(s)); 95% interval of the mean %4 – %5; median %6</source>
        <translation>
            <numerusform>%1 : %2 points en moyenne (écart-type %3, %n partie) ; intervalle à 95 % de la moyenne %4 – %5 ; médiane %6</numerusform>
            <numerusform>%1 : %2 points en moyenne (écart-type %3, %n parties) ; intervalle à 95 % de la moyenne %4 – %5 ; médiane %6</numerusform>
        </translation>
    </message>
    <message>
        <source>points (mean)</source>
        <translation>points (moyenne)</translation>
    </message>
    <message>
        <source>Score distribution per seat</source>
        <translation>Distribution des scores par place</translation>
    </message>
    <message numerus="yes">
        <source>%1: min %2 · lower quartile %3 · median %4 · upper quartile %5 · max %6; mean %7 (sd %8) over %n game(s)</source>
        <translation>
            <numerusform>%1 : min %2 · premier quartile %3 · médiane %4 · troisième quartile %5 · max %6 ; moyenne %7 (écart-type %8) sur %n partie</numerusform>
            <numerusform>%1 : min %2 · premier quartile %3 · médiane %4 · troisième quartile %5 · max %6 ; moyenne %7 (écart-type %8) sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>final score (points)</source>
        <translation>score final (points)</translation>
    </message>
    <message>
        <source>Where the points come from (mean)</source>
        <translation>Origine des points (moyenne)</translation>
    </message>
    <message>
        <source>%1: %2 %3 points of %4 a game (%5)</source>
        <translation>%1 : %2 points (%3) sur %4 par partie (%5)</translation>
    </message>
    <message>
        <source>points (mean per game)</source>
        <translation>points (moyenne par partie)</translation>
    </message>
    <message>
        <source>Objectives claimed when on the board</source>
        <translation>Objectifs revendiqués lorsqu'ils sont sur le plateau</translation>
    </message>
    <message>
        <source>%1: not in this data set</source>
        <translation>%1 : absent de ce jeu de données</translation>
    </message>
    <message>
        <source>%1 (threshold %2, %3 points): never on the board</source>
        <translation>%1 (seuil %2, %3 points) : jamais sur le plateau</translation>
    </message>
    <message>
        <source>games it was on the board</source>
        <translation>parties où il était sur le plateau</translation>
    </message>
    <message numerus="yes">
        <source>%1 (threshold %2, %3 points): claimed in %4; mean round %5; %n time(s) by the Master Gardener</source>
        <translation>
            <numerusform>%1 (seuil %2, %3 points) : revendiqué dans %4 ; manche moyenne %5 ; %n fois par le Maître Jardinier</numerusform>
            <numerusform>%1 (seuil %2, %3 points) : revendiqué dans %4 ; manche moyenne %5 ; %n fois par le Maître Jardinier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (threshold %2, %3 points): claimed in %4; %n time(s) by the Master Gardener</source>
        <translation>
            <numerusform>%1 (seuil %2, %3 points) : revendiqué dans %4 ; %n fois par le Maître Jardinier</numerusform>
            <numerusform>%1 (seuil %2, %3 points) : revendiqué dans %4 ; %n fois par le Maître Jardinier</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (threshold %2, %3 points): claimed in %4; mean round %5</source>
        <translation>%1 (seuil %2, %3 points) : revendiqué dans %4 ; manche moyenne %5</translation>
    </message>
    <message>
        <source>%1 (threshold %2, %3 points): claimed in %4</source>
        <translation>%1 (seuil %2, %3 points) : revendiqué dans %4</translation>
    </message>
    <message>
        <source>% of its games on the board</source>
        <translation>% de ses parties sur le plateau</translation>
    </message>
    <message>
        <source>In which round each is claimed</source>
        <translation>Manche où chacun est revendiqué</translation>
    </message>
    <message>
        <source>In which round each is claimed (B)</source>
        <translation>Manche où chacun est revendiqué (B)</translation>
    </message>
    <message>
        <source>In which round each is claimed (A)</source>
        <translation>Manche où chacun est revendiqué (A)</translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n claim(s), %3 of its %4 claims; mean round %5</source>
        <translation>
            <numerusform>%1, manche %2 : %n revendication, %3 de ses %4 revendications ; manche moyenne %5</numerusform>
            <numerusform>%1, manche %2 : %n revendications, %3 de ses %4 revendications ; manche moyenne %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n claim(s); never claimed</source>
        <translation>
            <numerusform>%1, manche %2 : %n revendication ; jamais revendiqué</numerusform>
            <numerusform>%1, manche %2 : %n revendications ; jamais revendiqué</numerusform>
        </translation>
    </message>
    <message>
        <source>share of its claims, by round</source>
        <translation>part de ses revendications, par manche</translation>
    </message>
    <message>
        <source>Gaps closed per game, by shape</source>
        <translation>Espaces vacants fermés par partie, selon la forme</translation>
    </message>
    <message>
        <source>Gap of %1 (%2): %3 a game</source>
        <translation>Espace vacant — %1 (%2) : %3 par partie</translation>
    </message>
    <message>
        <source>gaps per game</source>
        <translation>espaces vacants par partie</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Jardiniers</translation>
    </message>
    <message>
        <source>Barns</source>
        <translation>Granges</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Moulins</translation>
    </message>
    <message>
        <source>Improvements per game</source>
        <translation>Améliorations par partie</translation>
    </message>
    <message>
        <source>%1: %2 a game (the player's and the Master Gardener's)</source>
        <translation>%1 : %2 par partie (joueur et Maître Jardinier confondus)</translation>
    </message>
    <message>
        <source>%1: %2 a game (all players)</source>
        <translation>%1 : %2 par partie (tous joueurs confondus)</translation>
    </message>
    <message>
        <source>How often each tile is taken when on offer</source>
        <translation>Fréquence de prise de chaque tuile proposée</translation>
    </message>
    <message>
        <source>%1: taken %2</source>
        <translation>%1 : prise %2</translation>
    </message>
    <message>
        <source>take steps it was on offer at</source>
        <translation>choix où elle était proposée</translation>
    </message>
    <message>
        <source>taken (% of the take steps it was on offer at)</source>
        <translation>prise (% des choix où elle était proposée)</translation>
    </message>
    <message>
        <source>Points per card played (mean)</source>
        <translation>Points par carte jouée (moyenne)</translation>
    </message>
    <message>
        <source>%1: never played</source>
        <translation>%1 : jamais jouée</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points a play on average (sd %3), played %n time(s)</source>
        <translation>
            <numerusform>%1 : %2 points par pose en moyenne (écart-type %3), jouée %n fois</numerusform>
            <numerusform>%1 : %2 points par pose en moyenne (écart-type %3), jouée %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>points per play (mean)</source>
        <translation>points par pose (moyenne)</translation>
    </message>
    <message>
        <source>%</source>
        <comment>percent sign</comment>
        <extracomment>the percent sign after a number on a chart's axis ("50%"); French puts a space before it</extracomment>
        <translation> %</translation>
    </message>
</context>
<context>
    <name>BalanceClusterDialog</name>
    <message>
        <source>Run on a cluster — Balance</source>
        <translation>Lancer sur un cluster — Équilibrage</translation>
    </message>
    <message>
        <source>Play these games on a Slurm cluster: shards of them on many nodes, then one report, the same as this computer's (see &lt;i&gt;docs/cluster.md&lt;/i&gt;).</source>
        <translation>Jouer ces parties sur un cluster Slurm : réparties en tranches sur de nombreux nœuds, puis réunies en un seul rapport, identique à celui de cet ordinateur (voir &lt;i&gt;docs/cluster.md&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>The run</source>
        <translation>La série</translation>
    </message>
    <message>
        <source>On the cluster</source>
        <translation>Sur le cluster</translation>
    </message>
    <message>
        <source>How many jobs of the array share the games (each plays a contiguous block of them). Slurm's usual limit is %1.</source>
        <translation>Nombre de tâches du tableau de tâches entre lesquelles les parties sont réparties (chacune joue un bloc continu de parties). La limite habituelle de Slurm est de %1.</translation>
    </message>
    <message>
        <source>Sh&amp;ards:</source>
        <translation>&amp;Tranches :</translation>
    </message>
    <message>
        <source>the cluster's default</source>
        <translation>valeur par défaut du cluster</translation>
    </message>
    <message>
        <source>&amp;Partition:</source>
        <translation>&amp;Partition :</translation>
    </message>
    <message>
        <source>HH:MM:SS a shard, or the partition's default</source>
        <translation>HH:MM:SS par tranche, ou la valeur par défaut de la partition</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>Durée &amp;limite :</translation>
    </message>
    <message>
        <source>The job folder: the run's setup, the batch scripts, the shards, the logs and the report. It must be on a folder the cluster's nodes share.</source>
        <translation>Le dossier des tâches : la configuration de la série, les scripts de soumission, les tranches, les journaux et le rapport. Il doit se trouver dans un dossier partagé par les nœuds du cluster.</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoisir…</translation>
    </message>
    <message>
        <source>&amp;Job folder:</source>
        <translation>&amp;Dossier des tâches :</translation>
    </message>
    <message>
        <source>The command that Prepare and Submit run (Prepare adds --prepare-only); it can be run on the cluster's login node too</source>
        <translation>La commande qu'exécutent Préparer et Soumettre (Préparer ajoute --prepare-only) ; elle peut aussi être lancée sur le nœud de connexion du cluster</translation>
    </message>
    <message>
        <source>&amp;Prepare</source>
        <translation>P&amp;réparer</translation>
    </message>
    <message>
        <source>Write the job folder without submitting anything</source>
        <translation>Écrire le dossier des tâches sans rien soumettre</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Soumettre</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>What submit.sh says appears here.</source>
        <translation>Les messages de submit.sh s'affichent ici.</translation>
    </message>
    <message>
        <source>the player: %1</source>
        <translation>le joueur : %1</translation>
    </message>
    <message>
        <source>Seat %1 %2</source>
        <translation>Place %1 %2</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener</source>
        <translation>Solo contre le Maître Jardinier</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation><numerusform>%n joueur</numerusform><numerusform>%n joueurs</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>hard thinks %n world(s) a decision</source>
        <translation><numerusform>difficile : %n monde par décision</numerusform><numerusform>difficile : %n mondes par décision</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) from seed %1</source>
        <translation><numerusform>%Ln partie avec la graine %1</numerusform><numerusform>%Ln parties avec la graine %1</numerusform></translation>
    </message>
    <message>
        <source>who starts rotates</source>
        <translation>le premier joueur alterne</translation>
    </message>
    <message>
        <source>Seat 1 always starts</source>
        <translation>la place 1 commence toujours</translation>
    </message>
    <message>
        <source>Data set A: %1</source>
        <translation>Jeu de données A : %1</translation>
    </message>
    <message>
        <source>built-in data</source>
        <translation>données intégrées</translation>
    </message>
    <message>
        <source>compared with B: %1</source>
        <translation>comparé à B : %1</translation>
    </message>
    <message>
        <source>built-in data (%1)</source>
        <translation>données intégrées (%1)</translation>
    </message>
    <message>
        <source>The cluster's nodes read the data from these folders: they must see them at the same place (a shared folder).</source>
        <translation>Les nœuds du cluster lisent les données dans ces dossiers : ils doivent les voir au même emplacement (un dossier partagé).</translation>
    </message>
    <message numerus="yes">
        <source>up to %n game(s) a shard</source>
        <translation><numerusform>jusqu'à %n partie par tranche</numerusform><numerusform>jusqu'à %n parties par tranche</numerusform></translation>
    </message>
    <message>
        <source>submit.sh: %1</source>
        <translation>submit.sh : %1</translation>
    </message>
    <message>
        <source>submit.sh is not at %1: set FROSTED_CLUSTER_DIR to the folder of scripts/cluster.</source>
        <translation>submit.sh ne se trouve pas à l'emplacement %1 : définissez FROSTED_CLUSTER_DIR sur le dossier de scripts/cluster.</translation>
    </message>
    <message>
        <source>No frosted-blooms-cli next to this program: submit.sh uses the one on the PATH.</source>
        <translation>Pas de frosted-blooms-cli à côté de ce programme : submit.sh utilise celui du PATH.</translation>
    </message>
    <message>
        <source>The shards are played by %1.</source>
        <translation>Les tranches sont jouées par %1.</translation>
    </message>
    <message>
        <source>Submit needs Slurm's sbatch, which is not on this computer's PATH: Prepare the folder here, then run the command above on the cluster's login node.</source>
        <translation>Soumettre nécessite sbatch de Slurm, qui n'est pas dans le PATH de cet ordinateur : préparez le dossier ici avec Préparer, puis lancez la commande ci-dessus sur le nœud de connexion du cluster.</translation>
    </message>
    <message>
        <source>sbatch is not on the PATH</source>
        <translation>sbatch n'est pas dans le PATH</translation>
    </message>
    <message>
        <source>Submit sends the array of shards and the merge job to Slurm (sbatch).</source>
        <translation>Soumettre envoie à Slurm (sbatch) le tableau de tâches des tranches et la tâche de fusion.</translation>
    </message>
    <message>
        <source>Submit the shards and the merge job to Slurm</source>
        <translation>Soumettre les tranches et la tâche de fusion à Slurm</translation>
    </message>
    <message>
        <source>submit.sh is not at %1.</source>
        <translation>submit.sh ne se trouve pas à l'emplacement %1.</translation>
    </message>
    <message>
        <source>Choose the job folder first.</source>
        <translation>Choisissez d'abord le dossier des tâches.</translation>
    </message>
    <message>
        <source>The time limit is HH:MM:SS (or D-HH:MM:SS, or minutes), not “%1”.</source>
        <translation>La durée limite s'écrit HH:MM:SS (ou D-HH:MM:SS, ou en minutes), et non « %1 ».</translation>
    </message>
    <message>
        <source>Writing the job folder…</source>
        <translation>Écriture du dossier des tâches…</translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation>Soumission en cours…</translation>
    </message>
    <message>
        <source>✔ The job folder is ready: %1. Submit it here, or run the command above on the cluster (without --prepare-only).</source>
        <translation>✔ Le dossier des tâches est prêt : %1. Soumettez-le d'ici, ou lancez la commande ci-dessus sur le cluster (sans --prepare-only).</translation>
    </message>
    <message>
        <source>✔ Submitted. The report will be %1 once the merge job has run: Report ▸ Open cluster results… opens it.</source>
        <translation>✔ Soumis. Le rapport sera écrit dans %1 une fois la tâche de fusion exécutée : Rapport ▸ Ouvrir les résultats du cluster… permet de l'ouvrir.</translation>
    </message>
    <message>
        <source>submit.sh could not be started: %1</source>
        <translation>submit.sh n'a pas pu être lancé : %1</translation>
    </message>
    <message>
        <source>submit.sh failed (exit %1): its message is below.</source>
        <translation>submit.sh a échoué (code de sortie %1) : son message figure ci-dessous.</translation>
    </message>
    <message>
        <source>submit.sh stopped before its end.</source>
        <translation>submit.sh s'est arrêté avant la fin.</translation>
    </message>
</context>
<context>
    <name>BalanceWindow</name>
    <message>
        <source>Balance — Frosted Blooms</source>
        <translation>Équilibrage — Frosted Blooms</translation>
    </message>
    <message>
        <source>&lt;h2 style='color:#2f3b48'&gt;Balance lab&lt;/h2&gt;&lt;p&gt;Choose the players, the computer player of each seat and the number of games on the left, then press &lt;b&gt;Run&lt;/b&gt;. The games are played on every core, and the charts appear while they are played.&lt;/p&gt;&lt;p&gt;To see what a change to the data does, choose your variant's folder under &lt;b&gt;Compare with…&lt;/b&gt;: the same games (the same seeds) are played with both data sets, each chart shows them side by side and the &lt;b&gt;A / B&lt;/b&gt; tab lists every difference.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Report ▸ Open report…&lt;/b&gt; shows a report written by &lt;code&gt;frosted-blooms-cli simulate --report FILE&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h2 style='color:#2f3b48'&gt;Laboratoire d'équilibrage&lt;/h2&gt;&lt;p&gt;Choisissez à gauche les joueurs, le joueur ordinateur de chaque place et le nombre de parties, puis appuyez sur &lt;b&gt;Lancer&lt;/b&gt;. Les parties sont jouées sur tous les cœurs, et les graphiques apparaissent pendant qu'elles se jouent.&lt;/p&gt;&lt;p&gt;Pour voir l'effet d'une modification des données, choisissez le dossier de votre variante sous &lt;b&gt;Comparer avec…&lt;/b&gt; : les mêmes parties (les mêmes graines) sont jouées avec les deux jeux de données, chaque graphique les montre côte à côte et l'onglet &lt;b&gt;A / B&lt;/b&gt; liste toutes les différences.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rapport ▸ Ouvrir un rapport…&lt;/b&gt; affiche un rapport écrit par &lt;code&gt;frosted-blooms-cli simulate --report FILE&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No games yet.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aucune partie pour l'instant.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Solo (Master Gardener)</source>
        <translation>Solo (Maître Jardinier)</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener, or 2 to 4 players</source>
        <translation>Solo contre le Maître Jardinier, ou de 2 à 4 joueurs</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Mode :</translation>
    </message>
    <message>
        <source>Uniform among the legal actions</source>
        <translation>Uniforme parmi les actions autorisées</translation>
    </message>
    <message>
        <source>The most points this turn</source>
        <translation>Le plus de points ce tour-ci</translation>
    </message>
    <message>
        <source>Greedy, with a child's mistakes</source>
        <translation>Glouton, avec des erreurs d'enfant</translation>
    </message>
    <message>
        <source>One turn of lookahead, weighing the groups it grows</source>
        <translation>Anticipe d'un tour, en pesant les parcelles qu'il agrandit</translation>
    </message>
    <message>
        <source>Monte Carlo search over worlds sampled from its view: slow</source>
        <translation>Recherche Monte-Carlo sur des mondes tirés de ce qu'il voit : lente</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Place %1 :</translation>
    </message>
    <message>
        <source> worlds</source>
        <translation> mondes</translation>
    </message>
    <message>
        <source>How many worlds hard samples for each decision. A fixed number makes a run reproducible on any machine; more is stronger and slower.</source>
        <translation>Combien de mondes le niveau « difficile » tire pour chaque décision. Un nombre fixe rend une série reproductible sur n'importe quelle machine ; plus il y en a, plus c'est fort et lent.</translation>
    </message>
    <message>
        <source>Hard &amp;thinks:</source>
        <translation>Ré&amp;flexion (difficile) :</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Parties :</translation>
    </message>
    <message>
        <source>Game g is dealt from seed + g: the same seed plays the same games</source>
        <translation>La partie g est distribuée à partir de graine + g : la même graine donne les mêmes parties</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>&amp;Rotate who starts</source>
        <translation>&amp;Alterner qui commence</translation>
    </message>
    <message>
        <source>Game g starts with seat g mod the players (else Seat 1 always starts), so the start player's advantage is measured apart from the seats' computer players</source>
        <translation>La partie g commence par la place g modulo le nombre de joueurs (sinon la place 1 commence toujours) : l'avantage du premier joueur est ainsi mesuré indépendamment des joueurs ordinateur des places</translation>
    </message>
    <message>
        <source>&amp;Built-in</source>
        <translation>&amp;Intégré</translation>
    </message>
    <message>
        <source>Bu&amp;ilt-in</source>
        <translation>I&amp;ntégré</translation>
    </message>
    <message>
        <source>The components the game comes with</source>
        <translation>Le matériel fourni avec le jeu</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>Auc&amp;un</translation>
    </message>
    <message>
        <source>Play data set A only</source>
        <translation>Jouer seulement le jeu de données A</translation>
    </message>
    <message>
        <source>Data set A</source>
        <translation>Jeu de données A</translation>
    </message>
    <message>
        <source>&amp;Folder…</source>
        <translation>&amp;Dossier…</translation>
    </message>
    <message>
        <source>A folder of data files (tiles.json, cards.json…), checked as Game ▸ Open data set… checks it</source>
        <translation>Un dossier de fichiers de données (tiles.json, cards.json…), vérifié comme le fait Partie ▸ Ouvrir un jeu de données…</translation>
    </message>
    <message>
        <source>Compare with data set B</source>
        <translation>Comparer avec le jeu de données B</translation>
    </message>
    <message>
        <source>&amp;Compare with…</source>
        <translation>&amp;Comparer avec…</translation>
    </message>
    <message>
        <source>A variant's folder: the same games (the same seeds) are played with it too, and every difference is listed</source>
        <translation>Le dossier d'une variante : les mêmes parties (les mêmes graines) sont aussi jouées avec elle, et chaque différence est listée</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>▶ R&amp;un</source>
        <translation>▶ &amp;Lancer</translation>
    </message>
    <message>
        <source>Play the games on every core, in the background</source>
        <translation>Jouer les parties sur tous les cœurs, en arrière-plan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop: the games played so far are shown</source>
        <translation>Arrêter : les parties déjà jouées sont affichées</translation>
    </message>
    <message numerus="yes">
        <source>%n core(s) will play the games.</source>
        <translation>
            <numerusform>%n cœur jouera les parties.</numerusform>
            <numerusform>%n cœurs joueront les parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>Place &amp;%1 :</translation>
    </message>
    <message>
        <source>In solo the player always starts</source>
        <translation>En solo, le joueur commence toujours</translation>
    </message>
    <message>
        <source>built-in data</source>
        <translation>données intégrées</translation>
    </message>
    <message>
        <source>data set B (%1)</source>
        <translation>jeu de données B (%1)</translation>
    </message>
    <message>
        <source>the run without a data set B</source>
        <translation>la série sans jeu de données B</translation>
    </message>
    <message>
        <source>data set A (%1)</source>
        <translation>jeu de données A (%1)</translation>
    </message>
    <message numerus="yes">
        <source>“%1” cannot be used: %n problem(s).</source>
        <translation>
            <numerusform>« %1 » est inutilisable : %n problème.</numerusform>
            <numerusform>« %1 » est inutilisable : %n problèmes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tiles · %2 objectives · %3 cards</source>
        <translation>%1 tuiles · %2 objectifs · %3 cartes</translation>
    </message>
    <message>
        <source>
Content hash: %1</source>
        <translation>
Empreinte du contenu : %1</translation>
    </message>
    <message>
        <source>&lt;span style='color:#5a6978'&gt;None: only A is played.&lt;/span&gt;</source>
        <translation>&lt;span style='color:#5a6978'&gt;Aucun : seul A est joué.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&amp;Wins</source>
        <translation>&amp;Victoires</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Scores</translation>
    </message>
    <message>
        <source>Rounds of:</source>
        <translation>Manches de :</translation>
    </message>
    <message>
        <source>&amp;Objectives</source>
        <translation>&amp;Objectifs</translation>
    </message>
    <message>
        <source>&amp;Gaps</source>
        <translation>&amp;Espaces vacants</translation>
    </message>
    <message>
        <source>Sort:</source>
        <translation>Tri :</translation>
    </message>
    <message>
        <source>most taken first</source>
        <translation>les plus prises d'abord</translation>
    </message>
    <message>
        <source>data order</source>
        <translation>ordre des données</translation>
    </message>
    <message>
        <source>&amp;Tiles</source>
        <translation>&amp;Tuiles</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <source>Only the significant differences</source>
        <translation>Seulement les différences significatives</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>p-value</source>
        <translation>valeur p</translation>
    </message>
    <message>
        <source>Significant</source>
        <translation>Significatif</translation>
    </message>
    <message>
        <source>A / &amp;B</source>
        <translation>A / &amp;B</translation>
    </message>
    <message>
        <source>&lt;b&gt;No games to show.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aucune partie à afficher.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener</source>
        <translation>Solo contre le Maître Jardinier</translation>
    </message>
    <message numerus="yes">
        <source>hard: %n world(s) a decision</source>
        <translation>
            <numerusform>difficile : %n monde par décision</numerusform>
            <numerusform>difficile : %n mondes par décision</numerusform>
        </translation>
    </message>
    <message>
        <source>who starts rotates</source>
        <translation>le premier joueur alterne</translation>
    </message>
    <message>
        <source>Seat 1 always starts</source>
        <translation>la place 1 commence toujours</translation>
    </message>
    <message>
        <source>A: %1 · B: %2 (the same seeds)</source>
        <translation>A : %1 · B : %2 (les mêmes graines)</translation>
    </message>
    <message>
        <source>data: %1</source>
        <translation>données : %1</translation>
    </message>
    <message>
        <source>Data hash A: %1</source>
        <translation>Empreinte des données A : %1</translation>
    </message>
    <message>
        <source>
Data hash B: %1</source>
        <translation>
Empreinte des données B : %1</translation>
    </message>
    <message numerus="yes">
        <source>Playing… the charts show the %n game(s) played so far.</source>
        <translation>
            <numerusform>Parties en cours… les graphiques montrent %n partie jouée jusqu'ici.</numerusform>
            <numerusform>Parties en cours… les graphiques montrent les %n parties jouées jusqu'ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>✔ significant</source>
        <translation>✔ significatif</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 of %n difference(s) are significant&lt;/b&gt; (marked ✔ and shaded).</source>
        <translation>
            <numerusform>&lt;b&gt;Différences significatives : %1 sur %n&lt;/b&gt; (marquées ✔ et ombrées).</numerusform>
            <numerusform>&lt;b&gt;Différences significatives : %1 sur %n&lt;/b&gt; (marquées ✔ et ombrées).</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Significant&lt;/b&gt;: kept by the Benjamini–Hochberg procedure at a 5% false discovery rate over all the rows, so that on average at most 1 in 20 of the marked rows is chance. &lt;b&gt;p-value&lt;/b&gt;: how likely a difference at least this large would be if A and B played alike (two-proportion z-test for rates, Welch's t-test for means). &lt;b&gt;pp&lt;/b&gt;: percentage points.</source>
        <translation>&lt;b&gt;Significatif&lt;/b&gt; : retenu par la procédure de Benjamini–Hochberg avec un taux de fausses découvertes de 5 % sur l'ensemble des lignes, de sorte qu'en moyenne au plus 1 ligne marquée sur 20 soit due au hasard. &lt;b&gt;Valeur p&lt;/b&gt; : la probabilité d'une différence au moins aussi grande si A et B jouaient de la même façon (test z de deux proportions pour les taux, test t de Welch pour les moyennes). &lt;b&gt;pp&lt;/b&gt; : points de pourcentage.</translation>
    </message>
    <message>
        <source>A / &amp;B (%1 ✔)</source>
        <translation>A / &amp;B (%1 ✔)</translation>
    </message>
    <message>
        <source>Every game's figures, one row per seat per game</source>
        <translation>Les chiffres de chaque partie, une ligne par place et par partie</translation>
    </message>
    <message>
        <source>A report read from a file holds no game's figures: run the games to export them</source>
        <translation>Un rapport lu depuis un fichier ne contient pas les chiffres des parties : lancez les parties pour les exporter</translation>
    </message>
    <message numerus="yes">
        <source>This data set has %n starting tile(s): it seats fewer players.</source>
        <translation>
            <numerusform>Ce jeu de données n'a que %n tuile de départ : il accueille moins de joueurs.</numerusform>
            <numerusform>Ce jeu de données n'a que %n tuiles de départ : il accueille moins de joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing…&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parties en cours…&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Starting %n game(s)…</source>
        <translation>
            <numerusform>Lancement de %n partie…</numerusform>
            <numerusform>Lancement de %n parties…</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing… the charts appear after the first second.</source>
        <translation>Parties en cours… les graphiques apparaissent après la première seconde.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>Les parties n'ont pas pu être jouées : %1</translation>
    </message>
    <message>
        <source>⚠ Cancelled before a game ended: nothing to show.</source>
        <translation>⚠ Annulé avant la fin d'une partie : rien à afficher.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ Cancelled after %1 of %2 games: the charts show the %n game(s) of A; B was not played.</source>
        <translation>
            <numerusform>⚠ Annulé après %1 parties sur %2 : les graphiques montrent %n partie de A ; B n'a pas été joué.</numerusform>
            <numerusform>⚠ Annulé après %1 parties sur %2 : les graphiques montrent les %n parties de A ; B n'a pas été joué.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ Cancelled after %1 of %2 games: the charts show A's %3 and B's %4 games.</source>
        <translation>⚠ Annulé après %1 parties sur %2 : les graphiques montrent %3 parties de A et %4 de B.</translation>
    </message>
    <message>
        <source>⚠ Cancelled after %1 of %2 games: the charts show those %1 games.</source>
        <translation>⚠ Annulé après %1 parties sur %2 : les graphiques montrent ces %1 parties.</translation>
    </message>
    <message>
        <source>✔ %1.</source>
        <translation>✔ %1.</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Rapport</translation>
    </message>
    <message>
        <source>&amp;Open report…</source>
        <translation>&amp;Ouvrir un rapport…</translation>
    </message>
    <message>
        <source>Show a report written by frosted-blooms-cli simulate --report FILE or exported from here</source>
        <translation>Afficher un rapport écrit par frosted-blooms-cli simulate --report FILE ou exporté d'ici</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <source>The report, as frosted-blooms-cli simulate --report writes it (an A / B run: both reports and the differences)</source>
        <translation>Le rapport, tel que l'écrit frosted-blooms-cli simulate --report (pour une série A / B : les deux rapports et les différences)</translation>
    </message>
    <message>
        <source>Save chart as &amp;PNG…</source>
        <translation>Enregistrer le graphique en &amp;PNG…</translation>
    </message>
    <message>
        <source>The charts of the tab shown, as a picture</source>
        <translation>Les graphiques de l'onglet affiché, en image</translation>
    </message>
    <message>
        <source>Save &amp;all charts…</source>
        <translation>Enregistrer &amp;tous les graphiques…</translation>
    </message>
    <message>
        <source>One picture per chart (balance-&lt;chart&gt;.png) into a folder</source>
        <translation>Une image par graphique (balance-&lt;chart&gt;.png) dans un dossier</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>A data set: the folder of tiles.json, cards.json…</source>
        <translation>Un jeu de données : le dossier de tiles.json, cards.json…</translation>
    </message>
    <message>
        <source>Save every chart into a folder</source>
        <translation>Enregistrer tous les graphiques dans un dossier</translation>
    </message>
    <message>
        <source>Open a balance report</source>
        <translation>Ouvrir un rapport d'équilibrage</translation>
    </message>
    <message>
        <source>Balance reports (*.json);;All files (*)</source>
        <translation>Rapports d'équilibrage (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export every game's figures</source>
        <translation>Exporter les chiffres de chaque partie</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>Enregistrer le graphique</translation>
    </message>
    <message>
        <source>PNG pictures (*.png);;All files (*)</source>
        <translation>Images PNG (*.png);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Équilibrage</translation>
    </message>
    <message>
        <source>There are no games' figures to export: run the games first (a report read from a file holds none).</source>
        <translation>Il n'y a pas de chiffres de parties à exporter : lancez d'abord les parties (un rapport lu depuis un fichier n'en contient pas).</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <source>There is no report to export yet.</source>
        <translation>Il n'y a pas encore de rapport à exporter.</translation>
    </message>
    <message>
        <source>There is no chart to save yet.</source>
        <translation>Il n'y a pas encore de graphique à enregistrer.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré sous %1</translation>
    </message>
    <message>
        <source>Cannot make the folder “%1”.</source>
        <translation>Impossible de créer le dossier « %1 ».</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n chart(s) into %1</source>
        <translation>
            <numerusform>%n graphique enregistré dans %1</numerusform>
            <numerusform>%n graphiques enregistrés dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A run is going on: cancel it first.</source>
        <translation>Une série est en cours : annulez-la d'abord.</translation>
    </message>
    <message>
        <source>“%1” cannot be opened: %2</source>
        <translation>Impossible d'ouvrir « %1 » : %2</translation>
    </message>
    <message>
        <source>“%1” is not a balance report that can be shown: %2</source>
        <translation>« %1 » n'est pas un rapport d'équilibrage affichable : %2</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>« %1 » ouvert.</translation>
    </message>
    <message>
        <source>⚠ It holds %1 of the %2 games asked for (the run was cancelled).</source>
        <translation>⚠ Il contient %1 des %2 parties demandées (la série a été annulée).</translation>
    </message>
    <message>
        <source>under a second</source>
        <translation>moins d'une seconde</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>taux de victoire</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>score moyen</translation>
    </message>
    <message>
        <source>claim rate</source>
        <translation>taux de revendication</translation>
    </message>
    <message>
        <source>take rate</source>
        <translation>taux de prise</translation>
    </message>
    <message>
        <source>mean points</source>
        <translation>points moyens</translation>
    </message>
    <message>
        <source>starting %1</source>
        <translation>départ en %1 position</translation>
    </message>
    <message>
        <source>objective %1</source>
        <translation>objectif %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tuile %1</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>carte %1</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <extracomment>percentage points</extracomment>
        <translation>%1 pp</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln game(s)&lt;/b&gt; from seed %1</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln partie&lt;/b&gt; avec la graine %1</numerusform>
            <numerusform>&lt;b&gt;%Ln parties&lt;/b&gt; avec la graine %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Report “%1”: %2</source>
        <extracomment>%1: a report's file, %2: what it holds (the games, the seats, the data)</extracomment>
        <translation>Rapport « %1 » : %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) played.</source>
        <translation>
            <numerusform>%Ln partie jouée.</numerusform>
            <numerusform>%Ln parties jouées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 sur %Ln partie</numerusform>
            <numerusform>%1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) · %2 a second</source>
        <translation>
            <numerusform>%1 sur %Ln partie · %2 par seconde</numerusform>
            <numerusform>%1 sur %Ln parties · %2 par seconde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) · %2 a second · about %3 left</source>
        <translation>
            <numerusform>%1 sur %Ln partie · %2 par seconde · encore environ %3</numerusform>
            <numerusform>%1 sur %Ln parties · %2 par seconde · encore environ %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in %1 (%2 a second)</source>
        <translation>
            <numerusform>%Ln partie en %1 (%2 par seconde)</numerusform>
            <numerusform>%Ln parties en %1 (%2 par seconde)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not a folder: choose a cluster run's job folder.</source>
        <translation>« %1 » n'est pas un dossier : choisissez le dossier des tâches d'une série sur cluster.</translation>
    </message>
    <message>
        <source>Opened the report of the cluster run in “%1”.</source>
        <translation>Rapport de la série sur cluster ouvert depuis « %1 ».</translation>
    </message>
    <message>
        <source>“%1” is not a cluster run's job folder: it has no run.json (Run on a cluster… ▸ Prepare writes one).</source>
        <translation>« %1 » n'est pas le dossier des tâches d'une série sur cluster : il ne contient pas de run.json (Lancer sur un cluster… ▸ Préparer en écrit un).</translation>
    </message>
    <message numerus="yes">
        <source>The cluster run in “%1” has no report yet: it has %n shard file(s), but its run.json does not say how many the run has.</source>
        <translation><numerusform>La série sur cluster de « %1 » n'a pas encore de rapport : elle a %n fichier de tranche, mais son run.json n'indique pas combien la série en compte.</numerusform><numerusform>La série sur cluster de « %1 » n'a pas encore de rapport : elle a %n fichiers de tranche, mais son run.json n'indique pas combien la série en compte.</numerusform></translation>
    </message>
    <message>
        <source>The cluster run in “%1” is not finished: %2 of %3 shard files are there (shards/). The report appears when all are and the merge job has run.</source>
        <translation>La série sur cluster de « %1 » n'est pas terminée : %2 fichiers de tranche sur %3 sont présents (shards/). Le rapport apparaîtra quand ils le seront tous et que la tâche de fusion aura été exécutée.</translation>
    </message>
    <message>
        <source>All %1 shards of the cluster run in “%2” are done, but the merge has not run yet (no report.json). If it failed, its log is in logs/; submitting the run again merges it.</source>
        <translation>Les %1 tranches de la série sur cluster de « %2 » sont terminées, mais la fusion n'a pas encore été exécutée (pas de report.json). Si elle a échoué, son journal se trouve dans logs/ ; soumettre de nouveau la série effectue la fusion.</translation>
    </message>
    <message>
        <source>Open cl&amp;uster results…</source>
        <translation>Ouvrir les résultats du cl&amp;uster…</translation>
    </message>
    <message>
        <source>Show the report of a run on a cluster, from its job folder (or how far the run is)</source>
        <translation>Afficher le rapport d'une série sur cluster à partir de son dossier des tâches (ou l'avancement de la série)</translation>
    </message>
    <message>
        <source>&amp;Run on a cluster…</source>
        <translation>&amp;Lancer sur un cluster…</translation>
    </message>
    <message>
        <source>Play this run's games on a Slurm cluster, in shards, and merge them into one report</source>
        <translation>Jouer les parties de cette série sur un cluster Slurm, en tranches, puis les fusionner en un seul rapport</translation>
    </message>
    <message>
        <source>The job folder: the run's scripts, shards and report</source>
        <translation>Le dossier des tâches : les scripts, les tranches et le rapport de la série</translation>
    </message>
    <message>
        <source>Open a cluster run's job folder</source>
        <translation>Ouvrir le dossier des tâches d'une série sur cluster</translation>
    </message>
    <message>
        <source>Run on a c&amp;luster…</source>
        <translation>Lancer sur un cl&amp;uster…</translation>
    </message>
    <message>
        <source>Play these games on a Slurm cluster instead (Report ▸ Run on a cluster…)</source>
        <translation>Jouer plutôt ces parties sur un cluster Slurm (Rapport ▸ Lancer sur un cluster…)</translation>
    </message>
    <message>
        <source>&lt;p&gt;A run too long for this computer goes to a Slurm cluster with &lt;b&gt;Run on a cluster…&lt;/b&gt;; &lt;b&gt;Report ▸ Open cluster results…&lt;/b&gt; then shows its report.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une série trop longue pour cet ordinateur peut être envoyée sur un cluster Slurm avec &lt;b&gt;Lancer sur un cluster…&lt;/b&gt; ; &lt;b&gt;Rapport ▸ Ouvrir les résultats du cluster…&lt;/b&gt; en affiche ensuite le rapport.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>as it lies</source>
        <translation>telle quelle</translation>
    </message>
    <message>
        <source>turned over</source>
        <translation>retournée</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratuite</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>défaussée</translation>
    </message>
    <message>
        <source>refilled from the bag
after the card</source>
        <translation>nouvelle tuile du sac
après la carte</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>refilled</source>
        <translation>nouvelle</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of %2  ·  %n tile(s) in the bag</source>
        <translation>
            <numerusform>Manche %1 sur %2  ·  %n tuile dans le sac</numerusform>
            <numerusform>Manche %1 sur %2  ·  %n tuiles dans le sac</numerusform>
        </translation>
    </message>
    <message>
        <source>Every objective has been claimed</source>
        <translation>Tous les objectifs ont été revendiqués</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Objective %1: claim it when the %2 group of the tile you placed this turn is worth at least %3. %4 points.</source>
        <translation>Objectif %1 : revendiquez-le quand la parcelle de type %2 de la tuile posée ce tour-ci vaut au moins %3. %4 points.</translation>
    </message>
    <message>
        <source>Objective %1: claim it in a turn you placed a %2 and have at least %3. %4 points.</source>
        <translation>Objectif %1 : revendiquez-le lors d'un tour où vous avez placé une amélioration de ce type (%2) et en avez au moins %3. %4 points.</translation>
    </message>
    <message>
        <source>
Each player holds at most one objective of each type for the whole game.</source>
        <translation>
Chaque joueur détient au plus un objectif de chaque type pour toute la partie.</translation>
    </message>
    <message>
        <source>
Not now: %1.</source>
        <translation>
Pas maintenant : %1.</translation>
    </message>
    <message>
        <source>The %1 tile after the Flower token: %2.
Taking it costs %3; it carries %4.</source>
        <translation>La %1 tuile après le jeton de fleur (%2).
Coût : %3 ; pièces posées à côté : %4.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>no coin</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Main board</source>
        <translation>Plateau principal</translation>
    </message>
    <message>
        <source>Tile ring</source>
        <translation>Anneau de tuiles</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>The Flower token's place, without a tile</source>
        <translation>L'emplacement du jeton de fleur, sans tuile</translation>
    </message>
    <message>
        <source>An empty place, refilled from the bag after the card</source>
        <translation>Un emplacement vide, réapprovisionné depuis le sac après la carte</translation>
    </message>
    <message>
        <source>An empty place</source>
        <translation>Un emplacement vide</translation>
    </message>
    <message>
        <source>Not now: %1.</source>
        <translation>Pas maintenant : %1.</translation>
    </message>
    <message>
        <source>Enter takes it (or the key %1).</source>
        <translation>Entrée la prend (ou la touche %1).</translation>
    </message>
    <message>
        <source>%1 — you may claim it now</source>
        <translation>%1 — vous pouvez le revendiquer maintenant</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) on the score track</source>
        <translation>
            <numerusform>%1 : %n point sur la piste de score</numerusform>
            <numerusform>%1 : %n points sur la piste de score</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>MG</source>
        <extracomment>the Master Gardener's initials on his score-track marker</extracomment>
        <translation>MJ</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>the tag on the ring tile the hint takes (Turn ▸ Hint)</extracomment>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Flower token</source>
        <extracomment>under the Flower token on the ring: the tiles are counted clockwise from it</extracomment>
        <translation>Jeton de fleur</translation>
    </message>
    <message>
        <source>Hint: the tile to take.</source>
        <extracomment>said of the ring tile marked "Hint" (Turn ▸ Hint)</extracomment>
        <translation>Conseil : la tuile à prendre.</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>2 pts per element</source>
        <translation>2 pts par élément</translation>
    </message>
    <message>
        <source>1 pt/element each</source>
        <translation>1 pt/élément par type</translation>
    </message>
</context>
<context>
    <name>CardStrip</name>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>2 points per element of the group of its type</source>
        <translation>Elle rapporte 2 points par élément de la parcelle de son type</translation>
    </message>
    <message>
        <source>1 point per element of the groups of each of its types</source>
        <translation>Elle rapporte 1 point par élément des parcelles de chacun de ses types</translation>
    </message>
</context>
<context>
    <name>Challenge</name>
    <message>
        <source>Week %1, %2 to %3</source>
        <translation>Semaine %1, du %2 au %3</translation>
    </message>
    <message>
        <source>Daily garden</source>
        <translation>Jardin du jour</translation>
    </message>
    <message>
        <source>Garden of the week</source>
        <translation>Jardin de la semaine</translation>
    </message>
    <message>
        <source>Daily garden — %1 (attempt %2 of %3)</source>
        <translation>Jardin du jour — %1 (essai %2 sur %3)</translation>
    </message>
    <message>
        <source>Garden of the week — %1 (attempt %2 of %3)</source>
        <translation>Jardin de la semaine — %1 (essai %2 sur %3)</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Daily garden — Frosted Blooms</source>
        <translation>Jardin du jour — Frosted Blooms</translation>
    </message>
    <message>
        <source>A new garden every day and every week, the same for everybody. You have three tries at each; your best result is kept in the statistics.</source>
        <translation>Un nouveau jardin chaque jour et chaque semaine, le même pour tout le monde. Vous avez trois essais pour chacun ; votre meilleur résultat est conservé dans les statistiques.</translation>
    </message>
    <message>
        <source>Playing as %1 (the first player of Settings ▸ Configure… ▸ Players).</source>
        <translation>Vous jouez en tant que %1 (le premier joueur de Réglages ▸ Configurer Frosted Blooms… ▸ Joueurs).</translation>
    </message>
    <message>
        <source>You against the Master Gardener. Everybody playing Frosted Blooms %1 gets this garden today.</source>
        <translation>Vous contre le Maître Jardinier. Tous ceux qui jouent à Frosted Blooms %1 reçoivent ce jardin aujourd'hui.</translation>
    </message>
    <message>
        <source>You against %1, a hard computer player. Everybody playing Frosted Blooms %2 gets this garden all week.</source>
        <translation>Vous contre %1, un joueur ordinateur difficile. Tous ceux qui jouent à Frosted Blooms %2 reçoivent ce jardin toute la semaine.</translation>
    </message>
    <message>
        <source>Attempts used: %1 of %2</source>
        <translation>Essais utilisés : %1 sur %2</translation>
    </message>
    <message>
        <source>No result yet today.</source>
        <translation>Pas encore de résultat aujourd'hui.</translation>
    </message>
    <message>
        <source>No result yet this week.</source>
        <translation>Pas encore de résultat cette semaine.</translation>
    </message>
    <message numerus="yes">
        <source>Best result: %n point(s) — you beat the Master Gardener!</source>
        <translation>
            <numerusform>Meilleur résultat : %n point — vous avez battu le Maître Jardinier !</numerusform>
            <numerusform>Meilleur résultat : %n points — vous avez battu le Maître Jardinier !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best result: %n point(s) — the Master Gardener won.</source>
        <translation>
            <numerusform>Meilleur résultat : %n point — le Maître Jardinier a gagné.</numerusform>
            <numerusform>Meilleur résultat : %n points — le Maître Jardinier a gagné.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best result: %n point(s) — you beat %1!</source>
        <translation>
            <numerusform>Meilleur résultat : %n point — vous avez battu %1 !</numerusform>
            <numerusform>Meilleur résultat : %n points — vous avez battu %1 !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best result: %n point(s) — %1 won.</source>
        <translation>
            <numerusform>Meilleur résultat : %n point — %1 a gagné.</numerusform>
            <numerusform>Meilleur résultat : %n points — %1 a gagné.</numerusform>
        </translation>
    </message>
    <message>
        <source>No attempts left today. Come back tomorrow for a new garden!</source>
        <translation>Plus aucun essai aujourd'hui. Revenez demain pour un nouveau jardin !</translation>
    </message>
    <message>
        <source>No attempts left this week. Come back next week for a new garden!</source>
        <translation>Plus aucun essai cette semaine. Revenez la semaine prochaine pour un nouveau jardin !</translation>
    </message>
    <message>
        <source>Attempt %1 is on the table, unfinished: Play starts a new attempt.</source>
        <translation>L'essai %1 est en cours, inachevé : Jouer commence un nouvel essai.</translation>
    </message>
    <message>
        <source>&amp;Play today's garden</source>
        <translation>&amp;Jouer le jardin du jour</translation>
    </message>
    <message>
        <source>Play this &amp;week's garden</source>
        <translation>Jouer le jardin de la &amp;semaine</translation>
    </message>
    <message>
        <source>&amp;Play attempt %1 of %2</source>
        <translation>&amp;Jouer l'essai %1 sur %2</translation>
    </message>
    <message>
        <source>Play &amp;attempt %1 of %2</source>
        <translation>Jouer l'&amp;essai %1 sur %2</translation>
    </message>
    <message>
        <source>Come back tomorrow</source>
        <translation>Revenez demain</translation>
    </message>
    <message>
        <source>Come back next week</source>
        <translation>Revenez la semaine prochaine</translation>
    </message>
    <message>
        <source>Deal today's garden and play it (uses one attempt)</source>
        <translation>Distribuer le jardin du jour et le jouer (utilise un essai)</translation>
    </message>
    <message>
        <source>Deal this week's garden and play it (uses one attempt)</source>
        <translation>Distribuer le jardin de la semaine et le jouer (utilise un essai)</translation>
    </message>
</context>
<context>
    <name>ChallengeMode</name>
    <message>
        <source>&amp;Daily garden…</source>
        <translation>&amp;Jardin du jour…</translation>
    </message>
    <message>
        <source>Today's garden against the Master Gardener, the same for everybody: three tries</source>
        <translation>Le jardin du jour contre le Maître Jardinier, le même pour tout le monde : trois essais</translation>
    </message>
    <message>
        <source>Garden of the &amp;week…</source>
        <translation>Jardin de la se&amp;maine…</translation>
    </message>
    <message>
        <source>This week's garden against a hard computer player, the same for everybody: three tries</source>
        <translation>Le jardin de la semaine contre un joueur ordinateur difficile, le même pour tout le monde : trois essais</translation>
    </message>
    <message numerus="yes">
        <source>You have used your %n attempt(s) at today's garden. Come back tomorrow for a new garden!</source>
        <translation>
            <numerusform>Vous avez utilisé votre %n essai pour le jardin du jour. Revenez demain pour un nouveau jardin !</numerusform>
            <numerusform>Vous avez utilisé vos %n essais pour le jardin du jour. Revenez demain pour un nouveau jardin !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have used your %n attempt(s) at this week's garden. Come back next week for a new garden!</source>
        <translation>
            <numerusform>Vous avez utilisé votre %n essai pour le jardin de la semaine. Revenez la semaine prochaine pour un nouveau jardin !</numerusform>
            <numerusform>Vous avez utilisé vos %n essais pour le jardin de la semaine. Revenez la semaine prochaine pour un nouveau jardin !</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot deal the garden: %1.</source>
        <translation>Impossible de distribuer le jardin : %1.</translation>
    </message>
    <message>
        <source>This daily garden was for %1: it cannot be started again. Today's garden is in Game ▸ Daily garden….</source>
        <translation>Ce jardin du jour était celui du %1 : il ne peut pas être recommencé. Le jardin d'aujourd'hui est dans Partie ▸ Jardin du jour….</translation>
    </message>
    <message>
        <source>This garden of the week was for %1: it cannot be started again. This week's garden is in Game ▸ Garden of the week….</source>
        <translation>Ce jardin de la semaine était celui d'une autre semaine (%1) : il ne peut pas être recommencé. Le jardin de cette semaine est dans Partie ▸ Jardin de la semaine….</translation>
    </message>
    <message numerus="yes">
        <source>You have used your %n attempt(s) at today's garden: it cannot be started again. Come back tomorrow for a new garden!</source>
        <translation>
            <numerusform>Vous avez utilisé votre %n essai pour le jardin du jour : il ne peut pas être recommencé. Revenez demain pour un nouveau jardin !</numerusform>
            <numerusform>Vous avez utilisé vos %n essais pour le jardin du jour : il ne peut pas être recommencé. Revenez demain pour un nouveau jardin !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have used your %n attempt(s) at this week's garden: it cannot be started again. Come back next week for a new garden!</source>
        <translation>
            <numerusform>Vous avez utilisé votre %n essai pour le jardin de la semaine : il ne peut pas être recommencé. Revenez la semaine prochaine pour un nouveau jardin !</numerusform>
            <numerusform>Vous avez utilisé vos %n essais pour le jardin de la semaine : il ne peut pas être recommencé. Revenez la semaine prochaine pour un nouveau jardin !</numerusform>
        </translation>
    </message>
    <message>
        <source>Your best result in the daily garden of %1!</source>
        <translation>Votre meilleur résultat pour le jardin du %1 !</translation>
    </message>
    <message>
        <source>Your best result in the garden of %1!</source>
        <translation>Jardin de la semaine (%1) : votre meilleur résultat !</translation>
    </message>
    <message>
        <source>Your result is kept for the daily garden of %1.</source>
        <translation>Votre résultat est enregistré pour le jardin du %1.</translation>
    </message>
    <message>
        <source>Your result is kept for the garden of %1.</source>
        <translation>Votre résultat est enregistré pour le jardin de la semaine (%1).</translation>
    </message>
</context>
<context>
    <name>ChallengeStatsPage</name>
    <message>
        <source>No daily garden has been played to its end yet. Game ▸ Daily garden… deals a new garden every day and every week, the same for everybody: your best results will appear here.</source>
        <translation>Aucun jardin du jour n'a encore été joué jusqu'au bout. Partie ▸ Jardin du jour… distribue un nouveau jardin chaque jour et chaque semaine, le même pour tout le monde : vos meilleurs résultats apparaîtront ici.</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>Semaine</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Recent days</source>
        <translation>Derniers jours</translation>
    </message>
    <message>
        <source>Recent weeks</source>
        <translation>Dernières semaines</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>pas gagné</translation>
    </message>
    <message numerus="yes">
        <source>Today: %1 of %2 attempts used, best %n point(s) (%3).</source>
        <translation>
            <numerusform>Aujourd'hui : %1 sur %2 essais utilisés, meilleur résultat %n point (%3).</numerusform>
            <numerusform>Aujourd'hui : %1 sur %2 essais utilisés, meilleur résultat %n points (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This week: %1 of %2 attempts used, best %n point(s) (%3).</source>
        <translation>
            <numerusform>Cette semaine : %1 sur %2 essais utilisés, meilleur résultat %n point (%3).</numerusform>
            <numerusform>Cette semaine : %1 sur %2 essais utilisés, meilleur résultat %n points (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Today: %1 of %2 attempts used, no result yet.</source>
        <translation>Aujourd'hui : %1 sur %2 essais utilisés, pas encore de résultat.</translation>
    </message>
    <message>
        <source>This week: %1 of %2 attempts used, no result yet.</source>
        <translation>Cette semaine : %1 sur %2 essais utilisés, pas encore de résultat.</translation>
    </message>
    <message>
        <source>Days played in a row: %1</source>
        <translation>Jours joués d'affilée : %1</translation>
    </message>
    <message numerus="yes">
        <source>Best day ever: %n point(s) on %1 (%2).</source>
        <translation>
            <numerusform>Meilleur jour : %n point le %1 (%2).</numerusform>
            <numerusform>Meilleur jour : %n points le %1 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best week ever: %n point(s) in %1 (%2).</source>
        <translation>
            <numerusform>Meilleure semaine : %n point — %1 (%2).</numerusform>
            <numerusform>Meilleure semaine : %n points — %1 (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Week %1, from %2</source>
        <translation>Semaine %1, à partir du %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>DataProblemsWindow</name>
    <message>
        <source>Data set problems — Frosted Blooms</source>
        <translation>Problèmes du jeu de données — Frosted Blooms</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selected problems, or all of them, as the command line lists them (Ctrl+C)</source>
        <translation>Copier les problèmes sélectionnés, ou tous, tels que la ligne de commande les liste (Ctrl+C)</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>&amp;Ouvrir le dossier</translation>
    </message>
    <message>
        <source>Show the data folder in the file manager</source>
        <translation>Afficher le dossier des données dans le gestionnaire de fichiers</translation>
    </message>
    <message>
        <source>“%1” loads: it is the data set in use.</source>
        <translation>« %1 » se charge : c'est le jeu de données utilisé.</translation>
    </message>
    <message>
        <source>New games are dealt from it. The folder is still watched: a change to its files is loaded again.</source>
        <translation>Les nouvelles parties l'utilisent. Le dossier reste surveillé : toute modification de ses fichiers est rechargée.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” cannot be used: %n problem(s)</source>
        <translation>
            <numerusform>« %1 » est inutilisable : %n problème</numerusform>
            <numerusform>« %1 » est inutilisable : %n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>(the folder)</source>
        <translation>(le dossier)</translation>
    </message>
    <message>
        <source>Its last version that loaded stays in use. The folder is watched: save your fixes and it is loaded again at once.</source>
        <translation>Sa dernière version chargée reste utilisée. Le dossier est surveillé : enregistrez vos corrections et il sera aussitôt rechargé.</translation>
    </message>
    <message>
        <source>Its last version that loaded stays in use. Fix its files and choose the folder again.</source>
        <translation>Sa dernière version chargée reste utilisée. Corrigez les fichiers du dossier, puis choisissez-le de nouveau.</translation>
    </message>
    <message>
        <source>%1 stays in use. The folder is watched: save your fixes and it is loaded again at once.</source>
        <extracomment>%1: the data set in use ("The built-in data")</extracomment>
        <translation>%1 reste utilisé. Le dossier est surveillé : enregistrez vos corrections et il sera aussitôt rechargé.</translation>
    </message>
    <message>
        <source>%1 stays in use. Fix its files and choose the folder again.</source>
        <translation>%1 reste utilisé. Corrigez les fichiers du dossier, puis choisissez-le de nouveau.</translation>
    </message>
    <message>
        <source>Data set “%1” loaded — Frosted Blooms</source>
        <extracomment>the data-problems window's title once the folder loads; %1 its folder's name</extracomment>
        <translation>Jeu de données « %1 » chargé — Frosted Blooms</translation>
    </message>
    <message numerus="yes">
        <source>Data set “%1”: %n problem(s) — Frosted Blooms</source>
        <translation>
            <numerusform>Jeu de données « %1 » : %n problème — Frosted Blooms</numerusform>
            <numerusform>Jeu de données « %1 » : %n problèmes — Frosted Blooms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataSetMode</name>
    <message>
        <source>Open &amp;data set…</source>
        <translation>Ouvrir un jeu de &amp;données…</translation>
    </message>
    <message>
        <source>Play with the components of a folder of data files (tiles.json, cards.json…), checked as frosted-blooms-cli --data checks them</source>
        <translation>Jouer avec le matériel d'un dossier de fichiers de données (tiles.json, cards.json…), vérifié comme le fait frosted-blooms-cli --data</translation>
    </message>
    <message>
        <source>Use the b&amp;uilt-in data set</source>
        <translation>Utiliser le jeu de données &amp;intégré</translation>
    </message>
    <message>
        <source>Go back to the components the game comes with</source>
        <translation>Revenir au matériel fourni avec le jeu</translation>
    </message>
    <message>
        <source>the built-in data</source>
        <translation>le jeu de données intégré</translation>
    </message>
    <message>
        <source>the data set “%1”</source>
        <translation>le jeu de données « %1 »</translation>
    </message>
    <message numerus="yes">
        <source>The data set “%1” you chose last time cannot be used now (%n problem(s)): the built-in data is in use. The problems are listed from the status bar.</source>
        <translation>
            <numerusform>Le jeu de données « %1 » choisi la dernière fois est inutilisable pour le moment (%n problème) : le jeu de données intégré est utilisé. La liste des problèmes est accessible depuis la barre d'état.</numerusform>
            <numerusform>Le jeu de données « %1 » choisi la dernière fois est inutilisable pour le moment (%n problèmes) : le jeu de données intégré est utilisé. La liste des problèmes est accessible depuis la barre d'état.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” cannot be used (%n problem(s)): %2 stays in use.</source>
        <translation>
            <numerusform>« %1 » est inutilisable (%n problème) : %2 reste utilisé.</numerusform>
            <numerusform>« %1 » est inutilisable (%n problèmes) : %2 reste utilisé.</numerusform>
        </translation>
    </message>
    <message>
        <source>The built-in data is in use.</source>
        <translation>Le jeu de données intégré est utilisé.</translation>
    </message>
    <message>
        <source>The data set “%1” is in use.</source>
        <translation>Le jeu de données « %1 » est utilisé.</translation>
    </message>
    <message>
        <source>“%1” changed and was loaded again: new games are dealt from it.</source>
        <translation>« %1 » a changé et a été rechargé : les nouvelles parties l'utilisent.</translation>
    </message>
    <message>
        <source>“%1” changed and was loaded again: nothing had been played yet, so the game was dealt again from it.</source>
        <translation>« %1 » a changé et a été rechargé : rien n'avait encore été joué, la partie a donc été redistribuée avec ces données.</translation>
    </message>
    <message>
        <source>“%1” changed and was loaded again: new games are dealt from it; this game goes on with the data it was dealt from.</source>
        <translation>« %1 » a changé et a été rechargé : les nouvelles parties l'utilisent ; cette partie continue avec les données de sa donne.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” changed and has %n problem(s): its last version that loaded stays in use.</source>
        <translation>
            <numerusform>« %1 » a changé et comporte %n problème : sa dernière version chargée reste utilisée.</numerusform>
            <numerusform>« %1 » a changé et comporte %n problèmes : sa dernière version chargée reste utilisée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” still has %n problem(s): %2 stays in use.</source>
        <translation>
            <numerusform>« %1 » comporte toujours %n problème : %2 reste utilisé.</numerusform>
            <numerusform>« %1 » comporte toujours %n problèmes : %2 reste utilisé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Frosted Blooms — built-in data</source>
        <translation>Frosted Blooms — données intégrées</translation>
    </message>
    <message>
        <source>Frosted Blooms — data: %1</source>
        <translation>Frosted Blooms — données : %1</translation>
    </message>
    <message>
        <source>Built-in data</source>
        <translation>Données intégrées</translation>
    </message>
    <message>
        <source>Data: %1</source>
        <translation>Données : %1</translation>
    </message>
    <message>
        <source>The components the game comes with</source>
        <translation>Le matériel fourni avec le jeu</translation>
    </message>
    <message>
        <source>The data set in use: %1</source>
        <translation>Le jeu de données utilisé : %1</translation>
    </message>
    <message>
        <source> · from the next game</source>
        <translation> · dès la prochaine partie</translation>
    </message>
    <message>
        <source>
The game on the table goes on with the data it was dealt from.</source>
        <translation>
La partie en cours continue avec les données de sa donne.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ “%1”: %n problem(s)</source>
        <translation>
            <numerusform>⚠ « %1 » : %n problème</numerusform>
            <numerusform>⚠ « %1 » : %n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>
%1 cannot be used yet; click to see why.</source>
        <translation>
%1 n'est pas encore utilisable ; cliquez pour savoir pourquoi.</translation>
    </message>
</context>
<context>
    <name>DataSets</name>
    <message>
        <source>built-in data</source>
        <translation>données intégrées</translation>
    </message>
</context>
<context>
    <name>DeckDialog</name>
    <message>
        <source>My cards</source>
        <translation>Mes cartes</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1's cards&lt;/b&gt; · %2 in your hand</source>
        <translation>&lt;b&gt;Cartes de %1&lt;/b&gt; · %2 en main</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Still in your deck&lt;/b&gt; (%n card(s), in no particular order)</source>
        <translation>
            <numerusform>&lt;b&gt;Encore dans votre pioche&lt;/b&gt; (%n carte, sans ordre particulier)</numerusform>
            <numerusform>&lt;b&gt;Encore dans votre pioche&lt;/b&gt; (%n cartes, sans ordre particulier)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Played&lt;/b&gt; (%n card(s), oldest first)</source>
        <translation>
            <numerusform>&lt;b&gt;Déjà jouées&lt;/b&gt; (%n carte, la plus ancienne en premier)</numerusform>
            <numerusform>&lt;b&gt;Déjà jouées&lt;/b&gt; (%n cartes, les plus anciennes en premier)</numerusform>
        </translation>
    </message>
    <message>
        <source>Still in your deck</source>
        <translation>Encore dans votre pioche</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Déjà jouées</translation>
    </message>
</context>
<context>
    <name>DesignerTools</name>
    <message>
        <source>Sand&amp;box…</source>
        <translation>&amp;Bac à sable…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>A garden to build freely from any tile, with what the rules see</source>
        <translation>Un jardin à construire librement à partir de n'importe quelle tuile, avec ce que voient les règles</translation>
    </message>
    <message>
        <source>Set up a &amp;position…</source>
        <translation>Composer une &amp;position…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Any game position, checked by the rules, to play on from or to save</source>
        <translation>N'importe quelle position de jeu, vérifiée par les règles, pour continuer à jouer ou l'enregistrer</translation>
    </message>
    <message>
        <source>&amp;Balance…</source>
        <translation>É&amp;quilibrage…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Many games by computer players on every core, as charts: win rates, scores, objectives, tiles, cards; A / B of two data sets</source>
        <translation>De nombreuses parties jouées par l'ordinateur sur tous les cœurs, en graphiques : taux de victoire, scores, objectifs, tuiles, cartes ; A / B de deux jeux de données</translation>
    </message>
    <message>
        <source>Show the game's secrets?</source>
        <translation>Afficher les secrets de la partie ?</translation>
    </message>
    <message>
        <source>A position taken from the game on the table shows every player's hand and deck and the order of the bag.</source>
        <translation>Une position prise dans la partie en cours montre la main et la pioche de chaque joueur, ainsi que l'ordre du sac.</translation>
    </message>
    <message>
        <source>Show them</source>
        <translation>Les afficher</translation>
    </message>
    <message>
        <source>Start from a fresh deal</source>
        <translation>Partir d'une nouvelle donne</translation>
    </message>
    <message>
        <source>The data changed: the sandbox uses %1, its garden laid again.</source>
        <translation>Les données ont changé : le bac à sable utilise %1, son jardin a été reposé.</translation>
    </message>
    <message>
        <source>The data changed: the sandbox uses %1; %2 of the garden's %3 tiles could be laid again.</source>
        <translation>Les données ont changé : le bac à sable utilise %1 ; %2 des %3 tuiles du jardin ont pu être reposées.</translation>
    </message>
</context>
<context>
    <name>EndCeremony</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>Jardin de %1</translation>
    </message>
    <message>
        <source>%1: the best score ever played in these games (%2)!</source>
        <translation>%1 : le meilleur score jamais réalisé dans ce type de partie (%2) !</translation>
    </message>
    <message>
        <source>%1: a new personal best (%2)!</source>
        <translation>%1 : nouveau record personnel (%2) !</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n wins in a row!</source>
        <translation>
            <numerusform>%1 : %n victoire d'affilée !</numerusform>
            <numerusform>%1 : %n victoires d'affilée !</numerusform>
        </translation>
    </message>
    <message>
        <source>The final scores</source>
        <translation>Les scores finaux</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s): from the last place to the first.</source>
        <translation>
            <numerusform>Après %n manche : de la dernière place à la première.</numerusform>
            <numerusform>Après %n manches : de la dernière place à la première.</numerusform>
        </translation>
    </message>
    <message>
        <source>Congratulations, %1, and well played, everyone!</source>
        <translation>Félicitations, %1, et bravo à tous !</translation>
    </message>
    <message>
        <source>See the score pad</source>
        <translation>Voir la feuille de score</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>The score pad with every line of the final score</source>
        <translation>La feuille de score, avec chaque ligne du décompte final</translation>
    </message>
    <message>
        <source>Show the final ranking at once (Esc, Enter or Space)</source>
        <translation>Afficher tout de suite le classement final (Échap, Entrée ou Espace)</translation>
    </message>
    <message>
        <source>The Master Gardener wins this time</source>
        <translation>Le Maître Jardinier gagne cette fois-ci</translation>
    </message>
    <message>
        <source>%1 beats the Master Gardener!</source>
        <translation>%1 bat le Maître Jardinier !</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoire partagée : %1</translation>
    </message>
    <message numerus="yes">
        <source>Well played, %1: %n point(s) ahead of him.</source>
        <translation>
            <numerusform>Bien joué, %1 : %n point d'avance sur lui.</numerusform>
            <numerusform>Bien joué, %1 : %n points d'avance sur lui.</numerusform>
        </translation>
    </message>
    <message>
        <source>So close, %1: the same points, and the tie-break goes his way. Another game?</source>
        <translation>De peu, %1 : autant de points, mais le bris d'égalité est en sa faveur. Une autre partie ?</translation>
    </message>
    <message numerus="yes">
        <source>He was %n point(s) ahead: a lovely garden all the same, %1. Another game?</source>
        <translation>
            <numerusform>Il avait %n point d'avance : un bien joli jardin malgré tout, %1. Une autre partie ?</numerusform>
            <numerusform>Il avait %n points d'avance : un bien joli jardin malgré tout, %1. Une autre partie ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 place: %2, %n point(s) (score track %3, Improvements %4, objectives %5, coins %6).</source>
        <translation>
            <numerusform>%1 place : %2, %n point (piste de score %3, améliorations %4, objectifs %5, pièces %6).</numerusform>
            <numerusform>%1 place : %2, %n points (piste de score %3, améliorations %4, objectifs %5, pièces %6).</numerusform>
        </translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Piste de score</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>Améliorations</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 place: not revealed yet</source>
        <translation>%1 place : pas encore dévoilée</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Le joueur %1 doit avoir un nom.</translation>
    </message>
    <message>
        <source>Players %1 and %2 are both called “%3”: every player needs a name of their own.</source>
        <translation>Les joueurs %1 et %2 s'appellent tous deux « %3 » : chaque joueur doit avoir son propre nom.</translation>
    </message>
    <message>
        <source>In solo you cannot be called “%1”: the two of you would not be told apart.</source>
        <translation>En solo, vous ne pouvez pas vous appeler « %1 » : on ne pourrait pas vous distinguer l'un de l'autre.</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Impossible de commencer la partie : %1</translation>
    </message>
    <message>
        <source>Cannot start the game: two players play %1; every player needs a colour of their own.</source>
        <translation>Impossible de commencer la partie : deux joueurs jouent en %1 ; chaque joueur doit avoir sa propre couleur.</translation>
    </message>
    <message>
        <source>Cannot start the game: no computer player is called “%1”.</source>
        <translation>Impossible de commencer la partie : aucun joueur ordinateur ne s'appelle « %1 ».</translation>
    </message>
    <message>
        <source>Cannot start the game: %1.</source>
        <translation>Impossible de commencer la partie : %1.</translation>
    </message>
    <message>
        <source>that is not possible now</source>
        <translation>ce n'est pas possible maintenant</translation>
    </message>
    <message>
        <source>Start a new game (Game ▸ New game, Ctrl+N).</source>
        <translation>Commencez une nouvelle partie (Partie ▸ Nouvelle partie, Ctrl+N).</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Il n'y a pas de partie à enregistrer.</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Il n'y a pas de partie à exporter.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique : %1</translation>
    </message>
    <message>
        <source>Set up from a position (seed %1): round %2, %3 to play.</source>
        <translation>Partie mise en place depuis une position (graine %1) : manche %2, à %3 de jouer.</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>Maître Jardinier</translation>
    </message>
    <message>
        <source>There is no game to restart.</source>
        <translation>Il n'y a pas de partie à recommencer.</translation>
    </message>
    <message>
        <source>Cannot restart the game: %1.</source>
        <translation>Impossible de recommencer la partie : %1.</translation>
    </message>
    <message>
        <source>%1's turn is over.</source>
        <translation>Le tour de %1 est terminé.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>it %1</source>
        <translation>le fichier %1</translation>
    </message>
    <message>
        <source>the file is damaged (%1)</source>
        <translation>le fichier est endommagé (%1)</translation>
    </message>
    <message>
        <source>Cannot open “%1”: %2</source>
        <translation>Impossible d'ouvrir « %1 » : %2</translation>
    </message>
    <message>
        <source>the built-in data</source>
        <translation>le jeu de données intégré</translation>
    </message>
    <message>
        <source>the data set “%1”</source>
        <translation>le jeu de données « %1 »</translation>
    </message>
    <message>
        <source>it was made with another version of %1: its files have changed since. Put back the files it was made with to open it.</source>
        <translation>il a été créé avec une autre version des fichiers : %1 a changé depuis. Remettez les fichiers avec lesquels il a été créé pour l'ouvrir.</translation>
    </message>
    <message>
        <source>it was made with another data set than %1, the one in use (the file names it only by its content, %2).</source>
        <translation>il a été créé avec un autre jeu de données que %1, celui qui est utilisé (le fichier ne le désigne que par son contenu, %2).</translation>
    </message>
    <message>
        <source>it was made with %1, and %2 is in use: choose Game ▸ Use the built-in data set, then open it again.</source>
        <translation>il a été créé avec %1, mais %2 est utilisé : choisissez Partie ▸ Utiliser le jeu de données intégré, puis rouvrez-le.</translation>
    </message>
    <message>
        <source>it was made with %1, and %2 is in use: choose its folder with Game ▸ Open data set…, then open it again.</source>
        <translation>il a été créé avec %1, mais %2 est utilisé : choisissez son dossier avec Partie ▸ Ouvrir un jeu de données…, puis rouvrez-le.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Cannot create the folder “%1” for the autosave.</source>
        <translation>Impossible de créer le dossier « %1 » pour la sauvegarde automatique.</translation>
    </message>
</context>
<context>
    <name>GardenView</name>
    <message>
        <source>%1's garden  ·  wheel: zoom  ·  drag: pan</source>
        <translation>Jardin de %1  ·  molette : zoom  ·  glisser : déplacer</translation>
    </message>
    <message>
        <source>a %1 in a closed gap</source>
        <translation>%1 dans un espace vacant fermé</translation>
    </message>
    <message>
        <source>an empty space</source>
        <translation>une case vide</translation>
    </message>
    <message numerus="yes">
        <source>water, in a water group of %n space(s)</source>
        <translation>
            <numerusform>eau, dans une parcelle d'eau de %n case</numerusform>
            <numerusform>eau, dans une parcelle d'eau de %n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n tulip(s)</source>
        <translation>
            <numerusform>%1, %n tulipe</numerusform>
            <numerusform>%1, %n tulipes</numerusform>
        </translation>
    </message>
    <message>
        <source>in a %1 group of %2 and %3</source>
        <translation>dans une parcelle de type %1 de %2 et %3</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tulip(s)</source>
        <translation>
            <numerusform>%n tulipe</numerusform>
            <numerusform>%n tulipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) to the right</source>
        <translation>
            <numerusform>%n case vers la droite</numerusform>
            <numerusform>%n cases vers la droite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) to the left</source>
        <translation>
            <numerusform>%n case vers la gauche</numerusform>
            <numerusform>%n cases vers la gauche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) up</source>
        <translation>
            <numerusform>%n case vers le haut</numerusform>
            <numerusform>%n cases vers le haut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) down</source>
        <translation>
            <numerusform>%n case vers le bas</numerusform>
            <numerusform>%n cases vers le bas</numerusform>
        </translation>
    </message>
    <message>
        <source>turned over</source>
        <translation>retournée</translation>
    </message>
    <message>
        <source>rotated %1°</source>
        <translation>pivotée de %1°</translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>Vous tenez %1</translation>
    </message>
    <message>
        <source>Holding %1, %2</source>
        <translation>Vous tenez %1, %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: it fits here — %2</source>
        <translation>%1 : elle peut aller ici — %2</translation>
    </message>
    <message>
        <source>%1: not here — %2.</source>
        <translation>%1 : pas ici — %2.</translation>
    </message>
    <message>
        <source>The nearest place it fits this way: %1.</source>
        <translation>L'endroit le plus proche où elle peut aller dans cette orientation : %1.</translation>
    </message>
    <message>
        <source>It fits nowhere this way: R rotates it, F turns it over.</source>
        <translation>Elle ne peut aller nulle part dans cette orientation : R la fait pivoter, F la retourne.</translation>
    </message>
    <message>
        <source>Garden cursor: the arrows move it over the spaces</source>
        <translation>Curseur du jardin : les flèches le déplacent sur les cases</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s); largest groups: %1; Improvements: %2</source>
        <translation>
            <numerusform>%n tuile ; plus grandes parcelles : %1 ; améliorations : %2</numerusform>
            <numerusform>%n tuiles ; plus grandes parcelles : %1 ; améliorations : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>part of the tile laid last</source>
        <translation>fait partie de la dernière tuile posée</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>Jardin de %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>two directions on the garden: "2 spaces to the right and 1 space up"</extracomment>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>GardenerRow</name>
    <message>
        <source>pts</source>
        <translation>pts</translation>
    </message>
    <message>
        <source>no card played yet</source>
        <translation>aucune carte jouée pour l'instant</translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>&lt;b&gt;HAND&lt;/b&gt;</source>
        <translation>&lt;b&gt;MAIN&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Click the deck to see your cards still in it and those played</source>
        <translation>Cliquez sur la pioche pour voir les cartes qui y restent et celles déjà jouées</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Pivoter (R)</translation>
    </message>
    <message>
        <source>Rotate the tile 90° clockwise (also right-click)</source>
        <translation>Faire pivoter la tuile de 90° dans le sens horaire (ou clic droit)</translation>
    </message>
    <message>
        <source>Turn over (F)</source>
        <translation>Retourner (F)</translation>
    </message>
    <message>
        <source>Show the tile's other face</source>
        <translation>Montrer l'autre face de la tuile</translation>
    </message>
    <message>
        <source>Put back (Esc)</source>
        <translation>Remettre (Échap)</translation>
    </message>
    <message>
        <source>Return the tile and choose again</source>
        <translation>Remettre la tuile et choisir à nouveau</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back the last step of your turn (%1) — until a card is played</source>
        <translation>Annuler la dernière étape de votre tour (%1) — jusqu'à ce qu'une carte soit jouée</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Do again the step you took back (%1)</source>
        <translation>Refaire l'étape annulée (%1)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>End your turn (claiming is optional)</source>
        <translation>Finir votre tour (revendiquer est facultatif)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Go on without a tile (only when none can be taken or placed)</source>
        <translation>Continuer sans tuile (seulement quand aucune ne peut être prise ni placée)</translation>
    </message>
    <message>
        <source>No game yet: Game ▸ New game (Ctrl+N).</source>
        <translation>Pas encore de partie : Partie ▸ Nouvelle partie (Ctrl+N).</translation>
    </message>
    <message numerus="yes">
        <source>Play this card: %n point(s) now</source>
        <translation>
            <numerusform>Jouer cette carte : %n point maintenant</numerusform>
            <numerusform>Jouer cette carte : %n points maintenant</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards are played after placing the tile</source>
        <translation>Les cartes se jouent une fois la tuile placée</translation>
    </message>
    <message>
        <source>%1's hand · &lt;a href="deck"&gt;deck: %2 left&lt;/a&gt;</source>
        <translation>Main de %1 · &lt;a href="deck"&gt;pioche : encore %2&lt;/a&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand hidden until %1 is at the screen.</source>
        <translation>Main cachée jusqu'à ce que %1 soit devant l'écran.</translation>
    </message>
    <message>
        <source>The Master Gardener is playing…</source>
        <translation>Le Maître Jardinier joue…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <source>Back to the score pad</source>
        <translation>Retour à la feuille de score</translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>Carte %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s) now</source>
        <translation>
            <numerusform>%1 — %n point maintenant</numerusform>
            <numerusform>%1 — %n points maintenant</numerusform>
        </translation>
    </message>
    <message>
        <source>It scores 2 points per element of the group of its type.</source>
        <translation>Elle rapporte 2 points par élément de la parcelle de son type.</translation>
    </message>
    <message>
        <source>It scores 1 point per element of the groups of each of its types.</source>
        <translation>Elle rapporte 1 point par élément des parcelles de chacun de ses types.</translation>
    </message>
    <message>
        <source>Hands stay hidden while %1 plays.</source>
        <translation>Les mains restent cachées pendant que %1 joue.</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <source>Pass to %1</source>
        <translation>Passez l'écran à %1</translation>
    </message>
    <message>
        <source>I'm %1 — show my hand</source>
        <translation>Je suis %1 — afficher ma main</translation>
    </message>
    <message>
        <source>&amp;Replay these turns</source>
        <translation>Re&amp;voir ces tours</translation>
    </message>
    <message>
        <source>Watch them again on the table, at the computer players' speed, without anybody's hand (Esc stops)</source>
        <translation>Les revoir sur la table, à la vitesse des joueurs ordinateur, sans aucune main visible (Échap pour arrêter)</translation>
    </message>
    <message>
        <source>Hands are private. %1, take the seat; your cards are shown when you confirm.</source>
        <translation>Les mains sont cachées. %1, installez-vous ; vos cartes s'affichent quand vous confirmez.</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Depuis votre dernier tour :</translation>
    </message>
    <message>
        <source>Before your first turn:</source>
        <translation>Avant votre premier tour :</translation>
    </message>
    <message>
        <source>The table as it was dealt.</source>
        <translation>La table telle qu'elle a été distribuée.</translation>
    </message>
    <message>
        <source>The table as %1 left it.</source>
        <translation>La table telle que %1 l'a laissée.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source># Frosted Blooms — the rules in short

Each round every player, in turn:

1. **Takes a tile** from the ring: the 1st tile clockwise from the Flower token is free; each tile
   skipped costs 1 coin, left on the skipped tile. You take the coins lying on your tile.
2. **Places it** in the garden, touching it by an edge, never enclosing more than 4 empty spaces.
3. **Plays a card**: it scores the groups of its types that the new tile belongs to —
   2 points per element for a one-type card, 1 point per element of each type for a two-type card.
4. **Improvements** fill the gaps the tile closed: 1 space a Worker (+%2 coin), 2 a Barn, 3 a Barn
   and a Worker, a 2×2 square a Windmill, a T a Barn and 2 Workers, other 4-space gaps 2 Barns.
5. **Claims objectives** the turn qualifies for — at most one of each type for the whole game.

After %1 rounds: score track + Improvements (Worker %3, Barn %4, Windmill %5) + objectives + 1 per
coin. Ties go to the player with more coins; still tied, the victory is shared. In solo, the
Master Gardener wins a full tie.
</source>
        <translation># Frosted Blooms — les règles en bref

À chaque manche, chaque joueur, à son tour :

1. **Prend une tuile** dans l'anneau : la 1re tuile dans le sens horaire à partir du jeton de fleur est gratuite ;
   chaque tuile ignorée coûte 1 pièce, laissée sur la tuile ignorée. Vous prenez les pièces posées sur votre tuile.
2. **La place** dans son jardin, en le touchant par un côté, sans jamais enfermer plus de 4 cases vides.
3. **Joue une carte** : elle marque les parcelles de ses types auxquelles appartient la nouvelle tuile —
   2 points par élément pour une carte à un type, 1 point par élément de chaque type pour une carte à deux types.
4. **Les améliorations** remplissent les espaces vacants fermés par la tuile : 1 case, un jardinier (+%2 pièce) ; 2, une grange ;
   3, une grange et un jardinier ; un carré 2×2, un moulin ; un T, une grange et 2 jardiniers ; les autres espaces de 4 cases, 2 granges.
5. **Revendique les objectifs** remplis ce tour-ci — au plus un de chaque type pour toute la partie.

Après %1 manches : piste de score + améliorations (jardinier %3, grange %4, moulin %5) + objectifs + 1 par
pièce. En cas d'égalité, le joueur qui a le plus de pièces l'emporte ; en cas de nouvelle égalité, la victoire est partagée.
En solo, le Maître Jardinier gagne en cas d'égalité parfaite.
</translation>
    </message>
    <message>
        <source>Purple tulips</source>
        <translation>Tulipes mauves</translation>
    </message>
    <message>
        <source>pointed petals; a space holds 1–3</source>
        <translation>pétales pointus ; 1 à 3 par case</translation>
    </message>
    <message>
        <source>Red tulips</source>
        <translation>Tulipes rouges</translation>
    </message>
    <message>
        <source>a round cup</source>
        <translation>une coupe ronde</translation>
    </message>
    <message>
        <source>White tulips</source>
        <translation>Tulipes blanches</translation>
    </message>
    <message>
        <source>fringed, with a dark outline</source>
        <translation>frangées, au contour sombre</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>each space counts 1</source>
        <translation>chaque case compte 1</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Jardinier</translation>
    </message>
    <message>
        <source>Barn</source>
        <translation>Grange</translation>
    </message>
    <message>
        <source>Windmill</source>
        <translation>Moulin</translation>
    </message>
    <message>
        <source>Flower token</source>
        <translation>Jeton de fleur</translation>
    </message>
    <message>
        <source>tiles are counted clockwise from it</source>
        <translation>les tuiles se comptent à partir de lui, dans le sens horaire</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <source>pays for skipped tiles; 1 point each at the end</source>
        <translation>paie les tuiles ignorées ; 1 point chacune à la fin</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>Maître Jardinier</translation>
    </message>
    <message>
        <source>your opponent in solo</source>
        <translation>votre adversaire en solo</translation>
    </message>
    <message>
        <source>## The pieces

</source>
        <translation>## Reconnaître les pièces

</translation>
    </message>
    <message>
        <source>

## Keyboard

</source>
        <translation>

## Clavier

</translation>
    </message>
    <message numerus="yes">
        <source>fills a gap of 1; earns a coin at once; %n point(s) at the end</source>
        <translation>
            <numerusform>comble un espace vacant d'une case ; rapporte aussitôt une pièce ; %n point à la fin</numerusform>
            <numerusform>comble un espace vacant d'une case ; rapporte aussitôt une pièce ; %n points à la fin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fills 2 spaces of a gap; %n point(s) at the end</source>
        <translation>
            <numerusform>occupe 2 cases d'un espace vacant ; %n point à la fin</numerusform>
            <numerusform>occupe 2 cases d'un espace vacant ; %n points à la fin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fills a 2×2 square gap; %n point(s) at the end</source>
        <translation>
            <numerusform>comble un espace vacant carré de 2×2 ; %n point à la fin</numerusform>
            <numerusform>comble un espace vacant carré de 2×2 ; %n points à la fin</numerusform>
        </translation>
    </message>
    <message>
        <source>| Tab / Shift+Tab | the parts of the turn in its order: the tile ring, the garden, the cards, the objectives, Done; at each step the focus goes to the part it concerns |
| arrows, Home / End | in the ring from tile to tile, on the objectives from one to the next, in the hand from card to card, in the garden (no tile held) from space to space |
| Enter / Space | on the ring, an objective or a card: take the tile, claim the objective, play the card; on a garden's thumbnail: open it larger; after the game, Final scores: back to the score pad |
</source>
        <translation>| Tab / Maj+Tab | les parties du tour dans leur ordre : l'anneau de tuiles, le jardin, les cartes, les objectifs, Terminer ; à chaque étape, le focus va à la partie concernée |
| flèches, Début / Fin | sur l'anneau d'une tuile à l'autre, sur les objectifs de l'un au suivant, dans la main d'une carte à l'autre, dans le jardin (sans tuile en main) d'une case à l'autre |
| Entrée / Espace | sur l'anneau, un objectif ou une carte : prendre la tuile, revendiquer l'objectif, jouer la carte ; sur la miniature d'un jardin : l'agrandir ; après la partie, Scores finaux : revenir à la feuille de score |
</translation>
    </message>
    <message>
        <source>| Ctrl+H | the statistics: games played and won, best scores and winning streaks, per mode |
</source>
        <translation>| Ctrl+H | les statistiques : parties jouées et gagnées, meilleurs scores et séries de victoires, par mode |
</translation>
    </message>
    <message>
        <source>| F5 | restart this game from its deal, with the same players |
| Ctrl+E | end your turn, as D does |
</source>
        <translation>| F5 | recommencer cette partie depuis sa donne, avec les mêmes joueurs |
| Ctrl+E | finir votre tour, comme D |
</translation>
    </message>
    <message>
        <source>| Key | What it does |
|---|---|
| 1–%1 | take the 1st…%2 tile clockwise from the Flower token (choose step) |
| 1–%3 | play the 1st…%4 card of your hand (card step) |
| arrows | move the tile in your garden |
| R (or right-click) | rotate the tile 90° clockwise |
| F | turn the tile over (its other face) |
| Enter | place the tile / end the turn in the claim step / confirm the hand-over / read on in the guided game (Next) |
| Esc | put the tile back and choose again (before placing); close a Help window |
| P | pass (only when no tile can be taken or placed) |
| Ctrl+Z / Ctrl+Shift+Z | undo / redo a step of your turn (until a card is played) |
| C | claim an objective (a menu of those that qualify) |
| D | Done: end your turn |
| H | a hint: what the hard computer player would do in your place, and what it should score |
| Space | the Master Gardener's next step |
| Ctrl+= / Ctrl+- / Ctrl+0 | zoom in / zoom out / fit the garden |
| Ctrl+D | your cards: those still in your deck and those played |
| Ctrl+Shift+L / Ctrl+Shift+R | hide or show the players' column / the column of NOW, preview and log |
| F1 | the rules |
| Ctrl+O / Ctrl+S | open / save a game |
| Ctrl+N / Ctrl+Shift+N / Ctrl+Q | new game / play again / quit |
| Ctrl+Shift+B | the sandbox: a garden to build freely from any tile (for designers) |
| Ctrl+Shift+E | set up a position: any game position, checked by the rules, to play on from or save |
| Ctrl+Shift+A | the balance lab: many games by computer players, as charts (for designers) |
</source>
        <translation>| Touche | Action |
|---|---|
| 1–%1 | prendre la 1re…%2 tuile dans le sens horaire à partir du jeton de fleur (étape du choix) |
| 1–%3 | jouer la 1re…%4 carte de votre main (étape de la carte) |
| flèches | déplacer la tuile dans votre jardin |
| R (ou clic droit) | faire pivoter la tuile de 90° dans le sens horaire |
| F | retourner la tuile (son autre face) |
| Entrée | poser la tuile / terminer le tour à l'étape des objectifs / confirmer le passage de l'écran / continuer la lecture dans la partie guidée (Suivant) |
| Échap | remettre la tuile et choisir de nouveau (avant de la poser) ; fermer une fenêtre d'aide |
| P | passer (seulement si aucune tuile ne peut être prise ni posée) |
| Ctrl+Z / Ctrl+Shift+Z | annuler / rétablir une étape de votre tour (tant qu'aucune carte n'est jouée) |
| C | revendiquer un objectif (un menu de ceux qui sont remplis) |
| D | Terminer : finir votre tour |
| H | un conseil : ce que ferait l'ordinateur difficile à votre place, et ce que cela devrait rapporter |
| Espace | l'étape suivante du Maître Jardinier |
| Ctrl+= / Ctrl+- / Ctrl+0 | zoom avant / zoom arrière / ajuster le jardin |
| Ctrl+D | vos cartes : celles encore dans votre pioche et celles déjà jouées |
| Ctrl+Shift+L / Ctrl+Shift+R | masquer ou afficher la colonne des joueurs / la colonne EN COURS, aperçu et journal |
| F1 | les règles |
| Ctrl+O / Ctrl+S | ouvrir / enregistrer une partie |
| Ctrl+N / Ctrl+Shift+N / Ctrl+Q | nouvelle partie / rejouer / quitter |
| Ctrl+Shift+B | le bac à sable : un jardin à construire librement à partir de n'importe quelle tuile (pour les concepteurs) |
| Ctrl+Shift+E | composer une position : n'importe quelle position de jeu, vérifiée par les règles, pour continuer à jouer ou l'enregistrer |
| Ctrl+Shift+A | le laboratoire d'équilibrage : de nombreuses parties jouées par l'ordinateur, en graphiques (pour les concepteurs) |
</translation>
    </message>
    <message>
        <source>| Ctrl+Shift+P | the puzzles: one turn to play with a goal to reach |
</source>
        <translation>| Ctrl+Shift+P | les énigmes : un tour à jouer avec un but à atteindre |
</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Frosted Blooms</source>
        <translation>Frosted Blooms</translation>
    </message>
    <message>
        <source>&lt;b&gt;PLAYERS&lt;/b&gt;</source>
        <translation>&lt;b&gt;JOUEURS&lt;/b&gt;</translation>
    </message>
    <message>
        <source>⤢ Fit</source>
        <translation>⤢ Ajuster</translation>
    </message>
    <message>
        <source>Fit the garden to the view (Ctrl+0)</source>
        <translation>Ajuster le jardin à la vue (Ctrl+0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;NOW&lt;/b&gt;</source>
        <translation>&lt;b&gt;EN COURS&lt;/b&gt;</translation>
    </message>
    <message>
        <source>step by step</source>
        <translation>pas à pas</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lente</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>rapide</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantanée</translation>
    </message>
    <message>
        <source>&lt;b&gt;GAME LOG&lt;/b&gt;</source>
        <translation>&lt;b&gt;JOURNAL&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Play &amp;again with the same players</source>
        <translation>&amp;Rejouer avec les mêmes joueurs</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>E&amp;xporter l'historique…</translation>
    </message>
    <message>
        <source>Write the game as a record that frosted-blooms-cli play replays</source>
        <translation>Écrire la partie sous forme d'historique que frosted-blooms-cli play peut rejouer</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>Ouvrir un &amp;historique…</translation>
    </message>
    <message>
        <source>Watch an exported record step by step (read-only)</source>
        <translation>Regarder pas à pas un historique exporté (lecture seule)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>Take back a step of your turn (until a card is played)</source>
        <translation>Annuler une étape de votre tour (tant qu'aucune carte n'est jouée)</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Rotate the tile</source>
        <translation>&amp;Pivoter la tuile</translation>
    </message>
    <message>
        <source>Turn the tile &amp;over</source>
        <translation>&amp;Retourner la tuile</translation>
    </message>
    <message>
        <source>&amp;Place / Done / Continue</source>
        <translation>P&amp;oser / Terminer / Continuer</translation>
    </message>
    <message>
        <source>Put the tile &amp;back</source>
        <translation>Re&amp;mettre la tuile</translation>
    </message>
    <message>
        <source>P&amp;ass (no tile can be taken or placed)</source>
        <translation>P&amp;asser (aucune tuile ne peut être prise ni posée)</translation>
    </message>
    <message>
        <source>&amp;Claim an objective…</source>
        <translation>Re&amp;vendiquer un objectif…</translation>
    </message>
    <message>
        <source>&amp;Done (end the turn)</source>
        <translation>&amp;Terminer (fin du tour)</translation>
    </message>
    <message>
        <source>Master Gardener: &amp;next step</source>
        <translation>Maître Jardinier : étape &amp;suivante</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d'un conseil…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit the garden</source>
        <translation>A&amp;juster le jardin</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Players column</source>
        <translation>&amp;Colonne des joueurs</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Show or hide the players on the left</source>
        <translation>Afficher ou masquer les joueurs à gauche</translation>
    </message>
    <message>
        <source>&amp;Turn column (now, preview, log)</source>
        <translation>Colonne du &amp;tour (en cours, aperçu, journal)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Show or hide the prompt, the preview and the game log on the right</source>
        <translation>Afficher ou masquer la consigne, l'aperçu et le journal à droite</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimations</translation>
    </message>
    <message>
        <source>Short animations of gaps filling, coins and the Flower token</source>
        <translation>Courtes animations des espaces vacants qui se remplissent, des pièces et du jeton de fleur</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>Couleurs adaptées aux &amp;daltoniens</translation>
    </message>
    <message>
        <source>Player colours that stay apart with red-green or blue-yellow colour blindness; each player also keeps their badge's shape</source>
        <translation>Des couleurs de joueurs qui restent distinctes en cas de daltonisme rouge-vert ou bleu-jaune ; chaque joueur garde aussi la forme de son badge</translation>
    </message>
    <message>
        <source>&amp;My cards…</source>
        <translation>&amp;Mes cartes…</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Your cards still in your deck and those you have played</source>
        <translation>Vos cartes encore dans votre pioche et celles que vous avez jouées</translation>
    </message>
    <message>
        <source>Master Gardener &amp;speed</source>
        <translation>&amp;Vitesse du Maître Jardinier</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <source>About Frosted Blooms</source>
        <translation>À propos de Frosted Blooms</translation>
    </message>
    <message>
        <source>&lt;b&gt;Frosted Blooms&lt;/b&gt; — a tile-laying game of gardens in early spring.&lt;br&gt;Hotseat for 2–4 players or solo against the Master Gardener.&lt;br&gt;Qt %1.</source>
        <translation>&lt;b&gt;Frosted Blooms&lt;/b&gt; — un jeu de pose de tuiles sur les jardins au début du printemps.&lt;br&gt;En multijoueur local de 2 à 4 joueurs, ou en solo contre le Maître Jardinier.&lt;br&gt;Qt %1.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Open a replay record</source>
        <translation>Ouvrir un historique de partie</translation>
    </message>
    <message>
        <source>Replay records (*.json);;All files (*)</source>
        <translation>Historiques de partie (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export the replay record</source>
        <translation>Exporter l'historique de partie</translation>
    </message>
    <message>
        <source>Open a data set: the folder of tiles.json, cards.json…</source>
        <translation>Ouvrir un jeu de données : le dossier de tiles.json, cards.json…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ouvert : %1</translation>
    </message>
    <message>
        <source>frosted-blooms-round-%1</source>
        <translation>frosted-blooms-manche-%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Record written to %1 — replay it with frosted-blooms-cli play</source>
        <translation>Historique écrit dans %1 — rejouez-le avec frosted-blooms-cli play</translation>
    </message>
    <message>
        <source>Cannot open the record “%1”: %2.</source>
        <translation>Impossible d'ouvrir l'historique « %1 » : %2.</translation>
    </message>
    <message>
        <source>The game in progress is unchanged.</source>
        <translation>La partie en cours n'est pas modifiée.</translation>
    </message>
    <message>
        <source>Your autosaved game was played with another data set.</source>
        <translation>Votre partie sauvegardée automatiquement a été jouée avec un autre jeu de données.</translation>
    </message>
    <message>
        <source>Your autosaved game was played with another data set; it was kept as %1.</source>
        <translation>Votre partie sauvegardée automatiquement a été jouée avec un autre jeu de données ; elle a été conservée sous le nom %1.</translation>
    </message>
    <message>
        <source>

The step before it was autosaved too: you can resume your game from there.</source>
        <translation>

L'étape précédente a aussi été sauvegardée automatiquement : vous pouvez reprendre votre partie à partir de là.</translation>
    </message>
    <message>
        <source>Resume your unfinished game?</source>
        <translation>Reprendre votre partie inachevée ?</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3.</source>
        <translation>%1 — manche %2 sur %3.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Resumed your game: round %1, %2 to play.</source>
        <translation>Partie reprise : manche %1, à %2 de jouer.</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s)</source>
        <translation>
            <numerusform>%1 rapporte %n point</numerusform>
            <numerusform>%1 rapporte %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards are shown when you are at the screen.</source>
        <translation>Vos cartes s'affichent quand vous êtes devant l'écran.</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>Jardin de %1</translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation>Revendiquer l'objectif %1</translation>
    </message>
    <message>
        <source>No objective qualifies this turn</source>
        <translation>Aucun objectif n'est rempli ce tour-ci</translation>
    </message>
    <message>
        <source>Rules — Frosted Blooms</source>
        <translation>Règles — Frosted Blooms</translation>
    </message>
    <message>
        <source>Keyboard — Frosted Blooms</source>
        <translation>Clavier — Frosted Blooms</translation>
    </message>
    <message>
        <source>Show the players (Ctrl+Shift+L)</source>
        <translation>Afficher les joueurs (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Hide the players (Ctrl+Shift+L)</source>
        <translation>Masquer les joueurs (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Show the prompt, preview and log (Ctrl+Shift+R)</source>
        <translation>Afficher la consigne, l'aperçu et le journal (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Hide the prompt, preview and log (Ctrl+Shift+R)</source>
        <translation>Masquer la consigne, l'aperçu et le journal (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>%1's game against the Master Gardener (round %2 of %3)</source>
        <translation>La partie contre le Maître Jardinier (%1, manche %2 sur %3)</translation>
    </message>
    <message>
        <source>The game of %1 (round %2 of %3)</source>
        <translation>La partie en cours (%1, manche %2 sur %3)</translation>
    </message>
    <message>
        <source>%1 against the Master Gardener — round %2 of %3.</source>
        <translation>%1 contre le Maître Jardinier — manche %2 sur %3.</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Computer players' speed</source>
        <translation>Vitesse des joueurs &amp;ordinateur</translation>
    </message>
    <message>
        <source>The game started again from its deal.</source>
        <translation>La partie a recommencé depuis sa donne.</translation>
    </message>
    <message>
        <source>%1 was not opened, so that your unfinished game is not lost: it could not be kept aside first. %2</source>
        <translation>%1 n'a pas été ouvert, pour ne pas perdre votre partie inachevée : elle n'a pas pu être mise de côté au préalable. %2</translation>
    </message>
    <message>
        <source>Opened %1. Your unfinished game was kept as %2 (Game ▸ Open recent).</source>
        <translation>Ouvert : %1. Votre partie inachevée a été conservée sous le nom %2 (Partie ▸ Ouvrir une partie récente).</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Apprendre à jouer…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game — Frosted Blooms</source>
        <translation>Nouvelle partie — Frosted Blooms</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <translation>Qui joue ?</translation>
    </message>
    <message>
        <source>Hotseat: 2–%1 players share this screen</source>
        <translation>Multijoueur local : 2 à %1 joueurs se partagent cet écran</translation>
    </message>
    <message>
        <source>Solo: one player against the Master Gardener</source>
        <translation>Solo : un joueur contre le Maître Jardinier</translation>
    </message>
    <message>
        <source>Players (table order)</source>
        <translation>Joueurs (ordre autour de la table)</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Nombre de joueurs :</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
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
        <source>Who plays this seat: a person at the table, or the computer (easy for children and first games, medium a solid club player, hard a strong opponent).</source>
        <translation>Qui joue à cette place : une personne à la table, ou l'ordinateur (facile : pour les enfants et les premières parties ; moyen : un bon joueur de club ; difficile : un adversaire redoutable).</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>Premier joueur :</translation>
    </message>
    <message>
        <source>random — type a number for a reproducible deal</source>
        <translation>aléatoire — saisissez un nombre pour une donne reproductible</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Players %1 and %2 both play %3: every player needs a colour of their own.</source>
        <translation>Les joueurs %1 et %2 jouent tous deux en %3 : chaque joueur doit avoir sa propre couleur.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>%1 (the solo player always starts)</source>
        <translation>%1 (le joueur solo commence toujours)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <source>Who plays for player %1</source>
        <translation>Qui joue pour le joueur %1</translation>
    </message>
    <message>
        <source>1 player against the Master Gardener</source>
        <translation>1 joueur contre le Maître Jardinier</translation>
    </message>
</context>
<context>
    <name>ObjectiveChips</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 pt</source>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Objectives held</source>
        <translation>Objectifs détenus</translation>
    </message>
</context>
<context>
    <name>PlayerBadge</name>
    <message>
        <source>%1 on a %2</source>
        <translation>%1 (forme : %2)</translation>
    </message>
</context>
<context>
    <name>PositionWindow</name>
    <message>
        <source>Set up a position — Frosted Blooms</source>
        <translation>Composer une position — Frosted Blooms</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener</source>
        <translation>Solo contre le Maître Jardinier</translation>
    </message>
    <message>
        <source>A fresh deal for this many seats (the names are kept)</source>
        <translation>Une nouvelle donne pour ce nombre de places (les noms sont conservés)</translation>
    </message>
    <message>
        <source>Seats: </source>
        <translation>Places : </translation>
    </message>
    <message>
        <source>From the table</source>
        <translation>Depuis la partie</translation>
    </message>
    <message>
        <source>The game on the table, as its current turn starts</source>
        <translation>La partie en cours, au début de son tour actuel</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Save position…</source>
        <translation>Enregistrer la position…</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistrée dans %1.</translation>
    </message>
    <message>
        <source>A save file that Game ▸ Open and “frosted-blooms-cli play --from” continue</source>
        <translation>Un fichier de sauvegarde que Partie ▸ Ouvrir et « frosted-blooms-cli play --from » savent poursuivre</translation>
    </message>
    <message>
        <source>Copy as play script</source>
        <translation>Copier comme script de jeu</translation>
    </message>
    <message>
        <source>The position is on the clipboard as a “frosted-blooms-cli play” input.</source>
        <translation>La position est dans le presse-papiers sous forme d'entrée pour « frosted-blooms-cli play ».</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d'ici</translation>
    </message>
    <message>
        <source>The position is on the table.</source>
        <translation>La position est maintenant la partie en cours.</translation>
    </message>
    <message>
        <source>Play on from this position at the table (Ctrl+Enter)</source>
        <translation>Continuer à jouer à partir de cette position, dans la fenêtre principale (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Every change is checked by the rules at once.</source>
        <translation>Chaque modification est aussitôt vérifiée par les règles.</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Le tour</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Au tour de</translation>
    </message>
    <message>
        <source>Deals what is not set here: the bag's order, the decks' order</source>
        <translation>Distribue ce qui n'est pas fixé ici : l'ordre du sac, l'ordre des pioches</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0.</source>
        <translation>La graine doit être un nombre entier positif ou nul.</translation>
    </message>
    <message>
        <source>The ring (clockwise)</source>
        <translation>L'anneau (sens horaire)</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Coins beside</source>
        <translation>Pièces posées</translation>
    </message>
    <message>
        <source>Flower token</source>
        <translation>Jeton de fleur</translation>
    </message>
    <message>
        <source>The Flower token sits here (its slot is empty: the last tile taken lay here)</source>
        <translation>Le jeton de fleur est ici (son emplacement est vide : la dernière tuile prise s'y trouvait)</translation>
    </message>
    <message>
        <source>Out of the game (tiles taken and not laid; in solo, those the Master Gardener discarded)</source>
        <translation>Hors jeu (tuiles prises et non posées ; en solo, celles que le Maître Jardinier a défaussées)</translation>
    </message>
    <message>
        <source>tile ids, e.g. T07 T12</source>
        <translation>identifiants de tuiles, p. ex. T07 T12</translation>
    </message>
    <message>
        <source>Out of the game: %1 is not a tile of the data.</source>
        <translation>Hors jeu : %1 n'est pas une tuile de ces données.</translation>
    </message>
    <message>
        <source>Objective tiles</source>
        <translation>Tuiles objectif</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>A person at the table</source>
        <translation>Une personne à la table</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Qui joue</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Piste de score</translation>
    </message>
    <message>
        <source>Starting tile</source>
        <translation>Tuile de départ</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>En main</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>Dans la pioche</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouée</translation>
    </message>
    <message>
        <source>Deck, top first (drag to reorder)</source>
        <translation>Pioche, dessus en premier (glissez pour réordonner)</translation>
    </message>
    <message>
        <source>The cards drawn next, in order; left alone, the seed deals the order</source>
        <translation>Les prochaines cartes piochées, dans l'ordre ; sinon, la graine fixe l'ordre</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardin</translation>
    </message>
    <message>
        <source>The tile to lay: click in the garden to lay it</source>
        <translation>La tuile à poser : cliquez dans le jardin pour la poser</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Pivoter</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Tuile en main</translation>
    </message>
    <message>
        <source>Click to lay the tile in hand where the rules allow; right-click or R rotates, F turns over, Esc puts it down; with no tile in hand click a tile and press Delete to remove it.</source>
        <translation>Cliquez pour poser la tuile en main là où les règles le permettent ; clic droit ou R la fait pivoter, F la retourne, Échap la lâche ; sans tuile en main, cliquez sur une tuile et appuyez sur Suppr pour la retirer.</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>Jardin de %1</translation>
    </message>
    <message>
        <source>His row of cards (oldest first) and his deck (top first): drag to reorder. His score and Improvements follow from his row; before round R he has played R − 1 cards, and his row and deck hold his 10 cards.</source>
        <translation>Sa rangée de cartes (de la plus ancienne à la plus récente) et sa pioche (dessus en premier) : glissez pour réordonner. Son score et ses améliorations découlent de sa rangée ; avant la manche R, il a joué R − 1 cartes, et sa rangée et sa pioche contiennent ses 10 cartes.</translation>
    </message>
    <message>
        <source>His row, oldest first</source>
        <translation>Sa rangée, de la plus ancienne à la plus récente</translation>
    </message>
    <message>
        <source>His deck, top first</source>
        <translation>Sa pioche, dessus en premier</translation>
    </message>
    <message>
        <source>In the box</source>
        <translation>Dans la boîte</translation>
    </message>
    <message>
        <source>◂ Back on top of his deck</source>
        <translation>◂ Remettre sur sa pioche</translation>
    </message>
    <message>
        <source>Play it ▸</source>
        <translation>La jouer ▸</translation>
    </message>
    <message>
        <source>To the box</source>
        <translation>Ranger dans la boîte</translation>
    </message>
    <message>
        <source>◂ Into his deck</source>
        <translation>◂ Dans sa pioche</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sur le plateau</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Détenu par %1</translation>
    </message>
    <message>
        <source>Held by the Master Gardener</source>
        <translation>Détenu par le Maître Jardinier</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>emplacement %1</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>— empty —</source>
        <translation>— vide —</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— aucune —</translation>
    </message>
    <message numerus="yes">
        <source>The bag: the %n other tile(s), in the order of the game they come from.</source>
        <translation>
            <numerusform>Le sac : %n autre tuile, dans l'ordre de la partie dont elle provient.</numerusform>
            <numerusform>Le sac : les %n autres tuiles, dans l'ordre de la partie dont elles proviennent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bag: the %n other tile(s), drawn in an order dealt from the seed.</source>
        <translation>
            <numerusform>Le sac : %n autre tuile, tirée dans un ordre fixé par la graine.</numerusform>
            <numerusform>Le sac : les %n autres tuiles, tirées dans un ordre fixé par la graine.</numerusform>
        </translation>
    </message>
    <message>
        <source>The starting tile stays at (0, 0), front face up; choose another starting tile above.</source>
        <translation>La tuile de départ reste en (0, 0), recto visible ; choisissez une autre tuile de départ ci-dessus.</translation>
    </message>
    <message>
        <source>A garden holds one starting tile.</source>
        <translation>Un jardin contient une seule tuile de départ.</translation>
    </message>
    <message>
        <source>✔ The rules can reach this position: it can be played.</source>
        <translation>✔ Les règles peuvent atteindre cette position : elle est jouable.</translation>
    </message>
    <message numerus="yes">
        <source>✘ %n problem(s): the rules could never reach this position.</source>
        <translation>
            <numerusform>✘ %n problème : les règles ne pourraient jamais atteindre cette position.</numerusform>
            <numerusform>✘ %n problèmes : les règles ne pourraient jamais atteindre cette position.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no game on the table.</source>
        <translation>Il n'y a pas de partie en cours.</translation>
    </message>
    <message>
        <source>The game on the table uses another data set.</source>
        <translation>La partie en cours utilise un autre jeu de données.</translation>
    </message>
    <message>
        <source>The game on the table is in the middle of a turn or over: finish or undo the turn first.</source>
        <translation>La partie en cours est au milieu d'un tour ou terminée : terminez ou annulez d'abord le tour.</translation>
    </message>
    <message>
        <source>The cards of the game on the table stay hidden.</source>
        <translation>Les cartes de la partie en cours restent cachées.</translation>
    </message>
    <message>
        <source>The game on the table, as this turn starts.</source>
        <translation>La partie en cours, au début de ce tour.</translation>
    </message>
    <message>
        <source>This position cannot be played, so it is not saved: %1</source>
        <translation>Cette position n'est pas jouable, elle n'est donc pas enregistrée : %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d'ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 is saved in the middle of a turn or after the end; a position starts a turn.</source>
        <translation>%1 a été enregistré au milieu d'un tour ou après la fin de la partie ; une position commence un tour.</translation>
    </message>
    <message>
        <source>Frosted Blooms positions and saves (*.json);;All files (*)</source>
        <translation>Positions et sauvegardes Frosted Blooms (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Enregistrer la position</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>Ouvrir une position</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a starting tile: its id and its player colour</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>Maître Jardinier</translation>
    </message>
    <message>
        <source>%1 — front: %2 · back: %3</source>
        <extracomment>a tile in the position editor's lists: its id, then each face's tulips in words</extracomment>
        <translation>%1 — recto : %2 · verso : %3</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>&lt;b&gt;The Master Gardener's claims after his last card&lt;/b&gt;</source>
        <translation>&lt;b&gt;Revendications du Maître Jardinier après sa dernière carte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The Master Gardener's turn&lt;/b&gt;</source>
        <translation>&lt;b&gt;Le tour du Maître Jardinier&lt;/b&gt;</translation>
    </message>
    <message>
        <source>plays the top card of his deck</source>
        <translation>joue la carte du dessus de sa pioche</translation>
    </message>
    <message>
        <source>scores his sequences</source>
        <translation>marque ses séquences</translation>
    </message>
    <message>
        <source>collects the card's Improvements</source>
        <translation>reçoit les améliorations de la carte</translation>
    </message>
    <message>
        <source>moves the Flower token</source>
        <translation>déplace le jeton de fleur</translation>
    </message>
    <message>
        <source>claims objectives</source>
        <translation>revendique des objectifs</translation>
    </message>
    <message>
        <source>&lt;i&gt;Speed: View ▸ Master Gardener speed, or press Next / Space.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Vitesse : Affichage ▸ Vitesse du Maître Jardinier, ou appuyez sur Suivant / Espace.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not here:&lt;/b&gt; %1.&lt;br&gt;Green dots mark where the tile fits in this orientation.</source>
        <translation>&lt;b&gt;Pas ici :&lt;/b&gt; %1.&lt;br&gt;Les points verts indiquent où la tuile peut aller dans cette orientation.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Placing here&lt;/b&gt;&lt;table&gt;</source>
        <translation>&lt;b&gt;Placement ici&lt;/b&gt;&lt;table&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;card %1&amp;nbsp;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;+%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;carte %1&amp;nbsp;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;+%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Groups: %1&lt;br&gt;</source>
        <translation>Parcelles : %1&lt;br&gt;</translation>
    </message>
    <message>
        <source>No gap closed.&lt;br&gt;</source>
        <translation>Aucun espace vacant fermé.&lt;br&gt;</translation>
    </message>
    <message>
        <source>+%1 from Workers&lt;br&gt;</source>
        <translation>+%1 grâce aux jardiniers&lt;br&gt;</translation>
    </message>
    <message>
        <source>Could claim: %1</source>
        <translation>Objectifs possibles : %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card&lt;/b&gt;&lt;table&gt;</source>
        <translation>&lt;b&gt;Jouez une carte&lt;/b&gt;&lt;table&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&amp;nbsp;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;+%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1&amp;nbsp;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;+%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;Outlined in the garden: the cells the card %1 counts.</source>
        <translation>&lt;br&gt;Entourées dans le jardin : les cases que compte la carte %1.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;This turn&lt;/b&gt;: %1 played for &lt;b&gt;%n&lt;/b&gt; point(s).&lt;br&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Ce tour-ci&lt;/b&gt; : carte %1 jouée pour &lt;b&gt;%n&lt;/b&gt; point.&lt;br&gt;</numerusform>
            <numerusform>&lt;b&gt;Ce tour-ci&lt;/b&gt; : carte %1 jouée pour &lt;b&gt;%n&lt;/b&gt; points.&lt;br&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 from Workers.&lt;br&gt;</source>
        <translation>+%1 grâce aux jardiniers.&lt;br&gt;</translation>
    </message>
    <message>
        <source>No objective qualifies now.</source>
        <translation>Aucun objectif n'est rempli pour l'instant.</translation>
    </message>
    <message>
        <source>You may claim: %1 (click the glowing tile, or C).</source>
        <translation>Vous pouvez revendiquer : %1 (cliquez sur la tuile qui brille, ou C).</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;You hold at most one objective of each type for the whole game.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Vous détenez au plus un objectif de chaque type pour toute la partie.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choose a tile&lt;/b&gt;&lt;br&gt;Hover a tile in the ring to see its cost and the coins it carries; click it (or press 1–%1) to take it. The coins you pay stay on the tiles you skip.</source>
        <translation>&lt;b&gt;Choisissez une tuile&lt;/b&gt;&lt;br&gt;Survolez une tuile de l'anneau pour voir son coût et les pièces posées à côté ; cliquez dessus (ou appuyez sur 1–%1) pour la prendre. Les pièces que vous payez restent sur les tuiles ignorées.</translation>
    </message>
</context>
<context>
    <name>PuzzleBanner</name>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>A clue for this puzzle</source>
        <translation>Un indice pour cette énigme</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Start this puzzle again</source>
        <translation>Recommencer cette énigme</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Énigme suivante</translation>
    </message>
    <message>
        <source>The next puzzle of the list</source>
        <translation>L'énigme suivante de la liste</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Retour à la liste</translation>
    </message>
    <message>
        <source>Choose another puzzle</source>
        <translation>Choisir une autre énigme</translation>
    </message>
    <message>
        <source>Leave the puzzle</source>
        <translation>Quitter l'énigme</translation>
    </message>
    <message>
        <source>Back to your own game, or to a new one</source>
        <translation>Retour à votre propre partie, ou à une nouvelle</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice : %1</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>Énigme : %1</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>But : %1</translation>
    </message>
    <message>
        <source>Solved! %1</source>
        <translation>Résolue ! %1</translation>
    </message>
    <message>
        <source>Not solved: %1</source>
        <translation>Non résolue : %1</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>Énigmes</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Énigme</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>But</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolue</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Open puzzle file…</source>
        <translation>&amp;Ouvrir un fichier d'énigme…</translation>
    </message>
    <message>
        <source>Play a puzzle file from anywhere (docs: the designer's workbench)</source>
        <translation>Jouer un fichier d'énigme pris n'importe où (docs : l'atelier du concepteur, designer.md)</translation>
    </message>
    <message>
        <source>My puzzle &amp;folder</source>
        <translation>&amp;Mon dossier d'énigmes</translation>
    </message>
    <message>
        <source>Puzzles put in this folder are listed here: %1</source>
        <translation>Les énigmes placées dans ce dossier sont listées ici : %1</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>Pas encore résolue</translation>
    </message>
    <message>
        <source>Does not load: %1</source>
        <translation>Ne se charge pas : %1</translation>
    </message>
    <message>
        <source>Each puzzle is one turn of a game, with a goal to reach in that turn. Solved: %1 of %2.</source>
        <translation>Chaque énigme est un tour de partie, avec un but à atteindre pendant ce tour. Résolues : %1 sur %2.</translation>
    </message>
    <message>
        <source>No puzzle chosen.</source>
        <translation>Aucune énigme choisie.</translation>
    </message>
    <message>
        <source>This file does not load: %1</source>
        <translation>Ce fichier ne se charge pas : %1</translation>
    </message>
    <message>
        <source>%1 against the Master Gardener, round %2</source>
        <translation>%1 contre le Maître Jardinier, manche %2</translation>
    </message>
    <message numerus="yes">
        <source>%1's turn in a game of %n player(s), round %2</source>
        <translation>
            <numerusform>Au tour de %1 dans une partie à %n joueur, manche %2</numerusform>
            <numerusform>Au tour de %1 dans une partie à %n joueurs, manche %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>But :</translation>
    </message>
    <message>
        <source>You have solved this puzzle.</source>
        <translation>Vous avez résolu cette énigme.</translation>
    </message>
</context>
<context>
    <name>PuzzleMode</name>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>Éni&amp;gmes…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>One turn to play, with a goal to reach: score, close gaps, claim objectives</source>
        <translation>Un tour à jouer, avec un but à atteindre : marquer des points, fermer des espaces vacants, revendiquer des objectifs</translation>
    </message>
    <message>
        <source>The puzzle starts again.</source>
        <translation>L'énigme recommence.</translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation>Ouvrir une énigme</translation>
    </message>
    <message>
        <source>Puzzles (*.json);;All files (*)</source>
        <translation>Énigmes (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open the puzzle “%1”: %2</source>
        <translation>Impossible d'ouvrir l'énigme « %1 » : %2</translation>
    </message>
    <message>
        <source>Cannot play the puzzle “%1”: %2</source>
        <translation>Impossible de jouer l'énigme « %1 » : %2</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>Énigme : %1</translation>
    </message>
    <message>
        <source>Puzzle: %1. Your own game waits: Leave the puzzle brings it back.</source>
        <translation>Énigme : %1. Votre propre partie vous attend : Quitter l'énigme la ramène.</translation>
    </message>
    <message>
        <source>Back to your game: round %1, %2 to play.</source>
        <translation>Retour à votre partie : manche %1, à %2 de jouer.</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as %1 (Game ▸ Open recent).</source>
        <translation>Votre partie inachevée a été conservée sous le nom %1 (Partie ▸ Ouvrir une partie récente).</translation>
    </message>
    <message>
        <source>Your turn: %1</source>
        <translation>Votre tour : %1</translation>
    </message>
    <message>
        <source>The puzzle could not be recorded as solved: %1</source>
        <translation>L'énigme n'a pas pu être enregistrée comme résolue : %1</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message numerus="yes">
        <source>Score at least %n point(s) with this turn's card</source>
        <translation>
            <numerusform>Marquer au moins %n point avec la carte de ce tour</numerusform>
            <numerusform>Marquer au moins %n points avec la carte de ce tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close gaps that earn at least %n Worker(s)</source>
        <translation>
            <numerusform>Fermer des espaces vacants qui rapportent au moins %n jardinier</numerusform>
            <numerusform>Fermer des espaces vacants qui rapportent au moins %n jardiniers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close gaps that earn at least %n Barn(s)</source>
        <translation>
            <numerusform>Fermer des espaces vacants qui rapportent au moins %n grange</numerusform>
            <numerusform>Fermer des espaces vacants qui rapportent au moins %n granges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close gaps that earn at least %n Windmill(s)</source>
        <translation>
            <numerusform>Fermer des espaces vacants qui rapportent au moins %n moulin</numerusform>
            <numerusform>Fermer des espaces vacants qui rapportent au moins %n moulins</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim the objective “%1”</source>
        <translation>Revendiquer l'objectif « %1 »</translation>
    </message>
    <message>
        <source>Claim a %1 objective</source>
        <translation>Revendiquer un objectif %1</translation>
    </message>
    <message numerus="yes">
        <source>End the turn with at least %n coin(s)</source>
        <translation>
            <numerusform>Finir le tour avec au moins %n pièce</numerusform>
            <numerusform>Finir le tour avec au moins %n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>Points this turn: %1 of %2</source>
        <translation>Points ce tour-ci : %1 sur %2</translation>
    </message>
    <message>
        <source>Workers this turn: %1 of %2</source>
        <translation>Jardiniers ce tour-ci : %1 sur %2</translation>
    </message>
    <message>
        <source>Barns this turn: %1 of %2</source>
        <translation>Granges ce tour-ci : %1 sur %2</translation>
    </message>
    <message>
        <source>Windmills this turn: %1 of %2</source>
        <translation>Moulins ce tour-ci : %1 sur %2</translation>
    </message>
    <message>
        <source>Objective claimed</source>
        <translation>Objectif revendiqué</translation>
    </message>
    <message>
        <source>Objective not claimed yet</source>
        <translation>Objectif pas encore revendiqué</translation>
    </message>
    <message>
        <source>Coins now: %1 of %2</source>
        <translation>Pièces maintenant : %1 sur %2</translation>
    </message>
    <message>
        <source>You scored %1 of %2 points.</source>
        <translation>Points marqués : %1 sur %2.</translation>
    </message>
    <message>
        <source>Your gaps earned %1 of %2 Workers.</source>
        <translation>Jardiniers obtenus par vos espaces vacants : %1 sur %2.</translation>
    </message>
    <message>
        <source>Your gaps earned %1 of %2 Barns.</source>
        <translation>Granges obtenues par vos espaces vacants : %1 sur %2.</translation>
    </message>
    <message>
        <source>Your gaps earned %1 of %2 Windmills.</source>
        <translation>Moulins obtenus par vos espaces vacants : %1 sur %2.</translation>
    </message>
    <message>
        <source>a %1 objective</source>
        <translation>un objectif %1</translation>
    </message>
    <message>
        <source>You claimed %1.</source>
        <translation>Objectif revendiqué : %1.</translation>
    </message>
    <message>
        <source>You did not claim %1.</source>
        <translation>Objectif non revendiqué : %1.</translation>
    </message>
    <message>
        <source>You ended the turn with %1 of %2 coins.</source>
        <translation>Pièces à la fin du tour : %1 sur %2.</translation>
    </message>
    <message>
        <source>The record of solved puzzles %1 could not be read; it starts again.</source>
        <translation>Le fichier des énigmes résolues %1 n'a pas pu être lu ; il repart de zéro.</translation>
    </message>
</context>
<context>
    <name>RecordWindow</name>
    <message>
        <source>“%1” in %2 must be a list</source>
        <translation>« %1 » dans %2 doit être une liste</translation>
    </message>
    <message>
        <source>“%1” in %2 must list texts</source>
        <translation>« %1 » dans %2 doit être une liste de textes</translation>
    </message>
    <message>
        <source>it is not a replay record (Game ▸ Export record… writes one)</source>
        <translation>ce n'est pas un historique de partie (Partie ▸ Exporter l'historique… en écrit un)</translation>
    </message>
    <message>
        <source>“solo” must be true or false</source>
        <translation>« solo » doit valoir true ou false</translation>
    </message>
    <message>
        <source>“seed” must be a whole number</source>
        <translation>« seed » doit être un nombre entier</translation>
    </message>
    <message>
        <source>“start_player” must name one of the players</source>
        <translation>« start_player » doit nommer l'un des joueurs</translation>
    </message>
    <message>
        <source>“decks” in setup must be a list of lists</source>
        <translation>« decks » dans setup doit être une liste de listes</translation>
    </message>
    <message>
        <source>“decks” in setup must list texts</source>
        <translation>« decks » dans setup doit être une liste de textes</translation>
    </message>
    <message>
        <source>its deal is refused: %1</source>
        <translation>sa donne est refusée : %1</translation>
    </message>
    <message>
        <source>action %1 is not an action: %2</source>
        <translation>l'action %1 n'est pas une action valide : %2</translation>
    </message>
    <message>
        <source>action %1 is refused by the rules</source>
        <translation>l'action %1 est refusée par les règles</translation>
    </message>
    <message>
        <source>%1 — record — Frosted Blooms</source>
        <translation>%1 — historique — Frosted Blooms</translation>
    </message>
    <message>
        <source>◀◀ First</source>
        <translation>◀◀ Début</translation>
    </message>
    <message>
        <source>The deal, before any action (Home)</source>
        <translation>La donne, avant toute action (Début)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>One step back (←)</source>
        <translation>Une étape en arrière (←)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>One step on (→ or Space)</source>
        <translation>Une étape en avant (→ ou Espace)</translation>
    </message>
    <message>
        <source>Last ▶▶</source>
        <translation>Fin ▶▶</translation>
    </message>
    <message>
        <source>The end of the record (End)</source>
        <translation>La fin de l'historique (Fin)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the record (Esc)</source>
        <translation>Fermer l'historique (Échap)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>%1 takes a tile</source>
        <translation>%1 prend une tuile</translation>
    </message>
    <message>
        <source>%1 places the tile</source>
        <translation>%1 place la tuile</translation>
    </message>
    <message>
        <source>%1 plays a card</source>
        <translation>%1 joue une carte</translation>
    </message>
    <message>
        <source>%1 may claim objectives</source>
        <translation>%1 peut revendiquer des objectifs</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>manche %1 : %2</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>Étape %1 sur %2 · %3</translation>
    </message>
    <message>
        <source>the record</source>
        <translation>l'historique</translation>
    </message>
</context>
<context>
    <name>SandboxModel</name>
    <message>
        <source>Take a tile from the palette first.</source>
        <translation>Prenez d'abord une tuile dans la palette.</translation>
    </message>
    <message>
        <source>Select a laid tile (click it with an empty hand) to remove it.</source>
        <translation>Sélectionnez une tuile posée (cliquez dessus, la main vide) pour la retirer.</translation>
    </message>
    <message>
        <source>%1 cannot be removed: without it, %2 (laid later) could not lie where it is: %3</source>
        <translation>Impossible de retirer %1 : sans elle, %2 (posée plus tard) ne pourrait pas rester où elle est : %3</translation>
    </message>
    <message>
        <source>%1 removed.</source>
        <translation>%1 retirée.</translation>
    </message>
    <message>
        <source>Cannot paste this evaluate input: %1</source>
        <translation>Impossible de coller cette entrée evaluate : %1</translation>
    </message>
    <message>
        <source>Cannot paste this evaluate input: not JSON: %1</source>
        <translation>Impossible de coller cette entrée evaluate : ce n'est pas du JSON : %1</translation>
    </message>
</context>
<context>
    <name>SandboxView</name>
    <message numerus="yes">
        <source>%1 group: %n point(s) of value</source>
        <translation>
            <numerusform>Parcelle de type %1 : valeur de %n point</numerusform>
            <numerusform>Parcelle de type %1 : valeur de %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 selected: Delete removes it.</source>
        <translation>%1 sélectionnée : Suppr la retire.</translation>
    </message>
    <message>
        <source>The first tile may lie anywhere: click to lay it</source>
        <translation>La première tuile peut être posée n'importe où : cliquez pour la poser</translation>
    </message>
    <message>
        <source>Take a tile from the palette</source>
        <translation>Prenez une tuile dans la palette</translation>
    </message>
    <message>
        <source>%1  ·  R rotate · F turn over · Delete remove · wheel zoom</source>
        <translation>%1  ·  R pivoter · F retourner · Suppr retirer · molette zoom</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Bac à sable</translation>
    </message>
</context>
<context>
    <name>SandboxWindow</name>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Sandbox — Frosted Blooms</source>
        <translation>Bac à sable — Frosted Blooms</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Bac à sable</translation>
    </message>
    <message>
        <source>Empty garden</source>
        <translation>Jardin vide</translation>
    </message>
    <message>
        <source>Start again from an empty garden</source>
        <translation>Recommencer avec un jardin vide</translation>
    </message>
    <message>
        <source>Copy a player's garden</source>
        <translation>Copier le jardin d'un joueur</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Pivoter</translation>
    </message>
    <message>
        <source>A quarter turn clockwise (R, right-click)</source>
        <translation>Un quart de tour dans le sens horaire (R, clic droit)</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>The other face (F)</source>
        <translation>L'autre face (F)</translation>
    </message>
    <message>
        <source>Mark every legal placement</source>
        <translation>Marquer tous les placements autorisés</translation>
    </message>
    <message>
        <source>A dot wherever the tile in hand fits in this orientation (L)</source>
        <translation>Un point partout où la tuile en main peut être posée dans cette orientation (L)</translation>
    </message>
    <message>
        <source>Copy as evaluate input</source>
        <translation>Copier comme entrée evaluate</translation>
    </message>
    <message>
        <source>Copied: paste it into frosted-blooms-cli evaluate to get the same answer.</source>
        <translation>Copié : collez-le dans frosted-blooms-cli evaluate pour obtenir la même réponse.</translation>
    </message>
    <message>
        <source>Paste an evaluate input</source>
        <translation>Coller une entrée evaluate</translation>
    </message>
    <message>
        <source>Pasted: the garden of the evaluate input.</source>
        <translation>Collé : le jardin de l'entrée evaluate.</translation>
    </message>
    <message>
        <source>Replace the garden with the one of a frosted-blooms-cli evaluate input on the clipboard (Ctrl+V)</source>
        <translation>Remplacer le jardin par celui d'une entrée frosted-blooms-cli evaluate présente dans le presse-papiers (Ctrl+V)</translation>
    </message>
    <message>
        <source>Sandbox garden</source>
        <translation>Jardin du bac à sable</translation>
    </message>
    <message>
        <source>Remove tile</source>
        <translation>Retirer la tuile</translation>
    </message>
    <message>
        <source>Remove the selected tile, or the one under the pointer (Delete)</source>
        <translation>Retirer la tuile sélectionnée, ou celle sous le pointeur (Suppr)</translation>
    </message>
    <message>
        <source>What the rules see</source>
        <translation>Ce que voient les règles</translation>
    </message>
    <message>
        <source>Take a tile from the palette; the first one may lie anywhere.</source>
        <translation>Prenez une tuile dans la palette ; la première peut être posée n'importe où.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiles&lt;/b&gt; — click one to take it</source>
        <translation>&lt;b&gt;Tuiles&lt;/b&gt; — cliquez pour en prendre une</translation>
    </message>
    <message>
        <source>Filter by id (T12, S-blue…)</source>
        <translation>Filtrer par identifiant (T12, S-blue…)</translation>
    </message>
    <message>
        <source>Outline of a face</source>
        <translation>Contour d'une face</translation>
    </message>
    <message>
        <source>Tulips on a face</source>
        <translation>Tulipes sur une face</translation>
    </message>
    <message>
        <source>Tile palette</source>
        <translation>Palette de tuiles</translation>
    </message>
    <message numerus="yes">
        <source>%1 — front: %2, %n tulip(s)</source>
        <translation>
            <numerusform>%1 — recto : %2, %n tulipe</numerusform>
            <numerusform>%1 — recto : %2, %n tulipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>back: %1, %n tulip(s)</source>
        <translation>
            <numerusform>verso : %1, %n tulipe</numerusform>
            <numerusform>verso : %1, %n tulipes</numerusform>
        </translation>
    </message>
    <message>
        <source>Any outline</source>
        <translation>Tout contour</translation>
    </message>
    <message>
        <source>Any tulips</source>
        <translation>Toutes tulipes</translation>
    </message>
    <message numerus="yes">
        <source>%n tulip(s)</source>
        <translation>
            <numerusform>%n tulipe</numerusform>
            <numerusform>%n tulipes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (laid ×%2)</source>
        <translation>%1 (posée ×%2)</translation>
    </message>
    <message>
        <source>No game on the table</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>Jardin de %1</translation>
    </message>
    <message>
        <source>A copy of %1's garden in the sandbox's data: %2 of %3 tiles laid again.</source>
        <translation>Une copie du jardin de %1 avec les données du bac à sable : %2 tuiles sur %3 reposées.</translation>
    </message>
    <message>
        <source>A copy of %1's garden: changing it changes nothing in the game.</source>
        <translation>Une copie du jardin de %1 : la modifier ne change rien à la partie.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;In hand: %1, %2 %3°&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;En main : %1, %2 %3°&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n legal placement(s) in all orientations.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n placement autorisé dans toutes les orientations.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n placements autorisés dans toutes les orientations.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Every card&lt;/b&gt; (R-SCORE-2):&lt;/p&gt;&lt;table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Chaque carte&lt;/b&gt; (R-SCORE-2) :&lt;/p&gt;&lt;table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Closes no gap.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ne ferme aucun espace vacant.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Gaps it closes&lt;/b&gt; (R-GAP-2):&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Espaces vacants fermés&lt;/b&gt; (R-GAP-2) :&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qualifies for no objective.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ne remplit aucun objectif.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Objectives it qualifies for&lt;/b&gt; (R-OBJ-3/4):&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Objectifs remplis&lt;/b&gt; (R-OBJ-3/4) :&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Point at the garden to see what it would do there.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pointez le jardin pour voir ce que la tuile y ferait.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nothing in hand&lt;/h3&gt;&lt;p&gt;Take a tile from the palette. With an empty hand, click a laid tile to select it; Delete removes it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rien en main&lt;/h3&gt;&lt;p&gt;Prenez une tuile dans la palette. La main vide, cliquez sur une tuile posée pour la sélectionner ; Suppr la retire.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;Under the pointer:&lt;/b&gt; a %1 group worth %2 (%n space(s)).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;Sous le pointeur :&lt;/b&gt; une parcelle de type %1 qui vaut %2 (%n case).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;Sous le pointeur :&lt;/b&gt; une parcelle de type %1 qui vaut %2 (%n cases).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;h3&gt;The garden: %n tile(s)&lt;/h3&gt;</source>
        <translation>
            <numerusform>&lt;h3&gt;Le jardin : %n tuile&lt;/h3&gt;</numerusform>
            <numerusform>&lt;h3&gt;Le jardin : %n tuiles&lt;/h3&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No gap is closed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucun espace vacant n'est fermé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Gaps&lt;/b&gt; (%1):&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Espaces vacants&lt;/b&gt; (%1) :&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>front</source>
        <comment>face of a tile</comment>
        <translation>recto</translation>
    </message>
    <message>
        <source>back</source>
        <comment>face of a tile</comment>
        <translation>verso</translation>
    </message>
    <message>
        <source>&lt;p&gt;At x %1, y %2: &lt;b&gt;not allowed&lt;/b&gt; — %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;En x %1, y %2 : &lt;b&gt;interdit&lt;/b&gt; — %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At x %1, y %2: &lt;b&gt;allowed&lt;/b&gt; (the first tile may lie anywhere)&lt;/p&gt;</source>
        <translation>&lt;p&gt;En x %1, y %2 : &lt;b&gt;autorisé&lt;/b&gt; (la première tuile peut être posée n'importe où)&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At x %1, y %2: &lt;b&gt;allowed&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;En x %1, y %2 : &lt;b&gt;autorisé&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ScorePadPage</name>
    <message numerus="yes">
        <source>%1 %2 — %n pt(s)</source>
        <translation>
            <numerusform>%1 %2 — %n pt</numerusform>
            <numerusform>%1 %2 — %n pts</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Look at the gardens</source>
        <translation>Voir les jardins</translation>
    </message>
    <message>
        <source>Back to the table, to look at the final gardens</source>
        <translation>Retour à la table, pour voir les jardins finaux</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>A new deal for the same players</source>
        <translation>Une nouvelle donne pour les mêmes joueurs</translation>
    </message>
    <message>
        <source>The Master Gardener wins this time</source>
        <translation>Le Maître Jardinier gagne cette fois-ci</translation>
    </message>
    <message>
        <source>%1 beats the Master Gardener!</source>
        <translation>%1 bat le Maître Jardinier !</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoire partagée : %1</translation>
    </message>
    <message>
        <source>Final scores after %1 rounds</source>
        <translation>Scores finaux après %1 manches</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardin</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Piste de score</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>Améliorations</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>The Master Gardener wins</source>
        <translation>Le Maître Jardinier gagne</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>solo opponent</source>
        <translation>adversaire solo</translation>
    </message>
    <message>
        <source>%1's garden: click to open it larger</source>
        <translation>Jardin de %1 : cliquez pour l'agrandir</translation>
    </message>
    <message>
        <source>The Master Gardener's cards, oldest first</source>
        <translation>Les cartes du Maître Jardinier, la plus ancienne d'abord</translation>
    </message>
    <message>
        <source>none</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>The Master Gardener</source>
        <translation>Le Maître Jardinier</translation>
    </message>
    <message>
        <source>the Master Gardener</source>
        <translation>le Maître Jardinier</translation>
    </message>
    <message>
        <source>%1 both have %2 points: %3 wins with more coins, %4 against %5.</source>
        <translation>%1 ont tous deux %2 points : %3 gagne avec plus de pièces, %4 contre %5.</translation>
    </message>
    <message>
        <source>%1 both have %2 points: %3 takes %4 place with more coins, %5 against %6.</source>
        <translation>%1 ont tous deux %2 points : %3 prend la %4 place avec plus de pièces, %5 contre %6.</translation>
    </message>
    <message>
        <source>%1 both have %2 points and %3 coins: they share the victory.</source>
        <translation>%1 ont tous deux %2 points et %3 pièces : ils se partagent la victoire.</translation>
    </message>
    <message>
        <source>%1 both have %2 points and %3 coins: they share %4 place.</source>
        <translation>%1 ont tous deux %2 points et %3 pièces : ils se partagent la %4 place.</translation>
    </message>
    <message>
        <source>%1 both have %2 points and %3 coins: in solo a full tie goes to the Master Gardener.</source>
        <translation>%1 ont tous deux %2 points et %3 pièces : en solo, une égalité parfaite profite au Maître Jardinier.</translation>
    </message>
    <message>
        <source>%1 all have %2 points: the most coins decide their places, and equal coins share one.</source>
        <translation>%1 ont tous %2 points : les pièces départagent leurs places, et à pièces égales, ils partagent la même place.</translation>
    </message>
    <message>
        <source>No tie to break: on equal totals the most coins would have won, and with equal coins too, the Master Gardener.</source>
        <translation>Pas d'égalité à départager : à total égal, le joueur avec le plus de pièces l'aurait emporté, et à pièces égales aussi, le Maître Jardinier.</translation>
    </message>
    <message>
        <source>No tie to break: on equal totals the most coins would have won, and with equal coins too, the victory would have been shared.</source>
        <translation>Pas d'égalité à départager : à total égal, le joueur avec le plus de pièces l'aurait emporté, et à pièces égales aussi, la victoire aurait été partagée.</translation>
    </message>
    <message>
        <source>his current %1 sequence is %2</source>
        <translation>sa séquence en cours (%1) vaut %2</translation>
    </message>
    <message>
        <source>an earlier %1 sequence of his reached %2</source>
        <translation>une de ses séquences précédentes (%1) a atteint %2</translation>
    </message>
    <message>
        <source>he collected %1</source>
        <translation>il a obtenu %1</translation>
    </message>
    <message>
        <source>%1, because %2</source>
        <translation>%1, car %2</translation>
    </message>
    <message>
        <source>After his last card the Master Gardener claimed nothing more: he already held an objective of every type.</source>
        <translation>Après sa dernière carte, le Maître Jardinier n'a rien revendiqué de plus : il détenait déjà un objectif de chaque type.</translation>
    </message>
    <message>
        <source>After his last card the Master Gardener claimed nothing more: every objective left on the board of a type he did not hold yet needs more than his best sequence or his collected Improvements of that type.</source>
        <translation>Après sa dernière carte, le Maître Jardinier n'a rien revendiqué de plus : chaque objectif resté sur le plateau, d'un type qu'il ne détenait pas encore, demande plus que sa meilleure séquence ou que les améliorations de ce type qu'il a obtenues.</translation>
    </message>
    <message>
        <source>, and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>After his last card the Master Gardener claimed %1.</source>
        <translation>Après sa dernière carte, le Maître Jardinier a revendiqué : %1.</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>mauve</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>jardinier</translation>
    </message>
    <message>
        <source>Barn</source>
        <translation>grange</translation>
    </message>
    <message>
        <source>Windmill</source>
        <translation>moulin</translation>
    </message>
    <message>
        <source>%1 Worker</source>
        <translation>%1 jardinier</translation>
    </message>
    <message>
        <source>%1 Workers</source>
        <translation>%1 jardiniers</translation>
    </message>
    <message>
        <source>%1 Barn</source>
        <translation>%1 grange</translation>
    </message>
    <message>
        <source>%1 Barns</source>
        <translation>%1 granges</translation>
    </message>
    <message>
        <source>%1 Windmill</source>
        <translation>%1 moulin</translation>
    </message>
    <message>
        <source>%1 Windmills</source>
        <translation>%1 moulins</translation>
    </message>
    <message numerus="yes">
        <source>%1 place: %2, %n point(s) (score track %3, Improvements %4, objectives %5, coins %6).</source>
        <translation>
            <numerusform>%1 place : %2, %n point (piste de score %3, améliorations %4, objectifs %5, pièces %6).</numerusform>
            <numerusform>%1 place : %2, %n points (piste de score %3, améliorations %4, objectifs %5, pièces %6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Click to open a larger view of this garden</source>
        <translation>Cliquez pour agrandir ce jardin</translation>
    </message>
    <message>
        <source>Worker %1 · Barn %2 · Windmill %3</source>
        <translation>Jardinier %1 · Grange %2 · Moulin %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Coins &lt;b&gt;%1&lt;/b&gt; · deck %2 left&lt;br&gt;%3&lt;br&gt;Objectives: %4</source>
        <translation>Pièces &lt;b&gt;%1&lt;/b&gt; · %2 en pioche&lt;br&gt;%3&lt;br&gt;Objectifs : %4</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Coins &lt;b&gt;%1&lt;/b&gt; · deck %2 left&lt;br&gt;%3&lt;br&gt;Sequences: %4&lt;br&gt;Objectives: %5</source>
        <translation>Pièces &lt;b&gt;%1&lt;/b&gt; · %2 en pioche&lt;br&gt;%3&lt;br&gt;Séquences : %4&lt;br&gt;Objectifs : %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2 — &lt;b&gt;%3&lt;/b&gt; pts%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;%2 — &lt;b&gt;%3&lt;/b&gt; pts%4</translation>
    </message>
    <message>
        <source> &amp;nbsp;◀ &lt;i&gt;now&lt;/i&gt;</source>
        <translation> &amp;nbsp;◀ &lt;i&gt;joue&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s)</source>
        <translation>
            <numerusform>%1 (%2) : %n point</numerusform>
            <numerusform>%1 (%2) : %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1 : %n point</numerusform>
            <numerusform>%1 : %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — playing now</source>
        <translation>%1 — joue maintenant</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>The Master Gardener's cards</source>
        <translation>Les cartes du Maître Jardinier</translation>
    </message>
    <message>
        <source>no card played yet</source>
        <translation>aucune carte jouée pour l'instant</translation>
    </message>
    <message>
        <source>Played, oldest first: %1</source>
        <translation>Jouées, la plus ancienne d'abord : %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>the Master Gardener's current sequence of a type: "purple 2"</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Configure — Frosted Blooms</source>
        <translation>Configuration — Frosted Blooms</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
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
        <source>&lt;b&gt;Players' colours&lt;/b&gt;</source>
        <translation>&lt;b&gt;Couleurs des joueurs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Standard colours</source>
        <translation>Couleurs &amp;standard</translation>
    </message>
    <message>
        <source>Colour-&amp;blind-safe colours</source>
        <translation>Couleurs adaptées aux &amp;daltoniens</translation>
    </message>
    <message>
        <source>Each player also keeps the shape of their badge in both.</source>
        <translation>Dans les deux cas, chaque joueur garde aussi la forme de son badge.</translation>
    </message>
    <message>
        <source>Show a&amp;nimations</source>
        <translation>Afficher les a&amp;nimations</translation>
    </message>
    <message>
        <source>Tiles fly from the ring to the garden, the Flower token slides, coins drop, filled gaps glow and their Improvements pop up. The game never waits for an animation: any click or key ends it.</source>
        <translation>Les tuiles volent de l'anneau au jardin, le jeton de fleur glisse, les pièces tombent, les espaces vacants comblés brillent et leurs améliorations apparaissent. Le jeu n'attend jamais une animation : un clic ou une touche l'interrompt.</translation>
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
        <source>S&amp;peed:</source>
        <translation>&amp;Vitesse :</translation>
    </message>
    <message>
        <source>How fast the steps of the turns nobody at the table plays are shown. Step by step waits for Next (Space) after each step.</source>
        <translation>Vitesse d'affichage des étapes des tours que personne ne joue à la table. En « pas à pas », le jeu attend Suivant (Espace) après chaque étape.</translation>
    </message>
    <message>
        <source>The Master Gardener, in solo games (also in View ▸ Master Gardener speed and beside the game log)</source>
        <translation>Le Maître Jardinier, en solo (aussi dans Affichage ▸ Vitesse du Maître Jardinier et à côté du journal)</translation>
    </message>
    <message>
        <source>The &amp;Master Gardener's speed:</source>
        <translation>Vitesse du &amp;Maître Jardinier :</translation>
    </message>
    <message>
        <source>The seats the computer plays (also in View ▸ Computer players' speed and beside the game log)</source>
        <translation>Les places jouées par l'ordinateur (aussi dans Affichage ▸ Vitesse des joueurs ordinateur et à côté du journal)</translation>
    </message>
    <message>
        <source>The c&amp;omputer players' speed:</source>
        <translation>Vitesse des joueurs &amp;ordinateur :</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <source>Every seat needs a name and a colour of its own.</source>
        <translation>Chaque place doit avoir son propre nom et sa propre couleur.</translation>
    </message>
    <message>
        <source>Player %1 cannot be called “%2”: that is the Master Gardener's name.</source>
        <translation>Le joueur %1 ne peut pas s'appeler « %2 » : c'est le nom du Maître Jardinier.</translation>
    </message>
</context>
<context>
    <name>SpeedControls</name>
    <message>
        <source>Master Gardener:</source>
        <extracomment>beside the box of the Master Gardener's speed on the table (step by step … instant)</extracomment>
        <translation>Maître Jardinier :</translation>
    </message>
    <message>
        <source>How fast the Master Gardener's steps are shown</source>
        <translation>Vitesse d'affichage des étapes du Maître Jardinier</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <extracomment>beside the box of the computer players' speed on the table (step by step … instant)</extracomment>
        <translation>Joueurs ordinateur :</translation>
    </message>
    <message>
        <source>How fast the computer players' steps are shown</source>
        <translation>Vitesse d'affichage des étapes des joueurs ordinateur</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Show the Master Gardener's next step (Space)</source>
        <translation>Afficher l'étape suivante du Maître Jardinier (Espace)</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>New best score in solo games: %1 with %n point(s)!</source>
        <translation>
            <numerusform>Nouveau meilleur score en solo : %1 avec %n point !</numerusform>
            <numerusform>Nouveau meilleur score en solo : %1 avec %n points !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New best score in games against easy computer players: %1 with %n point(s)!</source>
        <translation>
            <numerusform>Nouveau meilleur score contre l'ordinateur facile : %1 avec %n point !</numerusform>
            <numerusform>Nouveau meilleur score contre l'ordinateur facile : %1 avec %n points !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New best score in games against medium computer players: %1 with %n point(s)!</source>
        <translation>
            <numerusform>Nouveau meilleur score contre l'ordinateur moyen : %1 avec %n point !</numerusform>
            <numerusform>Nouveau meilleur score contre l'ordinateur moyen : %1 avec %n points !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New best score in games against hard computer players: %1 with %n point(s)!</source>
        <translation>
            <numerusform>Nouveau meilleur score contre l'ordinateur difficile : %1 avec %n point !</numerusform>
            <numerusform>Nouveau meilleur score contre l'ordinateur difficile : %1 avec %n points !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New best score in hotseat games: %1 with %n point(s)!</source>
        <translation>
            <numerusform>Nouveau meilleur score en multijoueur local : %1 avec %n point !</numerusform>
            <numerusform>Nouveau meilleur score en multijoueur local : %1 avec %n points !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A personal best for %1: %n point(s)!</source>
        <translation>
            <numerusform>Record personnel pour %1 : %n point !</numerusform>
            <numerusform>Record personnel pour %1 : %n points !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has won %n games in a row!</source>
        <translation>
            <numerusform>%1 a gagné %n partie d'affilée !</numerusform>
            <numerusform>%1 a gagné %n parties d'affilée !</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics “%1” could not be read: %2. The file was kept as “%3”, and the statistics start afresh.</source>
        <translation>Vos statistiques « %1 » n'ont pas pu être lues : %2. Le fichier a été conservé sous le nom « %3 », et les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <source>Your statistics “%1” could not be read: %2. The file could not be kept aside either (%3), so no statistics are saved until the next start.</source>
        <translation>Vos statistiques « %1 » n'ont pas pu être lues : %2. Le fichier n'a pas pu non plus être mis de côté (%3) : aucune statistique ne sera enregistrée avant le prochain lancement.</translation>
    </message>
    <message>
        <source>The statistics were not saved: %1</source>
        <translation>Les statistiques n'ont pas été enregistrées : %1</translation>
    </message>
    <message>
        <source>it is not a JSON document</source>
        <translation>ce n'est pas un document JSON</translation>
    </message>
    <message>
        <source>it is not a statistics file of Frosted Blooms</source>
        <translation>ce n'est pas un fichier de statistiques de Frosted Blooms</translation>
    </message>
    <message>
        <source>it is in format version %1; this version of the game reads version %2</source>
        <translation>le fichier est au format version %1 ; cette version du jeu lit la version %2</translation>
    </message>
    <message>
        <source>it is damaged (the entry “%1” is not as expected)</source>
        <translation>le fichier est endommagé (l'entrée « %1 » n'est pas celle attendue)</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
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
        <source>Hotseat</source>
        <translation>Multijoueur local</translation>
    </message>
    <message>
        <source>One person against the Master Gardener</source>
        <translation>Une personne contre le Maître Jardinier</translation>
    </message>
    <message>
        <source>People against computer players, the strongest of them easy</source>
        <translation>Des personnes contre des joueurs ordinateur, le plus fort de niveau facile</translation>
    </message>
    <message>
        <source>People against computer players, the strongest of them medium</source>
        <translation>Des personnes contre des joueurs ordinateur, le plus fort de niveau moyen</translation>
    </message>
    <message>
        <source>People against computer players, at least one of them hard</source>
        <translation>Des personnes contre des joueurs ordinateur, dont au moins un de niveau difficile</translation>
    </message>
    <message>
        <source>People only, taking turns at one screen</source>
        <translation>Seulement des personnes, à tour de rôle devant un même écran</translation>
    </message>
    <message>
        <source>Statistics — Frosted Blooms</source>
        <translation>Statistiques — Frosted Blooms</translation>
    </message>
    <message>
        <source>Games played to their end at this table count; records watched, the sandbox, the balance lab and positions set up by hand do not.</source>
        <translation>Seules comptent les parties jouées jusqu'au bout ici ; pas les historiques regardés, le bac à sable, le laboratoire d'équilibrage ni les positions composées à la main.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <source>Forget the games and best scores of the mode shown, or of all modes</source>
        <translation>Effacer les parties et les meilleurs scores du mode affiché, ou de tous les modes</translation>
    </message>
    <message>
        <source>No solo game has been counted yet. Play one against the Master Gardener (Game ▸ New game…, Solo): your games, wins and best scores will appear here.</source>
        <translation>Aucune partie en solo n'a encore été comptée. Jouez-en une contre le Maître Jardinier (Partie ▸ Nouvelle partie…, Solo) : vos parties, vos victoires et vos meilleurs scores apparaîtront ici.</translation>
    </message>
    <message>
        <source>No game against easy computer players has been counted yet. Choose “Computer — easy” for a seat in the new-game dialog to play one.</source>
        <translation>Aucune partie contre l'ordinateur facile n'a encore été comptée. Pour en jouer une, choisissez « Ordinateur — facile » pour une place dans la fenêtre Nouvelle partie.</translation>
    </message>
    <message>
        <source>No game against medium computer players has been counted yet. Choose “Computer — medium” for a seat in the new-game dialog to play one.</source>
        <translation>Aucune partie contre l'ordinateur moyen n'a encore été comptée. Pour en jouer une, choisissez « Ordinateur — moyen » pour une place dans la fenêtre Nouvelle partie.</translation>
    </message>
    <message>
        <source>No game against hard computer players has been counted yet. Choose “Computer — hard” for a seat in the new-game dialog to play one.</source>
        <translation>Aucune partie contre l'ordinateur difficile n'a encore été comptée. Pour en jouer une, choisissez « Ordinateur — difficile » pour une place dans la fenêtre Nouvelle partie.</translation>
    </message>
    <message>
        <source>No hotseat game has been counted yet. When two to four people play at this screen, their games, wins and best scores will appear here.</source>
        <translation>Aucune partie en multijoueur local n'a encore été comptée. Quand deux à quatre personnes joueront devant cet écran, leurs parties, leurs victoires et leurs meilleurs scores apparaîtront ici.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>The person's name (the same name in any case is the same person)</source>
        <translation>Le nom de la personne (un même nom, en majuscules ou en minuscules, désigne la même personne)</translation>
    </message>
    <message>
        <source>Games played to the end</source>
        <translation>Parties jouées jusqu'au bout</translation>
    </message>
    <message>
        <source>Games won: first place after the tie-break (a shared first place counts)</source>
        <translation>Parties gagnées : première place après le bris d'égalité (une première place partagée compte)</translation>
    </message>
    <message>
        <source>The best score</source>
        <translation>Le meilleur score</translation>
    </message>
    <message>
        <source>The average score</source>
        <translation>Le score moyen</translation>
    </message>
    <message>
        <source>Games won in a row up to the last one</source>
        <translation>Parties gagnées d'affilée jusqu'à la dernière</translation>
    </message>
    <message>
        <source>The most games won in a row</source>
        <translation>Le plus grand nombre de parties gagnées d'affilée</translation>
    </message>
    <message>
        <source>The date of the last game</source>
        <translation>La date de la dernière partie</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>The day the score was made</source>
        <translation>Le jour où ce score a été réalisé</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played, the last one on %1.</source>
        <translation>
            <numerusform>%n partie jouée, le %1.</numerusform>
            <numerusform>%n parties jouées, la dernière le %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played.</source>
        <translation>
            <numerusform>%n partie jouée.</numerusform>
            <numerusform>%n parties jouées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) won: %2%</source>
        <translation>
            <numerusform>Victoires : %1 sur %n partie, soit %2 %</numerusform>
            <numerusform>Victoires : %1 sur %n parties, soit %2 %</numerusform>
        </translation>
    </message>
    <message>
        <source>From the last game</source>
        <translation>De la dernière partie</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Réinitialiser les statistiques ?</translation>
    </message>
    <message>
        <source>The games, wins, streaks and best scores are forgotten. This cannot be undone.</source>
        <translation>Les parties, les victoires, les séries et les meilleurs scores seront effacés. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Reset “%1” only</source>
        <translation>Réinitialiser « %1 » seulement</translation>
    </message>
    <message>
        <source>Reset all modes</source>
        <translation>Réinitialiser tous les modes</translation>
    </message>
    <message>
        <source>Daily garden</source>
        <translation>Jardin du jour</translation>
    </message>
    <message>
        <source>The daily garden and the garden of the week: attempts and best results</source>
        <translation>Le jardin du jour et le jardin de la semaine : essais et meilleurs résultats</translation>
    </message>
</context>
<context>
    <name>StatisticsMode</name>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Games played and won, best and average scores and winning streaks, per mode</source>
        <translation>Parties jouées et gagnées, meilleurs scores, scores moyens et séries de victoires, par mode</translation>
    </message>
</context>
<context>
    <name>TableNotes</name>
    <message>
        <source>Claim the smaller objective?</source>
        <translation>Revendiquer le plus petit objectif ?</translation>
    </message>
    <message>
        <source>Claim the %1?</source>
        <translation>Revendiquer l'objectif %1 ?</translation>
    </message>
    <message>
        <source>The %1 may be claimed now too. You may hold only one %2 objective for the whole game.</source>
        <translation>L'objectif %1 peut aussi être revendiqué maintenant. Vous ne pouvez détenir qu'un seul objectif %2 pour toute la partie.</translation>
    </message>
    <message>
        <source>Claim the %1</source>
        <translation>Revendiquer l'objectif %1</translation>
    </message>
    <message>
        <source>Claim the %1 instead</source>
        <translation>Revendiquer plutôt l'objectif %1</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Interdit : %1</translation>
    </message>
</context>
<context>
    <name>TurnReplay</name>
    <message>
        <source>Replay</source>
        <translation>Rediffusion</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>The next step now (Space)</source>
        <translation>L'étape suivante tout de suite (Espace)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Stop the replay and go back to the hand-over (Esc)</source>
        <translation>Arrêter la rediffusion et revenir au passage de l'écran (Échap)</translation>
    </message>
    <message numerus="yes">
        <source>Replay of %n turn(s)</source>
        <translation>
            <numerusform>Rediffusion de %n tour</numerusform>
            <numerusform>Rediffusion de %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2 · the last step</source>
        <translation>Tour %1 sur %2 · dernière étape</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <source>Done ▶</source>
        <translation>Terminer ▶</translation>
    </message>
</context>
<context>
    <name>TurnSummary</name>
    <message>
        <source>%1 %2.</source>
        <extracomment>a turn or a step told after the player's name: "Ben took the 2nd tile (…), placed it."</extracomment>
        <translation>%1 %2.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>The guided game is missing from this copy of the game.</source>
        <translation>La partie guidée est absente de cet exemplaire du jeu.</translation>
    </message>
    <message>
        <source>The guided game does not fit the data set in use: %1.</source>
        <translation>La partie guidée ne correspond pas au jeu de données utilisé : %1.</translation>
    </message>
    <message>
        <source>The guided game cannot be read: %1.</source>
        <translation>Impossible de lire la partie guidée : %1.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rosa</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>The guided game cannot be dealt: %1.</source>
        <translation>Impossible de distribuer la partie guidée : %1.</translation>
    </message>
    <message>
        <source>%1 is playing her turn.</source>
        <translation>%1 joue son tour.</translation>
    </message>
    <message>
        <source>Take the tile marked on the ring.</source>
        <translation>Prenez la tuile signalée sur l'anneau.</translation>
    </message>
    <message>
        <source>Lay the tile on the outline in your garden: move it there and click, or press Enter. R rotates it, F turns it over.</source>
        <translation>Posez la tuile sur le contour dans votre jardin : amenez-la à cet endroit et cliquez, ou appuyez sur Entrée. R la fait pivoter, F la retourne.</translation>
    </message>
    <message>
        <source>Play the card marked: it scores %1 points.</source>
        <translation>Jouez la carte signalée : elle rapporte %1 points.</translation>
    </message>
    <message>
        <source>Claim the objective marked: click it.</source>
        <translation>Revendiquez l'objectif signalé : cliquez dessus.</translation>
    </message>
    <message>
        <source>Press Done to end your turn.</source>
        <translation>Appuyez sur Terminer pour finir votre tour.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Appuyez sur Passer.</translation>
    </message>
    <message>
        <source>Welcome to Frosted Blooms! This guided game teaches the rules as they come up, against %1, a gentle player. The game lasts %2 rounds. In each turn you take a tile, lay it in your garden, play a card to score, and may claim objectives. Press Next to read on.</source>
        <translation>Bienvenue dans Frosted Blooms ! Cette partie guidée vous apprend les règles au fur et à mesure, face à %1, une adversaire bienveillante. La partie dure %2 manches. À chaque tour, vous prenez une tuile, vous la posez dans votre jardin, vous jouez une carte pour marquer des points, et vous pouvez revendiquer des objectifs. Appuyez sur Suivant pour continuer.</translation>
    </message>
    <message>
        <source>This is the ring: the tiles around the board. The Flower token marks where it starts: the tiles are counted clockwise from the token, and you choose one of them.</source>
        <translation>Voici l'anneau : les tuiles autour du plateau. Le jeton de fleur marque son point de départ : les tuiles se comptent dans le sens horaire à partir du jeton, et vous en choisissez une.</translation>
    </message>
    <message>
        <source>This is your garden, with your starting tile. Every tile you lay must touch your garden along an edge. Its spaces hold tulips (purple, red and white) and water.</source>
        <translation>Voici votre jardin, avec votre tuile de départ. Chaque tuile que vous posez doit toucher votre jardin par un côté. Ses cases contiennent des tulipes (mauves, rouges et blanches) et de l'eau.</translation>
    </message>
    <message>
        <source>These are your cards. After laying a tile you play one card: it scores the group of its colour that your tile joined. You hold 3 cards and draw a new one after each.</source>
        <translation>Voici vos cartes. Après avoir posé une tuile, vous jouez une carte : elle marque des points pour la parcelle de sa couleur à laquelle votre tuile s'est ajoutée. Vous avez 3 cartes en main et vous en piochez une nouvelle après chaque carte jouée.</translation>
    </message>
    <message>
        <source>Your first turn. Take the first tile after the token, marked on the ring: the first tile is always free.</source>
        <translation>Votre premier tour. Prenez la première tuile après le jeton, signalée sur l'anneau : la première tuile est toujours gratuite.</translation>
    </message>
    <message>
        <source>Now lay the tile in your garden where the outline shows: move it there and click, or press Enter. It must touch your garden along an edge.</source>
        <translation>Posez maintenant la tuile dans votre jardin, là où le contour l'indique : amenez-la à cet endroit et cliquez, ou appuyez sur Entrée. Elle doit toucher votre jardin par un côté.</translation>
    </message>
    <message>
        <source>Play a card to score the group your tile joined. This card has one colour: it scores 2 points for each tulip of that colour in the group (water: 2 for each water space). Play the card marked: it scores %1 points.</source>
        <translation>Jouez une carte pour marquer des points avec la parcelle à laquelle votre tuile s'est ajoutée. Cette carte a une seule couleur : elle rapporte 2 points pour chaque tulipe de cette couleur dans la parcelle (eau : 2 pour chaque case d'eau). Jouez la carte signalée : elle rapporte %1 points.</translation>
    </message>
    <message>
        <source>Your points move your marker on the score track around the board. Improvements, objectives and coins are added at the end of the game.</source>
        <translation>Vos points font avancer votre marqueur sur la piste de score autour du plateau. Les améliorations, les objectifs et les pièces s'ajoutent à la fin de la partie.</translation>
    </message>
    <message>
        <source>Nothing to claim this turn. Press Done to end your turn.</source>
        <translation>Rien à revendiquer ce tour-ci. Appuyez sur Terminer pour finir votre tour.</translation>
    </message>
    <message>
        <source>Now %1 plays her turn the same way. Watch the ring and her garden on the left.</source>
        <translation>Maintenant, %1 joue son tour de la même façon. Regardez l'anneau, et son jardin à gauche.</translation>
    </message>
    <message>
        <source>%1 took a tile further round the ring. She put one of her coins beside each tile she passed over: look at the coins on the ring. Whoever takes such a tile later gets its coins.</source>
        <translation>%1 a pris une tuile plus loin sur l'anneau. Elle a posé une de ses pièces à côté de chaque tuile qu'elle a ignorée : regardez les pièces sur l'anneau. Qui prendra plus tard une de ces tuiles recevra ses pièces.</translation>
    </message>
    <message>
        <source>You may take a tile further round the ring, too: you pay 1 coin for each tile you pass over, and it lies beside that tile. Take the tile marked: it costs you %1.</source>
        <translation>Vous aussi, vous pouvez prendre une tuile plus loin sur l'anneau : vous payez 1 pièce pour chaque tuile ignorée, et cette pièce est posée à côté de la tuile. Prenez la tuile signalée : elle vous coûte %1.</translation>
    </message>
    <message>
        <source>The tile marked has coins beside it, left by players who passed over it. Take it and you get %1.</source>
        <translation>La tuile signalée a des pièces à côté d'elle, laissées par des joueurs qui l'ont ignorée. Prenez-la : vous recevrez %1.</translation>
    </message>
    <message>
        <source>This time, lay the tile turned over and rotated. Press F to turn it over (its back is different) and R to rotate it until it matches the outline, then lay it.</source>
        <translation>Cette fois, posez la tuile retournée et pivotée. Appuyez sur F pour la retourner (son verso est différent) et sur R pour la faire pivoter jusqu'à ce qu'elle corresponde au contour, puis posez-la.</translation>
    </message>
    <message>
        <source>Your tile closed an empty space inside your garden: a gap. Gaps are filled at once with Improvements, worth points at the end. A gap may hold at most 4 spaces: the game does not let you lay a tile that would enclose more.</source>
        <translation>Votre tuile a refermé un espace vide à l'intérieur de votre jardin : un espace vacant. Les espaces vacants sont aussitôt comblés par des améliorations, qui rapportent des points à la fin. Un espace vacant compte au plus 4 cases : le jeu ne vous laisse pas poser une tuile qui en enfermerait davantage.</translation>
    </message>
    <message>
        <source>A gap of 1 space gets a Worker: 3 points at the end, and 1 coin for you at once.</source>
        <translation>Un espace vacant d'une case reçoit un jardinier : 3 points à la fin, et 1 pièce pour vous tout de suite.</translation>
    </message>
    <message>
        <source>A gap of 2 spaces gets a Barn: 10 points at the end. (3 spaces: a Barn and a Worker. 4 spaces in a row, an L or an S: 2 Barns. A T: a Barn and 2 Workers.)</source>
        <translation>Un espace vacant de 2 cases reçoit une grange : 10 points à la fin. (3 cases : une grange et un jardinier. 4 cases en ligne, en L ou en S : 2 granges. En T : une grange et 2 jardiniers.)</translation>
    </message>
    <message>
        <source>A square gap of 2 by 2 spaces gets a Windmill: 25 points at the end!</source>
        <translation>Un espace vacant carré de 2 cases sur 2 reçoit un moulin : 25 points à la fin !</translation>
    </message>
    <message>
        <source>This card has two colours: it scores 1 point for each tulip (or water space) of each of its two colours in the groups your tile joined. Play the card marked: it scores %1 points.</source>
        <translation>Cette carte a deux couleurs : elle rapporte 1 point pour chaque tulipe (ou case d'eau) de chacune de ses deux couleurs dans les parcelles auxquelles votre tuile s'est ajoutée. Jouez la carte signalée : elle rapporte %1 points.</translation>
    </message>
    <message>
        <source>Your turn meets the condition of the objective marked. Click it to claim it: its points count at the end of the game.</source>
        <translation>Votre tour remplit la condition de l'objectif signalé. Cliquez dessus pour le revendiquer : ses points comptent à la fin de la partie.</translation>
    </message>
    <message>
        <source>Your turn also meets the objective marked, but you already hold an objective of that kind: you may hold only one of each kind for the whole game.</source>
        <translation>Votre tour remplit aussi l'objectif signalé, mais vous détenez déjà un objectif de ce type : vous ne pouvez en détenir qu'un seul de chaque type pour toute la partie.</translation>
    </message>
    <message>
        <source>That was the last round: the game is over. Each score adds the score track, the Improvements (Worker 3, Barn 10, Windmill 25), the objectives and 1 point for each coin.</source>
        <translation>C'était la dernière manche : la partie est terminée. Chaque score additionne la piste de score, les améliorations (jardinier 3, grange 10, moulin 25), les objectifs et 1 point par pièce.</translation>
    </message>
    <message>
        <source>You and %1 both have %2 points: a tie! A tie goes to the player with more coins: you have %3, %1 has %4. You win. Well played — you know the rules now!</source>
        <translation>Vous avez %2 points, et %1 aussi : égalité ! En cas d'égalité, le joueur qui a le plus de pièces l'emporte : vous en avez %3, %1 en a %4. Vous gagnez. Bien joué — vous connaissez maintenant les règles !</translation>
    </message>
    <message>
        <source>The guided game is over.</source>
        <translation>La partie guidée est terminée.</translation>
    </message>
    <message>
        <source>Read the note first, then press Next.</source>
        <translation>Lisez d'abord l'explication, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>In this guided game, take the tile marked on the ring.</source>
        <translation>Dans cette partie guidée, prenez la tuile signalée sur l'anneau.</translation>
    </message>
    <message>
        <source>In this guided game, lay the tile on the outline in your garden (R rotates it, F turns it over).</source>
        <translation>Dans cette partie guidée, posez la tuile sur le contour dans votre jardin (R la fait pivoter, F la retourne).</translation>
    </message>
    <message>
        <source>In this guided game, play the card marked.</source>
        <translation>Dans cette partie guidée, jouez la carte signalée.</translation>
    </message>
    <message>
        <source>In this guided game, claim the objective marked.</source>
        <translation>Dans cette partie guidée, revendiquez l'objectif signalé.</translation>
    </message>
    <message>
        <source>In this guided game, end your turn now: press Done.</source>
        <translation>Dans cette partie guidée, finissez votre tour maintenant : appuyez sur Terminer.</translation>
    </message>
    <message>
        <source>In this guided game, pass now.</source>
        <translation>Dans cette partie guidée, passez maintenant (Passer).</translation>
    </message>
    <message>
        <source>Lily</source>
        <translation>Lily</translation>
    </message>
    <message>
        <source>The outline shows the other face of your tile: press F to turn the tile over, then move it onto the outline and click, or press Enter.</source>
        <translation>Le contour montre l'autre face de votre tuile : appuyez sur F pour retourner la tuile, puis amenez-la sur le contour et cliquez, ou appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>These are the objectives, in columns by kind. At the end of your turn you may claim those whose condition your turn met, of several kinds at once, but you hold at most one objective of each kind for the whole game. Their points count at the end of the game.</source>
        <translation>Voici les objectifs, en colonnes par type. À la fin de votre tour, vous pouvez revendiquer ceux dont votre tour a rempli la condition, même de plusieurs types à la fois, mais vous détenez au plus un objectif de chaque type pour toute la partie. Leurs points comptent à la fin de la partie.</translation>
    </message>
    <message>
        <source>A tile has two faces, and the outline shows the other one: press F to turn your tile over first.</source>
        <translation>Une tuile a deux faces, et le contour montre l'autre : appuyez d'abord sur F pour retourner votre tuile.</translation>
    </message>
</context>
<context>
    <name>TutorialMode</name>
    <message>
        <source>Well done! Game ▸ New game starts a game of your own; Help ▸ Learn to play plays the guided game again.</source>
        <translation>Bravo ! Partie ▸ Nouvelle partie lance votre propre partie ; Aide ▸ Apprendre à jouer rejoue la partie guidée.</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as %1 (Game ▸ Open recent).</source>
        <translation>Votre partie inachevée a été conservée sous le nom %1 (Partie ▸ Ouvrir une partie récente).</translation>
    </message>
    <message>
        <source>The guided game could not be started.</source>
        <translation>La partie guidée n'a pas pu être lancée.</translation>
    </message>
    <message>
        <source>The guided game: follow the notes. Leave it at any time; Help ▸ Learn to play resumes it.</source>
        <translation>La partie guidée : suivez les explications. Vous pouvez la quitter à tout moment ; Aide ▸ Apprendre à jouer la reprend.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Resume the guided game where you left it?</source>
        <translation>Reprendre la partie guidée là où vous l'avez laissée ?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>You left the guided game; your own game is back. Help ▸ Learn to play resumes the guided game.</source>
        <translation>Vous avez quitté la partie guidée ; votre propre partie est de retour. Aide ▸ Apprendre à jouer reprend la partie guidée.</translation>
    </message>
    <message>
        <source>You left the guided game: go on with this game on your own, or start a new one. Help ▸ Learn to play resumes the guided game.</source>
        <translation>Vous avez quitté la partie guidée : continuez cette partie par vous-même, ou commencez-en une nouvelle. Aide ▸ Apprendre à jouer reprend la partie guidée.</translation>
    </message>
    <message>
        <source>Welcome to Frosted Blooms</source>
        <translation>Bienvenue dans Frosted Blooms</translation>
    </message>
    <message>
        <source>New to Frosted Blooms?</source>
        <translation>Vous découvrez Frosted Blooms ?</translation>
    </message>
    <message>
        <source>Learn the game by playing it: a guided first game against a gentle player, with each rule explained when it comes up. You can leave it at any time, and find it again in Help ▸ Learn to play.</source>
        <translation>Apprenez le jeu en y jouant : une première partie guidée contre une adversaire bienveillante, où chaque règle est expliquée au moment où elle se présente. Vous pouvez la quitter à tout moment, et la retrouver dans Aide ▸ Apprendre à jouer.</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Commencer une partie</translation>
    </message>
    <message>
        <source>Learn to play — %1 of %2</source>
        <translation>Apprendre à jouer — %1 sur %2</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Finir</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>purple</source>
        <translation>mauve</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the last two items of a list: "2 purple, 1 red and 3 white".</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>jardinier</translation>
    </message>
    <message>
        <source>Barn</source>
        <translation>grange</translation>
    </message>
    <message>
        <source>Windmill</source>
        <translation>moulin</translation>
    </message>
    <message>
        <source>%1 group of %2 (%3 pts)</source>
        <translation>%1 %2 (%3 pts)</translation>
    </message>
    <message numerus="yes">
        <source>%n Worker(s) (%1 pts)</source>
        <translation>
            <numerusform>%n jardinier (%1 pts)</numerusform>
            <numerusform>%n jardiniers (%1 pts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Barn(s) (%1 pts)</source>
        <translation>
            <numerusform>%n grange (%1 pts)</numerusform>
            <numerusform>%n granges (%1 pts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Windmill(s) (%1 pts)</source>
        <translation>
            <numerusform>%n moulin (%1 pts)</numerusform>
            <numerusform>%n moulins (%1 pts)</numerusform>
        </translation>
    </message>
    <message>
        <source>water only</source>
        <translation>eau seulement</translation>
    </message>
    <message numerus="yes">
        <source>%1 tulip(s)</source>
        <translation>
            <numerusform>tulipe : %1</numerusform>
            <numerusform>tulipes : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>une tuile</translation>
    </message>
    <message>
        <source>the tile with %1</source>
        <translation>la tuile (%1)</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>%1 blank</source>
        <translation>%1 vide</translation>
    </message>
    <message numerus="yes">
        <source>%n Worker(s)</source>
        <translation>
            <numerusform>%n jardinier</numerusform>
            <numerusform>%n jardiniers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Barn(s)</source>
        <translation>
            <numerusform>%n grange</numerusform>
            <numerusform>%n granges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Windmill(s)</source>
        <translation>
            <numerusform>%n moulin</numerusform>
            <numerusform>%n moulins</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>1 space</source>
        <translation>1 case</translation>
    </message>
    <message>
        <source>2 spaces</source>
        <translation>2 cases</translation>
    </message>
    <message>
        <source>3 in a row</source>
        <translation>3 en ligne</translation>
    </message>
    <message>
        <source>3, bent</source>
        <translation>3 en coude</translation>
    </message>
    <message>
        <source>4, square</source>
        <translation>4 en carré</translation>
    </message>
    <message>
        <source>4, T shape</source>
        <translation>4 en T</translation>
    </message>
    <message>
        <source>4 in a row</source>
        <translation>4 en ligne</translation>
    </message>
    <message>
        <source>4, L shape</source>
        <translation>4 en L</translation>
    </message>
    <message>
        <source>4, S shape</source>
        <translation>4 en S</translation>
    </message>
    <message>
        <source>gap of %1 → %2</source>
        <translation>espace vacant de %1 → %2</translation>
    </message>
    <message>
        <source>Gap of %1: %2</source>
        <translation>Espace vacant de %1 : %2</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1st</source>
        <translation>%1re</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1e</translation>
    </message>
    <message>
        <source>that space is taken</source>
        <translation>cette case est occupée</translation>
    </message>
    <message>
        <source>the tile must touch your garden along an edge</source>
        <translation>la tuile doit toucher votre jardin par un côté</translation>
    </message>
    <message numerus="yes">
        <source>this would enclose %n empty space(s); a gap may hold at most 4</source>
        <translation>
            <numerusform>cela enfermerait %n case vide ; un espace vacant compte au plus 4 cases</numerusform>
            <numerusform>cela enfermerait %n cases vides ; un espace vacant compte au plus 4 cases</numerusform>
        </translation>
    </message>
    <message>
        <source>best card +%1</source>
        <translation>meilleure carte +%1</translation>
    </message>
    <message>
        <source> · objective!</source>
        <translation> · objectif !</translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation>
            <numerusform>%n objectif</numerusform>
            <numerusform>%n objectifs</numerusform>
        </translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>you have taken your tile for this turn</source>
        <translation>vous avez déjà pris votre tuile ce tour-ci</translation>
    </message>
    <message numerus="yes">
        <source>the ring holds %n tile(s)</source>
        <translation>
            <numerusform>l'anneau contient %n tuile</numerusform>
            <numerusform>l'anneau contient %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no tile to place now</source>
        <translation>il n'y a pas de tuile à placer maintenant</translation>
    </message>
    <message>
        <source>that is too far from your garden</source>
        <translation>c'est trop loin de votre jardin</translation>
    </message>
    <message>
        <source>the tile fits in your garden, so it must be placed</source>
        <translation>la tuile a sa place dans votre jardin, elle doit donc être placée</translation>
    </message>
    <message>
        <source>there is nothing to pass now</source>
        <translation>il n'y a rien à passer maintenant</translation>
    </message>
    <message>
        <source>a card is played after the tile is placed</source>
        <translation>une carte se joue une fois la tuile placée</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>cette carte n'est pas dans votre main</translation>
    </message>
    <message>
        <source>objectives are claimed after the card is played</source>
        <translation>les objectifs se revendiquent une fois la carte jouée</translation>
    </message>
    <message>
        <source>that objective is not on the board</source>
        <translation>cet objectif n'est pas sur le plateau</translation>
    </message>
    <message>
        <source>you already hold a %1 objective: one of each type for the whole game</source>
        <translation>vous détenez déjà un objectif %1 : un seul par type pour toute la partie</translation>
    </message>
    <message>
        <source>the %1 group of this turn's tile is worth %2; this objective needs %3</source>
        <translation>la parcelle de type %1 de la tuile de ce tour vaut %2 ; cet objectif demande %3</translation>
    </message>
    <message>
        <source>this objective needs a %1 placed this turn and %2 in your garden</source>
        <translation>cet objectif demande d'avoir placé ce tour-ci une amélioration de ce type (%1) et d'en avoir %2 dans votre jardin</translation>
    </message>
    <message>
        <source>the turn is not finished yet: play a card first</source>
        <translation>le tour n'est pas encore fini : jouez d'abord une carte</translation>
    </message>
    <message>
        <source>that is not possible now</source>
        <translation>ce n'est pas possible maintenant</translation>
    </message>
    <message>
        <source>took the %1 tile (%2)</source>
        <translation>a pris la %1 tuile (%2)</translation>
    </message>
    <message>
        <source>found the ring empty</source>
        <translation>a trouvé l'anneau vide</translation>
    </message>
    <message>
        <source>placed it</source>
        <translation>l'a placée</translation>
    </message>
    <message>
        <source>could not place it (it leaves the game)</source>
        <translation>n'a pas pu la placer (elle quitte la partie)</translation>
    </message>
    <message numerus="yes">
        <source>played %1 for %n point(s)</source>
        <translation>
            <numerusform>a joué la carte %1 pour %n point</numerusform>
            <numerusform>a joué la carte %1 pour %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 from Workers</source>
        <translation>+%1 grâce aux jardiniers</translation>
    </message>
    <message>
        <source>claimed the objective %1</source>
        <translation>a revendiqué l'objectif %1</translation>
    </message>
    <message>
        <source>R%1 %2 %3.</source>
        <extracomment>a player's turn in the log: round, name, what they did.</extracomment>
        <translation>M%1 %2 %3.</translation>
    </message>
    <message>
        <source>End of game: the Master Gardener claims no more objectives.</source>
        <translation>Fin de partie : le Maître Jardinier ne revendique plus d'objectif.</translation>
    </message>
    <message>
        <source>End of game: the Master Gardener claims %1 (best sequences).</source>
        <translation>Fin de partie — selon ses meilleures séquences, le Maître Jardinier revendique : %1.</translation>
    </message>
    <message>
        <source>Master Gardener plays a card (%1). Current sequences: %2.</source>
        <translation>Le Maître Jardinier joue une carte (%1). Séquences en cours : %2.</translation>
    </message>
    <message>
        <source>The card scores nothing (no scoring element): 0 points.</source>
        <translation>La carte ne marque rien (aucun élément de score) : 0 point.</translation>
    </message>
    <message>
        <source>%1 sequence %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>The Flower token moves %n tile(s) clockwise</source>
        <translation>
            <numerusform>Le jeton de fleur avance de %n tuile dans le sens horaire</numerusform>
            <numerusform>Le jeton de fleur avance de %n tuiles dans le sens horaire</numerusform>
        </translation>
    </message>
    <message>
        <source>He claims %1.</source>
        <translation>Il revendique : %1.</translation>
    </message>
    <message>
        <source>R%1 %2</source>
        <extracomment>a line of the game log; R3 is round 3.</extracomment>
        <translation>M%1 %2</translation>
    </message>
    <message>
        <source>Master Gardener's turn: %1</source>
        <translation>Tour du Maître Jardinier : %1</translation>
    </message>
    <message>
        <source>Game over — %1 wins.</source>
        <translation>Partie terminée — %1 gagne.</translation>
    </message>
    <message>
        <source>Game over — shared victory: %1.</source>
        <translation>Partie terminée — victoire partagée : %1.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Passez l'écran à %1.</translation>
    </message>
    <message>
        <source>%1 (computer, %2) is playing.</source>
        <translation>%1 (ordinateur, %2) joue.</translation>
    </message>
    <message>
        <source>%1: the ring is empty — press Pass to go on without a tile.</source>
        <extracomment>"Pass" is the label of the hand bar's button: use the same word</extracomment>
        <translation>%1 : l'anneau est vide — appuyez sur Passer pour continuer sans tuile.</translation>
    </message>
    <message>
        <source>%1: choose a tile — you have no coins, so only the 1st tile clockwise from the Flower token is offered.</source>
        <translation>%1 : choisissez une tuile — vous n'avez pas de pièce, seule la 1re tuile après le jeton de fleur dans le sens horaire est proposée.</translation>
    </message>
    <message>
        <source>%1: choose a tile — the 1st after the Flower token is free, skipping a tile costs 1 coin (you have %2).</source>
        <translation>%1 : choisissez une tuile — la 1re après le jeton de fleur est gratuite, ignorer une tuile coûte 1 pièce (vous avez %2).</translation>
    </message>
    <message>
        <source>%1: this tile fits nowhere — press Pass; it leaves the game.</source>
        <extracomment>"Pass" is the label of the hand bar's button: use the same word</extracomment>
        <translation>%1 : cette tuile ne peut aller nulle part — appuyez sur Passer ; elle quitte la partie.</translation>
    </message>
    <message>
        <source>%1: place the tile in your garden — R rotates, F turns over, click or Enter places, Esc puts it back.</source>
        <translation>%1 : placez la tuile dans votre jardin — R la fait pivoter, F la retourne, clic ou Entrée la pose, Échap la remet.</translation>
    </message>
    <message>
        <source>%1: play a card (click or 1–%2) — hover a card to see its group and points; Undo takes the tile back.</source>
        <translation>%1 : jouez une carte (clic ou 1–%2) — survolez une carte pour voir sa parcelle et ses points ; Annuler reprend la tuile.</translation>
    </message>
    <message>
        <source>%1: no objective qualifies this turn — press Done to end your turn.</source>
        <extracomment>"Done" is the label of the hand bar's button: use the same word</extracomment>
        <translation>%1 : aucun objectif n'est rempli ce tour-ci — appuyez sur Terminer pour finir votre tour.</translation>
    </message>
    <message>
        <source>%1: claim a glowing objective (one per type for the whole game), then press Done.</source>
        <extracomment>"Done" is the label of the hand bar's button: use the same word</extracomment>
        <translation>%1 : revendiquez un objectif qui brille (un par type pour toute la partie), puis appuyez sur Terminer.</translation>
    </message>
    <message>
        <source>Take the 1st tile after the Flower token (free)</source>
        <translation>Prendre la 1re tuile après le jeton de fleur (gratuite)</translation>
    </message>
    <message numerus="yes">
        <source>Take the %1 tile after the Flower token (%n coin(s))</source>
        <translation>
            <numerusform>Prendre la %1 tuile après le jeton de fleur (%n pièce)</numerusform>
            <numerusform>Prendre la %1 tuile après le jeton de fleur (%n pièces)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay the tile where the garden now shows it</source>
        <translation>Poser la tuile là où le jardin la montre</translation>
    </message>
    <message>
        <source>Pass: the tile fits nowhere</source>
        <translation>Passer : la tuile ne peut aller nulle part</translation>
    </message>
    <message>
        <source>Claim the %1</source>
        <translation>Revendiquer l'objectif %1</translation>
    </message>
    <message>
        <source>End your turn (Done)</source>
        <translation>Finir votre tour (Terminer)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Conseil : %1.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>joins the items of a list ("purple 2, red 0, white 1").</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer player</comment>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>computer player</comment>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer player</comment>
        <translation>difficile</translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>computer player</comment>
        <translation>glouton</translation>
    </message>
    <message>
        <source>random</source>
        <comment>computer player</comment>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a count of tulips and their colour: 2 purple</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a row of a Master Gardener card: purple 2</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, +%n coin(s)</source>
        <extracomment>%1 is the gaps a placement filled, then the coins their Workers earn.</extracomment>
        <translation>
            <numerusform>%1, +%n pièce</numerusform>
            <numerusform>%1, +%n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>skipping %n tile(s) costs as many coins; you have %1</source>
        <translation>
            <numerusform>ignorer %n tuile coûte %n pièce ; vous avez %1</numerusform>
            <numerusform>ignorer %n tuiles coûte %n pièces ; vous avez %1</numerusform>
        </translation>
    </message>
    <message>
        <source>took the %1 tile (%2), paying %3, picked up %4</source>
        <extracomment>a clause of a log line after the player's name: R2 Ada took the 2nd tile (…), …</extracomment>
        <translation>a pris la %1 tuile (%2) en payant %3 et a récupéré %4</translation>
    </message>
    <message>
        <source>took the %1 tile (%2), paying %3</source>
        <translation>a pris la %1 tuile (%2) en payant %3</translation>
    </message>
    <message>
        <source>took the %1 tile (%2), picked up %3</source>
        <translation>a pris la %1 tuile (%2) et a récupéré %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a sequence of the Master Gardener: purple 2</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>He scores %n point(s) (%1, 2 per element).</source>
        <translation>
            <numerusform>Il marque %n point (séquence %1, 2 par élément).</numerusform>
            <numerusform>Il marque %n points (séquence %1, 2 par élément).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He scores %n point(s) (%1, 1 per element each).</source>
        <translation>
            <numerusform>Il marque %n point (séquences %1, 1 par élément de chacune).</numerusform>
            <numerusform>Il marque %n points (séquences %1, 1 par élément de chacune).</numerusform>
        </translation>
    </message>
    <message>
        <source>He collects %1 (+%2 from Workers).</source>
        <translation>Améliorations reçues : %1 (+%2 grâce aux jardiniers).</translation>
    </message>
    <message>
        <source>He collects %1.</source>
        <translation>Améliorations reçues : %1.</translation>
    </message>
    <message numerus="yes">
        <source>The Flower token moves %n tile(s) clockwise, leaving %1 on skipped tiles, he takes %2</source>
        <translation>
            <numerusform>Le jeton de fleur avance de %n tuile dans le sens horaire en laissant %1 sur les tuiles ignorées ; il prend %2</numerusform>
            <numerusform>Le jeton de fleur avance de %n tuiles dans le sens horaire en laissant %1 sur les tuiles ignorées ; il prend %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Flower token moves %n tile(s) clockwise, leaving %1 on skipped tiles</source>
        <translation>
            <numerusform>Le jeton de fleur avance de %n tuile dans le sens horaire en laissant %1 sur les tuiles ignorées</numerusform>
            <numerusform>Le jeton de fleur avance de %n tuiles dans le sens horaire en laissant %1 sur les tuiles ignorées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Flower token moves %n tile(s) clockwise, he takes %1</source>
        <translation>
            <numerusform>Le jeton de fleur avance de %n tuile dans le sens horaire ; il prend %1</numerusform>
            <numerusform>Le jeton de fleur avance de %n tuiles dans le sens horaire ; il prend %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; he discards the tile it lands on (%2); the bag refills the ring.</source>
        <extracomment>%1: the Flower token's move, %2: the tile he discards</extracomment>
        <translation>%1 ; il défausse la tuile où le jeton s'arrête (%2) ; le sac réapprovisionne l'anneau.</translation>
    </message>
    <message>
        <source>%1; he discards the tile it lands on (%2); the bag is empty.</source>
        <translation>%1 ; il défausse la tuile où le jeton s'arrête (%2) ; le sac est vide.</translation>
    </message>
    <message>
        <source>%1; the bag refills the ring.</source>
        <translation>%1 ; le sac réapprovisionne l'anneau.</translation>
    </message>
    <message>
        <source>%1; the bag is empty.</source>
        <translation>%1 ; le sac est vide.</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins the names of the winners</comment>
        <translation> et </translation>
    </message>
    <message>
        <source>New game (seed %1): %2 against the Master Gardener.</source>
        <translation>Nouvelle partie (graine %1) : %2 contre le Maître Jardinier.</translation>
    </message>
    <message numerus="yes">
        <source>New game (seed %1): %n player(s), %2 starts.</source>
        <translation>
            <numerusform>Nouvelle partie (graine %1) : %n joueur, %2 commence.</numerusform>
            <numerusform>Nouvelle partie (graine %1) : %n joueurs, %2 commence.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>place in the ranking</comment>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>place in the ranking</comment>
        <translation>%1er</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>place in the ranking</comment>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>place in the ranking</comment>
        <translation>%1e</translation>
    </message>
    <message>
        <source>placed it turned over</source>
        <translation>l'a placée retournée</translation>
    </message>
    <message>
        <source>%1 (computer, %2) %3.</source>
        <extracomment>a computer player's step on the table: "Rosa (computer, medium) took the 2nd tile …"</extracomment>
        <translation>%1 (ordinateur, %2) %3.</translation>
    </message>
    <message>
        <source>%1: this face of the tile fits nowhere in your garden — press F to turn the tile over.</source>
        <translation>%1 : cette face de la tuile ne peut aller nulle part dans votre jardin — appuyez sur F pour retourner la tuile.</translation>
    </message>
    <message>
        <source>%1: place the tile in your garden — R rotates, F turns over, click or Enter places.</source>
        <translation>%1 : placez la tuile dans votre jardin — R la fait pivoter, F la retourne, clic ou Entrée la pose.</translation>
    </message>
    <message>
        <source>%1: play a card (click or 1–%2) — hover a card to see its group and points.</source>
        <translation>%1 : jouez une carte (clic ou 1–%2) — survolez une carte pour voir sa parcelle et ses points.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) with %1</source>
        <translation>
            <numerusform>%n point avec la carte %1</numerusform>
            <numerusform>%n points avec la carte %1</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>%1 paid</source>
        <translation>%1 à payer</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>aucun point</translation>
    </message>
    <message>
        <source>%1; it qualifies for %2</source>
        <translation>%1 ; objectifs possibles : %2</translation>
    </message>
    <message>
        <source>This turn, at its best place: %1.</source>
        <translation>Ce tour-ci, à sa meilleure place : %1.</translation>
    </message>
    <message>
        <source>This turn: it fits nowhere in your garden.</source>
        <translation>Ce tour-ci : elle ne peut aller nulle part dans votre jardin.</translation>
    </message>
    <message>
        <source>This turn: %1.</source>
        <translation>Ce tour-ci : %1.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer la carte %1</translation>
    </message>
    <message numerus="yes">
        <source>This turn: %n point(s).</source>
        <translation>
            <numerusform>Ce tour-ci : %n point.</numerusform>
            <numerusform>Ce tour-ci : %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This turn: %n point(s) at the end of the game.</source>
        <translation>
            <numerusform>Ce tour-ci : %n point en fin de partie.</numerusform>
            <numerusform>Ce tour-ci : %n points en fin de partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rest of the game: about %n point(s) better than the next choice (the computer's trial games).</source>
        <translation>
            <numerusform>Reste de la partie : environ %n point de mieux que le choix suivant (parties d'essai de l'ordinateur).</numerusform>
            <numerusform>Reste de la partie : environ %n points de mieux que le choix suivant (parties d'essai de l'ordinateur).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>art</name>
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
        <source>star</source>
        <translation>étoile</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>Maître Jardinier</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>player colour</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>player colour</comment>
        <translation>bleu</translation>
    </message>
    <message>
        <source>pink</source>
        <comment>player colour</comment>
        <translation>rose</translation>
    </message>
    <message>
        <source>green</source>
        <comment>player colour</comment>
        <translation>vert</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Render to a PNG and exit.</source>
        <translation>Enregistrer une capture PNG et quitter.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>Seed of the deal.</source>
        <translation>Graine de la donne.</translation>
    </message>
    <message>
        <source>Turns to play first.</source>
        <translation>Nombre de tours à jouer au préalable.</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener.</source>
        <translation>Solo contre le Maître Jardinier.</translation>
    </message>
    <message>
        <source>Hotseat players (2-4).</source>
        <translation>Joueurs en multijoueur local (2-4).</translation>
    </message>
    <message>
        <source>The view of --screenshot: %1.</source>
        <translation>La vue de --screenshot : %1.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1024x700.</source>
        <translation>Taille de la fenêtre, p. ex. 1024x700.</translation>
    </message>
    <message>
        <source>Screenshot in the colour-blind-safe colours.</source>
        <translation>Capture avec les couleurs adaptées aux daltoniens.</translation>
    </message>
    <message>
        <source>Use the component data in DIR (as frosted-blooms-cli --data).</source>
        <translation>Utiliser les données du matériel dans DIR (comme frosted-blooms-cli --data).</translation>
    </message>
    <message>
        <source>Screenshot of the balance view: games to play.</source>
        <translation>Capture de la vue d'équilibrage : parties à jouer.</translation>
    </message>
    <message>
        <source>Screenshot of the balance view: data set B (a folder) for an A / B run.</source>
        <translation>Capture de la vue d'équilibrage : jeu de données B (un dossier) pour une série A / B.</translation>
    </message>
    <message>
        <source>Screenshot of the balance view: the tab shown (%1).</source>
        <translation>Capture de la vue d'équilibrage : onglet affiché (%1).</translation>
    </message>
    <message>
        <source>Frosted Blooms, a tile-laying garden game</source>
        <translation>Frosted Blooms, un jeu de pose de tuiles et de jardins</translation>
    </message>
    <message>
        <source>cannot load the component data: %1</source>
        <translation>impossible de charger les données des composants : %1</translation>
    </message>
    <message>
        <source>Screenshot of the daily garden (--view daily): the day shown.</source>
        <translation>Capture du jardin du jour (--view daily) : le jour affiché.</translation>
    </message>
    <message>
        <source>Screenshot of the guided game (--view tutorial): at its N-th explanation.</source>
        <translation>Capture de la partie guidée (--view tutorial) : à sa N-ième explication.</translation>
    </message>
    <message>
        <source>Screenshot of a puzzle (--view puzzle): its id in the list, or a file.</source>
        <translation>Capture d'une énigme (--view puzzle) : son identifiant dans la liste, ou un fichier.</translation>
    </message>
    <message>
        <source>--date must be a day such as 2026-12-02, not “%1”.</source>
        <translation>--date doit être un jour comme 2026-12-02, et non « %1 ».</translation>
    </message>
    <message>
        <source>--date goes with --screenshot.</source>
        <translation>--date s'utilise avec --screenshot.</translation>
    </message>
</context>
</TS>