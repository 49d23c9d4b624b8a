// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/puzzlecontroller.h"

#include "board/boardview.h"
#include "exercises/puzzlepanel.h"
#include "language.h"
#include "messagebox.h"
#include "model/document/positioncheck.h"
#include "model/exercises/puzzlegoal.h"
#include "model/exercises/puzzleworker.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "model/game/gametexts.h"
#include "rules/feen.h"

#include <QAction>
#include <QInputDialog>
#include <QProgressDialog>

#include <cmath>

#ifdef OGI_HAVE_RESOURCES
#include "ogiresources.h"
#endif

namespace ogi {

namespace {
// The longest forced capture looked for in any position, in attacker moves, the capture
// included (the mate search's units: a mate in 6 of the side's moves); and for a position
// made a puzzle (a 7-ply tsume: 4 checks, then the capture).
constexpr int ForcedWinMoves = 7;
constexpr int ForcedWinTimeMs = 20000;
constexpr int PuzzlePlies = 7;
constexpr int PuzzleMoves = learn::Puzzle::attackerMovesForPlies(PuzzlePlies);
constexpr double ProvisionalDeviation = 110;
// Moves as the move list writes them: in kanji in Japanese.
Notation notation() {
    return interfaceNotation();
}
} // namespace

PuzzleController::PuzzleController(GameSession* session, BoardView* board, QWidget* window,
                                   const QString& progressDirectory, QObject* parent)
    : PuzzleController(session, board, window, progressDirectory, new PuzzlePanel, parent) {}

PuzzleController::PuzzleController(GameSession* session, BoardView* board, QWidget* window,
                                   const QString& progressDirectory, PuzzlePanel* panel,
                                   QObject* parent)
    : ExerciseController(session, board, window, panel, parent), m_progress(progressDirectory),
      m_worker(new PuzzleWorker(this)), m_panel(panel) {
    auto action = [this](void (PuzzleController::*slot)()) {
        auto* a = new QAction(this);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_puzzlesAction = action(&PuzzleController::nextPuzzle);
    m_puzzlesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_fromPositionAction = action(&PuzzleController::puzzleFromPosition);
    m_fromTextAction = action(&PuzzleController::puzzleFromText);
    m_forcedWinAction = action(&PuzzleController::checkForcedWin);

    connect(m_panel, &PuzzlePanel::hintRequested, this, [this] {
        if (!m_goal) return;
        m_hintUsed = true;
        m_panel->setHintCounts(false); // said once: the button no longer needs to say it
        m_goal->requestHint(m_session->model()->game());
    });
    connect(m_panel, &PuzzlePanel::retryRequested, this, [this] {
        if (m_hasPuzzle) start(m_puzzle, m_fromCollection);
    });
    connect(m_panel, &PuzzlePanel::nextRequested, this, &PuzzleController::nextPuzzle);
    connect(m_worker, &PuzzleWorker::analysing, this, [this](quint64 ticket, int moves) {
        // Counted as the answer counts: the moves before the capture (a mate in n).
        if (m_searching && (ticket == m_analysis || ticket == m_puzzleSearch) && moves >= 2)
            m_searching->setLabelText(tr("Looking for a mate in %n move(s)…", nullptr, moves - 1));
    });
    connect(m_worker, &PuzzleWorker::analysed, this,
            [this](quint64 ticket, const ai::MateResult& r) {
                if (ticket != m_analysis && ticket != m_puzzleSearch) return;
                if (m_searching) m_searching->close();
                // The position searched: the board's for the forced-win question, the one
                // given for a puzzle (the board is not touched until there is a puzzle).
                const Position pos =
                    ticket == m_puzzleSearch ? m_searched : m_session->model()->position();
                const QString side = texts::sideName(pos.sideToMove());
                QString text;
                if (ticket == m_puzzleSearch) {
                    if (r.status == ai::MateStatus::Win && r.moves >= 2) {
                        learn::Puzzle p;
                        p.position = pos;
                        p.id = learn::puzzleId(pos.toSfen());
                        p.plies = 2 * (r.moves - 2) + 1;
                        p.solution.assign(r.line.begin(), r.line.end() - 1);
                        start(p, false);
                        return;
                    }
                    text = r.status == ai::MateStatus::Win
                               ? tr("%1 can capture the King at once: there is nothing to solve.")
                                     .arg(side)
                               : tr("%1 has no mate by checks within %n of its moves: this "
                                    "position does not make a tsume.",
                                    nullptr, PuzzleMoves - 1)
                                     .arg(side);
                    notice(tr("Puzzle from a position"), text);
                    return;
                }
                // Counted as the puzzles count: a mate in the side's own moves, the King
                // capture after them not counted.
                if (r.status == ai::MateStatus::Win) {
                    const bool gyoku[2] = {m_session->model()->kingIsGyoku(Sente),
                                           m_session->model()->kingIsGyoku(Gote)};
                    if (r.moves <= 1)
                        text = tr("Yes: %1 can capture the King at once: %2");
                    else
                        text = tr("Yes: %1 mates in %n move(s) of its own, whatever the "
                                  "defence, then takes the King: %2",
                                  nullptr, r.moves - 1);
                    text = text.arg(
                        side, texts::lineText(pos, r.line, int(r.line.size()), notation(), gyoku));
                } else if (r.status == ai::MateStatus::NoWin) {
                    text = tr("No: %1 has no forced mate within %n of its moves.", nullptr,
                              ForcedWinMoves - 1)
                               .arg(side);
                } else {
                    text = r.stopped ? tr("The search was stopped.")
                                     : tr("No forced King capture was found in the time given; "
                                          "a longer one may exist.");
                }
                emit forcedWinAnswered(text);
                notice(tr("Forced win"), text);
            });

#ifdef OGI_HAVE_RESOURCES
    ogiInitResources(); // the collection is built in: make sure it is registered
#endif
    QString error;
    if (!m_collection.load(PuzzleCollection::builtInPath(), &error)) notice(tr("Puzzles"), error);
    if (!m_progress.load()) notice(tr("Puzzles"), m_progress.error());
    retranslate();
}

QList<QAction*> PuzzleController::actions() const {
    return {m_puzzlesAction, m_fromPositionAction, m_fromTextAction, m_forcedWinAction};
}

void PuzzleController::retranslate() {
    showTexts();
    m_puzzlesAction->setText(tr("Tsume &Puzzles"));
    m_puzzlesAction->setStatusTip(tr("Capture the King by checks: puzzles for your rating"));
    m_fromPositionAction->setText(tr("&Solve This Position as a Puzzle"));
    m_fromTextAction->setText(tr("Puzzle from a SFEN or FEEN &Text…"));
    m_forcedWinAction->setText(tr("Is There a &Forced Win Here?"));
    m_forcedWinAction->setStatusTip(
        tr("Look for a forced King capture for the side to move in the position shown"));
}

bool PuzzleController::showsRefusals() const {
    return m_goal && m_session->goal() == m_goal;
}

void PuzzleController::nextPuzzle() {
    const QString skip = m_hasPuzzle ? QString::fromStdString(m_puzzle.id) : QString();
    const auto id = m_progress.nextPuzzle(m_collection.entries(), skip);
    if (!id) {
        notice(tr("Puzzles"), tr("You have solved every puzzle of the collection."));
        return;
    }
    startPuzzle(*id);
}

bool PuzzleController::startPuzzle(const QString& id) {
    const learn::Puzzle* p = m_collection.find(id);
    if (!p) return false; // the game it replaces is kept (Back to the game)
    m_rated = false;
    start(*p, true);
    return true;
}

void PuzzleController::start(const learn::Puzzle& puzzle, bool fromCollection) {
    const bool same = m_hasPuzzle && puzzle.id == m_puzzle.id;
    if (!same) m_rated = false;
    m_puzzle = puzzle;
    m_hasPuzzle = true;
    m_fromCollection = fromCollection;
    m_hintUsed = false;
    m_worker->cancel();
    if (m_searching) m_searching->close();
    auto* goal = new PuzzleGoal(puzzle, m_worker);
    m_goal = goal;
    const Side attacker = goal->attacker();
    Player* human = new HumanPlayer;
    Player* defender = new PuzzleDefender(goal);
    connect(goal, &PuzzleGoal::stateChanged, this, [this, goal](PuzzleGoal::State state) {
        m_panel->setBusy(state == PuzzleGoal::State::Thinking);
        if (state == PuzzleGoal::State::Thinking)
            m_panel->setFeedback(tr("The defender is thinking…"), true);
        else if (state == PuzzleGoal::State::Playing)
            m_panel->setFeedback(
                goal->checksLeft() == 0
                    ? tr("Good. Every defence loses: take the King.")
                    : tr("Good. Mate in %n more move(s) of yours.", nullptr, goal->checksLeft()),
                true);
    });
    connect(goal, &GameGoal::remark, this,
            [this](const QString& text) { m_panel->setFeedback(text, false); });
    connect(goal, &PuzzleGoal::hintFound, this, [this](Move m) {
        const GameModel* model = m_session->model();
        m_board->setShapes({BoardShape::ofMove(m, model->sideToMove(), ShapeColor::Blue)},
                           ShapeLayer::Hint);
        const QString move = texts::moveText(model->position(), m, notation(),
                                             model->kingIsGyoku(model->sideToMove()));
        m_panel->setFeedback(ratesResult() ? tr("Hint: %1. This puzzle now counts as failed for "
                                                "your rating.")
                                                 .arg(move)
                                           : tr("Hint: %1").arg(move),
                             true);
    });
    connect(goal, &GameGoal::finished, this, &PuzzleController::onFinished);
    // Tsume draws the defender's King as 玉, the attacker's as 王.
    GameInfo kings;
    kings.gyoku[attacker] = false;
    kings.gyoku[opposite(attacker)] = true;
    m_session->startExercise(goal->startGame(), attacker == Sente ? human : defender,
                             attacker == Sente ? defender : human, goal, kings);
    m_board->setFlipped(attacker == Gote);
    m_number = 0;
    if (fromCollection)
        if (const learn::Puzzle* p = m_collection.find(QString::fromStdString(puzzle.id)))
            m_number = int(p - m_collection.puzzles().data()) + 1;
    showTexts();
    showRating(m_progress.rating().rating);
    emit started();
}

bool PuzzleController::ratesResult() const {
    return m_hasPuzzle && m_fromCollection && !m_rated;
}

// The puzzle's texts, in the interface language. Its length is said once, in the player's
// own moves (and, in the title, in plies as tsume counts).
void PuzzleController::showTexts() {
    if (!m_hasPuzzle) return;
    const learn::Puzzle& puzzle = m_puzzle;
    const QString title =
        m_number > 0
            ? tr("Tsume %1 · %n plies · %2", nullptr, puzzle.plies).arg(m_number).arg(puzzle.rating)
            : tr("Your position · %n plies", nullptr, puzzle.plies);
    const QString about = tr("Mate in %n of your moves.", nullptr, puzzle.checks());
    m_panel->showPuzzle(title, about,
                        tr("%1 to play. Every move of yours must give check; the defender "
                           "answers with its strongest reply. After your last check the King "
                           "cannot escape: take it.")
                            .arg(texts::sideName(puzzle.position.sideToMove())));
    m_panel->setHintCounts(ratesResult() && !m_hintUsed);
}

void PuzzleController::onFinished(bool solved, const QString& text) {
    m_panel->setBusy(false);
    m_panel->setFinished(true);
    QString shown = text;
    if (!solved) {
        const QString line = refutationText();
        if (!line.isEmpty()) shown += QLatin1Char('\n') + tr("Refutation: %1").arg(line);
    }
    if (solved && m_hintUsed && ratesResult())
        shown = tr("The King is taken. You used a hint: this puzzle counts as failed for your "
                   "rating.");
    m_panel->setFeedback(shown, solved);
    m_panel->setHintCounts(false);
    if (!ratesResult()) return;
    m_rated = true;
    const double before = m_progress.rating().rating;
    QString error;
    if (!m_progress.recordAttempt(QString::fromStdString(m_puzzle.id), m_puzzle.rating,
                                  solved && !m_hintUsed, QDate::currentDate(), &error))
        notice(tr("Puzzles"), error);
    showRating(before);
}

// The defender's refutation, shown from the position it was played in.
QString PuzzleController::refutationText() const {
    if (!m_goal || m_goal->refutation().empty()) return QString();
    Game game = m_session->model()->game();
    if (game.sideToMove() == m_goal->attacker()) game.undo(); // the refutation was played
    const bool gyoku[2] = {m_session->model()->kingIsGyoku(Sente),
                           m_session->model()->kingIsGyoku(Gote)};
    return texts::lineText(game.position(), m_goal->refutation(), 6, notation(), gyoku);
}

void PuzzleController::showRating(double before) {
    const rating::Glicko2& r = m_progress.rating();
    const int now = int(std::lround(r.rating));
    const int change = now - int(std::lround(before));
    // A rating still this uncertain says little: it is called provisional, as chess sites do.
    if (change == 0 && r.deviation > ProvisionalDeviation)
        m_panel->setRating(tr("Your puzzle rating: %1 (provisional)").arg(now));
    else if (change == 0)
        m_panel->setRating(tr("Your puzzle rating: %1").arg(now));
    else
        m_panel->setRating(
            tr("Your puzzle rating: %1 (%2)")
                .arg(now)
                .arg(change > 0 ? QStringLiteral("+%1").arg(change) : QString::number(change)));
}

void PuzzleController::puzzleFromPosition() {
    startFromPosition(m_session->model()->position());
}

void PuzzleController::puzzleFromText() {
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        m_window, tr("Puzzle from a text"),
        tr("A position in SFEN or FEEN, with both Kings; the side to move attacks:"), QString(),
        &ok);
    if (!ok) return;
    QString error;
    if (!startPuzzleFromText(text, &error)) notice(tr("Puzzle from a text"), error);
}

bool PuzzleController::startPuzzleFromText(const QString& text, QString* error) {
    const std::string s = text.trimmed().toStdString();
    const auto sfen = Position::fromSfen(s);
    if (sfen.ok()) {
        startFromPosition(*sfen);
        return true;
    }
    const auto feen = positionFromFeen(s);
    if (feen.ok()) {
        startFromPosition(*feen);
        return true;
    }
    if (error)
        *error = tr("This is neither a SFEN nor a FEEN position.\nAs SFEN: %1\nAs FEEN: %2")
                     .arg(texts::errorText(sfen.failure()), texts::errorText(feen.failure()));
    return false;
}

void PuzzleController::startFromPosition(const Position& pos) {
    // Check first: a position that cannot be played is refused with the reason, and the game
    // on the board stays as it is. Both Kings are needed: under the rules a side without its
    // King has no move (RULES.md §7), so a composer's position without the attacker's King
    // cannot be played as it is.
    if (const QString problem = setupProblem(pos); !problem.isEmpty()) {
        notice(tr("Puzzle from a position"),
               tr("This position cannot be a puzzle: %1\n\nBoth Kings must be on the board: under "
                  "the rules a side without its King has no move. If the attacker's King was "
                  "left out, place it where it takes no part.")
                   .arg(problem));
        return;
    }
    m_worker->cancel();
    m_analysis = 0;
    m_searched = pos;
    // Searched first; only a puzzle found replaces what the board shows, as every exercise
    // does: the game is kept aside (Back to the game).
    m_puzzleSearch = m_worker->analyse(Game(pos), ai::MateMode::Checks, PuzzleMoves, 10000);
    showSearching();
}

// A search of a whole position may take seconds: a box says so (after a moment) and can
// stop it.
void PuzzleController::showSearching() {
    if (m_searching) m_searching->close();
    m_searching =
        new QProgressDialog(tr("Looking for a forced King capture…"), tr("Stop"), 0, 0, m_window);
    m_searching->setAttribute(Qt::WA_DeleteOnClose);
    m_searching->setMinimumDuration(400);
    connect(m_searching, &QProgressDialog::canceled, m_worker, &PuzzleWorker::cancel);
}

void PuzzleController::checkForcedWin() {
    const Game& game = m_session->model()->game();
    if (game.isOver()) {
        notice(tr("Forced win"), tr("The game is over: there is nothing to look for."));
        return;
    }
    m_worker->cancel();
    m_puzzleSearch = 0;
    m_analysis = m_worker->analyse(game, ai::MateMode::AnyMove, ForcedWinMoves, ForcedWinTimeMs);
    showSearching();
}

} // namespace ogi
