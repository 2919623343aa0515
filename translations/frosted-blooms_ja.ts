<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name>BalanceCharts</name>
    <message>
        <source>1 space</source>
        <translation>1スペース</translation>
    </message>
    <message>
        <source>2 spaces</source>
        <translation>2スペース</translation>
    </message>
    <message>
        <source>3 spaces in a line</source>
        <translation>直線の3スペース</translation>
    </message>
    <message>
        <source>3 spaces, bent</source>
        <translation>曲がった3スペース</translation>
    </message>
    <message>
        <source>a 2×2 square</source>
        <translation>2×2の正方形</translation>
    </message>
    <message>
        <source>a T of 4</source>
        <translation>T字形の4スペース</translation>
    </message>
    <message>
        <source>4 in a line</source>
        <translation>直線の4スペース</translation>
    </message>
    <message>
        <source>an L of 4</source>
        <translation>L字形の4スペース</translation>
    </message>
    <message>
        <source>an S of 4</source>
        <translation>S字形の4スペース</translation>
    </message>
    <message>
        <source>score track</source>
        <translation>スコアトラック</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>改善</translation>
    </message>
    <message>
        <source>objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>コイン</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>a hover text of a chart, then the data set it is of</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>%1なし</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 %4); 95% interval %5 – %6</source>
        <translation>%1（%4%3回中%2回）、95%信頼区間 %5～%6</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1番手</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2番手</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3番手</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1番手</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>マスター庭師</translation>
    </message>
    <message>
        <source>Wins by start position</source>
        <translation>手番順別の勝率</translation>
    </message>
    <message>
        <source>Starting %1: won %2</source>
        <translation>%1：勝率%2</translation>
    </message>
    <message>
        <source>games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>ゲームなし</translation>
    </message>
    <message>
        <source>games won</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>start position (1st plays first)</source>
        <translation>手番順（1番手が最初にプレイ）</translation>
    </message>
    <message>
        <source>even (%1)</source>
        <translation>均等（%1）</translation>
    </message>
    <message>
        <source>Wins: player vs Master Gardener</source>
        <translation>勝率：プレイヤー対マスター庭師</translation>
    </message>
    <message>
        <source>Wins by seat</source>
        <translation>席別の勝率</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>該当する席なし</translation>
    </message>
    <message>
        <source>%1: won %2</source>
        <translation>%1：勝率%2</translation>
    </message>
    <message>
        <source>seat (shared wins count for each)</source>
        <translation>席（勝利を分け合った場合は各席に計上）</translation>
    </message>
    <message>
        <source>Mean score: player vs Master Gardener</source>
        <translation>平均スコア：プレイヤー対マスター庭師</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average (sd %3, %n game(s)); 95% interval of the mean %4 – %5; median %6</source>
        <translation>
            <numerusform>%1：平均%2ポイント（標準偏差%3、%nゲーム）、平均の95%信頼区間 %4～%5、中央値%6</numerusform>
        </translation>
    </message>
    <message>
        <source>points (mean)</source>
        <translation>ポイント（平均）</translation>
    </message>
    <message>
        <source>Score distribution per seat</source>
        <translation>席別のスコア分布</translation>
    </message>
    <message numerus="yes">
        <source>%1: min %2 · lower quartile %3 · median %4 · upper quartile %5 · max %6; mean %7 (sd %8) over %n game(s)</source>
        <translation>
            <numerusform>%1：最小%2 · 第1四分位数%3 · 中央値%4 · 第3四分位数%5 · 最大%6、平均%7（標準偏差%8、%nゲーム）</numerusform>
        </translation>
    </message>
    <message>
        <source>final score (points)</source>
        <translation>最終スコア（ポイント）</translation>
    </message>
    <message>
        <source>Where the points come from (mean)</source>
        <translation>得点の内訳（平均）</translation>
    </message>
    <message>
        <source>%1: %2 %3 points of %4 a game (%5)</source>
        <translation>%1：1ゲームあたり%4ポイント中、%3が%2ポイント（%5）</translation>
    </message>
    <message>
        <source>points (mean per game)</source>
        <translation>ポイント（1ゲームあたり平均）</translation>
    </message>
    <message>
        <source>Objectives claimed when on the board</source>
        <translation>ボードに出ていたときの目標の獲得率</translation>
    </message>
    <message>
        <source>%1: not in this data set</source>
        <translation>%1：このデータセットにはありません</translation>
    </message>
    <message>
        <source>%1 (threshold %2, %3 points): never on the board</source>
        <translation>%1（必要数%2、%3ポイント）：ボードに出たことなし</translation>
    </message>
    <message>
        <source>games it was on the board</source>
        <translation>ボードに出ていたゲーム</translation>
    </message>
    <message numerus="yes">
        <source>%1 (threshold %2, %3 points): claimed in %4; mean round %5; %n time(s) by the Master Gardener</source>
        <translation>
            <numerusform>%1（必要数%2、%3ポイント）：獲得率%4、平均ラウンド%5、マスター庭師による獲得%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (threshold %2, %3 points): claimed in %4; %n time(s) by the Master Gardener</source>
        <translation>
            <numerusform>%1（必要数%2、%3ポイント）：獲得率%4、マスター庭師による獲得%n回</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (threshold %2, %3 points): claimed in %4; mean round %5</source>
        <translation>%1（必要数%2、%3ポイント）：獲得率%4、平均ラウンド%5</translation>
    </message>
    <message>
        <source>%1 (threshold %2, %3 points): claimed in %4</source>
        <translation>%1（必要数%2、%3ポイント）：獲得率%4</translation>
    </message>
    <message>
        <source>% of its games on the board</source>
        <translation>ボードに出ていたゲームに対する割合（%）</translation>
    </message>
    <message>
        <source>In which round each is claimed</source>
        <translation>各目標が獲得されたラウンド</translation>
    </message>
    <message>
        <source>In which round each is claimed (B)</source>
        <translation>各目標が獲得されたラウンド（B）</translation>
    </message>
    <message>
        <source>In which round each is claimed (A)</source>
        <translation>各目標が獲得されたラウンド（A）</translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n claim(s), %3 of its %4 claims; mean round %5</source>
        <translation>
            <numerusform>%1、ラウンド%2：獲得%n回（全%4回中の%3）、平均ラウンド%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n claim(s); never claimed</source>
        <translation>
            <numerusform>%1、ラウンド%2：獲得%n回（一度も獲得されず）</numerusform>
        </translation>
    </message>
    <message>
        <source>share of its claims, by round</source>
        <translation>ラウンド別の獲得の割合</translation>
    </message>
    <message>
        <source>Gaps closed per game, by shape</source>
        <translation>1ゲームあたりにできた隙間（形状別）</translation>
    </message>
    <message>
        <source>Gap of %1 (%2): %3 a game</source>
        <translation>%1の隙間（%2）：1ゲームあたり%3</translation>
    </message>
    <message>
        <source>gaps per game</source>
        <translation>1ゲームあたりの隙間</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>労働者</translation>
    </message>
    <message>
        <source>Barns</source>
        <translation>納屋</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>風車</translation>
    </message>
    <message>
        <source>Improvements per game</source>
        <translation>1ゲームあたりの改善</translation>
    </message>
    <message>
        <source>%1: %2 a game (the player's and the Master Gardener's)</source>
        <translation>%1：1ゲームあたり%2（プレイヤーとマスター庭師の合計）</translation>
    </message>
    <message>
        <source>%1: %2 a game (all players)</source>
        <translation>%1：1ゲームあたり%2（全プレイヤー）</translation>
    </message>
    <message>
        <source>How often each tile is taken when on offer</source>
        <translation>タイルの輪にあったときに各タイルが取られた割合</translation>
    </message>
    <message>
        <source>%1: taken %2</source>
        <translation>%1：取得率%2</translation>
    </message>
    <message>
        <source>take steps it was on offer at</source>
        <translation>タイルの輪にあった取得ステップ</translation>
    </message>
    <message>
        <source>taken (% of the take steps it was on offer at)</source>
        <translation>取得率（タイルの輪にあった取得ステップに対する%）</translation>
    </message>
    <message>
        <source>Points per card played (mean)</source>
        <translation>カード1プレイあたりのポイント（平均）</translation>
    </message>
    <message>
        <source>%1: never played</source>
        <translation>%1：プレイされず</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points a play on average (sd %3), played %n time(s)</source>
        <translation>
            <numerusform>%1：1プレイあたり平均%2ポイント（標準偏差%3）、%n回プレイ</numerusform>
        </translation>
    </message>
    <message>
        <source>points per play (mean)</source>
        <translation>1プレイあたりのポイント（平均）</translation>
    </message>
    <message>
        <source>%</source>
        <comment>percent sign</comment>
        <extracomment>the percent sign after a number on a chart's axis ("50%"); French puts a space before it</extracomment>
        <translation>%</translation>
    </message>
</context>
<context>
    <name>BalanceClusterDialog</name>
    <message>
        <source>Run on a cluster — Balance</source>
        <translation>クラスターで実行 — バランスラボ</translation>
    </message>
    <message>
        <source>Play these games on a Slurm cluster: shards of them on many nodes, then one report, the same as this computer's (see &lt;i&gt;docs/cluster.md&lt;/i&gt;).</source>
        <translation>これらのゲームをSlurmクラスターでプレイします：シャードに分けて多数のノードで実行し、最後にこのコンピューターで実行した場合と同じレポートを1つ作成します（&lt;i&gt;docs/cluster.md&lt;/i&gt;を参照）。</translation>
    </message>
    <message>
        <source>The run</source>
        <translation>実行内容</translation>
    </message>
    <message>
        <source>On the cluster</source>
        <translation>クラスター</translation>
    </message>
    <message>
        <source>How many jobs of the array share the games (each plays a contiguous block of them). Slurm's usual limit is %1.</source>
        <translation>ゲームを分担するジョブ配列のジョブ数です（各ジョブが連続した範囲のゲームをプレイします）。Slurmの通常の上限は%1です。</translation>
    </message>
    <message>
        <source>Sh&amp;ards:</source>
        <translation>シャード数(&amp;A)：</translation>
    </message>
    <message>
        <source>the cluster's default</source>
        <translation>クラスターの既定値</translation>
    </message>
    <message>
        <source>&amp;Partition:</source>
        <translation>パーティション(&amp;P)：</translation>
    </message>
    <message>
        <source>HH:MM:SS a shard, or the partition's default</source>
        <translation>1シャードあたりHH:MM:SS、またはパーティションの既定値</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>制限時間(&amp;T)：</translation>
    </message>
    <message>
        <source>The job folder: the run's setup, the batch scripts, the shards, the logs and the report. It must be on a folder the cluster's nodes share.</source>
        <translation>ジョブフォルダー：実行の設定、バッチスクリプト、シャード、ログ、レポートが入ります。クラスターのノードが共有するフォルダー上に置く必要があります。</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>選択(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Job folder:</source>
        <translation>ジョブフォルダー(&amp;J)：</translation>
    </message>
    <message>
        <source>The command that Prepare and Submit run (Prepare adds --prepare-only); it can be run on the cluster's login node too</source>
        <translation>「準備」と「投入」が実行するコマンドです（「準備」では--prepare-onlyが付きます）。クラスターのログインノードで実行することもできます</translation>
    </message>
    <message>
        <source>&amp;Prepare</source>
        <translation>準備(&amp;P)</translation>
    </message>
    <message>
        <source>Write the job folder without submitting anything</source>
        <translation>何も投入せずにジョブフォルダーを書き出します</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>投入(&amp;S)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>What submit.sh says appears here.</source>
        <translation>submit.shの出力がここに表示されます。</translation>
    </message>
    <message>
        <source>the player: %1</source>
        <translation>プレイヤー：%1</translation>
    </message>
    <message>
        <source>Seat %1 %2</source>
        <translation>席%1 %2</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener</source>
        <translation>マスター庭師とのソロ</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation><numerusform>%n人</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>hard thinks %n world(s) a decision</source>
        <translation><numerusform>むずかしい：1回の判断に%n個の世界</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) from seed %1</source>
        <translation><numerusform>シード%1から%Lnゲーム</numerusform></translation>
    </message>
    <message>
        <source>who starts rotates</source>
        <translation>スタートプレイヤーは交代</translation>
    </message>
    <message>
        <source>Seat 1 always starts</source>
        <translation>常に席1がスタートプレイヤー</translation>
    </message>
    <message>
        <source>Data set A: %1</source>
        <translation>データセットA：%1</translation>
    </message>
    <message>
        <source>built-in data</source>
        <translation>内蔵データ</translation>
    </message>
    <message>
        <source>compared with B: %1</source>
        <translation>Bと比較：%1</translation>
    </message>
    <message>
        <source>built-in data (%1)</source>
        <translation>内蔵データ（%1）</translation>
    </message>
    <message>
        <source>The cluster's nodes read the data from these folders: they must see them at the same place (a shared folder).</source>
        <translation>クラスターのノードはこれらのフォルダーからデータを読み込みます。すべてのノードから同じ場所に見えている必要があります（共有フォルダー）。</translation>
    </message>
    <message numerus="yes">
        <source>up to %n game(s) a shard</source>
        <translation><numerusform>1シャードあたり最大%nゲーム</numerusform></translation>
    </message>
    <message>
        <source>submit.sh: %1</source>
        <translation>submit.sh：%1</translation>
    </message>
    <message>
        <source>submit.sh is not at %1: set FROSTED_CLUSTER_DIR to the folder of scripts/cluster.</source>
        <translation>submit.shが%1にありません：FROSTED_CLUSTER_DIRにscripts/clusterのフォルダーを設定してください。</translation>
    </message>
    <message>
        <source>No frosted-blooms-cli next to this program: submit.sh uses the one on the PATH.</source>
        <translation>このプログラムと同じ場所にfrosted-blooms-cliがありません：submit.shはPATH上のものを使います。</translation>
    </message>
    <message>
        <source>The shards are played by %1.</source>
        <translation>シャードは%1がプレイします。</translation>
    </message>
    <message>
        <source>Submit needs Slurm's sbatch, which is not on this computer's PATH: Prepare the folder here, then run the command above on the cluster's login node.</source>
        <translation>「投入」にはSlurmのsbatchが必要ですが、このコンピューターのPATHにありません：ここで「準備」を使ってフォルダーを用意し、上のコマンドをクラスターのログインノードで実行してください。</translation>
    </message>
    <message>
        <source>sbatch is not on the PATH</source>
        <translation>sbatchがPATHにありません</translation>
    </message>
    <message>
        <source>Submit sends the array of shards and the merge job to Slurm (sbatch).</source>
        <translation>「投入」は、シャードのジョブ配列とマージジョブをSlurmに投入します（sbatch）。</translation>
    </message>
    <message>
        <source>Submit the shards and the merge job to Slurm</source>
        <translation>シャードとマージジョブをSlurmに投入します</translation>
    </message>
    <message>
        <source>submit.sh is not at %1.</source>
        <translation>submit.shが%1にありません。</translation>
    </message>
    <message>
        <source>Choose the job folder first.</source>
        <translation>先にジョブフォルダーを選択してください。</translation>
    </message>
    <message>
        <source>The time limit is HH:MM:SS (or D-HH:MM:SS, or minutes), not “%1”.</source>
        <translation>制限時間はHH:MM:SS（またはD-HH:MM:SS、または分数）で指定してください。「%1」は指定できません。</translation>
    </message>
    <message>
        <source>Writing the job folder…</source>
        <translation>ジョブフォルダーを書き出しています…</translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation>投入しています…</translation>
    </message>
    <message>
        <source>✔ The job folder is ready: %1. Submit it here, or run the command above on the cluster (without --prepare-only).</source>
        <translation>✔ ジョブフォルダーの準備ができました：%1。ここから投入するか、上のコマンドをクラスターで実行してください（--prepare-onlyは付けません）。</translation>
    </message>
    <message>
        <source>✔ Submitted. The report will be %1 once the merge job has run: Report ▸ Open cluster results… opens it.</source>
        <translation>✔ 投入しました。マージジョブが実行されると、レポートは%1になります：「レポート ▸ クラスターの結果を開く…」で開けます。</translation>
    </message>
    <message>
        <source>submit.sh could not be started: %1</source>
        <translation>submit.shを起動できませんでした：%1</translation>
    </message>
    <message>
        <source>submit.sh failed (exit %1): its message is below.</source>
        <translation>submit.shが失敗しました（終了コード%1）：メッセージを下に表示します。</translation>
    </message>
    <message>
        <source>submit.sh stopped before its end.</source>
        <translation>submit.shが途中で停止しました。</translation>
    </message>
