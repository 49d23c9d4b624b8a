<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AutoSave</name>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
</context>
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
        <translation>%1 に書き込めません。</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <source>%1 is not a valid Ōgi record:
%2</source>
        <translation>%1 は正しい王棋の棋譜ではありません：
%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
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
        <translation>角が成り駒（+B）</translation>
    </message>
    <message>
        <source>Rook promoted (+R)</source>
        <translation>飛が成り駒（+R）</translation>
    </message>
    <message>
        <source>Rook and Bishop promoted (+R +B)</source>
        <translation>飛・角が成り駒（+R +B）</translation>
    </message>
    <message>
        <source>Rook, Bishop and Princess promoted (+R +B +I)</source>
        <translation>飛・角・姫が成り駒（+R +B +I）</translation>
    </message>
    <message>
        <source>Rook, Bishop, Princess and Silvers promoted (+R +B +I +S +S)</source>
        <translation>飛・角・姫・銀2枚が成り駒（+R +B +I +S +S）</translation>
    </message>
    <message>
        <source>Every piece but the Pawns promoted</source>
        <translation>歩以外のすべてが成り駒</translation>
    </message>
    <message>
        <source>Custom: the pieces ticked below</source>
        <translation>カスタム：下で選んだ駒</translation>
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
</context>
<context>
    <name>ogi::ClockWidget</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Byoyomi %1</source>
        <translation>秒読み %1</translation>
    </message>
</context>
<context>
    <name>ogi::CommentPanel</name>
    <message>
        <source>Sente has captured the King</source>
        <translation>先手が王を取りました</translation>
    </message>
    <message>
        <source>Gote has captured the King</source>
        <translation>後手が王を取りました</translation>
    </message>
    <message numerus="yes">
        <source>Sente captures the King in %n plies</source>
        <translation>
            <numerusform>先手が%n手で王を取ります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote captures the King in %n plies</source>
        <translation>
            <numerusform>後手が%n手で王を取ります</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (Sente&apos;s view)</source>
        <translation>%1（先手から見て）</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Write a comment on this move</source>
        <translation>この指し手へのコメントを書く</translation>
    </message>
    <message>
        <source>Comment on move %1</source>
        <translation>%1手目へのコメント</translation>
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
        <translation>評価値を見るには対局を解析してください</translation>
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
        <translation>%1 %2：%3</translation>
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
    <message numerus="yes">
        <source>%1 captures the King in %n ply(s)</source>
        <translation>
            <numerusform>%1が%n手で王を取ります</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>互角</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Looking for a hint… depth %1, %2
%3</source>
        <translation>ヒントを探索中… 深さ %1、%2
%3</translation>
    </message>
    <message>
        <source>%1 is thinking… depth %2, %3
Best line: %4</source>
        <translation>%1が思考中… 深さ %2、%3
