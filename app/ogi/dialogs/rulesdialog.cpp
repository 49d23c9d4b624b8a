// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/rulesdialog.h"

#include "model/gametexts.h"
#include "rules/bitboard.h"
#include "rules/notation.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <cmath>

namespace ogi {

namespace {
// The diagram's centre: c3 leaves two squares of board on every side of the piece.
constexpr int CentreFile = 2;
constexpr int CentreRank = 2;
constexpr int Cells = 5;

Square squareAt(int dx, int dy) {
    return makeSquare(CentreFile + dx, CentreRank + dy);
}

const QColor Wood(0xf4, 0xe2, 0xba);
const QColor GridLine(0x8a, 0x6a, 0x3c);
const QColor MoveInk(0xb0, 0x22, 0x22);

// The faces in the order the Pieces tab shows them: unpromoted and promoted side by side.
struct Face {
    PieceType type;
    bool promoted;
};
constexpr Face Faces[] = {{Princess, false}, {Princess, true}, {Rook, false},   {Rook, true},
                          {Bishop, false},   {Bishop, true},   {Silver, false}, {Silver, true},
                          {Knight, false},   {Knight, true},   {Lance, false},  {Lance, true},
                          {Pawn, false},     {Pawn, true},     {King, false}};
constexpr int FaceColumns = 6;
} // namespace

// ---- MoveDiagram ------------------------------------------------------------------------

MoveDiagram::MoveDiagram(PieceType type, bool promoted, QWidget* parent)
    : QWidget(parent), m_type(type), m_promoted(promoted) {
    initBitboards();
    const int kind = makeKind(type, promoted && canPromoteType(type));
    const Square centre = makeSquare(CentreFile, CentreRank);
    m_steps = detail::StepAttacks[Sente][kind][centre];
    m_slides = attacks(Sente, kind, centre, 0) & ~m_steps;
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void MoveDiagram::setPieceStyle(PieceStyle style) {
    m_style = style;
    update();
}

MoveDiagram::Mark MoveDiagram::markAt(int dx, int dy) const {
    if (std::abs(dx) > 2 || std::abs(dy) > 2 || (dx == 0 && dy == 0)) return Mark::None;
    const Bitboard bb = squareBB(squareAt(dx, dy));
    if (m_steps & bb) return std::max(std::abs(dx), std::abs(dy)) == 1 ? Mark::Step : Mark::Jump;
    if (m_slides & bb) return Mark::Slide;
    return Mark::None;
}

QList<QPoint> MoveDiagram::slideDirections() const {
    // A direction slides when the square two along it is reached without being a jump.
    QList<QPoint> dirs;
    for (int dy = 1; dy >= -1; --dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dx || dy) && (m_slides & squareBB(squareAt(2 * dx, 2 * dy))))
                dirs.append(QPoint(dx, dy));
    return dirs;
}

QSize MoveDiagram::sizeHint() const {
    return {144, 144};
}

QSize MoveDiagram::minimumSizeHint() const {
    return sizeHint();
}

void MoveDiagram::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal side = std::min(width(), height()) - 2;
    const qreal c = side / Cells;
    const QPointF origin((width() - side) / 2, (height() - side) / 2);
    auto cellRect = [&](int dx, int dy) {
        return QRectF(origin.x() + (2 + dx) * c, origin.y() + (2 - dy) * c, c, c);
    };

    p.fillRect(QRectF(origin, QSizeF(side, side)), Wood);
    p.setPen(QPen(GridLine, 1));
    for (int i = 0; i <= Cells; ++i) {
        p.drawLine(QPointF(origin.x() + i * c, origin.y()),
                   QPointF(origin.x() + i * c, origin.y() + side));
        p.drawLine(QPointF(origin.x(), origin.y() + i * c),
                   QPointF(origin.x() + side, origin.y() + i * c));
    }

