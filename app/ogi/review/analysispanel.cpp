// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/analysispanel.h"

#include "board/diagramexport.h"
#include "exercises/panelstyle.h"
#include "model/game/gamesession.h"

#include "model/analysis/evaluationtext.h"
#include "model/engines/engineregistry.h"
#include "model/game/gamemodel.h"
#include "textfit.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ogi {

namespace {
const char* const LinesKey = "analysis/lines";
const char* const EngineKey = "analysis/engine"; // the engine's name; empty: the built-in one
constexpr int MostPlies = 6;                     // of a line shown

// The columns of the list: the speed is in the depth's tooltip, so that the moves keep the
// room in a narrow panel.
enum Column { ScoreColumn, ChanceColumn, DepthColumn, LineColumn, ColumnCount };

// The moves of a line as written in its row (a list of words, one a move).
constexpr int WordsRole = Qt::UserRole + 1;

// Where the words of a line go in a row: one after another, a space between, on at most
// `lines` text lines of `width` pixels; a word that does not fit on the last line is left
// out and an ellipsis follows the last word shown. The row's text, its painting and what the
// pointer is over all come from this one layout.
struct WordBox {
    int line = 0;
    int x = 0;
    int width = 0;
};
struct WordLayout {
    std::vector<WordBox> boxes; // the words shown, in order
    bool cut = false;           // some are left out: an ellipsis at `ellipsisX` of the last line
    int ellipsisX = 0;
};

WordLayout layoutWords(const QStringList& words, const QFontMetrics& fm, int width, int lines) {
    WordLayout out;
    const int space = fm.horizontalAdvance(QLatin1Char(' '));
    int line = 0, x = 0;
    for (const QString& word : words) {
        const int w = fm.horizontalAdvance(word);
        const int at = x == 0 ? 0 : x + space;
        if (at + w <= width) {
            out.boxes.push_back({line, at, w});
            x = at + w;
            continue;
        }
        if (x > 0 && line + 1 < lines && w <= width) {
            out.boxes.push_back({++line, 0, w});
            x = w;
            continue;
        }
        out.cut = true;
        break;
    }
    if (out.cut) {
        const int dots = fm.horizontalAdvance(QChar(0x2026));
        while (!out.boxes.empty() && out.boxes.back().line == line &&
               out.boxes.back().x + out.boxes.back().width + dots > width)
            out.boxes.pop_back();
        const bool onLine = !out.boxes.empty() && out.boxes.back().line == line;
        out.ellipsisX = onLine ? out.boxes.back().x + out.boxes.back().width : 0;
    }
    return out;
}

// The text's room in a row's cell of the line column (the same margins as the width that
// fitLineTexts lays the words out in).
QRect textArea(const QRect& cell) {
    return cell.adjusted(6, 2, -10, -2);
}

// The word at `p` (in the cell's coordinates), or -1.
int wordAt(const WordLayout& layout, const QRect& area, const QFontMetrics& fm, QPoint p) {
    if (p.y() < area.top()) return -1;
    const int line = (p.y() - area.top()) / fm.lineSpacing();
    const int slack = fm.horizontalAdvance(QLatin1Char(' ')) / 2 + 1;
    for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
        const WordBox& b = layout.boxes[i];
        if (b.line == line && p.x() >= area.left() + b.x - slack &&
            p.x() < area.left() + b.x + b.width + slack)
            return int(i);
    }
    return -1;
}
} // namespace

