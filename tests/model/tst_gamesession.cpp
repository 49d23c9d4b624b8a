// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameSession without a window: whole games between a human (moves entered as the board
// enters them) and the computer with clocks; answers that come too late are dropped (new
// game, takeback, pause); Move now, Stop and Resume; hints; the computer against itself at a
// watchable pace; players and levels changed during a game; a goal that judges every move;
// the training rule; an exercise (a lesson whose other side does not move: the game goes on
// from the position reached, never a document); save, open and review (variations, clocks shown per
// move, navigation pausing the computer); the journal and its restore after a crash, the time of
// the move in progress included.
#include "model/analysis/adviser.h"
#include "model/analysis/analyser.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/document/journal.h"
#include "model/files/recordfile.h"
#include "model/game/computerplayer.h"
#include "model/game/gameclock.h"
#include "model/game/gamegoal.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "rules/movegen.h"
#include "rules/notation.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ogi;

namespace {
constexpr int Slow = 60000; // generous: a loaded 2-core machine, sanitizers

Move mv(const GameSession& session, const char* text) {
    const auto m = parseMove(session.model()->position(), text);
    if (!m.ok()) qFatal("bad move %s", text);
    return *m;
}

void play(GameSession& session, std::initializer_list<const char*> moves) {
    for (const char* text : moves) session.runner()->play(mv(session, text));
}

std::size_t plies(const GameSession& session) {
    return session.model()->game().moves().size();
}

GameSetup humanAgainstComputer(int level, Side computer = Gote, TimeControl tc = {}) {
    GameSetup g;
    g.info.players[computer] = PlayerInfo::computer(level);
    g.info.timeControl = tc;
    return g;
}

// A clock long enough that the computer at full strength thinks for minutes.
const TimeControl LongClock{TimeControl::Kind::Increment, 6 * 3600 * 1000, 0, 0};

// Opens path as the program does (RecordFiles::openFile): the file is read, then loaded; on
// failure nothing changes and *error says why.
bool open(GameSession& session, const QString& path, QString* error = nullptr) {
    const auto record = readRecordFile(path, error);
    if (!record) return false;
    session.load(*record, path);
    return true;
}

QString writeFile(const QTemporaryDir& dir, const char* name, const char* text) {
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}

// A lesson-like goal: only Pawn moves are accepted ("move a Pawn"); it is reached when a
// Pawn stands on rank 5.
class PawnGoal : public GameGoal {
public:
    MoveVerdict judgeMove(const Game& game, Move move) override {
        ++judged;
        if (move.isDrop() || typeOf(game.position().pieceOn(move.from())) != Pawn)
            return MoveVerdict::refuse(QStringLiteral("Move a Pawn."));
        return MoveVerdict::play();
    }
    void movePlayed(const Game& game) override {
        ++played;
        if (game.position().pieces(Sente, Pawn) & RankBB[4]) emit finished(true, "Well done.");
    }
    int judged = 0;
    int played = 0;
};
// A lesson where Gote does not move: after each Sente move the game goes on from the
// position reached, Sente to move again.
class PassGoal : public GameGoal {
public:
    MoveVerdict judgeMove(const Game&, Move) override { return MoveVerdict::play(); }
    void movePlayed(const Game&) override { emit passTurn(); }
};
} // namespace

class TestGameSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void humanAgainstComputerWithClock();
    void computerAnswersOnlyForItsTurn();
    void moveNowStopAndResume();
    void hintIsShownNotPlayed();
    void hintPausesTheLiveAnalysis();
    void computerAgainstComputerAtWatchablePace();
    void playersAndLevelChangedDuringGame();
    void undoAndResignAgainstComputer();
    void clockRunsOut();
    void trainingRefusesAndAsksAgain();
    void ruleChosenPerGameAndKeptInTheRecord();
    void playersChangedDuringTheGame();
    void goalJudgesEveryMove();
    void exerciseGoesOnAndIsNoDocument();
    void saveOpenAndReview();
    void savingWhileSteppedBackKeepsEverything();
    void navigatingPausesComputer();
    void stoppedComputersSideIsPlayedByTheUser();
    void recordedClocksFollowNavigation();
    void badFileChangesNothing();
    void journalAndRestore();
    void crashKeepsTimeOfMoveInProgress();
    void newGameFromPositionKeepsPlayers();
    void publishesWhatIsAllowed();
    void humanClockStandsStillWhileAway();
};

void TestGameSession::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("OgiTest");
    QCoreApplication::setApplicationName("tst_gamesession");
}

void TestGameSession::init() {
    // What an earlier test function left unsaved is not this one's.
    QFile::remove(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                  QStringLiteral("/journal.json"));
}

