// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/analysispanel.h"

#include "exercises/panelstyle.h"
#include "model/game/gamesession.h"

#include "model/analysis/evaluationtext.h"
#include "model/engines/engineregistry.h"
#include "model/game/gamemodel.h"
#include "textfit.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ogi {

namespace {
const char* const LinesKey = "analysis/lines";
const char* const EngineKey = "analysis/engine"; // the engine's name; empty: the built-in one
constexpr int MostPlies = 6;                     // of a line shown

// Nodes per second, short: the column stays narrow in every language (311,796 → 312k).
QString shortRate(const QLocale& locale, qint64 nps) {
    if (nps < 10000) return locale.toString(qlonglong(nps));
    if (nps < 10000000) return locale.toString(double(nps) / 1e3, 'f', 0) + QLatin1Char('k');
    return locale.toString(double(nps) / 1e6, 'f', 1) + QLatin1Char('M');
}
} // namespace

AnalysisPanel::AnalysisPanel(Analyser* analyser, GameSession* session, QWidget* parent)
    : QWidget(parent), m_analyser(analyser), m_session(session), m_model(session->model()),
      m_title(new QLabel(this)), m_linesLabel(new QLabel(this)), m_count(new QSpinBox(this)),
      m_engineLabel(new QLabel(this)), m_engine(new QComboBox(this)), m_state(new QLabel(this)),
      m_list(new QTreeWidget(this)) {
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_count->setRange(Analyser::MinLines, Analyser::MaxLines);
    m_count->setValue(QSettings().value(LinesKey, 3).toInt());
    m_linesLabel->setBuddy(m_count);
    m_analyser->setLineCount(m_count->value());
    connect(m_count, &QSpinBox::valueChanged, this, [this](int n) {
        QSettings().setValue(LinesKey, n);
        m_analyser->setLineCount(n);
        fitHeight();
    });
    // The engine: the one chosen last, if it is still among those added.
    m_engineLabel->setBuddy(m_engine);
    m_engine->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_engine->setMinimumContentsLength(8);
    m_engine->installEventFilter(this);
    loadEngines();
    connect(m_session->engines(), &EngineRegistry::changed, this, &AnalysisPanel::loadEngines);
    const QString chosen = QSettings().value(EngineKey).toString();
    if (const int index = m_engine->findData(chosen); index >= 0) {
        m_engine->setCurrentIndex(index);
        m_analyser->useEngine(chosen);
    }
    connect(m_engine, &QComboBox::activated, this, [this] {
        const QString name = m_engine->currentData().toString();
        QSettings().setValue(EngineKey, name);
        m_analyser->useEngine(name); // a running analysis goes on with it
    });
    connect(m_analyser, &Analyser::stateChanged, this, &AnalysisPanel::showState);
    // Its lines are broken to the width here (fitState): no width of its own.
    m_state->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_list->setColumnCount(4);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    // Two lines of text a row in a window high enough (textLines), the line's end cut where
    // the last ends (the whole line in its tooltip): every line stays in view in a narrow
    // panel, in any language, and a larger window shows twice as many moves (fitLineTexts). The
    // list is as high as the lines asked for (fitHeight), so that the move list above keeps its
    // room; the panel is never so narrow that a line shows less than its first moves.
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->setWordWrap(false);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setMinimumWidth(m_list->fontMetrics().height() * 19);
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(3, QHeaderView::Stretch);
    connect(m_list->header(), &QHeaderView::sectionResized, this, [this](int section) {
        if (section == 3) fitLineTexts();
    });
    // The view asks; the session decides whether the line goes into the game tree.
    connect(m_list, &QTreeWidget::itemClicked, this, &AnalysisPanel::enterLine);
    connect(m_list, &QTreeWidget::itemActivated, this, &AnalysisPanel::enterLine);

    // One row over the lines: which engine analyses and how many lines (the list's header
    // says what they are): a small window keeps its height for the moves and the comment.
    auto* top = new QHBoxLayout;
    top->addWidget(m_engineLabel);
    top->addWidget(m_engine, 1);
    top->addWidget(m_linesLabel);
    top->addWidget(m_count);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    layout->addLayout(top);
    layout->addWidget(m_state);
    layout->addWidget(m_list, 1);
    m_title->hide(); // the panel's name, for screen readers (accessibleName)

    connect(m_analyser, &Analyser::linesChanged, this, &AnalysisPanel::showLines);
    connect(m_model, &GameModel::kingDrawingChanged, this, &AnalysisPanel::showLines);
    retranslate();
}

void AnalysisPanel::setNotation(Notation notation) {
    m_notation = notation;
    showLines();
}

