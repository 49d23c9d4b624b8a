// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewcontroller.h"

#include "boardview.h"
#include "commentpanel.h"
#include "diagramexport.h"
#include "evalgraph.h"
#include "messagebox.h"
#include "model/aiworker.h"
#include "model/gamemodel.h"
#include "model/gametexts.h"
#include "model/positioncheck.h"
#include "movelistview.h"
#include "navigationbar.h"
#include "positioneditor.h"
#include "rules/feen.h"
#include "rules/notation.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>

namespace ogi {

namespace {
constexpr int MaxRecent = 8;

bool sameGame(const Game& a, const Game& b) {
    return a.startPosition() == b.startPosition() && a.moves() == b.moves();
}
} // namespace

ReviewController::ReviewController(GameModel* model, BoardView* board, QWidget* window)
    : QObject(window), m_model(model), m_board(board), m_window(window), m_tree(new GameTree(this)),
      m_analysis(new GameAnalysis(this)), m_liveWorker(new AiWorker(this)) {
    m_startFrom = [this](const Position& pos) { m_model->newGame(pos); };
    createActions();
    createPanel();
    retranslate();
    m_tree->setGame(m_model->game());

    connect(m_tree, &GameTree::cursorChanged, this, &ReviewController::onTreeCursor);
    connect(m_tree, &GameTree::treeChanged, this, &ReviewController::updateActions);
    connect(m_model, &GameModel::gameReset, this, &ReviewController::onModelReset);
    connect(m_model, &GameModel::positionChanged, this, &ReviewController::onModelPosition);
    // An illegal attempt or a resignation ends the game without changing the position.
    connect(m_model, &GameModel::gameOver, this, &ReviewController::onModelPosition);
    connect(m_model, &GameModel::kingDrawingChanged, this, [this] {
        m_moveList->setKingDrawings(m_model->kingIsGyoku(Sente), m_model->kingIsGyoku(Gote));
    });

    connect(m_analysis, &GameAnalysis::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(m_analysis, &GameAnalysis::plyAnalysed, this, [this] { m_analysis->apply(*m_tree); });
    connect(m_analysis, &GameAnalysis::finished, this, [this] {
        m_analysis->apply(*m_tree);
        updateActions();
        emit analysisFinished();
    });
    connect(m_analysis, &GameAnalysis::cancelled, this, &ReviewController::updateActions);
    connect(m_liveWorker, &AiWorker::info, this, &ReviewController::onLiveInfo);

    m_window->setAcceptDrops(true);
    m_window->installEventFilter(this);
    QSettings settings;
    m_recent = settings.value("files/recent").toStringList();
    updateRecentMenu();
    updateActions();
}

ReviewController::~ReviewController() {
    m_analysis->cancel();
    m_liveWorker->cancel();
}

void ReviewController::createActions() {
    m_analyse = new QAction(QIcon::fromTheme("system-search"), tr("&Analyse Game"), this);
    m_analyse->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_analyse->setStatusTip(tr("Let the computer evaluate every position of the game"));
    connect(m_analyse, &QAction::triggered, this, &ReviewController::analyseGame);

    m_cancelAnalysis = new QAction(QIcon::fromTheme("process-stop"), tr("&Stop Analysis"), this);
    connect(m_cancelAnalysis, &QAction::triggered, this, &ReviewController::cancelAnalysis);

    m_live = new QAction(tr("&Live Analysis"), this);
    m_live->setCheckable(true);
    m_live->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_live->setStatusTip(tr("Show the computer's line for the position on the board"));
    connect(m_live, &QAction::toggled, this, &ReviewController::setLiveAnalysis);

    m_promote = new QAction(tr("&Promote Variation"), this);
    m_promote->setStatusTip(tr("Make the shown variation the main continuation"));
    connect(m_promote, &QAction::triggered, m_tree, &GameTree::promoteVariation);

    m_deleteVariation = new QAction(QIcon::fromTheme("edit-delete"), tr("&Delete Variation"), this);
    m_deleteVariation->setStatusTip(tr("Remove the shown variation"));
    connect(m_deleteVariation, &QAction::triggered, m_tree, &GameTree::deleteVariation);

    m_editPosition = new QAction(tr("Set &Up Position…"), this);
    m_editPosition->setStatusTip(tr("Place pieces freely and play or analyse from there"));
    connect(m_editPosition, &QAction::triggered, this, [this] { openPositionEditor(); });

    m_exportDiagram =
        new QAction(QIcon::fromTheme("image-x-generic"), tr("E&xport Diagram…"), this);
    m_exportDiagram->setStatusTip(tr("Save the shown position as an SVG or PNG picture"));
    connect(m_exportDiagram, &QAction::triggered, this, &ReviewController::exportDiagram);

    m_copyGame = new QAction(tr("Copy Game as .&ogn"), this);
    m_copyGame->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyGame, &QAction::triggered, this, &ReviewController::copyGame);
    m_copyFeen = new QAction(tr("Copy Position as &FEEN"), this);
    connect(m_copyFeen, &QAction::triggered, this, &ReviewController::copyFeen);
    m_pasteFeen = new QAction(tr("&Import FEEN Position…"), this);
    connect(m_pasteFeen, &QAction::triggered, this, &ReviewController::pasteFeen);

    m_menu = new QMenu(tr("&Review"), m_window);
    m_menu->addAction(m_analyse);
    m_menu->addAction(m_cancelAnalysis);
    m_menu->addAction(m_live);
    m_menu->addSeparator();
    m_menu->addAction(m_promote);
    m_menu->addAction(m_deleteVariation);
    m_menu->addSeparator();
    m_menu->addAction(m_editPosition);
    m_recentMenu = new QMenu(tr("Open R&ecent"), m_window);
    for (QAction* a : {m_analyse, m_cancelAnalysis, m_live}) m_window->addAction(a);
}

// Every text of the actions, menus and panel; again on a language change.
void ReviewController::retranslate() {
    m_analyse->setText(tr("&Analyse Game"));
    m_analyse->setStatusTip(tr("Let the computer evaluate every position of the game"));
    m_cancelAnalysis->setText(tr("&Stop Analysis"));
    m_live->setText(tr("&Live Analysis"));
    m_live->setStatusTip(tr("Show the computer's line for the position on the board"));
    m_promote->setText(tr("&Promote Variation"));
    m_promote->setStatusTip(tr("Make the shown variation the main continuation"));
    m_deleteVariation->setText(tr("&Delete Variation"));
    m_deleteVariation->setStatusTip(tr("Remove the shown variation"));
    m_editPosition->setText(tr("Set &Up Position…"));
    m_editPosition->setStatusTip(tr("Place pieces freely and play or analyse from there"));
    m_exportDiagram->setText(tr("E&xport Diagram…"));
    m_exportDiagram->setStatusTip(tr("Save the shown position as an SVG or PNG picture"));
    m_copyGame->setText(tr("Copy Game as .&ogn"));
    m_copyFeen->setText(tr("Copy Position as &FEEN"));
    m_pasteFeen->setText(tr("&Import FEEN Position…"));
    m_menu->setTitle(tr("&Review"));
    m_recentMenu->setTitle(tr("Open R&ecent"));
    if (m_progress) {
        m_progress->setFormat(tr("Analysing: %v of %m positions"));
        m_cancelButton->setText(tr("Stop"));
    }
    updateRecentMenu();
}

QList<QAction*> ReviewController::editActions() const {
    return {m_copyGame, m_copyFeen, m_pasteFeen, m_exportDiagram, m_editPosition};
}

void ReviewController::createPanel() {
    m_panel = new QWidget(m_window);
    m_nav = new NavigationBar(m_window);
    m_nav->setParent(m_panel);
    m_nav->setTree(m_tree);
    m_moveList = new MoveListView(m_panel);
    m_moveList->setMinimumWidth(250);
    m_moveList->setTree(m_tree);
    m_moveList->setKingDrawings(m_model->kingIsGyoku(Sente), m_model->kingIsGyoku(Gote));
    m_graph = new EvalGraph(m_panel);
    m_graph->setTree(m_tree);
    m_graph->setMinimumHeight(90);
    m_progress = new QProgressBar(m_panel);
    m_progress->setFormat(tr("Analysing: %v of %m positions"));
    m_cancelButton = new QPushButton(tr("Stop"), m_panel);
    connect(m_cancelButton, &QPushButton::clicked, this, &ReviewController::cancelAnalysis);
    m_liveLabel = new QLabel(m_panel);
    m_liveLabel->setWordWrap(true);
    m_liveLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_comments = new CommentPanel(m_panel);
    m_comments->setTree(m_tree);

    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancelButton);
    auto* top = new QWidget(m_panel);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_nav);
    topLayout->addWidget(m_moveList, 1);
    topLayout->addWidget(m_graph);
    topLayout->addLayout(progressRow);
    topLayout->addWidget(m_liveLabel);
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
    m_cancelButton->hide();
    m_liveLabel->hide();
}