void TestGameSession::humanAgainstComputerWithClock() {
    GameSession session;
    QSignalSpy ended(&session, &GameSession::gameEnded);
    session.start(humanAgainstComputer(3, Gote, {TimeControl::Kind::Byoyomi, 600000, 30000, 0}));
    QVERIFY(session.runner()->isHumanToMove());
    QVERIFY(session.runner()->clock()->isRunning());
    QCOMPARE(session.runner()->clock()->runningSide(), Sente);
    // Five moves each: the human's as the board enters them, the computer's answers.
    for (int turn = 0; turn < 5 && !session.model()->isOver(); ++turn) {
        MoveList legal;
        session.model()->game().legalMoves(legal);
        Move m = legal.moves[0];
        for (const char* text : {"c3c4", "d3d4", "e3e4", "f3f4", "h3h4"}) {
            const auto wanted = parseMove(session.model()->position(), text);
            if (wanted.ok() && legal.contains(*wanted)) {
                m = *wanted;
                break;
            }
        }
        const std::size_t before = plies(session);
        session.runner()->play(m);
        QCOMPARE(plies(session), before + 1);
        if (session.model()->isOver()) break;
        QVERIFY(!session.runner()->isHumanToMove());
        QCOMPARE(session.runner()->clock()->runningSide(), Gote);
        QTRY_VERIFY_WITH_TIMEOUT(plies(session) == before + 2 || session.model()->isOver(), Slow);
        // The computer's move was legal (it may have won, though).
        QVERIFY(session.model()->game().outcome().termination != Termination::IllegalMove);
        if (session.model()->isOver()) break;
        QVERIFY(session.runner()->isHumanToMove());
        QCOMPARE(session.runner()->clock()->runningSide(), Sente);
    }
    QVERIFY(plies(session) >= 4);
    // The clock after each move is kept for the record.
    QCOMPARE(session.info().clocks.size(), plies(session));
    for (qint64 ms : session.info().clocks) QVERIFY(ms > 500000 && ms <= 600000);
    QVERIFY(session.document()->isModified());
    const QString journal = session.journal()->filePath();
    if (!session.model()->isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(journal), Slow); // the game in progress is kept
        session.runner()->resign();                             // the human resigns
        QCOMPARE(ended.at(0).at(0).value<Result>(), Result::GoteWins);
    }
    QCOMPARE(ended.count(), 1);
    QVERIFY(!session.runner()->clock()->isRunning());
    // The finished game is unsaved work too, until the program ends cleanly.
    QVERIFY(session.document()->isModified());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(journal), Slow);
    session.close();
    QVERIFY(!QFile::exists(journal));
}

void TestGameSession::computerAnswersOnlyForItsTurn() {
    GameSession session;
    session.start(humanAgainstComputer(10, Gote, LongClock));
    play(session, {"c3c4"});
    QTRY_VERIFY_WITH_TIMEOUT(session.runner()->isThinking(), Slow);
    // A new game while it thinks: two humans; no answer of the old search arrives.
    session.start(GameSetup());
    QVERIFY(!session.runner()->isThinking());
    QTest::qWait(300);
    QVERIFY(session.model()->game().moves().empty());
    // A takeback while it thinks: nothing arrives for the withdrawn turn either.
    session.start(humanAgainstComputer(10, Gote, LongClock));
    play(session, {"c3c4"});
    QTRY_VERIFY_WITH_TIMEOUT(session.runner()->isThinking(), Slow);
    session.undo();
    QCOMPARE(plies(session), std::size_t(0));
    QVERIFY(session.runner()->isHumanToMove());
    QTest::qWait(300);
    QCOMPARE(plies(session), std::size_t(0));
    // The computer now plays Sente: its first move comes, for this game, once.
    session.start(humanAgainstComputer(3, Sente));
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(1), Slow);
    QVERIFY(session.runner()->isHumanToMove());
    QTest::qWait(200);
    QCOMPARE(plies(session), std::size_t(1));
}

void TestGameSession::moveNowStopAndResume() {
    GameSession session;
    session.start(humanAgainstComputer(10, Gote, LongClock));
    play(session, {"c3c4"});
    QTRY_VERIFY_WITH_TIMEOUT(session.runner()->isThinking(), Slow);
    session.stopComputer();
    QVERIFY(session.runner()->isPaused());
    QVERIFY(!session.runner()->isThinking());
    QVERIFY(!session.runner()->clock()->isRunning());
    QTest::qWait(300);
    QCOMPARE(plies(session), std::size_t(1)); // stopped: it does not move
    session.runner()->resume();
    QVERIFY(!session.runner()->isPaused());
    QVERIFY(session.runner()->clock()->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(session.runner()->isThinking(), Slow);
    QTest::qWait(100); // a first iteration
    session.runner()->moveNow();
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Slow);
    QVERIFY(!session.model()->isOver());
}

void TestGameSession::hintIsShownNotPlayed() {
    GameSession session;
    QSignalSpy hint(&session, &GameSession::hintFound);
    QSignalSpy info(&session, &GameSession::searchInfo);
    session.requestHint();
    QVERIFY(session.adviser()->isHinting());
    QVERIFY(hint.wait(Slow));
    QVERIFY(!session.adviser()->isHinting());
    const Move suggested = hint.at(0).at(0).value<Move>();
    QVERIFY(session.model()->game().isLegal(suggested));
    QVERIFY(info.count() > 0);
    QCOMPARE(plies(session), std::size_t(0)); // shown, not played
    // A move before the hint arrives makes it void.
    session.requestHint();
    play(session, {"c3c4"});
    QVERIFY(!session.adviser()->isHinting());
    QTest::qWait(200);
    QCOMPARE(hint.count(), 1);
}

