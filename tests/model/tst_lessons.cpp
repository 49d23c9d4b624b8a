// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons: every stage reads, its three-star budget is the fewest moves that reach the
// goal, a learner playing the intended moves through the judge finishes it with three stars,
// the hints lead there as fast, and every kind of wrong move (a legal move that does not
// serve the goal, an illegal move, a move of the wrong piece) is reached by a real move and
// gets its own explanation, leaving the board as it was.
#include "lessons.h"
#include "model/exercises/lessonjudge.h"
#include "model/exercises/lessontexts.h"
#include "model/game/gamemodel.h"
#include "rules/movegen.h"
#include "rules/notation.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

#include <map>

using namespace ogi;
using W = LessonVerdict::Wrong;

namespace {

// A wrong move tried in a stage, after `after` moves of its solution.
struct WrongTry {
    const char* move;
    W kind;
    Illegal why = Illegal::None;
    int after = 0;
};

// At least one wrong move of each kind each stage can meet, chosen as a learner would
// stumble on them.
const std::map<QString, std::vector<WrongTry>>& wrongTries() {
    static const std::map<QString, std::vector<WrongTry>> tries = {
        {"pieces.king", {{"d2d1", W::Unhelpful}, {"d2d4", W::Illegal, Illegal::Unreachable}}},
        {"pieces.rook",
         {{"d2d3", W::Unhelpful},
          {"d2d8", W::Illegal, Illegal::PathBlocked},
          {"d2e3", W::Illegal, Illegal::Unreachable},
          {"h1g1", W::WrongPiece}}},
        {"pieces.dragon",
         {{"d4d5", W::Unhelpful},
          {"d4f6", W::Illegal, Illegal::Unreachable},
          {"a1b1", W::WrongPiece}}},
        {"pieces.bishop",
         {{"c1d2", W::Unhelpful},
          {"c1c2", W::Illegal, Illegal::Unreachable},
          {"a1a2", W::WrongPiece}}},
        {"pieces.horse",
         {{"d4e5", W::Unhelpful},
          {"d4d6", W::Illegal, Illegal::Unreachable},
          {"a1b1", W::WrongPiece}}},
        {"princess.moves",
         {{"d1c2", W::Unhelpful},
          {"d1d2", W::Illegal, Illegal::Unreachable},
          {"h1g1", W::WrongPiece}}},
        {"princess.jumps",
         {{"d3b4", W::Unhelpful},
          {"d3c4", W::Illegal, Illegal::OwnPieceOnTarget},
          {"d3b5", W::Illegal, Illegal::PathBlocked},
          {"a1b1", W::WrongPiece}}},
        {"princess.promoted",
         {{"d4c4", W::Unhelpful},
          {"d4d6", W::Illegal, Illegal::Unreachable},
          {"a1b1", W::WrongPiece}}},
        {"princess.fork",
         {{"d3e4", W::Unhelpful},
          {"d3d4", W::Illegal, Illegal::Unreachable},
          {"a1b1", W::WrongPiece}}},
        {"pieces.silver",
         {{"d2d3", W::Unhelpful},
          {"d2c2", W::Illegal, Illegal::Unreachable},
          {"d2d1", W::Illegal, Illegal::Unreachable},
          {"h1g1", W::WrongPiece}}},
        {"pieces.gold",
         {{"d5d6", W::Unhelpful},
          {"d5c4", W::Illegal, Illegal::Unreachable},
          {"a1b1", W::WrongPiece}}},
        {"pieces.knight",
         {{"b1a3", W::Unhelpful},
          {"b1d2", W::Illegal, Illegal::Unreachable},
          {"b3b4", W::WrongPiece}}},
        {"pieces.lance",
         {{"a1a2", W::Unhelpful},
          {"a1b2", W::Illegal, Illegal::Unreachable},
          {"a3a2", W::Illegal, Illegal::Unreachable, 1},
          {"h1g1", W::WrongPiece}}},
        {"pieces.pawn",
         {{"b3b4", W::Unhelpful},
          {"e3d4", W::Illegal, Illegal::Unreachable},
          {"a1b1", W::WrongPiece}}},
        {"capture.hand",
         {{"c1b3", W::Unhelpful},
          {"S*h6", W::Illegal, Illegal::NotInHand},
          {"a1b1", W::WrongPiece}}},
        {"capture.demote",
         {{"e4d5", W::Unhelpful},
          {"e4e5^", W::Illegal, Illegal::PrivilegeNotAllowed},
          {"e4e3", W::Illegal, Illegal::Unreachable},
          {"a1b1", W::WrongPiece}}},
        {"drops.fork", {{"R*a6", W::Unhelpful}, {"R*e5", W::Illegal, Illegal::DropOnOccupied}}},
        {"drops.block",
         {{"S*e5", W::Unhelpful},
          {"S*a1", W::Unhelpful},
          {"S*e1", W::Illegal, Illegal::DropOnOccupied},
          {"e1d1", W::WrongPiece}}},
        {"drops.pawn",
         {{"L*d5", W::Unhelpful},
          {"P*d2", W::Illegal, Illegal::DropPawn},
          {"d1c1", W::WrongPiece}}},
        {"drops.knight",
         {{"N*c6", W::Unhelpful},
          {"N*d7", W::Illegal, Illegal::DropKnightLastRanks},
          {"d6c8", W::Illegal, Illegal::PromotionMissing, 1}}},
        {"drops.lance", {{"L*g6", W::Unhelpful}, {"L*c8", W::Illegal, Illegal::DropLanceLastRank}}},
        {"drops.nopromote",
         {{"S*e3", W::Unhelpful},
          {"S*h8", W::Illegal, Illegal::DropOnOccupied},
          {"S*e6+", W::Illegal, Illegal::PromotionNotAllowed},
          {"a1a2", W::WrongPiece}}},
        {"promotion.zone",
         {{"d4c3", W::Unhelpful},
          {"d4c4", W::Illegal, Illegal::Unreachable},
          {"d4d5+", W::Illegal, Illegal::PromotionNotAllowed},
          {"a1b1", W::WrongPiece}}},
        {"promotion.leaving",
         {{"e6d5", W::Unhelpful},
          {"e6e7+", W::Unhelpful},
          {"e6d6", W::Illegal, Illegal::Unreachable},
          {"a1b1", W::WrongPiece}}},
        {"promotion.optional",
         {{"c5d6+", W::Unhelpful},
          {"c5d4", W::Illegal, Illegal::OwnPieceOnTarget},
          {"d4d5", W::WrongPiece}}},
        {"promotion.mandatory",
         {{"a1a4", W::Unhelpful},
          {"a1b2", W::Illegal, Illegal::Unreachable},
          {"a1a8", W::Illegal, Illegal::PromotionMissing},
          {"f5e7", W::Illegal, Illegal::PromotionMissing},
          {"h1g1", W::WrongPiece}}},
        {"privilege.keep",
         {{"e2e3", W::Unhelpful},
          {"e2e4", W::Illegal, Illegal::Unreachable},
          {"e2d3^", W::Illegal, Illegal::PrivilegeNotAllowed}}},
        {"privilege.win", {{"b2c3", W::Unhelpful}, {"b2b4", W::Illegal, Illegal::Unreachable}}},
        {"privilege.safe",
         {{"d2c3^", W::Unhelpful},
          {"d2d4", W::Illegal, Illegal::Unreachable},
          {"d2e3", W::Unhelpful},
          {"d2e3+", W::Illegal, Illegal::PromotionNotAllowed}}},
        {"check.capture", {{"a6c6", W::Unhelpful}, {"a1b1", W::Illegal, Illegal::Unreachable}}},
        {"check.ignore", {{"e1d1", W::Unhelpful}, {"a1a6", W::Illegal, Illegal::PathBlocked}}},
        {"check.protected", {{"e2d3", W::Unhelpful}, {"e2e4", W::Illegal, Illegal::Unreachable}}},
        {"check.mate", {{"a1a7", W::Unhelpful}, {"a1h8", W::Illegal, Illegal::Unreachable}}},
        {"check.dropmate",
         {{"N*f6", W::Unhelpful}, {"N*f7", W::Illegal, Illegal::DropKnightLastRanks}}},
        {"rules.illegal",
         {{"g5h7+", W::Unhelpful},
          {"P*h7", W::Illegal, Illegal::DropPawn},
          {"g5h7", W::Illegal, Illegal::PromotionMissing}}},
        {"rules.repetition",
         {{"d1c1", W::Unhelpful},
          {"d1d5", W::Illegal, Illegal::Repetition},
          {"d6c6", W::WrongPiece}}},
        {"rules.fifty",
         {{"S*e4", W::Unhelpful}, {"d5d6", W::Unhelpful}, {"P*e4", W::Illegal, Illegal::DropPawn}}},
        {"rules.claim", {{"c1d2", W::Unhelpful}, {"b1b3", W::Illegal, Illegal::Unreachable}}},
        {"handicap.dragon", {{"g3g2", W::Unhelpful}, {"g3e5", W::Illegal, Illegal::Unreachable}}},
        {"handicap.privilege",
         {{"f8e7", W::Unhelpful},
          {"e8e6", W::Illegal, Illegal::Unreachable},
          {"e8e7", W::Unhelpful},
          {"d8e7", W::Unhelpful},
          {"f8e7^", W::Illegal, Illegal::PrivilegeNotAllowed}}},
    };
    return tries;
}

Move move(const char* text) {
    const auto m = parseMachineMove(text);
    if (!m.ok()) qFatal("bad move text in the test: %s", text);
    return *m;
}

const LessonStage& stageOf(const QString& id) {
    const LessonStage* s = findLessonStage(id);
    if (!s) qFatal("no stage %s", qPrintable(id));
    return *s;
}

bool isClaimStage(const LessonStage& s) {
    return s.exercise.goal == ai::GoalKind::ClaimDraw;
}

// Plays the first n solution moves; false if one of them is not accepted as progress.
bool playSolution(LessonJudge& judge, int n) {
    const auto& solution = judge.stage().solution;
    for (int i = 0; i < n && i < int(solution.size()); ++i)
        if (judge.attempt(solution[std::size_t(i)]).kind == LessonVerdict::Kind::Wrong)
            return false;
    return true;
}

// Whether a gesture on the board sends m when the window shows `game`, as BoardView does:
// the legal forms of the gesture (from the held piece or hand piece to the target) are
// played, two of them offered as a choice (promote or not, keep the captured piece
// promoted or not); when none is legal, the plain form goes to the judge, or the promoting
// one where promotion would be mandatory. (A drop that asks to promote, a promotion where
// none is allowed or a privilege the King cannot claim can only be typed, not played on
// the board.)
bool sentByAGesture(const Game& game, Move m) {
    MoveList legal;
    game.legalMoves(legal);
    bool anyForm = false;
    for (Move l : legal) {
        const bool sameGesture = l.to() == m.to() && l.isDrop() == m.isDrop() &&
                                 (m.isDrop() ? l.dropKind() == m.dropKind() : l.from() == m.from());
        if (!sameGesture) continue;
        if (l == m) return true;
        anyForm = true;
    }
    if (anyForm) return false;
    if (m.isDrop()) return !m.dropRequestsPromotion();
    const Move plain = Move::board(m.from(), m.to());
    const bool mandatory = game.position().checkMove(plain) == Illegal::PromotionMissing;
    return m == (mandatory ? Move::board(m.from(), m.to(), true) : plain);
}

QString expectedText(const LessonJudge& judge, Move m, const WrongTry& t) {
    const LessonStage& s = judge.stage();
    switch (t.kind) {
    case W::Unhelpful: return lessonText(s.unhelpful);
    case W::WrongPiece: return s.wrongPiece ? lessonText(s.wrongPiece) : lessontexts::wrongPiece();
    case W::Illegal:
        for (const IllegalNote& n : s.illegalNotes)
            if (n.why == t.why) return lessonText(n.text);
        return lessontexts::illegalExplanation(judge.position(), m, t.why);
    default: return QString();
    }
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT
private slots:
    void catalogueReads();
    void stages_data();
    void parIsTheFewest_data() { stages_data(); }
    void parIsTheFewest();
    void solutionEarnsThreeStars_data() { stages_data(); }
    void solutionEarnsThreeStars();
    void hintsLeadToTheGoal_data() { stages_data(); }
    void hintsLeadToTheGoal();
    void wrongMovesExplained_data() { stages_data(); }
    void wrongMovesExplained();
    void everyKindOfWrongMoveTried_data() { stages_data(); }
    void everyKindOfWrongMoveTried();
    void kingIsABystander_data() { stages_data(); }
    void kingIsABystander();
    void aMistakeCostsAStar_data() { stages_data(); }
    void aMistakeCostsAStar();
    void modelFollowsTheJudge_data() { stages_data(); }
    void modelFollowsTheJudge();
    void noPromotionBeforeItsLesson_data();
    void noPromotionBeforeItsLesson();
    void verdictSaidAgainInTheNewLanguage();
    void textsTranslated_data();
    void textsTranslated();
    void scriptedRepliesComeFirst();
    void repetitionExampleIsARealGame();
    void badSourcesAreNamed_data();
    void badSourcesAreNamed();
    void illegalMoveNeverEndsTheStage();
    void finishedStageIgnoresMoves();
};

void TestLessons::catalogueReads() {
    QVERIFY2(lessonProblems().isEmpty(), qPrintable(lessonProblems().join(QLatin1Char('\n'))));
    QSet<QString> ids;
    int stages = 0;
    for (const Lesson& lesson : lessons()) {
        QVERIFY(lesson.id && lesson.title && lesson.summary);
        QVERIFY2(!lesson.stages.empty(), lesson.id);
        for (const LessonStage& s : lesson.stages) {
            QVERIFY2(!ids.contains(QLatin1String(s.id)), s.id);
            ids.insert(QLatin1String(s.id));
            ++stages;
        }
    }
    QVERIFY2(stages >= 38, qPrintable(QString::number(stages)));
    // Every stage has its wrong tries in this test, and every try names a real stage.
    for (const QString& id : ids) QVERIFY2(wrongTries().count(id), qPrintable(id));
    for (const auto& [id, tries] : wrongTries()) QVERIFY2(ids.contains(id), qPrintable(id));
}

void TestLessons::stages_data() {
    QTest::addColumn<QString>("id");
    for (const Lesson& lesson : lessons())
        for (const LessonStage& s : lesson.stages) QTest::newRow(s.id) << QString::fromLatin1(s.id);
}

// The stages taught before the lesson on promotion.
void TestLessons::noPromotionBeforeItsLesson_data() {
    QTest::addColumn<QString>("id");
    for (const Lesson& lesson : lessons()) {
        if (QLatin1String(lesson.id) == QLatin1String("promotion")) return;
        for (const LessonStage& s : lesson.stages) QTest::newRow(s.id) << QString::fromLatin1(s.id);
    }
    QFAIL("no lesson 'promotion'");
}

// No promotion prompt comes up before promotion is taught: along the stage's solution, no
// move that keeps the goal in reach (every fastest move, the author's line among them)
// may promote, so the board never asks.
void TestLessons::noPromotionBeforeItsLesson() {
    QFETCH(QString, id);
    const LessonStage& s = stageOf(id);
    LessonJudge judge(s);
    for (std::size_t i = 0; i < s.solution.size(); ++i) {
        const int left = s.exercise.limit - judge.state().learnerMoves();
        std::vector<Move> candidates = ai::fastestMoves(judge.state(), left);
        candidates.push_back(s.solution[i]);
        const Position& pos = judge.position();
        for (Move m : candidates) {
            if (m.isDrop()) continue;
            // The board asks only when both forms are legal (a mandatory one is applied).
            const bool asks = pos.checkMove(Move::board(m.from(), m.to())) == Illegal::None &&
                              pos.checkMove(Move::board(m.from(), m.to(), true)) == Illegal::None;
            QVERIFY2(!asks, qPrintable(QStringLiteral("move %1: %2 may promote or not")
                                           .arg(i + 1)
                                           .arg(QString::fromStdString(moveToMachine(m)))));
        }
        if (judge.attempt(s.solution[i]).kind == LessonVerdict::Kind::Success) break;
    }
}

// The language switched after a wrong move: the judge says the same verdict again in the new
// language (the panel shows it again).
void TestLessons::verdictSaidAgainInTheNewLanguage() {
    LessonJudge judge(stageOf(QStringLiteral("pieces.rook")));
    const LessonVerdict v = judge.attempt(*parseMachineMove("d2e3")); // not a Rook move
    QCOMPARE(v.wrong, W::Illegal);
    QTranslator fr;
    QVERIFY(fr.load(QStringLiteral(":/i18n/ogi_fr.qm")));
    QCoreApplication::installTranslator(&fr);
    const LessonVerdict again = judge.explained(v);
    QCoreApplication::removeTranslator(&fr);
    QCOMPARE(again.kind, v.kind);
    QCOMPARE(again.wrong, v.wrong);
    QVERIFY(!again.text.isEmpty());
    QVERIFY2(again.text != v.text, qPrintable(again.text));
    QVERIFY2(again.reminder != v.reminder, qPrintable(again.reminder));
    QCOMPARE(judge.explained(v).text, v.text); // and back in English
}

void TestLessons::parIsTheFewest() {
    QFETCH(QString, id);
    const LessonStage& s = stageOf(id);
    const ai::ExerciseState start(s.exercise);
    if (s.exercise.goal == ai::GoalKind::FindMove || isClaimStage(s)) {
        QCOMPARE(s.par, 1);
        return;
    }
    QCOMPARE(ai::movesToGoal(start, s.exercise.limit), s.par);
}

void TestLessons::solutionEarnsThreeStars() {
    QFETCH(QString, id);
    const LessonStage& s = stageOf(id);
    LessonJudge judge(s);
    LessonVerdict v;
    if (isClaimStage(s)) {
        v = judge.claimDraw();
    } else {
        QCOMPARE(int(s.solution.size()), s.par);
        for (std::size_t i = 0; i < s.solution.size(); ++i) {
            v = judge.attempt(s.solution[i]);
            const bool last = i + 1 == s.solution.size();
            QVERIFY2(v.kind ==
                         (last ? LessonVerdict::Kind::Success : LessonVerdict::Kind::Progress),
                     qPrintable(QStringLiteral("move %1 (%2): %3")
                                    .arg(i + 1)
                                    .arg(QString::fromStdString(moveToMachine(s.solution[i])))
                                    .arg(v.text)));
            if (!last && s.exercise.replies != ai::ReplyKind::None)
                QVERIFY2(v.reply, "the other side answers");
        }
    }
    QCOMPARE(v.kind, LessonVerdict::Kind::Success);
    QCOMPARE(v.stars, 3);
    QCOMPARE(v.text, lessonText(s.success));
    QVERIFY(judge.isFinished());
    QCOMPARE(judge.movesUsed(), s.par);
    // The game shown is a real game: every move in it was legal.
    const Game g = judge.game();
    QVERIFY(g.outcome().termination != Termination::IllegalMove);
}

// The repetition lesson shows a position reached again by another move, in a real game:
// Gote answers every move (Ōgi has no pass), and the position the solution ends in came up
// earlier in the game after a different move.
void TestLessons::repetitionExampleIsARealGame() {
    const LessonStage& s = stageOf(QStringLiteral("rules.repetition"));
    QVERIFY(s.exercise.replies != ai::ReplyKind::None);
    LessonJudge judge(s);
    for (Move m : s.solution) judge.attempt(m);
    QVERIFY(judge.isFinished());
    const Game g = judge.game();
    // Each position after a move, without its ply number, with the move that led to it.
    const auto withoutPly = [](const Position& p) {
        const std::string sfen = p.toSfen();
        return sfen.substr(0, sfen.rfind(' '));
    };
    Position pos = g.startPosition();
    std::vector<std::pair<std::string, Move>> reached;
    for (Move m : g.moves()) {
        UndoInfo undo;
        pos.doMove(m, undo);
        reached.emplace_back(withoutPly(pos), m);
    }
    QVERIFY(reached.size() > s.solution.size() * 2);
    const auto& [last, lastMove] = reached.back();
    bool earlier = false;
    for (std::size_t i = 0; i + 1 < reached.size(); ++i)
        earlier = earlier || (reached[i].first == last && !(reached[i].second == lastMove));
    QVERIFY2(earlier, last.c_str());
}

void TestLessons::hintsLeadToTheGoal() {
    QFETCH(QString, id);
    const LessonStage& s = stageOf(id);
    LessonJudge judge(s);
    if (isClaimStage(s)) {
        QVERIFY(!judge.hint()); // a claim is not a move
        return;
    }
    for (int i = 0; i < s.par; ++i) {
        const Move hint = judge.hint();
        QVERIFY2(hint, qPrintable(QStringLiteral("no hint at move %1").arg(i + 1)));
        const LessonVerdict v = judge.attempt(hint);
        QVERIFY(v.kind != LessonVerdict::Kind::Wrong);
    }
    QVERIFY(judge.isFinished());
    QCOMPARE(judge.stars(), 3);
    QVERIFY(!judge.hint());
}

void TestLessons::wrongMovesExplained() {
    QFETCH(QString, id);
    const LessonStage& s = stageOf(id);
    QVERIFY(wrongTries().count(id));
    for (const WrongTry& t : wrongTries().at(id)) {
        LessonJudge judge(s);
        QVERIFY(playSolution(judge, t.after));
        const Position before = judge.position();
        const int used = judge.movesUsed();
        const Move m = move(t.move);
        const QString expected = expectedText(judge, m, t);
        const LessonVerdict v = judge.attempt(m);
        const QString what = QStringLiteral("%1: %2").arg(QLatin1String(t.move), v.text);
        QVERIFY2(v.kind == LessonVerdict::Kind::Wrong, qPrintable(what));
        QVERIFY2(v.wrong == t.kind, qPrintable(what));
        QCOMPARE(v.illegal, t.why);
        QCOMPARE(v.text, expected);
        QVERIFY(!v.text.isEmpty());
        QCOMPARE(v.reminder.isEmpty(), t.kind != W::Illegal);
        // Nothing was played, but the try counts.
        QVERIFY(judge.position() == before);
        QCOMPARE(judge.movesUsed(), used + 1);
        QVERIFY(!judge.isFinished());
        // A refutation is a legal answer to the wrong move.
        if (v.reply) {
            ai::ExerciseState after = judge.state();
            after.playLearner(m);
            QCOMPARE(after.check(v.reply), Illegal::None);
        }
    }
}

void TestLessons::everyKindOfWrongMoveTried() {
    QFETCH(QString, id);
    const LessonStage& s = stageOf(id);
    QVERIFY(wrongTries().count(id));
    const auto& tries = wrongTries().at(id);
    const auto tried = [&](W kind, Illegal why = Illegal::None) {
        for (const WrongTry& t : tries)
            if (t.kind == kind && (why == Illegal::None || t.why == why)) return true;
        return false;
    };
    QVERIFY2(tried(W::Unhelpful), "a legal move that does not serve the goal");
    QVERIFY2(tried(W::Illegal), "an illegal move");
    for (const IllegalNote& note : s.illegalNotes)
        QVERIFY2(tried(W::Illegal, note.why), illegalText(note.why));
    // The window can reach every explanation: each legal wrong try, at least one illegal
    // try, and a try for each of the stage's own rule notes are what a board gesture sends.
    bool illegalByGesture = false;
    for (const WrongTry& t : tries) {
        LessonJudge judge(s);
        QVERIFY(playSolution(judge, t.after));
        const bool gesture = sentByAGesture(judge.game(), move(t.move));
        if (t.kind != W::Illegal) QVERIFY2(gesture, t.move);
        illegalByGesture = illegalByGesture || (t.kind == W::Illegal && gesture);
        for (const IllegalNote& note : s.illegalNotes)
            if (t.kind == W::Illegal && t.why == note.why) QVERIFY2(gesture, t.move);
    }
    QVERIFY2(illegalByGesture, "an illegal move made on the board");
    // A wrong-piece try wherever the learner has a legal move with another piece.
    const ai::ExerciseState start(s.exercise);
    MoveList legal;
    generateLegal(start.position(), start.history(), legal);
    bool otherPiece = false;
    for (Move m : legal) otherPiece = otherPiece || !start.usesExercisePiece(m);
    QCOMPARE(tried(W::WrongPiece), otherPiece);
}

// Where the other side does not move, its King only stands by: no move of the intended line
// may capture it, or the stage would end in a puzzling "that does not serve the goal".
void TestLessons::kingIsABystander() {
    QFETCH(QString, id);
    const LessonStage& s = stageOf(id);
    if (s.exercise.replies != ai::ReplyKind::None) return;
    LessonJudge judge(s);
    for (std::size_t i = 0; i <= s.solution.size() && !judge.isFinished(); ++i) {
        MoveList legal;
        generateLegal(judge.position(), judge.state().history(), legal);
        for (Move m : legal) {
            const Piece target = m.isDrop() ? NoPiece : judge.position().pieceOn(m.to());
            QVERIFY2(target == NoPiece || typeOf(target) != King,
                     qPrintable(QString::fromStdString(moveToMachine(m))));
        }
        if (i < s.solution.size()) judge.attempt(s.solution[i]);
    }
}

void TestLessons::aMistakeCostsAStar() {
    QFETCH(QString, id);
    const LessonStage& s = stageOf(id);
    LessonJudge judge(s);
    QVERIFY(wrongTries().count(id));
    const WrongTry& first = wrongTries().at(id).front();
    QVERIFY(playSolution(judge, first.after));
    QCOMPARE(judge.attempt(move(first.move)).kind, LessonVerdict::Kind::Wrong);
    LessonVerdict v;
    if (isClaimStage(s)) {
        v = judge.claimDraw();
    } else {
        for (std::size_t i = std::size_t(first.after); i < s.solution.size(); ++i)
            v = judge.attempt(s.solution[i]);
    }
    QCOMPARE(v.kind, LessonVerdict::Kind::Success);
    QCOMPARE(v.stars, s.twoStars > s.par ? 2 : 1);
}

// The wiring a GameSession will use: the model shows judge.game(); in stages where the
// other side answers, the model plays the learner's move and the answer itself, and stays
// in step with the judge (the same positions, the same history for the repetition rule).
void TestLessons::modelFollowsTheJudge() {
    QFETCH(QString, id);
    const LessonStage& s = stageOf(id);
    LessonJudge judge(s);
    GameModel model;
    model.setRefuseIllegal(true);
    model.setGame(judge.game());
    QVERIFY(model.position() == judge.position());
    QCOMPARE(model.sideToMove(), judge.learner());
    QCOMPARE(model.game().moves().size(), s.exercise.prelude.size());
    if (isClaimStage(s)) {
        QVERIFY(model.canClaimDraw()); // the prelude gives the model the 50-move count too
        return;
    }
    QSignalSpy refused(&model, &GameModel::moveRefused);
    for (Move m : s.solution) {
        const LessonVerdict v = judge.attempt(m);
        QVERIFY(v.kind != LessonVerdict::Kind::Wrong);
        if (s.exercise.replies == ai::ReplyKind::None) {
            model.setGame(judge.game());
        } else {
            model.requestMove(m);
            if (v.reply) model.requestMove(v.reply);
        }
        QCOMPARE(refused.count(), 0);
        QVERIFY(model.position() == judge.position());
        QCOMPARE(model.isOver(), judge.game().isOver());
    }
    QVERIFY(judge.isFinished());
}

void TestLessons::textsTranslated_data() {
    QTest::addColumn<QString>("lang");
    QTest::newRow("fr") << QStringLiteral("fr");
    QTest::newRow("ja") << QStringLiteral("ja");
}

// Every text of every lesson and stage is in the French and Japanese catalogues (a text
// written without QT_TRANSLATE_NOOP would not be).
void TestLessons::textsTranslated() {
    QFETCH(QString, lang);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/ogi_%1.qm").arg(lang)));
    const auto translated = [&](const char* text) {
        return !text || !translator.translate("ogi::Lessons", text).isEmpty();
    };
    for (const Lesson& lesson : lessons()) {
        QVERIFY2(translated(lesson.title) && translated(lesson.summary), lesson.id);
        for (const LessonStage& s : lesson.stages) {
            for (const char* text : {s.title, s.instruction, s.success, s.unhelpful, s.wrongPiece})
                QVERIFY2(translated(text), text);
            for (const IllegalNote& note : s.illegalNotes)
                QVERIFY2(translated(note.text), note.text);
        }
    }
}

namespace {
// A small valid source: capture the Gote Rook with the Rook, Gote answering.
StageSource rookHunt() {
    return {.id = "test.hunt",
            .title = "Hunt",
            .sfen = "4k3/8/8/8/r7/8/8/R3K3 b - 1",
            .goal = ai::GoalKind::CaptureMarked,
            .marked = "a4",
            .replies = ai::ReplyKind::Defend,
            .solution = "a1a4",
            .instruction = "Take the Rook.",
            .success = "Done.",
            .unhelpful = "Not that."};
}
} // namespace

void TestLessons::scriptedRepliesComeFirst() {
    StageSource src = rookHunt();
    src.solution = "e1d1 a1a4";
    src.par = 2;
    src.limit = 2;
    // Left to itself Gote would save its Rook; the script makes it wait with the King.
    src.script = "e1d1:e8f8";
    QString problem;
    const auto stage = buildStage(src, &problem);
    QVERIFY2(stage, qPrintable(problem));
    LessonJudge judge(*stage);
    const LessonVerdict v = judge.attempt(move("e1d1"));
    QCOMPARE(v.kind, LessonVerdict::Kind::Progress);
    QCOMPARE(v.reply, move("e8f8"));
    QCOMPARE(judge.attempt(move("a1a4")).kind, LessonVerdict::Kind::Success);
    // Without the script, the same first move lets the Rook escape: it does not serve.
    src.script = "";
    LessonJudge unscripted(*buildStage(src, &problem));
    QCOMPARE(unscripted.attempt(move("e1d1")).wrong, W::Unhelpful);
}

void TestLessons::badSourcesAreNamed_data() {
    QTest::addColumn<int>("fault");
    QTest::addColumn<QString>("said");
    QTest::newRow("position") << 0 << QStringLiteral("stage test.hunt: position:");
    QTest::newRow("prelude") << 1 << QStringLiteral("stage test.hunt: prelude move 2 is illegal");
    QTest::newRow("solution") << 2 << QStringLiteral("solution move 1 'a1x4'");
    QTest::newRow("square") << 3 << QStringLiteral("marked: 'i9' is not a square");
    QTest::newRow("letter") << 4 << QStringLiteral("pieces: 'Q' is not a piece letter");
    QTest::newRow("count") << 5 << QStringLiteral("count is larger than the marked squares");
    QTest::newRow("texts") << 6 << QStringLiteral("unhelpful are required");
    QTest::newRow("stars") << 7 << QStringLiteral("par <= twoStars");
    QTest::newRow("script") << 8 << QStringLiteral("script 'a1a4' is not 'move:reply'");
}

void TestLessons::badSourcesAreNamed() {
    QFETCH(int, fault);
    QFETCH(QString, said);
    StageSource src = rookHunt();
    switch (fault) {
    case 0: src.sfen = "4k3/8/8/8/r7/8/8/R3K3 x - 1"; break;
    case 1: src.prelude = "e1d1 e1d2"; break; // Gote to move, and e1 is empty
    case 2: src.solution = "a1x4"; break;
    case 3: src.marked = "i9"; break;
    case 4: src.pieces = "Q"; break;
    case 5: src.count = 2; break;
    case 6: src.unhelpful = nullptr; break;
    case 7: src.twoStars = 0, src.par = 3, src.limit = 2; break;
    case 8: src.script = "a1a4"; break;
    }
    QString problem;
    QVERIFY(!buildStage(src, &problem));
    QVERIFY2(problem.contains(said), qPrintable(problem));
    // The catalogue leaves such a stage out and names it.
    QStringList problems;
    const auto lessons =
        buildLessons({{.id = "l", .title = "L", .summary = "S", .stages = {src}}}, &problems);
    QCOMPARE(lessons.size(), std::size_t(1));
    QVERIFY(lessons.front().stages.empty());
    QCOMPARE(problems, QStringList{problem});
}

void TestLessons::illegalMoveNeverEndsTheStage() {
    LessonJudge judge(stageOf(QStringLiteral("pieces.rook")));
    for (int i = 0; i < 5; ++i) {
        const LessonVerdict v = judge.attempt(move("d2d8")); // through the Pawn on d5
        QCOMPARE(v.wrong, W::Illegal);
        QCOMPARE(v.illegal, Illegal::PathBlocked);
        QVERIFY(!judge.game().isOver());
    }
    QCOMPARE(judge.attempt(move("d2d5")).kind, LessonVerdict::Kind::Progress);
    QCOMPARE(judge.attempt(move("d5b5")).kind, LessonVerdict::Kind::Progress);
    const LessonVerdict v = judge.attempt(move("b5b3"));
    QCOMPARE(v.kind, LessonVerdict::Kind::Success);
    QCOMPARE(v.stars, 1); // eight moves used for a three-move stage
}

void TestLessons::finishedStageIgnoresMoves() {
    LessonJudge judge(stageOf(QStringLiteral("pieces.king")));
    QVERIFY(playSolution(judge, 3));
    QVERIFY(judge.isFinished());
    const LessonVerdict v = judge.attempt(move("e3e4"));
    QCOMPARE(v.wrong, W::Finished);
    QVERIFY(v.text.isEmpty());
    QCOMPARE(judge.movesUsed(), 3);
    QCOMPARE(judge.stars(), 3);
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
