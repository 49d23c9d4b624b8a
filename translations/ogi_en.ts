<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ogi::CommentPanel</name>
    <message numerus="yes">
        <source>Sente captures the King in %n plies</source>
        <translation>
            <numerusform>Sente captures the King in %n ply</numerusform>
            <numerusform>Sente captures the King in %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote captures the King in %n plies</source>
        <translation>
            <numerusform>Gote captures the King in %n ply</numerusform>
            <numerusform>Gote captures the King in %n plies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::GamePanel</name>
    <message numerus="yes">
        <source>%1 captures the King in %n ply(s)</source>
        <translation>
            <numerusform>%1 captures the King in %n ply</numerusform>
            <numerusform>%1 captures the King in %n plies</numerusform>
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
    <name>ogi::RecordFiles</name>
    <message numerus="yes">
        <source>The last session ended before its game did (%n move(s) played). Restore that game?</source>
        <translation>
            <numerusform>The last session ended before its game did (%n move played). Restore that game?</numerusform>
            <numerusform>The last session ended before its game did (%n moves played). Restore that game?</numerusform>
        </translation>
    </message>
</context>
</TS>