// The hint is found by the live analysis's engine: the analysis pauses (no line shown) and
// then resumes on the position in view, with lines of that position only.
void TestGameSession::hintPausesTheLiveAnalysis() {
    GameSession session;
    Analyser* analyser = session.adviser()->analyser();
    analyser->setLineCount(3);
    analyser->setActive(true);
    QTRY_VERIFY_WITH_TIMEOUT(!analyser->lines().empty(), Slow);
    QSignalSpy hint(&session, &GameSession::hintFound);
    int linesWhileHinting = 0;
    connect(analyser, &Analyser::linesChanged, this, [&] {
        if (session.adviser()->isHinting() && !analyser->lines().empty()) ++linesWhileHinting;
    });
    // Every line shown belongs to the position in view.
    auto linesOfPositionInView = [&] {
        const Game& game = session.model()->game();
        if (analyser->position().key() != game.position().key()) return false;
        for (const AnalysisLine& l : analyser->lines())
            if (!game.isLegal(l.pv.front())) return false;
        return true;
    };
    connect(analyser, &Analyser::linesChanged, this, [&] { QVERIFY(linesOfPositionInView()); });

    session.requestHint();
    QCOMPARE(analyser->state(), Analyser::State::Paused);
    QVERIFY(analyser->lines().empty());
    QVERIFY(hint.wait(Slow));
    QCOMPARE(linesWhileHinting, 0);
    QTRY_COMPARE_WITH_TIMEOUT(analyser->state(), Analyser::State::Analysing, Slow);
    QVERIFY(linesOfPositionInView());

    // A move during the hint drops it: the analysis goes on from the new position.
    session.requestHint();
    QCOMPARE(analyser->state(), Analyser::State::Paused);
    play(session, {"c3c4"});
    QVERIFY(!session.adviser()->isHinting());
    QVERIFY(analyser->state() != Analyser::State::Paused);
    QTRY_COMPARE_WITH_TIMEOUT(analyser->state(), Analyser::State::Analysing, Slow);
    QVERIFY(linesOfPositionInView());
    QCOMPARE(linesWhileHinting, 0);
    QCOMPARE(hint.count(), 1);
}

void TestGameSession::computerAgainstComputerAtWatchablePace() {
    GameSession session;
    QSignalSpy moves(session.model(), &GameModel::moveMade);
    QList<qint64> times;
    QElapsedTimer clock;
    clock.start();
    connect(session.model(), &GameModel::moveMade, this, [&] { times << clock.elapsed(); });
    GameSetup g;
    g.info.players[Sente] = PlayerInfo::computer(1);
    g.info.players[Gote] = PlayerInfo::computer(2);
    session.start(g);
    QTRY_VERIFY_WITH_TIMEOUT(moves.count() >= 4 || session.model()->isOver(), Slow);
    // The low levels answer at once; the session spaces their moves for the watcher.
    for (int i = 1; i < times.size(); ++i)
        QVERIFY2(times[i] - times[i - 1] >= GameRunner::WatchDelay - 50,
                 qPrintable(QString::number(times[i] - times[i - 1])));
}

void TestGameSession::playersAndLevelChangedDuringGame() {
    GameSession session;
    QSignalSpy humanToMove(session.runner(), &GameRunner::humanToMoveChanged);
    play(session, {"c3c4"});
    QVERIFY(session.runner()->isHumanToMove());
    // Gote hands over to the computer while it is Gote's turn: it answers at once.
    session.setPlayer(Gote, PlayerInfo::computer(2));
    QVERIFY(!session.runner()->isHumanToMove());
    QVERIFY(!humanToMove.isEmpty());
    QCOMPARE(session.info().players[Gote].level, 2);
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Slow);
    // A new level keeps the same player; it plays the next turn at that level.
    Player* computer = session.runner()->player(Gote);
    session.setPlayer(Gote, PlayerInfo::computer(4));
    QCOMPARE(session.runner()->player(Gote), computer);
    QCOMPARE(qobject_cast<ComputerPlayer*>(computer)->level(), 4);
    play(session, {"d3d4"});
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(4), Slow);
    // Sente becomes the computer too, and Gote a human again.
    session.setPlayer(Gote, PlayerInfo::human());
    session.setPlayer(Sente, PlayerInfo::computer(1));
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(5), Slow);
    QVERIFY(session.runner()->isHumanToMove());
    QCOMPARE(session.model()->sideToMove(), Gote);
}

void TestGameSession::undoAndResignAgainstComputer() {
    GameSession session;
    session.start(humanAgainstComputer(1));
    play(session, {"c3c4"});
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Slow);
    // Against the computer, a takeback goes back to the human's previous turn.
    session.undo();
    QCOMPARE(plies(session), std::size_t(0));
    QVERIFY(session.runner()->isHumanToMove());
    // Two humans: one move at a time.
    session.start(GameSetup{});
    play(session, {"c3c4", "c6c5"});
    session.undo();
    QCOMPARE(plies(session), std::size_t(1));
    // With one human against the computer, resigning resigns the human even on the
    // computer's turn.
    session.start(humanAgainstComputer(10, Gote, LongClock));
    play(session, {"c3c4"});
    session.runner()->resign();
    QCOMPARE(session.model()->game().outcome().result, Result::GoteWins);
    QVERIFY(!session.runner()->isThinking());
    QTest::qWait(200);
    QCOMPARE(plies(session), std::size_t(1)); // and the computer's answer never comes
}

