// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine protocol codec (core/usi): every message written as the dialect writes it and
// read back the same; lines in odd spacing; malformed lines answered with an error that says
// what is wrong and where; what is kept of a faulty line.
#include "rules/notation.h"
#include "usi/codec.h"

#include <QTest>

using namespace ogi;

Q_DECLARE_METATYPE(ogi::usi::Command)
Q_DECLARE_METATYPE(ogi::usi::Answer)

namespace {

Move mv(const char* text) {
    return *parseMachineMove(text);
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

class TestUsi : public QObject {
    Q_OBJECT
private slots:
    void commandsRoundTrip_data();
    void commandsRoundTrip();
    void answersRoundTrip_data();
    void answersRoundTrip();
    void oddSpacing_data();
    void oddSpacing();
    void malformedCommands_data();
    void malformedCommands();
    void malformedAnswers_data();
    void malformedAnswers();
    void faultyLinesKeepWhatTheDialectKeeps();
    void unknownAndBlankLines();
    void hostileLines();
    void positionOfAGame();
};

void TestUsi::commandsRoundTrip_data() {
    QTest::addColumn<usi::Command>("command");
    QTest::addColumn<QString>("line");
    using usi::Go;
    const Position middle = *Position::fromSfen(
        "l3k2l/3s1s2/p1+Bpp1np/1pp2pp1/3P1P2/P1P1P1RP/2S2S2/LN1IK1NL w RNPi 30");
    QTest::newRow("usi") << usi::Command(usi::Usi{}) << "usi";
    QTest::newRow("isready") << usi::Command(usi::IsReady{}) << "isready";
    QTest::newRow("setoption") << usi::Command(usi::SetOption{"Hash", "64"})
                               << "setoption name Hash value 64";
    QTest::newRow("setoption path") << usi::Command(usi::SetOption{"EvalFile", "/my nets/a.nnue"})
                                    << "setoption name EvalFile value /my nets/a.nnue";
    QTest::newRow("setoption button")
        << usi::Command(usi::SetOption{"Clear Hash", std::nullopt}) << "setoption name Clear Hash";
    QTest::newRow("usinewgame") << usi::Command(usi::UsiNewGame{}) << "usinewgame";
    QTest::newRow("startpos") << usi::Command(usi::PositionCommand{}) << "position startpos";
    QTest::newRow("startpos moves")
        << usi::Command(usi::PositionCommand{
               true, Position::start(), {mv("c3c4"), mv("f6f5"), mv("b2f6+"), mv("e1d2^")}})
        << "position startpos moves c3c4 f6f5 b2f6+ e1d2^";
    QTest::newRow("sfen moves")
        << usi::Command(usi::PositionCommand{false, middle, {mv("R*e5"), mv("+P*d4")}})
        << "position sfen l3k2l/3s1s2/p1+Bpp1np/1pp2pp1/3P1P2/P1P1P1RP/2S2S2/LN1IK1NL w RNPi 30 "
           "moves R*e5 +P*d4";
    QTest::newRow("sfen of the start")
        << usi::Command(usi::PositionCommand{false, Position::start(), {}})
        << "position sfen " + q(Position::start().toSfen());
    Go clock;
    clock.btime = 60000;
    clock.wtime = 59000;
    clock.binc = clock.winc = 1000;
    QTest::newRow("go clock") << usi::Command(clock)
                              << "go btime 60000 wtime 59000 binc 1000 winc 1000";
    Go byoyomi;
    byoyomi.ponder = true;
    byoyomi.btime = byoyomi.wtime = 0;
    byoyomi.byoyomi = 10000;
    QTest::newRow("go ponder byoyomi")
        << usi::Command(byoyomi) << "go ponder btime 0 wtime 0 byoyomi 10000";
    Go limits;
    limits.movestogo = 40;
    limits.movetime = 1000;
    limits.nodes = 20000000000ull;
    limits.depth = 12;
    QTest::newRow("go limits") << usi::Command(limits)
                               << "go movestogo 40 movetime 1000 nodes 20000000000 depth 12";
    Go infinite;
    infinite.infinite = true;
    QTest::newRow("go infinite") << usi::Command(infinite) << "go infinite";
    QTest::newRow("go") << usi::Command(Go{}) << "go";
    QTest::newRow("go mate") << usi::Command(usi::GoMate{5000}) << "go mate 5000";
    QTest::newRow("go mate infinite") << usi::Command(usi::GoMate{}) << "go mate infinite";
    QTest::newRow("go perft") << usi::Command(usi::GoPerft{5}) << "go perft 5";
    QTest::newRow("stop") << usi::Command(usi::Stop{}) << "stop";
    QTest::newRow("ponderhit") << usi::Command(usi::PonderHit{}) << "ponderhit";
    QTest::newRow("gameover win") << usi::Command(usi::GameOver{usi::GameOver::Result::Win})
                                  << "gameover win";
    QTest::newRow("gameover lose")
        << usi::Command(usi::GameOver{usi::GameOver::Result::Lose}) << "gameover lose";
    QTest::newRow("gameover draw")
        << usi::Command(usi::GameOver{usi::GameOver::Result::Draw}) << "gameover draw";
    QTest::newRow("quit") << usi::Command(usi::Quit{}) << "quit";
    QTest::newRow("bench") << usi::Command(usi::Bench{}) << "bench";
    QTest::newRow("bench 4") << usi::Command(usi::Bench{4}) << "bench 4";
    QTest::newRow("d") << usi::Command(usi::Display{}) << "d";
}

void TestUsi::commandsRoundTrip() {
    QFETCH(usi::Command, command);
    QFETCH(QString, line);
    QCOMPARE(q(usi::format(command)), line);
    const auto parsed = usi::parseCommand(line.toStdString());
    QVERIFY2(parsed.ok(), parsed.error.c_str());
    QVERIFY(*parsed.value == command);
}

void TestUsi::answersRoundTrip_data() {
    QTest::addColumn<usi::Answer>("answer");
    QTest::addColumn<QString>("line");
    using T = usi::Option::Type;
    using usi::Info;
    using usi::Score;
    QTest::newRow("id name") << usi::Answer(usi::Id{usi::Id::Field::Name, "Ōgi 0.1.0"})
                             << "id name Ōgi 0.1.0";
    QTest::newRow("id author") << usi::Answer(usi::Id{usi::Id::Field::Author, "the Ōgi developers"})
                               << "id author the Ōgi developers";
    QTest::newRow("spin") << usi::Answer(usi::Option{"Hash", T::Spin, "16", 1, 4096, {}})
                          << "option name Hash type spin default 16 min 1 max 4096";
    QTest::newRow("check") << usi::Answer(usi::Option{"UseNNUE", T::Check, "false", {}, {}, {}})
                           << "option name UseNNUE type check default false";
    QTest::newRow("string") << usi::Answer(
                                   usi::Option{"EvalFile", T::String, "a b.nnue", {}, {}, {}})
                            << "option name EvalFile type string default a b.nnue";
    QTest::newRow("filename") << usi::Answer(
                                     usi::Option{"Book", T::Filename, "<empty>", {}, {}, {}})
                              << "option name Book type filename default <empty>";
    QTest::newRow("combo")
        << usi::Answer(
               usi::Option{"Style", T::Combo, "Normal", {}, {}, {"Solid", "Normal", "Risky"}})
        << "option name Style type combo default Normal var Solid var Normal var Risky";
    QTest::newRow("button") << usi::Answer(usi::Option{"Clear Hash", T::Button, {}, {}, {}, {}})
                            << "option name Clear Hash type button";
    QTest::newRow("usiok") << usi::Answer(usi::UsiOk{}) << "usiok";
    QTest::newRow("readyok") << usi::Answer(usi::ReadyOk{}) << "readyok";
    // The search's line, exactly as ogi-engine writes it.
    Info search;
    search.depth = 7;
    search.seldepth = 12;
    search.score = Score{Score::Kind::Cp, -35, Score::Bound::Exact};
    search.nodes = 48213;
    search.nps = 912000;
    search.time = 53;
    search.hashfull = 4;
    search.pv = {mv("c3c4"), mv("f6f5"), mv("b2f6+")};
    QTest::newRow("info search")
        << usi::Answer(search)
        << "info depth 7 seldepth 12 score cp -35 nodes 48213 nps 912000 time 53 hashfull 4 pv "
           "c3c4 f6f5 b2f6+";
    // With USI_ShowWDL: the chances per mille after the score.
    Info withWdl = search;
    withWdl.wdl = usi::Wdl{310, 4, 686};
    QTest::newRow("info wdl")
        << usi::Answer(withWdl)
        << "info depth 7 seldepth 12 score cp -35 wdl 310 4 686 nodes 48213 nps 912000 time 53 "
           "hashfull 4 pv c3c4 f6f5 b2f6+";
    Info mateWdl;
    mateWdl.score = Score{Score::Kind::Mate, 3, Score::Bound::Lower};
    mateWdl.wdl = usi::Wdl{1000, 0, 0};
    QTest::newRow("info mate wdl")
        << usi::Answer(mateWdl) << "info score mate 3 lowerbound wdl 1000 0 0";
    Info multipv;
    multipv.multipv = 3;
    multipv.depth = 9;
    multipv.seldepth = 14;
    multipv.score = Score{Score::Kind::Mate, -5, Score::Bound::Upper};
    multipv.nodes = 100;
    multipv.pv = {mv("R*e5")};
    QTest::newRow("info multipv")
        << usi::Answer(multipv)
        << "info depth 9 seldepth 14 multipv 3 score mate -5 upperbound nodes 100 pv R*e5";
    Info lower;
    lower.score = Score{Score::Kind::Cp, 120, Score::Bound::Lower};
    QTest::newRow("info lowerbound") << usi::Answer(lower) << "info score cp 120 lowerbound";
    Info unknownDistance;
    unknownDistance.depth = 3;
    unknownDistance.score = Score{Score::Kind::MateUnknown, -1, Score::Bound::Exact};
    unknownDistance.currmove = mv("e1d2^");
    unknownDistance.currmovenumber = 4;
    QTest::newRow("info mate -") << usi::Answer(unknownDistance)
                                 << "info depth 3 score mate - currmove e1d2^ currmovenumber 4";
    // The mate search's progress line.
    Info mate;
    mate.depth = 5;
    mate.nodes = 12000;
    mate.time = 40;
    mate.hashfull = 1;
    QTest::newRow("info mate search")
        << usi::Answer(mate) << "info depth 5 nodes 12000 time 40 hashfull 1";
    Info text;
    text.text = "error: move 2 'zz99': bad origin square; position kept before it";
    QTest::newRow("info string")
        << usi::Answer(text)
        << "info string error: move 2 'zz99': bad origin square; position kept before it";
    QTest::newRow("bestmove") << usi::Answer(
                                     usi::BestMove{usi::BestMove::Kind::Move, mv("c3c4"), {}})
                              << "bestmove c3c4";
    QTest::newRow("bestmove ponder")
        << usi::Answer(usi::BestMove{usi::BestMove::Kind::Move, mv("N*e4"), mv("f6f5")})
        << "bestmove N*e4 ponder f6f5";
    QTest::newRow("bestmove resign")
        << usi::Answer(usi::BestMove{usi::BestMove::Kind::Resign, {}, {}}) << "bestmove resign";
    QTest::newRow("bestmove win") << usi::Answer(usi::BestMove{usi::BestMove::Kind::Win, {}, {}})
                                  << "bestmove win";
    QTest::newRow("checkmate") << usi::Answer(usi::Checkmate{usi::Checkmate::Kind::Mate,
                                                             {mv("S*g8"), mv("e8f8"), mv("g8g7+"),
                                                              mv("f8e8"), mv("g7e8")}})
                               << "checkmate S*g8 e8f8 g8g7+ f8e8 g7e8";
    QTest::newRow("nomate") << usi::Answer(usi::Checkmate{usi::Checkmate::Kind::NoMate, {}})
                            << "checkmate nomate";
    QTest::newRow("timeout") << usi::Answer(usi::Checkmate{usi::Checkmate::Kind::Timeout, {}})
                             << "checkmate timeout";
    QTest::newRow("notimplemented")
        << usi::Answer(usi::Checkmate{usi::Checkmate::Kind::NotImplemented, {}})
        << "checkmate notimplemented";
}

void TestUsi::answersRoundTrip() {
    QFETCH(usi::Answer, answer);
    QFETCH(QString, line);
    QCOMPARE(q(usi::format(answer)), line);
    const auto parsed = usi::parseAnswer(line.toStdString());
    QVERIFY2(parsed.ok(), parsed.error.c_str());
    QVERIFY(*parsed.value == answer);
}

// Words may be separated by any run of spaces, tabs and returns (a CRLF line ends in '\r').
void TestUsi::oddSpacing_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("written");
    QTest::addColumn<bool>("command");
    QTest::newRow("leading tab") << QByteArray("\tusi") << "usi" << true;
    QTest::newRow("crlf") << QByteArray("isready\r") << "isready" << true;
    QTest::newRow("position") << QByteArray("  position \t startpos   moves\tc3c4  \t f6f5 \r")
                              << "position startpos moves c3c4 f6f5" << true;
    QTest::newRow("sfen") << QByteArray("position  sfen 4k3/8/8/8/8/8/8/4K3   b\t- 1  moves e1e2")
                          << "position sfen 4k3/8/8/8/8/8/8/4K3 b - 1 moves e1e2" << true;
    QTest::newRow("go") << QByteArray("go   btime\t100 wtime 200\r") << "go btime 100 wtime 200"
                        << true;
    QTest::newRow("setoption value trimmed")
        << QByteArray("setoption  name\tEvalFile value   /a b/c.nnue \r")
        << "setoption name EvalFile value /a b/c.nnue" << true;
    QTest::newRow("option name words") << QByteArray("option name  Clear\tHash type button")
                                       << "option name Clear Hash type button" << false;
    QTest::newRow("info") << QByteArray(" info\tdepth 3  score  cp\t12 pv  c3c4\r")
                          << "info depth 3 score cp 12 pv c3c4" << false;
    QTest::newRow("info string keeps inner spacing")
        << QByteArray("info string  two  spaces\there \r") << "info string two  spaces\there"
        << false;
    QTest::newRow("bestmove") << QByteArray("bestmove\tc3c4   ponder  f6f5\r")
                              << "bestmove c3c4 ponder f6f5" << false;
}

void TestUsi::oddSpacing() {
    QFETCH(QByteArray, line);
    QFETCH(QString, written);
    QFETCH(bool, command);
    const std::string text = line.toStdString();
    if (command) {
        const auto parsed = usi::parseCommand(text);
        QVERIFY2(parsed.ok(), parsed.error.c_str());
        QCOMPARE(q(usi::format(*parsed.value)), written);
    } else {
        const auto parsed = usi::parseAnswer(text);
        QVERIFY2(parsed.ok(), parsed.error.c_str());
        QCOMPARE(q(usi::format(*parsed.value)), written);
    }
}

void TestUsi::malformedCommands_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("error");
    QTest::newRow("go word") << "go btime abc"
                             << "go: 'btime' needs a whole number >= 0, found 'abc'";
    QTest::newRow("go negative") << "go wtime 100 byoyomi -5"
                                 << "go: 'byoyomi' needs a whole number >= 0, found '-5'";
    QTest::newRow("go missing") << "go depth"
                                << "go: 'depth' needs a whole number >= 0, found nothing";
    QTest::newRow("go nodes") << "go nodes 1e6"
                              << "go: 'nodes' needs a whole number >= 0, found '1e6'";
    QTest::newRow("go unknown") << "go sideways 3"
                                << "go: unknown parameter 'sideways'";
    QTest::newRow("go mate word")
        << "go mate soon"
        << "go mate: needs a time in milliseconds (at least 1) or 'infinite', found 'soon'";
    QTest::newRow("go mate 0")
        << "go mate 0"
        << "go mate: needs a time in milliseconds (at least 1) or 'infinite', found '0'";
    QTest::newRow("go mate two") << "go mate 100 200"
                                 << "go mate: takes one value, found also '200'";
    QTest::newRow("go perft") << "go perft deep"
                              << "go perft: needs a depth, a whole number, found 'deep'";
    QTest::newRow("position") << "position"
                              << "position: expected 'startpos' or 'sfen <sfen>', found nothing";
    QTest::newRow("position kind") << "position fen x"
                                   << "position: expected 'startpos' or 'sfen <sfen>', found 'fen'";
    QTest::newRow("sfen") << "position sfen 4k3/8/8/8/3Q4/8/8/4K3 b - 1"
                          << "position: SFEN: unknown piece 'Q' on rank 4";
    QTest::newRow("empty sfen") << "position sfen moves c3c4"
                                << "position: SFEN: empty position";
    QTest::newRow("setoption") << "setoption"
                               << "setoption: expected 'name <option> [value <x>]'";
    QTest::newRow("setoption no name") << "setoption name value 3"
                                       << "setoption: the option has no name";
    QTest::newRow("gameover") << "gameover maybe"
                              << "gameover: expected 'win', 'lose' or 'draw', found 'maybe'";
    QTest::newRow("bench") << "bench deep"
                           << "bench: the depth must be a whole number, found 'deep'";
    QTest::newRow("unknown") << "frobnicate now"
                             << "unknown command 'frobnicate'";
    QTest::newRow("unprintable") << "\x01\x02\xff garbage"
                                 << "unknown command '?\x3f?'";
}