    // Slides: a line from the piece to the edge of the grid, ending in an arrowhead.
    const QPointF centre = cellRect(0, 0).center();
    p.setPen(QPen(MoveInk, c * 0.09, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(MoveInk);
    for (const QPoint& d : slideDirections()) {
        const QPointF unit(d.x(), -d.y());
        const qreal len = std::hypot(unit.x(), unit.y());
        const QPointF dir = unit / len;
        const QPointF start = centre + unit * (c * 0.5);
        const QPointF end = centre + unit * (c * 2.5) - dir * (c * 0.08);
        p.drawLine(start, end - dir * (c * 0.2));
        const QPointF normal(-dir.y(), dir.x());
        QPainterPath head;
        head.moveTo(end);
        head.lineTo(end - dir * (c * 0.3) + normal * (c * 0.14));
        head.lineTo(end - dir * (c * 0.3) - normal * (c * 0.14));
        head.closeSubpath();
        p.drawPath(head);
    }

    // Steps are dots, jumps are rings.
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
            const Mark m = markAt(dx, dy);
            const QPointF at = cellRect(dx, dy).center();
            if (m == Mark::Step) {
                p.setPen(Qt::NoPen);
                p.setBrush(MoveInk);
                p.drawEllipse(at, c * 0.17, c * 0.17);
            } else if (m == Mark::Jump) {
                p.setPen(QPen(MoveInk, c * 0.07));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(at, c * 0.22, c * 0.22);
            }
        }

    // The piece a little larger than its square, so that its face stays legible.
    const qreal grow = c * 0.14;
    PieceTheme::drawPiece(&p, cellRect(0, 0).adjusted(-grow, -grow, grow, grow), m_style, m_type,
                          m_promoted, false, false);
}

// ---- RulesDialog ------------------------------------------------------------------------

RulesDialog::RulesDialog(PieceStyle style, QWidget* parent) : QDialog(parent) {
    m_tabs = new QTabWidget(this);

    m_summary = new QTextBrowser(this);
    m_summary->setOpenExternalLinks(false);
    m_tabs->addTab(m_summary, QString());

    auto* pieces = new QWidget;
    auto* grid = new QGridLayout(pieces);
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(10);
    int i = 0;
    for (const Face& f : Faces) {
        auto* cell = new QVBoxLayout;
        auto* diagram = new MoveDiagram(f.type, f.promoted, pieces);
        diagram->setPieceStyle(style);
        auto* caption = new QLabel(pieces);
        caption->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        caption->setWordWrap(true);
        caption->setFixedWidth(diagram->sizeHint().width() + 16);
        cell->addWidget(diagram, 0, Qt::AlignHCenter);
        cell->addWidget(caption, 0, Qt::AlignHCenter);
        cell->addStretch();
        grid->addLayout(cell, i / FaceColumns, i % FaceColumns);
        m_diagrams.append(diagram);
        m_captions.append(caption);
        ++i;
    }
    m_legend = new QLabel(pieces);
    m_legend->setWordWrap(true);
    m_legend->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    grid->addWidget(m_legend, i / FaceColumns, i % FaceColumns, 1, FaceColumns - i % FaceColumns);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(pieces);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(scroll, QString());

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);

    setPieceStyle(style);
    retranslateUi();
    resize(pieces->sizeHint().width() + 60, 720);
}

void RulesDialog::setPieceStyle(PieceStyle style) {
    for (MoveDiagram* d : m_diagrams) d->setPieceStyle(style);
}

QString RulesDialog::caption(PieceType type, bool promoted) {
    if (type == King)
        return tr("%1\n(%2 or %3, %4)", "King: name, the two kanji, notation letter")
            .arg(texts::pieceName(King, false), QString::fromUtf8(pieceKanji(King, false, false)),
                 QString::fromUtf8(pieceKanji(King, false, true)), QStringLiteral("K"));
    const QString letter = (promoted ? QStringLiteral("+") : QString()) + QChar(pieceLetter(type));
    // A caption starts with a capital ("Promoted Silver"), whatever the name does mid-sentence.
    QString name = texts::pieceName(type, promoted);
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    return tr("%1\n(%2, %3)", "piece name, kanji, notation letter")
        .arg(name, QString::fromUtf8(pieceKanji(type, promoted)), letter);
}