void TestGameSession::clockRunsOut() {
    GameSession session;
    QSignalSpy ended(&session, &GameSession::gameEnded);
    session.start(humanAgainstComputer(1, Gote, {TimeControl::Kind::Increment, 1000, 0, 0}));
    session.setPlayer(Gote, PlayerInfo::human()); // Gote is a human who never moves
    play(session, {"c3c4"});
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, Slow);
    QCOMPARE(session.model()->game().outcome().result, Result::SenteWins);
    QCOMPARE(session.model()->game().outcome().termination, Termination::Time);
    QVERIFY(session.runner()->clock()->isFlagged(Gote));
    QVERIFY(!session.runner()->clock()->isRunning());
    // Byoyomi only: a move made within the period leaves no main time to record.
    GameSetup byoyomi;
    byoyomi.info.timeControl = {TimeControl::Kind::Byoyomi, 0, 30000, 0};
    session.start(byoyomi);
    QCOMPARE(session.runner()->clock()->runningSide(), Sente);
    play(session, {"c3c4"});
    QCOMPARE(session.runner()->clock()->runningSide(), Gote);
    QCOMPARE(session.info().clocks, std::vector<qint64>{0});
}

void TestGameSession::trainingRefusesAndAsksAgain() {
    GameSession session;
    session.setRefuseIllegal(true);
    QSignalSpy refused(&session, &GameSession::moveRefused);
    session.runner()->play(Move::board(*parseSquare("c3"), *parseSquare("c5")));
    QCOMPARE(refused.count(), 1);
    QVERIFY(refused.at(0).at(1).toString().contains("refused"));
    QVERIFY(!session.model()->isOver());
    // The same human is asked again: a legal move is played.
    play(session, {"c3c4"});
    QCOMPARE(plies(session), std::size_t(1));
    // The official rule: the same slip is held back, with its reason, and loses only when
    // the user has it played.
    session.setRefuseIllegal(false);
    QSignalSpy held(&session, &GameSession::illegalMoveHeld);
    const Move slip = Move::board(*parseSquare("f6"), *parseSquare("f4"));
    session.runner()->play(slip);
    QCOMPARE(held.count(), 1);
    QCOMPARE(held.at(0).at(0).value<Move>(), slip);
    QCOMPARE(held.at(0).at(1).toString(),
             QStringLiteral("Gote moved the Pawn from f6 to f4, which it cannot reach."));
    QVERIFY(!session.model()->isOver());
    QCOMPARE(refused.count(), 1); // not refused: asked about
    // A held move is played only in the position it was held in.
    play(session, {"f6f5"});
    session.runner()->playHeldMove();
    QCOMPARE(plies(session), std::size_t(2));
    QVERIFY(!session.model()->isOver());
    session.runner()->play(Move::board(*parseSquare("d3"), *parseSquare("d5")));
    QCOMPARE(held.count(), 2);
    session.runner()->playHeldMove();
    QVERIFY(session.model()->isOver());
    QCOMPARE(session.model()->game().outcome().termination, Termination::IllegalMove);
    QCOMPARE(session.model()->game().outcome().result, Result::GoteWins);
    // Strict: it loses at once, nothing held.
    session.undo();
    QVERIFY(!session.model()->isOver());
    session.runner()->setStrictIllegal(true);
    session.runner()->play(Move::board(*parseSquare("d3"), *parseSquare("d5")));
    QCOMPARE(held.count(), 2);
    QVERIFY(session.model()->isOver());
    QCOMPARE(session.model()->game().outcome().result, Result::GoteWins);
}

void TestGameSession::ruleChosenPerGameAndKeptInTheRecord() {
    QTemporaryDir dir;
    const QString path = dir.filePath("friendly.ogn");
    GameSession session;
    QVERIFY(!session.refusesIllegal()); // the official rule by default
    GameSetup friendly;
    friendly.info.refuseIllegal = true;
    session.start(friendly);
    QVERIFY(session.refusesIllegal());
    QVERIFY(session.model()->refuseIllegal());
    play(session, {"c3c4"});
    QVERIFY(session.record().tag("IllegalMoveRule"));
    QVERIFY(session.save(path));

    GameSession other;
    QVERIFY(open(other, path));
    QVERIFY(other.refusesIllegal());
    other.runner()->play(Move::board(*parseSquare("f6"), *parseSquare("f4")));
    QVERIFY(!other.model()->isOver()); // refused, as the record's rule says
    // A new game with the official rule: no tag, and the slip, held back and played anyway,
    // loses.
    other.start(GameSetup());
    QVERIFY(!other.refusesIllegal());
    play(other, {"c3c4"});
    QVERIFY(!other.record().tag("IllegalMoveRule"));
    QSignalSpy held(&other, &GameSession::illegalMoveHeld);
    other.runner()->play(Move::board(*parseSquare("f6"), *parseSquare("f4")));
    QCOMPARE(held.count(), 1);
    QVERIFY(!other.model()->isOver());
    other.runner()->playHeldMove();
    QVERIFY(other.model()->isOver());
    QCOMPARE(other.model()->game().outcome().result, Result::SenteWins);
}