void TestUsi::malformedCommands() {
    QFETCH(QString, line);
    QFETCH(QString, error);
    const auto parsed = usi::parseCommand(line.toLatin1().toStdString());
    QVERIFY(!parsed.value);
    QCOMPARE(q(parsed.error), error);
}

void TestUsi::malformedAnswers_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("error");
    QTest::newRow("id") << "id nickname x"
                        << "id: expected 'name' or 'author', found 'nickname'";
    QTest::newRow("option no type") << "option name Hash"
                                    << "option Hash: no type";
    QTest::newRow("option no name") << "option type spin"
                                    << "option: no name";
    QTest::newRow("option type") << "option name Hash type integer"
                                 << "option Hash: unknown type 'integer' (check, spin, combo, "
                                    "button, string or filename)";
    QTest::newRow("option spin default")
        << "option name Hash type spin default big"
        << "option Hash: a spin default is a whole number, found 'big'";
    QTest::newRow("option min") << "option name Hash type spin min x"
                                << "option Hash: 'min' needs a whole number, found 'x'";
    QTest::newRow("option check")
        << "option name Ponder type check default yes"
        << "option Ponder: a check default is 'true' or 'false', found 'yes'";
    QTest::newRow("option min on check") << "option name P type check default true min 1"
                                         << "option P: 'min' and 'max' are for spin options only";
    QTest::newRow("option var on spin") << "option name P type spin default 1 var 2"
                                        << "option P: 'var' is for combo options only";
    QTest::newRow("option button default") << "option name B type button default 1"
                                           << "option B: a button has no default";
    QTest::newRow("option field") << "option name B type button colour red"
                                  << "option B: unknown field 'colour'";
    QTest::newRow("bestmove") << "bestmove"
                              << "bestmove: no move";
    QTest::newRow("bestmove bad") << "bestmove zz99"
                                  << "bestmove: move 'zz99': bad origin square 'zz'";
    QTest::newRow("checkmate") << "checkmate"
                               << "checkmate: expected moves, 'nomate' or 'timeout'";
    QTest::newRow("checkmate bad")
        << "checkmate c3c4 x"
        << "checkmate: move 2: move 'x': expected <from><to>[+|^] or a drop like R*e5";
    QTest::newRow("unknown") << "Nodes searched: 30"
                             << "unknown answer 'Nodes'";
}