読み筋：%4</translation>
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
        <translation>%1が駒のない %2 から指そうとしました</translation>
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
        <translation>%1が成っていない香を最奥の段に打ちました</translation>
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
        <translation>%1が、以前と同じ局面を生んだ同じ指し手を繰り返しました（千日手の規則）</translation>
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
        <source>%1 — illegal move, refused (training).</source>
        <translation>%1。反則手のため、受け付けませんでした（練習）。</translation>
    </message>
    <message>
        <source>Both Kings are missing: draw.</source>
        <translation>双方の王がありません。引き分けです。</translation>
    </message>
    <message>
        <source>%1 captured the King: %1 wins.</source>
        <translation>%1が王を取りました。%1の勝ちです。</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <translation>%1が投了しました。%2の勝ちです。</translation>
    </message>
    <message>
        <source>%1 has no legal move: %2 wins.</source>
        <translation>%1に指せる手がありません。%2の勝ちです。</translation>
    </message>
    <message>
        <source>Draw claimed under the 50-move rule.</source>
        <translation>100手ルールにより引き分けが申告されました。</translation>
    </message>
    <message>
        <source>%1 ran out of time: %2 wins.</source>
        <translation>%1が時間切れになりました。%2の勝ちです。</translation>
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
        <translation>%1が%2を %3 から %4 へ動かしましたが、この駒はそこへ行けません</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 to %4 through an occupied square</source>
        <translation>%1が%2を %3 から %4 へ、間の駒を飛び越えて動かしました</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 onto its own piece on %4</source>
        <translation>%1が%2を %3 から自分の駒がある %4 へ動かしました</translation>
    </message>
    <message>
        <source>%1 dropped %2 on the occupied square %3</source>
        <translation>%1が駒のある %3 に%2を打ちました</translation>
    </message>
    <message>
        <source>%1 promoted %2 from %3 to %4 where it may not promote</source>
        <translation>%1が%2を %3 から %4 へ動かして成りましたが、この手では成れません</translation>
    </message>
    <message>
        <source>%1 did not promote %2 on %3, where promotion is mandatory</source>
        <translation>%1が %3 で%2を成りませんでしたが、そこでは成らなければなりません</translation>
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
        <source>&lt;h3&gt;Ōgi %1&lt;/h3&gt;&lt;p&gt;Play and study Ōgi (王棋), the 8×8 game of the King.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;王棋 %1&lt;/h3&gt;&lt;p&gt;8×8の盤で指す「王の棋」、王棋（Ōgi）の対局と研究のためのプログラムです。&lt;/p&gt;</translation>
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
        <source>Ōgi[*]</source>
        <translation>王棋[*]</translation>
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
</context>
<context>
    <name>ogi::MoveListView</name>
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
        <source>better: %1</source>
        <translation>より良い手：%1</translation>
    </message>
    <message>
        <source>%1 — illegal move</source>
        <translation>%1 — 反則手</translation>
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
        <source>The position as SFEN</source>
        <translation>SFEN形式の局面</translation>
    </message>
    <message>
        <source>Drag pieces from the right onto the board or a hand; drag them off to remove. Right-click or double-click a piece to promote or unpromote it.</source>
        <translation>右側の駒を盤上か駒台へドラッグして置き、外へドラッグすると取り除きます。駒を右クリックまたはダブルクリックすると、成り駒と元の駒を切り替えます。</translation>
    </message>
    <message>
        <source>&amp;Play From Here</source>
        <translation>この局面から対局(&amp;P)</translation>
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
        <source>Refuse illegal moves (training)</source>
        <translation>反則手を受け付けない（練習）</translation>
    </message>
    <message>
        <source>Under the official rule an illegal move loses the game at once. In training, the move is refused and the reason is shown.</source>
        <translation>公式ルールでは、反則手を指すとその場で負けになります。練習では、その手は受け付けられず、理由が表示されます。</translation>
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
        <translation>不成</translation>
    </message>
    <message>
        <source>Demote</source>
        <translation>表に戻す</translation>
    </message>
    <message>
        <source>Y / Enter</source>
        <translation>Y / Enter</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Esc: cancel the move</source>
        <translation>Esc：指し手を取り消す</translation>
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
    <name>ogi::RecordFiles</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました：%1</translation>
    </message>
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
        <translation>%1 を保存しました</translation>
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
        <source>Unsaved game</source>
        <translation>未保存の対局</translation>
    </message>
    <message>
        <source>The current game has not been saved. Save it now?</source>
        <translation>現在の対局は保存されていません。今すぐ保存しますか？</translation>
    </message>
    <message>
        <source>Autosaved game damaged</source>
        <translation>自動保存された対局が壊れています</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be read and was set aside as %1.

%2</source>
        <translation>前回自動保存された対局は読み込めないため、%1 として別に保管しました。

%2</translation>
    </message>
    <message>
        <source>Restore the unfinished game?</source>
        <translation>中断した対局を再開しますか？</translation>
    </message>
    <message numerus="yes">
        <source>The last session ended before its game did (%n move(s) played). Restore that game?</source>
        <translation>
            <numerusform>前回は対局の途中で終了しました（%n手まで）。その対局を再開しますか？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::ReviewController</name>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>対局を解析(&amp;A)</translation>
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
        <source>Show the computer&apos;s line for the position on the board</source>
        <translation>盤上の局面でのコンピュータの読み筋を表示します</translation>
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
        <source>Analysing: %v of %m positions</source>
        <translation>解析中：%v／%m局面</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Live analysis: the game is over.</source>
        <translation>検討：対局は終了しています。</translation>
    </message>
    <message>
        <source>Live analysis: thinking…</source>
        <translation>検討：思考中…</translation>
    </message>
    <message>
        <source>Depth %1: %2
