// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The real ogi-engine binary, driven through its standard input and output as a GUI would:
// handshake, options, searching under each kind of limit, answering isready/stop/quit while
// searching, and bad input answered with an error line and no crash.
#include "ai/winchance.h"
#include "rules/game.h"
#include "rules/notation.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#if defined(__linux__)
#include <unistd.h>
#endif

using namespace ogi;

namespace {

// How long a test waits for what must come. Only what happens is judged, never how fast: a
// loaded machine or a sanitizer build may take many times longer than an idle one, and a
// bound that it can break rejects good work at random. (Waits for what must NOT come stay
// short: the engine gets no more time to misbehave than a GUI would give it.)
constexpr int Eventually = 30000;

// What the engine's search may use beyond its time, in CPU time: the first search clears the
// hash table, a sanitizer's runtime has work of its own, and the clock is looked at every
// 256 nodes.
constexpr int CpuSlack = 1000;

class Engine {
public:
    Engine() {
        m_proc.setProgram(QStringLiteral(OGI_ENGINE_PATH));
        m_proc.start();
    }
    ~Engine() {
        if (m_proc.state() != QProcess::NotRunning) {
            m_proc.kill();
            m_proc.waitForFinished(2000);
        }
    }
    bool started() { return m_proc.waitForStarted(Eventually); }
    void send(const QByteArray& line) {
        m_proc.write(line + '\n');
        m_proc.waitForBytesWritten(1000);
    }
    // Reads lines until one starts with prefix (returned), or the timeout ("" then). Every
    // line read is kept in lines().
    QString waitFor(const QString& prefix, int timeoutMs = Eventually) {
        QElapsedTimer t;
        t.start();
        for (;;) {
            while (m_proc.canReadLine()) {
                const QString line = QString::fromUtf8(m_proc.readLine()).trimmed();
                m_lines.append(line);
                if (line.startsWith(prefix)) return line;
            }
            const int left = timeoutMs - int(t.elapsed());
            if (left <= 0 || m_proc.state() == QProcess::NotRunning) return {};
            m_proc.waitForReadyRead(std::min(left, 50));
        }
    }
    QStringList takeLines() { return std::exchange(m_lines, {}); }
    QProcess& process() { return m_proc; }
    // The CPU time (user and system) the engine's process has used so far, in ms, or -1
    // where the system does not say (read from /proc on Linux). A loaded machine stretches
    // the wall clock but not this: a search that keeps to its time, with one thread, uses
    // at most that time of the processor however late the scheduler lets it run, so this
    // is what "the engine keeps to its time" is checked with.
    qint64 cpuMs() const {
#if defined(__linux__)
        QFile stat(QStringLiteral("/proc/%1/stat").arg(m_proc.processId()));
        if (!stat.open(QIODevice::ReadOnly)) return -1;
        // The fields after the command name (which ends with the line's last ')'): state,
        // ppid, ... utime and stime are the 12th and 13th, in clock ticks.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() < 13) return -1;
        const qint64 ticks = fields[11].toLongLong() + fields[12].toLongLong();
        return ticks * 1000 / sysconf(_SC_CLK_TCK);
#else
        return -1;
#endif
    }
    // Waits until the engine has read every command sent so far (its start and the position
    // included), so that what comes next is measured alone.
    bool ready() {
        send("isready");
        return !waitFor(QStringLiteral("readyok")).isEmpty();
    }

private:
    QProcess m_proc;
    QStringList m_lines;
};

// The move of a "bestmove" line, checked against the game.
bool legalBestMove(const QString& line, const Game& game) {
    const QStringList parts = line.split(QLatin1Char(' '));
    if (parts.size() < 2 || parts[0] != QLatin1String("bestmove")) return false;
    const auto m = parseMachineMove(parts[1].toStdString());
    return m.ok() && game.isLegal(*m);
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT
private slots:
    void handshakeListsOptions();
    void searchesToDepthWithInfo();
    void movetimeIsKept();
    void clockAndByoyomi();
    void nodesLimit();
    void infiniteUntilStopAnsweringIsready();
    void stopLatency();
    void fastClockGamesAreNotLostOnTime();
    void quitWhileSearching();
    void setOptions();
    void severalThreads();
    void multiPvLines();
    void malformedCommands();
    void perftAndDisplayStillWork();
    void benchIsDeterministic();
    void noLegalMoveResigns();
    void malformedPositions_data();
    void malformedPositions();
    void repetitionThroughPositionCommand();
    void perftOutputFormat();
    void goMateFindsShortestLine();
    void goMateNomateTimeoutAndStop();
    void goMateBadInput();
    void goMateChecksOnly();
    void nnueOptions();
    void levelsBelowTenEvaluateByHand();
    void showWdl();
};

void TestEngine::handshakeListsOptions() {
    Engine e;
    QVERIFY(e.started());
    e.send("usi");
    QVERIFY(!e.waitFor(QStringLiteral("usiok")).isEmpty());
    const QString all = e.takeLines().join(QLatin1Char('\n'));
    // The name as the project writes it, in UTF-8.
    QVERIFY2(all.contains(QStringLiteral("id name Ōgi ")), qPrintable(all));
    QVERIFY(all.contains(QStringLiteral("id author the Ōgi developers")));
    QVERIFY(all.contains(QLatin1String("option name Hash type spin")));
    QVERIFY(all.contains(QLatin1String("option name Level type spin default 10 min 1 max 10")));
    QVERIFY(all.contains(QLatin1String("option name Threads type spin")));
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
}

void TestEngine::searchesToDepthWithInfo() {
    Engine e;
    QVERIFY(e.started());
    e.send("position startpos moves c3c4 f6f5");
    e.send("go depth 5");
    const QString best = e.waitFor(QStringLiteral("bestmove"));
    Game game;
    game.play(*parseMachineMove("c3c4"));
    game.play(*parseMachineMove("f6f5"));
    QVERIFY2(legalBestMove(best, game), qPrintable(best));
    int depths = 0;
    for (const QString& l : e.takeLines()) {
        if (!l.startsWith(QLatin1String("info depth"))) continue;
        ++depths;
        for (const char* field : {" seldepth ", " score ", " nodes ", " nps ", " time ", " pv "})
            QVERIFY2(l.contains(QLatin1String(field)), qPrintable(l));
        QVERIFY(l.contains(QLatin1String(" score cp ")) ||
                l.contains(QLatin1String(" score mate ")));
        // The PV is in machine form and playable from the position.
        Game g = game;
        const QStringList words = l.section(QLatin1String(" pv "), 1).split(QLatin1Char(' '));
        for (const QString& w : words) {
            const auto m = parseMachineMove(w.toStdString());
            QVERIFY2(m.ok() && g.play(*m) == Illegal::None, qPrintable(l));
            if (g.isOver()) break;
        }
    }
    QCOMPARE(depths, 5);
}

// movetime is used, not ignored: the answer comes no sooner than (most of) the time, which
// load can only lengthen; and it is kept: the search used no more of the processor than the
// time (with a margin), which load cannot lengthen. The wall-clock time is printed.
void TestEngine::movetimeIsKept() {
    Engine e;
    QVERIFY(e.started());
    e.send("position startpos");
    QVERIFY(e.ready());
    const qint64 cpu = e.cpuMs();
    QElapsedTimer t;
    t.start();
    e.send("go movetime 400");
    const QString best = e.waitFor(QStringLiteral("bestmove"));
    const qint64 wall = t.elapsed();
    QVERIFY2(legalBestMove(best, Game()), qPrintable(best));
    QVERIFY2(wall >= 300, qPrintable(QString::number(wall)));
    const qint64 used = cpu < 0 ? -1 : e.cpuMs() - cpu;
    qInfo("movetime 400: answered after %lld ms, %lld ms of CPU time", wall, used);
    QVERIFY2(used <= 400 + CpuSlack, qPrintable(QString::number(used)));
}

// With a clock the engine takes a share of it: never more than the clock and the byoyomi
// hold, far less with a long game ahead. Checked in CPU time (see Engine::cpuMs()).
void TestEngine::clockAndByoyomi() {
    Engine e;
    QVERIFY(e.started());
    e.send("position startpos moves c3c4");
    QVERIFY(e.ready());
    Game game;
    game.play(*parseMachineMove("c3c4"));
    qint64 cpu = e.cpuMs();
    e.send("go btime 1000 wtime 1000 byoyomi 300");
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), game));
    qint64 used = cpu < 0 ? -1 : e.cpuMs() - cpu;
    qInfo("1 s + byoyomi 0.3 s: %lld ms of CPU time", used);
    QVERIFY2(used <= 1000 + 300 + CpuSlack, qPrintable(QString::number(used)));
    cpu = e.cpuMs();
    e.send("go btime 3000 wtime 3000 binc 100 winc 100");
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), game));
    used = cpu < 0 ? -1 : e.cpuMs() - cpu;
    qInfo("3 s + 0.1 s: %lld ms of CPU time", used);
    QVERIFY2(used <= 3000 / 4 + CpuSlack, qPrintable(QString::number(used)));
}

