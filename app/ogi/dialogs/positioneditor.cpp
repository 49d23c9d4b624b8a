// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/positioneditor.h"

#include "model/document/positioncheck.h"
#include "model/game/gametexts.h"
#include "partsaccessible.h"
#include "textfit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace ogi {

namespace {
constexpr qreal Outer = 8;
// The room of the coordinates, beside the board and under it, in squares.
constexpr qreal CoordinateRoom = 0.4;
constexpr int MaxHand = 16; // no type exists more often in a whole game
constexpr PieceType PaletteOrder[8] = {King, Princess, Rook, Bishop, Silver, Knight, Lance, Pawn};

struct StandEntry {
    PieceType type;
    bool promoted;
    int count;
};

std::vector<StandEntry> standEntries(const Position& pos, Side s) {
    std::vector<StandEntry> out;
    for (int t = 0; t < HandTypes; ++t)
        for (bool promoted : {false, true})
            if (const int n = pos.handCount(s, PieceType(t), promoted))
                out.push_back({PieceType(t), promoted, n});
    return out;
}
} // namespace

// For screen readers: the 64 squares from the top left, the palette's 16 pieces (Sente's
// column, then Gote's, row by row), both stands, then the pieces on Sente's and Gote's stand.
class SetupBoardAccessible : public PartsAccessible {
public:
    explicit SetupBoardAccessible(QWidget* w) : PartsAccessible(w, QAccessible::Table) {}
    static PartsAccessible* make(QWidget* w) { return new SetupBoardAccessible(w); }

    static constexpr int Squares = 64, Palette = 16, Stands = 2;

    int partCount() const override {
        return Squares + Palette + Stands + int(entries(Sente).size() + entries(Gote).size());
    }
    QAccessible::Role partRole(int index) const override {
        if (index < Squares) return QAccessible::Cell;
        if (index < Squares + Palette) return QAccessible::Button;
        if (index < Squares + Palette + Stands) return QAccessible::List;
        return QAccessible::ListItem;
    }
    QString partText(int index, QAccessible::Text t) const override {
        const Position& pos = board()->m_pos;
        if (index < Squares) {
            const Square sq = squareAt(index);
            const Piece p = pos.pieceOn(sq);
            if (t == QAccessible::Name) return texts::squareText(sq);
            if (t != QAccessible::Description) return {};
            return p == NoPiece ? SetupBoard::tr("empty")
                                : pieceText(sideOf(p), typeOf(p), isPromoted(p));
        }
        index -= Squares;
        if (index < Palette) {
            const auto [side, type] = paletteAt(index);
            if (t == QAccessible::Name) return pieceText(side, type, false);
            return t == QAccessible::Description
                       ? SetupBoard::tr("Drag it onto the board or a stand")
                       : QString();
        }
        index -= Palette;
        if (index < Stands) {
            return t == QAccessible::Name
                       ? SetupBoard::tr("Pieces in hand of %1").arg(texts::sideName(Side(index)))
                       : QString();
        }
        const auto [side, entry] = standEntryAt(index - Stands);
        if (t == QAccessible::Name)
            return SetupBoard::tr("%1 in hand of %2")
                .arg(texts::pieceName(entry.type, entry.promoted), texts::sideName(side));
        return t == QAccessible::Description ? QString::number(entry.count) : QString();
    }
    QRect partRect(int index) const override {
        const SetupBoard::Geometry g = board()->geometry();
        if (index < Squares) return board()->squareRect(squareAt(index)).toAlignedRect();
        index -= Squares;
        if (index < Palette) {
            const QRectF cell(g.palette.left() + (index % 2) * g.cell,
                              g.palette.top() + (index / 2) * g.cell, g.cell, g.cell);
            return cell.toAlignedRect();
        }
        index -= Palette;
        if (index < Stands) return g.stands[index].toAlignedRect();
        index -= Stands;
        const int sente = int(entries(Sente).size());
        const Side side = index < sente ? Sente : Gote;
        return board()->standSlot(side, index < sente ? index : index - sente).toAlignedRect();
    }

private:
    const SetupBoard* board() const { return static_cast<const SetupBoard*>(widget()); }
    std::vector<StandEntry> entries(Side s) const { return standEntries(board()->m_pos, s); }
    static Square squareAt(int index) { return makeSquare(index % 8, 7 - index / 8); }
    static std::pair<Side, PieceType> paletteAt(int index) {
        return {Side(index % 2), PaletteOrder[index / 2]};
    }
    std::pair<Side, StandEntry> standEntryAt(int index) const {
        const auto sente = entries(Sente);
        if (index < int(sente.size())) return {Sente, sente[std::size_t(index)]};
        return {Gote, entries(Gote)[std::size_t(index) - sente.size()]};
    }
    static QString pieceText(Side s, PieceType t, bool promoted) {
        return SetupBoard::tr("%1, %2", "side, piece")
            .arg(texts::sideName(s), texts::pieceName(t, promoted));
    }
};

