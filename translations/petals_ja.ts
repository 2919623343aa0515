<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>PetalsDailyDialog</name>
    <message>
        <source>Daily Petals</source>
        <translation>日替わりペタルズ</translation>
    </message>
    <message>
        <source>Today’s deal is the same for every player of Petals %1. %2, play it against %3, a computer player of medium level.</source>
        <translation>今日の配りは、ペタルズ%1のすべてのプレイヤーに共通です。%2さん、レベル「ふつう」のコンピュータープレイヤー%3と対戦してください。</translation>
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
    <name>PetalsFiles</name>
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
    <name>PetalsNewGameDialog</name>
    <message>
        <source>New game — Petals</source>
        <translation>新しいゲーム — ペタルズ</translation>
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
        <source>Scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>Standard: the highest total of your two lowest trackers wins</source>
        <translation>スタンダード：低い方の2つのトラッカーの合計が最も高い人が勝ち</translation>
    </message>
    <message>
        <source>Harmony: the smallest gap between your highest and lowest tracker wins</source>
        <translation>ハーモニー：最も高いトラッカーと最も低いトラッカーの差が最も小さい人が勝ち</translation>
    </message>
    <message>
        <source>Either way the play is the same, and only a player who wins at least one tracker can win.</source>
        <translation>どちらでも遊び方は同じで、少なくとも1つのトラッカーで1位になったプレイヤーだけが勝てます。</translation>
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
        <translation>ゲームを始める</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人</translation>
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
        <translation>プレイヤー%1を誰が担当するか</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the table, or the computer (easy for children and first games, medium a solid player, hard a strong opponent).</source>
        <translation>この席を誰がプレイするか：卓にいる人か、コンピューター（「かんたん」は子どもや初めてのゲーム向け、「ふつう」は手堅いプレイヤー、「むずかしい」は強い相手）。</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>円</translation>
    </message>
    <message>
        <source>square</source>
        <translation>四角</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>三角</translation>
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
        <source>%1 %2</source>
        <comment>a cube: its colour, then its shape</comment>
        <translation>%1の%2</translation>
    </message>
    <message>
        <source>Cube of player %1: %2</source>
        <translation>プレイヤー%1のキューブ：%2</translation>
    </message>
    <message>
        <source>Player %1 plays the %2 cube.</source>
        <translation>プレイヤー%1は「%2」のキューブを使います。</translation>
    </message>
    <message>
        <source>Name of player %1 (%2 cube)</source>
        <translation>プレイヤー%1の名前（「%2」のキューブ）</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>ランダムに決める</translation>
    </message>
</context>
<context>
    <name>PetalsRecordWindow</name>
    <message>
        <source>it is not a record of Petals (Game ▸ Export record… writes one)</source>
        <translation>ペタルズの記録ではありません（「ゲーム ▸ 記録をエクスポート…」で作成できます）</translation>
    </message>
    <message>
        <source>The table at this step</source>
        <translation>このステップの卓</translation>
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
        <source>Step %1 of %2</source>
        <translation>ステップ%1/%2</translation>
    </message>
    <message numerus="yes">
        <source>The deal: %n player(s).</source>
        <translation>
            <numerusform>配り：%n人。</numerusform>
        </translation>
    </message>
    <message>
        <source>scored the card placed</source>
        <translation>置いたカードで得点した</translation>
    </message>
    <message>
        <source>skipped the move</source>
        <translation>移動をスキップした</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>rank %1, %2 points</source>
        <translation>%1位、%2ポイント</translation>
    </message>
    <message>
        <source>not eligible</source>
        <translation>勝利資格なし</translation>
    </message>
    <message>
        <source>The end.</source>
        <translation>終了。</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ 一時停止</translation>
    </message>
    <message>
        <source>placed a card (%1)</source>
        <translation>カードを置いた（%1）</translation>
    </message>
    <message>
        <source>moved a card (%1)</source>
        <translation>カードを移動した（%1）</translation>
    </message>