void TestGameSession::playersChangedDuringTheGame() {
    GameSession session;
    session.start(GameSetup());
    play(session, {"c3c4"});
    const PlayerInfo computer = PlayerInfo::computer(1);
    session.setPlayer(Gote, computer);
    QVERIFY(!session.runner()->player(Gote)->isHuman());
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Slow); // asked at once: its turn
    QCOMPARE(*session.record().tag("GoteLevel"), std::string("1"));
    // Only the level changes: the same computer player plays on at the new level.
    Player* same = session.runner()->player(Gote);
    session.setPlayer(Gote, PlayerInfo::computer(4));
    QCOMPARE(session.runner()->player(Gote), same);
    QCOMPARE(*session.record().tag("GoteLevel"), std::string("4"));
    session.setPlayer(Gote, PlayerInfo::human());
    QVERIFY(session.runner()->player(Gote)->isHuman());
    QVERIFY(!session.record().tag("GoteLevel"));
}

void TestGameSession::goalJudgesEveryMove() {
    GameSession session;
    auto* goal = new PawnGoal;
    session.setGoal(goal);
    QSignalSpy refused(&session, &GameSession::moveRefused);
    QSignalSpy finished(&session, &GameSession::goalFinished);
    // A Rook move is legal but not the task: explained and not played, not adjudicated.
    session.runner()->play(mv(session, "g2f2"));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(1).toString(), QStringLiteral("Move a Pawn."));
    QCOMPARE(plies(session), std::size_t(0));
    QVERIFY(!session.model()->isOver());
    play(session, {"c3c4", "f6f5", "c4c5"});
    QCOMPARE(goal->played, 3);
    QCOMPARE(goal->judged, 4); // every attempt, the refused one too
    QCOMPARE(finished.count(), 1);
    QVERIFY(finished.at(0).at(0).toBool());
    // The task is over: no more moves are taken.
    QVERIFY(!session.runner()->isHumanToMove());
    session.runner()->play(mv(session, "f5f4"));
    QCOMPARE(plies(session), std::size_t(3));
    // A new game has no goal.
    session.start(GameSetup{});
    QVERIFY(!session.goal());
    play(session, {"g2f2"});
    QCOMPARE(plies(session), std::size_t(1));
}

void TestGameSession::exerciseGoesOnAndIsNoDocument() {
    GameSession session;
    session.startExercise(Game(Position::start()), new HumanPlayer, new HumanPlayer, new PassGoal);
    QVERIFY(session.isExercise());
    QVERIFY(session.runner()->isHumanToMove());
    play(session, {"c3c4"});
    // Gote passes: Sente moves again, from the position reached.
    QTRY_COMPARE_WITH_TIMEOUT(session.model()->sideToMove(), Sente, Slow);
    QVERIFY(session.runner()->isHumanToMove());
    QCOMPARE(session.model()->position().pieceOn(*parseSquare("c4")),
             makePiece(Sente, makeKind(Pawn, false)));
    play(session, {"c4c5"});
    QTRY_COMPARE_WITH_TIMEOUT(session.model()->sideToMove(), Sente, Slow);
    QCOMPARE(session.model()->position().pieceOn(*parseSquare("c5")),
             makePiece(Sente, makeKind(Pawn, false)));
    // Not the document: never modified, never journalled, and no takeback.
    QVERIFY(!session.document()->isModified());
    session.journal()->flush();
    QVERIFY(!QFile::exists(session.journal()->filePath()));
    const Position now = session.model()->position();
    session.undo();
    QCOMPARE(session.model()->position(), now);
    // A new game is no exercise.
    session.start(GameSetup{});
    QVERIFY(!session.isExercise());
}

void TestGameSession::saveOpenAndReview() {
    QTemporaryDir dir;
    GameSession session;
    GameSetup g;
    g.handicap = Handicap::fromPreset(HandicapPreset::RookBishop);
    g.info.handicap = g.handicap.tagText();
    g.info.players[Sente].name = "Hanako";
    g.info.players[Gote].name = "Taro";
    g.info.timeControl = {TimeControl::Kind::Byoyomi, 600000, 30000, 0};
    session.start(g);
    play(session, {"c3c4", "c6c5", "d3d4"});
    session.document()->tree()->setComment(QStringLiteral("Central"));
    session.runner()->resign(); // Gote, to move, resigns
    const QString path = dir.filePath("handicap.ogn");
    QString error;
    QVERIFY2(session.save(path, &error), qPrintable(error));
    QVERIFY(!session.document()->isModified());
    QCOMPARE(session.document()->filePath(), QFileInfo(path).absoluteFilePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    for (const char* expected : {"[Handicap \"+R +B\"]", "[Sente \"Hanako\"]", "[SenteKing \"玉\"]",
                                 "[Termination \"resignation\"]", "[TimeControl \"600+30b\"]",
                                 "[%clk 0:", "Central", "1-0"})
        QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);

    GameSession other;
    QVERIFY2(open(other, path, &error), qPrintable(error));
    QVERIFY(!other.document()->isModified());
    const Game& game = other.model()->game();
    QCOMPARE(game.moves().size(), std::size_t(3));
    QCOMPARE(game.outcome().termination, Termination::Resignation);
    QCOMPARE(game.startPosition(), g.handicap.startPosition());
    QCOMPARE(other.info().players[Gote].name, QStringLiteral("Taro"));
    QCOMPARE(other.runner()->clock()->timeControl(), g.info.timeControl);
    QVERIFY(other.model()->kingIsGyoku(Sente)); // the King drawings come back
    QVERIFY(!other.model()->kingIsGyoku(Gote));
    QVERIFY(other.runner()->clock()->mainLeft(Sente) > 500000);
    QVERIFY(!other.runner()->clock()->isRunning()); // a finished game
    // Review: the board follows the tree; a move at an earlier position is a variation.
    GameTree* tree = other.document()->tree();
    QSignalSpy navigated(&other, &GameSession::navigated);
    tree->goToPly(1);
    QCOMPARE(other.model()->game().moves().size(), std::size_t(1));
    QCOMPARE(navigated.count(), 1);
    QVERIFY(!other.document()->isModified()); // looking is not changing
    play(other, {"e6e5"});
    QVERIFY(tree->inVariation());
    QCOMPARE(tree->record().mainline.nodes.size(), std::size_t(3)); // nothing erased
    QVERIFY(other.document()->isModified());
    QVERIFY(other.info().clocks.size() == 3); // a variation leaves the clocks alone
}