Game ReviewController::mainlineGame() const {
    return m_tree->gameAt(GameTree::mainline(int(m_tree->record().mainline.nodes.size())));
}

void ReviewController::onTreeCursor() {
    updateActions();
    if (m_following) return;
    const Game game = m_tree->game();
    if (!sameGame(game, m_model->game()) ||
        game.outcome().result != m_model->game().outcome().result) {
        m_navigating = true;
        m_model->setGame(game);
        m_navigating = false;
        emit navigated();
    }
    restartLive();
}

void ReviewController::onModelReset() {
    if (m_navigating) return;
    m_following = true;
    const Game& game = m_model->game();
    Record source = m_recordSource ? m_recordSource() : Record();
    if (sameGame(source.mainlineGame(), game)) {
        m_tree->setRecord(source);
    } else {
        source.mainline.nodes.clear();
        source.openingComment.clear();
        source.setGame(game);
        m_tree->setRecord(source);
    }
    m_following = false;
    restartLive();
}

void ReviewController::onModelPosition() {
    if (m_navigating) return;
    m_following = true;
    m_tree->followGame(m_model->game());
    m_following = false;
    restartLive();
}

void ReviewController::updateActions() {
    const bool running = m_analysis->isRunning();
    m_analyse->setEnabled(!running && !m_tree->record().mainline.nodes.empty());
    m_cancelAnalysis->setEnabled(running);
    m_progress->setVisible(running);
    m_cancelButton->setVisible(running);
    m_promote->setEnabled(m_tree->inVariation());
    m_deleteVariation->setEnabled(m_tree->inVariation());
}