SetupBoard::SetupBoard(QWidget* parent) : QWidget(parent) {
    installPartsAccessible("ogi::SetupBoard", &SetupBoardAccessible::make);
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void SetupBoard::setPosition(const Position& pos) {
    m_pos = pos;
    update();
    emit positionEdited();
}

void SetupBoard::setPieceStyle(PieceStyle style) {
    m_style = style;
    update();
}

SetupBoard::Geometry SetupBoard::geometry() const {
    Geometry g;
    const qreal w = width() - 2 * Outer;
    const qreal h = height() - 2 * Outer;
    // Across: the ranks' numbers, the board, a gap, the palette; down: Gote's stand, a gap,
    // the board, the files' letters, Sente's stand.
    g.cell = std::max(8.0, std::min(w / (CoordinateRoom + 10.5), h / (CoordinateRoom + 10.5)));
    const qreal c = g.cell;
    const qreal left = Outer + CoordinateRoom * c;
    g.stands[Gote] = QRectF(left, Outer, 8 * c, c);
    g.board = QRectF(left, Outer + 1.25 * c, 8 * c, 8 * c);
    g.stands[Sente] = QRectF(left, g.board.bottom() + (0.25 + CoordinateRoom) * c, 8 * c, c);
    g.palette = QRectF(g.board.right() + 0.5 * c, g.board.top(), 2 * c, 8 * c);
    return g;
}

QRectF SetupBoard::squareRect(int sq) const {
    const Geometry g = geometry();
    return QRectF(g.board.left() + fileOf(sq) * g.cell, g.board.top() + (7 - rankOf(sq)) * g.cell,
                  g.cell, g.cell);
}

Square SetupBoard::squareAt(const QPointF& p) const {
    const Geometry g = geometry();
    if (!g.board.contains(p)) return SQ_NONE;
    const int f = std::clamp(int((p.x() - g.board.left()) / g.cell), 0, 7);
    const int r = 7 - std::clamp(int((p.y() - g.board.top()) / g.cell), 0, 7);
    return makeSquare(f, r);
}

int SetupBoard::standAt(const QPointF& p) const {
    const Geometry g = geometry();
    for (Side s : {Sente, Gote})
        if (g.stands[s].contains(p)) return s;
    return -1;
}

QRectF SetupBoard::standSlot(Side s, int index) const {
    const Geometry g = geometry();
    const int n = std::max<int>(8, int(standEntries(m_pos, s).size()));
    const qreal w = g.stands[s].width() / n;
    return QRectF(g.stands[s].left() + index * w, g.stands[s].top(), w, g.cell);
}

bool SetupBoard::standPieceAt(const QPointF& p, Pick* pick) const {
    const int s = standAt(p);
    if (s < 0) return false;
    const auto entries = standEntries(m_pos, Side(s));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (standSlot(Side(s), int(i)).contains(p)) {
            *pick = Pick{Source::Stand, Side(s), entries[i].type, entries[i].promoted, SQ_NONE};
            return true;
        }
    }
    return false;
}

bool SetupBoard::palettePieceAt(const QPointF& p, Pick* pick) const {
    const Geometry g = geometry();
    if (!g.palette.contains(p)) return false;
    const int col = std::clamp(int((p.x() - g.palette.left()) / g.cell), 0, 1);
    const int row = std::clamp(int((p.y() - g.palette.top()) / g.cell), 0, 7);
    *pick = Pick{Source::Palette, Side(col), PaletteOrder[row], false, SQ_NONE};
    return true;
}