void TestEngine::nodesLimit() {
    Engine e;
    QVERIFY(e.started());
    e.send("position startpos");
    e.send("go nodes 20000");
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), Game()));
    for (const QString& l : e.takeLines()) {
        if (!l.startsWith(QLatin1String("info depth"))) continue;
        const qint64 nodes =
            l.section(QLatin1String(" nodes "), 1).section(QLatin1Char(' '), 0, 0).toLongLong();
        QVERIFY2(nodes <= 20000, qPrintable(l));
    }
}

void TestEngine::infiniteUntilStopAnsweringIsready() {
    Engine e;
    QVERIFY(e.started());
    e.send("position startpos");
    e.send("go infinite");
    QTest::qWait(300);
    // Answered while the search goes on (it is infinite: no bestmove before stop).
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
    QTest::qWait(200);
    // No bestmove before stop, even with isready in between.
    for (const QString& l : e.takeLines()) QVERIFY(!l.startsWith(QLatin1String("bestmove")));
    QVERIFY(e.waitFor(QStringLiteral("bestmove"), 300).isEmpty());
    e.send("stop");
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), Game()));
    // The engine is ready for the next search.
    e.send("go depth 2");
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), Game()));
}

void TestEngine::stopLatency() {
    Engine e;
    QVERIFY(e.started());
    e.send("position sfen l2ik2l/1r1s1s2/p1npp1np/1pp2pp1/3P1P2/PPP1P1RP/1BS2S2/LN1IK1NL b Bp");
    e.send("go infinite");
    QTest::qWait(500);
    e.takeLines();
    QElapsedTimer t;
    t.start();
    e.send("stop");
    // The answer must come; how fast is printed (a few ms on an idle machine), not judged:
    // a loaded machine or a sanitizer build may take longer to schedule the two processes.
    QVERIFY(
        legalBestMove(e.waitFor(QStringLiteral("bestmove")),
                      Game(*Position::fromSfen(
                          "l2ik2l/1r1s1s2/p1npp1np/1pp2pp1/3P1P2/PPP1P1RP/1BS2S2/LN1IK1NL b Bp"))));
    qInfo("stop answered after %lld ms", static_cast<long long>(t.elapsed()));
}

