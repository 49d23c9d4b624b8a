// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/learncontroller.h"

#include "board/boardview.h"
#include "exercises/lessonchooser.h"
#include "exercises/lessonpanel.h"
#include "exercises/puzzlecontroller.h"
#include "exercises/puzzlepanel.h"
#include "exercises/quizcontroller.h"
#include "exercises/quizpanel.h"
#include "exercises/welcomepanel.h"
#include "lessons.h"
#include "messagebox.h"
#include "model/exercises/lessongoal.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "model/game/gamesetup.h"

#include <QAction>
#include <QMenu>
#include <QSettings>
#include <QStackedWidget>

namespace ogi {

LearnController::LearnController(GameSession* session, BoardView* board, QWidget* window,
                                 const QString& progressDirectory)
    : QObject(window), m_session(session), m_board(board), m_window(window),
      m_lessonProgress(progressDirectory) {
    m_menu = new QMenu(window);
    m_lessonsAction =
        new QAction(QIcon::fromTheme(QStringLiteral("applications-education")), QString(), this);
    m_lessonsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_lessonsAction, &QAction::triggered, this, &LearnController::chooseLesson);
    m_menu->addAction(m_lessonsAction);
    m_welcomeAction = new QAction(this);
    connect(m_welcomeAction, &QAction::triggered, this, &LearnController::showWelcome);
    m_welcome = new WelcomePanel(board);
    connect(m_welcome, &WelcomePanel::learnChosen, this, &LearnController::continueLessons);
    connect(m_welcome, &WelcomePanel::playChosen, this, &LearnController::playBeginnerGame);

    m_stack = new QStackedWidget(window);
    m_lessonPanel = new LessonPanel(m_stack);
    m_stack->addWidget(m_lessonPanel);

    m_puzzles = new PuzzleController(session, board, window, progressDirectory, this);
    m_stack->addWidget(m_puzzles->panel());
    m_menu->addSeparator();
    m_menu->addActions(m_puzzles->actions());
    connect(m_puzzles, &PuzzleController::started, this, [this] { showPanel(m_puzzles->panel()); });
    connect(m_puzzles, &PuzzleController::leaveRequested, this, &LearnController::leave);

    m_quiz = new QuizController(session, board, window, progressDirectory, this);
    m_stack->addWidget(m_quiz->panel());
    m_menu->addSeparator();
    m_menu->addAction(m_quiz->action());
    connect(m_quiz, &QuizController::started, this, [this] { showPanel(m_quiz->panel()); });
    connect(m_quiz, &QuizController::leaveRequested, this, &LearnController::leave);

    connect(m_lessonPanel, &LessonPanel::hintRequested, this, [this] {
        if (!m_goal) return;
        const Move hint = m_goal->hint();
        if (hint)
            m_board->setShapes(
                {BoardShape::ofMove(hint, m_session->model()->sideToMove(), ShapeColor::Blue)},
                ShapeLayer::Hint);
    });
    connect(m_lessonPanel, &LessonPanel::retryRequested, this, [this] { startStage(m_stageId); });
    connect(m_lessonPanel, &LessonPanel::claimDrawRequested, this, [this] {
        if (m_goal) m_goal->claimDraw();
    });
    connect(m_lessonPanel, &LessonPanel::nextRequested, this, [this] {
        const QString next = nextStage();
        if (!next.isEmpty()) startStage(next);
    });
    connect(m_lessonPanel, &LessonPanel::chooseRequested, this, &LearnController::chooseLesson);
    connect(m_lessonPanel, &LessonPanel::leaveRequested, this, &LearnController::leave);

    // A game started from the Game menu (or a record opened) ends the learning mode.
    connect(session, &GameSession::gameStarted, this, [this] {
        if (m_welcome->isVisible()) m_welcome->dismiss();
        // An exercise turns the board to its side; back to a game, the board faces the way
        // the player had it.
        if (m_session->isExercise() && !m_flipBefore) m_flipBefore = m_board->isFlipped();
        if (!m_session->isExercise() && m_flipBefore) {
            m_board->setFlipped(*m_flipBefore);
            m_flipBefore.reset();
        }
        if (!m_session->isExercise()) setActive(false);
    });
    connect(session, &GameSession::gameEnded, this, [this] {
        if (m_active && m_goal && !m_goal->judge().isFinished()) {
            m_stopped = true;
            m_lessonPanel->showStopped();
        }
    });
    connect(session->model(), &GameModel::positionChanged, this, &LearnController::updateMarks);

    if (!m_lessonProgress.load()) reportProgressError(m_lessonProgress.error());
    retranslate();
}

QWidget* LearnController::panel() const {
    return m_stack;
}

void LearnController::retranslate() {
    m_menu->setTitle(tr("&Learn"));
    m_lessonsAction->setText(tr("&Lessons…"));
    m_lessonsAction->setStatusTip(tr("Learn the game step by step, on the board"));
    m_welcomeAction->setText(tr("&Welcome…"));
    m_welcomeAction->setStatusTip(tr("The ways in: the lessons, a game against the computer, "
                                     "a record"));
    m_puzzles->retranslate();
    m_quiz->retranslate();
    // The feedback of the stage under way, said again in the new language.
    const auto judged = [](const LessonVerdict& v) {
        return v.kind != LessonVerdict::Kind::Wrong || v.wrong != LessonVerdict::Wrong::None;
    };
    if (m_active && m_goal && judged(m_goal->lastVerdict())) {
        const LessonVerdict verdict = m_goal->judge().explained(m_goal->lastVerdict());
        if (verdict.kind == LessonVerdict::Kind::Success)
            m_lessonPanel->showSuccess(verdict, m_goal->judge().movesUsed(),
                                       !nextStage().isEmpty());
        else if (m_stopped)
            m_lessonPanel->showStopped();
        else
            onJudged(verdict);
    } else if (m_active && m_goal && m_stopped) {
        m_lessonPanel->showStopped();
    }
}