</context>
<context>
    <name>BalanceWindow</name>
    <message>
        <source>Balance — Frosted Blooms</source>
        <translation>バランスラボ — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>&lt;h2 style='color:#2f3b48'&gt;Balance lab&lt;/h2&gt;&lt;p&gt;Choose the players, the computer player of each seat and the number of games on the left, then press &lt;b&gt;Run&lt;/b&gt;. The games are played on every core, and the charts appear while they are played.&lt;/p&gt;&lt;p&gt;To see what a change to the data does, choose your variant's folder under &lt;b&gt;Compare with…&lt;/b&gt;: the same games (the same seeds) are played with both data sets, each chart shows them side by side and the &lt;b&gt;A / B&lt;/b&gt; tab lists every difference.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Report ▸ Open report…&lt;/b&gt; shows a report written by &lt;code&gt;frosted-blooms-cli simulate --report FILE&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h2 style='color:#2f3b48'&gt;バランスラボ&lt;/h2&gt;&lt;p&gt;左側でプレイヤー、各席のコンピューター、ゲーム数を選び、&lt;b&gt;実行&lt;/b&gt;を押してください。ゲームはすべてのコアでプレイされ、グラフはプレイ中に表示されます。&lt;/p&gt;&lt;p&gt;データの変更による影響を見るには、&lt;b&gt;比較対象…&lt;/b&gt;でバリアントのフォルダーを選んでください。同じゲーム（同じシード）が両方のデータセットでプレイされ、各グラフに両者が並べて表示され、&lt;b&gt;A / B&lt;/b&gt;タブにすべての差が一覧表示されます。&lt;/p&gt;&lt;p&gt;&lt;b&gt;レポート ▸ レポートを開く…&lt;/b&gt;では、&lt;code&gt;frosted-blooms-cli simulate --report FILE&lt;/code&gt;が書き出したレポートを表示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No games yet.&lt;/b&gt;</source>
        <translation>&lt;b&gt;まだゲームがありません。&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Solo (Master Gardener)</source>
        <translation>ソロ（マスター庭師）</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener, or 2 to 4 players</source>
        <translation>マスター庭師とのソロ、または2～4人</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>モード(&amp;M)：</translation>
    </message>
    <message>
        <source>Uniform among the legal actions</source>
        <translation>可能な行動から一様にランダムに選ぶ</translation>
    </message>
    <message>
        <source>The most points this turn</source>
        <translation>このターンに最も多く得点する手</translation>
    </message>
    <message>
        <source>Greedy, with a child's mistakes</source>
        <translation>貪欲法、ただし子どものようなミスあり</translation>
    </message>
    <message>
        <source>One turn of lookahead, weighing the groups it grows</source>
        <translation>1ターン先読みし、伸ばすグループも評価</translation>
    </message>
    <message>
        <source>Monte Carlo search over worlds sampled from its view: slow</source>
        <translation>自分から見える情報でサンプルした世界でのモンテカルロ探索：低速</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>席%1：</translation>
    </message>
    <message>
        <source> worlds</source>
        <translation>個の世界</translation>
    </message>
    <message>
        <source>How many worlds hard samples for each decision. A fixed number makes a run reproducible on any machine; more is stronger and slower.</source>
        <translation>「むずかしい」が判断ごとにサンプルする世界の数です。固定の数にすると、どのマシンでも同じ結果を再現できます。多いほど強く、遅くなります。</translation>
    </message>
    <message>
        <source>Hard &amp;thinks:</source>
        <translation>「むずかしい」の思考量(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>ゲーム数(&amp;G)：</translation>
    </message>
    <message>
        <source>Game g is dealt from seed + g: the same seed plays the same games</source>
        <translation>ゲームgはシード+gで配られます。同じシードなら同じゲームになります</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>シード(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Rotate who starts</source>
        <translation>スタートプレイヤーを交代(&amp;R)</translation>
    </message>
    <message>
        <source>Game g starts with seat g mod the players (else Seat 1 always starts), so the start player's advantage is measured apart from the seats' computer players</source>
        <translation>ゲームgは席（g mod プレイヤー数）から始まります（オフのときは常に席1から）。これにより、スタートプレイヤーの有利さを各席のコンピューターとは切り離して測れます</translation>
    </message>
    <message>
        <source>&amp;Built-in</source>
        <translation>内蔵(&amp;B)</translation>
    </message>
    <message>
        <source>Bu&amp;ilt-in</source>
        <translation>内蔵(&amp;I)</translation>
    </message>
    <message>
        <source>The components the game comes with</source>
        <translation>ゲームに付属のコンポーネント</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>なし(&amp;N)</translation>
    </message>
    <message>
        <source>Play data set A only</source>
        <translation>データセットAだけをプレイ</translation>
    </message>
    <message>
        <source>Data set A</source>
        <translation>データセットA</translation>
    </message>
    <message>
        <source>&amp;Folder…</source>
        <translation>フォルダー(&amp;F)…</translation>
    </message>
    <message>
        <source>A folder of data files (tiles.json, cards.json…), checked as Game ▸ Open data set… checks it</source>
        <translation>データファイル（tiles.json、cards.json…）のフォルダー。「ゲーム ▸ データセットを開く…」と同じようにチェックされます</translation>
    </message>
    <message>
        <source>Compare with data set B</source>
        <translation>データセットBと比較</translation>
    </message>
    <message>
        <source>&amp;Compare with…</source>
        <translation>比較対象(&amp;C)…</translation>
    </message>
    <message>
        <source>A variant's folder: the same games (the same seeds) are played with it too, and every difference is listed</source>
        <translation>バリアントのフォルダー：同じゲーム（同じシード）をこちらでもプレイし、すべての差を一覧にします</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>▶ R&amp;un</source>
        <translation>▶ 実行(&amp;U)</translation>
    </message>
    <message>
        <source>Play the games on every core, in the background</source>
        <translation>すべてのコアを使い、バックグラウンドでゲームをプレイします</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop: the games played so far are shown</source>
        <translation>停止：それまでにプレイしたゲームを表示します</translation>
    </message>
    <message numerus="yes">
        <source>%n core(s) will play the games.</source>
        <translation>
            <numerusform>%n個のコアでゲームをプレイします。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>席%1(&amp;%1)：</translation>
    </message>
    <message>
        <source>In solo the player always starts</source>
        <translation>ソロでは常にプレイヤーがスタートプレイヤーです</translation>
    </message>
    <message>
        <source>built-in data</source>
        <translation>内蔵データ</translation>
    </message>
    <message>
        <source>data set B (%1)</source>
        <translation>データセットB（%1）</translation>
    </message>
    <message>
        <source>the run without a data set B</source>
        <translation>データセットBなしの実行</translation>
    </message>
    <message>
        <source>data set A (%1)</source>
        <translation>データセットA（%1）</translation>
    </message>
    <message numerus="yes">
        <source>“%1” cannot be used: %n problem(s).</source>
        <translation>
            <numerusform>「%1」は使用できません：問題が%n件あります。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tiles · %2 objectives · %3 cards</source>
        <translation>タイル%1枚 · 目標%2枚 · カード%3枚</translation>
    </message>
    <message>
        <source>
Content hash: %1</source>
        <translation>
コンテンツハッシュ：%1</translation>
    </message>
    <message>
        <source>&lt;span style='color:#5a6978'&gt;None: only A is played.&lt;/span&gt;</source>
        <translation>&lt;span style='color:#5a6978'&gt;なし：Aだけをプレイします。&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&amp;Wins</source>
        <translation>勝利(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>スコア(&amp;S)</translation>
    </message>
    <message>
        <source>Rounds of:</source>
        <translation>ラウンドの表示：</translation>
    </message>
    <message>
        <source>&amp;Objectives</source>
        <translation>目標(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Gaps</source>
        <translation>隙間(&amp;G)</translation>
    </message>
    <message>
        <source>Sort:</source>
        <translation>並べ替え：</translation>
    </message>
    <message>
        <source>most taken first</source>
        <translation>取られた回数順</translation>
    </message>
    <message>
        <source>data order</source>
        <translation>データ順</translation>
    </message>
    <message>
        <source>&amp;Tiles</source>
        <translation>タイル(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>カード(&amp;C)</translation>
    </message>
    <message>
        <source>Only the significant differences</source>
        <translation>有意な差だけを表示</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>指標</translation>
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
        <translation>p値</translation>
    </message>
    <message>
        <source>Significant</source>
        <translation>有意</translation>
    </message>
    <message>
        <source>A / &amp;B</source>
        <translation>A / B(&amp;B)</translation>
    </message>
    <message>
        <source>&lt;b&gt;No games to show.&lt;/b&gt;</source>
        <translation>&lt;b&gt;表示するゲームがありません。&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener</source>
        <translation>マスター庭師とのソロ</translation>
    </message>
    <message numerus="yes">
        <source>hard: %n world(s) a decision</source>
        <translation>
            <numerusform>むずかしい：1回の判断に%n個の世界</numerusform>
        </translation>
    </message>
    <message>
        <source>who starts rotates</source>
        <translation>スタートプレイヤーは交代</translation>
    </message>
    <message>
        <source>Seat 1 always starts</source>
        <translation>常に席1がスタートプレイヤー</translation>
    </message>
    <message>
        <source>A: %1 · B: %2 (the same seeds)</source>
        <translation>A：%1 · B：%2（同じシード）</translation>
    </message>
    <message>
        <source>data: %1</source>
        <translation>データ：%1</translation>
    </message>
    <message>
        <source>Data hash A: %1</source>
        <translation>データハッシュA：%1</translation>
    </message>
    <message>
        <source>
Data hash B: %1</source>
        <translation>
データハッシュB：%1</translation>
    </message>
    <message numerus="yes">
        <source>Playing… the charts show the %n game(s) played so far.</source>
        <translation>
            <numerusform>プレイ中です。グラフには、ここまでにプレイした%nゲームが表示されます。</numerusform>
        </translation>
    </message>
    <message>
        <source>✔ significant</source>
        <translation>✔ 有意</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 of %n difference(s) are significant&lt;/b&gt; (marked ✔ and shaded).</source>
        <translation>
            <numerusform>&lt;b&gt;%n件の差のうち%1件が有意です&lt;/b&gt;（✔と網掛けで表示）。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Significant&lt;/b&gt;: kept by the Benjamini–Hochberg procedure at a 5% false discovery rate over all the rows, so that on average at most 1 in 20 of the marked rows is chance. &lt;b&gt;p-value&lt;/b&gt;: how likely a difference at least this large would be if A and B played alike (two-proportion z-test for rates, Welch's t-test for means). &lt;b&gt;pp&lt;/b&gt;: percentage points.</source>
        <translation>&lt;b&gt;有意&lt;/b&gt;：すべての行について偽発見率5%でBenjamini–Hochberg法により選ばれた差です。印の付いた行のうち偶然によるものは、平均して20行に1行以下です。&lt;b&gt;p値&lt;/b&gt;：AとBが同じようにプレイした場合に、これ以上の大きさの差が生じる確率です（割合には2標本比率のz検定、平均にはWelchのt検定）。&lt;b&gt;pp&lt;/b&gt;：パーセントポイント。</translation>
    </message>
    <message>
        <source>A / &amp;B (%1 ✔)</source>
        <translation>A / B（%1 ✔）(&amp;B)</translation>
    </message>
    <message>
        <source>Every game's figures, one row per seat per game</source>
        <translation>全ゲームの数値（1ゲーム・1席につき1行）</translation>
    </message>
    <message>
        <source>A report read from a file holds no game's figures: run the games to export them</source>
        <translation>ファイルから読み込んだレポートにはゲームごとの数値がありません。エクスポートするにはゲームを実行してください</translation>
    </message>
    <message numerus="yes">
        <source>This data set has %n starting tile(s): it seats fewer players.</source>
        <translation>
            <numerusform>このデータセットには開始タイルが%n枚しかありません：座れるプレイヤーが少なくなります。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing…&lt;/b&gt;</source>
        <translation>&lt;b&gt;プレイ中…&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Starting %n game(s)…</source>
        <translation>
            <numerusform>%nゲームを開始しています…</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing… the charts appear after the first second.</source>
        <translation>プレイ中です。グラフは最初の1秒が過ぎると表示されます。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>ゲームをプレイできませんでした：%1</translation>
    </message>
    <message>
        <source>⚠ Cancelled before a game ended: nothing to show.</source>
        <translation>⚠ ゲームが終わる前にキャンセルされました：表示するものはありません。</translation>
    </message>
    <message numerus="yes">
        <source>⚠ Cancelled after %1 of %2 games: the charts show the %n game(s) of A; B was not played.</source>
        <translation>
            <numerusform>⚠ %2ゲーム中%1ゲームの時点でキャンセルされました：グラフにはAの%nゲームを表示しています。Bはプレイされていません。</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ Cancelled after %1 of %2 games: the charts show A's %3 and B's %4 games.</source>
        <translation>⚠ %2ゲーム中%1ゲームの時点でキャンセルされました：グラフにはAの%3ゲームとBの%4ゲームを表示しています。</translation>
    </message>
    <message>
        <source>⚠ Cancelled after %1 of %2 games: the charts show those %1 games.</source>
        <translation>⚠ %2ゲーム中%1ゲームの時点でキャンセルされました：グラフにはその%1ゲームを表示しています。</translation>
    </message>
    <message>
        <source>✔ %1.</source>
        <translation>✔ %1。</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>レポート(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Open report…</source>
        <translation>レポートを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Show a report written by frosted-blooms-cli simulate --report FILE or exported from here</source>
        <translation>frosted-blooms-cli simulate --report FILEが書き出したレポート、またはここからエクスポートしたレポートを表示します</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>CSVをエクスポート(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>JSONをエクスポート(&amp;J)…</translation>
    </message>
    <message>
        <source>The report, as frosted-blooms-cli simulate --report writes it (an A / B run: both reports and the differences)</source>
        <translation>frosted-blooms-cli simulate --reportが書き出すのと同じ形式のレポート（A / Bの実行では両方のレポートと差分）</translation>
    </message>
    <message>
        <source>Save chart as &amp;PNG…</source>
        <translation>グラフをPNGで保存(&amp;P)…</translation>
    </message>
    <message>
        <source>The charts of the tab shown, as a picture</source>
        <translation>表示中のタブのグラフを画像として保存</translation>
    </message>
    <message>
        <source>Save &amp;all charts…</source>
        <translation>すべてのグラフを保存(&amp;A)…</translation>
    </message>
    <message>
        <source>One picture per chart (balance-&lt;chart&gt;.png) into a folder</source>
        <translation>グラフごとに1枚の画像（balance-&lt;chart&gt;.png）をフォルダーに保存</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>A data set: the folder of tiles.json, cards.json…</source>
        <translation>データセット：tiles.json、cards.json…のフォルダー</translation>
    </message>
    <message>
        <source>Save every chart into a folder</source>
        <translation>すべてのグラフをフォルダーに保存</translation>
    </message>
    <message>
        <source>Open a balance report</source>
        <translation>バランスレポートを開く</translation>
    </message>
    <message>
        <source>Balance reports (*.json);;All files (*)</source>
        <translation>バランスレポート (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export every game's figures</source>
        <translation>全ゲームの数値をエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSVファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>レポートをエクスポート</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>グラフを保存</translation>
    </message>
    <message>
        <source>PNG pictures (*.png);;All files (*)</source>
        <translation>PNG画像 (*.png);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>バランスラボ</translation>
    </message>
    <message>
        <source>There are no games' figures to export: run the games first (a report read from a file holds none).</source>
        <translation>エクスポートするゲームの数値がありません：先にゲームを実行してください（ファイルから読み込んだレポートには含まれていません）。</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1をエクスポートしました</translation>
    </message>
    <message>
        <source>There is no report to export yet.</source>
        <translation>エクスポートするレポートがまだありません。</translation>
    </message>
    <message>
        <source>There is no chart to save yet.</source>
        <translation>保存するグラフがまだありません。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1を保存しました</translation>
    </message>
    <message>
        <source>Cannot make the folder “%1”.</source>
        <translation>フォルダー「%1」を作成できません。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n chart(s) into %1</source>
        <translation>
            <numerusform>%n個のグラフを%1に保存しました</numerusform>
        </translation>
    </message>
    <message>
        <source>A run is going on: cancel it first.</source>
        <translation>実行中です：先にキャンセルしてください。</translation>
    </message>
    <message>
        <source>“%1” cannot be opened: %2</source>
        <translation>「%1」を開けません：%2</translation>
    </message>
    <message>
        <source>“%1” is not a balance report that can be shown: %2</source>
        <translation>「%1」は表示できるバランスレポートではありません：%2</translation>
    </message>
    <message>
        <source>Opened “%1”.</source>
        <translation>「%1」を開きました。</translation>
    </message>
    <message>
        <source>⚠ It holds %1 of the %2 games asked for (the run was cancelled).</source>
        <translation>⚠ 要求された%2ゲームのうち%1ゲームだけが含まれています（実行はキャンセルされました）。</translation>
    </message>
    <message>
        <source>under a second</source>
        <translation>1秒未満</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1時間%2分</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>平均スコア</translation>
    </message>
    <message>
        <source>claim rate</source>
        <translation>獲得率</translation>
    </message>
    <message>
        <source>take rate</source>
        <translation>取得率</translation>
    </message>
    <message>
        <source>mean points</source>
        <translation>平均ポイント</translation>
    </message>
    <message>
        <source>starting %1</source>
        <translation>手番順%1</translation>
    </message>
    <message>
        <source>objective %1</source>
        <translation>目標%1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>タイル%1</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>カード%1</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <extracomment>percentage points</extracomment>
        <translation>%1 pp</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln game(s)&lt;/b&gt; from seed %1</source>
        <translation>
            <numerusform>シード%1から&lt;b&gt;%Lnゲーム&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Report “%1”: %2</source>
        <extracomment>%1: a report's file, %2: what it holds (the games, the seats, the data)</extracomment>
        <translation>レポート「%1」：%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) played.</source>
        <translation>
            <numerusform>%Lnゲームをプレイしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%Lnゲーム中%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) · %2 a second</source>
        <translation>
            <numerusform>%Lnゲーム中%1 · 毎秒%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) · %2 a second · about %3 left</source>
        <translation>
            <numerusform>%Lnゲーム中%1 · 毎秒%2 · 残り約%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in %1 (%2 a second)</source>
        <translation>
            <numerusform>%1で%Lnゲーム（毎秒%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not a folder: choose a cluster run's job folder.</source>
        <translation>「%1」はフォルダーではありません：クラスター実行のジョブフォルダーを選択してください。</translation>
    </message>
    <message>
        <source>Opened the report of the cluster run in “%1”.</source>
        <translation>「%1」のクラスター実行のレポートを開きました。</translation>
    </message>
    <message>
        <source>“%1” is not a cluster run's job folder: it has no run.json (Run on a cluster… ▸ Prepare writes one).</source>
        <translation>「%1」はクラスター実行のジョブフォルダーではありません：run.jsonがありません（「クラスターで実行… ▸ 準備」で作成されます）。</translation>
    </message>
    <message numerus="yes">
        <source>The cluster run in “%1” has no report yet: it has %n shard file(s), but its run.json does not say how many the run has.</source>
        <translation><numerusform>「%1」のクラスター実行にはまだレポートがありません：シャードファイルは%n個ありますが、実行全体のシャード数がrun.jsonに書かれていません。</numerusform></translation>
    </message>
    <message>
        <source>The cluster run in “%1” is not finished: %2 of %3 shard files are there (shards/). The report appears when all are and the merge job has run.</source>
        <translation>「%1」のクラスター実行はまだ終わっていません：シャードファイルは%3個中%2個あります（shards/）。すべてそろい、マージジョブが実行されるとレポートが表示されます。</translation>
    </message>
    <message>
        <source>All %1 shards of the cluster run in “%2” are done, but the merge has not run yet (no report.json). If it failed, its log is in logs/; submitting the run again merges it.</source>
        <translation>「%2」のクラスター実行の%1個のシャードはすべて完了しましたが、マージはまだ実行されていません（report.jsonがありません）。失敗した場合、そのログはlogs/にあります。実行をもう一度投入するとマージされます。</translation>
    </message>
    <message>
        <source>Open cl&amp;uster results…</source>
        <translation>クラスターの結果を開く(&amp;U)…</translation>
    </message>
    <message>
        <source>Show the report of a run on a cluster, from its job folder (or how far the run is)</source>
        <translation>クラスター実行のレポートをジョブフォルダーから表示します（または実行の進み具合）</translation>
    </message>
    <message>
        <source>&amp;Run on a cluster…</source>
        <translation>クラスターで実行(&amp;R)…</translation>
    </message>
    <message>
        <source>Play this run's games on a Slurm cluster, in shards, and merge them into one report</source>
        <translation>この実行のゲームをSlurmクラスターでシャードに分けてプレイし、1つのレポートにマージします</translation>
    </message>
    <message>
        <source>The job folder: the run's scripts, shards and report</source>
        <translation>ジョブフォルダー：実行のスクリプト、シャード、レポート</translation>
    </message>
    <message>
        <source>Open a cluster run's job folder</source>
        <translation>クラスター実行のジョブフォルダーを開く</translation>
    </message>
    <message>
        <source>Run on a c&amp;luster…</source>
        <translation>クラスターで実行(&amp;L)…</translation>
    </message>
    <message>
        <source>Play these games on a Slurm cluster instead (Report ▸ Run on a cluster…)</source>
        <translation>代わりにこれらのゲームをSlurmクラスターでプレイします（「レポート ▸ クラスターで実行…」）</translation>
    </message>
    <message>
        <source>&lt;p&gt;A run too long for this computer goes to a Slurm cluster with &lt;b&gt;Run on a cluster…&lt;/b&gt;; &lt;b&gt;Report ▸ Open cluster results…&lt;/b&gt; then shows its report.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このコンピューターでは時間がかかりすぎる実行は、&lt;b&gt;クラスターで実行…&lt;/b&gt;でSlurmクラスターに送れます。その後、&lt;b&gt;レポート ▸ クラスターの結果を開く…&lt;/b&gt;でレポートを表示できます。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>as it lies</source>
        <translation>このまま</translation>
    </message>
    <message>
        <source>turned over</source>
        <translation>裏返し</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>free</source>
        <translation>無料</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%nコイン</numerusform>
        </translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>捨てられた</translation>
    </message>
    <message>
        <source>refilled from the bag
after the card</source>
        <translation>カードの後に
袋から補充</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>refilled</source>
        <translation>補充済み</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of %2  ·  %n tile(s) in the bag</source>
        <translation>
            <numerusform>ラウンド%1/%2  ·  袋にタイル%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Every objective has been claimed</source>
        <translation>すべての目標が獲得されました</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>Objective %1: claim it when the %2 group of the tile you placed this turn is worth at least %3. %4 points.</source>
        <translation>目標「%1」：このターンに置いたタイルの%2のグループが%3以上になったときに獲得できます。%4ポイント。</translation>
    </message>
    <message>
        <source>Objective %1: claim it in a turn you placed a %2 and have at least %3. %4 points.</source>
        <translation>目標「%1」：%2を配置したターンに、庭に%2が%3以上あれば獲得できます。%4ポイント。</translation>
    </message>
    <message>
        <source>
Each player holds at most one objective of each type for the whole game.</source>
        <translation>
各プレイヤーが持てる目標は、ゲームを通じて各タイプ1つまでです。</translation>
    </message>
    <message>
        <source>
Not now: %1.</source>
        <translation>
今はできません：%1。</translation>
    </message>
    <message>
        <source>The %1 tile after the Flower token: %2.
Taking it costs %3; it carries %4.</source>
        <translation>花トークンから%1のタイル：%2。
取るコスト：%3。隣にあるコイン：%4。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>no coin</source>
        <translation>コインなし</translation>
    </message>
    <message>
        <source>Main board</source>
        <translation>メインボード</translation>
    </message>
    <message>
        <source>Tile ring</source>
        <translation>タイルの輪</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>The Flower token's place, without a tile</source>
        <translation>花トークンの場所（タイルなし）</translation>
    </message>
    <message>
        <source>An empty place, refilled from the bag after the card</source>
        <translation>空いた場所（カードの後に袋から補充）</translation>
    </message>
    <message>
        <source>An empty place</source>
        <translation>空いた場所</translation>
    </message>
    <message>
        <source>Not now: %1.</source>
        <translation>今はできません：%1。</translation>
    </message>
    <message>
        <source>Enter takes it (or the key %1).</source>
        <translation>Enterキー（または%1キー）で取ります。</translation>
    </message>
    <message>
        <source>%1 — you may claim it now</source>
        <translation>%1 — 今獲得できます</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) on the score track</source>
        <translation>
            <numerusform>%1：スコアトラック上で%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>MG</source>
        <extracomment>the Master Gardener's initials on his score-track marker</extracomment>
        <translation>MG</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>the tag on the ring tile the hint takes (Turn ▸ Hint)</extracomment>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Flower token</source>
        <extracomment>under the Flower token on the ring: the tiles are counted clockwise from it</extracomment>
        <translation>花トークン</translation>
    </message>
    <message>
        <source>Hint: the tile to take.</source>
        <extracomment>said of the ring tile marked "Hint" (Turn ▸ Hint)</extracomment>
        <translation>ヒント：取るべきタイルです。</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>2 pts per element</source>
        <translation>要素ごとに2点</translation>
    </message>
    <message>
        <source>1 pt/element each</source>
        <translation>要素ごとに各1点</translation>
    </message>
</context>
<context>
    <name>CardStrip</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>2 points per element of the group of its type</source>
        <translation>そのタイプのグループの要素1つにつき2ポイント</translation>
    </message>
    <message>
        <source>1 point per element of the groups of each of its types</source>
        <translation>各タイプのグループの要素1つにつき1ポイント</translation>
    </message>
</context>
<context>
    <name>Challenge</name>
    <message>
        <source>Week %1, %2 to %3</source>
        <translation>第%1週（%2～%3）</translation>
    </message>
    <message>
        <source>Daily garden</source>
        <translation>日替わりの庭</translation>
    </message>
    <message>
        <source>Garden of the week</source>
        <translation>週替わりの庭</translation>
    </message>
    <message>
        <source>Daily garden — %1 (attempt %2 of %3)</source>
        <translation>日替わりの庭 — %1（挑戦%2/%3）</translation>
    </message>
    <message>
        <source>Garden of the week — %1 (attempt %2 of %3)</source>
        <translation>週替わりの庭 — %1（挑戦%2/%3）</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Daily garden — Frosted Blooms</source>
        <translation>日替わりの庭 — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>A new garden every day and every week, the same for everybody. You have three tries at each; your best result is kept in the statistics.</source>
        <translation>毎日、毎週、新しい庭が登場します。庭はみんな同じです。それぞれ3回まで挑戦でき、最高の結果が統計に残ります。</translation>
    </message>
    <message>
        <source>Playing as %1 (the first player of Settings ▸ Configure… ▸ Players).</source>
        <translation>%1としてプレイします（「設定 ▸ フロステッド・ブルームを設定… ▸ プレイヤー」の1人目のプレイヤー）。</translation>
    </message>
    <message>
        <source>You against the Master Gardener. Everybody playing Frosted Blooms %1 gets this garden today.</source>
        <translation>あなた対マスター庭師。フロステッド・ブルーム%1をプレイしている人は、今日はみんなこの庭です。</translation>
    </message>
    <message>
        <source>You against %1, a hard computer player. Everybody playing Frosted Blooms %2 gets this garden all week.</source>
        <translation>あなた対%1（強さ「むずかしい」のコンピュータープレイヤー）。フロステッド・ブルーム%2をプレイしている人は、今週はみんなこの庭です。</translation>
    </message>
    <message>
        <source>Attempts used: %1 of %2</source>
        <translation>使った挑戦：%1/%2</translation>
    </message>
    <message>
        <source>No result yet today.</source>
        <translation>今日の結果はまだありません。</translation>
    </message>
    <message>
        <source>No result yet this week.</source>
        <translation>今週の結果はまだありません。</translation>
    </message>
    <message numerus="yes">
        <source>Best result: %n point(s) — you beat the Master Gardener!</source>
        <translation>
            <numerusform>最高の結果：%nポイント — マスター庭師に勝ちました！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best result: %n point(s) — the Master Gardener won.</source>
        <translation>
            <numerusform>最高の結果：%nポイント — マスター庭師の勝ちでした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best result: %n point(s) — you beat %1!</source>
        <translation>
            <numerusform>最高の結果：%nポイント — %1に勝ちました！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best result: %n point(s) — %1 won.</source>
        <translation>
            <numerusform>最高の結果：%nポイント — %1の勝ちでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>No attempts left today. Come back tomorrow for a new garden!</source>
        <translation>今日の挑戦はもう残っていません。明日また新しい庭で遊んでください！</translation>
    </message>
    <message>
        <source>No attempts left this week. Come back next week for a new garden!</source>
        <translation>今週の挑戦はもう残っていません。来週また新しい庭で遊んでください！</translation>
    </message>
    <message>
        <source>Attempt %1 is on the table, unfinished: Play starts a new attempt.</source>
        <translation>挑戦%1が卓上で途中のままです。プレイすると新しい挑戦が始まります。</translation>
    </message>
    <message>
        <source>&amp;Play today's garden</source>
        <translation>今日の庭をプレイ(&amp;P)</translation>
    </message>
    <message>
        <source>Play this &amp;week's garden</source>
        <translation>今週の庭をプレイ(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Play attempt %1 of %2</source>
        <translation>挑戦%1/%2をプレイ(&amp;P)</translation>
    </message>
    <message>
        <source>Play &amp;attempt %1 of %2</source>
        <translation>挑戦%1/%2をプレイ(&amp;A)</translation>
    </message>
    <message>
        <source>Come back tomorrow</source>
        <translation>また明日</translation>
    </message>
    <message>
        <source>Come back next week</source>
        <translation>また来週</translation>
    </message>
    <message>
        <source>Deal today's garden and play it (uses one attempt)</source>
        <translation>今日の庭を配ってプレイします（挑戦を1回使います）</translation>
    </message>
    <message>
        <source>Deal this week's garden and play it (uses one attempt)</source>
        <translation>今週の庭を配ってプレイします（挑戦を1回使います）</translation>
    </message>
</context>
<context>
    <name>ChallengeMode</name>
    <message>
        <source>&amp;Daily garden…</source>
        <translation>日替わりの庭(&amp;D)…</translation>
    </message>
    <message>
        <source>Today's garden against the Master Gardener, the same for everybody: three tries</source>
        <translation>今日の庭でマスター庭師と対戦。庭はみんな同じです：3回まで挑戦できます</translation>
    </message>
    <message>
        <source>Garden of the &amp;week…</source>
        <translation>週替わりの庭(&amp;W)…</translation>
    </message>
    <message>
        <source>This week's garden against a hard computer player, the same for everybody: three tries</source>
        <translation>今週の庭で強さ「むずかしい」のコンピュータープレイヤーと対戦。庭はみんな同じです：3回まで挑戦できます</translation>
    </message>
    <message numerus="yes">
        <source>You have used your %n attempt(s) at today's garden. Come back tomorrow for a new garden!</source>
        <translation>
            <numerusform>今日の庭の挑戦%n回をすべて使いました。明日また新しい庭で遊んでください！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have used your %n attempt(s) at this week's garden. Come back next week for a new garden!</source>
        <translation>
            <numerusform>今週の庭の挑戦%n回をすべて使いました。来週また新しい庭で遊んでください！</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot deal the garden: %1.</source>
        <translation>庭を配れません：%1。</translation>
    </message>
    <message>
        <source>This daily garden was for %1: it cannot be started again. Today's garden is in Game ▸ Daily garden….</source>
        <translation>この日替わりの庭は%1のものなので、もう一度始めることはできません。今日の庭は「ゲーム ▸ 日替わりの庭…」にあります。</translation>
    </message>
    <message>
        <source>This garden of the week was for %1: it cannot be started again. This week's garden is in Game ▸ Garden of the week….</source>
        <translation>この週替わりの庭は%1のものなので、もう一度始めることはできません。今週の庭は「ゲーム ▸ 週替わりの庭…」にあります。</translation>
    </message>
    <message numerus="yes">
        <source>You have used your %n attempt(s) at today's garden: it cannot be started again. Come back tomorrow for a new garden!</source>
        <translation>
            <numerusform>今日の庭の挑戦%n回をすべて使ったので、もう一度始めることはできません。明日また新しい庭で遊んでください！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have used your %n attempt(s) at this week's garden: it cannot be started again. Come back next week for a new garden!</source>
        <translation>
            <numerusform>今週の庭の挑戦%n回をすべて使ったので、もう一度始めることはできません。来週また新しい庭で遊んでください！</numerusform>
        </translation>
    </message>
    <message>
        <source>Your best result in the daily garden of %1!</source>
        <translation>%1の日替わりの庭で最高の結果です！</translation>
    </message>
    <message>
        <source>Your best result in the garden of %1!</source>
        <translation>%1の週替わりの庭で最高の結果です！</translation>
    </message>
    <message>
        <source>Your result is kept for the daily garden of %1.</source>
        <translation>%1の日替わりの庭の結果を記録しました。</translation>
    </message>
    <message>
        <source>Your result is kept for the garden of %1.</source>
        <translation>%1の週替わりの庭の結果を記録しました。</translation>
    </message>
</context>
<context>
    <name>ChallengeStatsPage</name>
    <message>
        <source>No daily garden has been played to its end yet. Game ▸ Daily garden… deals a new garden every day and every week, the same for everybody: your best results will appear here.</source>
        <translation>最後までプレイした日替わりの庭はまだありません。「ゲーム ▸ 日替わりの庭…」では、毎日、毎週、みんなと同じ新しい庭が配られます。最高の結果がここに表示されます。</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>週</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>挑戦回数</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Recent days</source>
        <translation>最近の日</translation>
    </message>
    <message>
        <source>Recent weeks</source>
        <translation>最近の週</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>負け</translation>
    </message>
    <message numerus="yes">
        <source>Today: %1 of %2 attempts used, best %n point(s) (%3).</source>
        <translation>
            <numerusform>今日：挑戦%1/%2回使用、最高%nポイント（%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This week: %1 of %2 attempts used, best %n point(s) (%3).</source>
        <translation>
            <numerusform>今週：挑戦%1/%2回使用、最高%nポイント（%3）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Today: %1 of %2 attempts used, no result yet.</source>
        <translation>今日：挑戦%1/%2回使用、結果はまだありません。</translation>
    </message>
    <message>
        <source>This week: %1 of %2 attempts used, no result yet.</source>
        <translation>今週：挑戦%1/%2回使用、結果はまだありません。</translation>
    </message>
    <message>
        <source>Days played in a row: %1</source>
        <translation>連続でプレイした日数：%1</translation>
    </message>
    <message numerus="yes">
        <source>Best day ever: %n point(s) on %1 (%2).</source>
        <translation>
            <numerusform>これまでの最高の日：%1に%nポイント（%2）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best week ever: %n point(s) in %1 (%2).</source>
        <translation>
            <numerusform>これまでの最高の週：%1に%nポイント（%2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Week %1, from %2</source>
        <translation>第%1週（%2から）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
</context>
<context>
    <name>DataProblemsWindow</name>
    <message>
        <source>Data set problems — Frosted Blooms</source>
        <translation>データセットの問題 — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected problems, or all of them, as the command line lists them (Ctrl+C)</source>
        <translation>選択した問題（選択がなければすべて）を、コマンドラインと同じ形式でコピーします（Ctrl+C）</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>フォルダーを開く(&amp;O)</translation>
    </message>
    <message>
        <source>Show the data folder in the file manager</source>
        <translation>データフォルダーをファイルマネージャーで表示します</translation>
    </message>
    <message>
        <source>“%1” loads: it is the data set in use.</source>
        <translation>「%1」は読み込めます。使用中のデータセットです。</translation>
    </message>
    <message>
        <source>New games are dealt from it. The folder is still watched: a change to its files is loaded again.</source>
        <translation>新しいゲームはこのデータで配られます。フォルダーは引き続き監視され、ファイルが変更されると再読み込みされます。</translation>
    </message>
    <message numerus="yes">
        <source>“%1” cannot be used: %n problem(s)</source>
        <translation>
            <numerusform>「%1」は使用できません：問題%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>(the folder)</source>
        <translation>（フォルダー）</translation>
    </message>
    <message>
        <source>Its last version that loaded stays in use. The folder is watched: save your fixes and it is loaded again at once.</source>
        <translation>最後に読み込めた版を引き続き使用します。フォルダーは監視されています。修正を保存すると、すぐに再読み込みされます。</translation>
    </message>
    <message>
        <source>Its last version that loaded stays in use. Fix its files and choose the folder again.</source>
        <translation>最後に読み込めた版を引き続き使用します。ファイルを修正して、もう一度フォルダーを選んでください。</translation>
    </message>
    <message>
        <source>%1 stays in use. The folder is watched: save your fixes and it is loaded again at once.</source>
        <extracomment>%1: the data set in use ("The built-in data")</extracomment>
        <translation>引き続き%1を使用します。フォルダーは監視されています。修正を保存すると、すぐに再読み込みされます。</translation>
    </message>
    <message>
        <source>%1 stays in use. Fix its files and choose the folder again.</source>
        <translation>引き続き%1を使用します。ファイルを修正して、もう一度フォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Data set “%1” loaded — Frosted Blooms</source>
        <extracomment>the data-problems window's title once the folder loads; %1 its folder's name</extracomment>
        <translation>データセット「%1」読み込み済み — フロステッド・ブルーム</translation>
    </message>
    <message numerus="yes">
        <source>Data set “%1”: %n problem(s) — Frosted Blooms</source>
        <translation>
            <numerusform>データセット「%1」：問題%n件 — フロステッド・ブルーム</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataSetMode</name>
    <message>
        <source>Open &amp;data set…</source>
        <translation>データセットを開く(&amp;D)…</translation>
    </message>
    <message>
        <source>Play with the components of a folder of data files (tiles.json, cards.json…), checked as frosted-blooms-cli --data checks them</source>
        <translation>データファイル（tiles.json、cards.json…）のフォルダーにあるコンポーネントでプレイします。frosted-blooms-cli --dataと同じ検証が行われます</translation>
    </message>
    <message>
        <source>Use the b&amp;uilt-in data set</source>
        <translation>内蔵データセットを使う(&amp;U)</translation>
    </message>
    <message>
        <source>Go back to the components the game comes with</source>
        <translation>ゲーム付属のコンポーネントに戻します</translation>
    </message>
    <message>
        <source>the built-in data</source>
        <translation>内蔵データ</translation>
    </message>
    <message>
        <source>the data set “%1”</source>
        <translation>データセット「%1」</translation>
    </message>
    <message numerus="yes">
        <source>The data set “%1” you chose last time cannot be used now (%n problem(s)): the built-in data is in use. The problems are listed from the status bar.</source>
        <translation>
            <numerusform>前回選んだデータセット「%1」は現在使用できません（問題%n件）。内蔵データを使用しています。問題の一覧はステータスバーから開けます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” cannot be used (%n problem(s)): %2 stays in use.</source>
        <translation>
            <numerusform>「%1」は使用できません（問題%n件）。引き続き%2を使用します。</numerusform>
        </translation>
    </message>
    <message>
        <source>The built-in data is in use.</source>
        <translation>内蔵データを使用しています。</translation>
    </message>
    <message>
        <source>The data set “%1” is in use.</source>
        <translation>データセット「%1」を使用しています。</translation>
    </message>
    <message>
        <source>“%1” changed and was loaded again: new games are dealt from it.</source>
        <translation>「%1」が変更されたため再読み込みしました。新しいゲームはこのデータで配られます。</translation>
    </message>
    <message>
        <source>“%1” changed and was loaded again: nothing had been played yet, so the game was dealt again from it.</source>
        <translation>「%1」が変更されたため再読み込みしました。まだ何もプレイされていなかったので、このデータでゲームを配り直しました。</translation>
    </message>
    <message>
        <source>“%1” changed and was loaded again: new games are dealt from it; this game goes on with the data it was dealt from.</source>
        <translation>「%1」が変更されたため再読み込みしました。新しいゲームはこのデータで配られます。このゲームは配られたときのデータのまま続きます。</translation>
    </message>
    <message numerus="yes">
        <source>“%1” changed and has %n problem(s): its last version that loaded stays in use.</source>
        <translation>
            <numerusform>「%1」が変更されましたが、問題が%n件あります。最後に読み込めた版を引き続き使用します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” still has %n problem(s): %2 stays in use.</source>
        <translation>
            <numerusform>「%1」にはまだ問題が%n件あります。引き続き%2を使用します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Frosted Blooms — built-in data</source>
        <translation>フロステッド・ブルーム — 内蔵データ</translation>
    </message>
    <message>
        <source>Frosted Blooms — data: %1</source>
        <translation>フロステッド・ブルーム — データ：%1</translation>
    </message>
    <message>
        <source>Built-in data</source>
        <translation>内蔵データ</translation>
    </message>
    <message>
        <source>Data: %1</source>
        <translation>データ：%1</translation>
    </message>
    <message>
        <source>The components the game comes with</source>
        <translation>ゲーム付属のコンポーネント</translation>
    </message>
    <message>
        <source>The data set in use: %1</source>
        <translation>使用中のデータセット：%1</translation>
    </message>
    <message>
        <source> · from the next game</source>
        <translation> · 次のゲームから</translation>
    </message>
    <message>
        <source>
The game on the table goes on with the data it was dealt from.</source>
        <translation>
卓上のゲームは配られたときのデータのまま続きます。</translation>
    </message>
    <message numerus="yes">
        <source>⚠ “%1”: %n problem(s)</source>
        <translation>
            <numerusform>⚠ 「%1」：問題%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>
%1 cannot be used yet; click to see why.</source>
        <translation>
%1はまだ使用できません。クリックすると理由を表示します。</translation>
    </message>
</context>
<context>
    <name>DataSets</name>
    <message>
        <source>built-in data</source>
        <translation>内蔵データ</translation>
    </message>
</context>
<context>
    <name>DeckDialog</name>
    <message>
        <source>My cards</source>
        <translation>自分のカード</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1's cards&lt;/b&gt; · %2 in your hand</source>
        <translation>&lt;b&gt;%1のカード&lt;/b&gt; · 手札%2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Still in your deck&lt;/b&gt; (%n card(s), in no particular order)</source>
        <translation>
            <numerusform>&lt;b&gt;デッキに残っているカード&lt;/b&gt;（%n枚、順不同）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Played&lt;/b&gt; (%n card(s), oldest first)</source>
        <translation>
            <numerusform>&lt;b&gt;プレイ済み&lt;/b&gt;（%n枚、古い順）</numerusform>
        </translation>
    </message>
    <message>
        <source>Still in your deck</source>
        <translation>デッキに残っているカード</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>プレイ済み</translation>
    </message>
</context>
<context>
    <name>DesignerTools</name>
    <message>
        <source>Sand&amp;box…</source>
        <translation>サンドボックス(&amp;B)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>A garden to build freely from any tile, with what the rules see</source>
        <translation>任意のタイルで自由に庭を作り、ルール上の判定を確認できます</translation>
    </message>
    <message>
        <source>Set up a &amp;position…</source>
        <translation>局面を設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Any game position, checked by the rules, to play on from or to save</source>
        <translation>ルールで検証された任意の局面を作り、そこから続きをプレイしたり保存したりできます</translation>
    </message>
    <message>
        <source>&amp;Balance…</source>
        <translation>バランスラボ(&amp;B)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Many games by computer players on every core, as charts: win rates, scores, objectives, tiles, cards; A / B of two data sets</source>
        <translation>コンピュータープレイヤーによる多数のゲームを全コアで実行し、グラフで表示します：勝率、スコア、目標、タイル、カード。2つのデータセットのA / B比較もできます</translation>
    </message>
    <message>
        <source>Show the game's secrets?</source>
        <translation>ゲームの秘密情報を表示しますか？</translation>
    </message>
    <message>
        <source>A position taken from the game on the table shows every player's hand and deck and the order of the bag.</source>
        <translation>卓上のゲームから取り込んだ局面では、全プレイヤーの手札とデッキ、袋の中の順番が表示されます。</translation>
    </message>
    <message>
        <source>Show them</source>
        <translation>表示する</translation>
    </message>
    <message>
        <source>Start from a fresh deal</source>
        <translation>新しく配り直して始める</translation>
    </message>
    <message>
        <source>The data changed: the sandbox uses %1, its garden laid again.</source>
        <translation>データが変更されました。サンドボックスは%1を使用し、庭を配置し直しました。</translation>
    </message>
    <message>
        <source>The data changed: the sandbox uses %1; %2 of the garden's %3 tiles could be laid again.</source>
        <translation>データが変更されました。サンドボックスは%1を使用します。庭のタイル%3枚のうち%2枚を配置し直せました。</translation>
    </message>
</context>
<context>
    <name>EndCeremony</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>%1の庭</translation>
    </message>
    <message>
        <source>%1: the best score ever played in these games (%2)!</source>
        <translation>%1：この種類のゲームで歴代最高のスコア（%2）！</translation>
    </message>
    <message>
        <source>%1: a new personal best (%2)!</source>
        <translation>%1：自己ベスト更新（%2）！</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n wins in a row!</source>
        <translation>
            <numerusform>%1：%n連勝！</numerusform>
        </translation>
    </message>
    <message>
        <source>The final scores</source>
        <translation>最終スコア</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s): from the last place to the first.</source>
        <translation>
            <numerusform>%nラウンドを終えて：最下位から1位まで順に発表します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Congratulations, %1, and well played, everyone!</source>
        <translation>%1、おめでとうございます！みなさんもお見事でした！</translation>
    </message>
    <message>
        <source>See the score pad</source>
        <translation>スコアパッドを見る</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>The score pad with every line of the final score</source>
        <translation>最終スコアリングの全項目を載せたスコアパッド</translation>
    </message>
    <message>
        <source>Show the final ranking at once (Esc, Enter or Space)</source>
        <translation>最終順位をすぐに表示します（Esc、EnterまたはSpace）</translation>
    </message>
    <message>
        <source>The Master Gardener wins this time</source>
        <translation>今回はマスター庭師の勝ちです</translation>
    </message>
    <message>
        <source>%1 beats the Master Gardener!</source>
        <translation>%1がマスター庭師に勝ちました！</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1の勝ち！</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>勝利を分け合いました：%1</translation>
    </message>
    <message numerus="yes">
        <source>Well played, %1: %n point(s) ahead of him.</source>
        <translation>
            <numerusform>お見事です、%1さん：マスター庭師に%nポイント差をつけました。</numerusform>
        </translation>
    </message>
    <message>
        <source>So close, %1: the same points, and the tie-break goes his way. Another game?</source>
        <translation>惜しかったです、%1さん：同点でしたが、同点の場合のルールでマスター庭師の勝ちです。もう1ゲームどうですか？</translation>
    </message>
    <message numerus="yes">
        <source>He was %n point(s) ahead: a lovely garden all the same, %1. Another game?</source>
        <translation>
            <numerusform>マスター庭師が%nポイント上回りました。それでもすてきな庭です、%1さん。もう1ゲームどうですか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 place: %2, %n point(s) (score track %3, Improvements %4, objectives %5, coins %6).</source>
        <translation>
            <numerusform>%1：%2、%nポイント（スコアトラック%3、改善%4、目標%5、コイン%6）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>スコアトラック</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>改善</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>コイン</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>%1 place: not revealed yet</source>
        <translation>%1：まだ発表されていません</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>プレイヤー%1の名前が必要です。</translation>
    </message>
    <message>
        <source>Players %1 and %2 are both called “%3”: every player needs a name of their own.</source>
        <translation>プレイヤー%1と%2がどちらも「%3」という名前です：プレイヤーごとに別の名前が必要です。</translation>
    </message>
    <message>
        <source>In solo you cannot be called “%1”: the two of you would not be told apart.</source>
        <translation>ソロでは「%1」という名前は使えません：2人の区別がつかなくなります。</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>ゲームを開始できません：%1</translation>
    </message>
    <message>
        <source>Cannot start the game: two players play %1; every player needs a colour of their own.</source>
        <translation>ゲームを開始できません：2人のプレイヤーが%1を使っています。プレイヤーごとに別の色が必要です。</translation>
    </message>
    <message>
        <source>Cannot start the game: no computer player is called “%1”.</source>
        <translation>ゲームを開始できません：「%1」という名前のコンピューターはありません。</translation>
    </message>
    <message>
        <source>Cannot start the game: %1.</source>
        <translation>ゲームを開始できません：%1。</translation>
    </message>
    <message>
        <source>that is not possible now</source>
        <translation>今はそれはできません</translation>
    </message>
    <message>
        <source>Start a new game (Game ▸ New game, Ctrl+N).</source>
        <translation>新しいゲームを始めてください（「ゲーム ▸ 新しいゲーム」、Ctrl+N）。</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>保存するゲームがありません。</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>エクスポートするゲームがありません。</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました：%1</translation>
    </message>
    <message>
        <source>Set up from a position (seed %1): round %2, %3 to play.</source>
        <translation>局面から開始しました（シード%1）：ラウンド%2、%3の番です。</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>マスター庭師</translation>
    </message>
    <message>
        <source>There is no game to restart.</source>
        <translation>やり直すゲームがありません。</translation>
    </message>
    <message>
        <source>Cannot restart the game: %1.</source>
        <translation>ゲームをやり直せません：%1。</translation>
    </message>
    <message>
        <source>%1's turn is over.</source>
        <translation>%1のターンは終わりました。</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>it %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>the file is damaged (%1)</source>
        <translation>ファイルが破損しています（%1）。</translation>
    </message>
    <message>
        <source>Cannot open “%1”: %2</source>
        <translation>「%1」を開けません：%2</translation>
    </message>
    <message>
        <source>the built-in data</source>
        <translation>内蔵データ</translation>
    </message>
    <message>
        <source>the data set “%1”</source>
        <translation>データセット「%1」</translation>
    </message>
    <message>
        <source>it was made with another version of %1: its files have changed since. Put back the files it was made with to open it.</source>
        <translation>このファイルは別のバージョンの%1で作成されました：その後、データのファイルが変更されています。開くには、作成時のファイルに戻してください。</translation>
    </message>
    <message>
        <source>it was made with another data set than %1, the one in use (the file names it only by its content, %2).</source>
        <translation>このファイルは、使用中の%1とは別のデータセットで作成されました（ファイルにはその内容のハッシュ%2しか記録されていません）。</translation>
    </message>
    <message>
        <source>it was made with %1, and %2 is in use: choose Game ▸ Use the built-in data set, then open it again.</source>
        <translation>このファイルは%1で作成されましたが、%2を使用中です。「ゲーム ▸ 内蔵データセットを使う」を選んでから、もう一度開いてください。</translation>
    </message>
    <message>
        <source>it was made with %1, and %2 is in use: choose its folder with Game ▸ Open data set…, then open it again.</source>
        <translation>このファイルは%1で作成されましたが、%2を使用中です。「ゲーム ▸ データセットを開く…」でそのフォルダーを選んでから、もう一度開いてください。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Cannot create the folder “%1” for the autosave.</source>
        <translation>自動保存用のフォルダー「%1」を作成できません。</translation>
    </message>
</context>
<context>
    <name>GardenView</name>
    <message>
        <source>%1's garden  ·  wheel: zoom  ·  drag: pan</source>
        <translation>%1の庭  ·  ホイール：ズーム  ·  ドラッグ：移動</translation>
    </message>
    <message>
        <source>a %1 in a closed gap</source>
        <translation>閉じた隙間の%1</translation>
    </message>
    <message>
        <source>an empty space</source>
        <translation>空きスペース</translation>
    </message>
    <message numerus="yes">
        <source>water, in a water group of %n space(s)</source>
        <translation>
            <numerusform>水（%nスペースの水のグループに属する）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n tulip(s)</source>
        <translation>
            <numerusform>%1の花%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>in a %1 group of %2 and %3</source>
        <translation>%2・%3の%1のグループに属する</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s)</source>
        <translation>
            <numerusform>%nスペース</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tulip(s)</source>
        <translation>
            <numerusform>花%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) to the right</source>
        <translation>
            <numerusform>右に%nスペース</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) to the left</source>
        <translation>
            <numerusform>左に%nスペース</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) up</source>
        <translation>
            <numerusform>上に%nスペース</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) down</source>
        <translation>
            <numerusform>下に%nスペース</numerusform>
        </translation>
    </message>
    <message>
        <source>turned over</source>
        <translation>裏返し</translation>
    </message>
    <message>
        <source>rotated %1°</source>
        <translation>%1°回転</translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>%1を持っています</translation>
    </message>
    <message>
        <source>Holding %1, %2</source>
        <translation>%1を持っています（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1: it fits here — %2</source>
        <translation>%1：ここに置けます — %2</translation>
    </message>
    <message>
        <source>%1: not here — %2.</source>
        <translation>%1：ここには置けません — %2。</translation>
    </message>
    <message>
        <source>The nearest place it fits this way: %1.</source>
        <translation>この向きで置ける最も近い場所：%1。</translation>
    </message>
    <message>
        <source>It fits nowhere this way: R rotates it, F turns it over.</source>
        <translation>この向きではどこにも置けません。Rで回転、Fで裏返します。</translation>
    </message>
    <message>
        <source>Garden cursor: the arrows move it over the spaces</source>
        <translation>庭のカーソル：矢印キーでスペースを移動します</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s); largest groups: %1; Improvements: %2</source>
        <translation>
            <numerusform>タイル%n枚。最大のグループ：%1。改善：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>part of the tile laid last</source>
        <translation>最後に置いたタイルの一部</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>%1の庭</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>two directions on the garden: "2 spaces to the right and 1 space up"</extracomment>
        <translation>%1、%2</translation>
    </message>