// Six games at 0.3 s + 0.03 s a side, the engine playing both sides as two processes, the
// clocks kept by this test from the time between "go" and "bestmove", as a GUI keeps them.
// Every move must be legal, and the engine must not use more of the processor than the
// mover's clock holds (with CpuSlack): CPU time, which a loaded machine or a sanitizer build
// does not stretch as it does the wall clock. The worst wall-clock overrun is printed.
void TestEngine::fastClockGamesAreNotLostOnTime() {
    constexpr int Time = 300, Inc = 30;
    Engine engines[2];
    for (Engine& e : engines) QVERIFY(e.started());
    int worst = -Time;
    int moves = 0;
    for (int g = 0; g < 6; ++g) {
        Game game;
        int clocks[2] = {Time, Time};
        for (Engine& e : engines) e.send("usinewgame");
        for (int ply = 0; ply < 100 && !game.isOver() && !game.canClaimDraw(); ++ply) {
            const Side side = game.sideToMove();
            Engine& e = engines[(side + g) % 2];
            QByteArray cmd = "position startpos moves";
            for (Move m : game.moves()) cmd += ' ' + QByteArray::fromStdString(moveToMachine(m));
            e.send(cmd);
            const qint64 cpu = e.cpuMs();
            QElapsedTimer t;
            t.start();
            e.send(QStringLiteral("go btime %1 wtime %2 binc %3 winc %3")
                       .arg(clocks[Sente])
                       .arg(clocks[Gote])
                       .arg(Inc)
                       .toLatin1());
            const QString best = e.waitFor(QStringLiteral("bestmove"));
            const int used = int(t.elapsed());
            const qint64 cpuUsed = cpu < 0 ? -1 : e.cpuMs() - cpu;
            worst = std::max(worst, used - clocks[side]);
            if (used > clocks[side] - 20)
                qInfo("game %d ply %d: close call, %d ms used of %d", g, ply, used, clocks[side]);
            QVERIFY2(cpuUsed <= clocks[side] + CpuSlack,
                     qPrintable(QStringLiteral("game %1 ply %2: %3 ms of CPU time, %4 on the clock")
                                    .arg(g)
                                    .arg(ply)
                                    .arg(cpuUsed)
                                    .arg(clocks[side])));
            QVERIFY2(legalBestMove(best, game), qPrintable(best));
            clocks[side] = std::max(0, clocks[side] - used) + Inc;
            game.play(*parseMachineMove(best.section(QLatin1Char(' '), 1, 1).toStdString()));
            e.takeLines();
            ++moves;
        }
    }
    qInfo("%d moves; worst move: %d ms beyond the clock (negative: time left)", moves, worst);
    QVERIFY(moves > 100);
}

void TestEngine::quitWhileSearching() {
    Engine e;
    QVERIFY(e.started());
    e.send("position startpos");
    e.send("go infinite");
    QTest::qWait(200);
    // The search is infinite: only quit can end the process.
    e.send("quit");
    QVERIFY(e.process().waitForFinished(Eventually));
    QCOMPARE(e.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(e.process().exitCode(), 0);
}

void TestEngine::setOptions() {
    Engine e;
    QVERIFY(e.started());
    e.send("setoption name Hash value 32");
    e.send("setoption name Level value 1");
    e.send("setoption name Threads value 1");
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
    for (const QString& l : e.takeLines())
        QVERIFY2(!l.contains(QLatin1String("error")), qPrintable(l));
    // Level 1 searches one ply: its deepest info line says depth 1.
    e.send("position startpos");
    QVERIFY(e.ready());
    const qint64 cpu = e.cpuMs();
    e.send("go movetime 1000");
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), Game()));
    // Depth-capped: it does not use the second (in CPU time, see Engine::cpuMs()).
    const qint64 used = cpu < 0 ? -1 : e.cpuMs() - cpu;
    QVERIFY2(used < 500, qPrintable(QString::number(used)));
    for (const QString& l : e.takeLines())
        if (l.startsWith(QLatin1String("info depth")))
            QVERIFY2(l.startsWith(QLatin1String("info depth 1 ")), qPrintable(l));
}

