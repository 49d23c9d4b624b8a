// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/movelistview.h"

#include "model/analysis/evaluationtext.h"
#include "model/game/gameclock.h"
#include "model/game/gametexts.h"
#include "partsaccessible.h"
#include "rules/notation.h"

#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>

namespace ogi {

namespace {
constexpr qreal Margin = 6;
// Whether text has Chinese characters or kana: fonts have no italic for them, and the slant
// Qt makes up looks broken there, so such a comment is drawn upright.
bool hasCjk(const QString& text) {
    for (QChar c : text) {
        switch (c.script()) {
        case QChar::Script_Han:
        case QChar::Script_Hiragana:
        case QChar::Script_Katakana:
        case QChar::Script_Hangul: return true;
        default:
            // Full-width letters and CJK punctuation (「」、。).
            if ((c.unicode() >= 0x3000 && c.unicode() <= 0x303f) ||
                (c.unicode() >= 0xff00 && c.unicode() <= 0xffef))
                return true;
        }
    }
    return false;
}
constexpr qreal IndentStep = 16;
constexpr qreal Gap = 6;
} // namespace

// Where the next item goes while laying out: a simple word-wrapping flow.
struct MoveListView::Flow {
    const QFontMetricsF& fm;
    const QFontMetricsF& italic; // comments and notes are drawn in italics (but not CJK)
    qreal width;
    qreal lineHeight;
    qreal x = Margin;
    qreal y = Margin;
    qreal indent = Margin;
    bool lineEmpty = true;
    std::vector<Item>& items;

    void newLine(int depth) {
        if (!lineEmpty) y += lineHeight;
        indent = Margin + depth * IndentStep;
        x = indent;
        lineEmpty = true;
    }
    void place(Kind kind, const QString& text, const TreeCursor& cursor = {}, bool tight = false,
               bool upright = false) {
        // Words of a comment sit a plain space apart; other items a little wider.
        const bool word = kind == Kind::Comment;
        const bool slanted = (word || kind == Kind::Better) && !upright && !hasCjk(text);
        const qreal w = (slanted ? italic : fm).horizontalAdvance(text) + (word ? 1 : 4);
        if (!tight && !lineEmpty) x += word ? fm.horizontalAdvance(QLatin1Char(' ')) : Gap;
        if (!lineEmpty && x + w > width - Margin) {
            y += lineHeight;
            x = indent;
        }
        items.push_back(Item{kind, text, QRectF(x, y, w, lineHeight), cursor, slanted});
        x += w;
        lineEmpty = false;
    }
    // A comment, word by word: all upright when any of it is CJK.
    void placeComment(const QString& text) {
        const bool upright = hasCjk(text);
        for (const QString& w : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            place(Kind::Comment, w, {}, false, upright);
    }
    void placeAt(qreal at, Kind kind, const QString& text, const TreeCursor& cursor = {}) {
        const qreal w = fm.horizontalAdvance(text) + 4;
        items.push_back(Item{kind, text, QRectF(at, y, w, lineHeight), cursor, false});
        x = at + w;
        lineEmpty = false;
    }
};

// The items as a list for screen readers: moves are its items, the rest plain text.
class MoveListAccessible : public PartsAccessible {
public:
    explicit MoveListAccessible(QWidget* w) : PartsAccessible(w, QAccessible::List) {}
    static PartsAccessible* make(QWidget* w) { return new MoveListAccessible(w); }