</context>
<context>
    <name>GardenerRow</name>
    <message>
        <source>pts</source>
        <translation>点</translation>
    </message>
    <message>
        <source>no card played yet</source>
        <translation>まだカードをプレイしていません</translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>&lt;b&gt;HAND&lt;/b&gt;</source>
        <translation>&lt;b&gt;手札&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Click the deck to see your cards still in it and those played</source>
        <translation>デッキをクリックすると、まだデッキにあるカードとプレイしたカードを確認できます</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>回転（R）</translation>
    </message>
    <message>
        <source>Rotate the tile 90° clockwise (also right-click)</source>
        <translation>タイルを時計回りに90°回転します（右クリックでも可）</translation>
    </message>
    <message>
        <source>Turn over (F)</source>
        <translation>裏返す（F）</translation>
    </message>
    <message>
        <source>Show the tile's other face</source>
        <translation>タイルの反対の面を表示します</translation>
    </message>
    <message>
        <source>Put back (Esc)</source>
        <translation>戻す（Esc）</translation>
    </message>
    <message>
        <source>Return the tile and choose again</source>
        <translation>タイルを戻して選び直します</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Take back the last step of your turn (%1) — until a card is played</source>
        <translation>ターンの最後の操作を取り消します（%1） — カードをプレイするまで</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Do again the step you took back (%1)</source>
        <translation>取り消した操作をやり直します（%1）</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>End your turn (claiming is optional)</source>
        <translation>ターンを終了します（目標の獲得は任意）</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Go on without a tile (only when none can be taken or placed)</source>
        <translation>タイルなしで続けます（タイルを取ることも置くこともできないときだけ）</translation>
    </message>
    <message>
        <source>No game yet: Game ▸ New game (Ctrl+N).</source>
        <translation>ゲームがありません：「ゲーム ▸ 新しいゲーム」（Ctrl+N）。</translation>
    </message>
    <message numerus="yes">
        <source>Play this card: %n point(s) now</source>
        <translation>
            <numerusform>このカードをプレイ：今なら%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards are played after placing the tile</source>
        <translation>カードはタイルを置いた後にプレイします</translation>
    </message>
    <message>
        <source>%1's hand · &lt;a href="deck"&gt;deck: %2 left&lt;/a&gt;</source>
        <translation>%1の手札 · &lt;a href="deck"&gt;デッキ：残り%2&lt;/a&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand hidden until %1 is at the screen.</source>
        <translation>%1が画面の前に来るまで、手札は隠されています。</translation>
    </message>
    <message>
        <source>The Master Gardener is playing…</source>
        <translation>マスター庭師がプレイ中…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>最終スコア</translation>
    </message>
    <message>
        <source>Back to the score pad</source>
        <translation>スコアパッドに戻ります</translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>カード%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s) now</source>
        <translation>
            <numerusform>%1 — 今なら%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>It scores 2 points per element of the group of its type.</source>
        <translation>そのタイプのグループの要素1つにつき2ポイントを得点します。</translation>
    </message>
    <message>
        <source>It scores 1 point per element of the groups of each of its types.</source>
        <translation>各タイプのグループの要素1つにつき1ポイントを得点します。</translation>
    </message>
    <message>
        <source>Hands stay hidden while %1 plays.</source>
        <translation>%1のプレイ中は手札を隠しています。</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <source>Pass to %1</source>
        <translation>%1に交代</translation>
    </message>
    <message>
        <source>I'm %1 — show my hand</source>
        <translation>%1です — 手札を表示</translation>
    </message>
    <message>
        <source>&amp;Replay these turns</source>
        <translation>これらのターンを再生(&amp;R)</translation>
    </message>
    <message>
        <source>Watch them again on the table, at the computer players' speed, without anybody's hand (Esc stops)</source>
        <translation>コンピュータープレイヤーの速度で、誰の手札も表示せずに卓上でもう一度見ます（Escで停止）</translation>
    </message>
    <message>
        <source>Hands are private. %1, take the seat; your cards are shown when you confirm.</source>
        <translation>手札は非公開です。%1さん、席に着いてください。確認するとカードが表示されます。</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1。%2 %3</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>あなたの前回のターン以降：</translation>
    </message>
    <message>
        <source>Before your first turn:</source>
        <translation>あなたの最初のターンの前：</translation>
    </message>
    <message>
        <source>The table as it was dealt.</source>
        <translation>配った直後の卓です。</translation>
    </message>
    <message>
        <source>The table as %1 left it.</source>
        <translation>%1が離れたときの卓です。</translation>
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
        <translation># フロステッド・ブルーム — ルール早わかり