void TestEngine::multiPvLines() {
    Engine e;
    QVERIFY(e.started());
    e.send("usi");
    QVERIFY(!e.waitFor(QStringLiteral("usiok")).isEmpty());
    QVERIFY(e.takeLines().contains(
        QLatin1String("option name MultiPV type spin default 1 min 1 max 16")));
    // Out of range or not a number: a clear error, and the option keeps its value (1).
    for (const QByteArray& value : {QByteArray("0"), QByteArray("17"), QByteArray("three")}) {
        e.send("setoption name MultiPV value " + value);
        const QString err = e.waitFor(QStringLiteral("info string error"));
        QCOMPARE(err, QStringLiteral("info string error: setoption MultiPV: value '%1' is not a "
                                     "number from 1 to 16; unchanged")
                          .arg(QString::fromLatin1(value)));
    }
    e.send("position startpos moves c3c4");
    e.send("go depth 3");
    Game game;
    game.play(*parseMachineMove("c3c4"));
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), game));
    QStringList infos = e.takeLines().filter(QRegularExpression(QStringLiteral("^info depth")));
    QCOMPARE(infos.size(), 3); // one line per depth, as without the option
    for (const QString& l : infos) QVERIFY2(!l.contains(QLatin1String("multipv")), qPrintable(l));

    // Three lines: per depth, "multipv 1" to "multipv 3" in order, each with its score and a
    // different first move; bestmove is the first line's move.
    e.send("setoption name MultiPV value 3");
    e.send("go depth 4");
    const QString best = e.waitFor(QStringLiteral("bestmove"));
    QVERIFY2(legalBestMove(best, game), qPrintable(best));
    infos = e.takeLines().filter(QRegularExpression(QStringLiteral("^info depth")));
    QCOMPARE(infos.size(), 4 * 3);
    const QRegularExpression line(QStringLiteral(
        "^info depth (\\d+) seldepth \\d+ multipv (\\d) score (cp|mate) -?\\d+ nodes \\d+ nps \\d+ "
        "time \\d+ hashfull \\d+ pv (\\S+)( \\S+)*$"));
    for (int depth = 1; depth <= 4; ++depth) {
        QSet<QString> firstMoves;
        for (int k = 1; k <= 3; ++k) {
            const QString& l = infos[(depth - 1) * 3 + k - 1];
            const QRegularExpressionMatch m = line.match(l);
            QVERIFY2(m.hasMatch(), qPrintable(l));
            // The first line at the iteration's depth, the later ones up to two plies less.
            const int lineDepth = m.captured(1).toInt();
            if (k == 1) QCOMPARE(lineDepth, depth);
            QVERIFY2(lineDepth <= depth && lineDepth >= std::max(1, depth - 2), qPrintable(l));
            QCOMPARE(m.captured(2).toInt(), k);
            const auto move = parseMachineMove(m.captured(4).toStdString());
            QVERIFY2(move.ok() && game.isLegal(*move), qPrintable(l));
            firstMoves.insert(m.captured(4));
        }
        QCOMPARE(firstMoves.size(), 3);
    }
    QCOMPARE(best.section(QLatin1Char(' '), 1, 1),
             line.match(infos[9]).captured(4)); // depth 4, line 1
}

void TestEngine::severalThreads() {
    // Threads 2 at full strength: a legal move at the depth asked, and stop ends both threads
    // at once. (That the helper really searches is checked in tst_threads.)
    Engine e;
    QVERIFY(e.started());
    e.send("setoption name Threads value 2");
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
    for (const QString& l : e.takeLines())
        QVERIFY2(!l.contains(QLatin1String("error")), qPrintable(l));
    e.send("position startpos moves c3c4 f6f5");
    e.send("go depth 6");
    Game game;
    game.play(*parseMachineMove("c3c4"));
    game.play(*parseMachineMove("f6f5"));
    const QString best = e.waitFor(QStringLiteral("bestmove"), 60000);
    QVERIFY2(legalBestMove(best, game), qPrintable(best));
    bool depth6 = false;
    for (const QString& l : e.takeLines()) depth6 |= l.startsWith(QLatin1String("info depth 6 "));
    QVERIFY(depth6);

    // One search, one bestmove, also when the next commands arrive as the answer is being
    // written. (Reading stdin used to flush the output a second time, racing the search
    // thread's write: about one answer in ten came out twice.)
    for (int i = 0; i < 40; ++i) {
        e.send("go depth 2");
        QVERIFY(!e.waitFor(QStringLiteral("bestmove")).isEmpty());
        e.send("position startpos moves c3c4 f6f5");
        e.send("isready");
        QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
        QCOMPARE(e.takeLines().filter(QRegularExpression(QStringLiteral("^bestmove"))).size(), 1);
    }

    const char* middle = "l2ik2l/1r1s1s2/p1npp1np/1pp2pp1/3P1P2/PPP1P1RP/1BS2S2/LN1IK1NL b Bp";
    e.send(QByteArray("position sfen ") + middle);
    e.send("go infinite");
    QTest::qWait(300);
    e.send("stop");
    const QString stopped = e.waitFor(QStringLiteral("bestmove"));
    QVERIFY2(legalBestMove(stopped, Game(*Position::fromSfen(middle))), qPrintable(stopped));
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
}

void TestEngine::malformedCommands() {
    Engine e;
    QVERIFY(e.started());
    const QList<QByteArray> bad = {
        "frobnicate",
        "go depth abc",
        "go nodes -5",
        "go sideways 3",
        "position",
        "position sfen not/a/real/sfen b - 1",
        "position startpos moves c3c4 zz99",
        "position startpos moves c3c5",
        "setoption name Hash value lots",
        "setoption name Level value 11",
        "setoption name Threads value 65",
        "setoption name MultiPV value 17",
        "setoption name Colour value red",
        "setoption",
        "go perft 0",
        "bench 99",
        QByteArray("\x01\x02\xff garbage"),
    };
    for (const QByteArray& line : bad) {
        e.send(line);
        const QString err = e.waitFor(QStringLiteral("info string error"));
        QVERIFY2(!err.isEmpty(), line.constData());
        e.takeLines();
        QCOMPARE(e.process().state(), QProcess::Running);
    }
    // A bad move keeps the position before it: c3c4 was played, Gote is to move.
    e.send("position startpos moves c3c4 zz99");
    e.send("go depth 2");
    Game game;
    game.play(*parseMachineMove("c3c4"));
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), game));
    // go while searching is refused, and the search goes on.
    e.send("go infinite");
    QTest::qWait(100);
    e.send("go depth 1");
    QVERIFY(!e.waitFor(QStringLiteral("info string error")).isEmpty());
    e.send("stop");
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), game));
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
}

void TestEngine::perftAndDisplayStillWork() {
    Engine e;
    QVERIFY(e.started());
    e.send("position startpos");
    e.send("go perft 2");
    const QString nodes = e.waitFor(QStringLiteral("Nodes searched:"));
    Position pos = Position::start();
    MoveList list;
    generate<GenType::All>(pos, list);
    std::uint64_t expected = 0;
    for (Move m : list) {
        UndoInfo u;
        pos.doMove(m, u);
        expected += std::uint64_t(countMoves(pos));
        pos.undoMove(m, u);
    }
    QCOMPARE(nodes, QStringLiteral("Nodes searched: %1").arg(expected));
    e.send("d");
    QVERIFY(e.waitFor(QStringLiteral("sfen:")).contains(QLatin1String("lnsiksnl/1r4b1")));
}

