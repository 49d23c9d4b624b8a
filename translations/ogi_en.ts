<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ogi::EvaluationText</name>
    <message numerus="yes">
        <source>%1 pawns</source>
        <comment>an amount of pawns with one decimal</comment>
        <translation>
            <numerusform>%1 pawns</numerusform>
            <numerusform>%1 pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>☗ mate in %n</source>
        <comment>short evaluation: Sente mates in n plies</comment>
        <translation>
            <numerusform>☗ mate in %n</numerusform>
            <numerusform>☗ mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>☖ mate in %n</source>
        <comment>short evaluation: Gote mates in n plies</comment>
        <translation>
            <numerusform>☖ mate in %n</numerusform>
            <numerusform>☖ mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sente mates in %n ply(s)</source>
        <translation>
            <numerusform>Sente mates in %n ply</numerusform>
            <numerusform>Sente mates in %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote mates in %n ply(s)</source>
        <translation>
            <numerusform>Gote mates in %n ply</numerusform>
            <numerusform>Gote mates in %n plies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::Journal</name>
    <message numerus="yes">
        <source>Restore the unsaved game (%n move(s))?</source>
        <translation>
            <numerusform>Restore the unsaved game (%n move)?</numerusform>
            <numerusform>Restore the unsaved game (%n moves)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume the game against level %1 (%n move(s))?</source>
        <translation>
            <numerusform>Resume the game against level %1 (%n move)?</numerusform>
            <numerusform>Resume the game against level %1 (%n moves)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume the game against %1 (%n move(s))?</source>
        <translation>
            <numerusform>Resume the game against %1 (%n move)?</numerusform>
            <numerusform>Resume the game against %1 (%n moves)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume the unfinished game (%n move(s))?</source>
        <translation>
            <numerusform>Resume the unfinished game (%n move)?</numerusform>
            <numerusform>Resume the unfinished game (%n moves)?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::LessonJudge</name>
    <message numerus="yes">
        <source>A draw can be claimed only after 50 moves of each side (100 plies) with no capture and no move of an unpromoted Pawn. The count here is %n plies.</source>
        <translation>
            <numerusform>A draw can be claimed only after 50 moves of each side (100 plies) with no capture and no move of an unpromoted Pawn. The count here is %n ply.</numerusform>
            <numerusform>A draw can be claimed only after 50 moves of each side (100 plies) with no capture and no move of an unpromoted Pawn. The count here is %n plies.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::LessonPanel</name>
    <message numerus="yes">
        <source>Moves used: %1. Three stars for %n move(s) at most.</source>
        <translation>
            <numerusform>Moves used: %1. Three stars for %n move at most.</numerusform>
            <numerusform>Moves used: %1. Three stars for %n moves at most.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::PuzzleController</name>
    <message numerus="yes">
        <source>%1 has no mate by checks within %n of its moves: this position does not make a tsume.</source>
        <translation>
            <numerusform>%1 has no mate by checks within %n move: this position does not make a tsume.</numerusform>
            <numerusform>%1 has no mate by checks within %n of its moves: this position does not make a tsume.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Good. Mate in %n more move(s) of yours.</source>
        <translation>
            <numerusform>Good. Mate in %n more move of yours.</numerusform>
            <numerusform>Good. Mate in %n more moves of yours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tsume %1 · %n plies · %2</source>
        <translation>
            <numerusform>Tsume %1 · %n ply · %2</numerusform>
            <numerusform>Tsume %1 · %n plies · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your position · %n plies</source>
        <translation>
            <numerusform>Your position · %n ply</numerusform>
            <numerusform>Your position · %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n of your moves.</source>
        <translation>
            <numerusform>Mate in %n move.</numerusform>
            <numerusform>Mate in %n of your moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for a mate in %n move(s)…</source>
        <translation>
            <numerusform>Looking for a mate in %n move…</numerusform>
            <numerusform>Looking for a mate in %n moves…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No: %1 has no forced mate within %n of its moves.</source>
        <translation>
            <numerusform>No: %1 has no forced mate within %n of its moves.</numerusform>
            <numerusform>No: %1 has no forced mate within %n of its moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yes: %1 mates in %n move(s) of its own, whatever the defence, then takes the King: %2</source>
        <translation>
            <numerusform>Yes: %1 mates in %n move of its own, whatever the defence, then takes the King: %2</numerusform>
            <numerusform>Yes: %1 mates in %n moves of its own, whatever the defence, then takes the King: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::QuizController</name>
    <message numerus="yes">
        <source>%n question(s) for the quiz from this game&apos;s mistakes (Learn → Quiz)</source>
        <translation>
            <numerusform>%n question for the quiz from this game&apos;s mistakes (Learn → Quiz)</numerusform>
            <numerusform>%n questions for the quiz from this game&apos;s mistakes (Learn → Quiz)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due today</source>
        <translation>
            <numerusform>%n question due today</numerusform>
            <numerusform>%n questions due today</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::RatingDialog</name>
    <message numerus="yes">
        <source>Your rating: %1 after %n rated game(s)</source>
        <translation>
            <numerusform>Your rating: %1 after %n rated game</numerusform>
            <numerusform>Your rating: %1 after %n rated games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::RecordChanges</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n variation</numerusform>
            <numerusform>%n variations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n comment</numerusform>
            <numerusform>%n comments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s)</source>
        <translation>
            <numerusform>%n arrow</numerusform>
            <numerusform>%n arrows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n circle</numerusform>
            <numerusform>%n circles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::ReviewController</name>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::UsiAnalysisEngine</name>
    <message numerus="yes">
        <source>The engine %1 did not answer “stop” within %n s.</source>
        <translation>
            <numerusform>The engine %1 did not answer “stop” within %n s.</numerusform>
            <numerusform>The engine %1 did not answer “stop” within %n s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::UsiProcess</name>
    <message numerus="yes">
        <source>The engine %1 did not answer “usi” within %n s: is it an engine for Ōgi?</source>
        <translation>
            <numerusform>The engine %1 did not answer “usi” within %n s: is it an engine for Ōgi?</numerusform>
            <numerusform>The engine %1 did not answer “usi” within %n s: is it an engine for Ōgi?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The engine %1 did not answer “isready” within %n s.</source>
        <translation>
            <numerusform>The engine %1 did not answer “isready” within %n s.</numerusform>
            <numerusform>The engine %1 did not answer “isready” within %n s.</numerusform>
        </translation>
    </message>
</context>
</TS>