    int partCount() const override { return int(view()->m_items.size()); }
    QAccessible::Role partRole(int index) const override {
        return item(index).kind == MoveListView::Kind::Move ? QAccessible::ListItem
                                                            : QAccessible::StaticText;
    }
    QString partText(int index, QAccessible::Text t) const override {
        return t == QAccessible::Name ? item(index).text : QString();
    }
    QRect partRect(int index) const override {
        const QWidget* port = view()->viewport();
        const QRect shown =
            item(index).rect.translated(0, -view()->verticalScrollBar()->value()).toAlignedRect();
        return shown.intersected(port->rect()).isEmpty() ? QRect() : shown.translated(port->pos());
    }
    bool partSelected(int index) const override { return &item(index) == view()->currentItem(); }

private:
    const MoveListView* view() const { return static_cast<const MoveListView*>(widget()); }
    const MoveListView::Item& item(int index) const { return view()->m_items[std::size_t(index)]; }
};

MoveListView::MoveListView(QWidget* parent) : QAbstractScrollArea(parent) {
    installPartsAccessible("ogi::MoveListView", &MoveListAccessible::make);
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, viewport(),
            [this] { viewport()->update(); });
}

QSize MoveListView::sizeHint() const {
    return QSize(260, 300);
}

void MoveListView::setTree(GameTree* tree) {
    if (m_tree) disconnect(m_tree, nullptr, this, nullptr);
    m_tree = tree;
    if (tree) {
        connect(tree, &GameTree::treeChanged, this, &MoveListView::rebuild);
        connect(tree, &GameTree::cursorChanged, this, [this] {
            updateAccessibleText();
            viewport()->update();
            ensureCurrentVisible();
        });
    }
    rebuild();
}

void MoveListView::setNotation(Notation notation) {
    if (notation == m_notation) return;
    m_notation = notation;
    rebuild();
}

void MoveListView::setTimeControl(const TimeControl& tc) {
    if (tc == m_timeControl) return;
    m_timeControl = tc;
    rebuild();
}

void MoveListView::setKingDrawings(bool senteGyoku, bool goteGyoku) {
    m_gyoku[Sente] = senteGyoku;
    m_gyoku[Gote] = goteGyoku;
    if (m_notation == Notation::Kanji) rebuild();
}

QString MoveListView::moveText(const Position& before, const RecordNode& node) const {
    QString text = texts::moveText(before, node.move, m_notation, m_gyoku[before.sideToMove()]);
    if (const std::string* mark = node.annotation("mark")) {
        // A sign follows the move ("Pc3-c4??"), a word is set apart ("☗歩c3-c4 悪手").
        const QString said = texts::moveMarkText(*mark);
        if (!said.isEmpty() && said.front().isLetter()) text += QLatin1Char(' ');
        text += said;
    }
    return text;
}

QString MoveListView::numberText(int ply, Side mover, bool ellipsis) const {
    const Side first = m_tree ? m_tree->record().start.sideToMove() : Sente;
    // In a row of two moves the number is written once, "6.", even when Gote's move starts it.
    return texts::moveNumber(ply, first, ellipsis ? mover : Sente, m_notation);
}

void MoveListView::rebuild() {
    m_items.clear();
    if (m_tree) {
        const QFontMetricsF fm(font());
        QFont slanted = font();
        slanted.setItalic(true);
        const QFontMetricsF italic(slanted);
        // The same width whether the scroll bar shows or not, so that nothing hides under it.
        const QScrollBar* bar = verticalScrollBar();
        const qreal width = viewport()->width() - (bar->isVisible() ? 0 : bar->sizeHint().width());
        Flow flow{fm, italic, width, fm.height() + 4, Margin, Margin, Margin, true, m_items};
        layoutMainline(flow);
        m_contentHeight = flow.y + flow.lineHeight + Margin;
    } else {
        m_contentHeight = 0;
    }
    updateScrollBar();
    updateAccessibleText();
    viewport()->update();
    ensureCurrentVisible();
}

namespace {
// Whether a line of the record has clock readings or evaluations to show beside its moves.
bool hasDetails(const RecordLine& line) {
    for (const RecordNode& node : line.nodes)
        if (node.annotation("clk") || node.annotation("eval")) return true;
    return false;
}
} // namespace

// The time the mover used on the move at index i of the mainline, from the clock readings
// (the mover's main time left after each move): empty when it cannot be told (no reading,
// or both readings in byoyomi, whose periods the record does not keep).
QString MoveListView::timeUsedText(const RecordLine& line, std::size_t i) const {
    const std::string* after = line.nodes[i].annotation("clk");
    if (!after || m_timeControl.isNone()) return {};
    const auto left = parseClockAnnotation(QString::fromStdString(*after));
    qint64 before = m_timeControl.mainMs;
    if (i >= 2)
        if (const std::string* clk = line.nodes[i - 2].annotation("clk"))
            before = parseClockAnnotation(QString::fromStdString(*clk)).value_or(before);
    if (!left || (before == 0 && *left == 0)) return {};
    const qint64 increment =
        m_timeControl.kind == TimeControl::Kind::Increment ? m_timeControl.incrementMs : 0;
    const qint64 used = std::max<qint64>(0, before + increment - *left) / 1000;
    return tr("%1:%2", "minutes:seconds used on a move")
        .arg(used / 60)
        .arg(used % 60, 2, 10, QLatin1Char('0'));
}

// An evaluation in few characters, as everywhere ("☗ +0,4", "☖ #5", texts::evaluationShort).
QString MoveListView::evalText(const RecordNode& node) const {
    const std::string* eval = node.annotation("eval");
    const auto e = eval ? Evaluation::parse(*eval) : std::nullopt;
    return e ? texts::evaluationShort(*e) : QString();
}

void MoveListView::layoutMainline(Flow& flow) {
    const Record& record = m_tree->record();
    Position pos = record.start;
    const auto& nodes = record.mainline.nodes;
    // A record read from a file keeps the illegal attempt that ended the game as its last
    // node; a game being played does not: either way it is listed once, after the moves.
    const bool illegalEnd = record.outcome.termination == Termination::IllegalMove &&
                            !record.outcome.illegalMove.isNone();
    const std::size_t played =
        illegalEnd && !nodes.empty() && nodes.back().move == record.outcome.illegalMove
            ? nodes.size() - 1
            : nodes.size();
    // Column widths: the number, then two moves side by side; with clock readings or
    // evaluations, or when two of the longest move do not fit ("☗玉e1xd2成駒取り 悪手"), one
    // move a row, with its time used and evaluation beside it if any. A usual long move
    // sets the width, so that the columns stay put as moves are added.
    const bool details = hasDetails(record.mainline);
    const qreal numberWidth = flow.fm.horizontalAdvance(QStringLiteral("000…")) + 4;
    qreal moveWidth =
        flow.fm.horizontalAdvance(m_notation == Notation::Kanji ? QStringLiteral("☗成銀c3xc4不成??")
                                                                : QStringLiteral("+Pc3xc4+^??")) +
        8;
    Position at = record.start;
    for (std::size_t i = 0; i < played; ++i) {
        moveWidth = std::max(moveWidth, flow.fm.horizontalAdvance(moveText(at, nodes[i])) + 8);
        UndoInfo undo;
        at.doMove(nodes[i].move, undo);
    }
    const qreal timeWidth = flow.fm.horizontalAdvance(QStringLiteral("00:00")) + 12;
    const qreal room = flow.width - numberWidth - 2 * Margin - (details ? timeWidth : 0);
    // A kifu (the kanji notation) numbers every ply, one a row.
    const bool oneARow = details || m_notation == Notation::Kanji || moveWidth > room / 2;
    moveWidth = std::min(moveWidth, oneARow ? room * 0.6 : room / 2);
    const qreal col[2] = {Margin + numberWidth, Margin + numberWidth + moveWidth};
    bool rowOpen = false;
    if (!record.openingComment.empty())
        flow.placeComment(QString::fromStdString(record.openingComment));
    for (std::size_t i = 0; i < played; ++i) {
        const RecordNode& node = nodes[i];
        const int ply = int(i) + 1;
        const Side mover = pos.sideToMove();
        if (oneARow) {
            flow.newLine(0);
            flow.placeAt(Margin, Kind::Number, numberText(ply, mover, true));
            flow.placeAt(col[0], Kind::Move, moveText(pos, node), TreeCursor{{}, ply});
            if (const QString used = timeUsedText(record.mainline, i); !used.isEmpty())
                flow.placeAt(col[1], Kind::Detail, used);
            if (const QString eval = evalText(node); !eval.isEmpty())
                flow.placeAt(col[1] + timeWidth, Kind::Detail, eval);
        } else {
            if (mover == Sente || !rowOpen) {
                flow.newLine(0);
                flow.placeAt(Margin, Kind::Number, numberText(ply, mover, false));
                if (mover == Gote) flow.placeAt(col[0], Kind::Number, QStringLiteral("…"));
            }
            flow.placeAt(col[mover], Kind::Move, moveText(pos, node), TreeCursor{{}, ply});
        }
        rowOpen = mover == Sente;
        const bool notes = !node.comment.empty() || !node.variations.empty() ||
                           (node.annotation("mark") && node.annotation("best"));
        if (notes) {
            flow.newLine(1);
            layoutNotes(flow, node, {}, int(i), 0, pos, 1);
            rowOpen = false;
        }
        UndoInfo undo;
        pos.doMove(node.move, undo);
    }
    if (record.outcome.result != Result::Ongoing) {
        // The illegal attempt that ended the game is listed after the last move played,
        // with its reason.
        // The reason is the record's own words when it has them (written in another
        // language, perhaps), else said in the interface language.
        if (illegalEnd) {
            RecordNode attempt;
            attempt.move = record.outcome.illegalMove;
            flow.newLine(0);
            flow.place(Kind::Number, numberText(int(played) + 1, pos.sideToMove(), true));
            if (record.illegalNote.empty()) {
                flow.place(Kind::Comment, tr("%1 — illegal move:").arg(moveText(pos, attempt)));
                flow.placeComment(texts::illegalReason(record.outcome.illegal));
            } else {
                flow.place(Kind::Comment, moveText(pos, attempt));
                flow.placeComment(QString::fromStdString(record.illegalNote));
            }
        }
        flow.newLine(0);
        flow.place(Kind::Result,
                   texts::resultLine(record.outcome, int(played) + (illegalEnd ? 1 : 0)));
    }
}

void MoveListView::layoutNotes(Flow& flow, const RecordNode& node, const std::vector<Branch>& path,
                               int nodeIndex, int offset, const Position& before, int depth) {
    if (const std::string* best = node.annotation("best"); best && node.annotation("mark")) {
        const auto m = parseMachineMove(*best);
        if (m.ok()) {
            RecordNode shown;
            shown.move = *m;
            flow.place(Kind::Better, tr("better: %1").arg(moveText(before, shown)));
        }
    }
    if (!node.comment.empty()) flow.placeComment(QString::fromStdString(node.comment));
    for (std::size_t v = 0; v < node.variations.size(); ++v) {
        std::vector<Branch> sub = path;
        sub.push_back(Branch{nodeIndex, int(v)});
        layoutVariation(flow, node.variations[v], sub, offset + nodeIndex, before, depth);
    }
}

void MoveListView::layoutVariation(Flow& flow, const RecordLine& line,
                                   const std::vector<Branch>& path, int offset, Position pos,
                                   int depth) {
    flow.newLine(depth);
    flow.place(Kind::Paren, QStringLiteral("("));
    bool needNumber = true;
    for (std::size_t j = 0; j < line.nodes.size(); ++j) {
        const RecordNode& node = line.nodes[j];
        const int ply = offset + int(j) + 1;
        const Side mover = pos.sideToMove();
        if (mover == Sente || needNumber || m_notation == Notation::Kanji)
            flow.place(Kind::Number, numberText(ply, mover, true), {}, j == 0);
        flow.place(Kind::Move, moveText(pos, node), TreeCursor{path, ply});
        needNumber = false;
        const bool hasVariations = !node.variations.empty();
        layoutNotes(flow, node, path, int(j), offset, pos, depth + 1);
        if (hasVariations) {
            flow.newLine(depth);
            needNumber = true;
        }
        UndoInfo undo;
        pos.doMove(node.move, undo);
    }
    flow.place(Kind::Paren, QStringLiteral(")"), {}, true);
}

// A screen reader hears the list's name and the move shown on the board.
void MoveListView::updateAccessibleText() {
    setAccessibleName(tr("Moves"));
    const Item* item = currentItem();
    setAccessibleDescription(item ? tr("Shown: %1").arg(item->text) : tr("Start position"));
}

const MoveListView::Item* MoveListView::currentItem() const {
    if (!m_tree || m_tree->ply() == 0) return nullptr;
    for (const Item& item : m_items)
        if (item.kind == Kind::Move && item.cursor == m_tree->cursor()) return &item;
    return nullptr;
}

void MoveListView::updateScrollBar() {
    const int page = viewport()->height();
    verticalScrollBar()->setPageStep(page);
    verticalScrollBar()->setSingleStep(QFontMetrics(font()).height());
    verticalScrollBar()->setRange(0, std::max(0, int(m_contentHeight) - page));
}

void MoveListView::ensureCurrentVisible() {
    QScrollBar* bar = verticalScrollBar();
    // At the end of a finished game, down to its result (the last line).
    if (m_tree && !m_tree->inVariation() && m_tree->ply() == m_tree->lineLength() &&
        m_tree->record().outcome.result != Result::Ongoing) {
        bar->setValue(bar->maximum());
        return;
    }
    const Item* item = currentItem();
    if (!item) return;
    const int top = int(item->rect.top()) - int(Margin);
    const int bottom = int(item->rect.bottom()) + int(Margin);
    if (top < bar->value())
        bar->setValue(top);
    else if (bottom > bar->value() + viewport()->height())
        bar->setValue(bottom - viewport()->height());
}

void MoveListView::paintEvent(QPaintEvent*) {
    QPainter p(viewport());
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(0, -verticalScrollBar()->value());
    const QPalette& pal = palette();
    const Item* current = currentItem();
    QFont italic = font();
    italic.setItalic(true);
    const QString blunder = texts::moveMarkText("??"), mistake = texts::moveMarkText("?"),
                  inaccuracy = texts::moveMarkText("?!");
    for (const Item& item : m_items) {
        QColor color = pal.color(QPalette::Text);
        p.setFont(font());
        switch (item.kind) {
        case Kind::Number:
        case Kind::Detail:
        case Kind::Paren: color = pal.color(QPalette::PlaceholderText); break;
        case Kind::Move:
            if (item.text.endsWith(blunder))
                color = QColor(0xc0, 0x20, 0x20);
            else if (item.text.endsWith(mistake))
                color = QColor(0xc0, 0x70, 0x00);
            else if (item.text.endsWith(inaccuracy))
                color = QColor(0x8a, 0x7a, 0x00);
            break;
        case Kind::Comment:
            color = QColor(0x2e, 0x6b, 0x30);
            if (item.slanted) p.setFont(italic);
            break;
        case Kind::Better:
            color = pal.color(QPalette::PlaceholderText);
            if (item.slanted) p.setFont(italic);
            break;
        case Kind::Result: {
            QFont bold = font();
            bold.setBold(true);
            p.setFont(bold);
            break;
        }
        }
        if (&item == current) {
            p.setPen(Qt::NoPen);
            p.setBrush(pal.color(QPalette::Highlight));
            p.drawRoundedRect(item.rect.adjusted(-1, 1, 1, -1), 3, 3);
            color = pal.color(QPalette::HighlightedText);
        }
        p.setPen(color);
        // No clipping: the bold result is wider than the metrics it was laid out with.
        p.drawText(item.rect.adjusted(2, 0, 0, 0),
                   Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, item.text);
    }
}

void MoveListView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    rebuild();
}

void MoveListView::changeEvent(QEvent* event) {
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) rebuild();
}

void MoveListView::mousePressEvent(QMouseEvent* event) {
    if (!m_tree || event->button() != Qt::LeftButton) return;
    const QPointF at = event->position() + QPointF(0, verticalScrollBar()->value());
    for (const Item& item : m_items) {
        if (item.kind == Kind::Move && item.rect.contains(at)) {
            m_tree->goTo(item.cursor);
            return;
        }
    }
}

void MoveListView::keyPressEvent(QKeyEvent* event) {
    if (!m_tree) return QAbstractScrollArea::keyPressEvent(event);
    switch (event->key()) {
    case Qt::Key_Left: m_tree->previous(); break;
    case Qt::Key_Right: m_tree->next(); break;
    case Qt::Key_Home: m_tree->first(); break;
    case Qt::Key_End: m_tree->last(); break;
    case Qt::Key_PageUp: m_tree->back(10); break;
    case Qt::Key_PageDown: m_tree->forward(10); break;
    default: return QAbstractScrollArea::keyPressEvent(event);
    }
    event->accept();
}

} // namespace ogi