void TestEngine::benchIsDeterministic() {
    QString first;
    for (int run = 0; run < 2; ++run) {
        Engine e;
        QVERIFY(e.started());
        e.send("bench 4");
        const QString nodes = e.waitFor(QStringLiteral("Nodes searched:"));
        QVERIFY(!nodes.isEmpty());
        QVERIFY(!e.waitFor(QStringLiteral("Nodes/second:")).isEmpty());
        QVERIFY(nodes.section(QLatin1Char(' '), 2).toLongLong() > 1000);
        if (run == 0)
            first = nodes;
        else
            QCOMPARE(nodes, first);
    }
}

void TestEngine::noLegalMoveResigns() {
    Engine e;
    QVERIFY(e.started());
    // Gote's King has been captured: nothing to play.
    e.send("position sfen 8/8/8/8/8/8/8/4K3 w -");
    e.send("go depth 3");
    QCOMPARE(e.waitFor(QStringLiteral("bestmove")), QStringLiteral("bestmove resign"));
}

void TestEngine::malformedPositions_data() {
    QTest::addColumn<QByteArray>("command");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty sfen") << QByteArray("position sfen") << "empty position";
    QTest::newRow("7 ranks")
        << QByteArray("position sfen lnsiksnl/1r4b1/pppppppp/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1")
        << "7 ranks";
    QTest::newRow("9 ranks")
        << QByteArray("position sfen lnsiksnl/1r4b1/pppppppp/8/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1")
        << "more than 8 ranks";
    QTest::newRow("9 files")
        << QByteArray("position sfen lnsiksnl/1r4b1/ppppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1")
        << "more than 8 files";
    QTest::newRow("bad letter") << QByteArray("position sfen 4k3/8/8/8/3Q4/8/8/4K3 b - 1")
                                << "unknown piece 'Q' on rank 4";
    QTest::newRow("+K") << QByteArray("position sfen 4+k3/8/8/8/8/8/8/4K3 b - 1")
                        << "a King cannot be promoted";
    QTest::newRow("negative hand")
        << QByteArray("position sfen 4k3/8/8/8/8/8/8/4K3 b -3P 1") << "in hand";
    QTest::newRow("huge hand") << QByteArray(
                                      "position sfen 4k3/8/8/8/8/8/8/4K3 b 123456789012345P 1")
                               << "too large";
    QTest::newRow("king in hand") << QByteArray("position sfen 4k3/8/8/8/8/8/8/4K3 b K 1")
                                  << "a King cannot be in hand";
    QTest::newRow("truncated") << QByteArray("position sfen 4k3/8/8/8/8/8/8/4K3 b")
                               << "missing hands";
    QTest::newRow("truncated moves") << QByteArray("position startpos moves c3") << "move 1";
    QTest::newRow("not a move keyword")
        << QByteArray("position startpos c3c4") << "expected 'moves'";
}

void TestEngine::malformedPositions() {
    QFETCH(QByteArray, command);
    QFETCH(QString, error);
    Engine e;
    QVERIFY(e.started());
    e.send("position startpos moves c3c4");
    e.send(command);
    const QString line = e.waitFor(QStringLiteral("info string error"));
    QVERIFY2(line.contains(error), qPrintable(line));
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
    QCOMPARE(e.process().state(), QProcess::Running);
}

void TestEngine::repetitionThroughPositionCommand() {
    Engine e;
    QVERIFY(e.started());
    // The fifth move repeats g2h2 into the very position it produced before: illegal, and the
    // position reached before it is kept.
    e.send("position startpos moves g2h2 b7a7 h2g2 a7b7 g2h2 b7a7");
    const QString error = e.waitFor(QStringLiteral("info string error"));
    QVERIFY2(error.contains(QLatin1String("move 5 'g2h2' is illegal")) &&
                 error.contains(QLatin1String("repetition")),
             qPrintable(error));
    e.send("d");
    const QString sfen = e.waitFor(QStringLiteral("sfen:"));
    QCOMPARE(sfen, QStringLiteral("sfen: %1")
                       .arg(QLatin1String(Position::StartSfen.data()))
                       .replace(QLatin1String(" 1"), QLatin1String(" 5")));
    // The same position reached by other moves is fine.
    e.takeLines();
    e.send("position startpos moves g2h2 b7a7 h2g2 a7b7 g2f2 b7a7 f2g2");
    e.send("d");
    QVERIFY(!e.waitFor(QStringLiteral("sfen:")).isEmpty());
    for (const QString& l : e.takeLines())
        QVERIFY2(!l.contains(QLatin1String("error")), qPrintable(l));
}

void TestEngine::perftOutputFormat() {
    Engine e;
    QVERIFY(e.started());
    e.send("position startpos moves c3c4");
    e.send("go perft 2");
    QVERIFY(!e.waitFor(QStringLiteral("info string")).isEmpty());
    const QStringList lines = e.takeLines();
    // One "<move>: <count>" line per legal move, an empty line, the total, the speed.
    Game game;
    game.play(*parseMachineMove("c3c4"));
    MoveList list;
    game.legalMoves(list);
    QCOMPARE(lines.size(), list.size() + 3);
    qulonglong total = 0;
    for (int i = 0; i < list.size(); ++i) {
        const QStringList parts = lines[i].split(QStringLiteral(": "));
        QCOMPARE(parts.size(), 2);
        const auto m = parseMachineMove(parts[0].toStdString());
        QVERIFY2(m.ok() && list.contains(*m), qPrintable(lines[i]));
        total += parts[1].toULongLong();
    }
    QCOMPARE(lines[list.size()], QString());
    QCOMPARE(lines[list.size() + 1], QStringLiteral("Nodes searched: %1").arg(total));
    QVERIFY(lines[list.size() + 2].startsWith(QLatin1String("info string")));
    QVERIFY(lines[list.size() + 2].contains(QLatin1String("nodes/s")));
}