// Paints the line column word by word (layoutWords): the moves a click would enter marked
// under the pointer, the rows greyed while newer lines wait.
class LineDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    int textLines = 1;
    bool held = false;
    int markedRow = -1;
    int markedWords = 0; // the first so many words of markedRow

    void paint(QPainter* p, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        const QStringList words = index.data(WordsRole).toStringList();
        if (index.column() != LineColumn || words.isEmpty()) {
            if (held)
                o.palette.setColor(QPalette::Text, o.palette.color(QPalette::PlaceholderText));
            QStyledItemDelegate::paint(p, o, index);
            return;
        }
        o.text.clear();
        const QWidget* w = o.widget;
        (w ? w->style() : QApplication::style())->drawControl(QStyle::CE_ItemViewItem, &o, p, w);
        const QFontMetrics fm(o.font);
        const QRect area = textArea(o.rect);
        const WordLayout layout = layoutWords(words, fm, area.width(), textLines);
        const bool selected = o.state & QStyle::State_Selected;
        QColor ink = o.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
        if (held) ink = o.palette.color(QPalette::PlaceholderText);
        p->save();
        p->setFont(o.font);
        const int marked = index.row() == markedRow ? markedWords : 0;
        for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
            const WordBox& b = layout.boxes[i];
            const QRect box(area.left() + b.x, area.top() + b.line * fm.lineSpacing(), b.width,
                            fm.lineSpacing());
            if (int(i) < marked) {
                QColor tint = o.palette.color(QPalette::Highlight);
                tint.setAlpha(selected ? 110 : 60);
                p->fillRect(box.adjusted(-2, 0, 2, 0), tint);
            }
            QFont f = o.font;
            f.setUnderline(int(i) + 1 == marked); // the move up to which a click enters
            p->setFont(f);
            p->setPen(ink);
            p->drawText(box, Qt::AlignLeft | Qt::AlignVCenter, words[int(i)]);
        }
        if (layout.cut) {
            p->setFont(o.font);
            p->setPen(ink);
            const int line = layout.boxes.empty() ? 0 : layout.boxes.back().line;
            p->drawText(QRect(area.left() + layout.ellipsisX, area.top() + line * fm.lineSpacing(),
                              fm.horizontalAdvance(QChar(0x2026)) + 2, fm.lineSpacing()),
                        Qt::AlignLeft | Qt::AlignVCenter, QString(QChar(0x2026)));
        }
        p->restore();
    }
};

// A small board beside the panel: the position after the moves a click would enter, the last
// one tinted, its moves written above it.
class LinePreview : public QWidget {
public:
    explicit LinePreview(QWidget* parent) : QWidget(parent, Qt::ToolTip | Qt::FramelessWindowHint) {
        setAttribute(Qt::WA_ShowWithoutActivating);
        setAttribute(Qt::WA_TransparentForMouseEvents);
    }

    void showAt(const Position& pos, const DiagramOptions& options, const QString& moves,
                const QRect& beside) {
        m_pos = pos;
        m_options = options;
        m_moves = moves;
        setAccessibleName(AnalysisPanel::tr("Line preview"));
        setAccessibleDescription(moves);
        const QSizeF board = diagramSize(options);
        const int caption = fontMetrics().lineSpacing() + 4;
        const QSize size(int(board.width()) + 8, int(board.height()) + caption + 8);
        // Left of the panel (over the board's side of the window), its middle level with the
        // row, within the window where it fits and the screen always; on the panel's other
        // side when the screen has no room on the left.
        QPoint at(beside.left() - size.width() - 6, beside.center().y() - size.height() / 2);
        const QScreen* screen = QGuiApplication::screenAt(beside.center());
        QRect avail = screen ? screen->availableGeometry() : QRect(at, size);
        const QRect window = parentWidget() ? parentWidget()->window()->geometry() : avail;
        if (window.height() >= size.height()) avail = avail.intersected(window);
        if (at.x() < avail.left()) at.setX(beside.right() + 6);
        at.setY(
            std::clamp(at.y(), avail.top(), std::max(avail.top(), avail.bottom() - size.height())));
        setFixedSize(size);
        move(at);
        update();
        show();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), palette().color(QPalette::ToolTipBase));
        p.setPen(palette().color(QPalette::Mid));
        p.drawRect(rect().adjusted(0, 0, -1, -1));
        const int caption = fontMetrics().lineSpacing() + 4;
        p.setPen(palette().color(QPalette::ToolTipText));
        p.drawText(QRect(4, 4, width() - 8, caption - 4), Qt::AlignLeft | Qt::AlignVCenter,
                   fontMetrics().elidedText(m_moves, Qt::ElideLeft, width() - 8));
        p.translate(4, 4 + caption);
        paintDiagram(&p, m_pos, m_options);
    }

