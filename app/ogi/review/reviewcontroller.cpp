// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewcontroller.h"

#include "exercises/panelstyle.h"
#include "language.h"
#include "model/analysis/accuracy.h"
#include "model/analysis/adviser.h"
#include "model/analysis/analyser.h"
#include "model/analysis/evaluationtext.h"
#include "model/analysis/gameanalysis.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "model/game/handicap.h"
#include "review/analysispanel.h"
#include "review/commentpanel.h"
#include "review/evalgraph.h"
#include "review/movelistview.h"
#include "review/navigationbar.h"
#include "textfit.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace ogi {

ReviewController::ReviewController(GameSession* session, QWidget* window)
    : QObject(window), m_session(session), m_window(window),
      m_analysis(new GameAnalysis(session->adviser()->analyser(), this)),
      m_analyser(session->adviser()->analyser()) {
    createActions();
    createPanel();
    retranslate();

    GameTree* tree = m_session->document()->tree();
    GameModel* model = m_session->model();
    connect(tree, &GameTree::treeChanged, this, &ReviewController::updateActions);
    connect(tree, &GameTree::treeChanged, this, &ReviewController::showGraph);
    connect(tree, &GameTree::cursorChanged, this, &ReviewController::updateActions);
    connect(model, &GameModel::kingDrawingChanged, this, [this, model] {
        m_moveList->setKingDrawings(model->kingIsGyoku(Sente), model->kingIsGyoku(Gote));
        m_comments->setKingDrawings(model->kingIsGyoku(Sente), model->kingIsGyoku(Gote));
    });
    connect(m_analysis, &GameAnalysis::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
        showProgressText();
    });
    connect(m_analysis, &GameAnalysis::plyAnalysed, this,
            [this] { m_analysis->apply(*m_session->document()->tree()); });
    connect(m_analysis, &GameAnalysis::finished, this, [this] {
        m_analysis->apply(*m_session->document()->tree());
        updateActions();
        emit analysisFinished();
    });
    connect(m_analysis, &GameAnalysis::cancelled, this, &ReviewController::updateActions);
    connect(m_analyser, &Analyser::linesChanged, this, &ReviewController::showBestEvaluation);
    connect(m_session, &GameSession::gameStarted, this, &ReviewController::showGameInfo);
    showGameInfo();
    updateActions();
}

Analyser* ReviewController::analyser() const {
    return m_analyser;
}

ReviewController::~ReviewController() {
    m_analysis->cancel();
    if (m_analyser) m_analyser->setActive(false);
}

void ReviewController::createActions() {
    m_analyse = new QAction(QIcon::fromTheme("system-search"), QString(), this);
    m_analyse->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(m_analyse, &QAction::triggered, this, &ReviewController::analyseGame);

    m_cancelAnalysis = new QAction(QIcon::fromTheme("process-stop"), QString(), this);
    connect(m_cancelAnalysis, &QAction::triggered, this, &ReviewController::cancelAnalysis);

    m_live = new QAction(this);
    m_live->setCheckable(true);
    m_live->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_live, &QAction::toggled, this, &ReviewController::setLiveAnalysis);

    GameTree* tree = m_session->document()->tree();
    m_promote = new QAction(this);
    connect(m_promote, &QAction::triggered, tree, &GameTree::promoteVariation);

    m_deleteVariation = new QAction(QIcon::fromTheme("edit-delete"), QString(), this);
    connect(m_deleteVariation, &QAction::triggered, tree, &GameTree::deleteVariation);

    m_menu = new QMenu(m_window);
    m_menu->addAction(m_analyse);
    m_menu->addAction(m_cancelAnalysis);
    m_menu->addAction(m_live);
    m_menu->addSeparator();
    m_menu->addAction(m_promote);
    m_menu->addAction(m_deleteVariation);
    for (QAction* a : {m_analyse, m_cancelAnalysis, m_live}) m_window->addAction(a);
}

void ReviewController::setEvaluationInPawns(bool pawns) {
    m_evalBar->setInPawns(pawns);
    m_graph->setInPawns(pawns);
}