void SetupBoard::edited() {
    update();
    emit positionEdited();
}

void SetupBoard::flipAt(const QPointF& p) {
    const Square sq = squareAt(p);
    if (sq != SQ_NONE) {
        const Piece piece = m_pos.pieceOn(sq);
        if (piece == NoPiece || typeOf(piece) == King) return;
        m_pos.setPiece(sq, makePiece(sideOf(piece), makeKind(typeOf(piece), !isPromoted(piece))));
        edited();
        return;
    }
    Pick pick;
    if (standPieceAt(p, &pick)) {
        const int from = m_pos.handCount(pick.side, pick.type, pick.promoted);
        const int to = m_pos.handCount(pick.side, pick.type, !pick.promoted);
        m_pos.setHandCount(pick.side, pick.type, pick.promoted, from - 1);
        m_pos.setHandCount(pick.side, pick.type, !pick.promoted, to + 1);
        edited();
    }
}

void SetupBoard::mousePressEvent(QMouseEvent* event) {
    const QPointF p = event->position();
    if (event->button() == Qt::RightButton) {
        flipAt(p);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    m_pick = Pick{};
    m_dragging = false;
    const Square sq = squareAt(p);
    if (sq != SQ_NONE && m_pos.pieceOn(sq) != NoPiece) {
        const Piece piece = m_pos.pieceOn(sq);
        m_pick = Pick{Source::Board, sideOf(piece), typeOf(piece), isPromoted(piece), sq};
    } else if (!standPieceAt(p, &m_pick)) {
        palettePieceAt(p, &m_pick);
    }
    m_dragPos = p;
}

void SetupBoard::mouseMoveEvent(QMouseEvent* event) {
    if (m_pick.source == Source::None) return;
    m_dragging = true;
    m_dragPos = event->position();
    update();
}

void SetupBoard::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || m_pick.source == Source::None) return;
    const Pick pick = m_pick;
    m_pick = Pick{};
    const bool moved = m_dragging;
    m_dragging = false;
    const QPointF p = event->position();
    const Square target = squareAt(p);
    const int stand = standAt(p);
    if (pick.source == Source::Board && target == pick.square) {
        update();
        return; // a click, not a drag
    }
    if (!moved && pick.source != Source::Palette) {
        update();
        return;
    }
    auto takeFromSource = [&] {
        if (pick.source == Source::Board) m_pos.setPiece(pick.square, NoPiece);
        if (pick.source == Source::Stand)
            m_pos.setHandCount(pick.side, pick.type, pick.promoted,
                               m_pos.handCount(pick.side, pick.type, pick.promoted) - 1);
    };
    if (target != SQ_NONE) {
        takeFromSource();
        const bool promoted = pick.promoted && pick.type != King;
        m_pos.setPiece(target, makePiece(pick.side, makeKind(pick.type, promoted)));
    } else if (stand >= 0) {
        if (pick.type == King) { // a King never goes to a hand
            update();
            return;
        }
        const Side s = Side(stand);
        if (pick.source == Source::Stand && s == pick.side) {
            update();
            return;
        }
        const int count = m_pos.handCount(s, pick.type, pick.promoted);
        if (count >= MaxHand) {
            update();
            return;
        }
        takeFromSource();
        m_pos.setHandCount(s, pick.type, pick.promoted, count + 1);
    } else {
        takeFromSource(); // dragged off: removed (a palette piece just goes back)
    }
    edited();
}

void SetupBoard::mouseDoubleClickEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) flipAt(event->position());
}

void SetupBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const Geometry g = geometry();
    const QColor stand(0xd9, 0xb8, 0x7c);
    for (Side s : {Sente, Gote}) {
        p.setPen(Qt::NoPen);
        p.setBrush(stand);
        p.drawRoundedRect(g.stands[s], 4, 4);
        const auto entries = standEntries(m_pos, s);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const QRectF slot = standSlot(s, int(i));
            const qreal size = std::min(slot.width(), slot.height()) * 0.9;
            const QRectF r(slot.center().x() - size / 2, slot.center().y() - size / 2, size, size);
            PieceTheme::drawPiece(&p, r, m_style, entries[i].type, entries[i].promoted, false,
                                  s == Gote);
            if (entries[i].count > 1) {
                QFont f = font();
                f.setBold(true);
                f.setPixelSize(int(g.cell * 0.28));
                p.setFont(f);
                p.setPen(Qt::black);
                p.drawText(slot.adjusted(0, 0, -2, 0), Qt::AlignRight | Qt::AlignBottom,
                           QString::number(entries[i].count));
            }
        }
        p.setPen(QColor(0x55, 0x40, 0x20));
        QFont f = font();
        f.setPixelSize(int(g.cell * 0.22));
        p.setFont(f);
        if (entries.empty())
            p.drawText(g.stands[s], Qt::AlignCenter,
                       s == Sente ? tr("Sente's hand: drop pieces here")
                                  : tr("Gote's hand: drop pieces here"));
    }
    p.drawPixmap(g.board.topLeft(), PieceTheme::board(int(g.board.width()), devicePixelRatioF()));
    // The coordinates as the main board and the records write them: files a-h under the
    // board, ranks 1-8 at its left (Sente's side at the bottom).
    {
        QFont f = font();
        f.setPixelSize(std::max(9, int(g.cell * 0.26)));
        p.setFont(f);
        p.setPen(palette().color(QPalette::WindowText));
        const qreal room = CoordinateRoom * g.cell;
        for (int i = 0; i < 8; ++i) {
            p.drawText(QRectF(g.board.left() + i * g.cell, g.board.bottom(), g.cell, room),
                       Qt::AlignCenter, QString(QChar('a' + i)));
            p.drawText(QRectF(g.board.left() - room, g.board.top() + i * g.cell, room, g.cell),
                       Qt::AlignCenter, QString(QChar('8' - i)));
        }
    }
    for (int sq = 0; sq < 64; ++sq) {
        const Piece piece = m_pos.pieceOn(sq);
        if (piece == NoPiece) continue;
        if (m_dragging && m_pick.source == Source::Board && m_pick.square == sq) continue;
        PieceTheme::drawPiece(&p, squareRect(sq).adjusted(2, 2, -2, -2), m_style, typeOf(piece),
                              isPromoted(piece), sideOf(piece) == Sente, sideOf(piece) == Gote);
    }
    // Palette: Sente's pieces left, Gote's right.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xee, 0xe6, 0xd6));
    p.drawRoundedRect(g.palette.adjusted(-3, -3, 3, 3), 4, 4);
    for (int row = 0; row < 8; ++row)
        for (Side s : {Sente, Gote}) {
            const QRectF r(g.palette.left() + int(s) * g.cell, g.palette.top() + row * g.cell,
                           g.cell, g.cell);
            PieceTheme::drawPiece(&p, r.adjusted(3, 3, -3, -3), m_style, PaletteOrder[row], false,
                                  s == Sente, s == Gote);
        }
    if (m_dragging && m_pick.source != Source::None) {
        const QRectF r(m_dragPos.x() - g.cell / 2, m_dragPos.y() - g.cell / 2, g.cell, g.cell);
        PieceTheme::drawPiece(&p, r, m_style, m_pick.type, m_pick.promoted && m_pick.type != King,
                              m_pick.side == Sente, m_pick.side == Gote);
    }
}