</context>
<context>
    <name>PetalsRulesDialog</name>
    <message>
        <source>Rules — Petals</source>
        <translation>ルール — ペタルズ</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>ゲームの目的</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたのターン</translation>
    </message>
    <message>
        <source>Matching flowers and numbers</source>
        <translation>花と数字をそろえる</translation>
    </message>
    <message>
        <source>Symbols and their effects</source>
        <translation>シンボルとその効果</translation>
    </message>
    <message>
        <source>Moving a card</source>
        <translation>カードの移動</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>ゲームの終了</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>勝者の決定</translation>
    </message>
    <message>
        <source>The Harmony variant</source>
        <translation>ハーモニー・バリアント</translation>
    </message>
    <message>
        <source>Petals — how to play</source>
        <translation>ペタルズ — 遊び方</translation>
    </message>
    <message>
        <source>Lay square flower cards side by side so that the half-flowers along their edges meet, and score the flowers you complete on four trackers: &lt;b&gt;Fire&lt;/b&gt;, &lt;b&gt;Air&lt;/b&gt;, &lt;b&gt;Earth&lt;/b&gt; and &lt;b&gt;Water&lt;/b&gt;. At the end you must be the best on at least one tracker to be in the running; then the most &lt;b&gt;balanced&lt;/b&gt; garden wins: only your two weakest trackers count. For 2 to 5 players.</source>
        <translation>正方形の花カードを並べて置き、辺のハーフフラワーを合わせて、完成した花を4つのトラッカー（&lt;b&gt;火&lt;/b&gt;・&lt;b&gt;風&lt;/b&gt;・&lt;b&gt;土&lt;/b&gt;・&lt;b&gt;水&lt;/b&gt;）で得点します。ゲーム終了時、少なくとも1つのトラッカーで1位でなければ勝利資格がありません。そのうえで、最も&lt;b&gt;バランスのとれた&lt;/b&gt;庭が勝ちます：数えるのは低い方の2つのトラッカーだけです。2～5人用。</translation>
    </message>
    <message>
        <source>The four trackers: Fire, Air, Earth and Water</source>
        <translation>4つのトラッカー：火・風・土・水</translation>
    </message>
    <message>
        <source>Three cards: numbers only; two symbols (Fire and Air); a ladybug</source>
        <translation>3枚のカード：数字だけのもの、2つのシンボル（火と風）があるもの、テントウムシのもの</translation>
    </message>
    <message>
        <source>Each card shows one &lt;b&gt;half-flower&lt;/b&gt; in the middle of each edge. A half-flower has a flower type — Fire (red, pointed flames), Air (white edged with lilac, round puffs), Earth (yellow, broad petals) or Water (blue, drops) — and either a &lt;b&gt;number&lt;/b&gt; (1, 2 or 3) or a &lt;b&gt;symbol&lt;/b&gt;, which counts as 0. Three cards show a ladybug: they only matter at setup (they are left out with 2 to 4 players).</source>
        <translation>各カードの各辺の中央には&lt;b&gt;ハーフフラワー&lt;/b&gt;が1つあります。ハーフフラワーには花の種類——火（赤、とがった炎）、風（白に薄紫の縁、丸いふわふわ）、土（黄、幅広い花びら）、水（青、しずく）——と、&lt;b&gt;数字&lt;/b&gt;（1、2、3）または0として数える&lt;b&gt;シンボル&lt;/b&gt;のどちらかがあります。3枚のカードにはテントウムシが描かれています：これはセットアップのときだけ関係します（2～4人では取り除きます）。</translation>
    </message>
    <message>
        <source>At the start three cards lie diagonally in the middle of the table, each player holds 2 cards, and the rest is the face-down pile.</source>
        <translation>開始時には3枚のカードが卓の中央に斜めに並び、各プレイヤーは2枚の手札を持ち、残りは裏向きの山札になります。</translation>
    </message>
    <message>
        <source>A turn is always: &lt;b&gt;place&lt;/b&gt; a card, &lt;b&gt;score&lt;/b&gt; it (and answer its effect if it triggers one), &lt;b&gt;draw&lt;/b&gt; the top card of the pile.</source>
        <translation>ターンはいつも、カードを&lt;b&gt;置く&lt;/b&gt;、それで&lt;b&gt;得点する&lt;/b&gt;（効果が起きたらそれに応える）、山札の一番上のカードを&lt;b&gt;引く&lt;/b&gt;、の順です。</translation>
    </message>
    <message>
        <source>Place one of your two cards in an empty space touching a card on the table &lt;b&gt;along a side&lt;/b&gt; (a corner is not enough). You may turn it any way you like. It need not match anything, so there is always a place: nobody ever passes.</source>
        <translation>2枚の手札のうち1枚を、卓上のカードと&lt;b&gt;辺で&lt;/b&gt;接する空いたマスに置きます（角だけでは不可）。向きは自由に回せます。何もそろわなくてもよいので、置ける場所は必ずあり、パスすることはありません。</translation>
    </message>
    <message>
        <source>Each side of your card that touches another card makes a &lt;b&gt;pair&lt;/b&gt;: the two half-flowers meet and make one flower. Only these pairs score.</source>
        <translation>あなたのカードが他のカードと接する辺ごとに&lt;b&gt;ペア&lt;/b&gt;ができます：2つのハーフフラワーが合わさって1つの花になります。得点するのはこのペアだけです。</translation>
    </message>
    <message>
        <source>Earth 1 meets Earth 2: a flower match</source>
        <translation>土1と土2が合わさる：花がそろう</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matching flowers:&lt;/b&gt; the two halves are the same flower. Each half adds its number to its own flower&apos;s tracker: Earth 1 and Earth 2 score Earth 3.</source>
        <translation>&lt;b&gt;花がそろう：&lt;/b&gt;2つの半分が同じ花です。それぞれの半分が、自分の花のトラッカーにその数字を加えます：土1と土2なら土に3点です。</translation>
    </message>
    <message>
        <source>Fire 3 meets Air 3: a number match</source>
        <translation>火3と風3が合わさる：数字がそろう</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matching numbers:&lt;/b&gt; both halves show the same number, whatever their flowers. Again each half goes to its own tracker: Fire 3 and Air 3 score Fire 3 and Air 3. A pair that matches both ways is still scored once; any other pair scores nothing. Your card&apos;s points are the sum of all its pairs.</source>
        <translation>&lt;b&gt;数字がそろう：&lt;/b&gt;花の種類に関係なく、2つの半分が同じ数字です。この場合も、それぞれの半分が自分のトラッカーに入ります：火3と風3なら火に3点、風に3点です。両方の条件でそろったペアも得点は1回だけで、それ以外のペアは得点しません。あなたのカードの得点は、そのすべてのペアの合計です。</translation>
    </message>
    <message>
        <source>The Earth symbol meets the Fire symbol: a simple effect</source>
        <translation>土のシンボルと火のシンボルが合わさる：シンプル効果</translation>
    </message>
    <message>
        <source>When two &lt;b&gt;symbols&lt;/b&gt; meet in one of your pairs, your placement triggers an effect. Two &lt;b&gt;different&lt;/b&gt; symbols make a &lt;b&gt;simple effect&lt;/b&gt;: choose either to score your card as usual, or to &lt;b&gt;move&lt;/b&gt; a card and score the moved card&apos;s pairs instead (your card then scores nothing).</source>
        <translation>あなたのペアのどれかで2つの&lt;b&gt;シンボル&lt;/b&gt;が合わさると、カードを置いたことで効果が起きます。&lt;b&gt;異なる&lt;/b&gt;2つのシンボルは&lt;b&gt;シンプル効果&lt;/b&gt;です：いつもどおり自分のカードで得点するか、カードを1枚&lt;b&gt;移動&lt;/b&gt;して、代わりに移動したカードのペアで得点するかを選びます（その場合、あなたのカードは得点しません）。</translation>
    </message>
    <message>
        <source>Two Fire symbols meet: a double effect</source>
        <translation>火のシンボルが2つ合わさる：ダブル効果</translation>
    </message>
    <message>
        <source>Two &lt;b&gt;identical&lt;/b&gt; symbols make a &lt;b&gt;double effect&lt;/b&gt;: your card scores at once, and then you may also move a card and score it too, or skip. A placement triggers at most one effect; one identical pair makes it double.</source>
        <translation>&lt;b&gt;同じ&lt;/b&gt;2つのシンボルは&lt;b&gt;ダブル効果&lt;/b&gt;です：あなたのカードはすぐに得点し、さらにカードを1枚移動してそれでも得点するか、移動をスキップできます。1回の配置で起きる効果は1つまでです。同じシンボルのペアが1つあればダブル効果になります。</translation>
    </message>
    <message>
        <source>An effect allows exactly one move. You may move any card on the table except:</source>
        <translation>効果1回につき、移動はちょうど1回です。卓上のどのカードでも移動できますが、次のカードは除きます：</translation>
    </message>
    <message>
        <source>the cards that made the symbol pair (the triggering cards);</source>
        <translation>シンボルのペアを作ったカード（効果を起こしたカード）</translation>
    </message>
    <message>
        <source>an enclosed card, with a card on each of its four sides.</source>
        <translation>4辺すべてにカードが接している、囲まれたカード</translation>
    </message>
    <message>
        <source>Put it in another empty space touching another card along a side, turned as you like. A move must &lt;b&gt;never cut apart&lt;/b&gt; cards that were connected: you may lift a card linking two groups only to put it where it links them again. The moved card scores its pairs at its new place; its symbols trigger nothing.</source>
        <translation>移動したカードは、別のカードと辺で接する別の空いたマスに、好きな向きで置きます。移動によって、つながっていたカードを&lt;b&gt;決して切り離してはいけません&lt;/b&gt;：2つのグループをつないでいるカードは、再びそれらをつなぐ場所にしか動かせません。移動したカードは新しい場所でペアの得点をしますが、そのシンボルは何も起こしません。</translation>
    </message>
    <message>
        <source>When the pile is empty, each player in turn places one more card — one of their two — as usual, and draws nothing. Then everyone scores their &lt;b&gt;last card&lt;/b&gt; directly: it is not placed, each of its numbers goes to its own flower&apos;s tracker and a symbol adds 0.</source>
        <translation>山札がなくなったら、各プレイヤーは順番にもう1枚——2枚の手札のうち1枚——をいつもどおり置き、カードは引きません。そのあと全員が&lt;b&gt;最後のカード&lt;/b&gt;を直接得点します：そのカードは置かず、それぞれの数字が自分の花のトラッカーに入り、シンボルは0です。</translation>
    </message>
    <message>
        <source>A last card: Water 1, Air 3, Earth 3 and Fire 0</source>
        <translation>最後のカード：水1、風3、土3、火0</translation>
    </message>
    <message>
        <source>&lt;b&gt;Be eligible:&lt;/b&gt; you win a tracker when nobody is higher on it (ties at the top all win it). Win at least one tracker, or you are out of the running.</source>
        <translation>&lt;b&gt;勝利資格：&lt;/b&gt;あるトラッカーで誰もあなたより高くなければ、そのトラッカーを獲得します（1位の同点は全員が獲得）。少なくとも1つのトラッカーを獲得しないと、勝利資格を失います。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare totals:&lt;/b&gt; your total is the sum of your &lt;b&gt;two lowest&lt;/b&gt; trackers. The eligible player with the highest total wins. Ties: the higher lowest tracker, then the higher sum of all four; still tied, the victory is shared.</source>
        <translation>&lt;b&gt;合計を比べる：&lt;/b&gt;あなたの合計は、&lt;b&gt;低い方の2つ&lt;/b&gt;のトラッカーの和です。勝利資格のあるプレイヤーのうち、合計が最も高い人が勝ちます。同点の場合：最も低いトラッカーが高い方、次に4つすべての和が高い方。それでも同点なら勝利を分け合います。</translation>
    </message>
    <message>
        <source>&lt;i&gt;Example&lt;/i&gt; (Fire, Air, Earth, Water): Ada 10 5 5 5, Ben 10 9 9 1, Cleo 3 3 3 3. Ada and Ben tie on Fire and both win it; Ben wins Air and Earth, Ada Water. Cleo wins nothing: she is out. Totals: Ada 5 + 5 = 10, Ben 1 + 9 = 10, a tie; Ada&apos;s lowest tracker, 5, beats Ben&apos;s 1: Ada wins.</source>
        <translation>&lt;i&gt;例&lt;/i&gt;（火・風・土・水）：エイダ 10 5 5 5、ベン 10 9 9 1、クレオ 3 3 3 3。エイダとベンは火で同点なので2人とも獲得し、ベンは風と土、エイダは水を獲得します。クレオは何も獲得できないので脱落です。合計：エイダ 5 + 5 = 10、ベン 1 + 9 = 10で同点。エイダの最も低いトラッカー5がベンの1を上回るので、エイダの勝ちです。</translation>
    </message>
    <message>
        <source>Chosen when the game is set up; the play is the same. Eligibility is as above, then the smallest &lt;b&gt;spread&lt;/b&gt; — your highest tracker minus your lowest — wins. Ties: the higher total, then the higher sum of all four.</source>
        <translation>ゲームの準備のときに選びます。遊び方は同じです。勝利資格は上と同じで、そのあと&lt;b&gt;差&lt;/b&gt;——最も高いトラッカーから最も低いトラッカーを引いた値——が最も小さい人が勝ちます。同点の場合：合計が高い方、次に4つすべての和が高い方。</translation>
    </message>