各ラウンド、各プレイヤーは順番に以下を行います：

1. タイルの輪から**タイルを取る**：花トークンから時計回りに1枚目のタイルは無料です。スキップするタイル1枚につき1コインを払い、スキップしたタイルの隣に置きます。取ったタイルの隣にあるコインも受け取ります。
2. 庭に**配置する**：既存のタイルに辺で接するように置きます。4つを超える空きスペースを囲んではいけません。
3. **カードをプレイする**：新しいタイルが属する、カードのタイプのグループを得点します — 1タイプのカードは要素1つにつき2ポイント、2タイプのカードは各タイプの要素1つにつき1ポイントです。
4. タイルが閉じた隙間を**改善**が埋めます：1スペースは労働者1人（+%2コイン）、2スペースは納屋1棟、3スペースは納屋1棟と労働者1人、2×2の正方形は風車1基、T字形は納屋1棟と労働者2人、その他の4スペースの隙間は納屋2棟です。
5. そのターンに条件を満たした**目標を獲得する** — 各タイプにつきゲーム全体で1つまでです。

%1ラウンド後：スコアトラック+改善（労働者%3、納屋%4、風車%5）+目標+コイン1枚につき1ポイント。同点の場合はコインの多いプレイヤーの勝ちです。それでも同点なら勝利を分け合います。ソロでは、完全な同点はマスター庭師の勝ちです。
</translation>
    </message>
    <message>
        <source>Purple tulips</source>
        <translation>紫の花</translation>
    </message>
    <message>
        <source>pointed petals; a space holds 1–3</source>
        <translation>花びらの先がとがっている。1スペースに1～3個</translation>
    </message>
    <message>
        <source>Red tulips</source>
        <translation>赤い花</translation>
    </message>
    <message>
        <source>a round cup</source>
        <translation>丸いカップ形</translation>
    </message>
    <message>
        <source>White tulips</source>
        <translation>白い花</translation>
    </message>
    <message>
        <source>fringed, with a dark outline</source>
        <translation>フリンジ状の花びら、濃い輪郭線</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>each space counts 1</source>
        <translation>各スペースを1と数える</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>労働者</translation>
    </message>
    <message>
        <source>Barn</source>
        <translation>納屋</translation>
    </message>
    <message>
        <source>Windmill</source>
        <translation>風車</translation>
    </message>
    <message>
        <source>Flower token</source>
        <translation>花トークン</translation>
    </message>
    <message>
        <source>tiles are counted clockwise from it</source>
        <translation>タイルはここから時計回りに数える</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>コイン</translation>
    </message>
    <message>
        <source>pays for skipped tiles; 1 point each at the end</source>
        <translation>スキップしたタイルの支払いに使う。ゲーム終了時に1枚につき1ポイント</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>マスター庭師</translation>
    </message>
    <message>
        <source>your opponent in solo</source>
        <translation>ソロモードの対戦相手</translation>
    </message>
    <message>
        <source>## The pieces

</source>
        <translation>## 絵柄の見かた

</translation>
    </message>
    <message>
        <source>

## Keyboard

</source>
        <translation>

## キーボード

</translation>
    </message>
    <message numerus="yes">
        <source>fills a gap of 1; earns a coin at once; %n point(s) at the end</source>
        <translation>
            <numerusform>1スペースの隙間を埋める。すぐにコインを1枚得る。ゲーム終了時に%nポイント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fills 2 spaces of a gap; %n point(s) at the end</source>
        <translation>
            <numerusform>隙間の2スペースを埋める。ゲーム終了時に%nポイント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fills a 2×2 square gap; %n point(s) at the end</source>
        <translation>
            <numerusform>2×2の正方形の隙間を埋める。ゲーム終了時に%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>| Tab / Shift+Tab | the parts of the turn in its order: the tile ring, the garden, the cards, the objectives, Done; at each step the focus goes to the part it concerns |
| arrows, Home / End | in the ring from tile to tile, on the objectives from one to the next, in the hand from card to card, in the garden (no tile held) from space to space |
| Enter / Space | on the ring, an objective or a card: take the tile, claim the objective, play the card; on a garden's thumbnail: open it larger; after the game, Final scores: back to the score pad |
</source>
        <translation>| Tab / Shift+Tab | ターンの順に各部分へ：タイルの輪、庭、カード、目標、「完了」。各ステップでフォーカスはそのステップの部分へ移ります |
| 矢印、Home / End | タイルの輪ではタイルからタイルへ、目標では次の目標へ、手札ではカードからカードへ、庭（タイルを持っていないとき）ではスペースからスペースへ |
| Enter / Space | タイルの輪・目標・カードの上で：タイルを取る、目標を獲得する、カードをプレイする。庭のサムネイルの上で：大きく開く。ゲーム終了後の「最終スコア」：スコアパッドに戻る |
</translation>
    </message>
    <message>
        <source>| Ctrl+H | the statistics: games played and won, best scores and winning streaks, per mode |
</source>
        <translation>| Ctrl+H | 統計：モード別のプレイ数と勝利数、最高スコア、連勝記録 |
</translation>
    </message>
    <message>
        <source>| F5 | restart this game from its deal, with the same players |
| Ctrl+E | end your turn, as D does |
</source>
        <translation>| F5 | 同じプレイヤーで、このゲームを最初の配りからやり直す |
| Ctrl+E | ターンを終える（Dと同じ） |
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
        <translation>| キー | 機能 |
|---|---|
| 1–%1 | 花トークンから時計回りに1番目…%2のタイルを取る（タイル選択ステップ） |
| 1–%3 | 手札の1番目…%4のカードをプレイする（カードステップ） |
| 矢印キー | 庭のタイルを動かす |
| R（または右クリック） | タイルを時計回りに90°回転する |
| F | タイルを裏返す（もう一方の面） |
| Enter | タイルを配置する / 獲得ステップでターンを終える / 交代を確認する / ガイド付きゲームで説明を読み進める（「次へ」） |
| Esc | タイルを戻して選び直す（配置前）/ ヘルプウィンドウを閉じる |
| P | パス（タイルを取ることも配置することもできないときのみ） |
| Ctrl+Z / Ctrl+Shift+Z | ターンのステップを元に戻す / やり直す（カードをプレイするまで） |
| C | 目標を獲得する（条件を満たす目標のメニュー） |
| D | 完了：ターンを終える |
| H | ヒント：強さ「むずかしい」のコンピュータープレイヤーならどうするか、何ポイント得られるか |
| Space | マスター庭師の次のステップ |
| Ctrl+= / Ctrl+- / Ctrl+0 | 拡大 / 縮小 / 庭全体を表示 |
| Ctrl+D | 自分のカード：デッキに残っているカードとプレイしたカード |
| Ctrl+Shift+L / Ctrl+Shift+R | プレイヤー欄 / 現在・プレビュー・ログの欄の表示切り替え |
| F1 | ルール |
| Ctrl+O / Ctrl+S | ゲームを開く / 保存する |
| Ctrl+N / Ctrl+Shift+N / Ctrl+Q | 新しいゲーム / もう一度プレイ / 終了 |
| Ctrl+Shift+B | サンドボックス：任意のタイルで自由に庭を作る（デザイナー向け） |
| Ctrl+Shift+E | 局面を設定：ルールで検証された任意の局面を作り、そこから続きをプレイしたり保存したりする |
| Ctrl+Shift+A | バランスラボ：コンピュータープレイヤーによる多数のゲームをグラフで表示（デザイナー向け） |
</translation>
    </message>
    <message>
        <source>| Ctrl+Shift+P | the puzzles: one turn to play with a goal to reach |
</source>
        <translation>| Ctrl+Shift+P | パズル：ゴールを目指して1ターンをプレイする |