QString RulesDialog::summaryHtml() {
    const auto section = [](const QString& title, const QString& text) {
        return QStringLiteral("<h3>%1</h3><p>%2</p>").arg(title.toHtmlEscaped(), text);
    };
    QString html;
    html += section(
        tr("The game"),
        tr("Ōgi (王棋, “the game of the King”) is played by two players on a board of 8×8 "
           "squares: Sente (☗), who moves first, and Gote (☖). Each starts with 18 pieces: "
           "a King, a Princess, a Rook, a Bishop, two Silver Generals, two Knights, two Lances "
           "and eight Pawns, on the three ranks nearest to them. All pieces look alike; a "
           "piece belongs to the player it points away from."));
    html += section(tr("Aim"),
                    tr("Capture the opponent’s King. Check is only information: you may move "
                       "into check or leave your King in check, and if you do, your opponent "
                       "may take the King and win. Checkmate is when the King can no longer be "
                       "saved."));
    html += section(tr("A turn"),
                    tr("On each turn you make exactly one move: move one of your pieces on the "
                       "board, possibly capturing or promoting, or drop a piece from your hand. "
                       "There is no passing. The Pieces tab shows how each piece moves."));
    html += section(
        tr("Captures and the hand"),
        tr("A captured piece goes into the capturer’s hand, turned back to its unpromoted "
           "side. <b>King’s privilege</b>: when your King captures a promoted piece, you may "
           "instead keep it promoted in your hand."));
    html += section(
        tr("Promotion"),
        tr("The three ranks nearest to your opponent are your promotion zone. A piece other "
           "than the King that enters the zone, moves within it or leaves it may promote at the "
           "end of the move, by turning over. It must promote when it could otherwise never "
           "move again: a Pawn or a Lance on the last rank, a Knight on the last two ranks."));
    html += section(
        tr("Drops"),
        tr("Instead of moving, you may put a piece from your hand on any empty square, in the "
           "state it has in hand. A drop never captures and never promotes. An unpromoted Pawn "
           "can never be dropped; an unpromoted Lance cannot be dropped on the last rank, nor "
           "an unpromoted Knight on the last two ranks."));
    html += section(
        tr("End of the game"),
        tr("The game ends when a King is captured, when a player resigns or runs out of time, "
           "or when the side to move has no legal move (it loses). A player who makes an "
           "illegal move loses at once; this includes repeating a move that has already "
           "produced exactly the same position. After 50 moves by each side (100 plies) with "
           "no capture and no move of an unpromoted Pawn, either player may claim a draw."));
    html += section(
        tr("Handicap games"),
        tr("To even out a difference in strength, the stronger player lets the weaker one "
           "start with some pieces already promoted. Traditionally the weaker player plays "
           "Sente with the King 玉 and the stronger one Gote with 王: it is the same piece, "
           "drawn differently."));
    return html;
}

void RulesDialog::retranslateUi() {
    setWindowTitle(tr("Rules of Ōgi"));
    m_tabs->setTabText(0, tr("Rules"));
    m_tabs->setTabText(1, tr("Pieces"));
    m_summary->setHtml(summaryHtml());
    for (int i = 0; i < m_diagrams.size(); ++i)
        m_captions[i]->setText(caption(m_diagrams[i]->pieceType(), m_diagrams[i]->isPromoted()));
    m_legend->setText(tr("<b>Dot</b>: a step to that square. <b>Line</b>: any number of "
                         "empty squares along it, stopping at the first piece, which may be "
                         "captured. <b>Ring</b>: a jump straight to that square, over "
                         "anything in between. Every piece points forward, towards the "
                         "opponent."));
}

void RulesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace ogi