PositionEditor::PositionEditor(const Position& start, QWidget* parent) : QDialog(parent) {
    m_board = new SetupBoard(this);
    m_side = new QComboBox(this);
    m_side->addItems({QString(), QString()}); // Sente, Gote to move
    auto* startButton = m_startButton = new QPushButton(this);
    auto* clearButton = m_clearButton = new QPushButton(this);
    // The position as SFEN, to copy; a SFEN typed or pasted there and confirmed with Enter
    // is set up, once read without error.
    m_sfen = new QLineEdit(this);
    m_sfenLabel = new QLabel(this);
    m_sfenLabel->setBuddy(m_sfen);
    m_problem = new WrapLabel(this);
    m_problem->setWordWrap(true);
    QPalette red = m_problem->palette();
    red.setColor(QPalette::WindowText, QColor(0xb0, 0x10, 0x10));
    m_problem->setPalette(red);
    auto* hint = m_hint = new WrapLabel(this);
    hint->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto* row = new QHBoxLayout;
    row->addWidget(m_side);
    row->addStretch(1);
    row->addWidget(startButton);
    row->addWidget(clearButton);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addWidget(m_board, 1);
    layout->addLayout(row);
    auto* sfenRow = new QHBoxLayout;
    sfenRow->addWidget(m_sfenLabel);
    sfenRow->addWidget(m_sfen, 1);
    layout->addLayout(sfenRow);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_board, &SetupBoard::positionEdited, this, [this] {
        m_sfenError.clear(); // the field shows the board again
        check();
        emit positionEdited();
    });
    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        check();
        emit positionEdited();
    });
    connect(startButton, &QPushButton::clicked, this, [this] {
        m_board->setPosition(Position::start());
        m_side->setCurrentIndex(0);
    });
    connect(clearButton, &QPushButton::clicked, this, [this] { m_board->setPosition(Position()); });
    // Enter there sets up the SFEN; it does not play the position as the dialog's default
    // button would (eventFilter).
    m_sfen->installEventFilter(this);
    // Typing leaves the board as it is: the message of a SFEN that could not be read goes
    // once the text changes.
    connect(m_sfen, &QLineEdit::textEdited, this, [this] {
        if (m_sfenError.isEmpty()) return;
        m_sfenError.clear();
        check();
    });
    Position pos = start;
    m_board->setPosition(pos);
    m_side->setCurrentIndex(start.sideToMove() == Sente ? 0 : 1);
    retranslateUi();
}

void PositionEditor::retranslateUi() {
    setWindowTitle(tr("Set Up Position"));
    m_side->setItemText(0, tr("Sente (☗) to move"));
    m_side->setItemText(1, tr("Gote (☖) to move"));
    m_side->setAccessibleName(tr("Side to move"));
    m_startButton->setText(tr("&Start Position"));
    m_clearButton->setText(tr("&Clear Board"));
    m_sfenLabel->setText(tr("S&FEN:"));
    m_sfen->setToolTip(tr("The position as SFEN: copy it, or paste or type one and press Enter "
                          "to set it up"));
    m_sfen->setAccessibleName(tr("Position as SFEN"));
    m_hint->setText(
        tr("Drag pieces from the right onto the board or a hand; drag them off to remove. "
           "Right-click or double-click a piece to promote or unpromote it."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Play From Here"));
    m_board->update(); // its empty hands carry painted words
    check();           // the problem, if any, in the new language
}

void PositionEditor::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

Position PositionEditor::position() const {
    Position pos = m_board->position();
    pos.setSideToMove(m_side->currentIndex() == 0 ? Sente : Gote);
    pos.setPly(1);
    return pos;
}

bool PositionEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_sfen && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            readSfen();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void PositionEditor::readSfen() {
    const QString text = m_sfen->text().trimmed();
    const auto pos = Position::fromSfen(text.toStdString());
    if (!pos.ok()) {
        // Said where the player looks, the board and the text kept as they are to be fixed.
        m_sfenError = tr("This SFEN cannot be read: %1").arg(texts::errorText(pos.failure()));
        check();
        return;
    }
    m_sfenError.clear();
    const QSignalBlocker blocker(m_side); // one check, once the board has it too
    m_side->setCurrentIndex(pos->sideToMove() == Sente ? 0 : 1);
    m_board->setPosition(*pos); // checked as any position set up (setupProblem)
}

void PositionEditor::check() {
    const Position pos = position();
    if (m_sfenError.isEmpty()) m_sfen->setText(QString::fromStdString(pos.toSfen()));
    m_problemText = setupProblem(pos);
    const QString shown = m_sfenError.isEmpty() ? m_problemText : m_sfenError;
    m_problem->setText(shown);
    m_problem->setVisible(!shown.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_problemText.isEmpty());
}

} // namespace ogi