%3</source>
        <translation>深さ %1：%2
%3</translation>
    </message>
</context>
<context>
    <name>ogi::RulesDialog</name>
    <message>
        <source>The game</source>
        <translation>王棋とは</translation>
    </message>
    <message>
        <source>Ōgi (王棋, “the game of the King”) is played by two players on a board of 8×8 squares: Sente (☗), who moves first, and Gote (☖). Each starts with 18 pieces: a King, a Princess, a Rook, a Bishop, two Silver Generals, two Knights, two Lances and eight Pawns, on the three ranks nearest to them. All pieces look alike; a piece belongs to the player it points away from.</source>
        <translation>王棋（おうぎ）は、8×8の盤で二人が指すゲームです。先に指すのが先手（☗）、次に指すのが後手（☖）です。それぞれ王・姫・飛車・角・銀2枚・桂2枚・香2枚・歩8枚の計18枚を、自分に近い3段に並べて始めます。両者の駒は同じ形で、駒の先が相手の方を向いていることで持ち主がわかります。</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>Capture the opponent’s King. Check is only information: you may move into check or leave your King in check, and if you do, your opponent may take the King and win. Checkmate is when the King can no longer be saved.</source>
        <translation>相手の王を取ることが目的です。王手は情報にすぎません。王手のかかるマスへ自分の王を動かすことも、王手を放置することも反則ではありませんが、そうすると相手に王を取られて負けになります。王がもう助からない状態を詰みといいます。</translation>
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
        <source>A captured piece goes into the capturer’s hand, turned back to its unpromoted side. &lt;b&gt;King’s privilege&lt;/b&gt;: when your King captures a promoted piece, you may instead keep it promoted in your hand.</source>
        <translation>取った駒は持ち駒になり、成っていた駒も表に戻ります。&lt;b&gt;王の特権&lt;/b&gt;：自分の王で成り駒を取ったときは、成ったまま持ち駒にすることもできます。</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>成り</translation>
    </message>
    <message>
        <source>The three ranks nearest to your opponent are your promotion zone. A piece other than the King that enters the zone, moves within it or leaves it may promote at the end of the move, by turning over. It must promote when it could otherwise never move again: a Pawn or a Lance on the last rank, a Knight on the last two ranks.</source>
        <translation>相手に近い3段が、成ることのできる敵陣です。王以外の駒は、敵陣に入る手、敵陣の中で動く手、敵陣から出る手の終わりに、裏返して成ることができます。成らなければ二度と動けない場合は必ず成ります。最奥の段の歩と香、奥の2段の桂がそれにあたります。</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>駒打ち</translation>
    </message>
    <message>
        <source>Instead of moving, you may put a piece from your hand on any empty square, in the state it has in hand. A drop never captures and never promotes. An unpromoted Pawn can never be dropped; an unpromoted Lance cannot be dropped on the last rank, nor an unpromoted Knight on the last two ranks.</source>
        <translation>駒を動かす代わりに、持ち駒を空いているマスに打つことができます。打った駒は、持ち駒だったときの状態（成・不成）のままです。駒を打つ手で駒を取ることも、成ることもできません。成っていない歩は打てません。成っていない香は最奥の段に、成っていない桂は奥の2段に打てません。</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>対局の終わり</translation>
    </message>
    <message>
        <source>The game ends when a King is captured, when a player resigns or runs out of time, or when the side to move has no legal move (it loses). A player who makes an illegal move loses at once; this includes repeating a move that has already produced exactly the same position. After 50 moves by each side (100 plies) with no capture and no move of an unpromoted Pawn, either player may claim a draw.</source>
        <translation>王が取られたとき、どちらかが投了したとき、時間が切れたとき、手番の側に指せる手がないとき（その側の負け）に対局は終わります。反則手を指すとその場で負けです。以前とまったく同じ局面を生んだ同じ手をもう一度指すこと（千日手）も反則になります。駒を取る手も成っていない歩を動かす手もないまま100手（双方50手ずつ）が過ぎると、どちらからでも引き分けを申告できます。</translation>
    </message>
    <message>
        <source>Handicap games</source>
        <translation>手合割</translation>
    </message>
    <message>
        <source>To even out a difference in strength, the stronger player lets the weaker one start with some pieces already promoted. Traditionally the weaker player plays Sente with the King 玉 and the stronger one Gote with 王: it is the same piece, drawn differently.</source>
        <translation>実力差があるときは、上手が下手に、いくつかの駒を最初から成った状態で始めさせます。伝統的に、下手は玉を持って先手を、上手は王を持って後手を指します。王と玉は同じ駒で、字が違うだけです。</translation>
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
        <source>&lt;b&gt;Dot&lt;/b&gt;: a step to that square. &lt;b&gt;Line&lt;/b&gt;: any number of empty squares along it, stopping at the first piece, which may be captured. &lt;b&gt;Ring&lt;/b&gt;: a jump straight to that square, over anything in between. Every piece points forward, towards the opponent.</source>
        <translation>&lt;b&gt;点&lt;/b&gt;：そのマスへ1マス動けます。&lt;b&gt;線&lt;/b&gt;：その方向へ何マスでも進めます。最初にぶつかった駒の手前で止まるか、相手の駒ならそれを取れます。&lt;b&gt;輪&lt;/b&gt;：間にある駒を飛び越えて、そのマスへ直接跳べます。駒はどれも前（相手の方）を向いています。</translation>
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
        <translation>タグ %1 の形が正しくありません：値は二重引用符 &quot;…&quot; で囲みます</translation>
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
        <source>move %1 &apos;%2&apos; follows an illegal move</source>
        <translation>%1手目「%2」が反則手の後にあります</translation>
    </message>
    <message>
        <source>move %1 &apos;%2&apos; comes after the end of the game</source>
        <translation>%1手目「%2」が対局の終了後にあります</translation>
    </message>
    <message>
        <source>move %1 &apos;%2&apos; is illegal: %3</source>
        <translation>%1手目「%2」は反則です：%3</translation>
    </message>
    <message>
        <source>move %1 is illegal, and moves follow it</source>
        <translation>%1手目は反則手ですが、その後にも指し手があります</translation>
    </message>
    <message>
        <source>Result tag: unknown result &apos;%1&apos;</source>
        <translation>Resultタグ：不明な結果「%1」です</translation>
    </message>
    <message>
        <source>result %1 contradicts the moves, which end in %2 (%3)</source>
        <translation>結果 %1 は指し手と矛盾します。指し手の結果は %2（%3）です</translation>
    </message>
    <message>
        <source>result %1: a draw needs 100 plies without capture or Pawn move</source>
        <translation>結果 %1：引き分けには、駒取りも歩の移動もない100手が必要です</translation>
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
        <translation>成っていない香は最奥の段に打てません</translation>
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
        <translation>同じ指し手がすでに同じ局面を生んでいます（千日手の規則）</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>王の捕獲</translation>
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
</context>
<context>
    <name>ogi::TransferActions</name>
    <message>
        <source>&amp;Copy Position (SFEN)</source>
        <translation>局面をコピー・SFEN(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the current position as SFEN text</source>
        <translation>現在の局面をSFEN形式でコピーします</translation>
    </message>
    <message>
        <source>&amp;Paste Position (SFEN)</source>
        <translation>局面を貼り付け・SFEN(&amp;P)</translation>
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
        <translation>局面をFEEN形式でコピー(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import FEEN Position…</source>
        <translation>FEEN局面を読み込む(&amp;I)…</translation>
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
        <translation>FEEN局面の読み込み</translation>
    </message>
    <message>
        <source>Position in FEEN:</source>
        <translation>FEEN形式の局面：</translation>
    </message>
    <message>
        <source>Cannot import the position</source>
        <translation>局面を読み込めません</translation>
    </message>
    <message>
        <source>This is not a FEEN position: %1</source>
        <translation>FEEN局面ではありません：%1</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>この局面では対局できません：%1</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>局面図を書き出す</translation>
    </message>
    <message>
        <source>position.svg</source>
        <translation>局面.svg</translation>
    </message>
    <message>
        <source>SVG picture (*.svg);;PNG picture (*.png)</source>
        <translation>SVG画像 (*.svg);;PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot export the diagram</source>
        <translation>局面図を書き出せません</translation>
    </message>
</context>
</TS>
