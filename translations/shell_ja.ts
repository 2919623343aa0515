<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>CoachMark</name>
    <message>
        <source>Leave the guided game</source>
        <translation>ガイド付きゲームをやめる</translation>
    </message>
</context>
<context>
    <name>ConfigureDialog</name>
    <message>
        <source>Settings pages</source>
        <translation>設定ページ</translation>
    </message>
    <message>
        <source>Puts back the values of a first start on the page shown only; the other pages keep theirs. Nothing changes before OK or Apply.</source>
        <translation>表示中のページだけを初回起動時の値に戻します。ほかのページはそのままです。「OK」か「適用」を押すまで何も変わりません。</translation>
    </message>
    <message>
        <source>Use these settings now and keep the dialog open</source>
        <translation>この設定を今すぐ使い、ダイアログは開いたままにします</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>文字サイズ(&amp;T)：</translation>
    </message>
    <message>
        <source>The language and the text size apply from the next start: you are offered to start again at once, and your game goes on where it is.</source>
        <translation>言語と文字サイズは次回の起動から反映されます。すぐに再起動するか確認され、ゲームは現在の状態から続きます。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>What a new game proposes for a seat the last game did not have (a new game starts from the last game&apos;s players).</source>
        <translation>前回のゲームになかった席に、新しいゲームが提案するものです（新しいゲームは前回のプレイヤーから始まります）。</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>プレイヤー%1(&amp;%1)：</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>Frosted Blooms</source>
        <translation>フロステッド・ブルーム</translation>
    </message>
    <message>
        <source>Do you want to save the current game?</source>
        <translation>現在のゲームを保存しますか？</translation>
    </message>
    <message>
        <source>&amp;Save, then start a new game…</source>
        <translation>保存して新しいゲームを開始(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <source>%1 is not finished. A new game replaces it.</source>
        <translation>%1はまだ終わっていません。新しいゲームで置き換えられます。</translation>
    </message>
    <message>
        <source>&amp;Save, then open…</source>
        <translation>保存してから開く(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 is not finished. The game you open replaces it.</source>
        <translation>%1はまだ終わっていません。開いたゲームで置き換えられます。</translation>
    </message>
    <message>
        <source>&amp;Save, then switch…</source>
        <translation>保存してから切り替え(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 is not finished. A new game with the other data set replaces it.</source>
        <translation>%1はまだ終わっていません。別のデータセットの新しいゲームで置き換えられます。</translation>
    </message>
    <message>
        <source>&amp;Save, then quit…</source>
        <translation>保存して終了(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit without saving</source>
        <translation>保存せずに終了(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 is not finished. Without saving, it is still offered for resuming at the next start, until a new game replaces it.</source>
        <translation>%1はまだ終わっていません。保存しなくても、新しいゲームで置き換えられるまでは、次回の起動時に再開できます。</translation>
    </message>
</context>
<context>
    <name>FirstGameChoice</name>
    <message>
        <source>Which game would you like to play?</source>
        <translation>どのゲームで遊びますか？</translation>
    </message>
    <message>
        <source>You can change the game whenever you start a new one.</source>
        <translation>新しいゲームを始めるときに、いつでもゲームを変えられます。</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>ようこそ</translation>
    </message>
</context>
<context>
    <name>Frame</name>
    <message>
        <source>Open re&amp;cent</source>
        <translation>最近のゲームを開く(&amp;C)</translation>
    </message>
    <message>
        <source>%1 is no longer there; it was taken off the recent games.</source>
        <translation>%1が見つかりません。最近のゲームの一覧から外しました。</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>最近のゲームはありません</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Start again now? Your game is autosaved and goes on where it is.</source>
        <translation>今すぐ再起動しますか？ゲームは自動保存されており、現在の状態から続きます。</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>今すぐ再起動(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
    <message>
        <source>%1 could not start again: %2</source>
        <translation>%1を再起動できませんでした：%2</translation>
    </message>
    <message>
        <source>Your autosaved game could not be opened.</source>
        <translation>自動保存されたゲームを開けませんでした。</translation>
    </message>
    <message>
        <source>Your autosaved game could not be opened; it was kept as %1.</source>
        <translation>自動保存されたゲームを開けませんでした。%1として保管してあります。</translation>
    </message>
</context>
<context>
    <name>GameSwitcher</name>
    <message>
        <source>%1 could not open its window; %2 stays on the table.</source>
        <translation>%1のウィンドウを開けませんでした。%2をそのまま続けます。</translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <source>Hand over</source>
        <translation>交代</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>%1のターン</translation>
    </message>
    <message>
        <source>Pass the screen to %1. The other players look away: %1’s cards show once they are ready.</source>
        <translation>画面を%1に渡してください。ほかのプレイヤーは見ないでください：準備ができたら%1の手札が表示されます。</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>%1です：手札を見せる</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ファイルではなくフォルダーです</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <source>it is larger than 1 MiB</source>
        <translation>1 MiBを超えています</translation>
    </message>
    <message>
        <source>no free name</source>
        <translation>使える名前がありません</translation>
    </message>
    <message>
        <source>Cannot create the folder “%1”.</source>
        <translation>フォルダー「%1」を作成できません。</translation>
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
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>Res&amp;tart this game</source>
        <translation>このゲームを最初からやり直す(&amp;T)</translation>
    </message>
    <message>
        <source>Start this game again from its deal, with the same players</source>
        <translation>同じプレイヤーで、このゲームを最初の配りからやり直します</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Take back a step of your turn</source>
        <translation>自分のターンのステップを1つ取り消します</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Con&amp;figure %1…</source>
        <translation>%1を設定(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About %1</source>
        <translation>%1について(&amp;A)</translation>
    </message>
</context>
<context>
    <name>StartChoices</name>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>システムの言語（%1）</translation>
    </message>
    <message>
        <source>Normal (%1%)</source>
        <translation>標準（%1%）</translation>
    </message>
    <message>
        <source>Large (%1%)</source>
        <translation>大（%1%）</translation>
    </message>
    <message>
        <source>Larger (%1%)</source>
        <translation>特大（%1%）</translation>
    </message>
    <message>
        <source>Larger text scales the whole table: tiles, cards and words</source>
        <translation>文字を大きくすると、タイル、カード、文字など卓全体が拡大されます</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>文字サイズ(&amp;T)</translation>
    </message>
    <message>
        <source>%1 speaks %2 from its next start.</source>
        <translation>次回の起動から、%1は%2で表示されます。</translation>
    </message>
    <message>
        <source>The table is shown at %1% from the next start.</source>
        <translation>次回の起動から、卓は%1%で表示されます。</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Rules</source>
        <comment>window title</comment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <comment>window title</comment>
        <translation>キーボード</translation>
    </message>
    <message>
        <source>Settings not read: “%1” is larger than 1 MiB; the defaults are used this time.</source>
        <translation>設定を読み込みませんでした：「%1」が1 MiBを超えています。今回は既定値を使用します。</translation>
    </message>
    <message>
        <source>Settings not read: “%1” is not a regular file; the defaults are used this time.</source>
        <translation>設定を読み込みませんでした：「%1」は通常のファイルではありません。今回は既定値を使用します。</translation>
    </message>
    <message>
        <source>Language: en, fr or ja (default: Settings ▸ Language, else the system&apos;s).</source>
        <translation>言語：en、fr、ja（既定：「設定 ▸ 言語」の設定、なければシステムの言語）。</translation>
    </message>
    <message>
        <source>Size of the table and its text in percent: 100, 125 or 150 (default: Settings ▸ Text size).</source>
        <translation>卓と文字の大きさ（パーセント）：100、125、150（既定：「設定 ▸ 文字サイズ」の設定）。</translation>
    </message>
    <message>
        <source>The game to play: %1 (default: %2).</source>
        <translation>遊ぶゲーム：%1（既定：%2）。</translation>
    </message>
    <message>
        <source>Frosted Blooms, a tile-laying garden game</source>
        <translation>フロステッド・ブルーム — 庭をつくるタイル配置ゲーム</translation>
    </message>
    <message>
        <source>A saved game to open (*.frosted.json); with --screenshot, the game rendered (--turns 0 unless given).</source>
        <translation>起動時に開く保存済みゲーム（*.frosted.json）。--screenshotと一緒に使うと、そのゲームを描画します（指定がなければ--turns 0）。</translation>
    </message>
    <message numerus="yes">
        <source>give at most one saved game to open, not %n.</source>
        <comment>the files given</comment>
        <translation>
            <numerusform>開く保存ゲームは1つまでです（%n個指定されました）。</numerusform>
        </translation>
    </message>
    <message>
        <source>--lang must be en, fr or ja, not “%1”.</source>
        <translation>--langにはen、fr、jaのいずれかを指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--text-size must be 100, 125 or 150, not “%1”.</source>
        <translation>--text-sizeには100、125、150のいずれかを指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--game must be one of %1, not “%2”.</source>
        <translation>--gameには%1のいずれかを指定してください（「%2」は指定できません）。</translation>
    </message>
    <message>
        <source>the game is already running: its window was brought forward.</source>
        <translation>ゲームはすでに起動しています。そのウィンドウを前面に表示しました。</translation>
    </message>
</context>
<context>
    <name>savefiles</name>
    <message>
        <source>Frosted Blooms games (*.frosted.json);;All files (*)</source>
        <translation>フロステッド・ブルームのゲーム (*.frosted.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot write “%1”: it is a folder.</source>
        <translation>「%1」に書き込めません：フォルダーです。</translation>
    </message>
    <message>
        <source>Cannot write “%1”: it is not a regular file.</source>
        <translation>「%1」に書き込めません：通常のファイルではありません。</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2.</source>
        <translation>「%1」に書き込めません：%2。</translation>
    </message>
    <message>
        <source>Cannot keep the previous autosave as “%1”: %2.</source>
        <translation>以前の自動保存を「%1」として残せません：%2。</translation>
    </message>
    <message>
        <source>The autosave “%1” cannot be resumed: %2</source>
        <translation>自動保存「%1」は再開できません：%2</translation>
    </message>
    <message>
        <source>The autosave “%1” could not be opened: %2</source>
        <translation>自動保存「%1」を開けませんでした：%2</translation>
    </message>
    <message>
        <source>%1 It was kept as “%2” and will not be overwritten.</source>
        <translation>%1このファイルは「%2」として保管され、上書きされません。</translation>
    </message>
    <message>
        <source>no free name beside it</source>
        <translation>同じ場所に使える名前がありません</translation>
    </message>
    <message>
        <source>%1 It could not be renamed aside (%2), so nothing is autosaved until “%3” is moved or deleted.</source>
        <translation>%1ファイル名を変えて退避できなかったため（%2）、「%3」を移動または削除するまで自動保存は行われません。</translation>
    </message>
</context>
</TS>
