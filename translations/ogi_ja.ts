<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>DiagramExport</name>
    <message>
        <source>no pieces in hand</source>
        <translation>持ち駒なし</translation>
    </message>
    <message>
        <source>Ōgi position</source>
        <translation>王棋の局面</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>「%1」に書き込めません。</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>手番</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>「%1」を読み込めません：%2</translation>
    </message>
    <message>
        <source>%1 is not a valid Ōgi record:
%2</source>
        <translation>「%1」は正しい王棋の棋譜ではありません：
%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>「%1」に書き込めません：%2</translation>
    </message>
    <message>
        <source>%1 is not a text file, so it cannot be an Ōgi record.</source>
        <translation>「%1」はテキストファイルではないため、王棋の棋譜として読めません。</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Computer, level %1</source>
        <translation>コンピュータ（レベル%1）</translation>
    </message>
</context>
<context>
    <name>Handicap</name>
    <message>
        <source>Even game</source>
        <translation>平手</translation>
    </message>
    <message>
        <source>Bishop promoted (+B)</source>
        <translation>角成り</translation>
    </message>
    <message>
        <source>Rook promoted (+R)</source>
        <translation>飛成り</translation>
    </message>
    <message>
        <source>Rook and Bishop promoted (+R +B)</source>
        <translation>飛角成り</translation>
    </message>
    <message>
        <source>Rook, Bishop and Princess promoted (+R +B +I)</source>
        <translation>飛角姫成り</translation>
    </message>
    <message>
        <source>Rook, Bishop, Princess and Silvers promoted (+R +B +I +S +S)</source>
        <translation>飛角姫両銀成り</translation>
    </message>
    <message>
        <source>Every piece but the King and the Pawns promoted</source>
        <translation>王と歩以外すべて成り</translation>
    </message>
    <message>
        <source>Custom: the pieces ticked below</source>
        <translation>カスタム：下で選んだ駒</translation>
    </message>
    <message>
        <source>Princess</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>姫</translation>
    </message>
    <message>
        <source>Rook</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>飛</translation>
    </message>
    <message>
        <source>Bishop</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>角</translation>
    </message>
    <message>
        <source>Silver</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>銀</translation>
    </message>
    <message>
        <source>Knight</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>桂</translation>
    </message>
    <message>
        <source>Lance</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>香</translation>
    </message>
    <message>
        <source>Pawn</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>歩</translation>
    </message>
    <message>
        <source>King</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>玉</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <comment>a handicap&apos;s tag, such as +R +L</comment>
        <translation>%1（カスタム）</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>a piece and how many of it</comment>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two pieces of a handicap&apos;s name, more follow</comment>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two pieces of a handicap&apos;s name</comment>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>%1 promoted (custom)</source>
        <comment>the pieces of a handicap that is no preset</comment>
        <translation>%1成り（カスタム）</translation>
    </message>
</context>
<context>
    <name>PositionCheck</name>
    <message>
        <source>Sente has no King.</source>
        <translation>先手の王がありません。</translation>
    </message>
    <message>
        <source>Gote has no King.</source>
        <translation>後手の王がありません。</translation>
    </message>
    <message>
        <source>Sente has %1 Kings; each side has exactly one.</source>
        <translation>先手の王が%1枚あります。王は各陣に1枚だけです。</translation>
    </message>
    <message>
        <source>Gote has %1 Kings; each side has exactly one.</source>
        <translation>後手の王が%1枚あります。王は各陣に1枚だけです。</translation>
    </message>
    <message>
        <source>There are %1 pieces of type %2; the game has only %3.</source>
        <translation>%2が%1枚あります。この駒は全部で%3枚しかありません。</translation>
    </message>
    <message>
        <source>The unpromoted %1 of %2 on %3 could never move.</source>
        <translation>%2の%3にある%1は成っていないため、動くことができません。</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>時間無制限</translation>
    </message>
    <message>
        <source>%1 + %2 s byoyomi</source>
        <translation>%1＋秒読み%2秒</translation>
    </message>
    <message>
        <source>%1 + %2 s per move</source>
        <translation>%1＋1手ごとに%2秒加算</translation>
    </message>
</context>
<context>
    <name>TypedMove</name>
    <message>
        <source>%1 is not a move: write it like %2, %3 or %4.</source>
        <translation>%1は指し手として読めません。%2、%3、%4のように書いてください。</translation>
    </message>
    <message>
        <source>Type a move, for example Pc3-c4, c3c4 or N*e4.</source>
        <translation>指し手を入力してください（例：☗歩c3-c4、c3c4、☗桂e4打）。</translation>
    </message>
    <message>
        <source>%1 looks like shogi coordinates. In Ōgi, files are the letters a–h, from left to right as Sente sees the board, and ranks are the numbers 1–8, from Sente&apos;s side: for example Pc3-c4, or just c4.</source>
        <translation>%1は将棋の座標のようです。王棋では、筋を先手から見て左から右へa〜hの英字で、段を先手の側から1〜8の数字で書きます（例：☗歩c3-c4、または単にc4）。</translation>
    </message>
    <message>
        <source>%1: 同 stands for the square of the last move, and no move has been played yet.</source>
        <translation>%1：「同」は直前の手の行き先のマスを表しますが、まだ一手も指されていません。</translation>
    </message>
    <message>
        <source>No legal move matches %1.</source>
        <translation>%1に当てはまる合法手はありません。</translation>
    </message>
    <message>
        <source>%1 is ambiguous: it could be %2.</source>
        <translation>%1は曖昧です。候補：%2。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play Ōgi.</source>
        <translation>王棋を指します。</translation>
    </message>
    <message>
        <source>record</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>A game record (.ogn) to open.</source>
        <translation>開く棋譜ファイル（.ogn）。</translation>
    </message>
    <message>
        <source>[record.ogn]</source>
        <translation>[棋譜.ogn]</translation>
    </message>
    <message>
        <source>Ōgi</source>
        <comment>the program&apos;s name after window titles</comment>
        <translation>王棋</translation>
    </message>
</context>
<context>
    <name>ogi::AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>How many of the best moves the computer follows</source>
        <translation>コンピュータが読む候補手の数</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>評価値</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>読み筋</translation>
    </message>
    <message>
        <source>Analysis lines</source>
        <translation>検討の読み筋</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>A line goes into the game as a variation once the computer is stopped: step back through the game, or use Stop.</source>
        <translation>コンピュータを止めると、読み筋を変化として棋譜に入れられます。局面を戻すか、「停止」を押してください。</translation>
    </message>
    <message>
        <source>Li&amp;nes:</source>
        <translation>候補手数(&amp;N)：</translation>
    </message>
    <message>
        <source>Eng&amp;ine:</source>
        <translation>エンジン(&amp;I)：</translation>
    </message>
    <message>
        <source>The engine that analyses: the built-in one, or one added in Settings ▸ Engines…</source>
        <translation>検討に使うエンジン：内蔵エンジン、または「設定 ▸ エンジン…」で追加したエンジン</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>検討エンジン</translation>
    </message>
    <message>
        <source>Ōgi (built-in)</source>
        <translation>王棋（内蔵）</translation>
    </message>
    <message>
        <source>%1
Choose another engine, or turn the live analysis off and on to start it again.</source>
        <translation>%1
別のエンジンを選ぶか、検討モードをいったんオフにしてからオンに戻して、このエンジンを再起動してください。</translation>
    </message>
    <message>
        <source>Paused while the computer analyses the game or finds a hint.</source>
        <translation>コンピュータが対局の解析中またはヒントの探索中のため、一時停止しています。</translation>
    </message>
    <message>
        <source>The game is over on the board (the King captured, or no move left): there is nothing to analyse.</source>
        <translation>盤上で対局が終わっています（王が取られたか、指せる手がありません）。検討する手はありません。</translation>
    </message>
    <message>
        <source>The game ended here: step back a move to enter a line as a variation.</source>
        <translation>対局はこの局面で終わりました。読み筋を変化として入れるには、一手戻してください。</translation>
    </message>
    <message>
        <source>Line preview</source>
        <translation>読み筋のプレビュー</translation>
    </message>
    <message>
        <source>Chance</source>
        <comment>of winning</comment>
        <translation>勝率</translation>
    </message>
    <message>
        <source>The leading side&apos;s chance of winning, from how the engine&apos;s own games went from such scores</source>
        <translation>優勢な側の勝率。同程度の評価値からエンジンの自己対局がどう決着したかに基づきます</translation>
    </message>
    <message>
        <source>Click a move to enter the line up to it as a variation; the lines hold still while the pointer is over them</source>
        <translation>手をクリックすると、その手までの読み筋を変化として棋譜に入れます。マウスポインタを乗せている間は、読み筋の表示を更新しません</translation>
    </message>
    <message>
        <source>%1 nodes a second</source>
        <translation>毎秒%1ノード</translation>
    </message>
</context>
<context>
    <name>ogi::BoardView</name>
    <message>
        <source>Pieces in hand of %1</source>
        <translation>%1の持ち駒</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>side, piece</comment>
        <translation>%1の%2</translation>
    </message>
    <message>
        <source>%1 (picked up)</source>
        <translation>%1（選択中）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>count × piece</comment>
        <translation>%2×%1</translation>
    </message>
    <message>
        <source>%1 (cannot be dropped)</source>
        <translation>%1（打てない）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the pieces of a hand</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Move cancelled.</source>
        <translation>指し手を取り消しました。</translation>
    </message>
    <message>
        <source>Move cancelled: the click was outside the two choices.</source>
        <translation>指し手を取り消しました：二つの選択肢の外がクリックされました。</translation>
    </message>
    <message>
        <source>An unpromoted Pawn in hand can never be dropped; only a Pawn kept promoted through the King&apos;s privilege can.</source>
        <translation>成っていない持ち駒の歩は打てません。打てるのは、王の特権で成ったまま持ち駒にした歩（と）だけです。</translation>
    </message>
    <message>
        <source>green</source>
        <comment>colour of an arrow or circle</comment>
        <translation>緑</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour of an arrow or circle</comment>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour of an arrow or circle</comment>
        <translation>青</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour of an arrow or circle</comment>
        <translation>黄色</translation>
    </message>
    <message>
        <source>circle on %1 (%2)</source>
        <comment>square, colour</comment>
        <translation>%1の丸（%2）</translation>
    </message>
    <message>
        <source>%1 in hand of %2</source>
        <comment>piece, side</comment>
        <translation>%2の持ち駒の%1</translation>
    </message>
    <message>
        <source>arrow from %1 to %2 (%3)</source>
        <comment>from, to, colour</comment>
        <translation>%1から%2への矢印（%3）</translation>
    </message>
    <message>
        <source>On the board: %1.</source>
        <comment>the arrows and circles drawn</comment>
        <translation>盤上の書き込み：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the arrows and circles described</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1, circled (%2)</source>
        <comment>square&apos;s description, colour</comment>
        <translation>%1、丸印（%2）</translation>
    </message>
    <message>
        <source>%1 (an arrow starts here)</source>
        <translation>%1（矢印の始点）</translation>
    </message>
    <message>
        <source>Arrows and circles drawn from the keyboard: %1</source>
        <translation>キーボードで描く矢印と丸の色：%1</translation>
    </message>
    <message>
        <source>the computer&apos;s</source>
        <comment>colour of an arrow: the computer&apos;s suggestion</comment>
        <translation>コンピュータの候補手</translation>
    </message>
</context>
<context>
    <name>ogi::ClockWidget</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Byoyomi</source>
        <translation>秒読み</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>clock period, time</comment>
        <translation>%1&#x3000;%2</translation>
    </message>
</context>
<context>
    <name>ogi::CommentPanel</name>
    <message>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Write a comment on this move</source>
        <translation>この指し手へのコメントを書く</translation>
    </message>
    <message>
        <source>Comment on the game</source>
        <translation>対局へのコメント</translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>評価値：%1</translation>
    </message>
    <message>
        <source>Engine preferred: %1</source>
        <translation>エンジンの推奨手：%1</translation>
    </message>
    <message>
        <source>Comment on %1 %2</source>
        <comment>move number, move</comment>
        <translation>%1 %2へのコメント</translation>
    </message>