private:
    Position m_pos;
    DiagramOptions m_options;
    QString m_moves;
};

AnalysisPanel::AnalysisPanel(Analyser* analyser, GameSession* session, QWidget* parent)
    : QWidget(parent), m_analyser(analyser), m_session(session), m_model(session->model()),
      m_title(new QLabel(this)), m_linesLabel(new QLabel(this)), m_count(new QSpinBox(this)),
      m_engineLabel(new QLabel(this)), m_engine(new QComboBox(this)), m_state(new QLabel(this)),
      m_list(new QTreeWidget(this)), m_delegate(new LineDelegate(m_list)),
      m_preview(new LinePreview(this)) {
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
    m_list->setColumnCount(ColumnCount);
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
    m_list->header()->setSectionResizeMode(LineColumn, QHeaderView::Stretch);
    connect(m_list->header(), &QHeaderView::sectionResized, this, [this](int section) {
        if (section == LineColumn) fitLineTexts();
    });
    // The pointer and the keys over the lines: eventFilter (what a click enters, the preview,
    // the lines held still).
    m_list->setItemDelegate(m_delegate);
    m_list->setMouseTracking(true);
    m_list->viewport()->setMouseTracking(true);
    m_list->viewport()->installEventFilter(this);
    m_list->installEventFilter(this);

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

void AnalysisPanel::setBoardLook(PieceStyle style, bool flipped) {
    m_style = style;
    m_flipped = flipped;
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
    m_list->setHeaderLabels({tr("Score"), tr("Chance", "of winning"), tr("Depth"), tr("Line")});
    m_list->headerItem()->setToolTip(
        ChanceColumn,
        tr("The leading side's chance of winning, from how the engine's own games went "
           "from such scores"));
    // What the letters of the lines stand for (R is the Rook, not the French Roi).
    m_list->headerItem()->setToolTip(LineColumn, moveLegend());
    fitHeight();
    m_list->setAccessibleName(tr("Analysis lines"));
    m_list->setToolTip(tr("Click a move to enter the line up to it as a variation; the lines "
                          "hold still while the pointer is over them"));
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
    if (watched == m_list->viewport()) {
        switch (event->type()) {
        case QEvent::MouseMove:
            // A pointer moved here, not one the lines came under while it rested: lines that
            // appear beneath a pointer left on the panel are not held at their first depth.
            m_pointerOver = true;
            point(targetAt(static_cast<QMouseEvent*>(event)->position().toPoint()));
            break;
        case QEvent::ToolTip:
            if (m_preview->isVisible()) return true; // the preview says it already
            break;
        case QEvent::Leave:
            m_pointerOver = false;
            point({});
            if (m_held) showLines(); // the newer lines, now that nothing is pointed at
            break;
        case QEvent::MouseButtonPress:
            if (static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton)
                m_pressed = targetAt(static_cast<QMouseEvent*>(event)->position().toPoint());
            break;
        case QEvent::MouseButtonRelease:
            if (static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton) {
                const Target pressed = std::exchange(m_pressed, Target{});
                if (pressed.row >= 0 &&
                    targetAt(static_cast<QMouseEvent*>(event)->position().toPoint()) == pressed)
                    enter(pressed);
            }
            break;
        default: break;
        }
    }
    // Enter on a row: the whole line as shown.
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_list->currentItem()) {
            const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
            enter({row,
                   int(m_list->currentItem()->data(LineColumn, WordsRole).toStringList().size())});
            return true;
        }
    }
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
    // Held while the pointer is over them, as long as they are lines of the position in view
    // and newer ones are coming (not cleared).
    const bool samePosition = m_shownFrom.key() == m_analyser->position().key();
    if (m_pointerOver && !m_shown.empty() && samePosition && !m_analyser->lines().empty()) {
        if (m_analyser->lines().size() != m_shown.size() ||
            !std::equal(m_shown.begin(), m_shown.end(), m_analyser->lines().begin(),
                        [](const AnalysisLine& a, const AnalysisLine& b) {
                            return a.pv == b.pv && a.eval == b.eval && a.depth == b.depth;
                        })) {
            m_held = true;
            m_delegate->held = true;
            m_list->viewport()->update();
        }
        if (m_list->topLevelItemCount() == int(m_shown.size())) return;
    } else {
        m_shown = m_analyser->lines();
        m_shownFrom = m_analyser->position();
        m_held = false;
        m_delegate->held = false;
    }
    const bool gyoku[2] = {m_model->kingIsGyoku(Sente), m_model->kingIsGyoku(Gote)};
    const QLocale locale;
    m_list->clear();
    for (const AnalysisLine& l : m_shown) {
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(ScoreColumn, l.scoreText);
        item->setToolTip(ScoreColumn, texts::evaluationLong(l.eval));
        item->setText(ChanceColumn, texts::winChanceShort(l.senteChance));
        item->setToolTip(ChanceColumn, texts::winChanceLong(l.senteChance));
        item->setText(DepthColumn, locale.toString(l.depth));
        item->setToolTip(DepthColumn, tr("%1 nodes a second").arg(locale.toString(l.nps)));
        const QString line = texts::lineText(m_shownFrom, l.pv, MostPlies, m_notation, gyoku);
        item->setData(LineColumn, Qt::UserRole, line); // in full; shown as fitLineTexts cuts it
        item->setData(LineColumn, WordsRole, line.split(QLatin1Char(' '), Qt::SkipEmptyParts));
        item->setSizeHint(LineColumn, QSize(0, rowHeight()));
        // No tooltip over the moves: the preview beside the panel shows them (the letters'
        // legend is the column header's tooltip).
        item->setData(LineColumn, Qt::AccessibleTextRole, line);
        for (int c : {ScoreColumn, ChanceColumn, DepthColumn})
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignTop);
        item->setTextAlignment(LineColumn, Qt::AlignLeft | Qt::AlignTop);
    }
    fitLineTexts();
    fitHeight();
}