void TestUsi::malformedAnswers() {
    QFETCH(QString, line);
    QFETCH(QString, error);
    const auto parsed = usi::parseAnswer(line.toStdString());
    QVERIFY(!parsed.value);
    QCOMPARE(q(parsed.error), error);
}

void TestUsi::faultyLinesKeepWhatTheDialectKeeps() {
    // A position is set up to its first unreadable move (the engine keeps that position).
    auto p = usi::parseCommand("position startpos moves c3c4 zz99 f6f5");
    QVERIFY(p.value);
    QCOMPARE(q(p.error), QStringLiteral("position: move 2: move 'zz99': bad origin square 'zz'"));
    QCOMPARE(q(usi::format(*p.value)), QStringLiteral("position startpos moves c3c4"));
    p = usi::parseCommand("position startpos c3c4");
    QVERIFY(p.value);
    QCOMPARE(q(p.error),
             QStringLiteral("position: expected 'moves' after the position, found 'c3c4'"));
    QCOMPARE(q(usi::format(*p.value)), QStringLiteral("position startpos"));

    // An info line loses only its unreadable fields; the first problem is reported.
    auto i = usi::parseAnswer("info depth x wdl 1 2 3 score cp 12 pv c3c4 f6f5 string hi");
    QVERIFY(i.value);
    QCOMPARE(q(i.error), QStringLiteral("info: 'depth' needs a whole number >= 0, found 'x'"));
    QCOMPARE(q(usi::format(*i.value)), QStringLiteral("info score cp 12 pv c3c4 f6f5 string hi"));
    // A wdl field is three counts that sum to 1000, or it is left out.
    i = usi::parseAnswer("info score cp 40 wdl 600 x 300 nodes 5");
    QVERIFY(i.value);
    QCOMPARE(q(i.error), QStringLiteral("info: 'wdl' needs three whole numbers >= 0 (win, draw "
                                        "and loss per mille), found 'x'"));
    QCOMPARE(q(usi::format(*i.value)), QStringLiteral("info score cp 40 nodes 5"));
    i = usi::parseAnswer("info score cp 40 wdl 500 500 depth 3");
    QVERIFY(i.value);
    QCOMPARE(q(i.error), QStringLiteral("info: 'wdl' needs three whole numbers >= 0 (win, draw "
                                        "and loss per mille), found only 2"));
    QCOMPARE(q(usi::format(*i.value)), QStringLiteral("info depth 3 score cp 40"));
    i = usi::parseAnswer("info wdl 500 400 200 depth 3");
    QVERIFY(i.value);
    QCOMPARE(q(i.error), QStringLiteral("info: 'wdl 500 400 200' does not sum to 1000"));
    QCOMPARE(q(usi::format(*i.value)), QStringLiteral("info depth 3"));
    i = usi::parseAnswer("info wdl -1 1001 0");
    QVERIFY(i.value);
    QVERIFY2(i.error.starts_with("info: 'wdl' needs three whole numbers >= 0"), i.error.c_str());
    QVERIFY(!std::get<usi::Info>(*i.value).wdl);
    i = usi::parseAnswer("info pv c3c4 q7 f6f5 depth 4");
    QVERIFY(i.value);
    QVERIFY2(i.error.starts_with("info: pv move 2: move 'q7'"), i.error.c_str());
    QCOMPARE(q(usi::format(*i.value)), QStringLiteral("info depth 4 pv c3c4"));

    // A move is not lost to what follows it.
    auto b = usi::parseAnswer("bestmove c3c4 please");
    QVERIFY(b.value);
    QCOMPARE(q(b.error), QStringLiteral("bestmove: unexpected 'please'"));
    QCOMPARE(q(usi::format(*b.value)), QStringLiteral("bestmove c3c4"));
    b = usi::parseAnswer("bestmove c3c4 ponder zz");
    QVERIFY(b.value);
    QVERIFY2(b.error.starts_with("bestmove: ponder: "), b.error.c_str());
    QCOMPARE(q(usi::format(*b.value)), QStringLiteral("bestmove c3c4"));
}

