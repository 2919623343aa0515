<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>BlossomsDailyDialog</name>
    <message>
        <source>Daily Blossoms</source>
        <translation>日替わりBlossoms</translation>
    </message>
    <message>
        <source>Today’s deal is the same for every player of Blossoms %1. %2, play it against %3, a computer player of medium level.</source>
        <translation>今日の配りは、Blossoms %1のすべてのプレイヤーに共通です。%2さん、レベル「ふつう」のコンピュータープレイヤー%3と対戦してください。</translation>
    </message>
    <message>
        <source>Attempts left today: %1 of %2.</source>
        <translation>今日の残りの挑戦：%1/%2回。</translation>
    </message>
    <message>
        <source>Your best today: %1 points, and a win.</source>
        <translation>今日の最高：%1ポイント、勝利あり。</translation>
    </message>
    <message>
        <source>Your best today: %1 points.</source>
        <translation>今日の最高：%1ポイント。</translation>
    </message>
    <message>
        <source>No result yet today.</source>
        <translation>今日の結果はまだありません。</translation>
    </message>
    <message>
        <source>Come back tomorrow for a new deal.</source>
        <translation>明日また新しい配りで遊んでください。</translation>
    </message>
    <message>
        <source>&amp;Play today’s deal</source>
        <translation>今日の配りをプレイ(&amp;P)</translation>
    </message>
</context>
<context>
    <name>BlossomsFiles</name>
    <message>
        <source>Cannot open “%1”: %2.</source>
        <translation>「%1」を開けません：%2。</translation>
    </message>
    <message>
        <source>Cannot create the folder “%1”.</source>
        <translation>フォルダー「%1」を作成できません。</translation>
    </message>
