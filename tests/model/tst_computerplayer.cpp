// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The program's computer player plays exactly what ogi-engine plays: at level 10, one thread
// and the same node limit, it chooses the engine's move for "go nodes N" in every position
// (both go through ai::searchAtLevel). Also: it thinks within the clock it is given, and
// answers only for the turn it was asked.
#include "model/game/computerplayer.h"
#include "model/game/gameclock.h"
#include "rules/notation.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace ogi;

namespace {

constexpr std::uint64_t Nodes = 20000;
constexpr int PliesPerPosition = 4;

// The positions compared: the start, openings, a middlegame with drops, an endgame, and
// tactics where one move wins.
const char* const Positions[] = {
    "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1",
    "lnsiksnl/1r4b1/pp1ppppp/2p5/5P2/PPPPP1PP/1B4R1/LNSIKSNL w - 4",
    "l2ik2l/1r1s1s2/p1npp1np/1pp2pp1/3P1P2/PPP1P1RP/1BS2S2/LN1IK1NL b Bp 21",
    "4k3/2s5/3p4/8/4B3/8/3PP3/4K3 b RS2Pr2p 1",
    "l+R2k1nl/3ss1b1/n1pp1ppp/p3B3/1I2P3/P2P1PPP/+i1S3R1/LN2KSNL b 2P2p 25",
    "ln4sl/1s5k/p1pp3p/6+I1/4P3/PP+bP2PP/1B4R1/LNS2KNL b 4Pirsn2p 43",
};

// ogi-engine's answer to "go nodes N" in a fresh game from sfen.
QString engineMove(QProcess& engine, const QString& sfen) {
    const QByteArray commands = "usinewgame\nposition sfen " + sfen.toUtf8() + "\ngo nodes " +
                                QByteArray::number(qulonglong(Nodes)) + "\n";
    engine.write(commands);
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 60000) {
        while (engine.canReadLine()) {
            const QString line = QString::fromUtf8(engine.readLine()).trimmed();
            if (line.startsWith(QLatin1String("bestmove ")))
                return line.section(QLatin1Char(' '), 1, 1);
        }
        engine.waitForReadyRead(100);
    }
    return QStringLiteral("(no answer)");
}

} // namespace

class TestComputerPlayer : public QObject {
    Q_OBJECT
private slots:
    void playsWhatTheEnginePlays();
    void thinksWithinTheClock();
    void cancelledTurnGetsNoAnswer();
};

void TestComputerPlayer::playsWhatTheEnginePlays() {
    QProcess engine;
    engine.start(QStringLiteral(OGI_ENGINE_PATH), QStringList());
    QVERIFY(engine.waitForStarted(10000));
    engine.write("usi\nsetoption name Level value 10\nsetoption name Threads value 1\n");
    // Each position and the next plies of the line both choose from it.
    int compared = 0;
    for (const char* sfen : Positions) {
        const auto start = Position::fromSfen(sfen);
        QVERIFY2(start.ok(), sfen);
        Game game(*start);
        for (int ply = 0; ply < PliesPerPosition && !game.isOver(); ++ply) {
            // A fresh player for each search, as the engine starts each one afresh.
            ComputerPlayer player(ai::MaxLevel);
            ai::SearchLimits limits;
            limits.nodes = Nodes;
            player.setLimitsWithoutClock(limits);
            player.setSearchThreads(1);
            QSignalSpy chosen(&player, &Player::moveChosen);
            player.startTurn(game, nullptr);
            QVERIFY(chosen.wait(60000));
            const Move ours = chosen.at(0).at(0).value<Move>();
            const QString sfenNow = QString::fromStdString(game.position().toSfen());
            QCOMPARE(QString::fromStdString(moveToMachine(ours)), engineMove(engine, sfenNow));
            game.play(ours);
            ++compared;
        }
    }
    QVERIFY2(compared >= 12, qPrintable(QString::number(compared)));
    engine.write("quit\n");
    QVERIFY(engine.waitForFinished(10000));
}

void TestComputerPlayer::thinksWithinTheClock() {
    // 1.5 s left on its clock, no increment: it answers with time to spare, not after the
    // two seconds a move it takes without a clock.
    GameClock clock;
    clock.reset({TimeControl::Kind::Increment, 1500, 0, 0});
    clock.start(Sente);
    ComputerPlayer player(ai::MaxLevel);
    QSignalSpy chosen(&player, &Player::moveChosen);
    QElapsedTimer t;
    t.start();
    player.startTurn(Game(), &clock);
    QVERIFY(player.isThinking());
    QVERIFY(chosen.wait(30000));
    QVERIFY(Game().isLegal(chosen.at(0).at(0).value<Move>()));
    QVERIFY(!player.isThinking());
    std::printf("answered with 1.5 s on the clock after %lld ms\n", qlonglong(t.elapsed()));
}

void TestComputerPlayer::cancelledTurnGetsNoAnswer() {
    ComputerPlayer player(ai::MaxLevel);
    QSignalSpy chosen(&player, &Player::moveChosen);
    player.startTurn(Game(), nullptr);
    QTest::qWait(100);
    player.cancelTurn();
    QVERIFY(!player.isThinking());
    QTest::qWait(2500); // longer than its two seconds a move
    QCOMPARE(chosen.count(), 0);
    // Move now answers with the best so far: a search without end, so that only "move now"
    // can bring the answer (waited for generously: a loaded machine is slow to schedule).
    ai::SearchLimits endless;
    endless.infinite = true;
    player.setLimitsWithoutClock(endless);
    player.startTurn(Game(), nullptr);
    QTest::qWait(100);
    QCOMPARE(chosen.count(), 0);
    player.moveNow();
    QVERIFY(chosen.wait(30000));
    QCOMPARE(chosen.count(), 1);
}

QTEST_GUILESS_MAIN(TestComputerPlayer)
#include "tst_computerplayer.moc"
