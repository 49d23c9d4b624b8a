// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/rulesdialog.h"

#include "board/diagramexport.h"
#include "model/game/gametexts.h"
#include "rules/bitboard.h"
#include "rules/notation.h"
#include "rules/position.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
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

    m_style = style;
    for (MoveDiagram* d : m_diagrams) d->setPieceStyle(style);
    retranslateUi();
    resize(pieces->sizeHint().width() + 60, 720);
}

void RulesDialog::setPieceStyle(PieceStyle style) {
    m_style = style;
    for (MoveDiagram* d : m_diagrams) d->setPieceStyle(style);
    refreshSummary();
}

void RulesDialog::refreshSummary() {
    // The diagram is a resource of the text's document, so that it flows with the text.
    QTextDocument* doc = m_summary->document();
    doc->addResource(QTextDocument::ImageResource, QUrl(startDiagramUrl()), startDiagram(m_style));
    const int scroll = m_summary->verticalScrollBar()->value();
    m_summary->setHtml(summaryHtml());
    m_summary->verticalScrollBar()->setValue(scroll);
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

QString RulesDialog::startDiagramUrl() {
    return QStringLiteral("ogi-rules:start-position.png");
}

QImage RulesDialog::startDiagram(PieceStyle style) {
    DiagramOptions options;
    options.style = style;
    options.cell = 40;
    options.markSideToMove = false;
    // Drawn at twice the size and shown at half, so that it stays sharp on a dense screen.
    const qreal dpr = 2;
    const QSizeF size = diagramSize(options);
    QImage image((size * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paintDiagram(&painter, Position::start(), options);
    return image;
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
           "and eight Pawns, on the three ranks nearest to them. Both players’ pieces look "
           "alike; a piece belongs to the player it points away from."));
    html += QStringLiteral("<p align=\"center\"><img src=\"%1\"></p><p align=\"center\">%2"
                           "</p>")
                .arg(startDiagramUrl(),
                     tr("The starting position. Sente’s pieces are at the bottom and point up; "
                        "Gote’s are at the top and point down. Files are a to h from left to "
                        "right, ranks 1 to 8 from Sente’s side."));
    html += section(
        tr("Aim"),
        tr("Capture the opponent’s King. Check is only information: it is not illegal to move "
           "your King into check, nor to leave it in check, for example by moving another "
           "piece; but then your opponent may take the King on the next move and win. "
           "Checkmate is when no move can save the King any more. Checkmate does not end the "
           "game by itself: play goes on until the King is actually captured, unless its "
           "player resigns first."));
    html += section(tr("A turn"),
                    tr("On each turn you make exactly one move: move one of your pieces on the "
                       "board, possibly capturing or promoting, or drop a piece from your hand. "
                       "There is no passing. The Pieces tab shows how each piece moves."));
    html += section(
        tr("Captures and the hand"),
        tr("A captured piece goes into the capturer’s hand, turned back to its unpromoted "
           "side. <b>King’s privilege</b>: when your King captures a promoted piece, you may "
           "instead keep it promoted in your hand. Captured Pawns stay in your hand for good: "
           "an unpromoted Pawn can never be dropped. A Pawn kept promoted through the King’s "
           "privilege, on the other hand, can be dropped on any empty square."));
    html += section(
        tr("Promotion"),
        tr("The three ranks nearest to your opponent are your promotion zone. An unpromoted "
           "piece other than the King that enters the zone, moves within it or leaves it may "
           "promote at the "
           "end of the move, by turning over. It must promote when it could otherwise never "
           "move again: a Pawn or a Lance on the last rank, a Knight on the last two ranks. "
           "Your <b>last rank</b> is the one farthest from you (rank 8 for Sente, rank 1 for "
           "Gote); your <b>last two ranks</b> are that rank and the one before it (ranks 7 and "
           "8 for Sente, 1 and 2 for Gote)."));
    html += section(
        tr("Drops"),
        tr("Instead of moving, you may put a piece from your hand on any empty square, in the "
           "state it has in hand. A drop never captures and never promotes. An unpromoted Pawn "
           "can never be dropped; an unpromoted Lance cannot be dropped on the last rank, nor "
           "an unpromoted Knight on the last two ranks. A drop may give check, or even "
           "checkmate."));
    html += section(
        tr("End of the game"),
        tr("The game ends when a King is captured, when a player resigns or runs out of time, "
           "or when the side to move has no legal move (it loses). A player who makes an "
           "illegal move loses at once; this includes repeating a move that has already "
           "produced exactly the same position. After 50 moves by each side (100 plies) with "
           "no capture and no move of an unpromoted Pawn, either player may claim a draw."));
    html += section(
        tr("The repetition rule"),
        tr("A move is illegal if the very same move was played earlier in the game and led to "
           "exactly the same position. “The same move” means the same piece, from the same "
           "square or from the hand, to the same square, with the same choice to promote or "
           "not and the same choice about the King’s privilege. “The same position” means the "
           "same pieces on the same squares, the same hands and the same side to move. "
           "Reaching that position again by a different move is allowed, and so is the same "
           "move when it leads to a different position."));
    html += section(
        tr("Handicap games"),
        tr("To even out a difference in strength, the stronger player lets the weaker one "
           "start with some pieces already promoted. The King never starts promoted: it cannot "
           "promote at all. Traditionally the weaker player plays Sente with the King 玉 and "
           "the stronger one Gote with 王: it is the same piece, drawn differently."));
    html += section(
        tr("For shogi players"),
        tr("Check is not forbidden: you may move into check, and a King must really be "
           "captured. As Pawns are never dropped unpromoted, there is no rule against two "
           "Pawns on a file (nifu) and none against mating with a Pawn drop (uchifuzume); any "
           "drop may give check or mate. There is no Gold General, and the King’s privilege can "
           "keep a captured piece promoted. The repetition rule is not sennichite: in shogi "
           "the fourth repetition of a position is a draw, while in Ōgi repeating the same "
           "move into the same position even once is an illegal move, which loses."));
    html += section(
        tr("Playing in this program"),
        tr("To move a piece, drag it to its new square, or click it and then click the square. "
           "Pieces in hand are shown beside the board; pick one up the same way and put it on "
           "an empty square. When a move may either promote or not, the program asks: click "
           "your choice, or press Y or Enter to promote and N not to. When promotion is "
           "mandatory it is made for you. When your King captures a promoted piece, you choose "
           "in the same way whether to keep it promoted. To put a piece back, let go of it on "
           "its own square or outside the board, right-click, or press Escape; let go of a "
           "piece of the board on another of your own pieces and that piece is picked up "
           "instead. With the keyboard, type a move in the move box, or move the cursor with the "
           "arrow keys and press Enter to pick up and to put down. Under the official rule an "
           "illegal move loses, as it would over a real board: the program says why your move "
           "is illegal and asks whether to play it all the same (in Settings ▸ Preferences it "
           "can lose at once, without the question). In a friendly game, chosen in New Game, "
           "an illegal move is refused instead and the reason is shown over the board."));
    return html;
}

void RulesDialog::retranslateUi() {
    setWindowTitle(tr("Rules of Ōgi"));
    m_tabs->setTabText(0, tr("Rules"));
    m_tabs->setTabText(1, tr("Pieces"));
    refreshSummary();
    for (int i = 0; i < m_diagrams.size(); ++i)
        m_captions[i]->setText(caption(m_diagrams[i]->pieceType(), m_diagrams[i]->isPromoted()));
    m_legend->setText(
        tr("<b>Dot</b>: a step to that square. <b>Line</b>: any number of empty squares "
           "along it, stopping at the first piece, which may be captured if it is an "
           "opponent’s. <b>Ring</b>: a jump straight to that square, over anything in between. "
           "Every piece points forward, towards the opponent."));
}

void RulesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace ogi