</context>
<context>
    <name>PetalsScorePad</name>
    <message>
        <source>Final score</source>
        <translation>最終スコア</translation>
    </message>
    <message>
        <source>Winner&apos;s rosette</source>
        <translation>勝者のロゼット</translation>
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
        <source>&amp;Look at the table</source>
        <translation>卓を見る(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Watch the game again</source>
        <translation>ゲームをもう一度見る(&amp;W)</translation>
    </message>
    <message>
        <source>The whole game replayed, step by step</source>
        <translation>ゲーム全体を1ステップずつ再生します</translation>
    </message>
    <message>
        <source>The same players and variant, a new deal</source>
        <translation>同じプレイヤーとバリアントで、新しく配り直します</translation>
    </message>
    <message>
        <source>Choose the players and the variant</source>
        <translation>プレイヤーとバリアントを選びます</translation>
    </message>
    <message>
        <source>The final table, as the last cards left it</source>
        <translation>最後のカードを置き終えたときの卓</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5位</translation>
    </message>
    <message>
        <source>%1 and %2 both have a spread of %3; %1&apos;s total, %4, beats %2&apos;s %5.</source>
        <translation>%1と%2はどちらも差が%3です。%1の合計%4が%2の%5を上回ります。</translation>
    </message>
    <message>
        <source>%1 and %2 both have a total of %3; %1&apos;s lowest tracker, %4, beats %2&apos;s %5.</source>
        <translation>%1と%2はどちらも合計が%3です。%1の最も低いトラッカー%4が%2の%5を上回ります。</translation>
    </message>
    <message>
        <source>%1 and %2 both have a spread of %3 and a total of %4; %1&apos;s sum of all four trackers, %5, beats %2&apos;s %6.</source>
        <translation>%1と%2はどちらも差が%3、合計が%4です。%1の4つのトラッカーの和%5が%2の%6を上回ります。</translation>
    </message>
    <message>
        <source>%1 and %2 both have a total of %3 and a lowest tracker of %4; %1&apos;s sum of all four trackers, %5, beats %2&apos;s %6.</source>
        <translation>%1と%2はどちらも合計が%3、最も低いトラッカーが%4です。%1の4つのトラッカーの和%5が%2の%6を上回ります。</translation>
    </message>
    <message>
        <source>%1 and %2 are tied on every count (total %3, lowest tracker %4, sum %5): they share the %6 place.</source>
        <translation>%1と%2はすべての基準で同点です（合計%3、最も低いトラッカー%4、和%5）：%6を分け合います。</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1の勝ち！</translation>
    </message>
    <message>
        <source>%1 and %2 share the victory!</source>
        <translation>%1と%2が勝利を分け合いました！</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Harmony: the smallest spread between the highest and the lowest tracker wins — %1.</source>
        <translation>ハーモニー：最も高いトラッカーと最も低いトラッカーの差が最も小さい人が勝ち — %1。</translation>
    </message>
    <message>
        <source>The highest total of the two lowest trackers wins — %1.</source>
        <translation>低い方の2つのトラッカーの合計が最も高い人が勝ち — %1。</translation>
    </message>
    <message>
        <source>%1 has the top score on no tracker, so is out of the running: only a player who wins at least one tracker can win.</source>
        <translation>%1はどのトラッカーでも1位ではないので、勝利資格がありません：少なくとも1つのトラッカーで1位になったプレイヤーだけが勝てます。</translation>
    </message>
    <message>
        <source>Wins a tracker?</source>
        <translation>トラッカーで1位？</translation>
    </message>
    <message>
        <source>Spread
(highest − lowest)</source>
        <translation>差
（最高 − 最低）</translation>
    </message>
    <message>
        <source>Total
(two lowest)</source>
        <translation>合計
（低い方の2つ）</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>コンピューター、%1</translation>
    </message>
    <message>
        <source>%1 ★ top</source>
        <translation>%1 ★ 1位</translation>
    </message>
    <message>
        <source>%1: %2, the top score</source>
        <translation>%1：%2、1位</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No —
out of the running</source>
        <translation>いいえ —
勝利資格なし</translation>
    </message>
    <message>
        <source>Yes (1 tracker)</source>
        <translation>はい（1つ）</translation>
    </message>
    <message>
        <source>Yes (%1 trackers)</source>
        <translation>はい（%1つ）</translation>
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
        <translation>%1 — 勝者！</translation>
    </message>
    <message>
        <source>(the top score)</source>
        <translation>（1位）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 — place: %2. %3. Wins a tracker: %4. %5: %6.</source>
        <translation>%1 — 順位：%2。%3。トラッカーで1位：%4。%5：%6。</translation>
    </message>
    <message>
        <source>%1 have the top score on no tracker, so are out of the running: only a player who wins at least one tracker can win.</source>
        <translation>%1はどのトラッカーでも1位ではないので、勝利資格がありません：少なくとも1つのトラッカーで1位になったプレイヤーだけが勝てます。</translation>
    </message>
</context>
<context>
    <name>PetalsSeat</name>
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
    <name>PetalsSession</name>
    <message>
        <source>Petals is for 2 to 5 players, not %1.</source>
        <translation>ペタルズは2～5人用です（%1人ではできません）。</translation>
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
        <source>It is not your turn.</source>
        <translation>あなたのターンではありません。</translation>
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
        <source>Only a placement whose effect is not answered yet can be taken back.</source>
        <translation>取り消せるのは、効果にまだ応えていない配置だけです。</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>ゲームを始められません：%1</translation>
    </message>
    <message>
        <source>Cannot start the game: %1.</source>
        <translation>ゲームを始められません：%1。</translation>
    </message>
    <message>
        <source>There is no game to restart.</source>
        <translation>やり直すゲームがありません。</translation>
    </message>
    <message>
        <source>The computer player %1 chose an action the rules refuse: %2</source>
        <translation>コンピュータープレイヤー%1が、ルールで認められないアクションを選びました：%2</translation>
    </message>
    <message>
        <source>the hard computer player expects to finish about %1 points ahead</source>
        <translation>「むずかしい」のコンピュータープレイヤーの予想では、約%1ポイントのリードで終わります</translation>
    </message>
    <message>
        <source>the hard computer player expects to finish about %1 points behind</source>
        <translation>「むずかしい」のコンピュータープレイヤーの予想では、約%1ポイント差で負けて終わります</translation>
    </message>
    <message>
        <source>Hint: %1 (%2).</source>
        <translation>ヒント：%1（%2）。</translation>
    </message>
    <message>
        <source>score the placed card</source>
        <translation>置いたカードで得点する</translation>
    </message>
    <message>
        <source>skip the move</source>
        <translation>移動をスキップする</translation>
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
        <source>place a card: %1</source>
        <translation>カードを置く：%1</translation>
    </message>
    <message>
        <source>move a lit card: %1</source>
        <translation>光っているカードを移動する：%1</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>火</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>風</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>土</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>0点</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>placed a card: %1</source>
        <translation>カードを置いた：%1</translation>
    </message>
    <message>
        <source>moved a lit card: %1</source>
        <translation>光っているカードを移動した：%1</translation>
    </message>
    <message>
        <source>scored the placed card</source>
        <translation>置いたカードで得点した</translation>
    </message>
    <message>
        <source>skipped the move</source>
        <translation>移動をスキップした</translation>
    </message>
</context>
<context>
    <name>PetalsSettingsDialog</name>
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
        <source>Configure — Petals</source>
        <translation>設定 — ペタルズ</translation>
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
        <source>Every element has a shape as well as a colour (flames, clouds, leaves, drops) and every cube a shape and an initial: no colour needs telling apart.</source>
        <translation>どのエレメントにも色のほかに形（炎・雲・葉・しずく）があり、どのキューブにも形と頭文字があります。色を見分けられなくても遊べます。</translation>
    </message>
    <message>
        <source>Place a card with a &amp;second click</source>
        <translation>2回目のクリックでカードを置く(&amp;S)</translation>
    </message>
    <message>
        <source>The first click on a cell shows the card there with the points each side gives; a second click on the same cell places it. For small hands and touchpads: a card placed cannot be taken back once the turn is over.</source>
        <translation>1回目のクリックでそのマスにカードと各辺の得点を表示し、同じマスをもう一度クリックすると置きます。小さな手やタッチパッド向けです。手番が終わると置いたカードは戻せません。</translation>
    </message>
    <message>
        <source>How fast the turns of the seats the computer plays are shown. Step by step waits for Next (N) after each step.</source>
        <translation>コンピューターが遊ぶ席の手番を見せる速さです。「1ステップずつ」では各ステップのあと「次へ」(N)を待ちます。</translation>
    </message>
    <message>
        <source>Also in View ▸ Computer players&apos; speed</source>
        <translation>表示 ▸ コンピュータープレイヤーの速さ からも変えられます</translation>
    </message>
    <message>
        <source>The c&amp;omputer players&apos; speed:</source>
        <translation>コンピュータープレイヤーの速さ(&amp;O)：</translation>
    </message>
    <message>
        <source>Every seat needs a name of its own.</source>
        <translation>どの席にも別々の名前が必要です。</translation>
    </message>
</context>
<context>
    <name>PetalsStatistics</name>
    <message>
        <source>Solo against easy computers</source>
        <translation>ひとりで「かんたん」のコンピューターと対戦</translation>
    </message>
    <message>
        <source>Solo against medium computers</source>
        <translation>ひとりで「ふつう」のコンピューターと対戦</translation>
    </message>
    <message>
        <source>Solo against hard computers</source>
        <translation>ひとりで「むずかしい」のコンピューターと対戦</translation>
    </message>
    <message>
        <source>People only (hotseat)</source>
        <translation>人だけ（ホットシート）</translation>
    </message>
    <message>
        <source>People and computers</source>
        <translation>人とコンピューター</translation>
    </message>
    <message>
        <source>Your Petals statistics “%1” could not be read: %2. The file was kept as “%3”, and the statistics start afresh.</source>
        <translation>ペタルズの統計「%1」を読み込めませんでした：%2。ファイルは「%3」として残し、統計は新しく始めます。</translation>
    </message>
    <message>
        <source>Your Petals statistics “%1” could not be read: %2. The file could not be kept aside either (%3), so no statistics are saved until the next start.</source>
        <translation>ペタルズの統計「%1」を読み込めませんでした：%2。ファイルを別に残すこともできなかったため（%3）、次に起動するまで統計は保存されません。</translation>
    </message>
    <message>
        <source>The Petals statistics were not saved: %1</source>
        <translation>ペタルズの統計を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>A personal best for %1: their smallest spread so far.</source>
        <translation>%1の自己ベスト：これまでで最も小さい差です。</translation>
    </message>
    <message>
        <source>A personal best for %1: their highest total so far.</source>
        <translation>%1の自己ベスト：これまでで最も高い合計です。</translation>
    </message>
    <message>
        <source>it is not a JSON document</source>
        <translation>JSONドキュメントではありません</translation>
    </message>
    <message>
        <source>it is not a Petals statistics file</source>
        <translation>ペタルズの統計ファイルではありません</translation>
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
    <name>PetalsStatisticsDialog</name>
    <message>
        <source>Petals — Statistics</source>
        <translation>ペタルズ — 統計</translation>
    </message>
    <message>
        <source>Petals statistics</source>
        <translation>ペタルズの統計</translation>
    </message>
    <message>
        <source>No Petals game has been counted yet. Play a game to its end and its result appears here.</source>
        <translation>まだペタルズのゲームは記録されていません。ゲームを最後までプレイすると、結果がここに表示されます。</translation>
    </message>
    <message>
        <source>The Petals games finished at this table, one line per person (computer players have none). A game counts once, when it ends.</source>
        <translation>この卓で終わったペタルズのゲーム。1人につき1行です（コンピュータープレイヤーの行はありません）。ゲームは終わったときに1回だけ数えます。</translation>
    </message>
    <message>
        <source>Best total</source>
        <translation>最高の合計</translation>
    </message>
    <message>
        <source>Best spread</source>
        <translation>最小の差</translation>
    </message>
    <message>
        <source>Standard scoring</source>
        <translation>スタンダード</translation>
    </message>
    <message>
        <source>Harmony</source>
        <translation>ハーモニー</translation>
    </message>
    <message>
        <source>Best total: the highest sum of a player&apos;s two lowest trackers in one game.</source>
        <translation>最高の合計：1ゲームでの、低い方の2つのトラッカーの和の最高値。</translation>
    </message>
    <message>
        <source>Best spread: the smallest gap between a player&apos;s highest and lowest tracker in one game.</source>
        <translation>最小の差：1ゲームでの、最も高いトラッカーと最も低いトラッカーの差の最小値。</translation>
    </message>
    <message>
        <source>Mode / player</source>
        <translation>モード / プレイヤー</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>最後のゲーム</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>リセット(&amp;R)…</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n game(s).</source>
        <translation>
            <numerusform>%1、%2：%nゲーム。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: played %2, won %3, %4 %5, last game %6.</source>
        <translation>%1：%2ゲーム、勝利%3、%4 %5、最後のゲーム%6。</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>統計をリセットしますか？</translation>
    </message>
    <message>
        <source>Forget every Petals result counted at this table? Frosted Blooms&apos; statistics are kept.</source>
        <translation>この卓で記録したペタルズの結果をすべて消去しますか？フロステッド・ブルームの統計は残ります。</translation>
    </message>
</context>
<context>
    <name>PetalsTutorial</name>
    <message>
        <source>Fire</source>
        <translation>火</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>風</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>土</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>not turned</source>
        <translation>回転なし</translation>
    </message>
    <message>
        <source>turned %1° clockwise</source>
        <translation>時計回りに%1°回転</translation>
    </message>
    <message>
        <source>the %1 symbol</source>
        <translation>%1のシンボル</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 meets %2</source>
        <translation>%1と%2が合わさる</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Poppy</source>
        <translation>ポピー</translation>
    </message>
    <message>
        <source>Lily</source>
        <translation>リリー</translation>
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
        <source>Scoring is allowed, but this time try the move: it scores more.</source>
        <translation>得点してもかまいませんが、今回は移動を試してください：その方が得点が高くなります。</translation>
    </message>
    <message>
        <source>You may skip in your own games; this time take the bonus move.</source>
        <translation>自分のゲームではスキップもできますが、今回はボーナスの移動をしてください。</translation>
    </message>
    <message>
        <source>Not that move: move the highlighted card to the marked place.</source>
        <translation>その移動ではありません：強調表示されたカードを、印の付いた場所へ移動してください。</translation>
    </message>
    <message>
        <source>Not that one: place the highlighted card where the table shows it, turned as shown.</source>
        <translation>そのカードではありません：強調表示されたカードを、卓に示された場所に、示された向きで置いてください。</translation>
    </message>
    <message>
        <source>Place, score, draw</source>
        <translation>置く、得点する、引く</translation>
    </message>
    <message>
        <source>Your card is placed and scored, and you drew the top card of the pile: a turn is always place, score, draw, so you hold two cards again. Now %1 plays.</source>
        <translation>あなたのカードは置かれて得点し、山札の一番上のカードを引きました：ターンはいつも「置く、得点する、引く」なので、また手札が2枚になります。次は%1の番です。</translation>
    </message>
    <message>
        <source>The last round</source>
        <translation>最後の1巡</translation>
    </message>
    <message>
        <source>The pile is empty: this is the last round. Each player places one of their two cards, scored as usual with its effects, and draws nothing. The card you keep is your last card: it is not placed, each of its numbers goes straight to its own flower&apos;s tracker (a symbol adds 0). Keep the card that helps your weakest trackers.</source>
        <translation>山札がなくなりました：これが最後の1巡です。各プレイヤーは2枚の手札のうち1枚を置き、いつもどおり効果も含めて得点し、カードは引きません。残したカードが最後のカードです：これは置かず、それぞれの数字が自分の花のトラッカーに直接入ります（シンボルは0）。弱いトラッカーを助けるカードを残しましょう。</translation>
    </message>
    <message>
        <source>Your garden now</source>
        <translation>これからはあなたの庭</translation>
    </message>
    <message numerus="yes">
        <source>You know every part of a turn. Play on: choose a card, turn it so its half-flowers match its neighbours&apos;, and place it. %n card(s) left in the pile. Mind your weakest trackers: at the end only your two lowest scores count.</source>
        <translation>
            <numerusform>ターンの流れはすべてわかりました。続けてプレイしましょう：カードを選び、ハーフフラワーが隣のカードとそろうように回して置きます。山札の残りは%n枚です。弱いトラッカーに気をつけて：最後に数えるのは低い方の2つの得点だけです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Place the highlighted card of your hand on the marked place, %1.</source>
        <translation>手札の強調表示されたカードを、印の付いた場所に置いてください（%1）。</translation>
    </message>
    <message>
        <source>Matching flowers</source>
        <translation>花がそろう</translation>
    </message>
    <message>
        <source>Welcome to Petals! Lay square cards side by side so that the half-flowers on their edges meet, and score on the four trackers: Fire, Air, Earth and Water. A card must touch another card along a side (a corner is not enough).

%1 Here %2: the same flowers, a flower match. Each half adds its number to its own flower&apos;s tracker: %3.</source>
        <translation>ペタルズへようこそ！正方形のカードを並べて置き、辺のハーフフラワーを合わせて、4つのトラッカー（火・風・土・水）で得点します。カードは他のカードと辺で接していなければなりません（角だけでは不可）。

%1 ここでは%2：同じ花なので、花がそろいます。それぞれの半分が、自分の花のトラッカーにその数字を加えます：%3。</translation>
    </message>
    <message>
        <source>Matching numbers</source>
        <translation>数字がそろう</translation>
    </message>
    <message>
        <source>Numbers match too. %1 Here %2: different flowers with the same number, a number match. Again each half goes to its own flower&apos;s tracker: %3. Any other pair scores nothing.</source>
        <translation>数字もそろいます。%1 ここでは%2：花は違っても数字が同じなので、数字がそろいます。この場合も、それぞれの半分が自分の花のトラッカーに入ります：%3。それ以外のペアは得点しません。</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>シンボル</translation>
    </message>
    <message>
        <source>Some half-flowers show a symbol instead of a number; a symbol counts as 0. When two symbols meet, the placement triggers an effect: two different symbols make a simple effect. %1 Here %2.</source>
        <translation>ハーフフラワーには、数字の代わりにシンボルがあるものもあります。シンボルは0として数えます。2つのシンボルが合わさると、配置によって効果が起きます：異なる2つのシンボルはシンプル効果です。%1 ここでは%2。</translation>
    </message>
    <message>
        <source>A double effect</source>
        <translation>ダブル効果</translation>
    </message>
    <message>
        <source>Two identical symbols make a double effect: your card&apos;s points are scored at once, and then you may also move a card and score it too, or skip. %1 Here %2: %3 at once.</source>
        <translation>同じ2つのシンボルはダブル効果です：あなたのカードの得点がすぐに入り、さらにカードを1枚移動してそれでも得点するか、移動をスキップできます。%1 ここでは%2：すぐに%3。</translation>
    </message>
    <message>
        <source>Move the highlighted card on the table to the marked place, %1: %2, for %3.</source>
        <translation>卓上の強調表示されたカードを、印の付いた場所へ移動してください（%1）：%2で%3。</translation>
    </message>
    <message>
        <source>Score or move</source>
        <translation>得点か移動か</translation>
    </message>
    <message>
        <source>A simple effect: choose. Either score your card as usual (%1), or move one card already on the table and score the moved card&apos;s pairs at its new place instead; your card then scores nothing. %2

A move&apos;s limits: the cards that made the symbol pair stay, and so does a card with cards on all four sides; the new place must touch another card along a side, and a move may never cut apart cards that were connected.</source>
        <translation>シンプル効果：選んでください。いつもどおり自分のカードで得点する（%1）か、すでに卓上にあるカードを1枚移動し、代わりに移動したカードの新しい場所でのペアで得点するかです。移動した場合、あなたのカードは得点しません。%2

移動の制限：シンボルのペアを作ったカードと、4辺すべてにカードが接しているカードは動かせません。新しい場所は別のカードと辺で接していなければならず、つながっていたカードを切り離す移動はできません。</translation>
    </message>
    <message>
        <source>The bonus move</source>
        <translation>ボーナスの移動</translation>
    </message>
    <message>
        <source>Your card has scored %1. Now the double effect&apos;s bonus: you may move a card and score it too, or skip the move. %2 A moved card&apos;s symbols trigger nothing more.</source>
        <translation>あなたのカードで%1を得点しました。次はダブル効果のボーナスです：カードを1枚移動してそれでも得点するか、移動をスキップできます。%2 移動したカードのシンボルはもう何も起こしません。</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>勝者の決定</translation>
    </message>
    <message>
        <source>You won no tracker, so you are not in the running this time.</source>
        <translation>どのトラッカーも獲得できなかったので、今回は勝利資格がありません。</translation>
    </message>
    <message>
        <source>You won %1: you are in the running.</source>
        <translation>%1を獲得したので、勝利資格があります。</translation>
    </message>
    <message>
        <source>%1 not eligible</source>
        <translation>%1 勝利資格なし</translation>
    </message>
    <message>
        <source>The game is over. Each last card was scored directly, number by number: %1.

To be in the running you must win a tracker: nobody higher on it (ties at the top all win). %2

Then your total is the sum of your two lowest trackers, and the highest total wins (ties: the higher lowest score). Totals: %3. Winner: %4. (In the Harmony variant the smallest gap between your highest and lowest tracker wins instead.)</source>
        <translation>ゲームは終了しました。最後のカードは、数字ごとに直接得点しました：%1。

勝利資格を得るには、トラッカーを獲得しなければなりません：そのトラッカーで誰もあなたより高くないことです（1位の同点は全員が獲得）。%2

そのうえで、低い方の2つのトラッカーの和が合計となり、合計が最も高い人が勝ちます（同点の場合は、最も低い得点が高い方）。合計：%3。勝者：%4。（ハーモニー・バリアントでは、最も高いトラッカーと最も低いトラッカーの差が最も小さい人が勝ちます。）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>／</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>PetalsWindow</name>
    <message>
        <source>Petals</source>
        <translation>ペタルズ</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>できません：%1</translation>
    </message>
    <message>
        <source>The card is back in your hand.</source>
        <translation>カードは手札に戻りました。</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>卓</translation>
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
        <source>&amp;Daily Petals…</source>
        <translation>日替わりペタルズ(&amp;D)…</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>記録を開く(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>記録をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>ターン(&amp;T)</translation>
    </message>
    <message>
        <source>Take back the card just placed, until its symbol pair is answered.</source>
        <translation>置いたばかりのカードを取り消します（シンボルのペアに応えるまで）。</translation>
    </message>
    <message>
        <source>&amp;Rotate clockwise</source>
        <translation>時計回りに回転(&amp;R)</translation>
    </message>
    <message>
        <source>Rotate &amp;counter-clockwise</source>
        <translation>反時計回りに回転(&amp;C)</translation>
    </message>
    <message>
        <source>Go to my &amp;hand</source>
        <translation>手札へ移動(&amp;H)</translation>
    </message>
    <message>
        <source>Go to the &amp;table</source>
        <translation>卓へ移動(&amp;T)</translation>
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
        <source>&amp;Fit the table</source>
        <translation>卓全体を表示(&amp;F)</translation>
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
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>遊び方を学ぶ(&amp;L)…</translation>
    </message>
    <message>
        <source>About Petals</source>
        <translation>ペタルズについて</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Petals&lt;/b&gt;: a card game of matching flowers for 2 to 5 players, from the design documents of Frosted Blooms (Bruno Cathala &amp;amp; Ludovic Maublanc).&lt;/p&gt;&lt;p&gt;Version %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ペタルズ&lt;/b&gt;：花をそろえる2～5人用のカードゲーム。フロステッド・ブルームのデザイン資料（Bruno Cathala &amp;amp; Ludovic Maublanc）にもとづきます。&lt;/p&gt;&lt;p&gt;バージョン %1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>再開しますか？</translation>
    </message>
    <message>
        <source>A game of Petals was not finished. Resume it?</source>
        <translation>終わっていないペタルズのゲームがあります。再開しますか？</translation>
    </message>
    <message>
        <source>The unfinished game is back on the table.</source>
        <translation>終わっていないゲームを卓に戻しました。</translation>
    </message>
    <message>
        <source>No attempt is left today for the daily deal: come back tomorrow.</source>
        <translation>今日の配りの挑戦はもう残っていません：明日また来てください。</translation>
    </message>
    <message>
        <source>The game started again from its deal.</source>
        <translation>ゲームを最初の配りからやり直しました。</translation>
    </message>
    <message>
        <source>The game of Petals of %1 (turn %2)</source>
        <translation>%1のペタルズのゲーム（ターン%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Petals games (*%1);;All files (*)</source>
        <translation>ペタルズのゲーム (*%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>Records and saved games (*.json);;All files (*)</source>
        <translation>記録と保存したゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open a replay record</source>
        <translation>リプレイ記録を開く</translation>
    </message>
    <message>
        <source>Export the replay record</source>
        <translation>リプレイ記録をエクスポート</translation>
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
        <source>petals-turn-%1</source>
        <translation>petals-turn-%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>%1に保存しました</translation>
    </message>
    <message>
        <source>The game in progress is unchanged.</source>
        <translation>進行中のゲームは変わっていません。</translation>
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
        <source>Record written to %1 — replay it with Game ▸ Open record… or frosted-blooms-cli --game petals play</source>
        <translation>記録を%1に書き出しました — 「ゲーム ▸ 記録を開く…」または frosted-blooms-cli --game petals play で再生できます</translation>
    </message>
    <message>
        <source>The game again</source>
        <translation>ゲームをもう一度</translation>
    </message>
    <message>
        <source>Today’s deal: attempt %1 of %2.</source>
        <translation>今日の配り：挑戦%1/%2。</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>終わる</translation>
    </message>
    <message>
        <source>Learn to play Petals?</source>
        <translation>ペタルズの遊び方を学びますか？</translation>
    </message>
    <message>
        <source>Is this your first game of Petals? A guided game shows every rule once, one turn at a time (about ten minutes). You can find it later in Help ▸ Learn to play.</source>
        <translation>ペタルズは初めてですか？ガイド付きゲームでは、すべてのルールを1ターンずつ1回ずつ紹介します（約10分）。あとで「ヘルプ ▸ 遊び方を学ぶ」からも始められます。</translation>
    </message>
    <message>
        <source>a symbol pair: simple effect (score the card or move one)</source>
        <translation>シンボルのペア：シンプル効果（カードで得点するか、1枚移動する）</translation>
    </message>
    <message>
        <source>identical symbols: double effect (score and move one)</source>
        <translation>同じシンボル：ダブル効果（得点して、1枚移動する）</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1（コンピューター、%2）</translation>
    </message>
    <message>
        <source>A new game of Petals (Harmony).</source>
        <translation>ペタルズの新しいゲーム（ハーモニー）。</translation>
    </message>
    <message>
        <source>A new game of Petals.</source>
        <translation>ペタルズの新しいゲーム。</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>「ゲーム」メニューから新しいゲームを始めてください。</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>See the score pad.</source>
        <translation>スコアパッドを見てください。</translation>
    </message>
    <message>
        <source>%1 plays</source>
        <translation>%1の番</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>Press Next step (N) to see the move.</source>
        <translation>「次のステップ」（N）を押すと手が見られます。</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>プレイ中…</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>%1のターン</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>%1を待っています。</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>あなたのターン、%1</translation>
    </message>
    <message>
        <source>Choose a card, then a marked place. R or the wheel turns the card.</source>
        <translation>カードを選び、印の付いた場所を選んでください。Rキーかホイールでカードを回転します。</translation>
    </message>
    <message>
        <source>Click a marked place to move the card there (R turns it).</source>
        <translation>印の付いた場所をクリックすると、カードをそこへ移動します（Rキーで回転）。</translation>
    </message>
    <message>
        <source>A symbol pair! Score the card you placed, or move a lit card instead.</source>
        <translation>シンボルのペア！置いたカードで得点するか、代わりに光っているカードを移動してください。</translation>
    </message>
    <message>
        <source>Identical symbols: your card scored. Move a lit card, or skip.</source>
        <translation>同じシンボル：あなたのカードは得点しました。光っているカードを移動するか、スキップしてください。</translation>
    </message>
    <message>
        <source>The best move gives +%1.</source>
        <translation>最善の移動で+%1。</translation>
    </message>
    <message>
        <source>No card can move.</source>
        <translation>移動できるカードはありません。</translation>
    </message>
    <message>
        <source>A symbol pair: simple effect</source>
        <translation>シンボルのペア：シンプル効果</translation>
    </message>
    <message>
        <source>Your card gives %1. Score it, or move one of the lit cards instead. %2</source>
        <translation>あなたのカードの得点は%1。これで得点するか、代わりに光っているカードを1枚移動してください。%2</translation>
    </message>
    <message>
        <source>Identical symbols: double effect</source>
        <translation>同じシンボル：ダブル効果</translation>
    </message>
    <message>
        <source>Your card scored %1. Now move one of the lit cards, or skip. %2</source>
        <translation>あなたのカードで%1を得点しました。次に光っているカードを1枚移動するか、スキップしてください。%2</translation>
    </message>
    <message>
        <source>Not here: %1</source>
        <translation>ここには置けません：%1</translation>
    </message>
    <message>
        <source>Here: +%1 (%2)</source>
        <translation>ここなら：+%1（%2）</translation>
    </message>
    <message>
        <source>Here: no points</source>
        <translation>ここなら：得点なし</translation>
    </message>
    <message>
        <source>, and %1</source>
        <translation>、さらに%1</translation>
    </message>
    <message>
        <source>Choose a card in your hand first.</source>
        <translation>先に手札からカードを選んでください。</translation>
    </message>
    <message>
        <source>That card cannot move: it is not lit.</source>
        <translation>このカードは移動できません：光っていません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Last turn, %1: +%2 (the lit cards).</source>
        <translation>前のターン、%1：+%2（光っているカード）。</translation>
    </message>
    <message>
        <source>; no move</source>
        <translation>、移動なし</translation>
    </message>
    <message>
        <source> — %1 in all.</source>
        <translation> — 合計%1。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>Click again (Enter) to put it there.</source>
        <translation>もう一度クリック（Enter）するとそこに置きます。</translation>
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
        <source>Your turn</source>
        <translation>あなたのターン</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the end of the sentence: what the place gives</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Turn %1, %2: placed a card (%3)</source>
        <translation>ターン%1、%2：カードを置いた（%3）</translation>
    </message>
    <message>
        <source>; moved a card (%1)</source>
        <translation>、カードを移動した（%1）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Petals, 2 to 5 players match half-flowers and balance four elements</source>
        <translation>ペタルズ：2～5人でハーフフラワーをそろえ、4つのエレメントのバランスをとるゲーム</translation>
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
        <source>Petals: standard or harmony (default: standard).</source>
        <translation>ペタルズ：standard または harmony（既定：standard）。</translation>
    </message>
    <message>
        <source>--players must be 2 to 5 for Petals, not “%1”.</source>
        <translation>ペタルズの --players は2～5です（「%1」は不可）。</translation>
    </message>
    <message>
        <source>--variant must be standard or harmony, not “%1”.</source>
        <translation>--variant は standard または harmony です（「%1」は不可）。</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not “%1”.</source>
        <translation>--seed は整数です（「%1」は不可）。</translation>
    </message>
    <message>
        <source>cannot load Petals&apos; data: %1</source>
        <translation>ペタルズのデータを読み込めません：%1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>petals::art</name>
    <message>
        <source>Fire</source>
        <translation>火</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>風</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>土</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>north</source>
        <translation>北</translation>
    </message>
    <message>
        <source>east</source>
        <translation>東</translation>
    </message>
    <message>
        <source>south</source>
        <translation>南</translation>
    </message>
    <message>
        <source>west</source>
        <translation>西</translation>
    </message>
    <message>
        <source>%1 flower with the %2 symbol</source>
        <translation>%1の花・%2のシンボル</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, ladybug</source>
        <translation>、テントウムシ</translation>
    </message>
</context>
<context>
    <name>petals::gui::EffectPanel</name>
    <message>
        <source>Symbol pair</source>
        <translation>シンボルのペア</translation>
    </message>
    <message>
        <source>S&amp;kip the move</source>
        <translation>移動をスキップ(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Choose another card to move</source>
        <translation>移動する別のカードを選ぶ(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>Sc&amp;ore this card: +%n</source>
        <translation>
            <numerusform>このカードで得点：+%n(&amp;O)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>petals::gui::HandView</name>
    <message>
        <source>Hands</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>Cards hidden</source>
        <translation>手札は非表示</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>山札</translation>
    </message>
    <message>
        <source> (selected)</source>
        <translation>（選択中）</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1の手札は%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1%2: %3</source>
        <translation>カード%1%2：%3</translation>
    </message>
</context>
<context>
    <name>petals::gui::TableView</name>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Cell %1, %2</source>
        <translation>マス(%1, %2)</translation>
    </message>
    <message>
        <source>%1: empty, a card may go here</source>
        <translation>%1：空き、ここにカードを置けます</translation>
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
    <name>petals::gui::TrackersView</name>
    <message>
        <source>Elemental Trackers</source>
        <translation>エレメント・トラッカー</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>winning %1 of 4 (♛)</source>
        <translation>4つ中%1つで1位（♛）</translation>
    </message>
    <message>
        <source>winning no tracker: not eligible</source>
        <translation>1位のトラッカーなし：勝利資格なし</translation>
    </message>
    <message>
        <source>%1: spread %2 (highest − lowest, shaded) · %3</source>
        <translation>%1：差%2（最高 − 最低、網掛け）· %3</translation>
    </message>
    <message>
        <source>%1: total %2 (two lowest, shaded) · %3</source>
        <translation>%1：合計%2（低い方の2つ、網掛け）· %3</translation>
    </message>
</context>
</TS>