</context>
<context>
    <name>BlossomsNewGameDialog</name>
    <message>
        <source>New game — Blossoms</source>
        <translation>新しいゲーム — Blossoms</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>The game to play. Choose another game to set it up in its own window.</source>
        <translation>遊ぶゲームです。別のゲームを選ぶと、そのゲームのウィンドウで準備します。</translation>
    </message>
    <message>
        <source>Players (in the order of the table)</source>
        <translation>プレイヤー（卓の順番）</translation>
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
        <source>Who plays for player %1</source>
        <translation>プレイヤー%1をプレイする人</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the table, or the computer (easy for children and first games, medium a solid player, hard a strong opponent).</source>
        <translation>この席を誰がプレイするか：卓にいる人か、コンピューター（「かんたん」は子どもや初めてのゲーム向け、「ふつう」は手堅いプレイヤー、「むずかしい」は強い相手）。</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <source>&amp;Children’s game: tokens only protect, no tools</source>
        <translation>子ども向け：トークンは守るだけ、道具なし(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Advanced: a token and its tool may come before the Growth</source>
        <translation>上級：トークンと道具を成長の前に使ってもよい(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Longer game: a match of three games, points added up</source>
        <translation>長めのゲーム：3ゲームのマッチで、ポイントを合計(&amp;L)</translation>
    </message>
    <message>
        <source>Show the &amp;odds before each Growth (for learners)</source>
        <translation>成長の前に確率を表示（練習向け）(&amp;O)</translation>
    </message>
    <message>
        <source>Before each Growth, the chance that the next card brings bad luck or kills a flower, counted over the cards you have not seen.</source>
        <translation>成長の前に、次のカードが不運になる確率と花を枯らす確率を、まだ見ていないカードから計算して表示します。</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>スタートプレイヤー：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード：</translation>
    </message>
    <message>
        <source>random — type a number for a reproducible deal</source>
        <translation>ランダム — 同じ配りを再現するには数値を入力</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>ランダムに決める</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
</context>
<context>
    <name>BlossomsRecordWindow</name>
    <message>
        <source>The garden at this step</source>
        <translation>このステップの庭</translation>
    </message>
    <message>
        <source>Every action of the game</source>
        <translation>ゲームのすべてのアクション</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>« First</source>
        <translation>« 最初</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 再生</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Last »</source>
        <translation>最後 »</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速さ：</translation>
    </message>
    <message>
        <source>The deal, %1 players.</source>
        <translation>配り：%1人。</translation>
    </message>
    <message>
        <source>%1. %2 %3.</source>
        <translation>%1. %2は%3。</translation>
    </message>
    <message>
        <source>The cards of %1</source>
        <translation>%1のカード</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ%1/%2</translation>
    </message>
    <message>
        <source>The end.</source>
        <translation>終了。</translation>
    </message>
    <message>
        <source>%1: rank %2, %3 points</source>
        <translation>%1：%2位、%3ポイント</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ 一時停止</translation>
    </message>
</context>
<context>
    <name>BlossomsRulesDialog</name>
    <message>
        <source>Rules — Blossoms</source>
        <translation>ルール — Blossoms</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>ゲームの目的</translation>
    </message>
    <message>
        <source>Cards and pots</source>
        <translation>カードと鉢</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたのターン</translation>
    </message>
    <message>
        <source>Growth: push your luck</source>
        <translation>成長：運を試す</translation>
    </message>
    <message>
        <source>Plant, Cut and Pass</source>
        <translation>植える、切る、パス</translation>
    </message>
    <message>
        <source>Tokens and tools</source>
        <translation>トークンと道具</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Scoring and who wins</source>
        <translation>得点と勝者の決定</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>わかること</translation>
    </message>
    <message>
        <source>Blossoms — how to play</source>
        <translation>Blossoms — 遊び方</translation>
    </message>
    <message>
        <source>Grow flowers in four pots by drawing cards, and cut them before your luck runs out. Each card you draw grows the flower of its type; a card with nowhere to go ends your turn, and a seventh card kills a flower. Cut a tall flower to keep it as a set: at the end, the taller your sets and the more different flowers you have, the more you score. For 2 or 3 players.</source>
        <translation>カードを引いて4つの鉢で花を育て、運が尽きる前に切り取りましょう。引いたカードは同じ種類の花を成長させます。行き場のないカードを引くとターンが終わり、7枚目のカードは花を枯らします。高く育った花を切ると花束として手元に残ります。最後に、花束が高いほど、そして違う種類の花が多いほど、得点が高くなります。2～3人用です。</translation>
    </message>
    <message>
        <source>The six flowers: rose, iris, tulip, poppy, sweet pea, schizostylis</source>
        <translation>6種類の花：バラ、アイリス、チューリップ、ヒナゲシ、スイートピー、シゾスティリス</translation>
    </message>
    <message>
        <source>There are 54 cards, 9 of each of six flowers. A flower in a pot is its stack of cards: its &lt;b&gt;height&lt;/b&gt; is the number of cards, its type the type of the top card. No two pots ever show the same flower, and a flower never has more than %1 cards.</source>
        <translation>カードは54枚で、6種類の花が9枚ずつあります。鉢の花はカードの山です。その&lt;b&gt;高さ&lt;/b&gt;はカードの枚数で、種類は一番上のカードの種類です。2つの鉢に同じ花が並ぶことはなく、花のカードが%1枚を超えることはありません。</translation>
    </message>
    <message>
        <source>The four pots, each with its tool: Pruner, Watering Can, Fence and Rake</source>
        <translation>4つの鉢と、それぞれの道具：剪定ばさみ、じょうろ、フェンス、熊手</translation>
    </message>
    <message numerus="yes">
        <source>At the start each pot has one card of a different flower, one card goes unseen into the box, and each player holds %n card(s) in hand.</source>
        <translation>
            <numerusform>はじめに、各鉢に違う花のカードを1枚ずつ置き、1枚を見ないまま箱に戻し、各プレイヤーは手札を%n枚持ちます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your token from your previous turn, if you placed one, goes to the box. Then you &lt;b&gt;must grow&lt;/b&gt; once. After that you may, in any order:</source>
        <translation>前のターンにトークンを置いていたら、そのトークンは箱に戻ります。次に、&lt;b&gt;必ず1回成長&lt;/b&gt;させます。そのあとは、好きな順番で次のことができます：</translation>
    </message>
    <message>
        <source>&lt;b&gt;grow&lt;/b&gt; again, as often as you dare;</source>
        <translation>もう一度&lt;b&gt;成長&lt;/b&gt;させる（何度でも、勇気があるだけ）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;plant&lt;/b&gt; a card from your hand — once a turn;</source>
        <translation>手札からカードを1枚&lt;b&gt;植える&lt;/b&gt; — 1ターンに1回。</translation>
    </message>
    <message>
        <source>put a &lt;b&gt;token&lt;/b&gt; on a pot and use its &lt;b&gt;tool&lt;/b&gt; — once a turn;</source>
        <translation>鉢に&lt;b&gt;トークン&lt;/b&gt;を置いて、その&lt;b&gt;道具&lt;/b&gt;を使う — 1ターンに1回。</translation>
    </message>
    <message>
        <source>&lt;b&gt;cut&lt;/b&gt; a flower, which ends your turn;</source>
        <translation>花を&lt;b&gt;切る&lt;/b&gt;（ターンが終わります）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;pass&lt;/b&gt;, which ends your turn.</source>
        <translation>&lt;b&gt;パス&lt;/b&gt;する（ターンが終わります）。</translation>
    </message>
    <message>
        <source>Your turn ends only after a Cut, a Pass, bad luck, or a flower&apos;s death.</source>
        <translation>ターンが終わるのは、切ったとき、パスしたとき、不運のとき、花が枯れたときだけです。</translation>
    </message>
    <message>
        <source>A tulip of height 4: the next tulip makes it 5</source>
        <translation>高さ4のチューリップ：次のチューリップで5になります</translation>
    </message>
    <message>
        <source>Draw the top card of the deck and show it. It goes &lt;b&gt;on the pot of its flower&lt;/b&gt; if there is one: the flower grows. Otherwise, into an &lt;b&gt;empty pot&lt;/b&gt; as a new flower (you choose which if there are several). Otherwise you have &lt;b&gt;bad luck&lt;/b&gt;: the card is discarded and your turn ends.</source>
        <translation>山札の一番上のカードを引いて、みんなに見せます。そのカードは、同じ花の鉢があれば&lt;b&gt;その鉢の上&lt;/b&gt;に置かれ、花が成長します。なければ、新しい花として&lt;b&gt;空いている鉢&lt;/b&gt;に置かれます（空いている鉢が複数あれば選べます）。どちらもなければ&lt;b&gt;不運&lt;/b&gt;です：カードは捨て札になり、ターンが終わります。</translation>
    </message>
    <message>
        <source>A rose of height 6: one more rose would be its seventh card</source>
        <translation>高さ6のバラ：もう1枚バラが来ると7枚目になります</translation>
    </message>
    <message>
        <source>&lt;b&gt;The seventh card:&lt;/b&gt; a card drawn for a flower that already has %1 cards kills it — its cards and the drawn card are discarded, the pot is empty and your turn ends.</source>
        <translation>&lt;b&gt;7枚目のカード：&lt;/b&gt;すでに%1枚ある花のためにカードを引くと、その花は枯れます — その花のカードと引いたカードは捨て札になり、鉢は空になって、ターンが終わります。</translation>
    </message>
    <message>
        <source>A flower that died</source>
        <translation>枯れた花</translation>
    </message>
    <message>
        <source>The program can show the odds before each Growth: the chance of bad luck and of a death, counted over the cards you have not seen.</source>
        <translation>成長の前に、不運になる確率と花が枯れる確率を表示できます。まだ見ていないカードから計算します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plant:&lt;/b&gt; once a turn, after your Growth, put a card from your hand on top of the pot of the same flower if it has fewer than %1 cards. You draw no card to replace it.</source>
        <translation>&lt;b&gt;植える：&lt;/b&gt;1ターンに1回、成長のあとで、手札のカードを同じ花の鉢の上に置きます（その鉢のカードが%1枚未満のとき）。代わりのカードは引きません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cut:&lt;/b&gt; after your Growth, take every card of a pot with at least %1 cards on which no other player&apos;s token lies. They are your &lt;b&gt;set&lt;/b&gt;; your turn ends. &lt;b&gt;Pass&lt;/b&gt; ends your turn without cutting.</source>
        <translation>&lt;b&gt;切る：&lt;/b&gt;成長のあとで、カードが%1枚以上あり、ほかのプレイヤーのトークンが置かれていない鉢のカードをすべて取ります。それがあなたの&lt;b&gt;花束&lt;/b&gt;になり、ターンが終わります。&lt;b&gt;パス&lt;/b&gt;すると、切らずにターンを終えます。</translation>
    </message>
    <message>
        <source>The Watering Can, the Fence, the Rake, the Pruner, and a token</source>
        <translation>じょうろ、フェンス、熊手、剪定ばさみ、そしてトークン</translation>
    </message>
    <message>
        <source>Once a turn, after your Growth, you may put a token on a pot without one. Until your next turn, no other player may cut that pot, and this turn you may use its tool once:</source>
        <translation>1ターンに1回、成長のあとで、トークンのない鉢にトークンを置けます。あなたの次のターンまで、ほかのプレイヤーはその鉢を切れません。また、このターンにその鉢の道具を1回使えます：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Watering Can:&lt;/b&gt; put a card of any flower from your hand at the bottom of any pot that has a flower; it now counts as that flower.</source>
        <translation>&lt;b&gt;じょうろ：&lt;/b&gt;手札のどの花のカードでも、花のある鉢の一番下に置きます。その鉢はそのカードの花として数えます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fence:&lt;/b&gt; the first bad luck or death this turn is ignored: only the drawn card is discarded and your turn goes on.</source>
        <translation>&lt;b&gt;フェンス：&lt;/b&gt;このターン最初の不運または枯れを無効にします。引いたカードだけが捨て札になり、ターンは続きます。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Rake:&lt;/b&gt; look at the top %n card(s) of the deck and put them back in any order. Only you see them.</source>
        <translation>
            <numerusform>&lt;b&gt;熊手：&lt;/b&gt;山札の上から%n枚を見て、好きな順番で戻します。見られるのはあなただけです。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Pruner:&lt;/b&gt; draw the top card of the deck into your hand, unseen.</source>
        <translation>&lt;b&gt;剪定ばさみ：&lt;/b&gt;山札の一番上のカードを、誰にも見せずに手札に加えます。</translation>
    </message>
    <message>
        <source>Tokens you never play break ties at the end.</source>
        <translation>使わなかったトークンは、最後に同点を決めるのに使います。</translation>
    </message>
    <message>
        <source>When the deck&apos;s last card is drawn, that player finishes the turn without growing. Then every later player has one &lt;b&gt;final turn&lt;/b&gt; with no Growth (plant, cut or pass; a token only on the Watering Can&apos;s pot), so everybody has had as many turns.</source>
        <translation>山札の最後のカードが引かれたら、そのプレイヤーは成長なしでターンを終えます。そのあと、残りのプレイヤーは成長なしの&lt;b&gt;最終ターン&lt;/b&gt;を1回ずつ行います（植える、切る、パス。トークンはじょうろの鉢にだけ置けます）。こうして全員のターン数がそろいます。</translation>
    </message>
    <message>
        <source>Each set scores by its height:</source>
        <translation>花束は高さに応じて得点になります：</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>And the number of different flowers among your sets scores:</source>
        <translation>さらに、花束の中の花の種類の数でも得点します：</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花</translation>
    </message>
    <message>
        <source>The highest total wins; on equal totals, the most unplayed tokens; still equal, the victory is shared. Cards in hand score nothing.</source>
        <translation>合計が最も高い人が勝ちです。同点なら、使わなかったトークンが多い人が勝ちです。それも同じなら、勝利を分け合います。手札のカードは得点になりません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Children&apos;s game:&lt;/b&gt; tokens only protect their pot; there are no tools.</source>
        <translation>&lt;b&gt;子ども向け：&lt;/b&gt;トークンは鉢を守るだけで、道具はありません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Advanced:&lt;/b&gt; a token and its tool may also come before your Growth.</source>
        <translation>&lt;b&gt;上級：&lt;/b&gt;トークンとその道具を、成長の前に使うこともできます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Longer game:&lt;/b&gt; a match of three games; the points add up, and the player with the fewest points starts the next game.</source>
        <translation>&lt;b&gt;長めのゲーム：&lt;/b&gt;3ゲームのマッチです。ポイントは合計され、ポイントが最も少ないプレイヤーが次のゲームを始めます。</translation>
    </message>
    <message>
        <source>Everybody sees the pots, the tokens, the sets, the discard pile, every card a Growth draws, and how many cards each hand and the deck hold. Only you know your hand and, after your Rake, the cards on top of the deck.</source>
        <translation>鉢、トークン、花束、捨て札、成長で引いたすべてのカード、各プレイヤーの手札と山札の枚数は、全員に見えます。あなたの手札と、熊手を使ったあとの山札の上のカードは、あなただけが知っています。</translation>
    </message>
</context>
<context>
    <name>BlossomsSeat</name>
    <message>
        <source>easy</source>
        <translation>かんたん</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>むずかしい</translation>
    </message>
</context>
<context>
    <name>BlossomsSession</name>
    <message>
        <source>Blossoms is for 2 or 3 players, not %1.</source>
        <translation>Blossomsは2～3人用です（%1人ではできません）。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>すべてのプレイヤーに名前が必要です。</translation>
    </message>
    <message>
        <source>Two players are called “%1”: each needs a name of their own.</source>
        <translation>「%1」という名前のプレイヤーが2人います：それぞれ別の名前にしてください。</translation>
    </message>
    <message>
        <source>There is no game on the table.</source>
        <translation>卓上にゲームがありません。</translation>
    </message>
    <message>
        <source>Confirm the hand-over first.</source>
        <translation>先に交代を確認してください。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたのターンではありません。</translation>
    </message>
    <message>
        <source>Put back the cards you raked, each once.</source>
        <translation>熊手で見たカードを、1枚ずつすべて戻してください。</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>ゲームを開始できません：%1</translation>
    </message>
    <message>
        <source>Cannot start the game: %1.</source>
        <translation>ゲームを開始できません：%1。</translation>
    </message>
    <message>
        <source>There is no game to restart.</source>
        <translation>やり直すゲームがありません。</translation>
    </message>
    <message>
        <source>There is no next game of a match to play.</source>
        <translation>マッチの次のゲームはありません。</translation>
    </message>
    <message>
        <source>The computer player %1 chose an action the rules refuse: %2</source>
        <translation>コンピュータープレイヤー%1が、ルールで認められないアクションを選びました：%2</translation>
    </message>
    <message>
        <source>cut the %1</source>
        <translation>%1を切る</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>ヒント：%1。</translation>
    </message>
    <message>
        <source>Hint: %1: %2.</source>
        <translation>ヒント：%1：%2。</translation>
    </message>
    <message>
        <source>%1 points now; %2% bad luck if you grow again</source>
        <translation>今なら%1ポイント。もう一度成長させると%2%の確率で不運</translation>
    </message>
    <message>
        <source>%1% bad luck, %2% good growth</source>
        <translation>不運%1%、うまく成長%2%</translation>
    </message>
    <message>
        <source>%1% bad luck if you grow again</source>
        <translation>もう一度成長させると%1%の確率で不運</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>保存するゲームがありません。</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました：%1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1ポイント</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1ポイント</translation>
    </message>
    <message>
        <source>Watering can</source>
        <translation>じょうろ</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>フェンス</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>熊手</translation>
    </message>
    <message>
        <source>Pruner</source>
        <translation>剪定ばさみ</translation>
    </message>
    <message>
        <source>grew</source>
        <translation>成長させた</translation>
    </message>
    <message>
        <source>grow</source>
        <translation>成長させる</translation>
    </message>
    <message>
        <source>planted the %1 in pot %2</source>
        <translation>%1を鉢%2に植えた</translation>
    </message>
    <message>
        <source>plant the %1 in pot %2</source>
        <translation>%1を鉢%2に植える</translation>
    </message>
    <message>
        <source>planted %1 in pot %2</source>
        <translation>%1を鉢%2に植えた</translation>
    </message>
    <message>
        <source>plant %1 in pot %2</source>
        <translation>%1を鉢%2に植える</translation>
    </message>
    <message>
        <source>cut the %1 (%2 cards, %3)</source>
        <translation>%1を切る（%2枚、%3）</translation>
    </message>
    <message>
        <source>placed a token on pot %1</source>
        <translation>鉢%1にトークンを置いた</translation>
    </message>
    <message>
        <source>place a token on pot %1</source>
        <translation>鉢%1にトークンを置く</translation>
    </message>
    <message>
        <source>placed a token on pot %1 (%2)</source>
        <translation>鉢%1にトークンを置いた（%2）</translation>
    </message>
    <message>
        <source>place a token on pot %1 (%2)</source>
        <translation>鉢%1にトークンを置く（%2）</translation>
    </message>
    <message>
        <source>watered pot %1 with %2</source>
        <translation>鉢%1に%2で水をやった</translation>
    </message>
    <message>
        <source>water pot %1 with %2</source>
        <translation>鉢%1に%2で水をやる</translation>
    </message>
    <message>
        <source>took a card with the Pruner</source>
        <translation>剪定ばさみでカードを1枚取った</translation>
    </message>
    <message>
        <source>take a card with the Pruner</source>
        <translation>剪定ばさみでカードを1枚取る</translation>
    </message>
    <message>
        <source>looked at the top cards with the Rake</source>
        <translation>熊手で山札の上のカードを見た</translation>
    </message>
    <message>
        <source>look at the top cards with the Rake</source>
        <translation>熊手で山札の上のカードを見る</translation>
    </message>
    <message>
        <source>put the raked cards back</source>
        <translation>熊手で見たカードを戻す</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>パスした</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パスする</translation>
    </message>
    <message>
        <source>drew %1: the %2 grows to %3</source>
        <translation>%1を引いた：%2が高さ%3に成長</translation>
    </message>
    <message>
        <source>drew %1: it is planted in pot %2</source>
        <translation>%1を引いた：鉢%2に植えられた</translation>
    </message>
    <message>
        <source>drew %1: it goes into an empty pot of your choice</source>
        <translation>%1を引いた：好きな空き鉢に置く</translation>
    </message>
    <message>
        <source>drew %1: bad luck, no pot for it — the turn ends</source>
        <translation>%1を引いた：不運、置き場所がない — ターン終了</translation>
    </message>
    <message>
        <source>drew %1: the %2 died (card %3 is one too many)</source>
        <translation>%1を引いた：%2が枯れた（%3枚目は多すぎる）</translation>
    </message>
    <message>
        <source>drew %1: the Fence saved the turn</source>
        <translation>%1を引いた：フェンスがターンを守った</translation>
    </message>
    <message>
        <source>the %1 in pot %2 grows to %3</source>
        <translation>鉢%2の%1が高さ%3に成長</translation>
    </message>
    <message>
        <source>%1 went face down into your hand</source>
        <translation>%1が裏向きであなたの手札に入った</translation>
    </message>
    <message>
        <source>a card went face down into the hand</source>
        <translation>カードが1枚、裏向きで手札に入った</translation>
    </message>
    <message>
        <source>that was the last card of the deck</source>
        <translation>山札の最後のカードだった</translation>
    </message>
    <message>
        <source>the turn ends</source>
        <translation>ターン終了</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1&apos;s tokens went back to the box.</source>
        <translation>%1のトークンが箱に戻りました。</translation>
    </message>
    <message>
        <source>Final turn for %1.</source>
        <translation>%1の最終ターンです。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>The drawn %1 must first go into one of the empty pots.</source>
        <translation>引いた%1は、まず空いている鉢のどれかに置く必要があります。</translation>
    </message>
    <message>
        <source>Pot %1 is not empty.</source>
        <translation>鉢%1は空いていません。</translation>
    </message>
    <message>
        <source>Put the raked cards back on the deck first.</source>
        <translation>先に、熊手で見たカードを山札に戻してください。</translation>
    </message>
    <message>
        <source>Put back the %1 raked cards, each once.</source>
        <translation>熊手で見た%1枚のカードを、1枚ずつすべて戻してください。</translation>
    </message>
    <message>
        <source>No drawn card waits for a pot.</source>
        <translation>鉢を待っている引いたカードはありません。</translation>
    </message>
    <message>
        <source>No raked cards wait to be put back.</source>
        <translation>戻すのを待っている熊手のカードはありません。</translation>
    </message>
    <message>
        <source>Plant, Cut and Pass come after the turn&apos;s Growth.</source>
        <translation>植える、切る、パスは、そのターンの成長のあとです。</translation>
    </message>
    <message>
        <source>The turn starts with a Growth.</source>
        <translation>ターンは成長から始まります。</translation>
    </message>
    <message>
        <source>A final turn has no Growth.</source>
        <translation>最終ターンには成長がありません。</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>山札が空です。</translation>
    </message>
    <message>
        <source>A turn has one Plant.</source>
        <translation>植えられるのは1ターンに1回です。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <source>Pot %1 is empty.</source>
        <translation>鉢%1は空です。</translation>
    </message>
    <message>
        <source>The %1 is not the flower of pot %2.</source>
        <translation>%1は鉢%2の花ではありません。</translation>
    </message>
    <message>
        <source>Pot %1 already holds %2 cards.</source>
        <translation>鉢%1にはすでに%2枚あります。</translation>
    </message>
    <message>
        <source>Pot %1 holds fewer than %2 cards: too short to cut.</source>
        <translation>鉢%1は%2枚未満です：切るには低すぎます。</translation>
    </message>
    <message>
        <source>Pot %1 carries %2&apos;s token.</source>
        <translation>鉢%1には%2のトークンがあります。</translation>
    </message>
    <message>
        <source>A turn has one token.</source>
        <translation>トークンは1ターンに1個です。</translation>
    </message>
    <message>
        <source>You have no token left.</source>
        <translation>トークンが残っていません。</translation>
    </message>
    <message>
        <source>Pot %1 already carries a token.</source>
        <translation>鉢%1にはすでにトークンがあります。</translation>
    </message>
    <message>
        <source>A final turn has no token in the children&apos;s variant.</source>
        <translation>子ども向けバリアントでは、最終ターンにトークンを置けません。</translation>
    </message>
    <message>
        <source>In a final turn a token goes only on the Watering can&apos;s pot.</source>
        <translation>最終ターンでは、トークンはじょうろの鉢にだけ置けます。</translation>
    </message>
    <message>
        <source>No tool is used in the children&apos;s variant.</source>
        <translation>子ども向けバリアントでは道具を使いません。</translation>
    </message>
    <message>
        <source>A tool is used in the turn your token goes on its pot.</source>
        <translation>道具は、その鉢にトークンを置いたターンに使います。</translation>
    </message>
    <message>
        <source>The token&apos;s tool has one use.</source>
        <translation>トークンの道具は1回だけ使えます。</translation>
    </message>
    <message>
        <source>That is not an action of this game.</source>
        <translation>このゲームのアクションではありません。</translation>
    </message>
</context>
<context>
    <name>BlossomsSettingsDialog</name>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>すぐ</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>1ステップずつ</translation>
    </message>
    <message>
        <source>Configure — Blossoms</source>
        <translation>設定 — Blossoms</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
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
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>文字サイズ</translation>
    </message>
    <message>
        <source>Every flower has a drawing and a corner sign of its own besides its colour, and every token its player&apos;s initial: no colour needs telling apart.</source>
        <translation>どの花にも色のほかに専用の絵と角のしるしがあり、どのトークンにもプレイヤーの頭文字があります。色を見分けられなくても遊べます。</translation>
    </message>
    <message>
        <source>Show the &amp;draw: the card flies to its pot</source>
        <translation>引いたカードを見せる：カードが鉢へ飛んでいきます(&amp;D)</translation>
    </message>
    <message>
        <source>Show the draw</source>
        <translation>引いたカードを見せる</translation>
    </message>
    <message>
        <source>Also in View ▸ Animations</source>
        <translation>表示 ▸ アニメーション からも変えられます</translation>
    </message>
    <message>
        <source>Speed of the draw</source>
        <translation>引いたカードを見せる速さ</translation>
    </message>
    <message>
        <source>Its s&amp;peed:</source>
        <translation>速さ(&amp;P)：</translation>
    </message>
    <message>
        <source>Off, a draw&apos;s result shows at once; the log and the status bar tell it either way.</source>
        <translation>オフにすると、引いたカードの結果がすぐに表示されます。どちらの場合も、ログとステータスバーでお知らせします。</translation>
    </message>
    <message>
        <source>The odds a new game proposes</source>
        <translation>新しいゲームで提案する確率表示</translation>
    </message>
    <message>
        <source>In the children’s game</source>
        <translation>子ども向けゲームで</translation>
    </message>
    <message>
        <source>In every game</source>
        <translation>すべてのゲームで</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>表示しない</translation>
    </message>
    <message>
        <source>Show the &amp;odds:</source>
        <translation>確率を表示(&amp;O)：</translation>
    </message>
    <message>
        <source>Before each Growth, the chance that the next card brings bad luck or kills a flower, counted over the cards the player has not seen. A new game proposes it as chosen here; the new-game dialog may still change it for that game.</source>
        <translation>成長の前に、次のカードが不運になる確率と花を枯らす確率を、そのプレイヤーがまだ見ていないカードから計算して表示します。新しいゲームでは、ここで選んだ設定が提案されます。新しいゲームのダイアログで、そのゲームだけ変えることもできます。</translation>
    </message>
    <message>
        <source>How fast the turns of the seats the computer plays are shown. Step by step waits for Next (N) after each step.</source>
        <translation>コンピューターが遊ぶ席の手番を見せる速さです。「1ステップずつ」では各ステップのあと「次へ」(N)を待ちます。</translation>
    </message>
    <message>
        <source>The computer players’ speed</source>
        <translation>コンピュータープレイヤーの速さ</translation>
    </message>
    <message>
        <source>Also in View ▸ Computer players’ speed</source>
        <translation>表示 ▸ コンピュータープレイヤーの速さ からも変えられます</translation>
    </message>
    <message>
        <source>The c&amp;omputer players’ speed:</source>
        <translation>コンピュータープレイヤーの速さ(&amp;O)：</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>プレイヤー%1の名前</translation>
    </message>
    <message>
        <source>Every seat needs a name of its own; its first letter is on the player&apos;s tokens.</source>
        <translation>席ごとに別々の名前が必要です。名前の最初の文字が、そのプレイヤーのトークンに表示されます。</translation>
    </message>
</context>
<context>
    <name>BlossomsStatistics</name>
    <message>
        <source>People only (hotseat)</source>
        <translation>人だけ（ホットシート）</translation>
    </message>
    <message>
        <source>Against computers</source>
        <translation>コンピューターと対戦</translation>
    </message>
    <message>
        <source>People and computers</source>
        <translation>人とコンピューター</translation>
    </message>
    <message>
        <source>Your Blossoms statistics “%1” could not be read: %2. The file was kept as “%3”, and the statistics start afresh.</source>
        <translation>Blossomsの統計「%1」を読み込めませんでした：%2。ファイルは「%3」として残し、統計は新しく始めます。</translation>
    </message>
    <message>
        <source>Your Blossoms statistics “%1” could not be read: %2. The file could not be kept aside either (%3), so no statistics are saved until the next start.</source>
        <translation>Blossomsの統計「%1」を読み込めませんでした：%2。ファイルを別に残すこともできなかったため（%3）、次に起動するまで統計は保存されません。</translation>
    </message>
    <message>
        <source>The Blossoms statistics were not saved: %1</source>
        <translation>Blossomsの統計を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>it is not a JSON document</source>
        <translation>JSONドキュメントではありません</translation>
    </message>
    <message>
        <source>it is not a Blossoms statistics file</source>
        <translation>Blossomsの統計ファイルではありません</translation>
    </message>
    <message>
        <source>its version is not one this program reads</source>
        <translation>このプログラムでは読めないバージョンです</translation>
    </message>
    <message>
        <source>its content is damaged</source>
        <translation>内容が壊れています</translation>
    </message>
</context>
<context>
    <name>BlossomsStatisticsDialog</name>
    <message>
        <source>children’s and advanced</source>
        <translation>子ども向け・上級</translation>
    </message>
    <message>
        <source>children’s game</source>
        <translation>子ども向け</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Statistics — Blossoms</source>
        <translation>統計 — Blossoms</translation>
    </message>
    <message>
        <source>Finished games at this table, by kind of game: scores of different player counts or variants do not compare.</source>
        <translation>この卓で終わったゲームを、ゲームの種類ごとに表示します。プレイヤー数やバリアントが違うと、得点は比べられません。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Best total</source>
        <translation>最高の合計</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>最終プレイ</translation>
    </message>
    <message>
        <source>&amp;Forget all…</source>
        <translation>すべて消去(&amp;F)…</translation>
    </message>
    <message>
        <source>Forget all?</source>
        <translation>すべて消去しますか？</translation>
    </message>
    <message>
        <source>Forget every game counted at this table?</source>
        <translation>この卓で記録したすべてのゲームを消去しますか？</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 players · %3 — %n game(s)</source>
        <translation>
            <numerusform>%1 · %2人 · %3 — %nゲーム</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>終わったゲームはまだありません。</translation>
    </message>
</context>
<context>
    <name>BlossomsTool</name>
    <message>
        <source>Watering can</source>
        <translation>じょうろ</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>フェンス</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>熊手</translation>
    </message>
    <message>
        <source>Pruner</source>
        <translation>剪定ばさみ</translation>
    </message>
</context>
<context>
    <name>BlossomsTutorial</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Robin</source>
        <translation>ロビン</translation>
    </message>
    <message>
        <source>Sage</source>
        <translation>セージ</translation>
    </message>
    <message>
        <source>The guided game does not fit the cards in use.</source>
        <translation>ガイド付きゲームが、使っているカードと合いません。</translation>
    </message>
    <message>
        <source>The guided game cannot be dealt: %1.</source>
        <translation>ガイド付きゲームを配れません：%1。</translation>
    </message>
    <message>
        <source>%1 (the rules)</source>
        <translation>%1（ルール）</translation>
    </message>
    <message>
        <source>wait a moment: the guide speaks first.</source>
        <translation>少し待ってください：先にガイドが説明します。</translation>
    </message>
    <message>
        <source>in this guided game, please %1 now — in your own games you choose.</source>
        <translation>このガイド付きゲームでは、ここで次の操作をしてください：%1 — 自分のゲームでは自由に選べます。</translation>
    </message>
    <message>
        <source>The last card</source>
        <translation>最後のカード</translation>
    </message>
    <message>
        <source>The deck is empty: no more Growth. The player who drew the last card ends that turn, and every player after them in the turn order has one final turn: plant, cut, or pass (a token only on the Watering Can’s pot). So everybody has had as many turns. Cut what you can!</source>
        <translation>山札がなくなりました：もう成長はありません。最後のカードを引いたプレイヤーはそのターンを終え、手番順でそのあとのプレイヤー全員が最後のターンを1回ずつ行います：植える、切る、パスのどれかです（トークンはじょうろの鉢にだけ置けます）。これで全員が同じ回数のターンを行います。切れる花は切りましょう！</translation>
    </message>
    <message>
        <source>Your garden now</source>
        <translation>これからはあなたの庭</translation>
    </message>
    <message numerus="yes">
        <source>You know every rule. Play on to the end as you like: grow, plant, cut or pass. %n card(s) left in the deck. When the last card is drawn, the game ends once every player has had as many turns; then your sets score by their height and by their number of types.</source>
        <translation>
            <numerusform>ルールはすべて覚えました。最後まで好きなようにプレイしてください：成長、植える、切る、パス。山札の残りは%n枚です。最後のカードが引かれたら、全員が同じ回数のターンを終えたところでゲームが終わります。そのあと、花束が高さと種類の数で得点になります。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>%1のターン</translation>
    </message>
    <message>
        <source>Now %1 plays: watch the garden. Every card drawn is shown to all and flies to its place; the log on the right tells each step in words.</source>
        <translation>今度は%1の番です：庭を見ていてください。引いたカードはすべて全員に見せられ、その場所へ飛んでいきます。右のログが各ステップを言葉で伝えます。</translation>
    </message>
    <message>
        <source>Grow a flower</source>
        <translation>花を成長させる</translation>
    </message>
    <message>
        <source>Welcome to Blossoms! Four pots stand in a row, each with a flower of its own type. A turn starts with a Growth: the top card of the deck is drawn for everybody to see and joins the flower of its type, one card taller. Click the deck (or press G).</source>
        <translation>Blossomsへようこそ！4つの鉢が1列に並び、それぞれに別の種類の花があります。ターンは成長から始まります：山札の一番上のカードを全員に見えるように引き、同じ種類の花に加えます。花は1枚分高くなります。山札をクリックしてください（またはGキー）。</translation>
    </message>
    <message>
        <source>Plant a card</source>
        <translation>カードを植える</translation>
    </message>
    <message>
        <source>The rose in pot 1 grew to %1 cards. Once per turn you may also plant a card of your hand on the flower of its type. Click your rose, then the lit pot 1.</source>
        <translation>鉢1のバラが%1枚に成長しました。1ターンに1回、手札のカードを同じ種類の花に植えることもできます。あなたのバラをクリックしてから、光っている鉢1をクリックしてください。</translation>
    </message>
    <message>
        <source>Cut the flower</source>
        <translation>花を切る</translation>
    </message>
    <message>
        <source>A flower of 2 cards or more may be cut: you keep it as a set, the pot is empty, and your turn ends. The taller, the more it is worth: 3 cards %1 points, 4 cards %2, 5 cards %3, 6 cards %4. Click pot 1 to cut your roses.</source>
        <translation>2枚以上の花は切ることができます：花束として手元に残り、鉢は空になって、ターンが終わります。高い花ほど得点が高くなります：3枚で%1ポイント、4枚で%2、5枚で%3、6枚で%4。鉢1をクリックしてバラを切ってください。</translation>
    </message>
    <message>
        <source>A new flower</source>
        <translation>新しい花</translation>
    </message>
    <message>
        <source>%1 grew the schizostylis twice, then passed: after the first Growth you may stop whenever you like. Your pot 1 is empty since your cut. Grow: a card whose type has no flower starts a new one in an empty pot.</source>
        <translation>%1はシゾスティリスを2回成長させてからパスしました：最初の成長のあとは、いつやめてもかまいません。あなたの鉢1は、花を切ったので空いています。成長させてください：花のない種類のカードは、空いた鉢で新しい花になります。</translation>
    </message>
    <message>
        <source>Push your luck</source>
        <translation>運だめし</translation>
    </message>
    <message>
        <source>The sweet pea started a new flower in pot 1. You may grow again as often as you like — but now every pot has a flower, and a card of another type would find no place: that is bad luck, the card is discarded and your turn ends. Grow once more and see.</source>
        <translation>スイートピーが鉢1で新しい花になりました。成長は何回でも続けられます — でも今はどの鉢にも花があるので、別の種類のカードが来ると置き場所がありません：これが不運です。そのカードは捨て札になり、ターンが終わります。もう一度成長させてみましょう。</translation>
    </message>
    <message>
        <source>Too tall: a flower dies</source>
        <translation>高すぎる：花が枯れる</translation>
    </message>
    <message>
        <source>Bad luck: the iris had no pot. Then %1 grew the schizostylis to 6 cards and drew a 7th: a flower never holds more than 6, so it died — all its cards went to the discard pile and the turn ended. The red line above a tall flower warns you. Your turn: grow.</source>
        <translation>不運：アイリスには鉢がありませんでした。次に%1はシゾスティリスを6枚まで成長させ、7枚目を引きました：花は6枚より高くなれないので、枯れてしまいました — カードはすべて捨て札になり、ターンが終わりました。高い花の上の赤い線が警告のしるしです。あなたの番です：成長させてください。</translation>
    </message>
    <message>
        <source>Tokens and tools</source>
        <translation>トークンと道具</translation>
    </message>
    <message>
        <source>You have 3 tokens. Once per turn, after your Growth, you may put one on a pot without a token: nobody else may cut that pot until your next turn, and you may use the pot’s tool once this turn. Put a token on pot 2, the Watering Can.</source>
        <translation>トークンは3個あります。1ターンに1回、成長のあとで、トークンのない鉢に1個置けます：次のあなたのターンまで、ほかの人はその鉢を切れません。また、このターンにその鉢の道具を1回使えます。鉢2（じょうろ）にトークンを置いてください。</translation>
    </message>
    <message>
        <source>The Watering Can</source>
        <translation>じょうろ</translation>
    </message>
    <message>
        <source>The Watering Can puts any card of your hand at the bottom of a flower, where it counts as that flower’s type. Click your poppy, then the tulips in pot 2.</source>
        <translation>じょうろを使うと、手札のどのカードでも花の一番下に置けます。そこでは、そのカードはその花の種類として数えます。あなたのヒナゲシをクリックしてから、鉢2のチューリップをクリックしてください。</translation>
    </message>
    <message>
        <source>Protected</source>
        <translation>守られた鉢</translation>
    </message>
    <message>
        <source>Your tulips have %1 cards and your token lies on their pot: %2 may not cut them before your next turn. Pass to end your turn and let them grow.</source>
        <translation>あなたのチューリップは%1枚で、その鉢にはあなたのトークンがあります：次のあなたのターンまで、%2はこの花を切れません。パスしてターンを終え、チューリップを育てましょう。</translation>
    </message>
    <message>
        <source>Their token protects</source>
        <translation>相手のトークンが守る</translation>
    </message>
    <message>
        <source>%1 put a token on pot 1 and used its Pruner: the top card of the deck went into %1’s hand, unseen (hands are secret). That token protects the sweet peas: you may not cut pot 1 until %1’s next turn. Yours left pot 2 for the box as your turn started. Grow.</source>
        <translation>%1は鉢1にトークンを置き、剪定ばさみを使いました：山札の一番上のカードが、誰にも見せずに%1の手札に入りました（手札は秘密です）。そのトークンがスイートピーを守っています：%1の次のターンまで、鉢1は切れません。あなたのトークンは、ターンの始めに鉢2から箱に戻りました。成長させてください。</translation>
    </message>
    <message>
        <source>The Fence</source>
        <translation>フェンス</translation>
    </message>
    <message>
        <source>Your tulips have %1 cards. Put your token on pot 3, the Fence: until the end of this turn it saves you once from bad luck or from a 7th card.</source>
        <translation>あなたのチューリップは%1枚です。鉢3（フェンス）にトークンを置いてください：このターンの終わりまで、不運か7枚目のカードから1回守ってくれます。</translation>
    </message>
    <message>
        <source>Behind the Fence</source>
        <translation>フェンスに守られて</translation>
    </message>
    <message>
        <source>Every pot has a flower, so a card of a new type would be bad luck. With the Fence up you may risk it: grow.</source>
        <translation>どの鉢にも花があるので、新しい種類のカードが来たら不運です。フェンスがあるので、思いきって成長させてみましょう。</translation>
    </message>
    <message>
        <source>Saved by the Fence</source>
        <translation>フェンスで助かりました</translation>
    </message>
    <message>
        <source>The rose had no pot — bad luck, but the Fence stopped it: the card was discarded and your turn goes on. The Fence is used up now. Grow once more.</source>
        <translation>バラには鉢がありませんでした — 不運ですが、フェンスが防いでくれました：カードは捨て札になり、ターンは続きます。これでフェンスは使い終わりました。もう一度成長させてください。</translation>
    </message>
    <message>
        <source>A tall flower</source>
        <translation>高い花</translation>
    </message>
    <message>
        <source>Your tulips have %1 cards, the poppy at the bottom counting as a tulip. Cut them for %2 points.</source>
        <translation>あなたのチューリップは%1枚です。一番下のヒナゲシもチューリップとして数えます。切って%2ポイントにしましょう。</translation>
    </message>
    <message>
        <source>Two empty pots</source>
        <translation>空いた鉢が2つ</translation>
    </message>
    <message>
        <source>%1’s token went to the box, and %1 cut the sweet peas: pots 1 and 2 are empty. Grow.</source>
        <translation>%1のトークンは箱に戻り、%1はスイートピーを切りました：鉢1と鉢2が空いています。成長させてください。</translation>
    </message>
    <message>
        <source>Choose the pot</source>
        <translation>鉢を選ぶ</translation>
    </message>
    <message>
        <source>A sweet pea has no flower, and two pots are empty: you choose where it grows. Each pot has its own tool. Click pot 1.</source>
        <translation>スイートピーの花がなく、空いた鉢が2つあります：どこで育てるかはあなたが選べます。鉢ごとに道具が違います。鉢1をクリックしてください。</translation>
    </message>
    <message>
        <source>The Rake</source>
        <translation>熊手</translation>
    </message>
    <message>
        <source>Your last token: put it on pot 4, the Rake. The Rake lets you look at the next cards of the deck and put them back in the order you choose.</source>
        <translation>最後のトークンです：鉢4（熊手）に置いてください。熊手を使うと、山札の次のカードを見て、好きな順番で戻せます。</translation>
    </message>
    <message>
        <source>Look at the deck</source>
        <translation>山札を見る</translation>
    </message>
    <message>
        <source>Use the Rake: the top 3 cards are shown to you alone.</source>
        <translation>熊手を使ってください：山札の上から3枚が、あなただけに見せられます。</translation>
    </message>
    <message>
        <source>Put them back</source>
        <translation>戻す</translation>
    </message>
    <message>
        <source>The first card in the list is the next one drawn. Put the sweet pea first, then the iris, then the rose (drag them, or select one and use Move up), and click Put them back.</source>
        <translation>リストの最初のカードが、次に引かれるカードです。スイートピーを最初に、次にアイリス、次にバラの順に並べて（ドラッグするか、1枚選んで「上へ」を使います）、「戻す」をクリックしてください。</translation>
    </message>
    <message>
        <source>No surprise</source>
        <translation>驚きはなし</translation>
    </message>
    <message>
        <source>Now you know what comes: the sweet pea for pot 1, then the iris for pot 4 — %1 knows only that you raked. Grow.</source>
        <translation>これで次に何が来るかわかります：スイートピーは鉢1へ、次のアイリスは鉢4へ — %1には、あなたが熊手を使ったことしかわかりません。成長させてください。</translation>
    </message>
    <message>
        <source>Grow again</source>
        <translation>もう一度成長</translation>
    </message>
    <message>
        <source>The sweet pea joined pot 1. The iris is next, safe too: grow.</source>
        <translation>スイートピーが鉢1に加わりました。次はアイリスで、これも安全です：成長させてください。</translation>
    </message>
    <message>
        <source>Types count too</source>
        <translation>種類の数も得点に</translation>
    </message>
    <message>
        <source>Cut the sweet peas: a short flower scores little (2 cards: %1 point), but it is a third type among your sets. At the end the number of different types scores too: 1 type %2, 2 types %3, 3 types %4, up to %5 for all six.</source>
        <translation>スイートピーを切ってください：短い花の得点は少ない（2枚で%1ポイント）ですが、あなたの花束の3つ目の種類になります。最後には、違う種類の数も得点になります：1種類で%2、2種類で%3、3種類で%4、6種類すべてで最大%5です。</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>勝者の決定</translation>
    </message>
    <message>
        <source>%1: %2 by height + %3 by types = %4</source>
        <translation>%1：高さ%2 + 種類%3 = %4</translation>
    </message>
    <message>
        <source>The game is over. Each set scores by its height, and each player scores for the number of different types among their sets. %1. Winner: %2. On equal totals the most tokens left unplayed wins.</source>
        <translation>ゲームが終わりました。花束はそれぞれ高さで得点になり、各プレイヤーは花束の中の違う種類の数でも得点します。%1。勝者：%2。合計が同じなら、使わずに残ったトークンが多いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
</context>
<context>
    <name>BlossomsType</name>
    <message>
        <source>Rose</source>
        <translation>バラ</translation>
    </message>
    <message>
        <source>Iris</source>
        <translation>アイリス</translation>
    </message>
    <message>
        <source>Tulip</source>
        <translation>チューリップ</translation>
    </message>
    <message>
        <source>Common poppy</source>
        <translation>ヒナゲシ</translation>
    </message>
    <message>
        <source>Sweet pea</source>
        <translation>スイートピー</translation>
    </message>
    <message>
        <source>Schizostylis</source>
        <translation>シゾスティリス</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>花</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>%1</translation>
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
        <translation>できません：%1</translation>
    </message>
    <message>
        <source>Odds of the next card</source>
        <translation>次のカードの確率</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>これまでの出来事</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>次のステップ(&amp;N)</translation>
    </message>
    <message>
        <source>Show the computer player&apos;s next step (step by step).</source>
        <translation>コンピュータープレイヤーの次のステップを表示します（1ステップずつ）。</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>統計(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>ターン(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Grow: draw a card</source>
        <translation>成長：カードを引く(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>パス(&amp;P)</translation>
    </message>
    <message>
        <source>Go to &amp;my hand</source>
        <translation>手札へ移動(&amp;M)</translation>
    </message>
    <message>
        <source>Go to the gar&amp;den</source>
        <translation>庭へ移動(&amp;D)</translation>
    </message>
    <message>
        <source>Go to the &amp;choices</source>
        <translation>選択肢へ移動(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Next computer step</source>
        <translation>コンピューターの次のステップ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Computer players’ &amp;speed</source>
        <translation>コンピュータープレイヤーの速度(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>遅い(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>ふつう(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>速い(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>瞬時(&amp;I)</translation>
    </message>
    <message>
        <source>Step by s&amp;tep</source>
        <translation>1ステップずつ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>アニメーション(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>オフ(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>About Blossoms</source>
        <translation>Blossomsについて</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Blossoms&lt;/b&gt;: a push-your-luck card game of growing flowers for 2 or 3 players, from the design documents of Frosted Blooms (Bruno Cathala &amp;amp; Ludovic Maublanc).&lt;/p&gt;&lt;p&gt;Version %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Blossoms&lt;/b&gt;：2～3人で遊ぶ、花を育てて運を試すカードゲームです。フロステッド・ブルーム（Bruno Cathala &amp;amp; Ludovic Maublanc）のデザイン資料をもとにしています。&lt;/p&gt;&lt;p&gt;バージョン %1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>再開しますか？</translation>
    </message>
    <message>
        <source>A game of Blossoms was not finished. Resume it?</source>
        <translation>終わっていないBlossomsのゲームがあります。再開しますか？</translation>
    </message>
    <message>
        <source>The unfinished game is back on the table.</source>
        <translation>終わっていないゲームを卓に戻しました。</translation>
    </message>
    <message>
        <source>The game started again from its deal.</source>
        <translation>ゲームを最初の配りからやり直しました。</translation>
    </message>
    <message>
        <source>The game of Blossoms of %1 (turn %2)</source>
        <translation>%1のBlossomsのゲーム（ターン%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Blossoms games (*%1);;All files (*)</source>
        <translation>Blossomsのゲーム (*%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
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
        <source>blossoms-turn-%1</source>
        <translation>blossoms-turn-%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>%1に保存しました</translation>
    </message>
    <message>
        <source>The game in progress is unchanged.</source>
        <translation>進行中のゲームは変更されません。</translation>
    </message>
    <message>
        <source>No game on the table</source>
        <translation>卓上にゲームがありません</translation>
    </message>
    <message>
        <source>Game ▸ New game… starts one.</source>
        <translation>「ゲーム ▸ 新しいゲーム…」で始められます。</translation>
    </message>
    <message>
        <source>Your cards, %1</source>
        <translation>%1のカード</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>The score pad shows who won.</source>
        <translation>スコアパッドで勝者がわかります。</translation>
    </message>
    <message>
        <source>%1’s final turn</source>
        <translation>%1の最終ターン</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>%1のターン</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>%1 plays.</source>
        <translation>%1の番です。</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>%1を待っています。</translation>
    </message>
    <message>
        <source>Grow: click the deck (G) to draw a card.</source>
        <translation>成長：山札をクリック（G）してカードを引きます。</translation>
    </message>
    <message>
        <source>Choose an empty pot for the %1.</source>
        <translation>%1を置く空いている鉢を選んでください。</translation>
    </message>
    <message>
        <source>Put the raked cards back in the order you like.</source>
        <translation>熊手で見たカードを、好きな順番で戻してください。</translation>
    </message>
    <message>
        <source>grow again</source>
        <translation>もう一度成長させる</translation>
    </message>
    <message>
        <source>plant a card</source>
        <translation>カードを植える</translation>
    </message>
    <message>
        <source>cut a flower</source>
        <translation>花を切る</translation>
    </message>
    <message>
        <source>place a token</source>
        <translation>トークンを置く</translation>
    </message>
    <message>
        <source>use your tool</source>
        <translation>道具を使う</translation>
    </message>
    <message>
        <source>Pass to end your turn.</source>
        <translation>パスしてターンを終えます。</translation>
    </message>
    <message>
        <source>You may %1 — or pass.</source>
        <translation>%1ことができます。パスしてもかまいません。</translation>
    </message>
    <message>
        <source>(A final turn has no Growth.)</source>
        <translation>（最終ターンには成長がありません。）</translation>
    </message>
    <message numerus="yes">
        <source>Cut: %n point(s)</source>
        <translation>
            <numerusform>切る：%nポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>Plant here</source>
        <translation>ここに植える</translation>
    </message>
    <message>
        <source>Water: at the bottom</source>
        <translation>水やり：一番下に</translation>
    </message>
    <message>
        <source>Put it here</source>
        <translation>ここに置く</translation>
    </message>
    <message>
        <source>What you may do now</source>
        <translation>今できること</translation>
    </message>
    <message>
        <source>If you grow: %1% bad luck, %2% that a flower dies.</source>
        <translation>成長させると：不運%1%、花が枯れる確率%2%。</translation>
    </message>
    <message>
        <source>Your Fence stands guard.</source>
        <translation>フェンスが守っています。</translation>
    </message>
    <message numerus="yes">
        <source>Counted over the %n card(s) you have not seen: the deck and the other hands, never the hidden order of the deck.</source>
        <translation>
            <numerusform>まだ見ていない%n枚のカードから計算しています：山札とほかのプレイヤーの手札です。山札の隠れた順番は使いません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Now click a lit pot for the %1.</source>
        <translation>光っている鉢をクリックして、%1を置いてください。</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation>ターン%1、%2：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>A personal best for %1!</source>
        <translation>%1の自己ベスト！</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>The highest total wins.</source>
        <translation>合計が最も高い人が勝ちです。</translation>
    </message>
    <message>
        <source>Equal totals: the most tokens left unplayed wins.</source>
        <translation>合計が同じ：使わなかったトークンが最も多い人が勝ちです。</translation>
    </message>
    <message>
        <source>Equal totals and equal tokens left: the victory is shared.</source>
        <translation>合計も残りのトークンも同じ：勝利を分け合います。</translation>
    </message>
    <message>
        <source>Longer game: game %1 of 3.</source>
        <translation>長めのゲーム：3ゲーム中%1ゲーム目。</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1がマッチに勝ちました！</translation>
    </message>
    <message>
        <source>The match is shared: %1.</source>
        <translation>マッチは引き分けです：%1。</translation>
    </message>
    <message>
        <source>%1 starts the next game (the fewest points so far).</source>
        <translation>%1が次のゲームを始めます（ここまでのポイントが最も少ないため）。</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>遊び方を学ぶ(&amp;L)…</translation>
    </message>
    <message>
        <source>Well done! Your own game is back on the table. Help ▸ Learn to play plays the guided game again.</source>
        <translation>よくできました！あなた自身のゲームがテーブルに戻りました。「ヘルプ ▸ 遊び方を学ぶ」でガイド付きゲームをもう一度遊べます。</translation>
    </message>
    <message>
        <source>Well done! Game ▸ New game starts a game of your own; Help ▸ Learn to play plays the guided game again.</source>
        <translation>よくできました！「ゲーム ▸ 新しいゲーム」で自分のゲームを始められます。「ヘルプ ▸ 遊び方を学ぶ」でガイド付きゲームをもう一度遊べます。</translation>
    </message>
    <message>
        <source>You left the guided game; your own game is back. Help ▸ Learn to play starts the guided game again.</source>
        <translation>ガイド付きゲームを終了しました。あなた自身のゲームが戻りました。「ヘルプ ▸ 遊び方を学ぶ」でガイド付きゲームを最初から始められます。</translation>
    </message>
    <message>
        <source>You left the guided game: go on with this game on your own, or start a new one. Help ▸ Learn to play starts the guided game again.</source>
        <translation>ガイド付きゲームを終了しました。このゲームを自分で続けるか、新しいゲームを始めてください。「ヘルプ ▸ 遊び方を学ぶ」でガイド付きゲームを最初から始められます。</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>終わる</translation>
    </message>
    <message>
        <source>Learn to play Blossoms?</source>
        <translation>Blossomsの遊び方を学びますか？</translation>
    </message>
    <message>
        <source>Is this your first game of Blossoms? A guided game against the computer shows every rule once, one step at a time (about ten minutes). You can find it later in Help ▸ Learn to play.</source>
        <translation>Blossomsは初めてですか？コンピューターと対戦するガイド付きゲームで、すべてのルールを1ステップずつ1回ずつ紹介します（約10分）。あとで「ヘルプ ▸ 遊び方を学ぶ」からも始められます。</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>記録を開く(&amp;R)…</translation>
    </message>
    <message>
        <source>E&amp;xport record…</source>
        <translation>記録をエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Daily Blossoms…</source>
        <translation>日替わりBlossoms(&amp;D)…</translation>
    </message>
    <message>
        <source>Records and saved games (*.json);;All files (*)</source>
        <translation>記録と保存したゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open a record</source>
        <translation>記録を開く</translation>
    </message>
    <message>
        <source>Export the record</source>
        <translation>記録をエクスポート</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>リプレイ：%1</translation>
    </message>
    <message>
        <source>Cannot open the record %1: %2</source>
        <translation>記録%1を開けません：%2</translation>
    </message>
    <message>
        <source>Record written to %1 — replay it with Game ▸ Open record… or frosted-blooms-cli --game blossoms play</source>
        <translation>記録を%1に書き出しました — 「ゲーム ▸ 記録を開く…」または frosted-blooms-cli --game blossoms play で再生できます</translation>
    </message>
    <message>
        <source>The game again</source>
        <translation>ゲームをもう一度</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>No attempt is left today for the daily deal: come back tomorrow.</source>
        <translation>今日の配りの挑戦はもう残っていません：明日また来てください。</translation>
    </message>
    <message>
        <source>Today’s deal: attempt %1 of %2.</source>
        <translation>今日の配り：挑戦%1/%2。</translation>
    </message>
</context>
<context>
    <name>blossoms::art</name>
    <message>
        <source>%1, %n card(s)</source>
        <translation>%1、%n枚</translation>
    </message>
    <message>
        <source>Pot %1, %2</source>
        <translation>鉢%1、%2</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>鉢%1</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1：空き</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::ChoicesPanel</name>
    <message>
        <source>What you may do</source>
        <translation>できること</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::HandsView</name>
    <message>
        <source>Hands</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>No cards in hand.</source>
        <translation>手札はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards hidden.</source>
        <translation>カードは非表示です。</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation>（選択中）</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::PlayersView</name>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points (flowers %3 + types %4), %n token(s) left</source>
        <translation>
            <numerusform>%1：%2ポイント（花 %3 + 種類 %4）、残りトークン%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 in the match</source>
        <translation>、マッチ合計%1</translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>、手番</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>; sets: %1</source>
        <translation>、花束：%1</translation>
    </message>
    <message>
        <source> — to play</source>
        <translation> — 手番</translation>
    </message>
    <message>
        <source>%1 (match %2)</source>
        <translation>%1（マッチ合計 %2）</translation>
    </message>
    <message>
        <source>Flowers %1 + types %2 · tokens left: %3</source>
        <translation>花 %1 + 種類 %2 · 残りトークン：%3</translation>
    </message>
    <message>
        <source>No set cut yet</source>
        <translation>まだ花束はありません</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::PotsView</name>
    <message>
        <source>The garden</source>
        <translation>庭</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <translation>山札：%1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>捨て札：%1</translation>
    </message>
    <message>
        <source>Pot %1 · %2</source>
        <translation>鉢%1 · %2</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>鉢%1</translation>
    </message>
    <message>
        <source>Grows to %1</source>
        <translation>高さ%1に成長</translation>
    </message>
    <message>
        <source>A new flower</source>
        <translation>新しい花</translation>
    </message>
    <message>
        <source>Choose its pot</source>
        <translation>鉢を選んでください</translation>
    </message>
    <message>
        <source>Bad luck!</source>
        <translation>不運！</translation>
    </message>
    <message>
        <source>Too tall: it dies</source>
        <translation>高すぎて枯れます</translation>
    </message>
    <message>
        <source>The Fence saves the turn</source>
        <translation>フェンスがターンを守ります</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s).</source>
        <translation>
            <numerusform>山札：%n枚。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot %1: </source>
        <translation>鉢%1：</translation>
    </message>
    <message>
        <source>Pot %1 (%2): </source>
        <translation>鉢%1（%2）：</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s) high</source>
        <translation>
            <numerusform>%1、高さ%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1&apos;s token</source>
        <translation>、%1のトークン</translation>
    </message>
    <message>
        <source> (selected)</source>
        <translation>（選択中）</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::RakePanel</name>
    <message>
        <source>The Rake</source>
        <translation>熊手</translation>
    </message>
    <message>
        <source>The Rake: only you see these cards. Drag them into the order they go back on the deck — the first is the next card drawn.</source>
        <translation>熊手：このカードはあなただけに見えています。山札に戻す順番にドラッグして並べてください — 一番上のカードが次に引かれます。</translation>
    </message>
    <message>
        <source>Raked cards, the top of the deck first</source>
        <translation>熊手で見たカード（山札の上から順）</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上へ(&amp;U)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>下へ(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Put them back</source>
        <translation>戻す(&amp;P)</translation>
    </message>
</context>
<context>
    <name>blossoms::gui::ScorePad</name>
    <message>
        <source>Score pad</source>
        <translation>スコアパッド</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>もう一度プレイ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Back to the table</source>
        <translation>卓に戻る(&amp;B)</translation>
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
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Sets (height)</source>
        <translation>花束（高さ）</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Tokens left</source>
        <translation>残りトークン</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation>%1（+%2）</translation>
    </message>
    <message>
        <source>Ne&amp;xt game of the match</source>
        <translation>マッチの次のゲーム(&amp;X)</translation>
    </message>
    <message>
        <source>%1 of %2 (+%3)</source>
        <translation>%1（高さ%2、+%3）</translation>
    </message>
    <message>
        <source>%1: rank %2, %3 points — flowers %4, %5 type(s) +%6, %7 token(s) left; sets: %8</source>
        <translation>%1：%2位、%3ポイント — 花 %4、%5種類 +%6、残りトークン%7個、花束：%8</translation>
    </message>
    <message>
        <source>; match %1</source>
        <translation>、マッチ合計 %1</translation>
    </message>
    <message>
        <source>&amp;Watch again</source>
        <translation>もう一度見る(&amp;W)</translation>
    </message>
    <message>
        <source>Replay the game step by step.</source>
        <translation>ゲームを1ステップずつ再生します。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Blossoms, 2 or 3 players push their luck growing flowers in four pots</source>
        <translation>Blossoms：2～3人が4つの鉢で花を育てて運を試すゲーム</translation>
    </message>
    <message>
        <source>Seed of the deal.</source>
        <translation>配りのシード。</translation>
    </message>
    <message>
        <source>Players (2-5).</source>
        <translation>プレイヤー数（2～5）。</translation>
    </message>
    <message>
        <source>Blossoms: children, advanced or both (children,advanced).</source>
        <translation>Blossoms：children、advanced、またはその両方（children,advanced）。</translation>
    </message>
    <message>
        <source>--players must be 2 or 3 for Blossoms, not “%1”.</source>
        <translation>Blossomsの --players は2か3です（「%1」は不可）。</translation>
    </message>
    <message>
        <source>--variant for Blossoms is children, advanced or both, not “%1”.</source>
        <translation>Blossomsの --variant は children、advanced、またはその両方です（「%1」は不可）。</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not “%1”.</source>
        <translation>--seed は整数です（「%1」は不可）。</translation>
    </message>
    <message>
        <source>cannot load Blossoms&apos; data: %1</source>
        <translation>Blossomsのデータを読み込めません：%1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
</TS>