</context>
<context>
    <name>ogi::DiagramDialog</name>
    <message>
        <source>Export Diagram</source>
        <translation>局面図を書き出す</translation>
    </message>
    <message>
        <source>position.svg</source>
        <translation>局面.svg</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 pixels)</source>
        <translation>%1（%2×%3ピクセル）</translation>
    </message>
    <message>
        <source>Mark the side to &amp;move</source>
        <translation>手番を示す(&amp;M)</translation>
    </message>
    <message>
        <source>Mark the &amp;last move</source>
        <translation>最終手を示す(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>ファイル(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>サイズ(&amp;S)：</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation>SVG画像 (*.svg)</translation>
    </message>
    <message>
        <source>SVG picture (*.svg);;PNG picture (*.png)</source>
        <translation>SVG画像 (*.svg);;PNG画像 (*.png)</translation>
    </message>
</context>
<context>
    <name>ogi::EngineLogWindow</name>
    <message>
        <source>Engine Log</source>
        <translation>エンジンログ</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>クリア(&amp;L)</translation>
    </message>
    <message>
        <source>Empty the log</source>
        <translation>ログを消去します</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected lines, or the whole log when none is selected</source>
        <translation>選択した行をコピーします（選択がなければログ全体）</translation>
    </message>
    <message>
        <source>Engine log</source>
        <translation>エンジンログ</translation>
    </message>
    <message>
        <source>The lines exchanged with external engines, playing or analysing, appear here.</source>
        <translation>対局中・検討中に外部エンジンと送受信した内容がここに表示されます。</translation>
    </message>
    <message>
        <source>(not understood)</source>
        <extracomment>Marks a line of an engine&apos;s log that the program could not read.</extracomment>
        <translation>（解釈できません）</translation>
    </message>
    <message>
        <source>started %1</source>
        <extracomment>In the engine log: the engine&apos;s program was started from this file.</extracomment>
        <translation>「%1」を起動</translation>
    </message>
</context>
<context>
    <name>ogi::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Add an engine that speaks the USI protocol, by its program file</source>
        <translation>USI プロトコルに対応したエンジンを、そのプログラムファイルから追加します</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Ōgi (built-in)</source>
        <translation>王棋（内蔵）</translation>
    </message>
    <message>
        <source>The engine of this program: it plays at the level chosen in New Game, from 1 to 10. It is always here.</source>
        <translation>このプログラムに内蔵のエンジンです。新規対局で選んだレベル（1〜10）で指します。常に利用できます。</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>プログラム：「%1」</translation>
    </message>
    <message>
        <source>By %1. Program: %2</source>
        <translation>作者：%1&#x3000;プログラム：「%2」</translation>
    </message>
    <message>
        <source>This engine has no options.</source>
        <translation>このエンジンには設定項目がありません。</translation>
    </message>
    <message>
        <source>Press at each start</source>
        <translation>起動のたびに押す</translation>
    </message>
    <message>
        <source>Add an Engine</source>
        <translation>エンジンを追加</translation>
    </message>
    <message>
        <source>Asking %1 who it is…</source>
        <translation>「%1」に問い合わせています…</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>「%1」を追加しました。</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>追加できませんでした：%1</translation>
    </message>
    <message>
        <source>Hash table (MB)</source>
        <translation>ハッシュ（MB）</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>スレッド数</translation>
    </message>
    <message>
        <source>Candidate lines</source>
        <translation>候補手数</translation>
    </message>
    <message>
        <source>Mate search: longest capture (moves)</source>
        <translation>詰み探索：攻め方の最大手数</translation>
    </message>
    <message>
        <source>Mate search: checks only</source>
        <translation>詰み探索：王手のみ</translation>
    </message>
    <message>
        <source>Evaluate with the neural network</source>
        <translation>ニューラルネットワークで評価</translation>
    </message>
    <message>
        <source>Neural network file</source>
        <translation>評価関数ファイル</translation>
    </message>
    <message>
        <source>Engine option: %1</source>
        <translation>エンジンのオプション名：%1</translation>
    </message>
</context>
<context>
    <name>ogi::EvalBar</name>
    <message>
        <source>No evaluation yet</source>
        <translation>評価値はまだありません</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>評価値</translation>
    </message>
</context>
<context>
    <name>ogi::EvalGraph</name>
    <message>
        <source>Evaluation from Sente&apos;s view; click to show a move</source>
        <translation>先手から見た評価値。クリックでその局面を表示します</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <source>Analyse the game to see its evaluation</source>
        <translation>評価値を見るには棋譜解析をしてください</translation>
    </message>
    <message>
        <source>☗ Sente ahead (pawns)</source>
        <translation>☗ 先手優勢（歩換算）</translation>
    </message>
    <message>
        <source>☖ Gote ahead</source>
        <translation>☖ 後手優勢</translation>
    </message>
    <message>
        <source>Ply %1</source>
        <translation>%1手目</translation>
    </message>
    <message>
        <source>Not evaluated</source>
        <translation>評価値なし</translation>
    </message>
    <message>
        <source>☗ Sente&apos;s chance of winning</source>
        <translation>☗ 先手の勝率</translation>
    </message>
    <message>
        <source>☖ Gote&apos;s chance of winning</source>
        <translation>☖ 後手の勝率</translation>
    </message>
</context>
<context>
    <name>ogi::EvaluationText</name>
    <message>
        <source>☗ won</source>
        <comment>short evaluation: Sente won</comment>
        <translation>☗勝ち</translation>
    </message>
    <message>
        <source>☖ won</source>
        <comment>short evaluation: Gote won</comment>
        <translation>☖勝ち</translation>
    </message>
    <message>
        <source>☗ winning</source>
        <comment>short evaluation: Sente is winning</comment>
        <translation>☗勝勢</translation>
    </message>
    <message>
        <source>☖ winning</source>
        <comment>short evaluation: Gote is winning</comment>
        <translation>☖勝勢</translation>
    </message>
    <message>
        <source>Sente has captured the King</source>
        <translation>先手が王を取りました</translation>
    </message>
    <message>
        <source>Gote has captured the King</source>
        <translation>後手が王を取りました</translation>
    </message>
    <message>
        <source>Sente is winning</source>
        <translation>先手勝勢</translation>
    </message>
    <message>
        <source>Gote is winning</source>
        <translation>後手勝勢</translation>
    </message>
    <message>
        <source>Even</source>
        <comment>evaluation</comment>
        <translation>互角</translation>
    </message>
    <message>
        <source>Sente is ahead by %1</source>
        <translation>先手が%1有利</translation>
    </message>
    <message>
        <source>Gote is ahead by %1</source>
        <translation>後手が%1有利</translation>
    </message>
    <message numerus="yes">
        <source>%1 pawns</source>
        <comment>an amount of pawns with one decimal</comment>
        <translation>
            <numerusform>歩%1枚分</numerusform>
        </translation>
    </message>
    <message>
        <source>☗ mate</source>
        <comment>short evaluation: Gote is mated</comment>
        <translation>☗詰み</translation>
    </message>
    <message>
        <source>☖ mate</source>
        <comment>short evaluation: Sente is mated</comment>
        <translation>☖詰み</translation>
    </message>
    <message numerus="yes">
        <source>☗ mate in %n</source>
        <comment>short evaluation: Sente mates in n plies</comment>
        <translation>
            <numerusform>☗%n手詰</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>☖ mate in %n</source>
        <comment>short evaluation: Gote mates in n plies</comment>
        <translation>
            <numerusform>☖%n手詰</numerusform>
        </translation>
    </message>
    <message>
        <source>Sente can capture the King</source>
        <translation>先手が王を取れる</translation>
    </message>
    <message>
        <source>Gote can capture the King</source>
        <translation>後手が王を取れる</translation>
    </message>
    <message>
        <source>Gote is mated</source>
        <translation>後手玉は詰み</translation>
    </message>
    <message>
        <source>Sente is mated</source>
        <translation>先手玉は詰み</translation>
    </message>
    <message numerus="yes">
        <source>Sente mates in %n ply(s)</source>
        <translation>
            <numerusform>後手玉は%n手詰</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote mates in %n ply(s)</source>
        <translation>
            <numerusform>先手玉は%n手詰</numerusform>
        </translation>
    </message>
    <message>
        <source>Sente&apos;s chance of winning: %1</source>
        <translation>先手の勝率：%1</translation>
    </message>
    <message>
        <source>Gote&apos;s chance of winning: %1</source>
        <translation>後手の勝率：%1</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a whole percentage (French: a no-break space before %)</comment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>ogi::GameModel</name>
    <message>
        <source>%1 to move — checkmate</source>
        <translation>%1の手番 — 詰み</translation>
    </message>
    <message>
        <source>%1 to move — check</source>
        <translation>%1の手番 — 王手</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1の手番</translation>
    </message>
</context>
<context>
    <name>ogi::GamePanel</name>
    <message>
        <source>Computer, level %1</source>
        <translation>コンピュータ（レベル%1）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1%2：%3</translation>
    </message>
    <message>
        <source>The computer is stopped. Resume it to let it play.</source>
        <translation>コンピュータは停止中です。指させるには再開してください。</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>ヒントを探索中…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が思考中…</translation>
    </message>
    <message>
        <source>Looking for a hint… depth %1, %2
%3</source>
        <translation>ヒントを探索中… 深さ%1、%2
%3</translation>
    </message>
    <message>
        <source>%1 is thinking… depth %2, %3
Best line: %4</source>
        <translation>%1が思考中… 深さ%2、%3
読み筋：%4</translation>
    </message>
    <message>
        <source>Friendly game: an illegal move is refused.</source>
        <translation>練習ルール：反則手は指し直しになります。</translation>
    </message>
    <message>
        <source>Official rule: an illegal move loses.</source>
        <translation>公式ルール：反則手は負けになります。</translation>
    </message>
    <message>
        <source>Engine %1</source>
        <translation>エンジン「%1」</translation>
    </message>
    <message>
        <source>Finished game (%1). Reviewing: %2</source>
        <comment>the result; the position shown</comment>
        <translation>終局した対局（%1）。検討中の局面：%2</translation>
    </message>
    <message>
        <source>%1 searched to depth %2, %3
The line it expected: %4</source>
        <translation>%1の読み：深さ%2、%3
予想していた読み筋：%4</translation>
    </message>
</context>
<context>
    <name>ogi::GameRater</name>
    <message>
        <source>Not rated: %1.</source>
        <translation>レーティング対象外：%1。</translation>
    </message>
    <message>
        <source>Rated: your rating is now %1.</source>
        <translation>レーティング対象：あなたのレーティングは%1になりました。</translation>
    </message>
    <message>
        <source>Your rating could not be saved: %1</source>
        <translation>レーティングを保存できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>ogi::GameRating</name>
    <message>
        <source>no computer played</source>
        <translation>コンピュータとの対局ではありません</translation>
    </message>
    <message>
        <source>the computer played both sides</source>
        <translation>コンピュータ同士の対局です</translation>
    </message>
    <message>
        <source>you took back a move</source>
        <translation>待ったをしました</translation>
    </message>
    <message>
        <source>you asked for a hint</source>
        <translation>ヒントを使いました</translation>
    </message>
    <message>
        <source>the friendly rule refused illegal moves</source>
        <translation>反則手を受け付けない練習ルールで指しました</translation>
    </message>
    <message>
        <source>the computer&apos;s level changed during the game</source>
        <translation>対局中にコンピュータのレベルが変わりました</translation>
    </message>
    <message>
        <source>this handicap has no measured value</source>
        <translation>この手合割には測定された値がありません</translation>
    </message>
    <message>
        <source>game rating</source>
        <translation>対局レーティング</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>game %1 of the history is damaged (%2)</source>
        <translation>履歴の%1局目が壊れています（%2）</translation>
    </message>
    <message>
        <source>&quot;history&quot; is missing</source>
        <translation>「history」がありません</translation>
    </message>
    <message>
        <source>the game ended before you made a move</source>
        <translation>あなたが一手も指さないうちに対局が終わりました</translation>
    </message>
    <message>
        <source>an external engine played</source>
        <translation>外部エンジンが指しました</translation>
    </message>
    <message>
        <source>the live analysis was shown during the game</source>
        <translation>対局中に検討モードを使いました</translation>
    </message>
    <message>
        <source>the game did not begin with New Game (a position was set up or pasted, or a record opened)</source>
        <translation>「新規対局」から始めた対局ではありません（局面を配置または貼り付けたか、棋譜を開きました）</translation>
    </message>
</context>
<context>
    <name>ogi::GameTexts</name>
    <message>
        <source>Sente</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Gote</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Princess</source>
        <translation>姫</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>飛車</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>角</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>銀</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>桂</translation>
    </message>
    <message>
        <source>Lance</source>
        <translation>香</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>歩</translation>
    </message>
    <message>
        <source>King</source>
        <translation>王</translation>
    </message>
    <message>
        <source>promoted Princess</source>
        <translation>神</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>龍</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>馬</translation>
    </message>
    <message>
        <source>promoted Silver</source>
        <translation>成銀</translation>
    </message>
    <message>
        <source>promoted Knight</source>
        <translation>成桂</translation>
    </message>
    <message>
        <source>promoted Lance</source>
        <translation>成香</translation>
    </message>
    <message>
        <source>promoted Pawn</source>
        <translation>と</translation>
    </message>
    <message>
        <source>%1 played a legal move</source>
        <translation>%1は合法手を指しました</translation>
    </message>
    <message>
        <source>%1 tried to move after the game was over</source>
        <translation>%1が対局の終了後に指そうとしました</translation>
    </message>
    <message>
        <source>%1 tried to move from the empty square %2</source>
        <translation>%1が駒のない%2から指そうとしました</translation>
    </message>
    <message>
        <source>%1 tried to move the opponent&apos;s %2 on %3</source>
        <translation>%1が相手の%2（%3）を動かそうとしました</translation>
    </message>
    <message>
        <source>%1 dropped an unpromoted Pawn</source>
        <translation>%1が成っていない歩を打ちました</translation>
    </message>
    <message>
        <source>%1 dropped an unpromoted Lance on the last rank</source>
        <translation>%1が成っていない香を一番奥の段に打ちました</translation>
    </message>
    <message>
        <source>%1 dropped an unpromoted Knight on the last two ranks</source>
        <translation>%1が成っていない桂を奥の2段に打ちました</translation>
    </message>
    <message>
        <source>%1 tried to promote a piece on a drop</source>
        <translation>%1が駒を打つと同時に成ろうとしました</translation>
    </message>
    <message>
        <source>%1 claimed the King&apos;s privilege where it does not apply</source>
        <translation>%1が使えない場面で王の特権を使いました</translation>
    </message>
    <message>
        <source>%1 repeated a move that already produced the same position (repetition rule)</source>
        <translation>%1が、以前と同じ局面を生んだ同じ指し手を繰り返しました（反復禁止の規則）</translation>
    </message>
    <message>
        <source>%1 played an illegal move</source>
        <translation>%1が反則手を指しました</translation>
    </message>
    <message>
        <source>%1 — illegal move: %2 wins.</source>
        <translation>%1。反則手のため、%2の勝ちです。</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>Sente wins</source>
        <translation>先手の勝ち</translation>
    </message>
    <message>
        <source>Gote wins</source>
        <translation>後手の勝ち</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>the Princess</source>
        <translation>姫</translation>
    </message>
    <message>
        <source>the Rook</source>
        <translation>飛車</translation>
    </message>
    <message>
        <source>the Bishop</source>
        <translation>角</translation>
    </message>
    <message>
        <source>the Silver</source>
        <translation>銀</translation>
    </message>
    <message>
        <source>the Knight</source>
        <translation>桂</translation>
    </message>
    <message>
        <source>the Lance</source>
        <translation>香</translation>
    </message>
    <message>
        <source>the Pawn</source>
        <translation>歩</translation>
    </message>
    <message>
        <source>the King</source>
        <translation>王</translation>
    </message>
    <message>
        <source>the promoted Princess</source>
        <translation>神</translation>
    </message>
    <message>
        <source>the Dragon</source>
        <translation>龍</translation>
    </message>
    <message>
        <source>the Horse</source>
        <translation>馬</translation>
    </message>
    <message>
        <source>the promoted Silver</source>
        <translation>成銀</translation>
    </message>
    <message>
        <source>the promoted Knight</source>
        <translation>成桂</translation>
    </message>
    <message>
        <source>the promoted Lance</source>
        <translation>成香</translation>
    </message>
    <message>
        <source>the promoted Pawn</source>
        <translation>と</translation>
    </message>
    <message>
        <source>a Princess</source>
        <translation>姫</translation>
    </message>
    <message>
        <source>a Rook</source>
        <translation>飛車</translation>
    </message>
    <message>
        <source>a Bishop</source>
        <translation>角</translation>
    </message>
    <message>
        <source>a Silver</source>
        <translation>銀</translation>
    </message>
    <message>
        <source>a Knight</source>
        <translation>桂</translation>
    </message>
    <message>
        <source>a Lance</source>
        <translation>香</translation>
    </message>
    <message>
        <source>a Pawn</source>
        <translation>歩</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>王</translation>
    </message>
    <message>
        <source>a promoted Princess</source>
        <translation>神</translation>
    </message>
    <message>
        <source>a Dragon</source>
        <translation>龍</translation>
    </message>
    <message>
        <source>a Horse</source>
        <translation>馬</translation>
    </message>
    <message>
        <source>a promoted Silver</source>
        <translation>成銀</translation>
    </message>
    <message>
        <source>a promoted Knight</source>
        <translation>成桂</translation>
    </message>
    <message>
        <source>a promoted Lance</source>
        <translation>成香</translation>
    </message>
    <message>
        <source>a promoted Pawn</source>
        <translation>と</translation>
    </message>
    <message>
        <source>%1 tried to drop %2 that is not in hand</source>
        <translation>%1が持ち駒にない%2を打とうとしました</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 to %4, which it cannot reach</source>
        <translation>%1が%2を%3から%4へ動かしましたが、この駒はそこへ行けません</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 to %4 through an occupied square</source>
        <translation>%1が%2を%3から%4へ、間の駒を飛び越えて動かしました</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 onto its own piece on %4</source>
        <translation>%1が%2を%3から自分の駒がある%4へ動かしました</translation>
    </message>
    <message>
        <source>%1 dropped %2 on the occupied square %3</source>
        <translation>%1が駒のある%3に%2を打ちました</translation>
    </message>
    <message>
        <source>%1 promoted %2 from %3 to %4 where it may not promote</source>
        <translation>%1が%2を%3から%4へ動かして成りましたが、この手では成れません</translation>
    </message>
    <message>
        <source>%1 did not promote %2 on %3, where promotion is mandatory</source>
        <translation>%1が%3で%2を成りませんでしたが、そこでは成らなければなりません</translation>
    </message>
    <message>
        <source>%1…</source>
        <comment>move number before Gote&apos;s move</comment>
        <translation>%1…</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>move number</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 — illegal move, refused (friendly game).</source>
        <translation>%1。反則手のため、受け付けませんでした（練習ルール）。</translation>
    </message>
    <message>
        <source>??</source>
        <comment>review mark: a blunder</comment>
        <translation>悪手</translation>
    </message>
    <message>
        <source>?</source>
        <comment>review mark: a mistake</comment>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>!?</source>
        <comment>review mark: an interesting move</comment>
        <translation>面白い手</translation>
    </message>
    <message>
        <source>!</source>
        <comment>review mark: a good move</comment>
        <translation>好手</translation>
    </message>
    <message>
        <source>!!</source>
        <comment>review mark: a brilliant move</comment>
        <translation>妙手</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>what an illegal move did, as a sentence</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>illegal move: %1</source>
        <comment>written into a record, after an illegal final move</comment>
        <translation>反則手：%1</translation>
    </message>
    <message>
        <source>King</source>
        <comment>the King drawn 玉 (gyoku)</comment>
        <translation>玉</translation>
    </message>
    <message>
        <source>King</source>
        <comment>the King drawn 王 (ōshō)</comment>
        <translation>王</translation>
    </message>
    <message>
        <source>%1 captured %2&apos;s King: %1 wins.</source>
        <comment>%1 the winner, %2 the loser; optional: %3 the King as drawn (玉 or 王), %4 the plies played</comment>
        <translation>まで%4手で%1の勝ち（%2の%3を取りました）</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <comment>%1 who resigned, %2 the winner; optional: %2, %3 the plies played</comment>
        <translation>まで%3手で%1の投了</translation>
    </message>
    <message>
        <source>%1 — illegal move: %2 wins.</source>
        <comment>%1 what the loser did, %2 the winner; optional: %2, %3 the loser, %4 the plies played</comment>
        <translation>%1。%3の反則負け</translation>
    </message>
    <message>
        <source>%1 has no legal move: %2 wins.</source>
        <comment>%1 the loser, %2 the winner; optional: %3 the plies played</comment>
        <translation>まで%3手で%2の勝ち（%1に指せる手がありません）</translation>
    </message>
    <message>
        <source>Draw claimed under the 50-move rule.</source>
        <comment>optional: %1 the plies played</comment>
        <translation>まで%1手で、100手ルールにより引き分け</translation>
    </message>
    <message>
        <source>%1 ran out of time: %2 wins.</source>
        <comment>%1 the loser, %2 the winner; optional: %2, %3 the plies played</comment>
        <translation>まで%3手で%1の時間切れ負け</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>end of a move list, the King taken or no legal move left; optional: %2 the plies played, %3 the loser</comment>
        <translation>まで%2手で%1の勝ち</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>end of a move list, %3 resigned; optional: %2 the plies played, %1, %3</comment>
        <translation>まで%2手で%3の投了</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>end of a move list, %3 lost on time; optional: %2 the plies played, %1, %3</comment>
        <translation>まで%2手で%3の時間切れ負け</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>end of a move list, %3 played an illegal move; optional: %2 the plies played, %1, %3</comment>
        <translation>まで%2手で%3の反則負け</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>end of a move list, a draw claimed under the 50-move rule; optional: %1 the plies played</comment>
        <translation>まで%1手で引き分け</translation>
    </message>
    <message>
        <source>?!</source>
        <comment>review mark: an inaccuracy</comment>
        <translation>緩手</translation>
    </message>
</context>
<context>
    <name>ogi::Journal</name>
    <message>
        <source>recovery journal</source>
        <translation>復元用の記録</translation>
    </message>
    <message>
        <source>The unsaved game</source>
        <translation>未保存の対局データ</translation>
    </message>
    <message>
        <source>Restore your unsaved changes to %1?</source>
        <translation>「%1」の未保存の変更を復元しますか？</translation>
    </message>
    <message>
        <source>Restore your unsaved changes to %1 (%2)?</source>
        <translation>「%1」の未保存の変更（%2）を復元しますか？</translation>
    </message>
    <message numerus="yes">
        <source>Restore the unsaved game (%n move(s))?</source>
        <translation>
            <numerusform>未保存の棋譜（%n手）を復元しますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume the game against level %1 (%n move(s))?</source>
        <translation>
            <numerusform>レベル%1のコンピュータとの対局（%n手まで）を再開しますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume the game against %1 (%n move(s))?</source>
        <translation>
            <numerusform>「%1」との対局（%n手まで）を再開しますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume the unfinished game (%n move(s))?</source>
        <translation>
            <numerusform>中断した対局（%n手まで）を再開しますか？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::KeyboardDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>機能</translation>
    </message>
    <message>
        <source>Menus and buttons</source>
        <translation>メニューとボタン</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two keys of one action</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>盤の上で</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter、Space</translation>
    </message>
    <message>
        <source>Show the board cursor (a click on the board does too); then pick up or put down the piece under it</source>
        <translation>盤のカーソルを表示する（盤をクリックしても表示されます）。表示後は、カーソルの位置の駒を持ち上げる・置く</translation>
    </message>
    <message>
        <source>Move the board cursor once it is shown (past the side edge: into the pieces in hand); until then, Left and Right step through the moves</source>
        <translation>カーソルの表示中はカーソルを動かす（盤の横の端を越えると持ち駒へ）。表示前は ← → で棋譜を1手ずつ戻す・進める</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the next part of the window: board, move box, moves</source>
        <translation>ウィンドウの次の部分へ移る：盤、指し手の入力欄、棋譜</translation>
    </message>
    <message>
        <source>Y, Enter, +</source>
        <translation>Y、Enter、+</translation>
    </message>
    <message>
        <source>At the promotion question: promote (or keep promoted)</source>
        <translation>成・不成の確認で：成る（王の特権では成ったまま取る）</translation>
    </message>
    <message>
        <source>N, =, -</source>
        <translation>N、=、-</translation>
    </message>
    <message>
        <source>At the promotion question: don&apos;t promote (or demote)</source>
        <translation>成・不成の確認で：成らない（王の特権では表に戻す）</translation>
    </message>
    <message>
        <source>At the promotion question: cancel the move</source>
        <translation>成・不成の確認で：指し手を取り消す</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>右ドラッグ</translation>
    </message>
    <message>
        <source>Draw an arrow from a square, or from a piece in hand, to a square; the same arrow again erases it</source>
        <translation>マスまたは持ち駒からマスへ矢印を描く。同じ矢印をもう一度描くと消える</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>右クリック</translation>
    </message>
    <message>
        <source>Circle a square; again, erase the circle</source>
        <translation>マスを丸で囲む。もう一度右クリックすると丸が消える</translation>
    </message>
    <message>
        <source>Shift, Ctrl or Alt</source>
        <translation>Shift、Ctrl、Alt</translation>
    </message>
    <message>
        <source>With the right button: Shift draws in red, Ctrl or Alt in blue, Shift with Ctrl or Alt in yellow, no key in green</source>
        <translation>右ボタンと併用：Shift で赤、Ctrl または Alt で青、Shift と Ctrl（または Alt）で黄色、キーなしで緑</translation>
    </message>
    <message>
        <source>Circle the square under the board cursor; again, erase the circle</source>
        <translation>盤のカーソルがあるマスを丸で囲む。もう一度押すと丸が消える</translation>
    </message>
    <message>
        <source>Start an arrow at the board cursor (a square or a piece in hand); move the cursor and press A again to end it there; the same arrow again erases it</source>
        <translation>盤のカーソルの位置（マスまたは持ち駒）から矢印を描き始める。カーソルを動かしてもう一度 A を押すと、そこが矢印の終点になる。同じ矢印をもう一度描くと消える</translation>
    </message>
    <message>
        <source>Colour of what C and A draw: green, red, blue, yellow</source>
        <translation>C と A で描く色：緑、赤、青、黄色</translation>
    </message>
    <message>
        <source>While drawing an arrow: drop it</source>
        <translation>矢印を描いている途中：その矢印を取り消す</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>Let go of the piece picked up; with none, hide the board cursor: the arrow keys step through the moves again</source>
        <translation>持ち上げた駒を元に戻す。駒を持っていなければ盤のカーソルを隠し、矢印キーで再び棋譜をたどれるようにする</translation>
    </message>
</context>
<context>
    <name>ogi::LearnController</name>
    <message>
        <source>&amp;Learn</source>
        <translation>学習(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>レッスン(&amp;L)…</translation>
    </message>
    <message>
        <source>Learn the game step by step, on the board</source>
        <translation>盤上で一歩ずつゲームを覚えます</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>ようこそ(&amp;W)…</translation>
    </message>
    <message>
        <source>The ways in: the lessons, a game against the computer, a record</source>
        <translation>はじめ方：レッスン、コンピュータとの対局、棋譜</translation>
    </message>
    <message>
        <source>Learning progress</source>
        <translation>学習の進み具合</translation>
    </message>
</context>
<context>
    <name>ogi::LearnPanel</name>
    <message>
        <source>&amp;Back to a Game</source>
        <translation>対局に戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Back to the game you were playing or reviewing, as you left it</source>
        <translation>指していた対局、または検討していた棋譜に、離れたときのまま戻ります</translation>
    </message>
</context>
<context>
    <name>ogi::LessonChooser</name>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Lesson and stage</source>
        <translation>レッスンと課題</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>星</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1／%2</translation>
    </message>
    <message>
        <source>Stars earned: %1 of %2</source>
        <translation>獲得した星：%1／%2</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
</context>
<context>
    <name>ogi::LessonJudge</name>
    <message numerus="yes">
        <source>A draw can be claimed only after 50 moves of each side (100 plies) with no capture and no move of an unpromoted Pawn. The count here is %n plies.</source>
        <translation>
            <numerusform>引き分けを申告できるのは、駒取りも成っていない歩の移動もないまま、双方合わせて100手が過ぎてからです。ここでの手数は%n手です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::LessonPanel</name>
    <message>
        <source>Good. Go on.</source>
        <translation>いいですね。続けましょう。</translation>
    </message>
    <message>
        <source>This try is over. Press “Try again” to start the stage afresh.</source>
        <translation>この挑戦は終わりです。「やり直す」を押すと、課題を最初から始められます。</translation>
    </message>
    <message numerus="yes">
        <source>Moves used: %1. Three stars for %n move(s) at most.</source>
        <translation>
            <numerusform>あなたが指した手数：%1手。星三つは%n手以内です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Show a move that leads to the goal</source>
        <translation>目標につながる手を表示します</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>やり直す(&amp;T)</translation>
    </message>
    <message>
        <source>Start this stage again from the beginning</source>
        <translation>この課題を最初からやり直します</translation>
    </message>
    <message>
        <source>Claim the &amp;Draw</source>
        <translation>引き分けを申告(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Next Stage</source>
        <translation>次の課題(&amp;N)</translation>
    </message>
    <message>
        <source>%1 — stage %2 of %3</source>
        <translation>%1 — 課題%2／%3</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>ヒント(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;All Lessons…</source>
        <translation>レッスン一覧(&amp;A)…</translation>
    </message>
</context>
<context>
    <name>ogi::LessonProgress</name>
    <message>
        <source>lesson progress</source>
        <translation>レッスンの進み具合</translation>
    </message>
    <message>
        <source>&quot;stages&quot; is missing</source>
        <translation>「stages」がありません</translation>
    </message>
    <message>
        <source>stage &quot;%1&quot; has %2 stars, where 0 to 3 are possible</source>
        <translation>課題「%1」の星の数が%2になっています（0〜3のはずです）</translation>
    </message>
</context>
<context>
    <name>ogi::LessonTexts</name>
    <message>
        <source>The Princess slides any distance diagonally, like a Bishop, or jumps like a chess knight: two squares one way and one square aside, in all eight directions.</source>
        <translation>姫は角のように斜めに何マスでも進むか、チェスのナイトのように跳びます（一方へ2マス、横へ1マス。8方向すべてに跳べます）。</translation>
    </message>
    <message>
        <source>The Rook slides any distance along its rank or its file.</source>
        <translation>飛車は縦か横に何マスでも進みます。</translation>
    </message>
    <message>
        <source>The Bishop slides any distance diagonally.</source>
        <translation>角は斜めに何マスでも進みます。</translation>
    </message>
    <message>
        <source>The Silver steps one square straight forward or diagonally: five squares. It never moves sideways or straight back.</source>
        <translation>銀は真っすぐ前か斜めに1マス動きます（5方向）。真横と真後ろには動けません。</translation>
    </message>
    <message>
        <source>The Knight jumps two squares forward and one aside: only those two squares, never sideways or back.</source>
        <translation>桂は2マス前の左右どちらかへ跳びます。行き先はその2マスだけで、横や後ろには動けません。</translation>
    </message>
    <message>
        <source>The Lance slides straight forward, any distance; it never turns or goes back.</source>
        <translation>香は真っすぐ前に何マスでも進みます。曲がることも戻ることもできません。</translation>
    </message>
    <message>
        <source>The Pawn steps one square straight forward, and captures the same way.</source>
        <translation>歩は真っすぐ前に1マス進み、駒を取るときも同じ動きです。</translation>
    </message>
    <message>
        <source>The King steps one square in any of the eight directions.</source>
        <translation>王は8方向のどこへでも1マス動きます。</translation>
    </message>
    <message>
        <source>The promoted Princess moves like the Princess and may also step one square straight forward, back or sideways.</source>
        <translation>神（成った姫）は姫と同じように動けるうえ、縦横に1マス動くこともできます。</translation>
    </message>
    <message>
        <source>The Dragon (promoted Rook) slides like a Rook and may also step one square diagonally.</source>
        <translation>龍（成った飛車）は飛車と同じように動けるうえ、斜めに1マス動くこともできます。</translation>
    </message>
    <message>
        <source>The Horse (promoted Bishop) slides like a Bishop and may also step one square straight forward, back or sideways.</source>
        <translation>馬（成った角）は角と同じように動けるうえ、縦横に1マス動くこともできます。</translation>
    </message>
    <message>
        <source>The promoted Silver steps one square forward, diagonally forward, sideways or straight back: it has lost its backward diagonals.</source>
        <translation>成銀は前・斜め前・横・真後ろに1マス動きます。斜め後ろへの動きはなくなります。</translation>
    </message>
    <message>
        <source>The promoted Knight no longer jumps: it steps one square forward, diagonally forward, sideways or straight back.</source>
        <translation>成桂はもう跳べません。前・斜め前・横・真後ろに1マス動きます。</translation>
    </message>
    <message>
        <source>The promoted Lance no longer slides: it steps one square forward, diagonally forward, sideways or straight back.</source>
        <translation>成香はもう何マスも進めません。前・斜め前・横・真後ろに1マス動きます。</translation>
    </message>
    <message>
        <source>The promoted Pawn steps one square forward, diagonally forward, sideways or straight back.</source>
        <translation>と（成った歩）は前・斜め前・横・真後ろに1マス動きます。</translation>
    </message>
    <message>
        <source>There is no piece on that square to move.</source>
        <translation>そのマスには動かす駒がありません。</translation>
    </message>
    <message>
        <source>That piece belongs to your opponent: you move only your own pieces.</source>
        <translation>それは相手の駒です。動かせるのは自分の駒だけです。</translation>
    </message>
    <message>
        <source>You do not have that piece in hand.</source>
        <translation>その駒は持ち駒にありません。</translation>
    </message>
    <message>
        <source>A sliding piece cannot pass through another piece: the way to that square is blocked. Only jumps (the Knight, the Princess&apos;s knight moves) leap over pieces.</source>
        <translation>何マスも進む駒は、ほかの駒を跳び越えられません。そのマスへの道はふさがっています。駒を跳び越えられるのは、桂と姫の跳ぶ動きだけです。</translation>
    </message>
    <message>
        <source>That square holds one of your own pieces: you cannot capture your own side.</source>
        <translation>そのマスには自分の駒があります。自分の駒は取れません。</translation>
    </message>
    <message>
        <source>A piece from hand goes on an empty square: a drop never captures.</source>
        <translation>持ち駒は空いているマスにしか打てません。駒を打って相手の駒を取ることはできません。</translation>
    </message>
    <message>
        <source>An unpromoted Pawn can never be dropped: once captured, it stays in hand for good. Only a Pawn kept promoted by the King&apos;s privilege comes back into play.</source>
        <translation>成っていない歩は打てません。取った歩は持ち駒のまま二度と使えません。王の特権で成ったまま持ち駒にした歩（と）だけは打てます。</translation>
    </message>
    <message>
        <source>An unpromoted Lance may not be dropped on the last rank: it could never move from there.</source>
        <translation>成っていない香は一番奥の段に打てません。そこからは二度と動けないからです。</translation>
    </message>
    <message>
        <source>An unpromoted Knight may not be dropped on the last two ranks: it could never move from there.</source>
        <translation>成っていない桂は奥の2段に打てません。そこからは二度と動けないからです。</translation>
    </message>
    <message>
        <source>A drop never promotes: the piece comes in as it was in hand. It may promote on a later move in the zone.</source>
        <translation>駒を打つときには成れません。駒は持ち駒だったときのままの状態で盤に出ます。敵陣に打った駒は、次に動かすときに成ることができます。</translation>
    </message>
    <message>
        <source>No promotion on this move: a piece promotes only when its move starts or ends in the promotion zone (the last three ranks), and the King and promoted pieces never promote.</source>
        <translation>この手では成れません。成れるのは、動く前か動いた後のマスが敵陣（奥の3段）にある手だけです。王とすでに成った駒は成れません。</translation>
    </message>
    <message>
        <source>Promotion is mandatory here: an unpromoted Pawn or Lance on the last rank, or Knight on the last two ranks, could never move again.</source>
        <translation>ここでは必ず成らなければなりません。一番奥の段の歩や香、奥の2段の桂は、成らなければ二度と動けないからです。</translation>
    </message>
    <message>
        <source>The King&apos;s privilege applies only when the King itself captures a promoted piece.</source>
        <translation>王の特権が使えるのは、王自身が成り駒を取ったときだけです。</translation>
    </message>
    <message>
        <source>Repetition rule: this very move already led to this very position earlier in the game. Reaching it by another move would be allowed.</source>
        <translation>反復禁止の規則：この対局で、まったく同じ手がすでにまったく同じ局面を生んでいます。別の手でその局面にするのは構いません。</translation>
    </message>
    <message>
        <source>That move is not allowed by the rules.</source>
        <translation>その手はルールで認められていません。</translation>
    </message>
    <message>
        <source>In a game, an illegal move loses at once. In a lesson, just try again.</source>
        <translation>対局では、反則手を指すとその場で負けになります。レッスンでは、もう一度やり直しましょう。</translation>
    </message>
    <message>
        <source>This exercise is about another piece: move the one the instruction names.</source>
        <translation>この練習では別の駒を使います。説明にある駒を動かしてください。</translation>
    </message>
</context>
<context>
    <name>ogi::Lessons</name>
    <message>
        <source>Capturing and the hand</source>
        <translation>駒取りと持ち駒</translation>
    </message>
    <message>
        <source>A captured piece is not lost: it joins the captor&apos;s hand, ready to come back on the board.</source>
        <translation>取られた駒はなくなりません。取った側の持ち駒になり、また盤上に戻ってきます。</translation>
    </message>
    <message>
        <source>Into your hand</source>
        <translation>持ち駒にする</translation>
    </message>
    <message>
        <source>Capture the Silver on the marked square with your Knight: it goes to your hand. Then drop it from your hand onto the other marked square.</source>
        <translation>印のマスにいる銀を桂で取りましょう。取った銀は持ち駒になります。次に、その銀をもう一つの印のマスに打ちましょう。</translation>
    </message>
    <message>
        <source>That jump does not capture the Silver, and without it you have nothing to drop.</source>
        <translation>その跳び方では銀を取れません。銀を取らなければ、打つ駒がありません。</translation>
    </message>
    <message>
        <source>Capture with the Knight, then drop the Silver.</source>
        <translation>桂で取ってから、銀を打ちましょう。</translation>
    </message>
    <message>
        <source>Captured pieces lose their promotion</source>
        <translation>取った成り駒は元に戻る</translation>
    </message>
    <message>
        <source>Gote&apos;s Dragon has come too close to your Silver. Capture it, and watch what arrives in your hand.</source>
        <translation>後手の龍が銀に近づきすぎました。龍を取って、持ち駒に何が入るかを見てみましょう。</translation>
    </message>
    <message>
        <source>Well done. The Dragon went to your hand as a plain Rook: a captured piece is turned back to its unpromoted side. There is one exception, the King&apos;s privilege, which has a lesson of its own.</source>
        <translation>よくできました。龍はただの飛車として持ち駒になりました。取った駒は表（成っていない面）に戻ります。例外は王の特権だけで、これは別のレッスンで学びます。</translation>
    </message>
    <message>
        <source>That move leaves the Dragon alone. It stands straight in front of your Silver: capture it.</source>
        <translation>その手では龍を取れません。龍は銀の真正面にいます。取りましょう。</translation>
    </message>
    <message>
        <source>Capture with the Silver.</source>
        <translation>銀で取りましょう。</translation>
    </message>
    <message>
        <source>Check and King capture</source>
        <translation>王手と王取り</translation>
    </message>
    <message>
        <source>Check is only a warning; a game of Ōgi ends when a King is actually captured.</source>
        <translation>王手は知らせにすぎません。王棋の対局は、王が実際に取られたときに終わります。</translation>
    </message>
    <message>
        <source>Capture the King</source>
        <translation>王を取る</translation>
    </message>
    <message>
        <source>Gote has left its King in check: nothing in the rules forbids it. Win the game in one move.</source>
        <translation>後手は王手を放置しました。ルール上、それは反則ではありません。一手で勝ちましょう。</translation>
    </message>
    <message>
        <source>Well done. Capturing the King ends the game at once: nothing else on the board matters any more.</source>
        <translation>よくできました。王を取れば対局はその場で終わります。盤上のほかのことはもう関係ありません。</translation>
    </message>
    <message>
        <source>A Rook is a fine prize, but the King is there for the taking, and capturing it wins the game.</source>
        <translation>飛車も大きな獲物ですが、取れる王がそこにいます。王を取れば勝ちです。</translation>
    </message>
    <message>
        <source>Check is only information</source>
        <translation>王手は知らせにすぎない</translation>
    </message>
    <message>
        <source>Your King is in check. In chess or shogi you would have to get out of it; in Ōgi you do not. It is your move: win the game.</source>
        <translation>あなたの王に王手がかかっています。チェスや将棋なら王手を防がなければなりませんが、王棋ではその必要はありません。あなたの手番です。勝ちましょう。</translation>
    </message>
    <message>
        <source>Well done. Gote&apos;s Rook would have captured your King on the next move, but there is no next move: the game is over.</source>
        <translation>よくできました。後手の飛車は次の手であなたの王を取るはずでしたが、次の手はありません。対局は終わりました。</translation>
    </message>
    <message>
        <source>Escaping is what chess and shogi teach, but here the enemy King is in reach: capture it and the game is won.</source>
        <translation>逃げるのはチェスや将棋の考え方です。ここでは相手の王に手が届きます。取れば勝ちです。</translation>
    </message>
    <message>
        <source>Walking into check</source>
        <translation>王手のかかるマスへ</translation>
    </message>
    <message>
        <source>Moving into check is legal, but the opponent may then capture your King. Take one of the two marked Pawns with your King, safely.</source>
        <translation>王手のかかるマスへ王を動かすのは反則ではありませんが、相手に王を取られてしまいます。印のついた2つの歩のうち、安全なほうを王で取りましょう。</translation>
    </message>
    <message>
        <source>Well done. The other Pawn was protected by the Bishop: taking it would have been legal, and the Bishop would have captured your King.</source>
        <translation>よくできました。もう一つの歩は角に守られていました。取ること自体は反則ではありませんが、角に王を取られていました。</translation>
    </message>
    <message>
        <source>Taking the Pawn on d3 walks into check: the Bishop protects it, and Gote would capture your King. Take the Pawn on f3.</source>
        <translation>d3 の歩を取ると王手のかかるマスに入ります。角がその歩を守っていて、後手に王を取られます。f3 の歩を取りましょう。</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <source>Give a check the King cannot escape (checkmate, 詰み), then capture it. You have two moves.</source>
        <translation>王がどうしても逃げられない王手（詰み）をかけ、それから王を取りましょう。あなたの手は2手です。</translation>
    </message>
    <message>
        <source>Well done. Checkmate is information too: the game ended only when you actually captured the King.</source>
        <translation>よくできました。詰みも知らせにすぎません。対局が終わったのは、実際に王を取ったときです。</translation>
    </message>
    <message>
        <source>After that move the King can still escape. Attack it along the last rank, where its own Pawns hem it in.</source>
        <translation>その手では、王はまだ逃げられます。王は自分の歩に逃げ道をふさがれているので、一番奥の段に沿って攻めましょう。</translation>
    </message>
    <message>
        <source>Checkmate with a drop</source>
        <translation>駒を打って詰ます</translation>
    </message>
    <message>
        <source>The King is surrounded by its own pieces. Drop your Knight for checkmate, then capture the King: two moves.</source>
        <translation>王は自分の駒に囲まれています。桂を打って詰ませ、それから王を取りましょう。あなたの2手です。</translation>
    </message>
    <message>
        <source>Well done. A Knight cannot be blocked, and nothing could take it: the King&apos;s own pieces were its prison.</source>
        <translation>よくできました。跳ぶ桂は合駒で防げず、取れる駒もありませんでした。王は自分の駒に閉じ込められていたのです。</translation>
    </message>
    <message>
        <source>After that move the King is not caught. A Knight jumps two squares forward and one aside: from where does it attack the King?</source>
        <translation>その手では王は詰みません。桂は2マス前の左右に跳びます。どこに打てば王を狙えるでしょう。</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>駒打ち</translation>
    </message>
    <message>
        <source>Bringing a piece back from your hand: anywhere empty, with three exceptions.</source>
        <translation>持ち駒を盤に戻す「打つ」手。空いているマスならどこでも打てますが、例外が3つあります。</translation>
    </message>
    <message>
        <source>A drop attacks at once</source>
        <translation>打った駒はすぐ働く</translation>
    </message>
    <message>
        <source>A piece in hand may be dropped on any empty square, even deep in the enemy camp. Drop your Rook so that it attacks the King and the marked Bishop at once, and win the Bishop in two moves.</source>
        <translation>持ち駒は、相手陣の奥でも空いているマスならどこにでも打てます。王と印の角を同時に狙う場所に飛車を打ち、あなたの2手で角を取りましょう。</translation>
    </message>
    <message>
        <source>Well done. No other piece had to make way: a drop lands exactly where it hurts.</source>
        <translation>よくできました。ほかの駒をどかす必要もなく、打った駒はいちばん効く場所にいきなり現れます。</translation>
    </message>
    <message>
        <source>Drop to stop the Rook</source>
        <translation>打って飛車を止める</translation>
    </message>
    <message>
        <source>Gote&apos;s Rook attacks your King down the file. Stop it with a drop of your Silver, on a square where your King protects it.</source>
        <translation>後手の飛車が縦の筋からあなたの王を狙っています。王が守れるマスに銀を打って、飛車を止めましょう。</translation>
    </message>
    <message>
        <source>Well done. If the Rook takes the Silver, your King takes the Rook.</source>
        <translation>よくできました。飛車が銀を取れば、王がその飛車を取り返します。</translation>
    </message>
    <message>
        <source>That does not stop the Rook for good: either its way to your King stays open, or it captures the unprotected Silver and comes back. Drop right next to your King.</source>
        <translation>それでは飛車を止めきれません。王への道が開いたままか、守りのない銀を取られてまた狙われます。王のすぐ隣に打ちましょう。</translation>
    </message>
    <message>
        <source>Stepping aside would save the King too, but this exercise is about drops: put a piece in the Rook&apos;s way.</source>
        <translation>王をよけても助かりますが、この練習は駒打ちがテーマです。飛車の通り道に駒を打ちましょう。</translation>
    </message>
    <message>
        <source>Pawns never come back</source>
        <translation>歩は二度と戻らない</translation>
    </message>
    <message>
        <source>The Rook attacks your King again. You hold a Pawn and a Lance: stop the Rook with a drop, next to your King.</source>
        <translation>また飛車があなたの王を狙っています。持ち駒は歩と香です。王の隣に駒を打って飛車を止めましょう。</translation>
    </message>
    <message>
        <source>Well done. The Lance blocks, and it attacks the Rook up the file too. The Pawn stays in your hand for the rest of the game.</source>
        <translation>よくできました。香は飛車を止めるうえに、筋の上の飛車を狙ってもいます。歩は対局の最後まで持ち駒のままです。</translation>
    </message>
    <message>
        <source>That does not stop the Rook for good. Drop the Lance right in front of your King, where the King protects it.</source>
        <translation>それでは飛車を止めきれません。王が守れる、王のすぐ前に香を打ちましょう。</translation>
    </message>
    <message>
        <source>An unpromoted Pawn can never be dropped: a captured Pawn stays in hand for good. Shogi players, beware: this is one of the great differences of Ōgi.</source>
        <translation>成っていない歩は打てません。取った歩は持ち駒のまま使えません。将棋を指す方は要注意です。これは王棋の大きな違いの一つです。</translation>
    </message>
    <message>
        <source>Dead Knights</source>
        <translation>行き所のない桂</translation>
    </message>
    <message>
        <source>An unpromoted Knight may not be dropped on the last two ranks: it could never move from there. Drop your Knight where it attacks the King and the marked Rook at once, and win the Rook in two moves.</source>
        <translation>成っていない桂は奥の2段に打てません。そこからは二度と動けないからです。王と印の飛車を同時に狙える場所に桂を打ち、あなたの2手で飛車を取りましょう。</translation>
    </message>
    <message>
        <source>Well done. The Knight had to promote on the last rank: promotion is mandatory where a piece could never move again.</source>
        <translation>よくできました。一番奥の段に入った桂は成るしかありませんでした。二度と動けなくなる場所では、成るのが義務です。</translation>
    </message>
    <message>
        <source>After that move Gote saves both King and Rook. The Knight jumps two squares forward and one aside: which square attacks both?</source>
        <translation>その手では、後手に王も飛車も守られてしまいます。桂は2マス前の左右に跳びます。両方を狙えるのはどのマスでしょう。</translation>
    </message>
    <message>
        <source>A Lance from afar</source>
        <translation>遠くから香</translation>
    </message>
    <message>
        <source>An unpromoted Lance may not be dropped on the last rank. Drop your Lance on the file of the two marked pieces, far enough that the Silver cannot take it, and win one of them in two moves.</source>
        <translation>成っていない香は一番奥の段に打てません。印のついた2つの駒と同じ筋に、銀に取られない遠さで香を打ち、あなたの2手でどちらかを取りましょう。</translation>
    </message>
    <message>
        <source>Well done. Whatever Gote did, one of the two pieces was lost: the Lance attacked them both in a line.</source>
        <translation>よくできました。後手がどう指しても、2つのうちどちらかは取られる運命でした。香が一列に並んだ2つの駒を狙っていたからです。</translation>
    </message>
    <message>
        <source>After that move Gote keeps both pieces. Drop the Lance below them on their file, out of the Silver&apos;s reach.</source>
        <translation>その手では、後手は2つとも守れます。同じ筋の、銀の届かない下のほうに香を打ちましょう。</translation>
    </message>
    <message>
        <source>A drop never promotes</source>
        <translation>打った駒は成れない</translation>
    </message>
    <message>
        <source>A piece is dropped as it is in hand, even inside the promotion zone (the last three ranks). Get a promoted Silver on the board in two moves.</source>
        <translation>持ち駒は、敵陣（奥の3段）に打つときでも、持ち駒のままの状態で打ちます。2手で、盤上に成銀を作りましょう。</translation>
    </message>
    <message>
        <source>Well done. Dropped in the zone, the Silver could promote on its very next move.</source>
        <translation>よくできました。敵陣に打った銀は、次の一手で成ることができました。</translation>
    </message>
    <message>
        <source>From there the Silver cannot reach the promotion zone on its next move. Drop it in the zone, or just below.</source>
        <translation>そこからでは、銀は次の一手で敵陣に届きません。敵陣の中か、そのすぐ手前に打ちましょう。</translation>
    </message>
    <message>
        <source>This exercise is about the Silver in your hand.</source>
        <translation>この練習では持ち駒の銀を使います。</translation>
    </message>
    <message>
        <source>Handicaps</source>
        <translation>手合割</translation>
    </message>
    <message>
        <source>To even a game, the stronger player lets the weaker one start with pieces already promoted.</source>
        <translation>力の差を埋めるため、上手は下手に、最初から駒を成らせた状態で指させます。</translation>
    </message>
    <message>
        <source>Playing with a handicap</source>
        <translation>手合割で指す</translation>
    </message>
    <message>
        <source>A Rook-and-Bishop handicap: the stronger player, Gote (王), let you start with a Dragon and a Horse. Gote&apos;s Princess now attacks your Dragon. Do not run: capture her.</source>
        <translation>飛角成りの手合割です。上手の後手（王）は、あなたの飛車と角をはじめから成らせて、龍と馬で始めさせてくれました。いま後手の姫があなたの龍を狙っています。逃げずに、姫を取りましょう。</translation>
    </message>
    <message>
        <source>Well done. Gote forgot that a Dragon also steps diagonally. Your Pawn could have taken her as well: in a handicap game, the weaker side&apos;s promoted pieces change every calculation.</source>
        <translation>よくできました。後手は、龍が斜めにも1マス動けることを忘れていました。歩で取ることもできました。手合割の対局では、下手の成り駒がすべての読みを変えます。</translation>
    </message>
    <message>
        <source>The Princess is Gote&apos;s strongest piece, and she stands unprotected next to your Dragon. Take her.</source>
        <translation>姫は後手のいちばん強い駒で、守りのないままあなたの龍の隣にいます。取りましょう。</translation>
    </message>
    <message>
        <source>Taking the handicap back</source>
        <translation>手合割を取り返す</translation>
    </message>
    <message>
        <source>Now you are the stronger player, Gote, giving a Rook-and-Bishop handicap. Sente&apos;s Dragon has broken in next to your King. Capture it in the way that gains the most.</source>
        <translation>今度はあなたが上手の後手で、飛角を成らせた手合割を指しています。先手の龍があなたの王の隣まで入り込んできました。いちばん得になる取り方で取りましょう。</translation>
    </message>
    <message>
        <source>Well done. Captured by your King with the privilege, the Dragon stays a Dragon in your hand: the handicap has changed sides.</source>
        <translation>よくできました。王の特権を使って王で取ったので、龍は龍のまま持ち駒になりました。手合割の成り駒が、あなたの側に移ったのです。</translation>
    </message>
    <message>
        <source>Any other capture turns the Dragon back into a plain Rook in your hand. Take it with the King, and keep it promoted.</source>
        <translation>ほかの取り方では、龍はただの飛車に戻って持ち駒になります。王で取り、成ったまま持ち駒にしましょう。</translation>
    </message>
    <message>
        <source>The King, the Rook and the Bishop</source>
        <translation>王・飛車・角</translation>
    </message>
    <message>
        <source>How the King moves, and the long-range pieces with their promoted forms, the Dragon and the Horse.</source>
        <translation>王の動きと、遠くまで動く駒、そしてその成り駒である龍と馬を学びます。</translation>
    </message>
    <message>
        <source>The King</source>
        <translation>王</translation>
    </message>
    <message>
        <source>The King steps one square in any direction, straight or diagonally. Visit the three marked squares with your King in three moves.</source>
        <translation>王は縦・横・斜めのどの方向にも1マス動きます。3手で、自分の王を印のついた3つのマスすべてに行かせましょう。</translation>
    </message>
    <message>
        <source>Well done. The King is the piece you must never lose: the game ends as soon as a King is captured.</source>
        <translation>よくできました。王は絶対に失ってはいけない駒です。王が取られた瞬間に対局は終わります。</translation>
    </message>
    <message>
        <source>That step leads away from the marked squares: three moves are no longer enough to visit them all.</source>
        <translation>その一歩では印のマスから遠ざかってしまい、3手ですべてを回れなくなります。</translation>
    </message>
    <message>
        <source>The Rook</source>
        <translation>飛車</translation>
    </message>
    <message>
        <source>The Rook slides any distance along its rank or its file, but cannot pass through a piece. Capture the three marked pieces with your Rook in three moves.</source>
        <translation>飛車は縦か横に何マスでも進めますが、駒を跳び越えることはできません。3手で、飛車を使って印のついた駒を3つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. The three pieces you captured are now in your hand: in Ōgi, captured pieces change sides.</source>
        <translation>よくできました。取った3つの駒は持ち駒になりました。王棋では、取った駒は自分の駒になります。</translation>
    </message>
    <message>
        <source>That move captures nothing and does not line the Rook up for the next capture: three moves are no longer enough.</source>
        <translation>その手では何も取れず、次に取る駒にも狙いが付きません。これでは3手で足りなくなります。</translation>
    </message>
    <message>
        <source>This exercise is about the Rook: move it.</source>
        <translation>この練習では飛車を使います。飛車を動かしてください。</translation>
    </message>
    <message>
        <source>The Dragon</source>
        <translation>龍</translation>
    </message>
    <message>
        <source>A promoted Rook is a Dragon (龍): it slides like a Rook and may also step one square diagonally. Capture the three marked pieces in three moves.</source>
        <translation>成った飛車を龍といいます。龍は飛車と同じように動けるうえ、斜めに1マス動くこともできます。3手で、印のついた駒を3つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. The diagonal step makes the Dragon much stronger than a Rook: it is worth promoting a Rook whenever you can.</source>
        <translation>よくできました。斜めの1マスがあるので、龍は飛車よりずっと強い駒です。飛車は成れるときに成っておく価値があります。</translation>
    </message>
    <message>
        <source>After that move, three moves are not enough. Use the diagonal step: it reaches squares a Rook cannot.</source>
        <translation>その手の後では、3手で足りません。斜めの1マスを使いましょう。飛車では届かないマスに届きます。</translation>
    </message>
    <message>
        <source>This exercise is about the Dragon: move it.</source>
        <translation>この練習では龍を使います。龍を動かしてください。</translation>
    </message>
    <message>
        <source>The Bishop</source>
        <translation>角</translation>
    </message>
    <message>
        <source>The Bishop slides any distance diagonally, never through a piece. Capture the three marked pieces with your Bishop in three moves.</source>
        <translation>角は斜めに何マスでも進めますが、駒を跳び越えることはできません。3手で、角を使って印のついた駒を3つとも取りましょう。</translation>
    </message>
    <message>
        <source>From there the Bishop cannot capture all three pieces in three moves. Go straight for a marked piece.</source>
        <translation>そこからでは、角は3手で3つの駒を取れません。まっすぐ印の駒を取りに行きましょう。</translation>
    </message>
    <message>
        <source>This exercise is about the Bishop: move it.</source>
        <translation>この練習では角を使います。角を動かしてください。</translation>
    </message>
    <message>
        <source>The Horse</source>
        <translation>馬</translation>
    </message>
    <message>
        <source>A promoted Bishop is a Horse (馬): it slides like a Bishop and may also step one square straight forward, back or sideways. Capture the three marked pieces in three moves.</source>
        <translation>成った角を馬といいます。馬は角と同じように動けるうえ、縦横に1マス動くこともできます。3手で、印のついた駒を3つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. With its straight steps, the Horse is no longer tied to half of the board.</source>
        <translation>よくできました。縦横の1マスがあるので、馬は盤の半分に縛られることがありません。</translation>
    </message>
    <message>
        <source>After that move, three moves are not enough. The straight step is what a Bishop lacks: use it.</source>
        <translation>その手のあとでは、あなたの3手では足りません。角にない縦横の1マスを使いましょう。</translation>
    </message>
    <message>
        <source>This exercise is about the Horse: move it.</source>
        <translation>この練習では馬を使います。馬を動かしてください。</translation>
    </message>
    <message>
        <source>The Princess</source>
        <translation>姫</translation>
    </message>
    <message>
        <source>The strongest piece of Ōgi: a Bishop that also jumps like a chess knight, in all eight directions.</source>
        <translation>王棋でいちばん強い駒。角の動きに加えて、チェスのナイトのように8方向へ跳べます。</translation>
    </message>
    <message>
        <source>Slides and jumps</source>
        <translation>斜めの動きと跳ぶ動き</translation>
    </message>
    <message>
        <source>The Princess (姫) slides diagonally like a Bishop, or jumps like a chess knight: two squares one way and one aside, in all eight directions. Capture the three marked pieces in three moves.</source>
        <translation>姫は角のように斜めに進むか、チェスのナイトのように跳びます（一方へ2マス、横へ1マス。8方向すべて）。3手で、印のついた駒を3つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. Bishop and knight in one piece: the Princess is the strongest piece of Ōgi, worth more than a Rook.</source>
        <translation>よくできました。角とナイトを合わせた姫は王棋でいちばん強い駒で、飛車よりも価値があります。</translation>
    </message>
    <message>
        <source>After that move, three moves are not enough. Look for the knight jump as well as the diagonals.</source>
        <translation>その手の後では、3手で足りません。斜めの動きだけでなく、跳ぶ動きも探しましょう。</translation>
    </message>
    <message>
        <source>This exercise is about the Princess: move her.</source>
        <translation>この練習では姫を使います。姫を動かしてください。</translation>
    </message>
    <message>
        <source>Over the wall</source>
        <translation>壁を越えて</translation>
    </message>
    <message>
        <source>Your own Pawns block every diagonal of the Princess, but her knight jumps go over pieces. Capture the two marked pieces in two moves.</source>
        <translation>自分の歩が姫の斜めの道をすべてふさいでいますが、跳ぶ動きなら駒を越えられます。2手で、印のついた駒を2つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. The jumps work backwards too: the Princess is never shut in for long.</source>
        <translation>よくできました。跳ぶ動きは後ろ向きにも使えます。姫が長く閉じ込められることはありません。</translation>
    </message>
    <message>
        <source>That jump lands too far from the marked pieces: two moves are no longer enough.</source>
        <translation>その跳び方では印の駒から離れすぎて、2手では足りなくなります。</translation>
    </message>
    <message>
        <source>The promoted Princess</source>
        <translation>神</translation>
    </message>
    <message>
        <source>A promoted Princess (神) keeps her slides and jumps and may also step one square straight forward, back or sideways. Capture the three marked pieces in three moves.</source>
        <translation>成った姫を神といいます。神は姫の動きをすべて残したまま、縦横に1マス動くこともできます。3手で、印のついた駒を3つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. With the straight steps added, the promoted Princess reaches every square around her.</source>
        <translation>よくできました。縦横の1マスが加わって、神は周りのすべてのマスに動けます。</translation>
    </message>
    <message>
        <source>After that move, three moves are not enough. The new straight step is the key: use it.</source>
        <translation>その手のあとでは、あなたの3手では足りません。新しく加わった縦横の1マスが鍵です。</translation>
    </message>
    <message>
        <source>This exercise is about the promoted Princess: move her.</source>
        <translation>この練習では神を使います。神を動かしてください。</translation>
    </message>
    <message>
        <source>The Princess&apos;s fork</source>
        <translation>姫の両取り</translation>
    </message>
    <message>
        <source>Now Gote answers your moves. Win the marked Rook in two moves: find the jump that attacks the King and the Rook at once.</source>
        <translation>ここからは後手も指し返してきます。あなたの2手で印の飛車を取りましょう。王と飛車を同時に狙う跳び方を探してください。</translation>
    </message>
    <message>
        <source>After that move the Rook simply gets away. Attack two things at once, so that Gote can save only one.</source>
        <translation>その手では飛車に逃げられてしまいます。2つを同時に狙えば、後手は片方しか助けられません。</translation>
    </message>
    <message>
        <source>The King&apos;s privilege</source>
        <translation>王の特権</translation>
    </message>
    <message>
        <source>When the King captures a promoted piece, it may keep it promoted in hand.</source>
        <translation>王が成り駒を取ったときは、成ったまま持ち駒にすることができます。</translation>
    </message>
    <message>
        <source>Keep it promoted</source>
        <translation>成ったまま持ち駒にする</translation>
    </message>
    <message>
        <source>When your King captures a promoted piece, you choose: the piece goes to your hand turned back as usual, or it stays promoted. That is the King&apos;s privilege. Capture the promoted Pawn and keep it promoted.</source>
        <translation>自分の王で成り駒を取ったときは、いつものように表に戻して持ち駒にするか、成ったまま持ち駒にするかを選べます。これが王の特権です。王で「と」を取り、成ったまま持ち駒にしましょう。</translation>
    </message>
    <message>
        <source>A plain capture turns it back into a Pawn in your hand, and an unpromoted Pawn can never be dropped. Capture with the King and choose to keep it promoted.</source>
        <translation>普通に取ると歩に戻って持ち駒になりますが、成っていない歩は打てません。王で取り、成ったまま持ち駒にするほうを選びましょう。</translation>
    </message>
    <message>
        <source>Winning with the privilege</source>
        <translation>王の特権で勝つ</translation>
    </message>
    <message>
        <source>Gote&apos;s King is walled in by its own pieces. Capture the King in three moves: the promoted Pawn next to your King is the key.</source>
        <translation>後手の王は自分の駒に囲まれて身動きが取れません。あなたの3手で王を取りましょう。鍵は、あなたの王の隣にある「と」です。</translation>
    </message>
    <message>
        <source>Well done. Kept promoted by the privilege, the Pawn came back as a Gold right in front of the King. A plain Pawn could never have been dropped.</source>
        <translation>よくできました。王の特権で成ったままにした「と」が、金の動きで相手の王の目の前に戻ってきました。ただの歩では打つことすらできませんでした。</translation>
    </message>
    <message>
        <source>After that move Gote&apos;s King gets away. You need a piece to drop in front of it: the King&apos;s capture, with the privilege, gives you one.</source>
        <translation>その手では後手の王に逃げられます。王の前に打つ駒が必要です。王の特権を使って自分の王で取れば、その駒が手に入ります。</translation>
    </message>
    <message>
        <source>A safe capture</source>
        <translation>安全に取る</translation>
    </message>
    <message>
        <source>Two promoted pieces stand next to your King. Capture the one you can take safely, and keep it promoted.</source>
        <translation>あなたの王の隣に成り駒が2つあります。安全に取れるほうを取り、成ったまま持ち駒にしましょう。</translation>
    </message>
    <message>
        <source>Well done. The promoted Pawn was protected by the Bishop: taking it would have walked your King into capture. The privilege is only worth it when the King survives.</source>
        <translation>よくできました。「と」は角に守られていました。取れば王が角に取られるところでした。王の特権は、王が無事であってこそです。</translation>
    </message>
    <message>
        <source>Not that one: the promoted Pawn is protected by the Bishop, and a plain capture throws the promotion away. Take the promoted Silver and keep it promoted.</source>
        <translation>そうではありません。「と」は角に守られていますし、普通に取ると成りが失われます。成銀を取り、成ったまま持ち駒にしましょう。</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>成り</translation>
    </message>
    <message>
        <source>Turning a piece over in the last three ranks: when you may, when you need not, and when you must.</source>
        <translation>奥の3段で駒を裏返す「成り」。成れるとき、成らなくてもよいとき、成らなければならないときを学びます。</translation>
    </message>
    <message>
        <source>The promotion zone</source>
        <translation>敵陣</translation>
    </message>
    <message>
        <source>Your promotion zone is the last three ranks, where Gote&apos;s pieces start. A piece may promote when its move enters the zone. Promote your Silver in two moves.</source>
        <translation>後手の駒が最初に並んでいる奥の3段が、あなたの敵陣です。敵陣に入る手で、駒は成ることができます。2手で銀を成らせましょう。</translation>
    </message>
    <message>
        <source>That step leads away from the zone: the Silver can no longer reach it on its next move.</source>
        <translation>その一歩では敵陣から遠ざかり、次の一手で敵陣に届かなくなります。</translation>
    </message>
    <message>
        <source>This exercise is about the Silver: move it.</source>
        <translation>この練習では銀を使います。銀を動かしてください。</translation>
    </message>
    <message>
        <source>Promoting on the way out</source>
        <translation>敵陣から出て成る</translation>
    </message>
    <message>
        <source>A move that starts in the zone may promote too, even when it leaves the zone. Promote your Silver on the marked square, below the zone.</source>
        <translation>敵陣から出る手でも成ることができます。敵陣のすぐ外にある印のマスで、銀を成らせましょう。</translation>
    </message>
    <message>
        <source>Well done. Entering, moving within or leaving the zone: any of the three allows promotion. Only a drop never does.</source>
        <translation>よくできました。敵陣に入る手、敵陣の中で動く手、敵陣から出る手のどれでも成れます。駒を打つ手だけは成れません。</translation>
    </message>
    <message>
        <source>That is not a promotion on the marked square. Step back diagonally onto it, and choose to promote.</source>
        <translation>それは印のマスで成る手ではありません。斜め後ろの印のマスに下がり、成るほうを選びましょう。</translation>
    </message>
    <message>
        <source>Not promoting</source>
        <translation>成らない</translation>
    </message>
    <message>
        <source>Promotion is a choice: where it is allowed, you may also decline it. Capture the two marked pieces with your Silver in two moves.</source>
        <translation>成るかどうかは選べます。成れる場面でも、成らずにおくことができます。2手で、銀を使って印のついた駒を2つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. A promoted Silver cannot step diagonally back: keeping it unpromoted was what made the second capture possible.</source>
        <translation>よくできました。成銀は斜め後ろに動けません。成らずにおいたからこそ、2つ目の駒を取れたのです。</translation>
    </message>
    <message>
        <source>After that move, the second capture is out of reach. Think about what a promoted Silver can no longer do.</source>
        <translation>その手の後では、2つ目の駒に届きません。成銀にはできなくなる動きを考えましょう。</translation>
    </message>
    <message>
        <source>When promotion is a must</source>
        <translation>成らなければならないとき</translation>
    </message>
    <message>
        <source>A piece that could never move again must promote: a Pawn or a Lance reaching the last rank, a Knight reaching the last two ranks. Capture the two marked pieces in two moves.</source>
        <translation>二度と動けなくなる駒は、必ず成らなければなりません。一番奥の段に入る歩や香、奥の2段に入る桂がそうです。あなたの2手で、印のついた駒を2つとも取りましょう。</translation>
    </message>
    <message>
        <source>That move captures nothing: two moves are no longer enough. Each marked piece is one move away.</source>
        <translation>その手では何も取れず、2手では足りなくなります。印の駒はどちらも一手で取れる位置にあります。</translation>
    </message>
    <message>
        <source>This exercise is about the Lance and the Knight.</source>
        <translation>この練習では香と桂を使います。</translation>
    </message>
    <message>
        <source>Illegal moves, repetition, 50 moves</source>
        <translation>反則手・反復・100手ルール</translation>
    </message>
    <message>
        <source>An illegal move loses at once; the same move may not repeat a position; and a game without captures or Pawn moves may be drawn.</source>
        <translation>反則手はその場で負け。同じ手で同じ局面を繰り返すことは禁止。駒取りも歩の移動もない対局は引き分けにできます。</translation>
    </message>
    <message>
        <source>An illegal move loses</source>
        <translation>反則手は負け</translation>
    </message>
    <message>
        <source>Legal, but the King escapes. Attack it along the h-file with a piece from your hand.</source>
        <translation>反則ではありませんが、王に逃げられます。持ち駒を使って、h筋から王を狙いましょう。</translation>
    </message>
    <message>
        <source>That would be checkmate, but an unpromoted Pawn can never be dropped. In a game this move would lose on the spot.</source>
        <translation>詰みになりそうですが、成っていない歩は打てません。対局なら、この手でその場で負けです。</translation>
    </message>
    <message>
        <source>The repetition rule</source>
        <translation>反復禁止の規則</translation>
    </message>
    <message>
        <source>From there the Rook needs two more moves to reach d5. Stay on the d-file and arrive by another move.</source>
        <translation>そこからだと、飛車が d5 に着くにはあと2手かかります。d筋にとどまったまま、別の手で d5 に入りましょう。</translation>
    </message>
    <message>
        <source>This very move, d1 to d5, already led to this very position: playing it again breaks the repetition rule, and would lose a game at once.</source>
        <translation>d1 から d5 へのこの手は、すでにこれとまったく同じ局面を生んでいます。もう一度指すと反復禁止の規則に反し、対局ならその場で負けです。</translation>
    </message>
    <message>
        <source>The 50-move count</source>
        <translation>100手ルールの手数</translation>
    </message>
    <message>
        <source>For 99 plies nobody has captured or moved an unpromoted Pawn. After 100, either side may claim a draw, and Gote surely will. You are winning: play a move that starts the count again.</source>
        <translation>99手の間、どちらも駒を取らず、成っていない歩も動かしていません。100手になると、どちらも引き分けを申告でき、後手はきっと申告します。あなたが優勢です。手数を0に戻す手を指しましょう。</translation>
    </message>
    <message>
        <source>Well done. Only a capture or a move of an unpromoted Pawn starts the count again.</source>
        <translation>よくできました。手数が0に戻るのは、駒を取る手か、成っていない歩を動かす手だけです。</translation>
    </message>
    <message>
        <source>That move does not start the count again: a drop does not, and neither does a move of a promoted Pawn. Gote could now claim a draw. Capture, or move your unpromoted Pawn.</source>
        <translation>その手では手数は0に戻りません。駒を打つ手も、成った歩を動かす手も同じです。これで後手は引き分けを申告できてしまいます。駒を取るか、成っていない歩を動かしましょう。</translation>
    </message>
    <message>
        <source>Claiming the draw</source>
        <translation>引き分けの申告</translation>
    </message>
    <message>
        <source>Gote is far ahead, but for 50 moves of each side (100 plies) nobody has captured or moved an unpromoted Pawn. Save the game: claim the draw.</source>
        <translation>後手が大きく優勢ですが、双方合わせて100手の間、どちらも駒を取らず、成っていない歩も動かしていません。引き分けを申告して、対局を救いましょう。</translation>
    </message>
    <message>
        <source>Well done. The claim is yours to make: the game does not end by itself after 100 plies.</source>
        <translation>よくできました。申告するかどうかは自分で決めます。100手を過ぎても、対局がひとりでに終わることはありません。</translation>
    </message>
    <message>
        <source>Playing on only helps the side that is winning. The draw can be claimed right now: claim it.</source>
        <translation>指し続けても、勝っている側を助けるだけです。今すぐ引き分けを申告できます。申告しましょう。</translation>
    </message>
    <message>
        <source>Silver, Knight, Lance and Pawn</source>
        <translation>銀・桂・香・歩</translation>
    </message>
    <message>
        <source>The small pieces, which mostly go forward, and their promoted forms.</source>
        <translation>主に前へ進む小駒と、その成り駒を学びます。</translation>
    </message>
    <message>
        <source>The Silver</source>
        <translation>銀</translation>
    </message>
    <message>
        <source>The Silver General steps one square straight forward or diagonally, forward or back: five squares. Capture the three marked pieces in three moves.</source>
        <translation>銀将は真っすぐ前か、斜め前・斜め後ろに1マス動きます（5方向）。あなたの3手で、印のついた駒を3つとも取りましょう。</translation>
    </message>
    <message>
        <source>After that step, three moves are not enough. Plan the way with the Silver&apos;s five directions in mind.</source>
        <translation>その一歩の後では、3手で足りません。銀の5つの方向を考えて道筋を立てましょう。</translation>
    </message>
    <message>
        <source>The promoted small pieces</source>
        <translation>成った小駒</translation>
    </message>
    <message>
        <source>A promoted Silver, Knight, Lance or Pawn moves like a shogi Gold: one square forward, diagonally forward, sideways or straight back. Capture the three marked pieces with your promoted Pawn (と) in three moves.</source>
        <translation>成銀・成桂・成香・と（成った歩）は、将棋の金と同じく、前・斜め前・横・真後ろに1マス動きます。3手で、「と」を使って印のついた駒を3つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. The four promoted small pieces all move this way; only diagonally back is missing.</source>
        <translation>よくできました。成った4種の小駒はどれもこの動きです。斜め後ろだけには動けません。</translation>
    </message>
    <message>
        <source>After that step, three moves are not enough. Remember the sideways and backward steps a Pawn never had.</source>
        <translation>その一歩の後では、3手で足りません。歩にはなかった横と後ろへの動きを思い出しましょう。</translation>
    </message>
    <message>
        <source>This exercise is about the promoted Pawn: move it.</source>
        <translation>この練習では「と」を使います。「と」を動かしてください。</translation>
    </message>
    <message>
        <source>The Knight</source>
        <translation>桂</translation>
    </message>
    <message>
        <source>The Knight jumps two squares forward and one aside, over any piece in between: only two squares, both forward. Capture the two marked pieces in two moves.</source>
        <translation>桂は間の駒を跳び越えて、2マス前の左右どちらかへ跳びます。行き先は前の2マスだけです。2手で、印のついた駒を2つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. Unlike a chess knight, the Knight never goes sideways or back: every jump takes it closer to the enemy.</source>
        <translation>よくできました。チェスのナイトと違い、桂は横にも後ろにも動けません。跳ぶたびに相手陣へ近づきます。</translation>
    </message>
    <message>
        <source>From there the Knight can no longer reach the second piece: it only ever jumps forward.</source>
        <translation>そこからでは、もう1つの駒に桂は届きません。桂は前にしか跳べないからです。</translation>
    </message>
    <message>
        <source>This exercise is about the Knight: move it.</source>
        <translation>この練習では桂を使います。桂を動かしてください。</translation>
    </message>
    <message>
        <source>The Lance</source>
        <translation>香</translation>
    </message>
    <message>
        <source>The Lance slides straight forward along its file, any distance, and never turns or goes back. Capture the two marked pieces in two moves.</source>
        <translation>香は自分の筋を真っすぐ前に何マスでも進みます。曲がることも戻ることもできません。2手で、印のついた駒を2つとも取りましょう。</translation>
    </message>
    <message>
        <source>Well done. A Lance is a one-way Rook: powerful on an open file, stuck once it has gone too far.</source>
        <translation>よくできました。香は一方通行の飛車です。開いた筋では強力ですが、進みすぎると動けなくなります。</translation>
    </message>
    <message>
        <source>That move stops short of the marked piece: two moves are no longer enough.</source>
        <translation>その手では印の駒の手前で止まってしまい、2手では足りなくなります。</translation>
    </message>
    <message>
        <source>This exercise is about the Lance: move it.</source>
        <translation>この練習では香を使います。香を動かしてください。</translation>
    </message>
    <message>
        <source>The Pawn</source>
        <translation>歩</translation>
    </message>
    <message>
        <source>That Pawn will not reach the marked piece in time: move the one in front of it.</source>
        <translation>その歩は間に合いません。印の駒の正面にある歩を動かしましょう。</translation>
    </message>
    <message>
        <source>This exercise is about the Pawns: move one.</source>
        <translation>この練習では歩を使います。歩を動かしてください。</translation>
    </message>
    <message>
        <source>Well done. A drop takes a whole move, and the piece now fights for you: in Ōgi, a captured piece changes sides instead of leaving the game.</source>
        <translation>よくできました。駒を打つのも一手です。打った銀は今度はあなたのために働きます。王棋では、取った駒は盤から消えずに相手から自分へと移ります。</translation>
    </message>
    <message>
        <source>Well done. The Silver never moves sideways or straight back: to go left, it zigzags diagonally.</source>
        <translation>よくできました。銀は真横にも真後ろにも動けません。左へ行くには、斜めにジグザグに進みます。</translation>
    </message>
    <message>
        <source>Well done. One more thing sets the Ōgi Pawn apart: once captured, an unpromoted Pawn can never come back into play. The lesson on drops comes back to it.</source>
        <translation>よくできました。王棋の歩にはもう一つ大事な特徴があります。取られた歩は、成っていなければ二度と盤に戻れません。駒打ちのレッスンでもう一度取り上げます。</translation>
    </message>
    <message>
        <source>Well done. Where promotion is mandatory, the board turns the piece over for you: by the rules, the same move without promotion would be illegal, and an illegal move loses at once.</source>
        <translation>よくできました。成りが義務の場面では、盤が自動で駒を裏返します。ルール上、成らずに指せば反則手になり、反則手はその場で負けです。</translation>
    </message>
    <message>
        <source>In a game, an illegal move loses at once: there is no taking it back. Capture the King in two moves, with legal moves only. Careful: the most tempting move here is illegal.</source>
        <translation>対局では、反則手を指すとその場で負けになり、指し直しはできません。正しい手だけで、あなたの2手で王を取りましょう。注意：ここでいちばん指したくなる手は反則です。</translation>
    </message>
    <message>
        <source>Well done. Moving on the board, a Bishop only ever reaches half of the squares, those its diagonals lead to. Captured and dropped again, it may land on the other half.</source>
        <translation>よくできました。盤上を動くかぎり、角が行けるのは斜めの筋でつながった半分のマスだけです。取られてから打ち直されれば、残りの半分のマスに来ることもあります。</translation>
    </message>
    <message>
        <source>Well done. Gote could not save both: it saved the King, and the Rook fell. A jump cannot be blocked: the Princess&apos;s forks are deadly.</source>
        <translation>よくできました。後手は両方は守れず、王を逃がして飛車を取られました。跳ぶ動きは合駒で防げないので、姫の両取りは強力です。</translation>
    </message>
    <message>
        <source>Well done. The Lance could be dropped anywhere below the King on its file; capturing on h8, it had to promote.</source>
        <translation>よくできました。香は王と同じ筋の下のほうならどこに打ってもよく、h8で王を取る手では成らなければなりませんでした。</translation>
    </message>
    <message>
        <source>A move is illegal when the very same move already led to the very same position earlier in the game. In this very position, your Rook has already gone from d1 to d5. Bring it to d5 again, in two moves.</source>
        <translation>この対局で、まったく同じ手がすでにまったく同じ局面を生んでいれば、その手は反則です。この同じ局面で、あなたの飛車はすでにd1からd5へ動いています。あなたの2手で、もう一度飛車をd5へ運びましょう。</translation>
    </message>
    <message>
        <source>Well done. This position, with Gote&apos;s King on g8, came up earlier in the game after the Rook went from d1 to d5. You reached it by a different move: that is allowed. Only the same move into the same position is forbidden.</source>
        <translation>よくできました。後手の王がg8にいるこの局面は、この対局の前のほうで、飛車がd1からd5へ動いたあとにも現れています。あなたは別の手でこの局面にしたので、反則ではありません。禁じられているのは、同じ手で同じ局面にすることだけです。</translation>
    </message>
    <message>
        <source>The Pawn steps one square straight forward, and captures the same way, not diagonally as a chess pawn does. Capture the marked piece in two moves.</source>
        <translation>歩は真っすぐ前に1マス進み、駒を取るときも同じ動きです。チェスのポーンのように斜めに取ることはできません。あなたの2手で、印のついた駒を取りましょう。</translation>
    </message>
    <message>
        <source>After that move Gote saves both King and Bishop. Drop where the Rook attacks both along their rank, out of the King&apos;s reach.</source>
        <translation>その手では、後手は王も角も守れます。飛車を、王の届かない場所で、王と角の両方を同じ段で狙えるところに打ちましょう。</translation>
    </message>
    <message>
        <source>Well done. You hold a promoted Pawn (と) in hand: unlike a plain Pawn, it can be dropped, and it comes back with its six steps: forward, diagonally forward, sideways and straight back.</source>
        <translation>よくできました。持ち駒に「と」があります。ただの歩と違って打つことができ、盤に戻ると前・斜め前・横・真後ろの6方向に1マスずつ動けます。</translation>
    </message>
    <message>
        <source>Well done. The piece is turned over and shows its promoted side: 全. It now steps forward, diagonally forward, sideways or straight back.</source>
        <translation>よくできました。駒が裏返って成った面の「全」が見えています。これからは前・斜め前・横・真後ろに1マスずつ動きます。</translation>
    </message>
</context>
<context>
    <name>ogi::MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>新規対局(&amp;N)</translation>
    </message>
    <message>
        <source>Choose players, handicap and clock, and start a game</source>
        <translation>対局者・手合割・持ち時間を選んで対局を始めます</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>盤を反転(&amp;F)</translation>
    </message>
    <message>
        <source>Turn the board around</source>
        <translation>盤の向きを逆にします</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <source>The side to move resigns</source>
        <translation>手番の側が投了します</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>引き分けを申告(&amp;D)</translation>
    </message>
    <message>
        <source>Claim a draw under the 50-move rule</source>
        <translation>100手ルールにより引き分けを申告します</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>一手戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>最後の一手を取り消します</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About Ōgi</source>
        <translation>王棋について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Eastern Pieces (kanji)</source>
        <translation>和風の駒・漢字(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Western Pieces (symbols)</source>
        <translation>洋風の駒・記号(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
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
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>About Ōgi</source>
        <translation>王棋について</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Ask the computer for a move for you</source>
        <translation>コンピュータに指し手を提案してもらいます</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>すぐに指させる(&amp;M)</translation>
    </message>
    <message>
        <source>The computer plays the best move it has found so far</source>
        <translation>コンピュータがその時点での最善手を指します</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking and pause its clock</source>
        <translation>コンピュータの思考を止め、その時計を一時停止します</translation>
    </message>
    <message>
        <source>Let the computer think and play again</source>
        <translation>コンピュータに再び思考させ、指させます</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>%1[*] — Ōgi</source>
        <translation>%1[*] — 王棋</translation>
    </message>
    <message>
        <source>&amp;Rules of Ōgi</source>
        <translation>王棋のルール(&amp;R)</translation>
    </message>
    <message>
        <source>How the game is played and how each piece moves</source>
        <translation>対局の進め方と各駒の動き</translation>
    </message>
    <message>
        <source>S&amp;top Computer</source>
        <translation>コンピュータを停止(&amp;T)</translation>
    </message>
    <message>
        <source>Resume &amp;Computer</source>
        <translation>コンピュータを再開(&amp;E)</translation>
    </message>
    <message>
        <source>Untitled[*] — Ōgi</source>
        <translation>無題[*] — 王棋</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ōgi %1&lt;/h3&gt;&lt;p&gt;Play and study Ōgi (王棋), the 8×8 game of the King.&lt;/p&gt;&lt;p&gt;Ōgi is free software: you may share it and change it under the terms of the GNU General Public License, version 3 or (as you choose) any later version (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;It comes with no warranty at all, not even that it is fit to sell or for any particular use; the licence says this in full.&lt;/p&gt;&lt;p&gt;The kanji on the Eastern pieces and in the icon are drawn from Noto Serif CJK, under the SIL Open Font License 1.1 (OFL-1.1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;王棋 %1&lt;/h3&gt;&lt;p&gt;8×8の盤で指す王棋（Ōgi）の対局と研究のためのプログラムです。&lt;/p&gt;&lt;p&gt;王棋はフリーソフトウェアです。GNU 一般公衆利用許諾書（GNU General Public License）のバージョン3、または（ご希望により）それ以降のバージョン（GPL-3.0-or-later）の条件のもとで、共有したり改変したりできます。&lt;/p&gt;&lt;p&gt;保証はいっさいありません。商品として売れることや、特定の目的に適することの保証もありません。詳しくは許諾書に書かれています。&lt;/p&gt;&lt;p&gt;東洋式の駒とアイコンの漢字は Noto Serif CJK の字形をもとにしており、SIL Open Font License 1.1（OFL-1.1）に従います。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New Game</source>
        <comment>toolbar button</comment>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>Flip</source>
        <comment>toolbar button</comment>
        <translation>反転</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar button</comment>
        <translation>一手戻す</translation>
    </message>
    <message>
        <source>Resign</source>
        <comment>toolbar button</comment>
        <translation>投了</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>toolbar button: claim a draw</comment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar button</comment>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Move Now</source>
        <comment>toolbar button: the computer plays at once</comment>
        <translation>すぐ指させる</translation>
    </message>
    <message>
        <source>Stop</source>
        <comment>toolbar button: stop the computer</comment>
        <translation>停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <comment>toolbar button: let the computer play again</comment>
        <translation>再開</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>対局者(&amp;P)…</translation>
    </message>
    <message>
        <source>Change who plays each side, or the computer&apos;s level, during the game</source>
        <translation>対局の途中で、先手・後手を指す人やコンピュータのレベルを変えます</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Every key the window answers to</source>
        <translation>このウィンドウで使えるキーの一覧</translation>
    </message>
    <message>
        <source>Friendly game: a move the rules forbid is refused, and the reason is given. For the official rule, where such a move loses at once, choose it in Game ▸ New Game.</source>
        <translation>練習ルールの対局です。反則手は理由を示して指し直しになります。反則手でその場で負けになる公式ルールにするには、「対局 ▸ 新規対局」で選んでください。</translation>
    </message>
    <message>
        <source>Official rule: a move the rules forbid loses the game at once. For a friendly game, where it is refused instead, choose it in Game ▸ New Game.</source>
        <translation>公式ルールの対局です。反則手を指すとその場で負けになります。反則手を指し直しにする練習ルールにするには、「対局 ▸ 新規対局」で選んでください。</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>%1 resigns, and %2 wins the game. Resign?</source>
        <translation>%1が投了し、%2の勝ちになります。投了しますか？</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>対局を続ける(&amp;K)</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>次回から確認しない</translation>
    </message>
    <message>
        <source>Your &amp;Games…</source>
        <translation>自分の対局(&amp;G)…</translation>
    </message>
    <message>
        <source>Your rating from your games against the computer, and how it went</source>
        <translation>コンピュータとの対局によるレーティングとその推移</translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation>あなたのレーティング</translation>
    </message>
    <message>
        <source>Engine Failed</source>
        <translation>エンジンのエラー</translation>
    </message>
    <message>
        <source>%1

The game is paused and kept. Choose another player in Game ▸ Players…, then resume.</source>
        <translation>%1

対局は中断したまま残っています。「対局 ▸ 対局者…」で別の対局者を選び、再開してください。</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>エンジン(&amp;E)…</translation>
    </message>
    <message>
        <source>Add engines that can play a side, and set their options</source>
        <translation>対局者として指せるエンジンを追加し、その設定を変更します</translation>
    </message>
    <message>
        <source>Engine &amp;Log</source>
        <translation>エンジンログ(&amp;L)</translation>
    </message>
    <message>
        <source>The lines exchanged with external engines, as they come</source>
        <translation>外部エンジンと送受信した内容をリアルタイムで表示します</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>ヒントを出せませんでした：%1</translation>
    </message>
    <message>
        <source>Next &amp;Balanced Game…</source>
        <translation>互角の手合いで次の対局(&amp;B)…</translation>
    </message>
    <message>
        <source>Opens New Game with the level and handicap where you now score about 50%.</source>
        <translation>今のレーティングで勝率がおよそ50%になるレベルと手合割を選んだ状態で、「新規対局」を開きます。</translation>
    </message>
    <message>
        <source>Official rule: a move the rules forbid loses the game; you are told why and asked before it is played. For a friendly game, where it is refused instead, choose it in Game ▸ New Game.</source>
        <translation>公式ルールの対局です。反則手は負けになります。反則手を指そうとすると、理由を示して本当に指すかを確認します。反則手を指し直しにする練習ルールにするには、「対局 ▸ 新規対局」で選んでください。</translation>
    </message>
    <message>
        <source>Illegal Move</source>
        <translation>反則手</translation>
    </message>
    <message>
        <source>This move is illegal and loses the game under the official rule. Play it anyway?</source>
        <translation>この手は反則手で、公式ルールでは負けになります。それでも指しますか？</translation>
    </message>
    <message>
        <source>&amp;Play It Anyway</source>
        <translation>それでも指す(&amp;P)</translation>
    </message>
    <message>
        <source>Friendly game: a forbidden move is refused. Official rule: Game ▸ New Game.</source>
        <translation>練習ルール：反則手は指し直し。公式ルールは「対局 ▸ 新規対局」で。</translation>
    </message>
    <message>
        <source>Official rule: a forbidden move loses at once. Friendly game: Game ▸ New Game.</source>
        <translation>公式ルール：反則手はその場で負け。練習ルールは「対局 ▸ 新規対局」で。</translation>
    </message>
    <message>
        <source>Official rule: a forbidden move loses if you confirm it. Friendly game: Game ▸ New Game.</source>
        <translation>公式ルール：反則手は確認のうえ、指せば負け。練習ルールは「対局 ▸ 新規対局」で。</translation>
    </message>
</context>
<context>
    <name>ogi::MoveBox</name>
    <message>
        <source>e.g. Pc3-c4, c3c4, N*e4</source>
        <translation>例：☗歩c3-c4、c3c4、☗桂e4打</translation>
    </message>
    <message>
        <source>Type a move and press Enter: c3c4, Pc3-c4, N*e4, ☗歩c3-c4, or just the square (c4) when only one move goes there</source>
        <translation>指し手を入力してEnterキーを押します：☗歩c3-c4、☗桂e4打、歩c4、c3c4、Pc3-c4。そのマスへ行ける手が一つだけなら、マス（c4）だけでも指せます</translation>
    </message>
    <message>
        <source>Move to play</source>
        <translation>指す手</translation>
    </message>
    <message>
        <source>Move box message</source>
        <translation>指し手入力欄のメッセージ</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終わっています。</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>自分の手番までお待ちください。</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>指し手(&amp;M)：</translation>
    </message>
</context>
<context>
    <name>ogi::MoveListView</name>
    <message>
        <source>better: %1</source>
        <translation>より良い手：%1</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <comment>minutes:seconds used on a move</comment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>%1 — illegal move:</source>
        <translation>%1 — 反則手：</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>表示中：%1</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
</context>
<context>
    <name>ogi::NavigationBar</name>
    <message>
        <source>First Move</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <source>Back Ten Moves</source>
        <translation>10手戻る</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>1手戻る</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>1手進む</translation>
    </message>
    <message>
        <source>Forward Ten Moves</source>
        <translation>10手進む</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ogi::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Sente (☗, moves first)</source>
        <translation>先手（☗・先に指す）</translation>
    </message>
    <message>
        <source>Gote (☖)</source>
        <translation>後手（☖）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>Computer strength: 1 (beginner) to 10 (full strength)</source>
        <translation>コンピュータの強さ：1（初心者）〜10（最強）</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名前（省略可）</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>手合割</translation>
    </message>
    <message>
        <source>Sente</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Gote</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>The side whose pieces start promoted</source>
        <translation>駒が成った状態で始まる側</translation>
    </message>
    <message>
        <source>Pieces starting promoted:</source>
        <translation>最初から成っている駒：</translation>
    </message>
    <message>
        <source>Weaker side:</source>
        <translation>下手：</translation>
    </message>
    <message>
        <source>Click the weaker side&apos;s pieces to start them promoted:</source>
        <translation>下手の駒をクリックすると、成った状態で始まります：</translation>
    </message>
    <message>
        <source>玉 (gyokushō)</source>
        <translation>玉（玉将）</translation>
    </message>
    <message>
        <source>王 (ōshō)</source>
        <translation>王（王将）</translation>
    </message>
    <message>
        <source>Sente&apos;s King:</source>
        <translation>先手の王／玉：</translation>
    </message>
    <message>
        <source>Gote&apos;s King:</source>
        <translation>後手の王／玉：</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>時間制限なし</translation>
    </message>
    <message>
        <source>Main time + byoyomi</source>
        <translation>持ち時間＋秒読み</translation>
    </message>
    <message>
        <source>Main time + increment</source>
        <translation>持ち時間＋1手ごとの加算</translation>
    </message>
    <message>
        <source> min</source>
        <translation>分</translation>
    </message>
    <message>
        <source> s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>持ち時間：</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2の%1</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>1手ごとの加算：</translation>
    </message>
    <message>
        <source>Byoyomi:</source>
        <translation>秒読み：</translation>
    </message>
    <message>
        <source>Illegal moves</source>
        <translation>反則手</translation>
    </message>
    <message>
        <source>Official rule: an illegal move loses</source>
        <translation>公式ルール：反則手で負け</translation>
    </message>
    <message>
        <source>Friendly: an illegal move is refused</source>
        <translation>練習ルール：反則手は指し直し</translation>
    </message>
    <message>
        <source>The move is not played and the reason is shown over the board; the player tries again.</source>
        <translation>反則手は指されず、理由が盤の上に表示されます。指し直すことができます。</translation>
    </message>
    <message>
        <source>As in a tournament: the player who makes an illegal move loses the game at once.</source>
        <translation>大会と同じく、反則手を指した側がその場で負けになります。</translation>
    </message>
    <message>
        <source>Sente&apos;s level</source>
        <translation>先手のレベル</translation>
    </message>
    <message>
        <source>Gote&apos;s level</source>
        <translation>後手のレベル</translation>
    </message>
    <message>
        <source>Sente&apos;s name</source>
        <translation>先手の名前</translation>
    </message>
    <message>
        <source>Gote&apos;s name</source>
        <translation>後手の名前</translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation>あなたのレーティング</translation>
    </message>
    <message>
        <source>No rated game yet: you start provisional at %1, the strength of level 1.</source>
        <translation>レーティング対象の対局はまだありません。レベル1の強さにあたる暫定の%1から始まります。</translation>
    </message>
    <message>
        <source>Your rating: %1 (Ōgi Elo, on the scale of the levels).</source>
        <translation>あなたのレーティング：%1（王棋のレーティング。各レベルの強さが基準です）。</translation>
    </message>
    <message>
        <source>Find me a balanced game (provisional rating)</source>
        <translation>互角の手合いを探す（暫定レーティング）</translation>
    </message>
    <message>
        <source>Find me a balanced game</source>
        <translation>互角の手合いを探す</translation>
    </message>
    <message>
        <source>Your rating counts only games between you and the computer.</source>
        <translation>レーティングに数えるのは、あなたとコンピュータの対局だけです。</translation>
    </message>
    <message>
        <source>Level %1 with this handicap: it has no measured value, so the game is not rated.</source>
        <translation>レベル%1・この手合割：測定された値がないため、レーティングの対象外です。</translation>
    </message>
    <message>
        <source>Not rated with the friendly rule.</source>
        <translation>練習ルールではレーティングの対象外です。</translation>
    </message>
    <message>
        <source>The rule is now the official one, where an illegal move loses: games under the friendly rule are not rated.</source>
        <translation>ルールを公式ルール（反則手で負け）に切り替えました。練習ルールの対局はレーティングの対象外です。</translation>
    </message>
    <message>
        <source>Chooses the level and handicap where you score about 50%, under the official rule: games under the friendly rule are not rated.</source>
        <translation>勝率がおよそ50%になるレベルと手合割を選び、ルールを公式ルールにします。練習ルールの対局はレーティングの対象外です。</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, measured near level %3)</source>
        <translation>%1（レーティング差 約+%2、レベル%3付近で測定）</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, measured at this level)</source>
        <translation>%1（レーティング差 約+%2、このレベルで測定）</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, measured at level %3)</source>
        <translation>%1（レーティング差 約+%2、レベル%3で測定）</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, interpolated between level %3 and near level %4)</source>
        <translation>%1（レーティング差 約+%2、レベル%3とレベル%4付近の測定から補間）</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, interpolated between levels %3 and %4)</source>
        <translation>%1（レーティング差 約+%2、レベル%3と%4の測定から補間）</translation>
    </message>
    <message>
        <source>Level %1, even game: you score about %2%.</source>
        <translation>レベル%1・平手：あなたの期待勝率は約%2%です。</translation>
    </message>
    <message>
        <source>Level %1 with %2 for you: you score about %3%.</source>
        <translation>レベル%1・あなたが下手（%2）：あなたの期待勝率は約%3%です。</translation>
    </message>
    <message>
        <source>Level %1 with %2 for the computer: you score about %3%.</source>
        <translation>レベル%1・コンピュータが下手（%2）：あなたの期待勝率は約%3%です。</translation>
    </message>
</context>
<context>
    <name>ogi::PanelStyle</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1＝%2</translation>
    </message>
    <message>
        <source>In the moves: %1.</source>
        <translation>指し手の記号：%1。</translation>
    </message>
</context>
<context>
    <name>ogi::PlayerChoice</name>
    <message>
        <source>%1 (failed)</source>
        <translation>%1（エラー）</translation>
    </message>
</context>
<context>
    <name>ogi::PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>&amp;Sente (☗):</source>
        <translation>先手（☗）(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Gote (☖):</source>
        <translation>後手（☖）(&amp;G)：</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>レベル：</translation>
    </message>
    <message>
        <source>Computer strength: 1 (beginner) to 10 (full strength)</source>
        <translation>コンピュータの強さ：1（初心者）〜10（最強）</translation>
    </message>
    <message>
        <source>The game goes on from the current position; a change takes effect at that side&apos;s next turn.</source>
        <translation>今の局面から対局を続けます。変更は、その側の次の手番から有効になります。</translation>
    </message>
    <message>
        <source>Sente&apos;s level</source>
        <translation>先手のレベル</translation>
    </message>
    <message>
        <source>Gote&apos;s level</source>
        <translation>後手のレベル</translation>
    </message>
</context>
<context>
    <name>ogi::PositionEditor</name>
    <message>
        <source>Set Up Position</source>
        <translation>局面編集</translation>
    </message>
    <message>
        <source>Sente (☗) to move</source>
        <translation>先手（☗）の手番</translation>
    </message>
    <message>
        <source>Gote (☖) to move</source>
        <translation>後手（☖）の手番</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>初期配置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>盤上を空にする(&amp;C)</translation>
    </message>
    <message>
        <source>Drag pieces from the right onto the board or a hand; drag them off to remove. Right-click or double-click a piece to promote or unpromote it.</source>
        <translation>右側の駒を盤上か駒台へドラッグして置き、外へドラッグすると取り除きます。駒を右クリックまたはダブルクリックすると、成り駒と元の駒を切り替えます。</translation>
    </message>
    <message>
        <source>&amp;Play From Here</source>
        <translation>この局面から対局(&amp;P)</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>S&amp;FEN:</source>
        <translation>SFEN(&amp;F)：</translation>
    </message>
    <message>
        <source>The position as SFEN: copy it, or paste or type one and press Enter to set it up</source>
        <translation>局面の文字列（SFEN）です。コピーできます。SFENを貼り付けるか入力してEnterキーを押すと、その局面を配置します</translation>
    </message>
    <message>
        <source>Position as SFEN</source>
        <translation>局面の文字列（SFEN）</translation>
    </message>
    <message>
        <source>This SFEN cannot be read: %1</source>
        <translation>このSFENは読めません：%1</translation>
    </message>
</context>
<context>
    <name>ogi::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>Eastern (kanji)</source>
        <translation>和風（漢字）</translation>
    </message>
    <message>
        <source>Western (symbols)</source>
        <translation>洋風（記号）</translation>
    </message>
    <message>
        <source>Show legal targets of the piece held</source>
        <translation>持った駒の移動先を表示する</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>座標を表示する</translation>
    </message>
    <message>
        <source>Play a click when a piece lands</source>
        <translation>駒を置くときに駒音を鳴らす</translation>
    </message>
    <message>
        <source>This build of Ōgi has no sound support</source>
        <translation>このビルドの王棋は音に対応していません</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの設定に従う</translation>
    </message>
    <message>
        <source>Piece style:</source>
        <translation>駒の絵柄：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <source>Ask before resigning</source>
        <translation>投了の前に確認する</translation>
    </message>
    <message>
        <source>Strict: an illegal move loses at once, without asking</source>
        <translation>厳格：反則手は確認せずにその場で負けにする</translation>
    </message>
    <message>
        <source>Under the official rule an illegal move loses the game. Unticked, the program first says why your move is illegal and asks whether to play it.</source>
        <translation>公式ルールでは反則手は負けになります。チェックしないと、反則の理由を示してから、本当に指すかを確認します。</translation>
    </message>
    <message>
        <source>Evaluation bar and graph:</source>
        <translation>評価バーとグラフ：</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>評価値（歩換算）</translation>
    </message>
    <message>
        <source>How the bar beside the board and the graph of the game show the computer&apos;s evaluation</source>
        <translation>盤の横の評価バーと棋譜の評価値グラフに、コンピュータの評価値をどう表示するか</translation>
    </message>
</context>
<context>
    <name>ogi::ProgressFile</name>
    <message>
        <source>%1: %2. The file could not be moved aside; it is left as it is, and your %3 will not be saved until it is removed.</source>
        <translation>「%1」：%2。このファイルを別名に移せなかったため、そのままにしてあります。このファイルを取り除くまで、%3は保存されません。</translation>
    </message>
    <message>
        <source>%1: %2. It was kept as %3, and your %4 starts afresh.</source>
        <translation>「%1」：%2。このファイルは「%3」として残し、%4は最初からやり直しになります。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>「%1」を読み込めません：%2</translation>
    </message>
    <message>
        <source>not a valid JSON file (%1 at byte %2)</source>
        <translation>正しい JSON ファイルではありません（%2バイト目：%1）</translation>
    </message>
    <message>
        <source>the format version is missing</source>
        <translation>形式のバージョンがありません</translation>
    </message>
    <message>
        <source>written by a newer version of Ōgi (format %1; this version reads up to %2)</source>
        <translation>新しいバージョンの王棋で書かれています（形式%1。このバージョンが読めるのは形式%2までです）</translation>
    </message>
    <message>
        <source>Not saved: %1 could not be read and is left untouched.</source>
        <translation>保存していません：「%1」を読み込めなかったため、手を付けずに残してあります。</translation>
    </message>
    <message>
        <source>Cannot create the folder for %1</source>
        <translation>「%1」を置くフォルダーを作成できません</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>「%1」に書き込めません：%2</translation>
    </message>
    <message>
        <source>not a %1 file</source>
        <translation>%1のファイルではありません</translation>
    </message>
</context>
<context>
    <name>ogi::PromptOverlay</name>
    <message>
        <source>Promote?</source>
        <translation>成りますか？</translation>
    </message>
    <message>
        <source>King&apos;s privilege</source>
        <translation>王の特権</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>成る</translation>
    </message>
    <message>
        <source>Keep promoted</source>
        <translation>成ったまま取る</translation>
    </message>
    <message>
        <source>Don&apos;t promote</source>
        <translation>成らない</translation>
    </message>
    <message>
        <source>Demote</source>
        <translation>表に戻す</translation>
    </message>
    <message>
        <source>Esc: cancel the move</source>
        <translation>Esc：指し手を取り消す</translation>
    </message>
    <message>
        <source>%1 / Enter</source>
        <comment>the keys of the first choice</comment>
        <translation>%1 / Enter</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>the letter that answers yes to the promotion prompt (promote, keep promoted)</comment>
        <translation>Y</translation>
    </message>
    <message>
        <source>N</source>
        <comment>the letter that answers no to the promotion prompt</comment>
        <translation>N</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzleCollection</name>
    <message>
        <source>Cannot read the puzzles in %1: %2</source>
        <translation>「%1」の問題を読み込めません：%2</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzleController</name>
    <message>
        <source>%1 can capture the King at once: there is nothing to solve.</source>
        <translation>%1はすぐに王を取れます。解く問題がありません。</translation>
    </message>
    <message>
        <source>Puzzle from a position</source>
        <translation>局面から問題を作る</translation>
    </message>
    <message>
        <source>The search was stopped.</source>
        <translation>探索を中止しました。</translation>
    </message>
    <message>
        <source>No forced King capture was found in the time given; a longer one may exist.</source>
        <translation>制限時間内には、王を取るまでの必勝手順は見つかりませんでした。もっと長い手順があるかもしれません。</translation>
    </message>
    <message>
        <source>Forced win</source>
        <translation>必勝手順</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>詰将棋</translation>
    </message>
    <message>
        <source>Tsume &amp;Puzzles</source>
        <translation>詰将棋(&amp;P)</translation>
    </message>
    <message>
        <source>Capture the King by checks: puzzles for your rating</source>
        <translation>王手の連続で王を取る：あなたのレーティングに合った問題</translation>
    </message>
    <message>
        <source>Puzzle from a SFEN or FEEN &amp;Text…</source>
        <translation>局面の文字列（SFEN・FEEN）から問題を作る(&amp;T)…</translation>
    </message>
    <message>
        <source>Is There a &amp;Forced Win Here?</source>
        <translation>この局面の勝ち筋（詰み）を調べる(&amp;F)</translation>
    </message>
    <message>
        <source>Look for a forced King capture for the side to move in the position shown</source>
        <translation>表示中の局面で、手番側に王を取るまでの必勝手順があるか調べます</translation>
    </message>
    <message>
        <source>You have solved every puzzle of the collection.</source>
        <translation>問題集のすべての問題を解きました。</translation>
    </message>
    <message>
        <source>The defender is thinking…</source>
        <translation>受け方が考えています…</translation>
    </message>
    <message>
        <source>Good. Every defence loses: take the King.</source>
        <translation>いいですね。どう受けても負けです。王を取りましょう。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>Refutation: %1</source>
        <translation>受けの手順：%1</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 (provisional)</source>
        <translation>あなたの問題レーティング：%1（暫定）</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1</source>
        <translation>あなたの問題レーティング：%1</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 (%2)</source>
        <translation>あなたの問題レーティング：%1（%2）</translation>
    </message>
    <message>
        <source>Puzzle from a text</source>
        <translation>文字列から問題を作る</translation>
    </message>
    <message>
        <source>This is neither a SFEN nor a FEEN position.
As SFEN: %1
As FEEN: %2</source>
        <translation>SFEN としても FEEN としても読めない局面の文字列です。
SFEN として：%1
FEEN として：%2</translation>
    </message>
    <message>
        <source>Looking for a forced King capture…</source>
        <translation>王を取るまでの必勝手順を探しています…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to look for.</source>
        <translation>対局は終わっています。調べるものはありません。</translation>
    </message>
    <message>
        <source>&amp;Solve This Position as a Puzzle</source>
        <translation>この局面を問題として解く(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no mate by checks within %n of its moves: this position does not make a tsume.</source>
        <translation>
            <numerusform>%1には、王手の連続で自分の%n手以内に詰ます手順がありません。この局面は詰将棋になりません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Good. Mate in %n more move(s) of yours.</source>
        <translation>
            <numerusform>いいですね。あと、あなたの%n手で詰みです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1. This puzzle now counts as failed for your rating.</source>
        <translation>ヒント：%1。この問題はレーティング上、不正解として扱われます。</translation>
    </message>
    <message numerus="yes">
        <source>Tsume %1 · %n plies · %2</source>
        <translation>
            <numerusform>詰将棋%1・%n手詰・%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your position · %n plies</source>
        <translation>
            <numerusform>あなたの局面・%n手詰</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n of your moves.</source>
        <translation>
            <numerusform>あなたの%n手で詰みます。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to play. Every move of yours must give check; the defender answers with its strongest reply. After your last check the King cannot escape: take it.</source>
        <translation>%1の番です。あなたの手はすべて王手でなければなりません。受け方は最善の応手で受けます。最後の王手のあと王は逃げられません。王を取りましょう。</translation>
    </message>
    <message>
        <source>The King is taken. You used a hint: this puzzle counts as failed for your rating.</source>
        <translation>王を取りました。ただしヒントを使ったため、この問題はレーティング上、不正解として扱われます。</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a mate in %n move(s)…</source>
        <translation>
            <numerusform>手番側の%n手で詰む手順を探しています…</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes: %1 can capture the King at once: %2</source>
        <translation>はい：%1はすぐに王を取れます：%2</translation>
    </message>
    <message numerus="yes">
        <source>No: %1 has no forced mate within %n of its moves.</source>
        <translation>
            <numerusform>いいえ：%1には、自分の%n手以内に詰ませる手順はありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yes: %1 mates in %n move(s) of its own, whatever the defence, then takes the King: %2</source>
        <translation>
            <numerusform>はい：%1はどう受けられても自分の%n手で詰ませ、そのあと王を取れます：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>A position in SFEN or FEEN, with both Kings; the side to move attacks:</source>
        <translation>局面の文字列（SFEN または FEEN）。両方の王を置き、手番側が攻め方です：</translation>
    </message>
    <message>
        <source>This position cannot be a puzzle: %1

Both Kings must be on the board: under the rules a side without its King has no move. If the attacker&apos;s King was left out, place it where it takes no part.</source>
        <translation>この局面は問題にできません：%1

盤上に両方の王が必要です。ルールでは、王のない側は一手も指せません。攻め方の王を省いていた場合は、局面に関わらない場所に置いてください。</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzleGoal</name>
    <message>
        <source>The defender plays the solver&apos;s answer.</source>
        <translation>受け方は解図プログラムの応手を指します。</translation>
    </message>
    <message>
        <source>Wait for the defender&apos;s answer.</source>
        <translation>受け方の応手を待ってください。</translation>
    </message>
    <message>
        <source>That move does not force the win: the defender escapes.</source>
        <translation>その手では勝ちを強制できません。受け方は逃れます。</translation>
    </message>
    <message>
        <source>Solved: the King is captured.</source>
        <translation>正解：王を取りました。</translation>
    </message>
    <message>
        <source>Solved: the defender has no answer.</source>
        <translation>正解：受け方に指す手がありません。</translation>
    </message>
    <message>
        <source>That move does not force the win.</source>
        <translation>その手では勝ちを強制できません。</translation>
    </message>
    <message>
        <source>That move is no check: in a tsume every move must give check.</source>
        <translation>その手は王手ではありません。詰将棋では、攻め方の手はすべて王手でなければなりません。</translation>
    </message>
    <message>
        <source>That move wins too, but it gives no check, and a tsume asks for a check with every move. It is taken back: find a check.</source>
        <translation>その手でも勝てますが、王手ではありません。詰将棋では毎手王手をかける必要があります。その手は戻しました。王手を探しましょう。</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzlePanel</name>
    <message>
        <source>&amp;Try Again</source>
        <translation>やり直す(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>次の問題(&amp;N)</translation>
    </message>
    <message>
        <source>Show a move that wins: this puzzle then counts as failed for your rating</source>
        <translation>勝てる手を表示します。この問題はレーティング上、不正解として扱われます</translation>
    </message>
    <message>
        <source>Show a move that wins</source>
        <translation>勝てる手を表示します</translation>
    </message>
    <message>
        <source>H&amp;int (counts as failed)</source>
        <translation>ヒント（不正解扱い）(&amp;I)</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>ヒント(&amp;I)</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzleProgress</name>
    <message>
        <source>puzzle progress</source>
        <translation>詰将棋の成績</translation>
    </message>
    <message>
        <source>the record of puzzle &quot;%1&quot; is damaged (%2)</source>
        <translation>問題「%1」の記録が壊れています（%2）</translation>
    </message>
    <message>
        <source>&quot;puzzles&quot; is missing</source>
        <translation>「puzzles」がありません</translation>
    </message>
</context>
<context>
    <name>ogi::Quiz</name>
    <message>
        <source>%1 – %2, %3</source>
        <translation>%1 対 %2（%3）</translation>
    </message>
</context>
<context>
    <name>ogi::QuizController</name>
    <message>
        <source>&amp;Quiz from Your Games</source>
        <translation>自分の対局からのクイズ(&amp;Q)</translation>
    </message>
    <message>
        <source>Find the better move where you lost a lot in your analysed games</source>
        <translation>棋譜解析した対局で大きく損をした局面で、より良い手を探します</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>クイズ</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) for the quiz from this game&apos;s mistakes (Learn → Quiz)</source>
        <translation>
            <numerusform>この対局の間違いからクイズの問題が%n問できました（学習 → 自分の対局からのクイズ）</numerusform>
        </translation>
    </message>
    <message>
        <source>The quiz asks about your own mistakes: analyse a game you played (Review → Analyse Game), and the moves that lost a lot become questions.</source>
        <translation>クイズは自分の間違いから出題されます。自分の対局を棋譜解析すると（検討 → 棋譜解析）、大きく損をした手が問題になります。</translation>
    </message>
    <message>
        <source>No question is due today. Come back tomorrow, or analyse more of your games.</source>
        <translation>今日出題する問題はありません。明日また来るか、ほかの対局も棋譜解析してください。</translation>
    </message>
    <message>
        <source>Looking at your move…</source>
        <translation>あなたの手を調べています…</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due today</source>
        <translation>
            <numerusform>今日復習する問題：%n問</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to play. In the game, %2 was played here. Before it: %3. After it: %4.</source>
        <translation>%1の手番です。対局ではここで%2と指しました。指す前：%3。指した後：%4。</translation>
    </message>
    <message>
        <source>%1 to play. In the game, %2 was played here, and it lost %3.</source>
        <translation>%1の手番です。対局ではここで%2と指し、%3の損をしました。</translation>
    </message>
</context>
<context>
    <name>ogi::QuizDeck</name>
    <message>
        <source>quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <source>quiz item &quot;%1&quot; is damaged</source>
        <translation>クイズの問題「%1」が壊れています</translation>
    </message>
    <message>
        <source>the game of quiz item &quot;%1&quot; does not replay</source>
        <translation>クイズの問題「%1」の棋譜を再現できません</translation>
    </message>
    <message>
        <source>quiz item &quot;%1&quot; names the move &quot;%2&quot;, which is not a move</source>
        <translation>クイズの問題「%1」にある「%2」は指し手ではありません</translation>
    </message>
    <message>
        <source>&quot;items&quot; is missing</source>
        <translation>「items」がありません</translation>
    </message>
</context>
<context>
    <name>ogi::QuizGoal</name>
    <message>
        <source>Right: your move keeps what the better move keeps.</source>
        <translation>正解：あなたの手でも、より良い手と同じだけの形勢を保てます。</translation>
    </message>
    <message>
        <source>Not quite: your move loses too much as well. %1</source>
        <translation>残念：その手も損が大きすぎます。%1</translation>
    </message>
    <message>
        <source>The better move was %1.</source>
        <translation>より良い手は%1でした。</translation>
    </message>
    <message>
        <source>This question is answered.</source>
        <translation>この問題にはもう答えました。</translation>
    </message>
    <message>
        <source>Right: that is the better move.</source>
        <translation>正解：それがより良い手です。</translation>
    </message>
    <message>
        <source>That is the move of the game, which lost %1. %2</source>
        <translation>それは対局で指した手で、%1の損でした。%2</translation>
    </message>
</context>
<context>
    <name>ogi::QuizPanel</name>
    <message>
        <source>Find the better move</source>
        <translation>より良い手を探そう</translation>
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation>次の問題(&amp;N)</translation>
    </message>
    <message>
        <source>Show the &amp;Answer</source>
        <translation>答えを見る(&amp;A)</translation>
    </message>
</context>
<context>
    <name>ogi::RatingChart</name>
    <message>
        <source>No rated game yet</source>
        <translation>レーティング対象の対局はまだありません</translation>
    </message>
    <message>
        <source>start</source>
        <comment>the rating chart&apos;s first point, before any game</comment>
        <translation>開始</translation>
    </message>
    <message>
        <source>rated games</source>
        <translation>レーティング対象の対局</translation>
    </message>
</context>
<context>
    <name>ogi::RatingDialog</name>
    <message>
        <source>Your Games</source>
        <translation>自分の対局</translation>
    </message>
    <message>
        <source>Your rating: %1, provisional (no rated game yet)</source>
        <translation>あなたのレーティング：%1（暫定、対象の対局はまだありません）</translation>
    </message>
    <message numerus="yes">
        <source>Your rating: %1 after %n rated game(s)</source>
        <translation>
            <numerusform>あなたのレーティング：%1（対象の対局%n局）</numerusform>
        </translation>
    </message>
    <message>
        <source>Your rating after each rated game</source>
        <translation>対象の対局ごとのレーティング</translation>
    </message>
    <message>
        <source>Ōgi Elo, on the scale of the computer&apos;s levels (level 1 = %1, level 10 ≈ %2); the band shows the uncertainty, ± one deviation. Games against the built-in computer count, handicap games too: a game counts against the level&apos;s rating less the handicap&apos;s measured value when you receive it, plus that value when you give it.</source>
        <translation>王棋のレーティング。コンピュータの各レベルが基準です（レベル1 = %1、レベル10 ≈ %2）。帯は誤差の幅（±1標準偏差）を示します。内蔵コンピュータとの対局が対象で、手合割の対局も含みます。あなたが下手の対局は、そのレベルのレーティングから手合割の測定値を引いた相手との対局として、あなたが上手の対局は測定値を足した相手との対局として数えます。</translation>
    </message>
    <message>
        <source>A game is not rated when:</source>
        <translation>次の場合、対局はレーティングの対象外です：</translation>
    </message>
</context>
<context>
    <name>ogi::RatingRecord</name>
    <message>
        <source>&quot;rating&quot; is missing</source>
        <translation>「rating」がありません</translation>
    </message>
    <message>
        <source>the rating&apos;s &quot;%1&quot; is %2, where %3 to %4 is expected</source>
        <translation>レーティングの「%1」が%2になっています（%3〜%4のはずです）</translation>
    </message>
    <message>
        <source>the rating&apos;s day %1 is not a date</source>
        <translation>レーティングの日付「%1」は正しい日付ではありません</translation>
    </message>
</context>
<context>
    <name>ogi::RecentFiles</name>
    <message>
        <source>Open R&amp;ecent</source>
        <translation>最近使ったファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>履歴を消去(&amp;C)</translation>
    </message>
</context>
<context>
    <name>ogi::RecordChanges</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>変化%n件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comment(s)</source>
        <translation>
            <numerusform>コメント%n件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s)</source>
        <translation>
            <numerusform>矢印%n本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>丸印%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>the analysis</source>
        <translation>解析結果</translation>
    </message>
    <message>
        <source>the game&apos;s details</source>
        <translation>対局情報</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the items of a list of changes (&quot;1 comment, 1 arrow&quot;).</extracomment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>ogi::RecordFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a game record (.ogn)</source>
        <translation>棋譜ファイル（.ogn）を開きます</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>棋譜を保存します</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the game record under a new name</source>
        <translation>棋譜を別の名前で保存します</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>棋譜を開けません</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>棋譜を保存できません</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>「%1」を保存しました</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Ōgi records (*.ogn);;All files (*)</source>
        <translation>王棋の棋譜 (*.ogn);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>game.ogn</source>
        <translation>棋譜.ogn</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>Ōgi records (*.ogn)</source>
        <translation>王棋の棋譜 (*.ogn)</translation>
    </message>
    <message>
        <source>Game ended by an illegal move</source>
        <translation>反則手で終わった対局</translation>
    </message>
    <message>
        <source>In this record, %1 %2 is illegal: %3. Under the rules the game ends there, so it was opened up to that move; the moves written after it were left out.</source>
        <translation>この棋譜では%1 %2が反則です：%3。規則によりそこで対局が終わるため、その手までを開きました。その後に書かれた指し手は読み込んでいません。</translation>
    </message>
    <message>
        <source>Your unsaved work could not be kept safe: %1</source>
        <translation>未保存の作業を退避できませんでした：%1</translation>
    </message>
    <message>
        <source>The game you left for the exercises has unsaved changes. Save them now?</source>
        <translation>学習に移る前の棋譜に未保存の変更があります。今すぐ保存しますか？</translation>
    </message>
    <message>
        <source>Save your changes to %1?</source>
        <translation>「%1」への変更を保存しますか？</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it now?</source>
        <translation>対局中の棋譜は保存されていません。今すぐ保存しますか？</translation>
    </message>
    <message>
        <source>This game has not been saved. Save it now?</source>
        <translation>この棋譜は保存されていません。今すぐ保存しますか？</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <extracomment>The button that replaces the game without saving it.</extracomment>
        <translation>保存しない(&amp;N)</translation>
    </message>
    <message>
        <source>Unsaved work damaged</source>
        <translation>未保存の作業が破損しています</translation>
    </message>
    <message>
        <source>The work kept safe when Ōgi last stopped cannot be read.

%1</source>
        <translation>前回、王棋が終了したときに退避した作業を読み込めません。

%1</translation>
    </message>
    <message>
        <source>Restore the position?</source>
        <translation>局面を復元しますか？</translation>
    </message>
    <message>
        <source>Restore the position you were setting up?</source>
        <translation>編集中だった局面を復元しますか？</translation>
    </message>
    <message>
        <source>Restore your unsaved work?</source>
        <translation>未保存の作業を復元しますか？</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>復元する(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>破棄する(&amp;D)</translation>
    </message>
</context>
<context>
    <name>ogi::ReviewController</name>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>棋譜解析(&amp;A)</translation>
    </message>
    <message>
        <source>Let the computer evaluate every position of the game</source>
        <translation>コンピュータに対局のすべての局面を評価させます</translation>
    </message>
    <message>
        <source>&amp;Stop Analysis</source>
        <translation>解析を停止(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Live Analysis</source>
        <translation>検討モード(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>変化を本譜にする(&amp;P)</translation>
    </message>
    <message>
        <source>Make the shown variation the main continuation</source>
        <translation>表示中の変化を本譜にします</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>変化を削除(&amp;D)</translation>
    </message>
    <message>
        <source>Remove the shown variation</source>
        <translation>表示中の変化を削除します</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>検討(&amp;R)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 positions</source>
        <translation>解析中：%1／%2局面</translation>
    </message>
    <message>
        <source>Handicap: %1</source>
        <translation>手合割：%1</translation>
    </message>
    <message>
        <source>Show the computer&apos;s best lines for the position on the board</source>
        <translation>盤上の局面について、コンピュータの有力な読み筋を表示します</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>How close each side&apos;s moves came to the engine&apos;s, from the chance of winning each lost (100%: none lost more than the analysis&apos;s own noise)</source>
        <translation>先手・後手それぞれの指し手がエンジンの指し手にどれだけ近かったかを、各手で失った勝率から求めた値です（100%：解析自体の誤差を超えて勝率を落とした手がない）</translation>
    </message>
    <message>
        <source>%1: %2 accuracy; %3, %4, %5</source>
        <translation>%1：精度 %2（%3・%4・%5）</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>緩手 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>疑問手 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>悪手 %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::RulesDialog</name>
    <message>
        <source>The game</source>
        <translation>王棋とは</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>On each turn you make exactly one move: move one of your pieces on the board, possibly capturing or promoting, or drop a piece from your hand. There is no passing. The Pieces tab shows how each piece moves.</source>
        <translation>手番ごとに必ず一手だけ指します。盤上の自分の駒を動かす（駒を取ったり成ったりすることもあります）か、持ち駒を打つかのどちらかです。パスはできません。各駒の動きは「駒の動き」タブで確認できます。</translation>
    </message>
    <message>
        <source>Captures and the hand</source>
        <translation>駒取りと持ち駒</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>成り</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>駒打ち</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>対局の終わり</translation>
    </message>
    <message>
        <source>The game ends when a King is captured, when a player resigns or runs out of time, or when the side to move has no legal move (it loses). A player who makes an illegal move loses at once; this includes repeating a move that has already produced exactly the same position. After 50 moves by each side (100 plies) with no capture and no move of an unpromoted Pawn, either player may claim a draw.</source>
        <translation>王が取られたとき、どちらかが投了したとき、時間が切れたとき、手番の側に指せる手がないとき（その側の負け）に対局は終わります。反則手を指すとその場で負けです。以前とまったく同じ局面を生んだ同じ手をもう一度指すこと（反復禁止の規則）も反則になります。駒を取る手も成っていない歩を動かす手もないまま100手（双方50手ずつ）が過ぎると、どちらからでも引き分けを申告できます。</translation>
    </message>
    <message>
        <source>Handicap games</source>
        <translation>手合割</translation>
    </message>
    <message>
        <source>Rules of Ōgi</source>
        <translation>王棋のルール</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>駒の動き</translation>
    </message>
    <message>
        <source>%1
(%2 or %3, %4)</source>
        <comment>King: name, the two kanji, notation letter</comment>
        <translation>%1
（%2または%3、%4）</translation>
    </message>
    <message>
        <source>%1
(%2, %3)</source>
        <comment>piece name, kanji, notation letter</comment>
        <translation>%1
（%2、%3）</translation>
    </message>
    <message>
        <source>Ōgi (王棋, “the game of the King”) is played by two players on a board of 8×8 squares: Sente (☗), who moves first, and Gote (☖). Each starts with 18 pieces: a King, a Princess, a Rook, a Bishop, two Silver Generals, two Knights, two Lances and eight Pawns, on the three ranks nearest to them. Both players’ pieces look alike; a piece belongs to the player it points away from.</source>
        <translation>王棋（おうぎ）は、8×8の盤で二人が指すゲームです。先に指すのが先手（☗）、次に指すのが後手（☖）です。それぞれ王・姫・飛車・角・銀2枚・桂2枚・香2枚・歩8枚の計18枚を、自分に近い3段に並べて始めます。両者の駒は同じ形で、駒の先が相手の方を向いていることで持ち主がわかります。</translation>
    </message>
    <message>
        <source>The starting position. Sente’s pieces are at the bottom and point up; Gote’s are at the top and point down. Files are a to h from left to right, ranks 1 to 8 from Sente’s side.</source>
        <translation>初期配置。先手の駒は下側にあって上を向き、後手の駒は上側にあって下を向いています。筋は左から右へ a〜h、段は先手側から 1〜8 です。</translation>
    </message>
    <message>
        <source>Capture the opponent’s King. Check is only information: it is not illegal to move your King into check, nor to leave it in check, for example by moving another piece; but then your opponent may take the King on the next move and win. Checkmate is when no move can save the King any more. Checkmate does not end the game by itself: play goes on until the King is actually captured, unless its player resigns first.</source>
        <translation>相手の王を取ることが目的です。王手は知らせにすぎません。王手のかかるマスへ自分の王を動かすことも、ほかの駒を動かすなどして王手を放置することも反則ではありません。ただしその場合、相手は次の手で王を取って勝つことができます。どう指しても王が助からない状態を詰みといいます。詰みになっても対局はそれだけでは終わらず、実際に王が取られるか、その側が投了するまで続きます。</translation>
    </message>
    <message>
        <source>A captured piece goes into the capturer’s hand, turned back to its unpromoted side. &lt;b&gt;King’s privilege&lt;/b&gt;: when your King captures a promoted piece, you may instead keep it promoted in your hand. Captured Pawns stay in your hand for good: an unpromoted Pawn can never be dropped. A Pawn kept promoted through the King’s privilege, on the other hand, can be dropped on any empty square.</source>
        <translation>取った駒は持ち駒になり、成っていた駒も表に戻ります。&lt;b&gt;王の特権&lt;/b&gt;：自分の王で成り駒を取ったときは、成ったまま持ち駒にすることもできます。取った歩はずっと持ち駒のままです。成っていない歩は打てないからです。ただし、王の特権で成ったまま持ち駒にした歩（と）は、空いているどのマスにも打てます。</translation>
    </message>
    <message>
        <source>Instead of moving, you may put a piece from your hand on any empty square, in the state it has in hand. A drop never captures and never promotes. An unpromoted Pawn can never be dropped; an unpromoted Lance cannot be dropped on the last rank, nor an unpromoted Knight on the last two ranks. A drop may give check, or even checkmate.</source>
        <translation>駒を動かす代わりに、持ち駒を空いているマスに打つことができます。打った駒は、持ち駒だったときの状態（成・不成）のままです。駒を打つ手で駒を取ることも、成ることもできません。成っていない歩は打てません。成っていない香は一番奥の段に、成っていない桂は奥の2段に打てません。駒を打って王手をかけることも、詰ませることもできます。</translation>
    </message>
    <message>
        <source>The repetition rule</source>
        <translation>反復禁止の規則</translation>
    </message>
    <message>
        <source>A move is illegal if the very same move was played earlier in the game and led to exactly the same position. “The same move” means the same piece, from the same square or from the hand, to the same square, with the same choice to promote or not and the same choice about the King’s privilege. “The same position” means the same pieces on the same squares, the same hands and the same side to move. Reaching that position again by a different move is allowed, and so is the same move when it leads to a different position.</source>
        <translation>この対局で以前にまったく同じ手を指して、まったく同じ局面になったことがあれば、その手は反則です。「同じ手」とは、同じ駒を同じマス（または持ち駒）から同じマスへ動かし、成るか成らないか、王の特権を使うかどうかの選択も同じである手のことです。「同じ局面」とは、盤上の駒の配置、双方の持ち駒、手番がすべて同じ局面のことです。別の手でその局面にするのは構いません。同じ手でも、違う局面になるのであれば構いません。</translation>
    </message>
    <message>
        <source>To even out a difference in strength, the stronger player lets the weaker one start with some pieces already promoted. The King never starts promoted: it cannot promote at all. Traditionally the weaker player plays Sente with the King 玉 and the stronger one Gote with 王: it is the same piece, drawn differently.</source>
        <translation>実力差があるときは、上手が下手に、いくつかの駒を最初から成った状態で始めさせます。王が成った状態で始まることはありません。王はそもそも成れない駒です。伝統的に、下手は玉を持って先手を、上手は王を持って後手を指します。王と玉は同じ駒で、字が違うだけです。</translation>
    </message>
    <message>
        <source>For shogi players</source>
        <translation>将棋を指す方へ</translation>
    </message>
    <message>
        <source>Playing in this program</source>
        <translation>このプログラムでの指し方</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dot&lt;/b&gt;: a step to that square. &lt;b&gt;Line&lt;/b&gt;: any number of empty squares along it, stopping at the first piece, which may be captured if it is an opponent’s. &lt;b&gt;Ring&lt;/b&gt;: a jump straight to that square, over anything in between. Every piece points forward, towards the opponent.</source>
        <translation>&lt;b&gt;点&lt;/b&gt;：そのマスへ1マス動けます。&lt;b&gt;線&lt;/b&gt;：その方向へ何マスでも進めます。最初にぶつかった駒の手前で止まるか、それが相手の駒なら取れます。&lt;b&gt;輪&lt;/b&gt;：間にある駒を飛び越えて、そのマスへ直接跳べます。駒はどれも前（相手の方）を向いています。</translation>
    </message>
    <message>
        <source>Check is not forbidden: you may move into check, and a King must really be captured. As Pawns are never dropped unpromoted, there is no rule against two Pawns on a file (nifu) and none against mating with a Pawn drop (uchifuzume); any drop may give check or mate. There is no Gold General, and the King’s privilege can keep a captured piece promoted. The repetition rule is not sennichite: in shogi the fourth repetition of a position is a draw, while in Ōgi repeating the same move into the same position even once is an illegal move, which loses.</source>
        <translation>王手は禁じられていません。王手のかかるマスへ王を動かしてもよく、勝つには実際に王を取る必要があります。成っていない歩は打てないので、二歩や打ち歩詰めの規則はありません。どの駒を打って王手をかけても、詰ませても構いません。金将はなく、王の特権を使えば取った成り駒を成ったまま持ち駒にできます。反復禁止の規則は千日手とは違います。将棋では同一局面が4回現れると千日手で引き分けですが、王棋では同じ局面を生む同じ手を一度繰り返しただけで反則負けです。</translation>
    </message>
    <message>
        <source>The three ranks nearest to your opponent are your promotion zone. An unpromoted piece other than the King that enters the zone, moves within it or leaves it may promote at the end of the move, by turning over. It must promote when it could otherwise never move again: a Pawn or a Lance on the last rank, a Knight on the last two ranks. Your &lt;b&gt;last rank&lt;/b&gt; is the one farthest from you (rank 8 for Sente, rank 1 for Gote); your &lt;b&gt;last two ranks&lt;/b&gt; are that rank and the one before it (ranks 7 and 8 for Sente, 1 and 2 for Gote).</source>
        <translation>相手に近い3段が、成ることのできる敵陣です。王以外のまだ成っていない駒は、敵陣に入る手、敵陣の中で動く手、敵陣から出る手の終わりに、裏返して成ることができます。成らなければ二度と動けない場合は必ず成ります。一番奥の段の歩と香、奥の2段の桂がそれにあたります。&lt;b&gt;一番奥の段&lt;/b&gt;とは自分から最も遠い段（先手なら8段目、後手なら1段目）、&lt;b&gt;奥の2段&lt;/b&gt;とはその段と一つ手前の段（先手なら7段目と8段目、後手なら1段目と2段目）のことです。</translation>
    </message>
    <message>
        <source>To move a piece, drag it to its new square, or click it and then click the square. Pieces in hand are shown beside the board; pick one up the same way and put it on an empty square. When a move may either promote or not, the program asks: click your choice, or press Y or Enter to promote and N not to. When promotion is mandatory it is made for you. When your King captures a promoted piece, you choose in the same way whether to keep it promoted. To put a piece back, let go of it on its own square or outside the board, right-click, or press Escape; let go of a piece of the board on another of your own pieces and that piece is picked up instead. With the keyboard, type a move in the move box, or move the cursor with the arrow keys and press Enter to pick up and to put down. Under the official rule an illegal move loses, as it would over a real board: the program says why your move is illegal and asks whether to play it all the same (in Settings ▸ Preferences it can lose at once, without the question). In a friendly game, chosen in New Game, an illegal move is refused instead and the reason is shown over the board.</source>
        <translation>駒を動かすには、動かしたいマスまでドラッグするか、駒をクリックしてから行き先のマスをクリックします。持ち駒は盤の横に表示されます。同じように持ち駒を取り、空いているマスに置けば打てます。成るか成らないかを選べる手では、プログラムが尋ねます。選ぶほうをクリックするか、Y キーか Enter キーで成る、N キーで成らないを選びます。必ず成らなければならない手では、自動的に成ります。自分の王で成り駒を取ったときも、同じようにして成ったまま持ち駒にするかどうかを選びます。持った駒を元に戻すには、元のマスか盤の外で離すか、右クリックするか、Esc キーを押します。盤上の駒を自分の別の駒の上で離すと、代わりにその駒に持ち替えます。キーボードでは、入力欄に指し手を入力するか、矢印キーでカーソルを動かし、Enter キーで駒を持ち、もう一度 Enter キーで置きます。公式ルールでは、実際の盤で指すときと同じく、反則手を指すと負けになります。プログラムは反則の理由を示し、それでも指すかを確認します（「設定 ▸ 環境設定」で、確認せずにその場で負けにすることもできます）。「新規対局」で練習ルールを選んだ対局では、反則手は指せず、その理由が盤の上に表示されます。</translation>
    </message>
</context>
<context>
    <name>ogi::RulesError</name>
    <message>
        <source>empty position</source>
        <translation>局面が空です</translation>
    </message>
    <message>
        <source>missing side to move after the board</source>
        <translation>盤面の後に手番がありません</translation>
    </message>
    <message>
        <source>missing hands after the side to move (use &apos;-&apos; for none)</source>
        <translation>手番の後に持ち駒がありません（なければ「-」と書きます）</translation>
    </message>
    <message>
        <source>unexpected text after the ply number: &apos;%1&apos;</source>
        <translation>手数の後に余分な文字があります：「%1」</translation>
    </message>
    <message>
        <source>&apos;+&apos; at the end of rank %1</source>
        <translation>%1段目の最後に「+」があります</translation>
    </message>
    <message>
        <source>rank %1 has %2 files, expected 8</source>
        <translation>%1段目が%2筋しかありません（8筋必要です）</translation>
    </message>
    <message>
        <source>the board has more than 8 ranks</source>
        <translation>盤面が8段を超えています</translation>
    </message>
    <message>
        <source>the board has %1 ranks, expected 8</source>
        <translation>盤面が%1段しかありません（8段必要です）</translation>
    </message>
    <message>
        <source>&apos;+&apos; before a digit on rank %1</source>
        <translation>%1段目で数字の前に「+」があります</translation>
    </message>
    <message>
        <source>rank %1 has more than 8 files</source>
        <translation>%1段目が8筋を超えています</translation>
    </message>
    <message>
        <source>&apos;++&apos; on rank %1</source>
        <translation>%1段目に「++」があります</translation>
    </message>
    <message>
        <source>unknown piece &apos;%1&apos; on rank %2</source>
        <translation>%2段目に不明な駒「%1」があります</translation>
    </message>
    <message>
        <source>a King cannot be promoted (&apos;+%1&apos; on rank %2)</source>
        <translation>王は成れません（%2段目の「+%1」）</translation>
    </message>
    <message>
        <source>%1 has more than one King</source>
        <translation>%1の王が2枚以上あります</translation>
    </message>
    <message>
        <source>side to move must be &apos;b&apos; or &apos;w&apos;, found &apos;%1&apos;</source>
        <translation>手番は「b」か「w」でなければなりません（「%1」とあります）</translation>
    </message>
    <message>
        <source>hand count &apos;%1&apos; is too large</source>
        <translation>持ち駒の枚数「%1」が大きすぎます</translation>
    </message>
    <message>
        <source>hand count must be at least 1, found &apos;%1&apos;</source>
        <translation>持ち駒の枚数は1以上でなければなりません（「%1」とあります）</translation>
    </message>
    <message>
        <source>hand entry &apos;%1&apos; has no piece letter</source>
        <translation>持ち駒の「%1」に駒の文字がありません</translation>
    </message>
    <message>
        <source>unknown piece &apos;%1&apos; in hand</source>
        <translation>持ち駒に不明な駒「%1」があります</translation>
    </message>
    <message>
        <source>a King cannot be in hand</source>
        <translation>王は持ち駒にできません</translation>
    </message>
    <message>
        <source>piece &apos;%1&apos; appears twice in %2&apos;s hand</source>
        <translation>%2の持ち駒に「%1」が二度書かれています</translation>
    </message>
    <message>
        <source>too many pieces of type %1: %2 (the game has %3)</source>
        <translation>%1が多すぎます：%2枚（この対局の駒は%3枚です）</translation>
    </message>
    <message>
        <source>ply must be a number from 1, found &apos;%1&apos;</source>
        <translation>手数は1以上の数でなければなりません（「%1」とあります）</translation>
    </message>
    <message>
        <source>unexpected text after the style-turn field</source>
        <translation>手番の欄の後に余分な文字があります</translation>
    </message>
    <message>
        <source>expected 3 fields (board, hands, style-turn), found %1</source>
        <translation>3つの欄（盤面・持ち駒・手番）が必要ですが、%1つしかありません</translation>
    </message>
    <message>
        <source>&apos;^&apos; must follow a King</source>
        <translation>「^」は王の直後にしか書けません</translation>
    </message>
    <message>
        <source>hands must be written &apos;&lt;Sente&apos;s&gt;/&lt;Gote&apos;s&gt;&apos;, found &apos;%1&apos;</source>
        <translation>持ち駒は「&lt;先手&gt;/&lt;後手&gt;」の形で書きます（「%1」とあります）</translation>
    </message>
    <message>
        <source>too many &apos;/&apos; in the hands field</source>
        <translation>持ち駒の欄に「/」が多すぎます</translation>
    </message>
    <message>
        <source>style-turn must be &apos;O/o&apos; (Sente to move) or &apos;o/O&apos; (Gote to move), found &apos;%1&apos;</source>
        <translation>手番の欄は「O/o」（先手番）か「o/O」（後手番）でなければなりません（「%1」とあります）</translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>指し手が空です</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: %2</source>
        <translation>指し手「%1」：%2</translation>
    </message>
    <message>
        <source>not a move (expected a form like c3c4, b2f6+, R*e5 or Pc3-c4)</source>
        <translation>指し手ではありません（c3c4、b2f6+、R*e5、Pc3-c4 のように書きます）</translation>
    </message>
    <message>
        <source>a drop is written like R*e5 or +P*d4</source>
        <translation>駒打ちは R*e5 や +P*d4 のように書きます</translation>
    </message>
    <message>
        <source>unknown piece &apos;%1&apos; to drop</source>
        <translation>打つ駒「%1」が不明です</translation>
    </message>
    <message>
        <source>expected &lt;from&gt;&lt;to&gt;[+|^] or a drop like R*e5</source>
        <translation>&lt;移動元&gt;&lt;移動先&gt;[+|^] か、R*e5 のような駒打ちを書きます</translation>
    </message>
    <message>
        <source>bad origin square &apos;%1&apos;</source>
        <translation>移動元のマス「%1」が正しくありません</translation>
    </message>
    <message>
        <source>bad target square &apos;%1&apos;</source>
        <translation>移動先のマス「%1」が正しくありません</translation>
    </message>
    <message>
        <source>unknown suffix &apos;%1&apos;</source>
        <translation>不明な記号「%1」が末尾にあります</translation>
    </message>
    <message>
        <source>missing piece letter</source>
        <translation>駒の文字がありません</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos;</source>
        <translation>不明な駒の文字「%1」です</translation>
    </message>
    <message>
        <source>expected a form like Pc3-c4 or N*e4</source>
        <translation>Pc3-c4 や N*e4 のように書きます</translation>
    </message>
    <message>
        <source>expected &apos;-&apos; or &apos;x&apos; after the origin square</source>
        <translation>移動元のマスの後には「-」か「x」を書きます</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at the end</source>
        <translation>末尾に余分な「%1」があります</translation>
    </message>
    <message>
        <source>a move cannot both promote and keep a captured piece promoted</source>
        <translation>成りと、取った駒を成ったまま持ち駒にすることは、同じ手では指定できません</translation>
    </message>
    <message>
        <source>the piece on %1 is %2, not %3</source>
        <translation>%1の駒は%2で、%3ではありません</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1行目：%2</translation>
    </message>
    <message>
        <source>SFEN tag: %1</source>
        <translation>SFENタグ：%1</translation>
    </message>
    <message>
        <source>malformed tag: expected [Name &quot;value&quot;]</source>
        <translation>タグの形が正しくありません：[名前 &quot;値&quot;] のように書きます</translation>
    </message>
    <message>
        <source>malformed tag: missing tag name</source>
        <translation>タグの形が正しくありません：タグ名がありません</translation>
    </message>
    <message>
        <source>malformed tag %1: the value must be in double quotes</source>
        <translation>タグ%1の形が正しくありません：値は二重引用符 &quot;…&quot; で囲みます</translation>
    </message>
    <message>
        <source>comment is not closed (&apos;}&apos; missing)</source>
        <translation>コメントが閉じていません（「}」がありません）</translation>
    </message>
    <message>
        <source>variation is not closed (&apos;)&apos; missing)</source>
        <translation>変化が閉じていません（「)」がありません）</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>対応する「(」のない「)」があります</translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation>変化は、置き換える指し手の後に書きます</translation>
    </message>
    <message>
        <source>empty variation</source>
        <translation>変化が空です</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; inside a variation</source>
        <translation>変化の中に結果「%1」があります</translation>
    </message>
    <message>
        <source>a second result &apos;%1&apos;</source>
        <translation>2つ目の結果「%1」があります</translation>
    </message>
    <message>
        <source>unexpected number &apos;%1&apos;</source>
        <translation>思いがけない数「%1」があります</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; after the result</source>
        <translation>結果の後に指し手「%1」があります</translation>
    </message>
    <message>
        <source>Result tag: unknown result &apos;%1&apos;</source>
        <translation>Resultタグ：不明な結果「%1」です</translation>
    </message>
    <message>
        <source>result %1 contradicts the moves, which end in %2 (%3)</source>
        <translation>結果%1は指し手と矛盾します。指し手の結果は%2（%3）です</translation>
    </message>
    <message>
        <source>result %1: a draw needs 100 plies without a capture or a move of an unpromoted Pawn</source>
        <translation>結果%1：引き分けには、駒取りも成っていない歩の移動もない100手が必要です</translation>
    </message>
    <message>
        <source>the game is over: a King is missing</source>
        <translation>対局は終わっています：王がありません</translation>
    </message>
    <message>
        <source>there is no piece on the origin square</source>
        <translation>移動元のマスに駒がありません</translation>
    </message>
    <message>
        <source>the piece on the origin square belongs to the opponent</source>
        <translation>移動元のマスの駒は相手の駒です</translation>
    </message>
    <message>
        <source>that piece is not in hand</source>
        <translation>その駒は持ち駒にありません</translation>
    </message>
    <message>
        <source>the piece cannot move to that square</source>
        <translation>その駒はそのマスへ動けません</translation>
    </message>
    <message>
        <source>the path is blocked</source>
        <translation>途中に駒があって進めません</translation>
    </message>
    <message>
        <source>the target square holds a piece of the same side</source>
        <translation>移動先のマスに自分の駒があります</translation>
    </message>
    <message>
        <source>dropping onto an occupied square</source>
        <translation>駒のあるマスに打とうとしています</translation>
    </message>
    <message>
        <source>an unpromoted Pawn can never be dropped</source>
        <translation>成っていない歩は打てません</translation>
    </message>
    <message>
        <source>an unpromoted Lance may not be dropped on the last rank</source>
        <translation>成っていない香は一番奥の段に打てません</translation>
    </message>
    <message>
        <source>an unpromoted Knight may not be dropped on the last two ranks</source>
        <translation>成っていない桂は奥の2段に打てません</translation>
    </message>
    <message>
        <source>promotion is not allowed for this move</source>
        <translation>この手では成れません</translation>
    </message>
    <message>
        <source>the piece must promote on that square</source>
        <translation>そのマスでは必ず成らなければなりません</translation>
    </message>
    <message>
        <source>the King&apos;s privilege does not apply to this move</source>
        <translation>この手には王の特権は使えません</translation>
    </message>
    <message>
        <source>the same move already produced the same position (repetition rule)</source>
        <translation>同じ指し手がすでに同じ局面を生んでいます（反復禁止の規則）</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>王取り</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>反則手</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>指せる手なし</translation>
    </message>
    <message>
        <source>50-move rule</source>
        <translation>100手ルール</translation>
    </message>
    <message>
        <source>time</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>%1 %2 comes after the end of the game</source>
        <translation>%1 %2は対局の終了後に書かれています</translation>
    </message>
    <message>
        <source>%1 %2 is illegal: %3</source>
        <translation>%1 %2は反則です：%3</translation>
    </message>
    <message>
        <source>expected a form like ☗歩c3-c4 or ☗桂e4打</source>
        <translation>☗歩c3-c4 や ☗桂e4打 のように書きます</translation>
    </message>
    <message>
        <source>&apos;%1&apos; on rank %2 is not a count of empty squares (1 to 8)</source>
        <translation>%2段目の「%1」は空きマスの数（1〜8）ではありません</translation>
    </message>
</context>
<context>
    <name>ogi::SetupBoard</name>
    <message>
        <source>Sente&apos;s hand: drop pieces here</source>
        <translation>先手の駒台：ここに駒を置きます</translation>
    </message>
    <message>
        <source>Gote&apos;s hand: drop pieces here</source>
        <translation>後手の駒台：ここに駒を置きます</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>Drag it onto the board or a stand</source>
        <translation>盤上か駒台へドラッグしてください</translation>
    </message>
    <message>
        <source>Pieces in hand of %1</source>
        <translation>%1の持ち駒</translation>
    </message>
    <message>
        <source>%1 in hand of %2</source>
        <translation>%2の持ち駒の%1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>side, piece</comment>
        <translation>%1の%2</translation>
    </message>
</context>
<context>
    <name>ogi::TransferActions</name>
    <message>
        <source>&amp;Copy Position (SFEN)</source>
        <translation>局面の文字列（SFEN）をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the current position as SFEN text</source>
        <translation>現在の局面をSFEN形式でコピーします</translation>
    </message>
    <message>
        <source>&amp;Paste Position (SFEN)</source>
        <translation>局面の文字列（SFEN）を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Start a game from the SFEN position in the clipboard</source>
        <translation>クリップボードのSFEN局面から対局を始めます</translation>
    </message>
    <message>
        <source>Copy Game as .&amp;ogn</source>
        <translation>棋譜を.ogn形式でコピー(&amp;O)</translation>
    </message>
    <message>
        <source>Copy Position as &amp;FEEN</source>
        <translation>局面の文字列（FEEN）をコピー(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import FEEN Position…</source>
        <translation>局面の文字列（FEEN）を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport Diagram…</source>
        <translation>局面図を書き出す(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the shown position as an SVG or PNG picture</source>
        <translation>表示中の局面をSVGまたはPNG画像で保存します</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>局面編集(&amp;U)…</translation>
    </message>
    <message>
        <source>Place pieces freely and play or analyse from there</source>
        <translation>駒を自由に配置し、そこから対局や解析をします</translation>
    </message>
    <message>
        <source>Position copied as SFEN</source>
        <translation>局面をSFEN形式でコピーしました</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>局面を貼り付けられません</translation>
    </message>
    <message>
        <source>The clipboard does not hold a valid SFEN position: %1</source>
        <translation>クリップボードの内容は正しいSFEN局面ではありません：%1</translation>
    </message>
    <message>
        <source>Import FEEN Position</source>
        <translation>局面の文字列（FEEN）の読み込み</translation>
    </message>
    <message>
        <source>Position in FEEN:</source>
        <translation>局面の文字列（FEEN）：</translation>
    </message>
    <message>
        <source>Cannot import the position</source>
        <translation>局面を読み込めません</translation>
    </message>
    <message>
        <source>This is not a FEEN position: %1</source>
        <translation>FEEN の局面の文字列として読めません：%1</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>この局面では対局できません：%1</translation>
    </message>
    <message>
        <source>Cannot export the diagram</source>
        <translation>局面図を書き出せません</translation>
    </message>
    <message>
        <source>Diagram saved as %1</source>
        <translation>局面図を「%1」に保存しました</translation>
    </message>
</context>
<context>
    <name>ogi::UsiAnalysisEngine</name>
    <message numerus="yes">
        <source>The engine %1 did not answer “stop” within %n s.</source>
        <translation>
            <numerusform>エンジン「%1」は%n秒以内に「stop」に応答しませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::UsiPlayer</name>
    <message>
        <source>The engine %1 claimed a win by declaration, which the rules of Ōgi do not know.</source>
        <translation>エンジン「%1」が宣言勝ちを主張しましたが、王棋のルールに宣言勝ちはありません。</translation>
    </message>
</context>
<context>
    <name>ogi::UsiProcess</name>
    <message numerus="yes">
        <source>The engine %1 did not answer “usi” within %n s: is it an engine for Ōgi?</source>
        <translation>
            <numerusform>エンジン「%1」は%n秒以内に「usi」に応答しませんでした。王棋用のエンジンかどうか確認してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The engine %1 did not answer “isready” within %n s.</source>
        <translation>
            <numerusform>エンジン「%1」は%n秒以内に「isready」に応答しませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>The engine %1 could not be started: %2</source>
        <translation>エンジン「%1」を起動できませんでした：%2</translation>
    </message>
    <message>
        <source>The engine %1 stopped unexpectedly.</source>
        <translation>エンジン「%1」が予期せず終了しました。</translation>
    </message>
    <message>
        <source>The engine %1 stopped unexpectedly (exit code %2).</source>
        <translation>エンジン「%1」が予期せず終了しました（終了コード%2）。</translation>
    </message>
    <message>
        <source>The engine %1 is not among the engines added (Settings ▸ Engines…).</source>
        <translation>エンジン「%1」は追加されていません（設定 ▸ エンジン…）。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>「%1」は存在しません。</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>「%1」は実行可能なプログラムではありません。</translation>
    </message>
    <message>
        <source>a line longer than %1 bytes was dropped</source>
        <translation>%1バイトを超える行を破棄しました</translation>
    </message>
    <message>
        <source>a move that was not asked for, ignored</source>
        <translation>求めていない指し手を無視しました</translation>
    </message>
    <message>
        <source>an answer that was not expected now, ignored</source>
        <translation>この時点では想定していない応答を無視しました</translation>
    </message>
</context>
<context>
    <name>ogi::WelcomePanel</name>
    <message>
        <source>Welcome to Ōgi</source>
        <translation>王棋へようこそ</translation>
    </message>
    <message>
        <source>Ōgi is shogi&apos;s young cousin on an 8×8 board. How would you like to begin?</source>
        <translation>王棋は将棋から生まれた8×8盤のゲームです。どこから始めますか？</translation>
    </message>
    <message>
        <source>Learn the game, step by step</source>
        <translation>一歩ずつルールを覚える</translation>
    </message>
    <message>
        <source>Play the computer (beginner level)</source>
        <translation>コンピュータと対局する（初心者向け）</translation>
    </message>
    <message>
        <source>Open a game record…</source>
        <translation>棋譜を開く…</translation>
    </message>
    <message>
        <source>Just show me the board</source>
        <translation>盤だけを表示する</translation>
    </message>
</context>
</TS>