void ReviewController::analyseGame() {
    const Record& r = m_tree->record();
    if (r.mainline.nodes.empty()) return;
    std::vector<Move> moves;
    for (const RecordNode& n : r.mainline.nodes) moves.push_back(n.move);
    m_tree->clearAnalysis();
    m_progress->setRange(0, int(moves.size()) + 1);
    m_progress->setValue(0);
    m_analysis->start(r.start, moves);
    updateActions();
}

void ReviewController::cancelAnalysis() {
    m_analysis->cancel();
    updateActions();
}

void ReviewController::setLiveAnalysis(bool on) {
    if (m_live->isChecked() != on) m_live->setChecked(on);
    m_liveLabel->setVisible(on);
    if (!on) {
        m_liveWorker->cancel();
        m_liveLabel->clear();
        return;
    }
    restartLive();
}

void ReviewController::restartLive() {
    if (!m_live->isChecked()) return;
    const Game& game = m_model->game();
    m_livePosition = game.position();
    if (game.isOver()) {
        m_liveWorker->cancel();
        m_liveLabel->setText(tr("Live analysis: the game is over."));
        return;
    }
    m_liveLabel->setText(tr("Live analysis: thinking…"));
    ai::SearchLimits limits;
    limits.infinite = true;
    limits.depth = 64;
    m_liveWorker->startSearch(game, limits);
}

void ReviewController::onLiveInfo(const AiInfo& info) {
    const bool gyoku[2] = {m_model->kingIsGyoku(Sente), m_model->kingIsGyoku(Gote)};
    const QString line = texts::lineText(m_livePosition, info.pv, 10,
                                         m_kanji ? Notation::Kanji : Notation::Letters, gyoku);
    m_liveLabel->setText(
        tr("Depth %1: %2\n%3").arg(info.depth).arg(evaluationLabel(info.eval), line));
}

PositionEditor* ReviewController::openPositionEditor() {
    auto* editor = new PositionEditor(m_model->position(), m_window);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    if (m_board) editor->board()->setPieceStyle(m_board->pieceStyle());
    connect(editor, &QDialog::accepted, this, [this, editor] { m_startFrom(editor->position()); });
    editor->open();
    return editor;
}