// "go mate": the answer line is the shortest King capture, legal move by move from the
// position, and ends with the capture; a repetition from the game's moves is respected.
void TestEngine::goMateFindsShortestLine() {
    Engine e;
    QVERIFY(e.started());
    const QByteArray sfen = "ln5l/1s2+Isbk/p1pp3p/6p1/4P3/PPPP2PP/1B4R1/LNS2KNL b S3Pirnp 39";
    e.send("position sfen " + sfen);
    e.send("go mate 5000");
    const QString answer = e.waitFor(QStringLiteral("checkmate"));
    QVERIFY2(answer.startsWith(QLatin1String("checkmate ")), qPrintable(answer));
    const QStringList words = answer.split(QLatin1Char(' ')).mid(1);
    Game game(*Position::fromSfen(sfen.toStdString()));
    int sente = 0;
    for (const QString& w : words) {
        QVERIFY2(!game.isOver(), qPrintable(answer));
        sente += game.sideToMove() == Sente;
        const auto m = parseMachineMove(w.toStdString());
        QVERIFY2(m.ok() && game.play(*m) == Illegal::None, qPrintable(answer));
    }
    QCOMPARE(game.outcome().result, Result::SenteWins);
    QCOMPARE(game.outcome().termination, Termination::KingCaptured);
    QCOMPARE(sente, 3); // the forced capture in 3 of tests/data/tactics.tsv
    QVERIFY(answer.startsWith(QLatin1String("checkmate S*g8 ")));
    // Progress lines came before the answer.
    QVERIFY(
        e.takeLines().filter(QRegularExpression(QStringLiteral("^info depth \\d+ nodes"))).size() >=
        2);
}

void TestEngine::goMateNomateTimeoutAndStop() {
    Engine e;
    QVERIFY(e.started());
    // Nothing within two moves from the start: proved, so "nomate".
    e.send("setoption name MateMoves value 2");
    e.send("position startpos");
    e.send("go mate 5000");
    QCOMPARE(e.waitFor(QStringLiteral("checkmate")), QStringLiteral("checkmate nomate"));
    // Nothing proved either way in 50 ms within 31 moves: "timeout".
    e.send("setoption name MateMoves value 31");
    e.send("go mate 50");
    QCOMPARE(e.waitFor(QStringLiteral("checkmate")), QStringLiteral("checkmate timeout"));
    // infinite: answers only when stopped, and the engine is then ready for a search.
    e.send("go mate infinite");
    QTest::qWait(200);
    QVERIFY(e.waitFor(QStringLiteral("checkmate"), 100).isEmpty());
    e.send("stop");
    QCOMPARE(e.waitFor(QStringLiteral("checkmate")), QStringLiteral("checkmate timeout"));
    e.send("go depth 2");
    QVERIFY(legalBestMove(e.waitFor(QStringLiteral("bestmove")), Game()));
}

void TestEngine::goMateBadInput() {
    Engine e;
    QVERIFY(e.started());
    for (const QByteArray& line :
         {QByteArray("go mate"), QByteArray("go mate soon"), QByteArray("go mate 0"),
          QByteArray("go mate -3"), QByteArray("go mate 100 200"),
          QByteArray("setoption name MateMoves value 32"),
          QByteArray("setoption name MateMoves value 0"),
          QByteArray("setoption name MateChecks value maybe")}) {
        e.send(line);
        QVERIFY2(!e.waitFor(QStringLiteral("info string error")).isEmpty(), line.constData());
        QCOMPARE(e.process().state(), QProcess::Running);
    }
    // A game already over: nothing to find, at once.
    e.send("position sfen 4k3/8/8/8/8/8/8/4R3 b - 1");
    e.send("go mate 1000");
    QCOMPARE(e.waitFor(QStringLiteral("checkmate")), QStringLiteral("checkmate nomate"));
}

// A King capture in 3 whose first move gives no check: found with any move, not by checks.
void TestEngine::goMateChecksOnly() {
    Engine e;
    QVERIFY(e.started());
    e.send("setoption name MateMoves value 3");
    e.send("position sfen lns2knl/1r2s1b1/pppIpppp/3p4/8/P1PPPPPP/1B4RL/LNS1KSN1 b Ip 11");
    e.send("go mate 5000");
    const QString answer = e.waitFor(QStringLiteral("checkmate"));
    QCOMPARE(answer.split(QLatin1Char(' ')).size(), 6); // three moves each way but the last
    e.send("setoption name MateChecks value true");
    e.send("go mate 5000");
    QCOMPARE(e.waitFor(QStringLiteral("checkmate")), QStringLiteral("checkmate nomate"));
}