int AnalysisPanel::rowHeight() const {
    return m_textLines * m_list->fontMetrics().lineSpacing() + 4;
}

// Each row's text as its words are laid out (layoutWords): the text lines of the row, an
// ellipsis where the line is cut. The delegate paints the same layout.
void AnalysisPanel::fitLineTexts() {
    m_delegate->textLines = m_textLines;
    const QFontMetrics fm(m_list->font());
    const int width =
        std::max(40, textArea(QRect(0, 0, m_list->header()->sectionSize(LineColumn), 1)).width());
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        const QStringList words = item->data(LineColumn, WordsRole).toStringList();
        const WordLayout layout = layoutWords(words, fm, width, m_textLines);
        QString shown;
        for (std::size_t w = 0; w < layout.boxes.size(); ++w) {
            if (w > 0)
                shown += layout.boxes[w].line != layout.boxes[w - 1].line ? QLatin1Char('\n')
                                                                          : QLatin1Char(' ');
            shown += words[int(w)];
        }
        if (layout.cut) shown += QChar(0x2026);
        if (item->text(LineColumn) != shown) item->setText(LineColumn, shown);
    }
    m_list->viewport()->update();
}

AnalysisPanel::Target AnalysisPanel::targetAt(QPoint pos) const {
    QTreeWidgetItem* item = m_list->itemAt(pos);
    if (!item) return {};
    const int row = m_list->indexOfTopLevelItem(item);
    const QStringList words = item->data(LineColumn, WordsRole).toStringList();
    if (words.isEmpty()) return {};
    // Off the moves (the score, the depth, the space after the line): the line's start.
    if (m_list->header()->logicalIndexAt(pos.x()) != LineColumn) return {row, 1};
    const QRect area = textArea(m_list->visualItemRect(item).intersected(
        QRect(m_list->header()->sectionViewportPosition(LineColumn), 0,
              m_list->header()->sectionSize(LineColumn), m_list->viewport()->height())));
    const QFontMetrics fm(m_list->font());
    const int word = wordAt(layoutWords(words, fm, area.width(), m_textLines), area, fm, pos);
    return {row, word < 0 ? 1 : word + 1};
}