void LearnController::reportProgressError(const QString& error) {
    if (error.isEmpty()) return;
    showMessageBox(m_window, MessageKind::Notice, QMessageBox::Warning, tr("Learning progress"),
                   error);
}

void LearnController::chooseLesson() {
    auto* chooser = new LessonChooser(m_lessonProgress, m_window);
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    if (!m_stageId.isEmpty()) chooser->selectStage(m_stageId);
    connect(chooser, &QDialog::accepted, this,
            [this, chooser] { startStage(chooser->selectedStage()); });
    chooser->open();
}

void LearnController::setGameGuard(std::function<bool()> mayReplaceGame) {
    m_gameGuard = std::move(mayReplaceGame);
}

bool LearnController::mayReplaceGame() const {
    return !m_gameGuard || m_gameGuard();
}

void LearnController::showWelcome() {
    m_welcome->open();
}

void LearnController::continueLessons() {
    for (const StagePlace& place : lessonStages())
        if (!m_lessonProgress.isFinished(QString::fromLatin1(place.stage().id))) {
            startStage(QString::fromLatin1(place.stage().id));
            return;
        }
    chooseLesson(); // every stage done: the learner picks one to play again
}

void LearnController::playBeginnerGame() {
    if (!mayReplaceGame()) return;
    GameSetup setup;
    setup.info.players[Sente] = PlayerInfo::human();
    setup.info.players[Gote] = PlayerInfo::computer(WelcomePanel::BeginnerLevel);
    setup.info.refuseIllegal = true; // a first game is not lost by one slip
    QSettings settings;
    setup.save(settings); // New Game offers the same again
    m_session->start(setup);
    m_board->setFlipped(false);
}

bool LearnController::startStage(const QString& id) {
    const StagePlace place = findStagePlace(id);
    if (!place.lesson) return false; // the game it replaces is kept (Back to the game)
    const LessonStage& stage = place.stage();
    auto* goal = new LessonGoal(stage);
    const Side learner = goal->judge().learner();
    Player* learnerPlayer = new HumanPlayer;
    Player* other = new LessonReplyPlayer(goal);
    m_goal = goal;
    m_stageId = id;
    m_stopped = false;
    connect(goal, &LessonGoal::judged, this, &LearnController::onJudged);
    connect(goal, &GameGoal::finished, this, &LearnController::onFinished);
    m_session->startExercise(goal->startGame(), learner == Sente ? learnerPlayer : other,
                             learner == Sente ? other : learnerPlayer, goal);
    m_board->setFlipped(learner == Gote);
    m_lessonPanel->showStage(*place.lesson, place.index, m_lessonProgress.stars(id),
                             stage.exercise.goal == ai::GoalKind::ClaimDraw);
    m_stack->setCurrentWidget(m_lessonPanel);
    updateMarks();
    setActive(true);
    return true;
}

void LearnController::onJudged(const LessonVerdict& verdict) {
    if (!m_goal || verdict.kind == LessonVerdict::Kind::Success) return;
    m_lessonPanel->showVerdict(verdict, m_goal->judge().movesUsed());
}

void LearnController::onFinished() {
    if (!m_goal) return;
    const LessonVerdict& verdict = m_goal->lastVerdict();
    QString error;
    if (!m_lessonProgress.record(m_stageId, verdict.stars, &error)) reportProgressError(error);
    m_lessonPanel->showSuccess(verdict, m_goal->judge().movesUsed(), !nextStage().isEmpty());
    updateMarks();
}

// The squares the stage marks (pieces to capture, squares to reach, where to promote), in
// red rings, while the stage is under way.
void LearnController::updateMarks() {
    const Bitboard marked =
        m_active && m_goal && !m_goal->judge().isFinished() ? m_goal->judge().markedSquares() : 0;
    QList<BoardShape> rings;
    for (int sq = 0; sq < 64; ++sq)
        if (marked & (Bitboard(1) << sq)) rings << BoardShape::circle(Square(sq), ShapeColor::Red);
    m_board->setShapes(rings, ShapeLayer::Marks);
}

QString LearnController::nextStage() const {
    const std::vector<StagePlace>& stages = lessonStages();
    for (std::size_t i = 0; i + 1 < stages.size(); ++i)
        if (QLatin1String(stages[i].stage().id) == m_stageId)
            return QString::fromLatin1(stages[i + 1].stage().id);
    return QString();
}

// Back to the game the exercises replaced, as it was; a new game as last set up when there
// was none. Either ends the mode (gameStarted).
void LearnController::leave() {
    if (!m_active) return;
    if (!m_session->resumeGame()) m_session->start(GameSetup::load(QSettings()));
}

// A puzzle or a quiz question is on the board: no lesson any more.
void LearnController::showPanel(QWidget* panel) {
    m_goal = nullptr;
    m_stageId.clear();
    m_stack->setCurrentWidget(panel);
    setActive(true);
}

void LearnController::setActive(bool active) {
    if (!active) {
        m_goal = nullptr;
        m_stageId.clear();
    }
    const bool changed = m_active != active;
    m_active = active;
    updateMarks();
    if (changed) emit activeChanged(active);
}

} // namespace ogi