void TestUsi::unknownAndBlankLines() {
    // Words after a command that takes none are ignored, as USI asks.
    auto c = usi::parseCommand("isready now");
    QVERIFY(c.ok() && std::holds_alternative<usi::IsReady>(*c.value));
    auto a = usi::parseAnswer("usiok at last");
    QVERIFY(a.ok() && std::holds_alternative<usi::UsiOk>(*a.value));
    // A blank line is nothing: no message, no error.
    for (const char* blank : {"", "   ", "\t\r"}) {
        c = usi::parseCommand(blank);
        QVERIFY(!c.value && c.error.empty());
        a = usi::parseAnswer(blank);
        QVERIFY(!a.value && a.error.empty());
    }
    // An answer is not a command, nor the other way round.
    QCOMPARE(q(usi::parseCommand("bestmove c3c4").error),
             QStringLiteral("unknown command 'bestmove'"));
    QCOMPARE(q(usi::parseAnswer("go depth 3").error), QStringLiteral("unknown answer 'go'"));
    QCOMPARE(q(std::string(usi::commandWord(" \tgo depth 3"))), QStringLiteral("go"));
}

void TestUsi::hostileLines() {
    // A line longer than the limit is refused without being read.
    const std::string huge = "position startpos moves " + std::string(usi::MaxLineLength, 'x');
    auto c = usi::parseCommand(huge);
    QVERIFY(!c.value);
    QVERIFY2(c.error.starts_with("line too long"), c.error.c_str());
    // Numbers beyond what a search takes are read as the largest it takes.
    c = usi::parseCommand("go btime 99999999999999999999999999 depth 4294967296");
    QVERIFY2(c.ok(), c.error.c_str());
    const auto& go = std::get<usi::Go>(*c.value);
    QCOMPARE(*go.btime, usi::MaxInt);
    QCOMPARE(*go.depth, usi::MaxInt);
    // Echoed input is cut and made printable.
    c = usi::parseCommand("go " + std::string(500, 'z') + "\x01 1");
    QCOMPARE(q(c.error), "go: unknown parameter '" + QString(40, QLatin1Char('z')) + "'");
    // Whole UTF-8 characters are kept (an engine's name), never cut in the middle.
    QCOMPARE(q(usi::printable("id name Ōgi 0.1.0")), QStringLiteral("id name Ōgi 0.1.0"));
    QCOMPARE(q(usi::printable("Ōgi", 1)), QStringLiteral("?"));
    QCOMPARE(q(usi::printable("\xc5 x\xe7\x8e")), QStringLiteral("? x??"));
    // Free text never makes a second line.
    usi::Info info;
    info.text = "one\ntwo\rthree";
    QCOMPARE(q(usi::format(info)), QStringLiteral("info string one two three"));
    QCOMPARE(q(usi::format(usi::SetOption{"A\nB", "x\ny"})),
             QStringLiteral("setoption name A B value x y"));
}

void TestUsi::positionOfAGame() {
    Game game;
    game.play(mv("c3c4"));
    game.play(mv("f6f5"));
    QCOMPARE(q(usi::format(usi::positionCommand(game))),
             QStringLiteral("position startpos moves c3c4 f6f5"));
    const Position start = *Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b RBrb 60");
    Game handicap(start);
    QCOMPARE(q(usi::format(usi::positionCommand(handicap))), "position sfen " + q(start.toSfen()));
}

QTEST_GUILESS_MAIN(TestUsi)
#include "tst_usi.moc"