void ReviewController::setBoardLook(PieceStyle style, bool flipped) {
    m_evalBar->setFlipped(flipped);
    m_analysisPanel->setBoardLook(style, flipped);
}

// Every text of the actions, menu and panel; again on a language change.
void ReviewController::retranslate() {
    m_analyse->setText(tr("&Analyse Game"));
    m_analyse->setStatusTip(tr("Let the computer evaluate every position of the game"));
    m_cancelAnalysis->setText(tr("&Stop Analysis"));
    m_live->setText(tr("&Live Analysis"));
    m_live->setStatusTip(tr("Show the computer's best lines for the position on the board"));
    m_promote->setText(tr("&Promote Variation"));
    m_promote->setStatusTip(tr("Make the shown variation the main continuation"));
    m_deleteVariation->setText(tr("&Delete Variation"));
    m_deleteVariation->setStatusTip(tr("Remove the shown variation"));
    m_menu->setTitle(tr("&Review"));
    m_cancelButton->setText(tr("Stop"));
    showProgressText();
    showGameInfo();
    // Moves are written in kanji in the Japanese interface, with letters otherwise.
    m_notation = interfaceNotation();
    m_moveList->setNotation(m_notation);
    m_graph->setNotation(m_notation);
    // What the letters stand for, where a French player reads R as the Roi.
    m_moveList->setToolTip(moveLegend());
    m_analysisPanel->setNotation(m_notation);
    m_analysisPanel->retranslate();
    showBestEvaluation();
    m_accuracyLabel->setAccessibleName(tr("Accuracy"));
    m_accuracyLabel->setToolTip(
        tr("How close each side's moves came to the engine's, from the chance of winning each "
           "lost (100%: none lost more than the analysis's own noise)"));
    showAccuracy();
    m_comments->setKanji(m_notation == Notation::Kanji);
}

void ReviewController::createPanel() {
    GameTree* tree = m_session->document()->tree();
    GameModel* model = m_session->model();
    m_panel = new QWidget(m_window);
    m_nav = new NavigationBar(m_window);
    m_nav->setParent(m_panel);
    m_nav->setTree(tree);
    m_moveList = new MoveListView(m_panel);
    m_moveList->setMinimumWidth(250);
    m_moveList->setTree(tree);
    m_moveList->setKingDrawings(model->kingIsGyoku(Sente), model->kingIsGyoku(Gote));
    m_graph = new EvalGraph(m_panel);
    m_graph->setTree(tree);
    m_graph->setMinimumHeight(64); // the room goes to the move list first
    m_gameLabel = new WrapLabel(m_panel);
    m_gameLabel->setWordWrap(true);
    m_accuracyLabel = new WrapLabel(m_panel);
    m_accuracyLabel->setWordWrap(true);

    m_progress = new QProgressBar(m_panel);
    // The words go in a label that wraps, not in the bar, where a narrow panel cuts them.
    m_progress->setTextVisible(false);
    m_progressLabel = new WrapLabel(m_panel);
    m_progressLabel->setWordWrap(true);
    m_cancelButton = new QPushButton(m_panel);
    connect(m_cancelButton, &QPushButton::clicked, this, &ReviewController::cancelAnalysis);
    m_analysisPanel = new AnalysisPanel(m_analyser, m_session, m_panel);
    m_evalBar = new EvalBar(m_window);
    m_comments = new CommentPanel(m_panel);
    m_comments->setTree(tree);

    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancelButton);
    auto* top = new QWidget(m_panel);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->setSpacing(3); // a small window keeps its height for the moves
    topLayout->addWidget(m_gameLabel);
    topLayout->addWidget(m_nav);
    // The moves take most of the height; the graph a part of it, growing with the window.
    topLayout->addWidget(m_moveList, 3);
    topLayout->addWidget(m_graph, 1);
    topLayout->addWidget(m_accuracyLabel);
    topLayout->addWidget(m_progressLabel);
    topLayout->addLayout(progressRow);
    topLayout->addWidget(m_analysisPanel);
    auto* split = new QSplitter(Qt::Vertical, m_panel);
    split->addWidget(top);
    split->addWidget(m_comments);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(m_panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    m_progress->hide();
    m_progressLabel->hide();
    m_cancelButton->hide();
    m_analysisPanel->hide();
    m_evalBar->hide();
}