void TestGameSession::savingWhileSteppedBackKeepsEverything() {
    QTemporaryDir dir;
    const QString in =
        writeFile(dir, "long.ogn",
                  "[Event \"Review\"]\n[Sente \"A\"]\n[Gote \"B\"]\n[Result \"*\"]\n\n"
                  "1. Pc3-c4 Pf6-f5 2. Pd3-d4 Pe6-e5 *\n");
    GameSession session;
    QVERIFY(open(session, in));
    GameTree* tree = session.document()->tree();
    tree->goToPly(1);
    tree->setComment(QStringLiteral("Sharp"));
    QVERIFY(session.document()->isModified());
    play(session, {"e6e5"}); // a variation from there, shown while saving
    QVERIFY(tree->inVariation());
    const QString out = dir.filePath("saved.ogn");
    QVERIFY(session.save(out));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto saved = parseRecord(f.readAll().toStdString());
    QVERIFY2(saved.ok(), saved.error().c_str());
    QCOMPARE(saved->mainline.nodes.size(), std::size_t(4)); // the whole main line
    QCOMPARE(saved->mainline.nodes[0].comment, std::string("Sharp"));
    QCOMPARE(saved->mainline.nodes[1].variations.size(), std::size_t(1));
    QCOMPARE(*saved->tag("Sente"), std::string("A"));
}

void TestGameSession::navigatingPausesComputer() {
    GameSession session;
    session.start(humanAgainstComputer(1));
    play(session, {"c3c4"});
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Slow);
    play(session, {"d3d4"});
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(4), Slow);
    GameTree* tree = session.document()->tree();
    tree->goToPly(1); // the computer (Gote) is to move here
    QVERIFY(session.runner()->isPaused());
    QTest::qWait(400);
    QCOMPARE(plies(session), std::size_t(1)); // it did not move
    QCOMPARE(tree->record().mainline.nodes.size(), std::size_t(4));
    // Resume: it plays from here, a variation when its move differs.
    session.runner()->resume();
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Slow);
    QCOMPARE(tree->record().mainline.nodes.size(), std::size_t(4));
}

void TestGameSession::stoppedComputersSideIsPlayedByTheUser() {
    GameSession session;
    session.start(humanAgainstComputer(1));
    QVERIFY(!session.runner()->player(Gote)->isHuman());
    play(session, {"c3c4"});
    session.stopComputer(); // before it was asked
    QVERIFY(session.runner()->isPaused());
    QVERIFY(session.runner()->isHumanToMove()); // the user may move for the stopped computer
    play(session, {"f6f5", "d3d4", "e6e5"});
    QCOMPARE(plies(session), std::size_t(4));
    QVERIFY(session.runner()->isPaused()); // and it stays stopped
    QVERIFY(!session.runner()->clock()->isRunning());
    // Stepping back and forth keeps it stopped until the end of the game is shown again.
    session.document()->tree()->goToPly(2);
    QVERIFY(session.runner()->isPaused());
    session.runner()->resume();
    QVERIFY(!session.runner()->isPaused());
    QVERIFY(session.runner()->isHumanToMove()); // Sente's turn at ply 2: a human's
    session.document()->tree()->goToPly(1);     // the computer's turn: stopped by the review
    QVERIFY(session.runner()->isPaused());
    session.document()->tree()->goToPly(4); // back at the end: the game goes on, Sente to move
    QVERIFY(!session.runner()->isPaused());
    play(session, {"e3e4"});
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(6), Slow);
}

void TestGameSession::recordedClocksFollowNavigation() {
    QTemporaryDir dir;
    const QString in = writeFile(dir, "timed.ogn",
                                 "[Event \"Timed\"]\n[Result \"*\"]\n[TimeControl \"600+30b\"]\n\n"
                                 "1. Pc3-c4 {[%clk 0:09:50]} Pf6-f5 {[%clk 0:09:40]} "
                                 "2. Pd3-d4 {[%clk 0:09:20]} Pe6-e5 {[%clk 0:09:00]} *\n");
    GameSession session;
    QVERIFY(open(session, in));
    QCOMPARE(session.runner()->clock()->mainLeft(Gote), qint64(540000));
    QVERIFY(!session.document()->recordedClock(Sente)); // the live end: the clock itself
    session.document()->tree()->goToPly(1);
    QCOMPARE(*session.document()->recordedClock(Sente), qint64(590000));
    QCOMPARE(*session.document()->recordedClock(Gote), qint64(600000)); // Gote had not moved yet
    session.document()->tree()->goToPly(3);
    QCOMPARE(*session.document()->recordedClock(Sente), qint64(560000));
    QCOMPARE(*session.document()->recordedClock(Gote), qint64(580000));
    session.document()->tree()->last();
    QVERIFY(!session.document()->recordedClock(Gote));
}