void AnalysisPanel::point(const Target& target) {
    if (target == m_pointed) return;
    m_pointed = target;
    m_delegate->markedRow = target.row;
    m_delegate->markedWords = target.plies;
    m_list->viewport()->update();
    if (target.row < 0 || target.row >= int(m_shown.size())) {
        m_preview->hide();
        return;
    }
    // The position after the moves a click here enters.
    Position pos = m_shownFrom;
    const std::vector<Move>& pv = m_shown[std::size_t(target.row)].pv;
    Move last;
    for (int i = 0; i < target.plies && i < int(pv.size()) && pos.isPseudoLegal(pv[std::size_t(i)]);
         ++i) {
        UndoInfo undo;
        last = pv[std::size_t(i)];
        pos.doMove(last, undo);
    }
    DiagramOptions options;
    options.style = m_style;
    options.gyoku[Sente] = m_model->kingIsGyoku(Sente);
    options.gyoku[Gote] = m_model->kingIsGyoku(Gote);
    options.flipped = m_flipped;
    options.cell = std::max(24, m_list->fontMetrics().lineSpacing() * 9 / 5);
    options.lastMove = last;
    const QStringList words = m_list->topLevelItem(target.row)
                                  ->data(LineColumn, WordsRole)
                                  .toStringList()
                                  .mid(0, target.plies);
    const QRect row = m_list->visualItemRect(m_list->topLevelItem(target.row));
    m_preview->showAt(pos, options, words.join(QLatin1Char(' ')),
                      QRect(mapToGlobal(QPoint(0, 0)).x(),
                            m_list->viewport()->mapToGlobal(row.topLeft()).y(), width(),
                            row.height()));
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

void EvalBar::setEvaluation(const std::optional<Evaluation>& eval, double senteChance) {
    m_eval = eval;
    m_chance = senteChance;
    describe();
    update();
}

void EvalBar::setInPawns(bool pawns) {
    m_inPawns = pawns;
    describe();
    update();
}

// Both readings in the tooltip and for screen readers, the one shown first.
void EvalBar::describe() {
    QString text = tr("No evaluation yet");
    if (m_eval) {
        const QString score = texts::evaluationLong(*m_eval);
        const QString chance = texts::winChanceLong(m_chance);
        text = m_inPawns ? score + QLatin1Char('\n') + chance : chance + QLatin1Char('\n') + score;
    }
    setToolTip(text);
    setAccessibleName(tr("Evaluation"));
    setAccessibleDescription(m_eval ? text : QString());
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
    const double share = m_inPawns ? (m_eval->graphValue() + 1) / 2 : m_chance;
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
    // A mate or a won game says so in words; otherwise the chance (or the score).
    const bool decided = m_eval->isMate || std::abs(m_eval->centipawns) >= texts::WonCentipawns;
    const QString text =
        m_inPawns || decided ? texts::evaluationShort(*m_eval) : texts::winChanceShort(m_chance);
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

// Exactly the moves the row showed at the press, from the position they were shown for.
void AnalysisPanel::enter(const Target& target) {
    point({});
    if (target.row < 0 || target.row >= int(m_shown.size()) || target.plies <= 0) return;
    const std::vector<Move>& pv = m_shown[std::size_t(target.row)].pv;
    const std::vector<Move> moves(
        pv.begin(), pv.begin() + std::min<std::ptrdiff_t>(target.plies, std::ssize(pv)));
    // After the list's own handling of the click that asked (entering the line changes the
    // position, and the list with it), and only from the position the moves were shown for.
    QMetaObject::invokeMethod(
        this,
        [this, moves, from = m_shownFrom.key()] {
            if (moves.empty() || from != m_model->game().position().key()) return;
            if (m_session->enterLine(moves) > 0) return;
            setStateText(m_model->isOver()
                             ? tr("The game ended here: step back a move to enter a line as a "
                                  "variation.")
                             : tr("A line goes into the game as a variation once the computer "
                                  "is stopped: step back through the game, or use Stop."));
        },
        Qt::QueuedConnection);
}

} // namespace ogi