void ReviewController::updateActions() {
    const GameTree* tree = m_session->document()->tree();
    const bool running = m_analysis->isRunning();
    m_analyse->setEnabled(!running && !tree->record().mainline.nodes.empty());
    m_cancelAnalysis->setEnabled(running);
    m_progress->setVisible(running);
    m_progressLabel->setVisible(running);
    m_cancelButton->setVisible(running);
    m_promote->setEnabled(tree->inVariation());
    m_deleteVariation->setEnabled(tree->inVariation());
}

void ReviewController::analyseGame() {
    GameTree* tree = m_session->document()->tree();
    const Record& r = tree->record();
    if (r.mainline.nodes.empty()) return;
    std::vector<Move> moves;
    for (const RecordNode& n : r.mainline.nodes) moves.push_back(n.move);
    tree->clearAnalysis();
    m_progress->setRange(0, int(moves.size()) + 1);
    m_progress->setValue(0);
    showProgressText();
    m_analysis->start(r.start, moves);
    updateActions();
}

void ReviewController::showProgressText() {
    m_progressLabel->setText(
        tr("Analysing: %1 of %2 positions").arg(m_progress->value()).arg(m_progress->maximum()));
}

// What kind of game it is, above the moves: a handicap says which one.
void ReviewController::showGameInfo() {
    const GameInfo& info = m_session->info();
    m_moveList->setTimeControl(info.timeControl);
    m_gameLabel->setText(info.handicap.isEmpty()
                             ? QString()
                             : tr("Handicap: %1").arg(handicapTagName(info.handicap)));
    m_gameLabel->setVisible(!info.handicap.isEmpty());
}

void ReviewController::cancelAnalysis() {
    m_analysis->cancel();
    updateActions();
}

void ReviewController::setLiveAnalysis(bool on) {
    if (m_live->isChecked() != on) m_live->setChecked(on);
    m_analysisPanel->setVisible(on);
    m_evalBar->setVisible(on);
    showGraph();
    m_analyser->setActive(on);
    m_session->setAnalysisShown(on);
}

// The graph, empty until the game is analysed, says how to fill it; while the live analysis
// shows its lines and bar, an empty graph gives its height to the moves and the comment.
void ReviewController::showGraph() {
    m_graph->setVisible(m_graph->hasData() || !m_live->isChecked());
    showAccuracy();
}

// "☗ Sente: 86% accuracy; 2 inaccuracies, 1 mistake, 0 blunders", a line a side, as soon as
// the record has evaluations (recordAccuracy).
void ReviewController::showAccuracy() {
    const GameAccuracy accuracy = recordAccuracy(m_session->document()->tree()->record());
    QStringList lines;
    for (Side s : {Sente, Gote}) {
        const SideAccuracy& a = accuracy.side[s];
        if (a.moves == 0) continue;
        const QString side =
            (s == Sente ? QStringLiteral("☗ ") : QStringLiteral("☖ ")) + texts::sideName(s);
        lines << tr("%1: %2 accuracy; %3, %4, %5")
                     .arg(side, texts::percent(int(std::lround(a.accuracy))),
                          tr("%n inaccuracy(s)", nullptr, a.inaccuracies),
                          tr("%n mistake(s)", nullptr, a.mistakes),
                          tr("%n blunder(s)", nullptr, a.blunders));
    }
    m_accuracyLabel->setText(lines.join(QLatin1Char('\n')));
    m_accuracyLabel->setVisible(!lines.isEmpty());
}

// The bar shows the best line's evaluation; nothing while there is none.
void ReviewController::showBestEvaluation() {
    const auto& lines = m_analyser->lines();
    if (lines.empty())
        m_evalBar->setEvaluation(std::nullopt);
    else
        m_evalBar->setEvaluation(lines.front().eval, lines.front().senteChance);
}

} // namespace ogi