void TestGameSession::badFileChangesNothing() {
    QTemporaryDir dir;
    GameSession session;
    play(session, {"c3c4", "c6c5"});
    const std::vector<Move> before = session.model()->game().moves();
    const QString bad = writeFile(dir, "bad.ogn",
                                  "[Event \"bad\"]\n[Sente \"a\"]\n\n1. Pc3-c4 Pc6-c5\n"
                                  "2. Bb2-h9 *\n");
    QString error;
    QVERIFY(!open(session, bad, &error));
    QVERIFY2(error.contains("line 5"), qPrintable(error));
    QCOMPARE(session.model()->game().moves(), before);
    QVERIFY(session.document()->filePath().isEmpty());
    QVERIFY(!open(session, dir.filePath("missing.ogn"), &error));
    QVERIFY(error.contains("missing.ogn"));
    QCOMPARE(session.model()->game().moves(), before);
}

void TestGameSession::journalAndRestore() {
    std::vector<Move> played;
    {
        GameSession session;
        session.start(humanAgainstComputer(1));
        play(session, {"c3c4"});
        QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Slow);
        played = session.model()->game().moves();
        session.journal()->flush();
        QVERIFY(QFile::exists(session.journal()->filePath()));
    } // the program is killed: nothing cleans up
    GameSession session;
    const Journal::Pending pending = session.journal()->takePending();
    QCOMPARE(pending.status, Journal::Status::Found);
    QVERIFY2(Journal::offerText(pending.entry)
                 .startsWith(QStringLiteral("Resume the game against level 1 (2 move")),
             qPrintable(Journal::offerText(pending.entry)));
    session.restore(*pending.entry.record, pending.entry.file);
    QCOMPARE(session.model()->game().moves(), played);
    QCOMPARE(session.runner()->player(Gote)->isHuman(), false); // the level is kept
    QVERIFY(session.document()->isModified());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(session.journal()->filePath()),
                             Slow); // still unsaved, still safe
    // A clean end leaves nothing to offer next time.
    session.close();
    QVERIFY(!QFile::exists(session.journal()->filePath()));
}

void TestGameSession::crashKeepsTimeOfMoveInProgress() {
    {
        GameSession session;
        GameSetup g; // two players at the board, 10 min + 10 s a move
        g.info.timeControl = {TimeControl::Kind::Increment, 600000, 0, 10000};
        session.start(g);
        play(session, {"c3c4"});
        // Gote has been thinking a long while: 2 min 3 s left on its running clock.
        session.runner()->clock()->setRemaining(Gote, 123000);
        const QString path = session.journal()->filePath();
        // The MoverClock tag of the journal's record, in seconds (-1 while there is none).
        auto moverClock = [&path] {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) return -1;
            const QString record = QJsonDocument::fromJson(file.readAll())
                                       .object()
                                       .value(QStringLiteral("record"))
                                       .toString();
            static const QRegularExpression tag(
                QStringLiteral("MoverClock \"0:(\\d\\d):(\\d\\d)\""));
            const auto m = tag.match(record);
            return m.hasMatch() ? m.captured(1).toInt() * 60 + m.captured(2).toInt() : -1;
        };
        // Rewritten while the clock runs, with the time used so far.
        QTRY_VERIFY_WITH_TIMEOUT(moverClock() > 0 && moverClock() <= 123,
                                 4 * Journal::ClockInterval);
        QVERIFY2(moverClock() > 100, qPrintable(QString::number(moverClock())));
    } // killed mid-move
    GameSession session;
    const Journal::Pending pending = session.journal()->takePending();
    QVERIFY(pending.entry.record);
    session.restore(*pending.entry.record, pending.entry.file);
    QCOMPARE(plies(session), std::size_t(1));
    // Gote's clock resumes where it was, not where Sente's move left it.
    const qint64 gote = session.runner()->clock()->mainLeft(Gote);
    QVERIFY2(gote <= 123000 && gote > 100000, qPrintable(QString::number(gote)));
    QVERIFY(session.runner()->clock()->isRunning());
    // A record saved by hand does not carry the running clock.
    QTemporaryDir dir;
    QVERIFY(session.save(dir.filePath("saved.ogn")));
    QFile saved(dir.filePath("saved.ogn"));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(!saved.readAll().contains("MoverClock"));
}