// The built-in network is on by default; UseNNUE switches to the hand-written evaluation and
// back; EvalFile loads another network, and a file that is missing or not a network is
// answered with an error while the network in use stays.
void TestEngine::nnueOptions() {
    Engine e;
    QVERIFY(e.started());
    e.send("usi");
    QVERIFY(!e.waitFor(QStringLiteral("usiok")).isEmpty());
    const QString options = e.takeLines().join(QLatin1Char('\n'));
    QVERIFY(options.contains(QLatin1String("option name UseNNUE type check default true")));
    static const QRegularExpression evalFile(
        QStringLiteral("option name EvalFile type string default (ogi-[0-9a-f]{12}\\.nnue)"));
    const auto builtin = evalFile.match(options);
    QVERIFY2(builtin.hasMatch(), qPrintable(options));

    // The bench with the network (the default) differs from the one without, which is the
    // bench of the hand-written evaluation.
    auto benchNodes = [&] {
        e.send("bench 5");
        return e.waitFor(QStringLiteral("Nodes searched:"), 60000);
    };
    const QString learned = benchNodes();
    e.send("setoption name UseNNUE value false");
    const QString handWritten = benchNodes();
    e.send("setoption name UseNNUE value true");
    QCOMPARE(benchNodes(), learned);
    QVERIFY(!handWritten.isEmpty() && !learned.isEmpty());
    QVERIFY(handWritten != learned);
    for (const QString& l : e.takeLines())
        QVERIFY2(!l.contains(QLatin1String("error")), qPrintable(l));

    // A missing file, then a file that is not a network: an error each, and the built-in
    // network still plays (the same bench).
    QTemporaryDir dir;
    const QByteArray missing = (dir.path() + QStringLiteral("/no such.nnue")).toUtf8();
    e.send("setoption name EvalFile value " + missing);
    QString line = e.waitFor(QStringLiteral("info string"));
    QVERIFY2(line.startsWith(QLatin1String("info string error: setoption EvalFile: cannot open")),
             qPrintable(line));
    QVERIFY2(line.contains(QLatin1String("no such.nnue")) &&
                 line.contains(builtin.captured(1) + QLatin1String(" stays in use")),
             qPrintable(line));
    QFile junk(dir.path() + QStringLiteral("/junk.nnue"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("OGI-NNUE\x01\0\0\0 too short");
    junk.close();
    e.send("setoption name EvalFile value " + junk.fileName().toUtf8());
    line = e.waitFor(QStringLiteral("info string"));
    QVERIFY2(line.startsWith(QLatin1String("info string error: setoption EvalFile: ")) &&
                 line.contains(QLatin1String("stays in use")),
             qPrintable(line));
    QCOMPARE(benchNodes(), learned);

    // The repository's network file, loaded by path, is the built-in network.
    e.send("setoption name EvalFile value " OGI_NNUE_NET);
    line = e.waitFor(QStringLiteral("info string"));
    QVERIFY2(line.startsWith(QLatin1String("info string EvalFile: network ") + builtin.captured(1) +
                             QLatin1String(" loaded from")),
             qPrintable(line));
    QCOMPARE(benchNodes(), learned);
    e.send("setoption name EvalFile value " + builtin.captured(1).toUtf8());
    line = e.waitFor(QStringLiteral("info string"));
    QCOMPARE(line, QLatin1String("info string EvalFile: the built-in network ") +
                       builtin.captured(1) + QLatin1String(" is in use"));

    // Switching back gives the hand-written evaluation's bench again; a bad value is refused.
    e.send("setoption name UseNNUE value false");
    QCOMPARE(benchNodes(), handWritten);
    e.send("setoption name UseNNUE value maybe");
    line = e.waitFor(QStringLiteral("info string"));
    QVERIFY2(line.contains(QLatin1String("is not true or false")), qPrintable(line));
}

// The levels below 10 evaluate by hand whatever UseNNUE says (their strength was measured
// so), as the program's do; level 10 follows the option.
void TestEngine::levelsBelowTenEvaluateByHand() {
    Engine e;
    QVERIFY(e.started());
    QStringList errors;
    // The nodes of a depth-6 search from a fresh table, and its move.
    auto search = [&](const char* level, const char* useNnue) {
        e.send(QByteArray("setoption name Level value ") + level);
        e.send(QByteArray("setoption name UseNNUE value ") + useNnue);
        e.send("usinewgame");
        e.send("position startpos");
        e.send("go depth 6");
        const QString best = e.waitFor(QStringLiteral("bestmove"));
        QString last;
        for (const QString& l : e.takeLines()) {
            if (l.startsWith(QLatin1String("info depth 6 "))) last = l;
            if (l.contains(QLatin1String("error"))) errors << l;
        }
        return last.section(QLatin1String(" nodes "), 1).section(QLatin1Char(' '), 0, 0) +
               QLatin1Char(' ') + best;
    };
    const QString level9Learned = search("9", "true");
    const QString level9Hand = search("9", "false");
    QVERIFY2(level9Learned.at(0).isDigit(), qPrintable(level9Learned)); // a depth-6 line
    QCOMPARE(level9Learned, level9Hand);
    const QString level10Learned = search("10", "true");
    const QString level10Hand = search("10", "false");
    QCOMPARE(level10Hand, level9Hand); // no noise at 9 and 10: the same search by hand
    QVERIFY2(level10Learned != level10Hand, qPrintable(level10Learned));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
}

// USI_ShowWDL: off by default, and then no line has "wdl"; on, every info line with a score
// has "wdl W D L" right after it: per mille, summing to 1000, the win ahead of the loss when
// the score is positive, certain for a mate score, and from the model of the evaluation in use
// (the network at level 10 with UseNNUE, the hand-written one otherwise).
void TestEngine::showWdl() {
    Engine e;
    QVERIFY(e.started());
    e.send("usi");
    QVERIFY(!e.waitFor(QStringLiteral("usiok")).isEmpty());
    QVERIFY(
        e.takeLines().contains(QLatin1String("option name USI_ShowWDL type check default false")));

    static const QRegularExpression scoreField(QStringLiteral(
        " score (cp|mate) (-?\\d+)(?: lowerbound| upperbound)?( wdl (\\d+) (\\d+) (\\d+))?( |$)"));
    struct Seen {
        int lines = 0, withWdl = 0, positive = 0, negative = 0, mateWin = 0, mateLoss = 0;
        QStringList wrong; // the lines that break a rule
    };
    // Searches the position to a depth and checks each line with a score; evaluation: the
    // model the lines must follow (none: USI_ShowWDL off).
    auto search = [&](const QByteArray& sfen, const char* depth,
                      std::optional<ai::EvalKind> evaluation) {
        Seen seen;
        e.send("usinewgame");
        e.send("position sfen " + sfen);
        e.send(QByteArray("go depth ") + depth);
        if (e.waitFor(QStringLiteral("bestmove"), 60000).isEmpty()) seen.wrong << "no bestmove";
        const int stage = ai::gameStage(*Position::fromSfen(sfen.toStdString()));
        for (const QString& l : e.takeLines()) {
            if (l.contains(QLatin1String("error"))) seen.wrong << l;
            if (!l.startsWith(QLatin1String("info"))) continue;
            const auto m = scoreField.match(l);
            if (!m.hasMatch()) {
                if (l.contains(QLatin1String(" wdl "))) seen.wrong << l; // no score, no wdl
                continue;
            }
            ++seen.lines;
            if (m.captured(3).isEmpty()) continue;
            ++seen.withWdl;
            const int w = m.captured(4).toInt(), d = m.captured(5).toInt(),
                      lo = m.captured(6).toInt();
            const int value = m.captured(2).toInt();
            bool ok = w >= 0 && d >= 0 && lo >= 0 && w + d + lo == 1000;
            if (m.captured(1) == QLatin1String("mate")) {
                ok = ok && (value > 0 ? w == 1000 : lo == 1000);
                ++(value > 0 ? seen.mateWin : seen.mateLoss);
            } else {
                // The rounding keeps each within one of its chance: near 0 cp the two may meet.
                if (value > 0) ok = ok && w >= lo && (value < 20 || w > lo);
                if (value < 0) ok = ok && lo >= w && (value > -20 || lo > w);
                seen.positive += value > 0;
                seen.negative += value < 0;
                if (evaluation) ok = ok && ai::wdl(value, stage, *evaluation) == ai::Wdl{w, d, lo};
            }
            if (!ok) seen.wrong << l;
        }
        return seen;
    };
    // Sente is a Rook up; then the same with Gote to move; then a King capture in 3 for Sente,
    // and the position after its first move, Gote to move.
    const QByteArray ahead = "lnsiksnl/6b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1";
    const QByteArray behind = "lnsiksnl/6b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL w - 2";
    const QByteArray mating = "ln5l/1s2+Isbk/p1pp3p/6p1/4P3/PPPP2PP/1B4R1/LNS2KNL b S3Pirnp 39";
    const QByteArray mated = "ln4Sl/1s2+Isbk/p1pp3p/6p1/4P3/PPPP2PP/1B4R1/LNS2KNL w 3Pirnp 40";

    // Off (the default): lines with a score, none with wdl.
    Seen off = search(ahead, "6", std::nullopt);
    QVERIFY2(off.wrong.isEmpty(), qPrintable(off.wrong.join(QLatin1Char('\n'))));
    QVERIFY(off.lines >= 6);
    QCOMPARE(off.withWdl, 0);

    e.send("setoption name USI_ShowWDL value true");
    for (const char* useNnue : {"true", "false"}) {
        e.send(QByteArray("setoption name UseNNUE value ") + useNnue);
        const auto evaluation = *useNnue == 't' ? ai::EvalKind::Network : ai::EvalKind::Hand;
        const Seen up = search(ahead, "6", evaluation);
        const Seen down = search(behind, "6", evaluation);
        const Seen win = search(mating, "8", evaluation);
        const Seen loss = search(mated, "8", evaluation);
        for (const Seen* seen : {&up, &down, &win, &loss}) {
            QVERIFY2(seen->wrong.isEmpty(), qPrintable(seen->wrong.join(QLatin1Char('\n'))));
            QCOMPARE(seen->withWdl, seen->lines);
        }
        QVERIFY2(up.positive >= 6, useNnue);
        QVERIFY2(down.negative >= 6, useNnue);
        QVERIFY2(win.mateWin >= 1, useNnue);
        QVERIFY2(loss.mateLoss >= 1, useNnue);
    }
    // Below level 10 the search evaluates by hand, and so does the model.
    e.send("setoption name UseNNUE value true");
    e.send("setoption name Level value 9");
    const Seen level9 = search(ahead, "6", ai::EvalKind::Hand);
    QVERIFY2(level9.wrong.isEmpty(), qPrintable(level9.wrong.join(QLatin1Char('\n'))));
    QVERIFY(level9.withWdl >= 1 && level9.withWdl == level9.lines);

    // Off again; a bad value is refused and leaves it as it was.
    e.send("setoption name Level value 10");
    e.send("setoption name USI_ShowWDL value false");
    const Seen offAgain = search(ahead, "5", std::nullopt);
    QVERIFY(offAgain.lines >= 5 && offAgain.withWdl == 0 && offAgain.wrong.isEmpty());
    e.send("setoption name USI_ShowWDL value yes");
    const QString line = e.waitFor(QStringLiteral("info string"));
    QCOMPARE(line, QLatin1String("info string error: setoption USI_ShowWDL: value 'yes' is not "
                                 "true or false; unchanged"));
    QCOMPARE(search(ahead, "5", std::nullopt).withWdl, 0);
}

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