void AnalysisPanel::retranslate() {
    m_title->setText(tr("Analysis"));
    setAccessibleName(m_title->text());
    m_linesLabel->setText(tr("Li&nes:"));
    m_count->setToolTip(tr("How many of the best moves the computer follows"));
    m_engineLabel->setText(tr("Eng&ine:"));
    m_engine->setToolTip(tr("The engine that analyses: the built-in one, or one added in "
                            "Settings ▸ Engines…"));
    m_engine->setAccessibleName(tr("Analysis engine"));
    m_engine->setItemText(0, tr("Ōgi (built-in)"));
    m_list->setHeaderLabels({tr("Score"), tr("Depth"), tr("Nodes/s"), tr("Line")});
    // What the letters of the lines stand for (R is the Rook, not the French Roi).
    m_list->headerItem()->setToolTip(3, moveLegend());
    fitHeight();
    m_list->setAccessibleName(tr("Analysis lines"));
    m_list->setToolTip(tr("Click a line to enter it as a variation"));
    showState();
    showLines();
}

void AnalysisPanel::loadEngines() {
    QStringList names;
    for (const EngineConfig& e : m_session->engines()->engines()) names << e.name;
    // Unchanged: the list stays as it is (it may be the one the user is choosing in).
    QStringList shown;
    for (int i = 1; i < m_engine->count(); ++i) shown << m_engine->itemData(i).toString();
    if (m_engine->count() > 0 && names == shown) return;
    const QString current =
        m_engine->count() ? m_engine->currentData().toString() : m_analyser->engineName();
    const QSignalBlocker blocker(m_engine);
    m_engine->clear();
    m_engine->addItem(tr("Ōgi (built-in)"), QString());
    for (const QString& name : names) m_engine->addItem(name, name);
    m_engine->setCurrentIndex(std::max(0, m_engine->findData(current)));
}

bool AnalysisPanel::eventFilter(QObject* watched, QEvent* event) {
    // Engines may have been added or removed since: the list is read again before it is used.
    if (watched == m_engine &&
        (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::FocusIn))
        loadEngines();
    // The window's height decides how many text lines a row has (textLines).
    if (watched == window() && event->type() == QEvent::Resize && textLines() != m_textLines) {
        m_textLines = textLines();
        showLines();
        // Again once the window's layout has given the list its new width: cut to the old
        // one, the lines stayed on one text line of two until the engine's next line.
        QMetaObject::invokeMethod(this, &AnalysisPanel::showLines, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void AnalysisPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    window()->installEventFilter(this); // once: Qt keeps one entry a filter
    m_textLines = textLines();
    showLines();
}

// Two text lines a row in a window at least 800 pixels high; one in a smaller one (800x600,
// 1024x700), which keeps its height for the moves and the comment box.
int AnalysisPanel::textLines() const {
    return window()->height() >= 800 ? 2 : 1;
}

void AnalysisPanel::showState() {
    switch (m_analyser->state()) {
    case Analyser::State::Thinking: setStateText(tr("Thinking…")); break;
    case Analyser::State::GameOver:
        setStateText(tr("The game is over on the board (the King captured, or no move "
                        "left): there is nothing to analyse."));
        break;
    case Analyser::State::Failed:
        setStateText(tr("%1\nChoose another engine, or turn the live analysis off and on "
                        "to start it again.")
                         .arg(m_analyser->errorText()));
        break;
    case Analyser::State::Paused:
        setStateText(tr("Paused while the computer analyses the game or finds a hint."));
        break;
    default: setStateText(QString()); break;
    }
}

// At most three lines, the whole text in the tooltip: an engine's long error does not push
// the comment below out of a small window.
void AnalysisPanel::setStateText(const QString& text) {
    m_stateText = text;
    fitState();
}

void AnalysisPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitState();
}

void AnalysisPanel::fitState() {
    const QString& text = m_stateText;
    const QString shown = fitLines(text, m_state->font(), std::max(40, width()), 3);
    m_state->setText(shown);
    m_state->setToolTip(QString(shown).replace(QLatin1Char('\n'), QLatin1Char(' ')) ==
                                QString(text).replace(QLatin1Char('\n'), QLatin1Char(' '))
                            ? QString()
                            : text);
    m_state->setVisible(!text.isEmpty());
}

void AnalysisPanel::fitHeight() {
    const int row = m_list->topLevelItemCount() > 0 ? m_list->sizeHintForRow(0) : rowHeight();
    const int height = m_list->header()->sizeHint().height() + m_count->value() * row +
                       2 * m_list->frameWidth() + 2;
    if (m_list->minimumHeight() != height) m_list->setFixedHeight(height);
}

void AnalysisPanel::showLines() {
    const bool gyoku[2] = {m_model->kingIsGyoku(Sente), m_model->kingIsGyoku(Gote)};
    const QLocale locale;
    const auto& lines = m_analyser->lines();
    m_list->clear();
    for (const AnalysisLine& l : lines) {
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(0, l.scoreText);
        item->setToolTip(0, texts::evaluationLong(l.eval));
        item->setText(1, locale.toString(l.depth));
        item->setText(2, shortRate(locale, l.nps));
        item->setToolTip(2, locale.toString(l.nps));
        const QString line =
            texts::lineText(m_analyser->position(), l.pv, MostPlies, m_notation, gyoku);
        item->setData(3, Qt::UserRole, line); // in full; shown as fitLineTexts cuts it
        item->setSizeHint(3, QSize(0, rowHeight()));
        const QString legend = moveLegend();
        item->setToolTip(3, legend.isEmpty() ? line : line + QLatin1Char('\n') + legend);
        item->setData(3, Qt::AccessibleTextRole, line);
        for (int c : {0, 1, 2}) item->setTextAlignment(c, Qt::AlignRight | Qt::AlignTop);
        item->setTextAlignment(3, Qt::AlignLeft | Qt::AlignTop);
    }
    fitLineTexts();
    fitHeight();
}

int AnalysisPanel::rowHeight() const {
    return m_textLines * m_list->fontMetrics().lineSpacing() + 4;
}

void AnalysisPanel::fitLineTexts() {
    // The column less the margins the style draws the text within.
    const int width = std::max(40, m_list->header()->sectionSize(3) - 16);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        const QString shown =
            fitLines(item->data(3, Qt::UserRole).toString(), m_list->font(), width, m_textLines);
        if (item->text(3) != shown) item->setText(3, shown);
    }
}

