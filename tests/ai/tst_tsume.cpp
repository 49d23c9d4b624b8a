// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The tsume collection as the program ships it (:/puzzles/tsume.txt) and the answers a puzzle
// mode gets while the player solves: the defender's strongest reply, the refutation of a
// wrong move, a hint, "is there a forced win here?", stop from another thread, and bad
// lines refused with the column at fault.
#include "ai/puzzlesolver.h"
#include "learn/puzzle.h"
#include "learn/solver.h"
#include "rules/notation.h"

#include <QFile>
#include <QTest>

#include <chrono>
#include <set>
#include <thread>

using namespace ogi;

namespace {

std::vector<learn::Puzzle> loadCollection(QString* error = nullptr) {
    std::vector<learn::Puzzle> list;
    QFile f(QStringLiteral(":/puzzles/tsume.txt"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        if (error) *error = QStringLiteral("cannot open :/puzzles/tsume.txt");
        return list;
    }
    int lineNo = 0;
    while (!f.atEnd()) {
        ++lineNo;
        const QByteArray line = f.readLine().chopped(1);
        if (line.isEmpty() || line.startsWith('#')) continue;
        const learn::PuzzleParse p = learn::parsePuzzleLine(line.toStdString());
        if (!p.puzzle) {
            if (error && error->isEmpty())
                *error =
                    QStringLiteral("line %1: %2").arg(lineNo).arg(QString::fromStdString(p.error));
            continue;
        }
        list.push_back(*p.puzzle);
    }
    return list;
}

// The brute-force solver's shortest win by checks (0: none within maxMoves).
int oracleLength(Position pos, History history, int maxMoves) {
    history.reserve(history.size() + 2 * maxMoves + 4);
    for (int n = 1; n <= maxMoves; ++n)
        if (learn::forcedKingCapture(pos, history, n, true)) return n;
    return 0;
}

void play(Position& pos, History& history, Move m) {
    UndoInfo u;
    pos.doMove(m, u);
    history.push(m, pos.key());
}

// The first puzzle of a length whose key move is followed by more than one defence that
// does not lose at once, so that "strongest" means something.
const learn::Puzzle* withChoice(const std::vector<learn::Puzzle>& list, int plies) {
    for (const learn::Puzzle& p : list) {
        if (p.plies != plies) continue;
        Position pos = p.position;
        History h;
        play(pos, h, p.solution[0]);
        MoveList replies;
        generateLegal(pos, h, replies);
        int safe = 0;
        for (Move r : replies) {
            Position q = pos;
            UndoInfo u;
            q.doMove(r, u);
            safe += !q.inCheck(pos.sideToMove());
        }
        if (safe >= 2) return &p;
    }
    return nullptr;
}

} // namespace

class TestTsume : public QObject {
    Q_OBJECT
private slots:
    void collectionIsWhole();
    void sampleIsProvedWithUniqueKeyMove();
    void strongestReplyToTheRightMove();
    void refutationOfWrongMoves();
    void hintIsTheKeyMove();
    void anyPosition();
    void stopFromAnotherThread();
    void badLines_data();
    void badLines();
};

// Every line parses (legal SFEN with both Kings, a legal solution of checks as long as it
// says), the ids and positions are unique, and every length is well represented.
void TestTsume::collectionIsWhole() {
    QString error;
    const std::vector<learn::Puzzle> list = loadCollection(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(list.size() >= 300);
    std::set<std::string> ids;
    std::set<Key> keys;
    std::map<int, int> byLength;
    for (const learn::Puzzle& p : list) {
        QVERIFY2(ids.insert(p.id).second, p.id.c_str());
        QVERIFY2(keys.insert(p.position.key()).second, p.id.c_str());
        QCOMPARE(p.id, learn::puzzleId(p.position.toSfen()));
        QVERIFY(p.rating >= 500 && p.rating <= 3000);
        ++byLength[p.plies];
    }
    for (int plies : {1, 3, 5, 7})
        QVERIFY2(byLength[plies] >= 50, qPrintable(QString::number(plies)));
}

// A sample across the collection (every eighth line): the mate search proves it in exactly
// its length (so no shorter win), finds one winning first move only, the solution's, and
// the solution's defences are the longest.
void TestTsume::sampleIsProvedWithUniqueKeyMove() {
    const std::vector<learn::Puzzle> list = loadCollection();
    QVERIFY(!list.empty());
    ai::MateSearch search(16);
    for (std::size_t i = 0; i < list.size(); i += 8) {
        const learn::Puzzle& p = list[i];
        ai::MateLimits lim;
        lim.maxMoves = p.attackerMoves();
        const ai::MateResult r = search.solve(p.position, History(), ai::MateMode::Checks, lim);
        QCOMPARE(r.status, ai::MateStatus::Win);
        QCOMPARE(r.moves, p.attackerMoves());
        ai::MateStatus status;
        const std::vector<Move> wins = search.winningMoves(
            p.position, History(), ai::MateMode::Checks, p.attackerMoves(), {}, &status);
        QCOMPARE(status, ai::MateStatus::Win);
        QCOMPARE(int(wins.size()), 1);
        QCOMPARE(wins[0], p.solution[0]);
        Position pos = p.position;
        History h;
        int left = p.attackerMoves();
        for (std::size_t k = 0; k < p.solution.size(); ++k) {
            if (k % 2) {
                const ai::DefenceResult d = search.defend(pos, h, ai::MateMode::Checks, left, {});
                QCOMPARE(d.outcome, ai::DefenceResult::Loses);
                QCOMPARE(d.moves, left);
            } else {
                --left;
            }
            play(pos, h, p.solution[k]);
        }
    }
}

// The right key move: the puzzle goes on, and the reply resists as long as any reply can
// (the brute-force solver measures every reply); the last check leaves only the capture.
void TestTsume::strongestReplyToTheRightMove() {
    const std::vector<learn::Puzzle> list = loadCollection();
    const learn::Puzzle* p = withChoice(list, 5);
    QVERIFY(p);
    ai::PuzzleSolver solver;
    const int n = p->attackerMoves();
    const ai::PuzzleSolver::Answer a = solver.answer(p->position, History(), p->solution[0], n);
    QCOMPARE(a.verdict, ai::PuzzleSolver::Answer::Continues);
    QVERIFY(a.check);
    Position pos = p->position;
    History h;
    play(pos, h, p->solution[0]);
    int longest = 0;
    MoveList replies;
    generateLegal(pos, h, replies);
    for (Move r : replies) {
        Position q = pos;
        History hq = h;
        play(q, hq, r);
        const int len = oracleLength(q, hq, n - 1);
        QVERIFY(len > 0);
        longest = std::max(longest, len);
    }
    Position afterReply = pos;
    History hr = h;
    play(afterReply, hr, a.reply);
    QCOMPARE(oracleLength(afterReply, hr, n - 1), longest);
    QCOMPARE(a.movesLeft, longest);
    // The line after the reply is legal and made of checks.
    for (std::size_t i = 0; i + 1 < a.line.size(); ++i) {
        MoveList legal;
        generateLegal(afterReply, hr, legal);
        QVERIFY(legal.contains(a.line[i]));
        play(afterReply, hr, a.line[i]);
        if (i % 2 == 0) QVERIFY(afterReply.inCheck());
    }

    // Played out to the last check of the solution: every reply loses, the capture is next.
    Position last = p->position;
    History hl;
    for (std::size_t i = 0; i + 1 < p->solution.size(); ++i) play(last, hl, p->solution[i]);
    const ai::PuzzleSolver::Answer end = solver.answer(last, hl, p->solution.back(), 2);
    QCOMPARE(end.verdict, ai::PuzzleSolver::Answer::Continues);
    QCOMPARE(end.movesLeft, 1);
    QCOMPARE(end.line.size(), std::size_t(1)); // the capture
}

// Another check, a move that is no check, an illegal move, a move that takes the King.
void TestTsume::refutationOfWrongMoves() {
    const std::vector<learn::Puzzle> list = loadCollection();
    ai::PuzzleSolver solver;
    int refuted = 0;
    for (int plies : {3, 5}) {
        const learn::Puzzle* p = withChoice(list, plies);
        QVERIFY(p);
        const int n = p->attackerMoves();
        MoveList moves;
        generateLegal(p->position, History(), moves);
        bool sawQuiet = false;
        for (Move m : moves) {
            if (m == p->solution[0]) continue;
            Position pos = p->position;
            History h;
            play(pos, h, m);
            if (!pos.inCheck() && sawQuiet) continue;
            const ai::PuzzleSolver::Answer a = solver.answer(p->position, History(), m, n);
            QCOMPARE(a.check, pos.inCheck());
            QCOMPARE(a.verdict, ai::PuzzleSolver::Answer::Wrong);
            QVERIFY(!a.reply.isNone());
            if (!a.check) {
                sawQuiet = true;
                continue;
            }
            // The refutation: after it, no forced capture by checks in the moves left (or
            // the defender took the attacker's King).
            Position q = pos;
            History hq = h;
            const bool takesKing = !a.reply.isDrop() && q.pieceOn(a.reply.to()) != NoPiece &&
                                   typeOf(q.pieceOn(a.reply.to())) == King;
            play(q, hq, a.reply);
            if (!takesKing) QCOMPARE(oracleLength(q, hq, n - 1), 0);
            ++refuted;
        }
    }
    QVERIFY(refuted >= 2);
    const learn::Puzzle& p = list.front();
    QCOMPARE(solver.answer(p.position, History(), Move::board(0, 63), p.attackerMoves()).verdict,
             ai::PuzzleSolver::Answer::Illegal);
    QCOMPARE(solver.answer(p.position, History(), p.solution[0], 0).verdict,
             ai::PuzzleSolver::Answer::Illegal);
    const Position exposed = *Position::fromSfen("4k3/8/8/8/8/8/4r3/4K3 w - 1");
    QCOMPARE(solver.answer(exposed, History(), *parseMachineMove("e2e1"), 1).verdict,
             ai::PuzzleSolver::Answer::Solved);
}

void TestTsume::hintIsTheKeyMove() {
    const std::vector<learn::Puzzle> list = loadCollection();
    ai::PuzzleSolver solver;
    for (int plies : {1, 3, 5, 7}) {
        for (const learn::Puzzle& p : list) {
            if (p.plies != plies) continue;
            ai::MateStatus status;
            QCOMPARE(solver.hint(p.position, History(), p.attackerMoves(), {}, &status),
                     p.solution[0]);
            QCOMPARE(status, ai::MateStatus::Win);
            // One move short: no hint.
            QVERIFY(
                solver.hint(p.position, History(), p.attackerMoves() - 1, {}, &status).isNone());
            QCOMPARE(status, ai::MateStatus::NoWin);
            break;
        }
    }
}

// "Is there a forced win here, and how long?" on any position, in either mode.
void TestTsume::anyPosition() {
    ai::PuzzleSolver solver;
    ai::MateLimits lim;
    lim.maxMoves = 3;
    ai::MateResult r = solver.analyse(Position::start(), History(), ai::MateMode::AnyMove, lim);
    QCOMPARE(r.status, ai::MateStatus::NoWin);
    const std::vector<learn::Puzzle> list = loadCollection();
    const learn::Puzzle& p = list.back();
    lim.maxMoves = 7;
    int reports = 0;
    r = solver.analyse(p.position, History(), ai::MateMode::Checks, lim,
                       [&](const ai::MateProgress&) { ++reports; });
    QCOMPARE(r.status, ai::MateStatus::Win);
    QCOMPARE(r.moves, p.attackerMoves());
    QVERIFY(reports >= 1);
}

// As a GUI would: the search on a worker thread, stop() from this one.
void TestTsume::stopFromAnotherThread() {
    ai::PuzzleSolver solver;
    ai::MateLimits lim;
    lim.maxMoves = ai::MateSearch::MaxMateMoves;
    ai::MateResult r;
    std::thread worker(
        [&] { r = solver.analyse(Position::start(), History(), ai::MateMode::AnyMove, lim); });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    solver.stop();
    worker.join();
    QCOMPARE(r.status, ai::MateStatus::Unknown);
    QVERIFY(r.stopped);
    solver.resetStop();
    lim.maxMoves = 2;
    QCOMPARE(solver.analyse(Position::start(), History(), ai::MateMode::AnyMove, lim).status,
             ai::MateStatus::NoWin);
}

void TestTsume::badLines_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("column");
    const QString sfen = QStringLiteral("4k3/8/4P3/8/8/8/8/4K3 b R 1");
    const QString ok = QStringLiteral("abc\t1\t900\t%1\tR*e7\t").arg(sfen);
    QVERIFY(learn::parsePuzzleLine(ok.toStdString()).puzzle); // the base line is fine
    QTest::newRow("columns") << QStringLiteral("abc\t1\t900") << QStringLiteral("6 tab");
    QTest::newRow("id") << QString(ok).replace(0, 3, QString()) << QStringLiteral("column 1");
    QTest::newRow("plies") << QString(ok).replace(QStringLiteral("\t1\t"), QStringLiteral("\t2\t"))
                           << QStringLiteral("column 2");
    QTest::newRow("rating") << QString(ok).replace(QStringLiteral("900"), QStringLiteral("hard"))
                            << QStringLiteral("column 3");
    QTest::newRow("sfen") << QString(ok).replace(QStringLiteral("4k3"), QStringLiteral("4k9"))
                          << QStringLiteral("column 4");
    QTest::newRow("one king") << QString(ok).replace(QStringLiteral("4k3"), QStringLiteral("8"))
                              << QStringLiteral("column 4");
    QTest::newRow("not a move") << QString(ok).replace(QStringLiteral("R*e7"), QStringLiteral("zz"))
                                << QStringLiteral("column 5");
    QTest::newRow("illegal") << QString(ok).replace(QStringLiteral("R*e7"), QStringLiteral("R*e6"))
                             << QStringLiteral("column 5");
    QTest::newRow("no check") << QString(ok).replace(QStringLiteral("R*e7"), QStringLiteral("R*a1"))
                              << QStringLiteral("column 5");
    QTest::newRow("too long") << QString(ok).replace(QStringLiteral("R*e7"),
                                                     QStringLiteral("R*e7 e8d8"))
                              << QStringLiteral("column 5");
    QTest::newRow("binary") << QStringLiteral("\x01\x02\t\xff") << QStringLiteral("6 tab");
}

void TestTsume::badLines() {
    QFETCH(QString, line);
    QFETCH(QString, column);
    const learn::PuzzleParse p = learn::parsePuzzleLine(line.toStdString());
    QVERIFY(!p.puzzle);
    QVERIFY2(QString::fromStdString(p.error).contains(column), p.error.c_str());
}

QTEST_GUILESS_MAIN(TestTsume)
#include "tst_tsume.moc"