void TestGameSession::newGameFromPositionKeepsPlayers() {
    QTemporaryDir dir;
    GameSession session;
    GameSetup g = humanAgainstComputer(3, Gote, {TimeControl::Kind::Byoyomi, 60000, 10000, 0});
    g.handicap = Handicap::fromPreset(HandicapPreset::Rook);
    g.info.handicap = g.handicap.tagText();
    session.start(g);
    QVERIFY(session.save(dir.filePath("game.ogn")));
    session.startFrom(*Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b R 1"));
    QCOMPARE(session.model()->position().toSfen(), std::string("4k3/8/8/8/8/8/8/4K3 b R 1"));
    QVERIFY(!session.runner()->player(Gote)->isHuman());
    QCOMPARE(session.runner()->clock()->timeControl(), g.info.timeControl);
    QVERIFY(session.info().handicap.isEmpty());        // a position of its own
    QVERIFY(session.document()->filePath().isEmpty()); // not the file's game any more
    QCOMPARE(session.document()->tree()->record().start, session.model()->game().startPosition());
}

void TestGameSession::publishesWhatIsAllowed() {
    // The window's actions read these; the session alone knows its rules.
    GameSession session;
    QSignalSpy allowed(&session, &GameSession::allowedChanged);
    session.start(humanAgainstComputer(10, Gote, LongClock));
    QCOMPARE(session.runner()->humanSide(), std::optional<Side>(Sente));
    QCOMPARE(session.runner()->resigningSide(), Sente);
    QVERIFY(!session.allowed().undo);
    QVERIFY(session.allowed().resign);
    QVERIFY(session.allowed().hint);
    QVERIFY(!session.allowed().moveNow);
    QVERIFY(!session.allowed().stopComputer);
    QVERIFY(!session.allowed().resume);
    QVERIFY(session.allowed().manageComputer);
    QVERIFY(!session.allowed().claimDraw);

    allowed.clear();
    play(session, {"c3c4"});
    QTRY_VERIFY_WITH_TIMEOUT(session.runner()->isThinking(), Slow);
    QVERIFY(allowed.count() > 0);
    QVERIFY(session.allowed().undo);
    QVERIFY(!session.allowed().hint); // not the human's turn
    QVERIFY(session.allowed().moveNow);
    QVERIFY(session.allowed().stopComputer);
    QCOMPARE(session.runner()->resigningSide(), Sente); // the human, even on the computer's turn

    allowed.clear();
    session.stopComputer();
    QVERIFY(allowed.count() > 0);
    QVERIFY(!session.allowed().moveNow);
    QVERIFY(!session.allowed().stopComputer);
    QVERIFY(session.allowed().resume);
    session.runner()->resume();
    QVERIFY(!session.allowed().resume);
    QVERIFY(session.allowed().stopComputer);

    // The game over: nothing to resign, stop or resume.
    session.runner()->resign();
    QVERIFY(session.model()->isOver());
    QVERIFY(!session.allowed().resign);
    QVERIFY(!session.allowed().stopComputer);
    QVERIFY(!session.allowed().resume);
    QVERIFY(!session.allowed().hint);

    // An exercise has its own retry and hint, and no computer to manage.
    Game start;
    session.startExercise(start, new HumanPlayer, new HumanPlayer, new PawnGoal);
    play(session, {"c3c4"});
    QVERIFY(session.model()->canUndo()); // the model could...
    QVERIFY(!session.allowed().undo);    // ...but an exercise is retried from its start
    QVERIFY(!session.allowed().resign);
    QVERIFY(!session.allowed().hint);
    QVERIFY(!session.allowed().manageComputer);

    // Two humans: the side to move resigns.
    session.start(GameSetup());
    QCOMPARE(session.runner()->humanSide(), std::nullopt);
    play(session, {"c3c4"});
    QCOMPARE(session.runner()->resigningSide(), Gote);
    QVERIFY(!session.allowed().manageComputer);
}

void TestGameSession::humanClockStandsStillWhileAway() {
    GameSession session;
    session.start(humanAgainstComputer(10, Gote, LongClock));
    QCOMPARE(session.runner()->clock()->runningSide(), Sente);
    QVERIFY(session.runner()->clock()->isRunning());
    // A dialog over the window on the human's turn: the human's time stands still.
    session.runner()->setUserAway(true);
    QVERIFY(!session.runner()->clock()->isRunning());
    const qint64 left = session.runner()->clock()->mainLeft(Sente);
    QTest::qWait(250);
    QCOMPARE(session.runner()->clock()->mainLeft(Sente), left);
    session.runner()->setUserAway(false);
    QVERIFY(session.runner()->clock()->isRunning());
    QCOMPARE(session.runner()->clock()->runningSide(), Sente);

    // On the computer's turn its clock runs on; the human's waits once the computer has
    // moved, until the dialog is closed.
    play(session, {"c3c4"});
    QTRY_VERIFY_WITH_TIMEOUT(session.runner()->isThinking(), Slow);
    session.runner()->setUserAway(true);
    QVERIFY(session.runner()->clock()->isRunning());
    QCOMPARE(session.runner()->clock()->runningSide(), Gote);
    session.runner()->moveNow();
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Slow);
    QVERIFY(session.runner()->isHumanToMove());
    QVERIFY(!session.runner()->clock()->isRunning());
    const qint64 sente = session.runner()->clock()->mainLeft(Sente);
    QTest::qWait(250);
    QCOMPARE(session.runner()->clock()->mainLeft(Sente), sente);
    session.runner()->setUserAway(false);
    QVERIFY(session.runner()->clock()->isRunning());
    QCOMPARE(session.runner()->clock()->runningSide(), Sente);

    // A stopped computer's clock stays stopped after the dialog.
    play(session, {"d3d4"});
    QTRY_VERIFY_WITH_TIMEOUT(session.runner()->isThinking(), Slow);
    session.stopComputer();
    session.runner()->setUserAway(true);
    session.runner()->setUserAway(false);
    QVERIFY(!session.runner()->clock()->isRunning());
}

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