EvalBar::EvalBar(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setEvaluation(std::nullopt);
}

QSize EvalBar::sizeHint() const {
    // Room across for the score written along it in the window's own font, bold.
    QFont f = font();
    f.setBold(true);
    return {QFontMetrics(f).height() + 6, 200};
}

void EvalBar::setEvaluation(const std::optional<Evaluation>& eval) {
    m_eval = eval;
    setToolTip(eval ? texts::evaluationLong(*eval) : tr("No evaluation yet"));
    setAccessibleName(tr("Evaluation"));
    setAccessibleDescription(eval ? texts::evaluationLong(*eval) : QString());
    update();
}

void EvalBar::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

void EvalBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QRect r = rect().adjusted(0, 0, -1, -1);
    // Sente's share from the graph scale ([-1, 1]); Sente's part at Sente's side of the board
    // (the bottom unless the board is flipped).
    const QColor sente(245, 240, 225), gote(40, 40, 40);
    if (!m_eval) {
        // Nothing to show (no line yet, the engine failed): a plain grey bar, that no one
        // takes for an even score.
        p.fillRect(r, palette().color(QPalette::Mid));
        p.setPen(palette().color(QPalette::Dark));
        p.drawRect(r);
        return;
    }
    const double share = (m_eval->graphValue() + 1) / 2;
    const int senteHeight = int(r.height() * share + 0.5);
    p.fillRect(r, gote);
    QRect senteRect = r;
    if (m_flipped)
        senteRect.setBottom(r.top() + senteHeight);
    else
        senteRect.setTop(r.bottom() - senteHeight);
    p.fillRect(senteRect, sente);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(r);
    // The middle line: even.
    p.drawLine(r.left(), r.center().y(), r.right(), r.center().y());
    // The score at the end of the side that leads, along the bar, in the window's own font:
    // small print on a narrow bar is not read.
    const QString text = texts::evaluationShort(*m_eval);
    QFont f = font();
    f.setBold(true);
    p.setFont(f);
    const bool senteLeads = share >= 0.5;
    const bool atBottom = senteLeads != m_flipped;
    p.setPen(senteLeads ? gote : sente);
    // As long as the text (a word such as "winning" too), within the bar.
    const int length = qMin(r.height() - 4, QFontMetrics(f).horizontalAdvance(text) + 8);
    const QRect textRect = atBottom ? QRect(r.left(), r.bottom() - 2 - length, r.width(), length)
                                    : QRect(r.left(), r.top() + 2, r.width(), length);
    p.save();
    p.translate(textRect.center());
    p.rotate(-90);
    p.drawText(
        QRect(-textRect.height() / 2, -textRect.width() / 2, textRect.height(), textRect.width()),
        Qt::AlignCenter, text);
    p.restore();
}

void AnalysisPanel::enterLine(QTreeWidgetItem* item) {
    const std::vector<Move> moves = m_analyser->movesOfLine(m_list->indexOfTopLevelItem(item));
    if (moves.empty() || m_session->enterLine(moves) > 0) return;
    setStateText(m_model->isOver()
                     ? tr("The game ended here: step back a move to enter a line as a "
                          "variation.")
                     : tr("A line goes into the game as a variation once the computer is "
                          "stopped: step back through the game, or use Stop."));
}

} // namespace ogi