</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Frosted Blooms</source>
        <translation>フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>&lt;b&gt;PLAYERS&lt;/b&gt;</source>
        <translation>&lt;b&gt;プレイヤー&lt;/b&gt;</translation>
    </message>
    <message>
        <source>⤢ Fit</source>
        <translation>⤢ 全体表示</translation>
    </message>
    <message>
        <source>Fit the garden to the view (Ctrl+0)</source>
        <translation>庭全体を画面に合わせて表示します（Ctrl+0）</translation>
    </message>
    <message>
        <source>&lt;b&gt;NOW&lt;/b&gt;</source>
        <translation>&lt;b&gt;現在&lt;/b&gt;</translation>
    </message>
    <message>
        <source>step by step</source>
        <translation>1ステップずつ</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>瞬時</translation>
    </message>
    <message>
        <source>&lt;b&gt;GAME LOG&lt;/b&gt;</source>
        <translation>&lt;b&gt;ゲームログ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Play &amp;again with the same players</source>
        <translation>同じプレイヤーでもう一度(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>記録をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the game as a record that frosted-blooms-cli play replays</source>
        <translation>frosted-blooms-cli playで再生できる記録としてゲームを書き出します</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>記録を開く(&amp;R)…</translation>
    </message>
    <message>
        <source>Watch an exported record step by step (read-only)</source>
        <translation>エクスポートした記録を1ステップずつ見ます（読み取り専用）</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>Take back a step of your turn (until a card is played)</source>
        <translation>自分のターンのステップを1つ取り消します（カードをプレイするまで）</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>ターン(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Rotate the tile</source>
        <translation>タイルを回転(&amp;R)</translation>
    </message>
    <message>
        <source>Turn the tile &amp;over</source>
        <translation>タイルを裏返す(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Place / Done / Continue</source>
        <translation>配置(&amp;P) / 完了 / 続行</translation>
    </message>
    <message>
        <source>Put the tile &amp;back</source>
        <translation>タイルを戻す(&amp;B)</translation>
    </message>
    <message>
        <source>P&amp;ass (no tile can be taken or placed)</source>
        <translation>パス(&amp;A)（タイルを取ることも配置することもできないとき）</translation>
    </message>
    <message>
        <source>&amp;Claim an objective…</source>
        <translation>目標を獲得(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Done (end the turn)</source>
        <translation>完了(&amp;D)（ターンを終える）</translation>
    </message>
    <message>
        <source>Master Gardener: &amp;next step</source>
        <translation>マスター庭師：次のステップ(&amp;N)</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>ヒントを考えています…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit the garden</source>
        <translation>庭全体を表示(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Players column</source>
        <translation>プレイヤー欄(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Show or hide the players on the left</source>
        <translation>左側のプレイヤー欄を表示/非表示にします</translation>
    </message>
    <message>
        <source>&amp;Turn column (now, preview, log)</source>
        <translation>ターン欄(&amp;T)（現在・プレビュー・ログ）</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Show or hide the prompt, the preview and the game log on the right</source>
        <translation>右側の案内・プレビュー・ゲームログを表示/非表示にします</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>アニメーション(&amp;A)</translation>
    </message>
    <message>
        <source>Short animations of gaps filling, coins and the Flower token</source>
        <translation>隙間が埋まる様子、コイン、花トークンの短いアニメーション</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>色覚に配慮した配色(&amp;C)</translation>
    </message>
    <message>
        <source>Player colours that stay apart with red-green or blue-yellow colour blindness; each player also keeps their badge's shape</source>
        <translation>赤緑・青黄の色覚特性があっても見分けやすいプレイヤー色。各プレイヤーのバッジの形は変わりません</translation>
    </message>
    <message>
        <source>&amp;My cards…</source>
        <translation>自分のカード(&amp;M)…</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Your cards still in your deck and those you have played</source>
        <translation>デッキに残っている自分のカードと、プレイしたカード</translation>
    </message>
    <message>
        <source>Master Gardener &amp;speed</source>
        <translation>マスター庭師の速度(&amp;S)</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>ツール(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>キーボード(&amp;K)</translation>
    </message>
    <message>
        <source>About Frosted Blooms</source>
        <translation>フロステッド・ブルームについて</translation>
    </message>
    <message>
        <source>&lt;b&gt;Frosted Blooms&lt;/b&gt; — a tile-laying game of gardens in early spring.&lt;br&gt;Hotseat for 2–4 players or solo against the Master Gardener.&lt;br&gt;Qt %1.</source>
        <translation>&lt;b&gt;フロステッド・ブルーム&lt;/b&gt; — 早春の庭をつくるタイル配置ゲーム。&lt;br&gt;2～4人のホットシート、またはソロでマスター庭師と対戦。&lt;br&gt;Qt %1。</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>Open a replay record</source>
        <translation>リプレイ記録を開く</translation>
    </message>
    <message>
        <source>Replay records (*.json);;All files (*)</source>
        <translation>リプレイ記録 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export the replay record</source>
        <translation>リプレイ記録をエクスポート</translation>
    </message>
    <message>
        <source>Open a data set: the folder of tiles.json, cards.json…</source>
        <translation>データセットを開く：tiles.json、cards.json…のフォルダー</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1を開きました</translation>
    </message>
    <message>
        <source>frosted-blooms-round-%1</source>
        <translation>frosted-blooms-round-%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>%1に保存しました</translation>
    </message>
    <message>
        <source>Record written to %1 — replay it with frosted-blooms-cli play</source>
        <translation>記録を%1に書き出しました — frosted-blooms-cli playで再生できます</translation>
    </message>
    <message>
        <source>Cannot open the record “%1”: %2.</source>
        <translation>記録「%1」を開けません：%2。</translation>
    </message>
    <message>
        <source>The game in progress is unchanged.</source>
        <translation>進行中のゲームは変更されません。</translation>
    </message>
    <message>
        <source>Your autosaved game was played with another data set.</source>
        <translation>自動保存されたゲームは別のデータセットでプレイされていました。</translation>
    </message>
    <message>
        <source>Your autosaved game was played with another data set; it was kept as %1.</source>
        <translation>自動保存されたゲームは別のデータセットでプレイされていました。%1として保管してあります。</translation>
    </message>
    <message>
        <source>

The step before it was autosaved too: you can resume your game from there.</source>
        <translation>

その1つ前のステップも自動保存されています。そこからゲームを再開できます。</translation>
    </message>
    <message>
        <source>Resume your unfinished game?</source>
        <translation>終わっていないゲームを再開しますか？</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3.</source>
        <translation>%1 — ラウンド%2/%3。</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Resumed your game: round %1, %2 to play.</source>
        <translation>ゲームを再開しました：ラウンド%1、%2の番です。</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s)</source>
        <translation>
            <numerusform>%1のカードで%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards are shown when you are at the screen.</source>
        <translation>カードは、あなたが画面の前にいるときに表示されます。</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>%1の庭</translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation>%1を獲得</translation>
    </message>
    <message>
        <source>No objective qualifies this turn</source>
        <translation>このターンに獲得できる目標はありません</translation>
    </message>
    <message>
        <source>Rules — Frosted Blooms</source>
        <translation>ルール — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>Keyboard — Frosted Blooms</source>
        <translation>キーボード — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>Show the players (Ctrl+Shift+L)</source>
        <translation>プレイヤー欄を表示（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>Hide the players (Ctrl+Shift+L)</source>
        <translation>プレイヤー欄を隠す（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>Show the prompt, preview and log (Ctrl+Shift+R)</source>
        <translation>案内・プレビュー・ログを表示（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <source>Hide the prompt, preview and log (Ctrl+Shift+R)</source>
        <translation>案内・プレビュー・ログを隠す（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>%1's game against the Master Gardener (round %2 of %3)</source>
        <translation>%1とマスター庭師のゲーム（ラウンド%2/%3）</translation>
    </message>
    <message>
        <source>The game of %1 (round %2 of %3)</source>
        <translation>%1のゲーム（ラウンド%2/%3）</translation>
    </message>
    <message>
        <source>%1 against the Master Gardener — round %2 of %3.</source>
        <translation>%1対マスター庭師 — ラウンド%2/%3。</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Computer players' speed</source>
        <translation>コンピュータープレイヤーの速度(&amp;C)</translation>
    </message>
    <message>
        <source>The game started again from its deal.</source>
        <translation>ゲームを最初の配りからやり直しました。</translation>
    </message>
    <message>
        <source>%1 was not opened, so that your unfinished game is not lost: it could not be kept aside first. %2</source>
        <translation>終わっていないゲームを先に保管できなかったため、失われないように%1は開きませんでした。%2</translation>
    </message>
    <message>
        <source>Opened %1. Your unfinished game was kept as %2 (Game ▸ Open recent).</source>
        <translation>%1を開きました。終わっていないゲームは%2として保管してあります（「ゲーム ▸ 最近のゲームを開く」）。</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>遊び方を学ぶ(&amp;L)…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game — Frosted Blooms</source>
        <translation>新しいゲーム — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <translation>誰がプレイしますか？</translation>
    </message>
    <message>
        <source>Hotseat: 2–%1 players share this screen</source>
        <translation>ホットシート：2～%1人でこの画面を共有</translation>
    </message>
    <message>
        <source>Solo: one player against the Master Gardener</source>
        <translation>ソロ：1人でマスター庭師と対戦</translation>
    </message>
    <message>
        <source>Players (table order)</source>
        <translation>プレイヤー（席順）</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>プレイヤー数：</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>コンピューター — かんたん</translation>
    </message>
    <message>
        <source>Computer — medium</source>
        <translation>コンピューター — ふつう</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>コンピューター — むずかしい</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the table, or the computer (easy for children and first games, medium a solid club player, hard a strong opponent).</source>
        <translation>この席でプレイするのは、卓にいる人かコンピューターです（かんたん：子どもや初めてのゲーム向け、ふつう：堅実な愛好家レベル、むずかしい：手ごわい相手）。</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>スタートプレイヤー：</translation>
    </message>
    <message>
        <source>random — type a number for a reproducible deal</source>
        <translation>ランダム — 同じ配りを再現するには数値を入力</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード：</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Players %1 and %2 both play %3: every player needs a colour of their own.</source>
        <translation>プレイヤー%1と%2がどちらも%3を使っています。プレイヤーごとに別の色が必要です。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>プレイヤー1</translation>
    </message>
    <message>
        <source>%1 (the solo player always starts)</source>
        <translation>%1（ソロでは常にスタートプレイヤー）</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>プレイヤー%1の色</translation>
    </message>
    <message>
        <source>Who plays for player %1</source>
        <translation>プレイヤー%1をプレイする人</translation>
    </message>
    <message>
        <source>1 player against the Master Gardener</source>
        <translation>1人でマスター庭師と対戦</translation>
    </message>
</context>
<context>
    <name>ObjectiveChips</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 pt</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>Objectives held</source>
        <translation>獲得した目標</translation>
    </message>
</context>
<context>
    <name>PlayerBadge</name>
    <message>
        <source>%1 on a %2</source>
        <translation>%2の中に%1</translation>
    </message>
</context>
<context>
    <name>PositionWindow</name>
    <message>
        <source>Set up a position — Frosted Blooms</source>
        <translation>局面を設定 — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener</source>
        <translation>マスター庭師とのソロ</translation>
    </message>
    <message>
        <source>A fresh deal for this many seats (the names are kept)</source>
        <translation>この人数で新しく配り直します（名前はそのまま）</translation>
    </message>
    <message>
        <source>Seats: </source>
        <translation>席数：</translation>
    </message>
    <message>
        <source>From the table</source>
        <translation>卓から取り込む</translation>
    </message>
    <message>
        <source>The game on the table, as its current turn starts</source>
        <translation>卓上のゲーム（現在のターンの開始時点）</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Save position…</source>
        <translation>局面を保存…</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>%1に保存しました。</translation>
    </message>
    <message>
        <source>A save file that Game ▸ Open and “frosted-blooms-cli play --from” continue</source>
        <translation>「ゲーム ▸ 開く」と「frosted-blooms-cli play --from」で続きをプレイできるセーブファイル</translation>
    </message>
    <message>
        <source>Copy as play script</source>
        <translation>playスクリプトとしてコピー</translation>
    </message>
    <message>
        <source>The position is on the clipboard as a “frosted-blooms-cli play” input.</source>
        <translation>局面を「frosted-blooms-cli play」の入力としてクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここからプレイ</translation>
    </message>
    <message>
        <source>The position is on the table.</source>
        <translation>局面を卓に出しました。</translation>
    </message>
    <message>
        <source>Play on from this position at the table (Ctrl+Enter)</source>
        <translation>この局面から卓で続きをプレイします（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Every change is checked by the rules at once.</source>
        <translation>変更はすべて、ただちにルールで検証されます。</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Deals what is not set here: the bag's order, the decks' order</source>
        <translation>ここで指定しないもの（袋の順番、デッキの順番）を配ります</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0.</source>
        <translation>シードは0以上の整数でなければなりません。</translation>
    </message>
    <message>
        <source>The ring (clockwise)</source>
        <translation>タイルの輪（時計回り）</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Coins beside</source>
        <translation>隣のコイン</translation>
    </message>
    <message>
        <source>Flower token</source>
        <translation>花トークン</translation>
    </message>
    <message>
        <source>The Flower token sits here (its slot is empty: the last tile taken lay here)</source>
        <translation>花トークンはここにあります（この場所は空です。最後に取られたタイルがここにありました）</translation>
    </message>
    <message>
        <source>Out of the game (tiles taken and not laid; in solo, those the Master Gardener discarded)</source>
        <translation>ゲーム外（取られて配置されなかったタイル。ソロではマスター庭師が捨てたタイル）</translation>
    </message>
    <message>
        <source>tile ids, e.g. T07 T12</source>
        <translation>タイルID（例：T07 T12）</translation>
    </message>
    <message>
        <source>Out of the game: %1 is not a tile of the data.</source>
        <translation>ゲーム外：%1はこのデータのタイルではありません。</translation>
    </message>
    <message>
        <source>Objective tiles</source>
        <translation>目標タイル</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>必要数</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>所在</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>A person at the table</source>
        <translation>卓にいる人</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>コンピューター：%1</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>プレイする人</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>コイン</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>スコアトラック</translation>
    </message>
    <message>
        <source>Starting tile</source>
        <translation>開始タイル</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>プレイ済み</translation>
    </message>
    <message>
        <source>Deck, top first (drag to reorder)</source>
        <translation>デッキ（上から順。ドラッグで並べ替え）</translation>
    </message>
    <message>
        <source>The cards drawn next, in order; left alone, the seed deals the order</source>
        <translation>次に引くカードの順番。変更しなければシードで順番が決まります</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>庭</translation>
    </message>
    <message>
        <source>The tile to lay: click in the garden to lay it</source>
        <translation>配置するタイル：庭をクリックして配置</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>回転</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>裏返す</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>手元のタイル</translation>
    </message>
    <message>
        <source>Click to lay the tile in hand where the rules allow; right-click or R rotates, F turns over, Esc puts it down; with no tile in hand click a tile and press Delete to remove it.</source>
        <translation>クリックすると、ルール上置ける場所に手元のタイルを配置します。右クリックまたはRで回転、Fで裏返し、Escで手放します。手元にタイルがないときは、タイルをクリックしてDeleteで取り除きます。</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>%1の庭</translation>
    </message>
    <message>
        <source>His row of cards (oldest first) and his deck (top first): drag to reorder. His score and Improvements follow from his row; before round R he has played R − 1 cards, and his row and deck hold his 10 cards.</source>
        <translation>マスター庭師のカードの列（古い順）とデッキ（上から順）：ドラッグで並べ替えます。スコアと改善はカードの列から決まります。ラウンドRの前にはR − 1枚をプレイ済みで、列とデッキを合わせて10枚です。</translation>
    </message>
    <message>
        <source>His row, oldest first</source>
        <translation>カードの列（古い順）</translation>
    </message>
    <message>
        <source>His deck, top first</source>
        <translation>デッキ（上から順）</translation>
    </message>
    <message>
        <source>In the box</source>
        <translation>箱の中</translation>
    </message>
    <message>
        <source>◂ Back on top of his deck</source>
        <translation>◂ デッキの一番上に戻す</translation>
    </message>
    <message>
        <source>Play it ▸</source>
        <translation>プレイ ▸</translation>
    </message>
    <message>
        <source>To the box</source>
        <translation>箱へ</translation>
    </message>
    <message>
        <source>◂ Into his deck</source>
        <translation>◂ デッキへ</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>ボード上</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>%1が所持</translation>
    </message>
    <message>
        <source>Held by the Master Gardener</source>
        <translation>マスター庭師が所持</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>場所%1</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ゲーム外</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>— empty —</source>
        <translation>— 空 —</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— なし —</translation>
    </message>
    <message numerus="yes">
        <source>The bag: the %n other tile(s), in the order of the game they come from.</source>
        <translation>
            <numerusform>袋：残りのタイル%n枚（元のゲームでの順番）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bag: the %n other tile(s), drawn in an order dealt from the seed.</source>
        <translation>
            <numerusform>袋：残りのタイル%n枚（シードで決まる順番で引かれます）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The starting tile stays at (0, 0), front face up; choose another starting tile above.</source>
        <translation>開始タイルは(0, 0)に表向きで固定です。別の開始タイルは上で選んでください。</translation>
    </message>
    <message>
        <source>A garden holds one starting tile.</source>
        <translation>庭に置ける開始タイルは1枚です。</translation>
    </message>
    <message>
        <source>✔ The rules can reach this position: it can be played.</source>
        <translation>✔ ルール上到達できる局面です。プレイできます。</translation>
    </message>
    <message numerus="yes">
        <source>✘ %n problem(s): the rules could never reach this position.</source>
        <translation>
            <numerusform>✘ 問題%n件：ルール上この局面には到達できません。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no game on the table.</source>
        <translation>卓上にゲームがありません。</translation>
    </message>
    <message>
        <source>The game on the table uses another data set.</source>
        <translation>卓上のゲームは別のデータセットを使っています。</translation>
    </message>
    <message>
        <source>The game on the table is in the middle of a turn or over: finish or undo the turn first.</source>
        <translation>卓上のゲームはターンの途中か、終了しています。先にターンを終えるか、元に戻してください。</translation>
    </message>
    <message>
        <source>The cards of the game on the table stay hidden.</source>
        <translation>卓上のゲームのカードは非公開のままです。</translation>
    </message>
    <message>
        <source>The game on the table, as this turn starts.</source>
        <translation>卓上のゲームを、このターンの開始時点で取り込みました。</translation>
    </message>
    <message>
        <source>This position cannot be played, so it is not saved: %1</source>
        <translation>この局面はプレイできないため、保存されません：%1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1を開けません：%2</translation>
    </message>
    <message>
        <source>%1 is saved in the middle of a turn or after the end; a position starts a turn.</source>
        <translation>%1はターンの途中かゲーム終了後に保存されています。局面はターンの開始時点でなければなりません。</translation>
    </message>
    <message>
        <source>Frosted Blooms positions and saves (*.json);;All files (*)</source>
        <translation>フロステッド・ブルームの局面とセーブ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>局面を保存</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>局面を開く</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a starting tile: its id and its player colour</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>マスター庭師</translation>
    </message>
    <message>
        <source>%1 — front: %2 · back: %3</source>
        <extracomment>a tile in the position editor's lists: its id, then each face's tulips in words</extracomment>
        <translation>%1 — 表：%2 · 裏：%3</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>&lt;b&gt;The Master Gardener's claims after his last card&lt;/b&gt;</source>
        <translation>&lt;b&gt;最後のカードの後のマスター庭師の獲得&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The Master Gardener's turn&lt;/b&gt;</source>
        <translation>&lt;b&gt;マスター庭師のターン&lt;/b&gt;</translation>
    </message>
    <message>
        <source>plays the top card of his deck</source>
        <translation>デッキの一番上のカードをプレイ</translation>
    </message>
    <message>
        <source>scores his sequences</source>
        <translation>シーケンスで得点</translation>
    </message>
    <message>
        <source>collects the card's Improvements</source>
        <translation>カードの改善を収集</translation>
    </message>
    <message>
        <source>moves the Flower token</source>
        <translation>花トークンを移動</translation>
    </message>
    <message>
        <source>claims objectives</source>
        <translation>目標を獲得</translation>
    </message>
    <message>
        <source>&lt;i&gt;Speed: View ▸ Master Gardener speed, or press Next / Space.&lt;/i&gt;</source>
        <translation>&lt;i&gt;速度：「表示 ▸ マスター庭師の速度」で変更できます。または「次へ」かSpaceキーを押します。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not here:&lt;/b&gt; %1.&lt;br&gt;Green dots mark where the tile fits in this orientation.</source>
        <translation>&lt;b&gt;ここには置けません：&lt;/b&gt;%1。&lt;br&gt;緑の点は、この向きでタイルを置ける場所を示します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Placing here&lt;/b&gt;&lt;table&gt;</source>
        <translation>&lt;b&gt;ここに置くと&lt;/b&gt;&lt;table&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;card %1&amp;nbsp;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;+%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1のカード&amp;nbsp;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;+%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Groups: %1&lt;br&gt;</source>
        <translation>グループ：%1&lt;br&gt;</translation>
    </message>
    <message>
        <source>No gap closed.&lt;br&gt;</source>
        <translation>閉じた隙間はありません。&lt;br&gt;</translation>
    </message>
    <message>
        <source>+%1 from Workers&lt;br&gt;</source>
        <translation>労働者から+%1&lt;br&gt;</translation>
    </message>
    <message>
        <source>Could claim: %1</source>
        <translation>獲得できる目標：%1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card&lt;/b&gt;&lt;table&gt;</source>
        <translation>&lt;b&gt;カードをプレイ&lt;/b&gt;&lt;table&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&amp;nbsp;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;+%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1&amp;nbsp;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;+%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;Outlined in the garden: the cells the card %1 counts.</source>
        <translation>&lt;br&gt;庭で枠線が付いているのは、%1のカードが数えるスペースです。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;This turn&lt;/b&gt;: %1 played for &lt;b&gt;%n&lt;/b&gt; point(s).&lt;br&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;このターン&lt;/b&gt;：%1をプレイして&lt;b&gt;%n&lt;/b&gt;ポイント。&lt;br&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 from Workers.&lt;br&gt;</source>
        <translation>労働者から+%1。&lt;br&gt;</translation>
    </message>
    <message>
        <source>No objective qualifies now.</source>
        <translation>今獲得できる目標はありません。</translation>
    </message>
    <message>
        <source>You may claim: %1 (click the glowing tile, or C).</source>
        <translation>獲得できます：%1（光っているタイルをクリック、またはCキー）。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;You hold at most one objective of each type for the whole game.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;持てる目標は、ゲームを通じて各タイプ1つまでです。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choose a tile&lt;/b&gt;&lt;br&gt;Hover a tile in the ring to see its cost and the coins it carries; click it (or press 1–%1) to take it. The coins you pay stay on the tiles you skip.</source>
        <translation>&lt;b&gt;タイルを選ぶ&lt;/b&gt;&lt;br&gt;タイルの輪のタイルにマウスを合わせると、取るコストと隣にあるコインが表示されます。クリック（または1～%1キー）で取ります。支払ったコインは、スキップしたタイルの隣に残ります。</translation>
    </message>
</context>
<context>
    <name>PuzzleBanner</name>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>A clue for this puzzle</source>
        <translation>このパズルの手がかり</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>もう一度</translation>
    </message>
    <message>
        <source>Start this puzzle again</source>
        <translation>このパズルを最初からやり直します</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>次のパズル</translation>
    </message>
    <message>
        <source>The next puzzle of the list</source>
        <translation>一覧の次のパズル</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>一覧に戻る</translation>
    </message>
    <message>
        <source>Choose another puzzle</source>
        <translation>別のパズルを選びます</translation>
    </message>
    <message>
        <source>Leave the puzzle</source>
        <translation>パズルをやめる</translation>
    </message>
    <message>
        <source>Back to your own game, or to a new one</source>
        <translation>自分のゲーム、または新しいゲームに戻ります</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>パズル：%1</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>ゴール：%1</translation>
    </message>
    <message>
        <source>Solved! %1</source>
        <translation>解けました！%1</translation>
    </message>
    <message>
        <source>Not solved: %1</source>
        <translation>解けませんでした：%1</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>パズル</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>パズル</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>ゴール</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>解いた</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Open puzzle file…</source>
        <translation>パズルファイルを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Play a puzzle file from anywhere (docs: the designer's workbench)</source>
        <translation>どこにあるパズルファイルでもプレイできます（ドキュメント：docs/designer.md「The designer's workbench」）</translation>
    </message>
    <message>
        <source>My puzzle &amp;folder</source>
        <translation>自分のパズルフォルダー(&amp;F)</translation>
    </message>
    <message>
        <source>Puzzles put in this folder are listed here: %1</source>
        <translation>このフォルダーに置いたパズルがここに表示されます：%1</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>まだ解いていません</translation>
    </message>
    <message>
        <source>Does not load: %1</source>
        <translation>読み込めません：%1</translation>
    </message>
    <message>
        <source>Each puzzle is one turn of a game, with a goal to reach in that turn. Solved: %1 of %2.</source>
        <translation>各パズルはゲームの1ターンで、そのターンに達成するゴールがあります。解いたパズル：%1/%2。</translation>
    </message>
    <message>
        <source>No puzzle chosen.</source>
        <translation>パズルが選ばれていません。</translation>
    </message>
    <message>
        <source>This file does not load: %1</source>
        <translation>このファイルは読み込めません：%1</translation>
    </message>
    <message>
        <source>%1 against the Master Gardener, round %2</source>
        <translation>%1対マスター庭師、ラウンド%2</translation>
    </message>
    <message numerus="yes">
        <source>%1's turn in a game of %n player(s), round %2</source>
        <translation>
            <numerusform>%n人のゲームでの%1のターン、ラウンド%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>ゴール：</translation>
    </message>
    <message>
        <source>You have solved this puzzle.</source>
        <translation>このパズルは解きました。</translation>
    </message>
</context>
<context>
    <name>PuzzleMode</name>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>パズル(&amp;U)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>One turn to play, with a goal to reach: score, close gaps, claim objectives</source>
        <translation>ゴールを目指して1ターンをプレイ：得点する、隙間を閉じる、目標を獲得する</translation>
    </message>
    <message>
        <source>The puzzle starts again.</source>
        <translation>パズルを最初からやり直します。</translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation>パズルを開く</translation>
    </message>
    <message>
        <source>Puzzles (*.json);;All files (*)</source>
        <translation>パズル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot open the puzzle “%1”: %2</source>
        <translation>パズル「%1」を開けません：%2</translation>
    </message>
    <message>
        <source>Cannot play the puzzle “%1”: %2</source>
        <translation>パズル「%1」をプレイできません：%2</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>パズル：%1</translation>
    </message>
    <message>
        <source>Puzzle: %1. Your own game waits: Leave the puzzle brings it back.</source>
        <translation>パズル：%1。あなたのゲームは待っています：「パズルをやめる」で戻れます。</translation>
    </message>
    <message>
        <source>Back to your game: round %1, %2 to play.</source>
        <translation>ゲームに戻りました：ラウンド%1、%2の番です。</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as %1 (Game ▸ Open recent).</source>
        <translation>終わっていないゲームは%1として保管してあります（「ゲーム ▸ 最近のゲームを開く」）。</translation>
    </message>
    <message>
        <source>Your turn: %1</source>
        <translation>あなたのターン：%1</translation>
    </message>
    <message>
        <source>The puzzle could not be recorded as solved: %1</source>
        <translation>パズルを解いたことを記録できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message numerus="yes">
        <source>Score at least %n point(s) with this turn's card</source>
        <translation>
            <numerusform>このターンのカードで%nポイント以上得点する</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close gaps that earn at least %n Worker(s)</source>
        <translation>
            <numerusform>隙間を閉じて労働者を%n人以上得る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close gaps that earn at least %n Barn(s)</source>
        <translation>
            <numerusform>隙間を閉じて納屋を%n棟以上得る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close gaps that earn at least %n Windmill(s)</source>
        <translation>
            <numerusform>隙間を閉じて風車を%n基以上得る</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim the objective “%1”</source>
        <translation>目標「%1」を獲得する</translation>
    </message>
    <message>
        <source>Claim a %1 objective</source>
        <translation>%1の目標を獲得する</translation>
    </message>
    <message numerus="yes">
        <source>End the turn with at least %n coin(s)</source>
        <translation>
            <numerusform>コインを%n枚以上持ってターンを終える</numerusform>
        </translation>
    </message>
    <message>
        <source>Points this turn: %1 of %2</source>
        <translation>このターンのポイント：%1/%2</translation>
    </message>
    <message>
        <source>Workers this turn: %1 of %2</source>
        <translation>このターンの労働者：%1/%2</translation>
    </message>
    <message>
        <source>Barns this turn: %1 of %2</source>
        <translation>このターンの納屋：%1/%2</translation>
    </message>
    <message>
        <source>Windmills this turn: %1 of %2</source>
        <translation>このターンの風車：%1/%2</translation>
    </message>
    <message>
        <source>Objective claimed</source>
        <translation>目標を獲得しました</translation>
    </message>
    <message>
        <source>Objective not claimed yet</source>
        <translation>目標はまだ獲得していません</translation>
    </message>
    <message>
        <source>Coins now: %1 of %2</source>
        <translation>今のコイン：%1/%2</translation>
    </message>
    <message>
        <source>You scored %1 of %2 points.</source>
        <translation>%2ポイント中%1ポイントを得点しました。</translation>
    </message>
    <message>
        <source>Your gaps earned %1 of %2 Workers.</source>
        <translation>隙間で得た労働者：%2人中%1人。</translation>
    </message>
    <message>
        <source>Your gaps earned %1 of %2 Barns.</source>
        <translation>隙間で得た納屋：%2棟中%1棟。</translation>
    </message>
    <message>
        <source>Your gaps earned %1 of %2 Windmills.</source>
        <translation>隙間で得た風車：%2基中%1基。</translation>
    </message>
    <message>
        <source>a %1 objective</source>
        <translation>%1の目標</translation>
    </message>
    <message>
        <source>You claimed %1.</source>
        <translation>%1を獲得しました。</translation>
    </message>
    <message>
        <source>You did not claim %1.</source>
        <translation>%1を獲得できませんでした。</translation>
    </message>
    <message>
        <source>You ended the turn with %1 of %2 coins.</source>
        <translation>コイン%1枚でターンを終えました（必要なのは%2枚）。</translation>
    </message>
    <message>
        <source>The record of solved puzzles %1 could not be read; it starts again.</source>
        <translation>解いたパズルの記録%1を読み込めませんでした。記録は新しく始めます。</translation>
    </message>
</context>
<context>
    <name>RecordWindow</name>
    <message>
        <source>“%1” in %2 must be a list</source>
        <translation>%2の「%1」はリストでなければなりません</translation>
    </message>
    <message>
        <source>“%1” in %2 must list texts</source>
        <translation>%2の「%1」はテキストのリストでなければなりません</translation>
    </message>
    <message>
        <source>it is not a replay record (Game ▸ Export record… writes one)</source>
        <translation>リプレイ記録ではありません（「ゲーム ▸ 記録をエクスポート…」で作成できます）</translation>
    </message>
    <message>
        <source>“solo” must be true or false</source>
        <translation>「solo」はtrueかfalseでなければなりません</translation>
    </message>
    <message>
        <source>“seed” must be a whole number</source>
        <translation>「seed」は整数でなければなりません</translation>
    </message>
    <message>
        <source>“start_player” must name one of the players</source>
        <translation>「start_player」はプレイヤーの誰かの名前でなければなりません</translation>
    </message>
    <message>
        <source>“decks” in setup must be a list of lists</source>
        <translation>setupの「decks」はリストのリストでなければなりません</translation>
    </message>
    <message>
        <source>“decks” in setup must list texts</source>
        <translation>setupの「decks」はテキストのリストでなければなりません</translation>
    </message>
    <message>
        <source>its deal is refused: %1</source>
        <translation>配りが拒否されました：%1</translation>
    </message>
    <message>
        <source>action %1 is not an action: %2</source>
        <translation>アクション%1はアクションではありません：%2</translation>
    </message>
    <message>
        <source>action %1 is refused by the rules</source>
        <translation>アクション%1はルールにより拒否されました</translation>
    </message>
    <message>
        <source>%1 — record — Frosted Blooms</source>
        <translation>%1 — 記録 — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>◀◀ First</source>
        <translation>◀◀ 最初</translation>
    </message>
    <message>
        <source>The deal, before any action (Home)</source>
        <translation>アクション前の配り（Home）</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <source>One step back (←)</source>
        <translation>1ステップ戻る（←）</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>One step on (→ or Space)</source>
        <translation>1ステップ進む（→またはSpace）</translation>
    </message>
    <message>
        <source>Last ▶▶</source>
        <translation>最後 ▶▶</translation>
    </message>
    <message>
        <source>The end of the record (End)</source>
        <translation>記録の最後（End）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Close the record (Esc)</source>
        <translation>記録を閉じる（Esc）</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1 takes a tile</source>
        <translation>%1がタイルを取る</translation>
    </message>
    <message>
        <source>%1 places the tile</source>
        <translation>%1がタイルを置く</translation>
    </message>
    <message>
        <source>%1 plays a card</source>
        <translation>%1がカードをプレイする</translation>
    </message>
    <message>
        <source>%1 may claim objectives</source>
        <translation>%1が目標を獲得できる</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>ラウンド%1：%2</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>ステップ%1/%2 · %3</translation>
    </message>
    <message>
        <source>the record</source>
        <translation>記録</translation>
    </message>
</context>
<context>
    <name>SandboxModel</name>
    <message>
        <source>Take a tile from the palette first.</source>
        <translation>先にパレットからタイルを取ってください。</translation>
    </message>
    <message>
        <source>Select a laid tile (click it with an empty hand) to remove it.</source>
        <translation>取り除くには、置いたタイルを選択してください（何も持っていない状態でクリック）。</translation>
    </message>
    <message>
        <source>%1 cannot be removed: without it, %2 (laid later) could not lie where it is: %3</source>
        <translation>%1は取り除けません：これがないと、%2（後で置いたタイル）が今の場所に置けなくなります：%3</translation>
    </message>
    <message>
        <source>%1 removed.</source>
        <translation>%1を取り除きました。</translation>
    </message>
    <message>
        <source>Cannot paste this evaluate input: %1</source>
        <translation>このevaluate入力は貼り付けられません：%1</translation>
    </message>
    <message>
        <source>Cannot paste this evaluate input: not JSON: %1</source>
        <translation>このevaluate入力は貼り付けられません：JSONではありません：%1</translation>
    </message>
</context>
<context>
    <name>SandboxView</name>
    <message numerus="yes">
        <source>%1 group: %n point(s) of value</source>
        <translation>
            <numerusform>%1のグループ：価値%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 selected: Delete removes it.</source>
        <translation>%1を選択中：Deleteで取り除きます。</translation>
    </message>
    <message>
        <source>The first tile may lie anywhere: click to lay it</source>
        <translation>最初のタイルはどこにでも置けます：クリックして配置</translation>
    </message>
    <message>
        <source>Take a tile from the palette</source>
        <translation>パレットからタイルを取ってください</translation>
    </message>
    <message>
        <source>%1  ·  R rotate · F turn over · Delete remove · wheel zoom</source>
        <translation>%1  ·  Rで回転 · Fで裏返す · Deleteで取り除く · ホイールでズーム</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>サンドボックス</translation>
    </message>
</context>
<context>
    <name>SandboxWindow</name>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%nスペース</numerusform>
        </translation>
    </message>
    <message>
        <source>Sandbox — Frosted Blooms</source>
        <translation>サンドボックス — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>サンドボックス</translation>
    </message>
    <message>
        <source>Empty garden</source>
        <translation>空の庭</translation>
    </message>
    <message>
        <source>Start again from an empty garden</source>
        <translation>空の庭からやり直します</translation>
    </message>
    <message>
        <source>Copy a player's garden</source>
        <translation>プレイヤーの庭をコピー</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>回転</translation>
    </message>
    <message>
        <source>A quarter turn clockwise (R, right-click)</source>
        <translation>時計回りに90°回転（R、右クリック）</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>裏返す</translation>
    </message>
    <message>
        <source>The other face (F)</source>
        <translation>もう一方の面（F）</translation>
    </message>
    <message>
        <source>Mark every legal placement</source>
        <translation>置ける場所をすべて表示</translation>
    </message>
    <message>
        <source>A dot wherever the tile in hand fits in this orientation (L)</source>
        <translation>手元のタイルをこの向きで置ける場所すべてに点を表示（L）</translation>
    </message>
    <message>
        <source>Copy as evaluate input</source>
        <translation>evaluate入力としてコピー</translation>
    </message>
    <message>
        <source>Copied: paste it into frosted-blooms-cli evaluate to get the same answer.</source>
        <translation>コピーしました。frosted-blooms-cli evaluateに貼り付けると同じ結果が得られます。</translation>
    </message>
    <message>
        <source>Paste an evaluate input</source>
        <translation>evaluate入力を貼り付け</translation>
    </message>
    <message>
        <source>Pasted: the garden of the evaluate input.</source>
        <translation>貼り付けました：evaluate入力の庭です。</translation>
    </message>
    <message>
        <source>Replace the garden with the one of a frosted-blooms-cli evaluate input on the clipboard (Ctrl+V)</source>
        <translation>クリップボードにあるfrosted-blooms-cli evaluate入力の庭で置き換えます（Ctrl+V）</translation>
    </message>
    <message>
        <source>Sandbox garden</source>
        <translation>サンドボックスの庭</translation>
    </message>
    <message>
        <source>Remove tile</source>
        <translation>タイルを取り除く</translation>
    </message>
    <message>
        <source>Remove the selected tile, or the one under the pointer (Delete)</source>
        <translation>選択中のタイル、またはポインターの下のタイルを取り除きます（Delete）</translation>
    </message>
    <message>
        <source>What the rules see</source>
        <translation>ルール上の判定</translation>
    </message>
    <message>
        <source>Take a tile from the palette; the first one may lie anywhere.</source>
        <translation>パレットからタイルを取ってください。最初のタイルはどこにでも置けます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiles&lt;/b&gt; — click one to take it</source>
        <translation>&lt;b&gt;タイル&lt;/b&gt; — クリックして取る</translation>
    </message>
    <message>
        <source>Filter by id (T12, S-blue…)</source>
        <translation>IDで絞り込み（T12、S-blue…）</translation>
    </message>
    <message>
        <source>Outline of a face</source>
        <translation>面の形</translation>
    </message>
    <message>
        <source>Tulips on a face</source>
        <translation>面の花の数</translation>
    </message>
    <message>
        <source>Tile palette</source>
        <translation>タイルパレット</translation>
    </message>
    <message numerus="yes">
        <source>%1 — front: %2, %n tulip(s)</source>
        <translation>
            <numerusform>%1 — 表：%2、花%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>back: %1, %n tulip(s)</source>
        <translation>
            <numerusform>裏：%1、花%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>Any outline</source>
        <translation>すべての形</translation>
    </message>
    <message>
        <source>Any tulips</source>
        <translation>すべての花の数</translation>
    </message>
    <message numerus="yes">
        <source>%n tulip(s)</source>
        <translation>
            <numerusform>花%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (laid ×%2)</source>
        <translation>%1（配置済み×%2）</translation>
    </message>
    <message>
        <source>No game on the table</source>
        <translation>卓上にゲームがありません</translation>
    </message>
    <message>
        <source>%1's garden</source>
        <translation>%1の庭</translation>
    </message>
    <message>
        <source>A copy of %1's garden in the sandbox's data: %2 of %3 tiles laid again.</source>
        <translation>サンドボックスのデータで%1の庭をコピーしました：タイル%3枚のうち%2枚を配置し直しました。</translation>
    </message>
    <message>
        <source>A copy of %1's garden: changing it changes nothing in the game.</source>
        <translation>%1の庭のコピーです。変更してもゲームには影響しません。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;In hand: %1, %2 %3°&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;手元：%1、%2 %3°&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n legal placement(s) in all orientations.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;すべての向きで置ける場所：%n通り。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Every card&lt;/b&gt; (R-SCORE-2):&lt;/p&gt;&lt;table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;各カード&lt;/b&gt;（R-SCORE-2）：&lt;/p&gt;&lt;table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Closes no gap.&lt;/p&gt;</source>
        <translation>&lt;p&gt;隙間はできません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Gaps it closes&lt;/b&gt; (R-GAP-2):&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;できる隙間&lt;/b&gt;（R-GAP-2）：&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qualifies for no objective.&lt;/p&gt;</source>
        <translation>&lt;p&gt;達成できる目標はありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Objectives it qualifies for&lt;/b&gt; (R-OBJ-3/4):&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;達成できる目標&lt;/b&gt;（R-OBJ-3/4）：&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Point at the garden to see what it would do there.&lt;/p&gt;</source>
        <translation>&lt;p&gt;庭にポインターを合わせると、そこに置いた場合の結果を表示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nothing in hand&lt;/h3&gt;&lt;p&gt;Take a tile from the palette. With an empty hand, click a laid tile to select it; Delete removes it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;手元にタイルなし&lt;/h3&gt;&lt;p&gt;パレットからタイルを取ってください。手元が空のときは、配置済みのタイルをクリックして選択し、Deleteで取り除けます。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;Under the pointer:&lt;/b&gt; a %1 group worth %2 (%n space(s)).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;ポインターの下：&lt;/b&gt;%1のグループ、価値%2（%nスペース）。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;h3&gt;The garden: %n tile(s)&lt;/h3&gt;</source>
        <translation>
            <numerusform>&lt;h3&gt;庭：タイル%n枚&lt;/h3&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No gap is closed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;隙間はありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Gaps&lt;/b&gt; (%1):&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;隙間&lt;/b&gt;（%1）：&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>front</source>
        <comment>face of a tile</comment>
        <translation>表</translation>
    </message>
    <message>
        <source>back</source>
        <comment>face of a tile</comment>
        <translation>裏</translation>
    </message>
    <message>
        <source>&lt;p&gt;At x %1, y %2: &lt;b&gt;not allowed&lt;/b&gt; — %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;x %1、y %2：&lt;b&gt;置けません&lt;/b&gt; — %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At x %1, y %2: &lt;b&gt;allowed&lt;/b&gt; (the first tile may lie anywhere)&lt;/p&gt;</source>
        <translation>&lt;p&gt;x %1、y %2：&lt;b&gt;置けます&lt;/b&gt;（最初のタイルはどこにでも置けます）&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At x %1, y %2: &lt;b&gt;allowed&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;x %1、y %2：&lt;b&gt;置けます&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ScorePadPage</name>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>労働者</translation>
    </message>
    <message>
        <source>Barn</source>
        <translation>納屋</translation>
    </message>
    <message>
        <source>Windmill</source>
        <translation>風車</translation>
    </message>
    <message>
        <source>%1 Worker</source>
        <translation>労働者%1人</translation>
    </message>
    <message>
        <source>%1 Workers</source>
        <translation>労働者%1人</translation>
    </message>
    <message>
        <source>%1 Barn</source>
        <translation>納屋%1棟</translation>
    </message>
    <message>
        <source>%1 Barns</source>
        <translation>納屋%1棟</translation>
    </message>
    <message>
        <source>%1 Windmill</source>
        <translation>風車%1基</translation>
    </message>
    <message>
        <source>%1 Windmills</source>
        <translation>風車%1基</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 — %n pt(s)</source>
        <translation>
            <numerusform>%1%2 — %n点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Look at the gardens</source>
        <translation>庭を見る</translation>
    </message>
    <message>
        <source>Back to the table, to look at the final gardens</source>
        <translation>卓に戻って、最終的な庭を見ます</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度プレイ</translation>
    </message>
    <message>
        <source>A new deal for the same players</source>
        <translation>同じプレイヤーで新しく配り直します</translation>
    </message>
    <message>
        <source>The Master Gardener wins this time</source>
        <translation>今回はマスター庭師の勝ちです</translation>
    </message>
    <message>
        <source>%1 beats the Master Gardener!</source>
        <translation>%1がマスター庭師に勝ちました！</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1の勝ち！</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>勝利を分け合いました：%1</translation>
    </message>
    <message>
        <source>Final scores after %1 rounds</source>
        <translation>%1ラウンド後の最終スコア</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>庭</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>スコアトラック</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>改善</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>コイン</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>The Master Gardener wins</source>
        <translation>マスター庭師の勝ち</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>solo opponent</source>
        <translation>ソロの対戦相手</translation>
    </message>
    <message>
        <source>%1's garden: click to open it larger</source>
        <translation>%1の庭：クリックで拡大表示</translation>
    </message>
    <message>
        <source>The Master Gardener's cards, oldest first</source>
        <translation>マスター庭師のカード（古い順）</translation>
    </message>
    <message>
        <source>The Master Gardener</source>
        <translation>マスター庭師</translation>
    </message>
    <message>
        <source>the Master Gardener</source>
        <translation>マスター庭師</translation>
    </message>
    <message>
        <source>%1 both have %2 points: %3 wins with more coins, %4 against %5.</source>
        <translation>%1はともに%2ポイントです。コインの多い%3の勝ちです（%4枚対%5枚）。</translation>
    </message>
    <message>
        <source>%1 both have %2 points: %3 takes %4 place with more coins, %5 against %6.</source>
        <translation>%1はともに%2ポイントです。コインの多い%3が%4になります（%5枚対%6枚）。</translation>
    </message>
    <message>
        <source>%1 both have %2 points and %3 coins: they share the victory.</source>
        <translation>%1はともに%2ポイント、コイン%3枚です。勝利を分け合います。</translation>
    </message>
    <message>
        <source>%1 both have %2 points and %3 coins: they share %4 place.</source>
        <translation>%1はともに%2ポイント、コイン%3枚です。%4を分け合います。</translation>
    </message>
    <message>
        <source>%1 both have %2 points and %3 coins: in solo a full tie goes to the Master Gardener.</source>
        <translation>%1はともに%2ポイント、コイン%3枚です。ソロでは完全な同点はマスター庭師の勝ちです。</translation>
    </message>
    <message>
        <source>%1 all have %2 points: the most coins decide their places, and equal coins share one.</source>
        <translation>%1は全員%2ポイントです。コインの多さで順位が決まり、コインも同じなら同じ順位を分け合います。</translation>
    </message>
    <message>
        <source>No tie to break: on equal totals the most coins would have won, and with equal coins too, the Master Gardener.</source>
        <translation>同点はありません。合計が同じならコインの多い方が、コインも同じならマスター庭師が勝ちます。</translation>
    </message>
    <message>
        <source>No tie to break: on equal totals the most coins would have won, and with equal coins too, the victory would have been shared.</source>
        <translation>同点はありません。合計が同じならコインの多い方が勝ち、コインも同じなら勝利を分け合います。</translation>
    </message>
    <message>
        <source>his current %1 sequence is %2</source>
        <translation>現在の%1のシーケンスが%2である</translation>
    </message>
    <message>
        <source>an earlier %1 sequence of his reached %2</source>
        <translation>過去の%1のシーケンスが%2に達した</translation>
    </message>
    <message>
        <source>he collected %1</source>
        <translation>%1を集めた</translation>
    </message>
    <message>
        <source>%1, because %2</source>
        <translation>%1（%2ため）</translation>
    </message>
    <message>
        <source>After his last card the Master Gardener claimed nothing more: he already held an objective of every type.</source>
        <translation>最後のカードの後、マスター庭師はそれ以上何も獲得しませんでした：すでにすべてのタイプの目標を持っています。</translation>
    </message>
    <message>
        <source>After his last card the Master Gardener claimed nothing more: every objective left on the board of a type he did not hold yet needs more than his best sequence or his collected Improvements of that type.</source>
        <translation>最後のカードの後、マスター庭師はそれ以上何も獲得しませんでした：まだ持っていないタイプの目標でボードに残っているものは、どれもそのタイプの最高のシーケンスや集めた改善の数を上回る数が必要です。</translation>
    </message>
    <message>
        <source>, and </source>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>After his last card the Master Gardener claimed %1.</source>
        <translation>最後のカードの後、マスター庭師は%1を獲得しました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 place: %2, %n point(s) (score track %3, Improvements %4, objectives %5, coins %6).</source>
        <translation>
            <numerusform>%1：%2、%nポイント（スコアトラック%3、改善%4、目標%5、コイン%6）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Click to open a larger view of this garden</source>
        <translation>クリックするとこの庭を大きく表示します</translation>
    </message>
    <message>
        <source>Worker %1 · Barn %2 · Windmill %3</source>
        <translation>労働者%1 · 納屋%2 · 風車%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Coins &lt;b&gt;%1&lt;/b&gt; · deck %2 left&lt;br&gt;%3&lt;br&gt;Objectives: %4</source>
        <translation>コイン&lt;b&gt;%1&lt;/b&gt; · デッキ残り%2&lt;br&gt;%3&lt;br&gt;目標：%4</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Coins &lt;b&gt;%1&lt;/b&gt; · deck %2 left&lt;br&gt;%3&lt;br&gt;Sequences: %4&lt;br&gt;Objectives: %5</source>
        <translation>コイン&lt;b&gt;%1&lt;/b&gt; · デッキ残り%2&lt;br&gt;%3&lt;br&gt;シーケンス：%4&lt;br&gt;目標：%5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2 — &lt;b&gt;%3&lt;/b&gt; pts%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;%2 — &lt;b&gt;%3&lt;/b&gt;点%4</translation>
    </message>
    <message>
        <source> &amp;nbsp;◀ &lt;i&gt;now&lt;/i&gt;</source>
        <translation> &amp;nbsp;◀&amp;nbsp;&lt;i&gt;手⁠番&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s)</source>
        <translation>
            <numerusform>%1（%2）：%nポイント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1：%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — playing now</source>
        <translation>%1 — プレイ中</translation>
    </message>
    <message>
        <source>. </source>
        <translation>。</translation>
    </message>
    <message>
        <source>The Master Gardener's cards</source>
        <translation>マスター庭師のカード</translation>
    </message>
    <message>
        <source>no card played yet</source>
        <translation>まだカードをプレイしていません</translation>
    </message>
    <message>
        <source>Played, oldest first: %1</source>
        <translation>プレイ済み（古い順）：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
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
        <translation>設定 — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>コンピュータープレイヤー</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players' colours&lt;/b&gt;</source>
        <translation>&lt;b&gt;プレイヤーの色&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Standard colours</source>
        <translation>標準の配色(&amp;S)</translation>
    </message>
    <message>
        <source>Colour-&amp;blind-safe colours</source>
        <translation>色覚に配慮した配色(&amp;B)</translation>
    </message>
    <message>
        <source>Each player also keeps the shape of their badge in both.</source>
        <translation>どちらの配色でも、各プレイヤーのバッジの形は変わりません。</translation>
    </message>
    <message>
        <source>Show a&amp;nimations</source>
        <translation>アニメーションを表示(&amp;N)</translation>
    </message>
    <message>
        <source>Tiles fly from the ring to the garden, the Flower token slides, coins drop, filled gaps glow and their Improvements pop up. The game never waits for an animation: any click or key ends it.</source>
        <translation>タイルがタイルの輪から庭へ飛び、花トークンが滑り、コインが落ち、埋まった隙間が光って改善が現れます。ゲームはアニメーションを待ちません：クリックかキーを押すとすぐに終わります。</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation>速度(&amp;P)：</translation>
    </message>
    <message>
        <source>How fast the steps of the turns nobody at the table plays are shown. Step by step waits for Next (Space) after each step.</source>
        <translation>卓の誰もプレイしないターンで、各ステップを表示する速さです。「1ステップずつ」では、ステップごとに「次へ」（Space）を待ちます。</translation>
    </message>
    <message>
        <source>The Master Gardener, in solo games (also in View ▸ Master Gardener speed and beside the game log)</source>
        <translation>ソロゲームのマスター庭師（「表示 ▸ マスター庭師の速度」やゲームログの横でも変更できます）</translation>
    </message>
    <message>
        <source>The &amp;Master Gardener's speed:</source>
        <translation>マスター庭師の速度(&amp;M)：</translation>
    </message>
    <message>
        <source>The seats the computer plays (also in View ▸ Computer players' speed and beside the game log)</source>
        <translation>コンピューターがプレイする席（「表示 ▸ コンピュータープレイヤーの速度」やゲームログの横でも変更できます）</translation>
    </message>
    <message>
        <source>The c&amp;omputer players' speed:</source>
        <translation>コンピュータープレイヤーの速度(&amp;O)：</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>プレイヤー%1の色</translation>
    </message>
    <message>
        <source>Every seat needs a name and a colour of its own.</source>
        <translation>席ごとに別の名前と色が必要です。</translation>
    </message>
    <message>
        <source>Player %1 cannot be called “%2”: that is the Master Gardener's name.</source>
        <translation>プレイヤー%1の名前を「%2」にはできません：マスター庭師の名前です。</translation>
    </message>
</context>
<context>
    <name>SpeedControls</name>
    <message>
        <source>Master Gardener:</source>
        <extracomment>beside the box of the Master Gardener's speed on the table (step by step … instant)</extracomment>
        <translation>マスター庭師：</translation>
    </message>
    <message>
        <source>How fast the Master Gardener's steps are shown</source>
        <translation>マスター庭師のステップを表示する速さ</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <extracomment>beside the box of the computer players' speed on the table (step by step … instant)</extracomment>
        <translation>コンピューター：</translation>
    </message>
    <message>
        <source>How fast the computer players' steps are shown</source>
        <translation>コンピュータープレイヤーのステップを表示する速さ</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Show the Master Gardener's next step (Space)</source>
        <translation>マスター庭師の次のステップを表示します（Space）</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>New best score in solo games: %1 with %n point(s)!</source>
        <translation>
            <numerusform>ソロゲームで最高スコア更新：%1が%nポイント！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New best score in games against easy computer players: %1 with %n point(s)!</source>
        <translation>
            <numerusform>「かんたん」のコンピューターとのゲームで最高スコア更新：%1が%nポイント！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New best score in games against medium computer players: %1 with %n point(s)!</source>
        <translation>
            <numerusform>「ふつう」のコンピューターとのゲームで最高スコア更新：%1が%nポイント！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New best score in games against hard computer players: %1 with %n point(s)!</source>
        <translation>
            <numerusform>「むずかしい」のコンピューターとのゲームで最高スコア更新：%1が%nポイント！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New best score in hotseat games: %1 with %n point(s)!</source>
        <translation>
            <numerusform>ホットシートのゲームで最高スコア更新：%1が%nポイント！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A personal best for %1: %n point(s)!</source>
        <translation>
            <numerusform>%1の自己ベスト：%nポイント！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has won %n games in a row!</source>
        <translation>
            <numerusform>%1が%n連勝！</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics “%1” could not be read: %2. The file was kept as “%3”, and the statistics start afresh.</source>
        <translation>統計「%1」を読み込めませんでした：%2。ファイルは「%3」として保管し、統計は新しく始めます。</translation>
    </message>
    <message>
        <source>Your statistics “%1” could not be read: %2. The file could not be kept aside either (%3), so no statistics are saved until the next start.</source>
        <translation>統計「%1」を読み込めませんでした：%2。ファイルを保管することもできなかった（%3）ため、次回の起動まで統計は保存されません。</translation>
    </message>
    <message>
        <source>The statistics were not saved: %1</source>
        <translation>統計を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>it is not a JSON document</source>
        <translation>JSONドキュメントではありません</translation>
    </message>
    <message>
        <source>it is not a statistics file of Frosted Blooms</source>
        <translation>フロステッド・ブルームの統計ファイルではありません</translation>
    </message>
    <message>
        <source>it is in format version %1; this version of the game reads version %2</source>
        <translation>形式がバージョン%1です。このバージョンのゲームが読めるのはバージョン%2です</translation>
    </message>
    <message>
        <source>it is damaged (the entry “%1” is not as expected)</source>
        <translation>破損しています（項目「%1」が想定どおりではありません）</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（名前なし）</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>コンピューター — かんたん</translation>
    </message>
    <message>
        <source>Computer — medium</source>
        <translation>コンピューター — ふつう</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>コンピューター — むずかしい</translation>
    </message>
    <message>
        <source>Hotseat</source>
        <translation>ホットシート</translation>
    </message>
    <message>
        <source>One person against the Master Gardener</source>
        <translation>1人でマスター庭師と対戦</translation>
    </message>
    <message>
        <source>People against computer players, the strongest of them easy</source>
        <translation>人間対コンピューター（最も強いのが「かんたん」）</translation>
    </message>
    <message>
        <source>People against computer players, the strongest of them medium</source>
        <translation>人間対コンピューター（最も強いのが「ふつう」）</translation>
    </message>
    <message>
        <source>People against computer players, at least one of them hard</source>
        <translation>人間対コンピューター（1人以上が「むずかしい」）</translation>
    </message>
    <message>
        <source>People only, taking turns at one screen</source>
        <translation>人間だけで、1つの画面を交代で使う</translation>
    </message>
    <message>
        <source>Statistics — Frosted Blooms</source>
        <translation>統計 — フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>Games played to their end at this table count; records watched, the sandbox, the balance lab and positions set up by hand do not.</source>
        <translation>この卓で最後までプレイしたゲームが数えられます。記録の観戦、サンドボックス、バランスラボ、手動で設定した局面は数えられません。</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>リセット(&amp;R)…</translation>
    </message>
    <message>
        <source>Forget the games and best scores of the mode shown, or of all modes</source>
        <translation>表示中のモード、またはすべてのモードのゲームと最高スコアを消去します</translation>
    </message>
    <message>
        <source>No solo game has been counted yet. Play one against the Master Gardener (Game ▸ New game…, Solo): your games, wins and best scores will appear here.</source>
        <translation>ソロゲームはまだ数えられていません。マスター庭師と対戦すると（「ゲーム ▸ 新しいゲーム…」でソロ）、ゲーム数、勝利数、最高スコアがここに表示されます。</translation>
    </message>
    <message>
        <source>No game against easy computer players has been counted yet. Choose “Computer — easy” for a seat in the new-game dialog to play one.</source>
        <translation>「かんたん」のコンピューターとのゲームはまだ数えられていません。新しいゲームのダイアログで、席に「コンピューター — かんたん」を選ぶとプレイできます。</translation>
    </message>
    <message>
        <source>No game against medium computer players has been counted yet. Choose “Computer — medium” for a seat in the new-game dialog to play one.</source>
        <translation>「ふつう」のコンピューターとのゲームはまだ数えられていません。新しいゲームのダイアログで、席に「コンピューター — ふつう」を選ぶとプレイできます。</translation>
    </message>
    <message>
        <source>No game against hard computer players has been counted yet. Choose “Computer — hard” for a seat in the new-game dialog to play one.</source>
        <translation>「むずかしい」のコンピューターとのゲームはまだ数えられていません。新しいゲームのダイアログで、席に「コンピューター — むずかしい」を選ぶとプレイできます。</translation>
    </message>
    <message>
        <source>No hotseat game has been counted yet. When two to four people play at this screen, their games, wins and best scores will appear here.</source>
        <translation>ホットシートのゲームはまだ数えられていません。2～4人がこの画面でプレイすると、ゲーム数、勝利数、最高スコアがここに表示されます。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>プレイ数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>連勝</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>最終プレイ</translation>
    </message>
    <message>
        <source>The person's name (the same name in any case is the same person)</source>
        <translation>人の名前（大文字と小文字の違いだけなら同じ人です）</translation>
    </message>
    <message>
        <source>Games played to the end</source>
        <translation>最後までプレイしたゲームの数</translation>
    </message>
    <message>
        <source>Games won: first place after the tie-break (a shared first place counts)</source>
        <translation>勝ったゲームの数：同点の判定後に1位（1位を分け合った場合も数えます）</translation>
    </message>
    <message>
        <source>The best score</source>
        <translation>最高スコア</translation>
    </message>
    <message>
        <source>The average score</source>
        <translation>平均スコア</translation>
    </message>
    <message>
        <source>Games won in a row up to the last one</source>
        <translation>最後のゲームまでの連勝数</translation>
    </message>
    <message>
        <source>The most games won in a row</source>
        <translation>最も多い連勝数</translation>
    </message>
    <message>
        <source>The date of the last game</source>
        <translation>最後のゲームの日付</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>最高スコア</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>The day the score was made</source>
        <translation>そのスコアを出した日</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played, the last one on %1.</source>
        <translation>
            <numerusform>%nゲームをプレイ（最後は%1）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played.</source>
        <translation>
            <numerusform>%nゲームをプレイ。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) won: %2%</source>
        <translation>
            <numerusform>%nゲーム中%1勝：%2%</numerusform>
        </translation>
    </message>
    <message>
        <source>From the last game</source>
        <translation>最後のゲームの記録</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>統計をリセットしますか？</translation>
    </message>
    <message>
        <source>The games, wins, streaks and best scores are forgotten. This cannot be undone.</source>
        <translation>ゲーム数、勝利数、連勝、最高スコアが消去されます。元に戻すことはできません。</translation>
    </message>
    <message>
        <source>Reset “%1” only</source>
        <translation>「%1」だけリセット</translation>
    </message>
    <message>
        <source>Reset all modes</source>
        <translation>すべてのモードをリセット</translation>
    </message>
    <message>
        <source>Daily garden</source>
        <translation>日替わりの庭</translation>
    </message>
    <message>
        <source>The daily garden and the garden of the week: attempts and best results</source>
        <translation>日替わりの庭と週替わりの庭：挑戦回数と最高の結果</translation>
    </message>
</context>
<context>
    <name>StatisticsMode</name>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>統計(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Games played and won, best and average scores and winning streaks, per mode</source>
        <translation>モード別のプレイ数と勝利数、最高スコアと平均スコア、連勝記録</translation>
    </message>
</context>
<context>
    <name>TableNotes</name>
    <message>
        <source>Claim the smaller objective?</source>
        <translation>小さいほうの目標を獲得しますか？</translation>
    </message>
    <message>
        <source>Claim the %1?</source>
        <translation>%1を獲得しますか？</translation>
    </message>
    <message>
        <source>The %1 may be claimed now too. You may hold only one %2 objective for the whole game.</source>
        <translation>%1も今獲得できます。%2の目標は、ゲームを通じて1つしか持てません。</translation>
    </message>
    <message>
        <source>Claim the %1</source>
        <translation>%1を獲得</translation>
    </message>
    <message>
        <source>Claim the %1 instead</source>
        <translation>代わりに%1を獲得</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>できません：%1</translation>
    </message>
</context>
<context>
    <name>TurnReplay</name>
    <message>
        <source>Replay</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>The next step now (Space)</source>
        <translation>すぐに次のステップへ（Space）</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Stop the replay and go back to the hand-over (Esc)</source>
        <translation>再生を止めて交代画面に戻ります（Esc）</translation>
    </message>
    <message numerus="yes">
        <source>Replay of %n turn(s)</source>
        <translation>
            <numerusform>%nターンの再生</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2 · the last step</source>
        <translation>ターン%1/%2 · 最後のステップ</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>ターン%1/%2</translation>
    </message>
    <message>
        <source>Done ▶</source>
        <translation>完了 ▶</translation>
    </message>
</context>
<context>
    <name>TurnSummary</name>
    <message>
        <source>%1 %2.</source>
        <extracomment>a turn or a step told after the player's name: "Ben took the 2nd tile (…), placed it."</extracomment>
        <translation>%1：%2。</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>The guided game is missing from this copy of the game.</source>
        <translation>このゲームにはガイド付きゲームが含まれていません。</translation>
    </message>
    <message>
        <source>The guided game does not fit the data set in use: %1.</source>
        <translation>ガイド付きゲームは使用中のデータセットに合いません：%1。</translation>
    </message>
    <message>
        <source>The guided game cannot be read: %1.</source>
        <translation>ガイド付きゲームを読み込めません：%1。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Rosa</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>The guided game cannot be dealt: %1.</source>
        <translation>ガイド付きゲームを配れません：%1。</translation>
    </message>
    <message>
        <source>%1 is playing her turn.</source>
        <translation>%1がターンをプレイしています。</translation>
    </message>
    <message>
        <source>Take the tile marked on the ring.</source>
        <translation>タイルの輪で印の付いたタイルを取ってください。</translation>
    </message>
    <message>
        <source>Lay the tile on the outline in your garden: move it there and click, or press Enter. R rotates it, F turns it over.</source>
        <translation>庭の枠線の場所にタイルを置いてください：そこまで動かしてクリックするか、Enterを押します。Rで回転、Fで裏返します。</translation>
    </message>
    <message>
        <source>Play the card marked: it scores %1 points.</source>
        <translation>印の付いたカードをプレイしてください：%1ポイントになります。</translation>
    </message>
    <message>
        <source>Claim the objective marked: click it.</source>
        <translation>印の付いた目標を獲得してください：クリックします。</translation>
    </message>
    <message>
        <source>Press Done to end your turn.</source>
        <translation>「完了」を押してターンを終えてください。</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>パスしてください。</translation>
    </message>
    <message>
        <source>Welcome to Frosted Blooms! This guided game teaches the rules as they come up, against %1, a gentle player. The game lasts %2 rounds. In each turn you take a tile, lay it in your garden, play a card to score, and may claim objectives. Press Next to read on.</source>
        <translation>フロステッド・ブルームへようこそ！このガイド付きゲームでは、やさしい相手の%1と対戦しながら、ルールが出てくるたびに説明します。ゲームは%2ラウンドです。各ターンでは、タイルを1枚取って庭に置き、カードをプレイして得点し、目標を獲得することもできます。「次へ」を押して読み進めてください。</translation>
    </message>
    <message>
        <source>This is the ring: the tiles around the board. The Flower token marks where it starts: the tiles are counted clockwise from the token, and you choose one of them.</source>
        <translation>これがタイルの輪です：ボードのまわりに並んだタイルです。花トークンが始まりの場所を示しています。タイルはトークンから時計回りに数え、その中から1枚を選びます。</translation>
    </message>
    <message>
        <source>This is your garden, with your starting tile. Every tile you lay must touch your garden along an edge. Its spaces hold tulips (purple, red and white) and water.</source>
        <translation>これがあなたの庭と開始タイルです。置くタイルはどれも、辺で庭に接していなければなりません。スペースには花（紫・赤・白）と水があります。</translation>
    </message>
    <message>
        <source>These are your cards. After laying a tile you play one card: it scores the group of its colour that your tile joined. You hold 3 cards and draw a new one after each.</source>
        <translation>これがあなたのカードです。タイルを置いたらカードを1枚プレイします：タイルがつながった、そのカードの色のグループが得点になります。手札は3枚で、1枚プレイするごとに新しいカードを1枚引きます。</translation>
    </message>
    <message>
        <source>Your first turn. Take the first tile after the token, marked on the ring: the first tile is always free.</source>
        <translation>あなたの最初のターンです。トークンの次の1番目のタイル（タイルの輪で印が付いています）を取ってください：1番目のタイルはいつでも無料です。</translation>
    </message>
    <message>
        <source>Now lay the tile in your garden where the outline shows: move it there and click, or press Enter. It must touch your garden along an edge.</source>
        <translation>次に、枠線が示す庭の場所にタイルを置いてください：そこまで動かしてクリックするか、Enterを押します。タイルは辺で庭に接していなければなりません。</translation>
    </message>
    <message>
        <source>Play a card to score the group your tile joined. This card has one colour: it scores 2 points for each tulip of that colour in the group (water: 2 for each water space). Play the card marked: it scores %1 points.</source>
        <translation>カードをプレイして、タイルがつながったグループで得点しましょう。このカードの色は1つです：グループにあるその色の花1個につき2ポイントになります（水なら水のスペース1つにつき2ポイント）。印の付いたカードをプレイしてください：%1ポイントになります。</translation>
    </message>
    <message>
        <source>Your points move your marker on the score track around the board. Improvements, objectives and coins are added at the end of the game.</source>
        <translation>得点すると、ボードのまわりのスコアトラックであなたのマーカーが進みます。改善、目標、コインはゲーム終了時に加えます。</translation>
    </message>
    <message>
        <source>Nothing to claim this turn. Press Done to end your turn.</source>
        <translation>このターンに獲得できるものはありません。「完了」を押してターンを終えてください。</translation>
    </message>
    <message>
        <source>Now %1 plays her turn the same way. Watch the ring and her garden on the left.</source>
        <translation>次は%1が同じようにターンをプレイします。タイルの輪と、左側の%1の庭を見ていてください。</translation>
    </message>
    <message>
        <source>%1 took a tile further round the ring. She put one of her coins beside each tile she passed over: look at the coins on the ring. Whoever takes such a tile later gets its coins.</source>
        <translation>%1はタイルの輪の先のほうのタイルを取りました。とばしたタイルの隣に、自分のコインを1枚ずつ置いています：タイルの輪のコインを見てください。あとでそのタイルを取った人が、そのコインをもらえます。</translation>
    </message>
    <message>
        <source>You may take a tile further round the ring, too: you pay 1 coin for each tile you pass over, and it lies beside that tile. Take the tile marked: it costs you %1.</source>
        <translation>あなたも、タイルの輪の先のほうのタイルを取ることができます：とばしたタイル1枚につきコインを1枚払い、そのコインはとばしたタイルの隣に置かれます。印の付いたタイルを取ってください：%1かかります。</translation>
    </message>
    <message>
        <source>The tile marked has coins beside it, left by players who passed over it. Take it and you get %1.</source>
        <translation>印の付いたタイルの隣には、このタイルをとばしたプレイヤーが置いたコインがあります。このタイルを取ると、%1をもらえます。</translation>
    </message>
    <message>
        <source>This time, lay the tile turned over and rotated. Press F to turn it over (its back is different) and R to rotate it until it matches the outline, then lay it.</source>
        <translation>今度は、タイルを裏返して回転させてから置きます。Fで裏返し（裏面は違う絵柄です）、Rで枠線に合うまで回転させてから置いてください。</translation>
    </message>
    <message>
        <source>Your tile closed an empty space inside your garden: a gap. Gaps are filled at once with Improvements, worth points at the end. A gap may hold at most 4 spaces: the game does not let you lay a tile that would enclose more.</source>
        <translation>あなたのタイルが庭の中の空きスペースを閉じました：これが隙間です。隙間はすぐに改善で埋まり、ゲーム終了時にポイントになります。隙間は最大4スペースまでです：それより多く囲むタイルは置けません。</translation>
    </message>
    <message>
        <source>A gap of 1 space gets a Worker: 3 points at the end, and 1 coin for you at once.</source>
        <translation>1スペースの隙間には労働者が入ります：ゲーム終了時に3ポイント、さらにすぐにコインを1枚もらえます。</translation>
    </message>
    <message>
        <source>A gap of 2 spaces gets a Barn: 10 points at the end. (3 spaces: a Barn and a Worker. 4 spaces in a row, an L or an S: 2 Barns. A T: a Barn and 2 Workers.)</source>
        <translation>2スペースの隙間には納屋が入ります：ゲーム終了時に10ポイントです。（3スペース：納屋1棟と労働者1人。直線・L字形・S字形の4スペース：納屋2棟。T字形：納屋1棟と労働者2人。）</translation>
    </message>
    <message>
        <source>A square gap of 2 by 2 spaces gets a Windmill: 25 points at the end!</source>
        <translation>2×2スペースの正方形の隙間には風車が入ります：ゲーム終了時に25ポイントです！</translation>
    </message>
    <message>
        <source>This card has two colours: it scores 1 point for each tulip (or water space) of each of its two colours in the groups your tile joined. Play the card marked: it scores %1 points.</source>
        <translation>このカードの色は2つです：タイルがつながったグループにある、2つの色それぞれの花（または水のスペース）1つにつき1ポイントになります。印の付いたカードをプレイしてください：%1ポイントになります。</translation>
    </message>
    <message>
        <source>Your turn meets the condition of the objective marked. Click it to claim it: its points count at the end of the game.</source>
        <translation>このターンは、印の付いた目標の条件を満たしています。クリックして獲得してください：そのポイントはゲーム終了時に数えます。</translation>
    </message>
    <message>
        <source>Your turn also meets the objective marked, but you already hold an objective of that kind: you may hold only one of each kind for the whole game.</source>
        <translation>このターンは印の付いた目標の条件も満たしていますが、同じ種類の目標をすでに持っています：各種類の目標は、ゲームを通じて1つまでしか持てません。</translation>
    </message>
    <message>
        <source>That was the last round: the game is over. Each score adds the score track, the Improvements (Worker 3, Barn 10, Windmill 25), the objectives and 1 point for each coin.</source>
        <translation>これが最後のラウンドでした：ゲーム終了です。スコアは、スコアトラック、改善（労働者3、納屋10、風車25）、目標、そしてコイン1枚につき1ポイントを合計します。</translation>
    </message>
    <message>
        <source>You and %1 both have %2 points: a tie! A tie goes to the player with more coins: you have %3, %1 has %4. You win. Well played — you know the rules now!</source>
        <translation>あなたと%1はどちらも%2ポイント：同点です！同点のときはコインの多いプレイヤーの勝ちです：あなたはコイン%3枚、%1は%4枚。あなたの勝ちです。お見事です — これでルールはばっちりです！</translation>
    </message>
    <message>
        <source>The guided game is over.</source>
        <translation>ガイド付きゲームは終わりました。</translation>
    </message>
    <message>
        <source>Read the note first, then press Next.</source>
        <translation>先に説明を読んでから、「次へ」を押してください。</translation>
    </message>
    <message>
        <source>In this guided game, take the tile marked on the ring.</source>
        <translation>このガイド付きゲームでは、タイルの輪で印の付いたタイルを取ってください。</translation>
    </message>
    <message>
        <source>In this guided game, lay the tile on the outline in your garden (R rotates it, F turns it over).</source>
        <translation>このガイド付きゲームでは、庭の枠線の場所にタイルを置いてください（Rで回転、Fで裏返し）。</translation>
    </message>
    <message>
        <source>In this guided game, play the card marked.</source>
        <translation>このガイド付きゲームでは、印の付いたカードをプレイしてください。</translation>
    </message>
    <message>
        <source>In this guided game, claim the objective marked.</source>
        <translation>このガイド付きゲームでは、印の付いた目標を獲得してください。</translation>
    </message>
    <message>
        <source>In this guided game, end your turn now: press Done.</source>
        <translation>このガイド付きゲームでは、ここでターンを終えてください：「完了」を押します。</translation>
    </message>
    <message>
        <source>In this guided game, pass now.</source>
        <translation>このガイド付きゲームでは、ここでパスしてください。</translation>
    </message>
    <message>
        <source>Lily</source>
        <translation>Lily</translation>
    </message>
    <message>
        <source>The outline shows the other face of your tile: press F to turn the tile over, then move it onto the outline and click, or press Enter.</source>
        <translation>枠線はタイルのもう一方の面を示しています：Fでタイルを裏返してから、枠線の上まで動かしてクリックするか、Enterを押してください。</translation>
    </message>
    <message>
        <source>These are the objectives, in columns by kind. At the end of your turn you may claim those whose condition your turn met, of several kinds at once, but you hold at most one objective of each kind for the whole game. Their points count at the end of the game.</source>
        <translation>これが目標で、種類ごとに列に並んでいます。ターンの終わりに、このターンで条件を満たした目標を獲得できます。複数の種類を同時に獲得してもかまいませんが、各種類の目標はゲームを通じて1つまでしか持てません。目標のポイントはゲーム終了時に数えます。</translation>
    </message>
    <message>
        <source>A tile has two faces, and the outline shows the other one: press F to turn your tile over first.</source>
        <translation>タイルには2つの面があり、枠線はもう一方の面を示しています：まずFでタイルを裏返してください。</translation>
    </message>
</context>
<context>
    <name>TutorialMode</name>
    <message>
        <source>Well done! Game ▸ New game starts a game of your own; Help ▸ Learn to play plays the guided game again.</source>
        <translation>よくできました！「ゲーム ▸ 新しいゲーム」で自分のゲームを始められます。「ヘルプ ▸ 遊び方を学ぶ」でガイド付きゲームをもう一度プレイできます。</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as %1 (Game ▸ Open recent).</source>
        <translation>終わっていないゲームは%1として保管してあります（「ゲーム ▸ 最近のゲームを開く」）。</translation>
    </message>
    <message>
        <source>The guided game could not be started.</source>
        <translation>ガイド付きゲームを開始できませんでした。</translation>
    </message>
    <message>
        <source>The guided game: follow the notes. Leave it at any time; Help ▸ Learn to play resumes it.</source>
        <translation>ガイド付きゲーム：説明に沿ってプレイしてください。いつでもやめられます。「ヘルプ ▸ 遊び方を学ぶ」で続きから再開できます。</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Resume the guided game where you left it?</source>
        <translation>ガイド付きゲームを中断したところから再開しますか？</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>最初から始める</translation>
    </message>
    <message>
        <source>You left the guided game; your own game is back. Help ▸ Learn to play resumes the guided game.</source>
        <translation>ガイド付きゲームをやめました。あなたのゲームに戻りました。「ヘルプ ▸ 遊び方を学ぶ」でガイド付きゲームを再開できます。</translation>
    </message>
    <message>
        <source>You left the guided game: go on with this game on your own, or start a new one. Help ▸ Learn to play resumes the guided game.</source>
        <translation>ガイド付きゲームをやめました。このゲームを自分で続けるか、新しいゲームを始めてください。「ヘルプ ▸ 遊び方を学ぶ」でガイド付きゲームを再開できます。</translation>
    </message>
    <message>
        <source>Welcome to Frosted Blooms</source>
        <translation>フロステッド・ブルームへようこそ</translation>
    </message>
    <message>
        <source>New to Frosted Blooms?</source>
        <translation>フロステッド・ブルームは初めてですか？</translation>
    </message>
    <message>
        <source>Learn the game by playing it: a guided first game against a gentle player, with each rule explained when it comes up. You can leave it at any time, and find it again in Help ▸ Learn to play.</source>
        <translation>遊びながらゲームを覚えましょう：やさしい相手とのガイド付きの最初のゲームで、ルールが出てくるたびに説明します。いつでもやめられ、「ヘルプ ▸ 遊び方を学ぶ」からまた始められます。</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>ゲームを始める</translation>
    </message>
    <message>
        <source>Learn to play — %1 of %2</source>
        <translation>遊び方を学ぶ — %1/%2</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>終わる</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the last two items of a list: "2 purple, 1 red and 3 white".</extracomment>
        <translation>%1と%2</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%nコイン</numerusform>
        </translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>労働者</translation>
    </message>
    <message>
        <source>Barn</source>
        <translation>納屋</translation>
    </message>
    <message>
        <source>Windmill</source>
        <translation>風車</translation>
    </message>
    <message>
        <source>%1 group of %2 (%3 pts)</source>
        <translation>%1のグループ%2（%3点）</translation>
    </message>
    <message numerus="yes">
        <source>%n Worker(s) (%1 pts)</source>
        <translation>
            <numerusform>労働者%n人（%1点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Barn(s) (%1 pts)</source>
        <translation>
            <numerusform>納屋%n棟（%1点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Windmill(s) (%1 pts)</source>
        <translation>
            <numerusform>風車%n基（%1点）</numerusform>
        </translation>
    </message>
    <message>
        <source>water only</source>
        <translation>水のみ</translation>
    </message>
    <message numerus="yes">
        <source>%1 tulip(s)</source>
        <translation>
            <numerusform>%1の花</numerusform>
        </translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>the tile with %1</source>
        <translation>%1のタイル</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>%1 blank</source>
        <translation>%1空白</translation>
    </message>
    <message numerus="yes">
        <source>%n Worker(s)</source>
        <translation>
            <numerusform>労働者%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Barn(s)</source>
        <translation>
            <numerusform>納屋%n棟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Windmill(s)</source>
        <translation>
            <numerusform>風車%n基</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>1 space</source>
        <translation>1スペース</translation>
    </message>
    <message>
        <source>2 spaces</source>
        <translation>2スペース</translation>
    </message>
    <message>
        <source>3 in a row</source>
        <translation>3スペース（直線）</translation>
    </message>
    <message>
        <source>3, bent</source>
        <translation>3スペース（曲がり）</translation>
    </message>
    <message>
        <source>4, square</source>
        <translation>4スペース（正方形）</translation>
    </message>
    <message>
        <source>4, T shape</source>
        <translation>4スペース（T字形）</translation>
    </message>
    <message>
        <source>4 in a row</source>
        <translation>4スペース（直線）</translation>
    </message>
    <message>
        <source>4, L shape</source>
        <translation>4スペース（L字形）</translation>
    </message>
    <message>
        <source>4, S shape</source>
        <translation>4スペース（S字形）</translation>
    </message>
    <message>
        <source>gap of %1 → %2</source>
        <translation>%1の隙間 → %2</translation>
    </message>
    <message>
        <source>Gap of %1: %2</source>
        <translation>%1の隙間：%2</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1番目</translation>
    </message>
    <message>
        <source>%1st</source>
        <translation>%1番目</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1番目</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1番目</translation>
    </message>
    <message>
        <source>that space is taken</source>
        <translation>そのスペースは埋まっています</translation>
    </message>
    <message>
        <source>the tile must touch your garden along an edge</source>
        <translation>タイルは辺で庭に接していなければなりません</translation>
    </message>
    <message numerus="yes">
        <source>this would enclose %n empty space(s); a gap may hold at most 4</source>
        <translation>
            <numerusform>空きスペースを%n個囲むことになります。隙間は最大4スペースまでです</numerusform>
        </translation>
    </message>
    <message>
        <source>best card +%1</source>
        <translation>最良のカード+%1</translation>
    </message>
    <message>
        <source> · objective!</source>
        <translation> · 目標！</translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation>
            <numerusform>目標%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>you have taken your tile for this turn</source>
        <translation>このターンのタイルはもう取りました</translation>
    </message>
    <message numerus="yes">
        <source>the ring holds %n tile(s)</source>
        <translation>
            <numerusform>タイルの輪にはタイルが%n枚しかありません</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no tile to place now</source>
        <translation>今は置くタイルがありません</translation>
    </message>
    <message>
        <source>that is too far from your garden</source>
        <translation>そこは庭から離れすぎています</translation>
    </message>
    <message>
        <source>the tile fits in your garden, so it must be placed</source>
        <translation>タイルは庭に置けるので、置かなければなりません</translation>
    </message>
    <message>
        <source>there is nothing to pass now</source>
        <translation>今はパスできません</translation>
    </message>
    <message>
        <source>a card is played after the tile is placed</source>
        <translation>カードはタイルを置いた後にプレイします</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>そのカードは手札にありません</translation>
    </message>
    <message>
        <source>objectives are claimed after the card is played</source>
        <translation>目標はカードをプレイした後に獲得します</translation>
    </message>
    <message>
        <source>that objective is not on the board</source>
        <translation>その目標はボード上にありません</translation>
    </message>
    <message>
        <source>you already hold a %1 objective: one of each type for the whole game</source>
        <translation>すでに%1の目標を持っています：ゲームを通じて各タイプ1つまでです</translation>
    </message>
    <message>
        <source>the %1 group of this turn's tile is worth %2; this objective needs %3</source>
        <translation>このターンのタイルの%1のグループは%2ですが、この目標には%3が必要です</translation>
    </message>
    <message>
        <source>this objective needs a %1 placed this turn and %2 in your garden</source>
        <translation>この目標には、このターンに%1を配置し、庭に%2以上あることが必要です</translation>
    </message>
    <message>
        <source>the turn is not finished yet: play a card first</source>
        <translation>ターンはまだ終わっていません：先にカードをプレイしてください</translation>
    </message>
    <message>
        <source>that is not possible now</source>
        <translation>今はそれはできません</translation>
    </message>
    <message>
        <source>took the %1 tile (%2)</source>
        <translation>%1のタイル（%2）を取った</translation>
    </message>
    <message>
        <source>found the ring empty</source>
        <translation>タイルの輪が空だった</translation>
    </message>
    <message>
        <source>placed it</source>
        <translation>配置した</translation>
    </message>
    <message>
        <source>could not place it (it leaves the game)</source>
        <translation>配置できなかった（タイルはゲームから除外）</translation>
    </message>
    <message numerus="yes">
        <source>played %1 for %n point(s)</source>
        <translation>
            <numerusform>%1をプレイして%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 from Workers</source>
        <translation>労働者から+%1</translation>
    </message>
    <message>
        <source>claimed the objective %1</source>
        <translation>目標「%1」を獲得した</translation>
    </message>
    <message>
        <source>R%1 %2 %3.</source>
        <extracomment>a player's turn in the log: round, name, what they did.</extracomment>
        <translation>R%1 %2：%3。</translation>
    </message>
    <message>
        <source>End of game: the Master Gardener claims no more objectives.</source>
        <translation>ゲーム終了：マスター庭師はこれ以上目標を獲得しません。</translation>
    </message>
    <message>
        <source>End of game: the Master Gardener claims %1 (best sequences).</source>
        <translation>ゲーム終了：マスター庭師は%1を獲得します（最良のシーケンス）。</translation>
    </message>
    <message>
        <source>Master Gardener plays a card (%1). Current sequences: %2.</source>
        <translation>マスター庭師がカードをプレイします（%1）。現在のシーケンス：%2。</translation>
    </message>
    <message>
        <source>The card scores nothing (no scoring element): 0 points.</source>
        <translation>このカードは得点しません（スコアリング要素なし）：0ポイント。</translation>
    </message>
    <message>
        <source>%1 sequence %2</source>
        <translation>%1のシーケンス%2</translation>
    </message>
    <message numerus="yes">
        <source>The Flower token moves %n tile(s) clockwise</source>
        <translation>
            <numerusform>花トークンが時計回りにタイル%n枚分移動</numerusform>
        </translation>
    </message>
    <message>
        <source>He claims %1.</source>
        <translation>%1を獲得します。</translation>
    </message>
    <message>
        <source>R%1 %2</source>
        <extracomment>a line of the game log; R3 is round 3.</extracomment>
        <translation>R%1 %2</translation>
    </message>
    <message>
        <source>Master Gardener's turn: %1</source>
        <translation>マスター庭師のターン：%1</translation>
    </message>
    <message>
        <source>Game over — %1 wins.</source>
        <translation>ゲーム終了 — %1の勝ちです。</translation>
    </message>
    <message>
        <source>Game over — shared victory: %1.</source>
        <translation>ゲーム終了 — 勝利を分け合いました：%1。</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>画面を%1に渡してください。</translation>
    </message>
    <message>
        <source>%1 (computer, %2) is playing.</source>
        <translation>%1（コンピューター、%2）がプレイ中です。</translation>
    </message>
    <message>
        <source>%1: the ring is empty — press Pass to go on without a tile.</source>
        <extracomment>"Pass" is the label of the hand bar's button: use the same word</extracomment>
        <translation>%1：タイルの輪が空です — 「パス」を押して、タイルなしで続けてください。</translation>
    </message>
    <message>
        <source>%1: choose a tile — you have no coins, so only the 1st tile clockwise from the Flower token is offered.</source>
        <translation>%1：タイルを選んでください — コインがないので、花トークンから時計回りに1番目のタイルしか選べません。</translation>
    </message>
    <message>
        <source>%1: choose a tile — the 1st after the Flower token is free, skipping a tile costs 1 coin (you have %2).</source>
        <translation>%1：タイルを選んでください — 花トークンの次の1番目は無料、タイルのスキップは1枚につき1コインです（手持ち：%2）。</translation>
    </message>
    <message>
        <source>%1: this tile fits nowhere — press Pass; it leaves the game.</source>
        <extracomment>"Pass" is the label of the hand bar's button: use the same word</extracomment>
        <translation>%1：このタイルはどこにも置けません — 「パス」を押してください。タイルはゲームから除外されます。</translation>
    </message>
    <message>
        <source>%1: place the tile in your garden — R rotates, F turns over, click or Enter places, Esc puts it back.</source>
        <translation>%1：タイルを庭に置いてください — Rで回転、Fで裏返し、クリックかEnterで配置、Escで戻します。</translation>
    </message>
    <message>
        <source>%1: play a card (click or 1–%2) — hover a card to see its group and points; Undo takes the tile back.</source>
        <translation>%1：カードをプレイしてください（クリックまたは1～%2） — カードにマウスを合わせるとグループと得点が表示されます。「元に戻す」でタイルを戻せます。</translation>
    </message>
    <message>
        <source>%1: no objective qualifies this turn — press Done to end your turn.</source>
        <extracomment>"Done" is the label of the hand bar's button: use the same word</extracomment>
        <translation>%1：このターンに獲得できる目標はありません — 「完了」を押してターンを終了してください。</translation>
    </message>
    <message>
        <source>%1: claim a glowing objective (one per type for the whole game), then press Done.</source>
        <extracomment>"Done" is the label of the hand bar's button: use the same word</extracomment>
        <translation>%1：光っている目標を獲得して（各タイプはゲームを通じて1つまで）、「完了」を押してください。</translation>
    </message>
    <message>
        <source>Take the 1st tile after the Flower token (free)</source>
        <translation>花トークンの次の1番目のタイルを取る（無料）</translation>
    </message>
    <message numerus="yes">
        <source>Take the %1 tile after the Flower token (%n coin(s))</source>
        <translation>
            <numerusform>花トークンから%1のタイルを取る（%nコイン）</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay the tile where the garden now shows it</source>
        <translation>庭に表示されている場所にタイルを置く</translation>
    </message>
    <message>
        <source>Pass: the tile fits nowhere</source>
        <translation>パス：タイルはどこにも置けない</translation>
    </message>
    <message>
        <source>Claim the %1</source>
        <translation>%1を獲得</translation>
    </message>
    <message>
        <source>End your turn (Done)</source>
        <translation>ターンを終える（「完了」）</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>ヒント：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>joins the items of a list ("purple 2, red 0, white 1").</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer player</comment>
        <translation>かんたん</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>computer player</comment>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer player</comment>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>computer player</comment>
        <translation>貪欲</translation>
    </message>
    <message>
        <source>random</source>
        <comment>computer player</comment>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a count of tulips and their colour: 2 purple</comment>
        <translation>%2%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a row of a Master Gardener card: purple 2</comment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>%1, +%n coin(s)</source>
        <extracomment>%1 is the gaps a placement filled, then the coins their Workers earn.</extracomment>
        <translation>
            <numerusform>%1、+%nコイン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>skipping %n tile(s) costs as many coins; you have %1</source>
        <translation>
            <numerusform>タイルを%n枚スキップするには同じ数のコインが必要です（手持ち：%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>took the %1 tile (%2), paying %3, picked up %4</source>
        <extracomment>a clause of a log line after the player's name: R2 Ada took the 2nd tile (…), …</extracomment>
        <translation>%1のタイル（%2）を取り、%3を支払って%4を受け取った</translation>
    </message>
    <message>
        <source>took the %1 tile (%2), paying %3</source>
        <translation>%1のタイル（%2）を取り、%3を支払った</translation>
    </message>
    <message>
        <source>took the %1 tile (%2), picked up %3</source>
        <translation>%1のタイル（%2）を取り、%3を受け取った</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a sequence of the Master Gardener: purple 2</comment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>He scores %n point(s) (%1, 2 per element).</source>
        <translation>
            <numerusform>%nポイントを得点します（%1、要素1つにつき2）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He scores %n point(s) (%1, 1 per element each).</source>
        <translation>
            <numerusform>%nポイントを得点します（%1、それぞれ要素1つにつき1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>He collects %1 (+%2 from Workers).</source>
        <translation>%1を集めます（労働者から+%2）。</translation>
    </message>
    <message>
        <source>He collects %1.</source>
        <translation>%1を集めます。</translation>
    </message>
    <message numerus="yes">
        <source>The Flower token moves %n tile(s) clockwise, leaving %1 on skipped tiles, he takes %2</source>
        <translation>
            <numerusform>花トークンが時計回りにタイル%n枚分移動（スキップしたタイルの隣に%1を置き、%2を取る）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Flower token moves %n tile(s) clockwise, leaving %1 on skipped tiles</source>
        <translation>
            <numerusform>花トークンが時計回りにタイル%n枚分移動（スキップしたタイルの隣に%1を置く）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Flower token moves %n tile(s) clockwise, he takes %1</source>
        <translation>
            <numerusform>花トークンが時計回りにタイル%n枚分移動（%1を取る）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; he discards the tile it lands on (%2); the bag refills the ring.</source>
        <extracomment>%1: the Flower token's move, %2: the tile he discards</extracomment>
        <translation>%1。止まったタイル（%2）を捨て、袋からタイルの輪に補充します。</translation>
    </message>
    <message>
        <source>%1; he discards the tile it lands on (%2); the bag is empty.</source>
        <translation>%1。止まったタイル（%2）を捨てます。袋は空です。</translation>
    </message>
    <message>
        <source>%1; the bag refills the ring.</source>
        <translation>%1。袋からタイルの輪に補充します。</translation>
    </message>
    <message>
        <source>%1; the bag is empty.</source>
        <translation>%1。袋は空です。</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins the names of the winners</comment>
        <translation>と</translation>
    </message>
    <message>
        <source>New game (seed %1): %2 against the Master Gardener.</source>
        <translation>新しいゲーム（シード%1）：%2対マスター庭師。</translation>
    </message>
    <message numerus="yes">
        <source>New game (seed %1): %n player(s), %2 starts.</source>
        <translation>
            <numerusform>新しいゲーム（シード%1）：%n人、スタートプレイヤーは%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>place in the ranking</comment>
        <translation>%1位</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>place in the ranking</comment>
        <translation>%1位</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>place in the ranking</comment>
        <translation>%1位</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>place in the ranking</comment>
        <translation>%1位</translation>
    </message>
    <message>
        <source>placed it turned over</source>
        <translation>裏返して配置した</translation>
    </message>
    <message>
        <source>%1 (computer, %2) %3.</source>
        <extracomment>a computer player's step on the table: "Rosa (computer, medium) took the 2nd tile …"</extracomment>
        <translation>%1（コンピューター、%2）：%3。</translation>
    </message>
    <message>
        <source>%1: this face of the tile fits nowhere in your garden — press F to turn the tile over.</source>
        <translation>%1：タイルのこの面は庭のどこにも置けません — Fを押してタイルを裏返してください。</translation>
    </message>
    <message>
        <source>%1: place the tile in your garden — R rotates, F turns over, click or Enter places.</source>
        <translation>%1：タイルを庭に置いてください — Rで回転、Fで裏返し、クリックかEnterで配置します。</translation>
    </message>
    <message>
        <source>%1: play a card (click or 1–%2) — hover a card to see its group and points.</source>
        <translation>%1：カードをプレイしてください（クリックまたは1～%2） — カードにマウスを合わせるとグループと得点が表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) with %1</source>
        <translation>
            <numerusform>%1のカードで%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>%1 paid</source>
        <translation>%1の支払い</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>得点なし</translation>
    </message>
    <message>
        <source>%1; it qualifies for %2</source>
        <translation>%1。獲得できる目標：%2</translation>
    </message>
    <message>
        <source>This turn, at its best place: %1.</source>
        <translation>このターン（最適な場所に置いた場合）：%1。</translation>
    </message>
    <message>
        <source>This turn: it fits nowhere in your garden.</source>
        <translation>このターン：庭のどこにも置けません。</translation>
    </message>
    <message>
        <source>This turn: %1.</source>
        <translation>このターン：%1。</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1のカードをプレイ</translation>
    </message>
    <message numerus="yes">
        <source>This turn: %n point(s).</source>
        <translation>
            <numerusform>このターン：%nポイント。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This turn: %n point(s) at the end of the game.</source>
        <translation>
            <numerusform>このターン：ゲーム終了時に%nポイント。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rest of the game: about %n point(s) better than the next choice (the computer's trial games).</source>
        <translation>
            <numerusform>残りのゲーム：次善の手より約%nポイント有利（コンピューターの試行ゲームによる）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>art</name>
    <message>
        <source>circle</source>
        <translation>円</translation>
    </message>
    <message>
        <source>square</source>
        <translation>正方形</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>三角形</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>ひし形</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>六角形</translation>
    </message>
    <message>
        <source>star</source>
        <translation>星</translation>
    </message>
    <message>
        <source>Master Gardener</source>
        <translation>マスター庭師</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>player colour</comment>
        <translation>黄色</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>player colour</comment>
        <translation>青</translation>
    </message>
    <message>
        <source>pink</source>
        <comment>player colour</comment>
        <translation>ピンク</translation>
    </message>
    <message>
        <source>green</source>
        <comment>player colour</comment>
        <translation>緑</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Render to a PNG and exit.</source>
        <translation>PNGに描画して終了します。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Seed of the deal.</source>
        <translation>配りのシード。</translation>
    </message>
    <message>
        <source>Turns to play first.</source>
        <translation>先にプレイするターン数。</translation>
    </message>
    <message>
        <source>Solo against the Master Gardener.</source>
        <translation>マスター庭師とのソロ。</translation>
    </message>
    <message>
        <source>Hotseat players (2-4).</source>
        <translation>ホットシートのプレイヤー数（2～4）。</translation>
    </message>
    <message>
        <source>The view of --screenshot: %1.</source>
        <translation>--screenshotで撮る画面：%1。</translation>
    </message>
    <message>
        <source>Window size, e.g. 1024x700.</source>
        <translation>ウィンドウサイズ（例：1024x700）。</translation>
    </message>
    <message>
        <source>Screenshot in the colour-blind-safe colours.</source>
        <translation>色覚に配慮した配色でスクリーンショットを撮ります。</translation>
    </message>
    <message>
        <source>Use the component data in DIR (as frosted-blooms-cli --data).</source>
        <translation>DIRのコンポーネントデータを使います（frosted-blooms-cli --dataと同じ）。</translation>
    </message>
    <message>
        <source>Screenshot of the balance view: games to play.</source>
        <translation>バランスラボのスクリーンショット：プレイするゲーム数。</translation>
    </message>
    <message>
        <source>Screenshot of the balance view: data set B (a folder) for an A / B run.</source>
        <translation>バランスラボのスクリーンショット：A / B実行用のデータセットB（フォルダー）。</translation>
    </message>
    <message>
        <source>Screenshot of the balance view: the tab shown (%1).</source>
        <translation>バランスラボのスクリーンショット：表示するタブ（%1）。</translation>
    </message>
    <message>
        <source>Frosted Blooms, a tile-laying garden game</source>
        <translation>フロステッド・ブルーム — 庭をつくるタイル配置ゲーム</translation>
    </message>
    <message>
        <source>cannot load the component data: %1</source>
        <translation>コンポーネントのデータを読み込めません：%1</translation>
    </message>
    <message>
        <source>Screenshot of the daily garden (--view daily): the day shown.</source>
        <translation>日替わりの庭のスクリーンショット（--view daily）：表示する日。</translation>
    </message>
    <message>
        <source>Screenshot of the guided game (--view tutorial): at its N-th explanation.</source>
        <translation>ガイド付きゲームのスクリーンショット（--view tutorial）：N番目の説明の時点。</translation>
    </message>
    <message>
        <source>Screenshot of a puzzle (--view puzzle): its id in the list, or a file.</source>
        <translation>パズルのスクリーンショット（--view puzzle）：一覧でのID、またはファイル。</translation>
    </message>
    <message>
        <source>--date must be a day such as 2026-12-02, not “%1”.</source>
        <translation>--dateには2026-12-02のような日付を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--date goes with --screenshot.</source>
        <translation>--dateは--screenshotと一緒に使います。</translation>
    </message>
</context>
</TS>