void ReviewController::editPosition() {
    openPositionEditor();
}

void ReviewController::exportDiagram() {
    QString filter;
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export Diagram"), tr("position.svg"),
                                     tr("SVG picture (*.svg);;PNG picture (*.png)"), &filter);
    if (path.isEmpty()) return;
    DiagramFormat format = DiagramFormat::Svg;
    if (path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive) ||
        (QFileInfo(path).suffix().isEmpty() && filter.contains(QLatin1String("png"))))
        format = DiagramFormat::Png;
    if (QFileInfo(path).suffix().isEmpty())
        path += format == DiagramFormat::Png ? QStringLiteral(".png") : QStringLiteral(".svg");
    DiagramOptions options;
    if (m_board) {
        options.style = m_board->pieceStyle();
        options.flipped = m_board->isFlipped();
    }
    options.gyoku[Sente] = m_model->kingIsGyoku(Sente);
    options.gyoku[Gote] = m_model->kingIsGyoku(Gote);
    QString error;
    if (!ogi::exportDiagram(path, format, m_model->position(), options, &error))
        showMessageBox(m_window, QMessageBox::Warning, tr("Cannot export the diagram"), error);
}

void ReviewController::copyGame() {
    QGuiApplication::clipboard()->setText(QString::fromStdString(writeRecord(record())));
}

void ReviewController::copyFeen() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(positionToFeen(m_model->position())));
}

void ReviewController::pasteFeen() {
    auto* dialog = new QInputDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Import FEEN Position"));
    dialog->setLabelText(tr("Position in FEEN:"));
    dialog->setTextValue(QGuiApplication::clipboard()->text().trimmed());
    connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString& text) {
        QString error;
        if (!importFeen(text, &error))
            showMessageBox(m_window, QMessageBox::Warning, tr("Cannot import the position"), error);
    });
    dialog->open();
}

bool ReviewController::importFeen(const QString& text, QString* error) {
    const auto pos = positionFromFeen(text.trimmed().toStdString());
    if (!pos.ok()) {
        if (error)
            *error = tr("This is not a FEEN position: %1").arg(texts::errorText(pos.failure()));
        return false;
    }
    const QString problem = setupProblem(*pos);
    if (!problem.isEmpty()) {
        if (error) *error = tr("This position cannot be played: %1").arg(problem);
        return false;
    }
    m_startFrom(*pos);
    return true;
}

void ReviewController::setNotation(Notation notation) {
    m_kanji = notation == Notation::Kanji;
    m_moveList->setNotation(notation);
    m_comments->setKanji(m_kanji);
}

QStringList ReviewController::recentFiles() const {
    return m_recent;
}

void ReviewController::addRecentFile(const QString& path) {
    const QString abs = QFileInfo(path).absoluteFilePath();
    m_recent.removeAll(abs);
    m_recent.prepend(abs);
    while (m_recent.size() > MaxRecent) m_recent.removeLast();
    if (m_persistent) {
        QSettings settings;
        settings.setValue("files/recent", m_recent);
    }
    updateRecentMenu();
}

void ReviewController::updateRecentMenu() {
    m_recentMenu->clear();
    for (int i = 0; i < m_recent.size(); ++i) {
        const QString path = m_recent[i];
        QAction* a =
            m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        a->setStatusTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (m_open && m_open(path)) addRecentFile(path);
        });
    }
    if (m_recent.isEmpty()) m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    m_recentMenu->addSeparator();
    QAction* clear = m_recentMenu->addAction(tr("&Clear Recent Files"));
    clear->setEnabled(!m_recent.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        m_recent.clear();
        if (m_persistent) QSettings().remove("files/recent");
        updateRecentMenu();
    });
}

bool ReviewController::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange) retranslate();
    if (watched == m_window &&
        (event->type() == QEvent::DragEnter || event->type() == QEvent::Drop)) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QList<QUrl> urls = drop->mimeData()->urls();
        const bool usable = m_open && urls.size() == 1 && urls.front().isLocalFile();
        if (!usable) return false;
        if (event->type() == QEvent::DragEnter) {
            drop->acceptProposedAction();
            return true;
        }
        const QString path = urls.front().toLocalFile();
        drop->acceptProposedAction();
        if (m_open(path)) addRecentFile(path);
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ogi
