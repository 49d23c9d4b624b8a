// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView: the board, both hands and the mouse and keyboard gestures that ask for moves.
//
// The view never changes the game: it reads the GameModel, redraws on its signals and emits
// moveRequested(Move) for every attempted move while it accepts moves (GameSession says when:
// a human is to move), legal or not (under the official rule an illegal attempt must reach
// the model, which judges it). Only gestures no player could make on a real board are
// not moves: letting go outside the board or on the origin cancels, a board piece let go on
// another own piece picks that one up, and a hand piece with no legal drop (an unpromoted
// Pawn) cannot be picked up. A player can drag the opponent's piece, and drop a hand piece
// on an own piece, on a real board too: those are illegal attempts, sent like any other (a
// click on the opponent's piece selects nothing). It keeps no rule of its own: the legal moves the
// rules list for the position decide what is highlighted, whether to ask (a promotion or
// King's-privilege prompt appears when both forms of a move are in the list; a mandatory promotion
// is the only form listed, so it is applied without asking) and which hand pieces are faded.
//
// Shapes (arrows, circles, tinted squares) are drawn over the position with one API,
// setShapes(), in layers that their owners replace independently: a lesson's marks, the hint
// (dropped when the position changes: a hint is for the position it was asked in), the
// analysis and the user's own. The user draws with the right button (a drag from a square
// or a piece in hand to a square draws an arrow, a click circles a square; Shift: red,
// Ctrl or Alt: blue, both: yellow, none: green; Esc drops it), or with the keyboard cursor
// (C circles its square, A starts an arrow there and A again ends it where the cursor is,
// 1-4 pick the colour; boardkeyboard.cpp); the view only asks, with
// shapeDrawn(), and whoever keeps them (the record's GameTree) decides and sets the User layer
// again.
#pragma once

#include "board/boardlayout.h"
#include "board/piecetheme.h"
#include "board/promptoverlay.h"
#include "model/game/gamemodel.h"
#include "rules/movegen.h"
#include "rules/shapes.h"

#include <QPointer>
#include <QWidget>

class QTimer;
class QVariantAnimation;

namespace ogi {

// The layers of shapes, drawn in this order (the user's on top).
enum class ShapeLayer { Marks, Hint, Analysis, User };

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setModel(GameModel* model);
    GameModel* model() const { return m_model; }

    PieceStyle pieceStyle() const { return m_style; }
    void setPieceStyle(PieceStyle style);
    bool isFlipped() const { return m_layout.isFlipped(); }
    bool showLegalTargets() const { return m_showTargets; }
    void setShowLegalTargets(bool on);
    bool showCoordinates() const { return m_layout.showsCoordinates(); }
    void setShowCoordinates(bool on);

    // Widget coordinates of a square's centre.
    QPoint squareCenter(Square sq) const;
    Square squareAt(const QPointF& pos) const; // SQ_NONE outside the board
    QRectF boardRect() const { return m_layout.board(); }

    // The prompt shown when a move has two legal forms (promote or not; keep the captured
    // piece promoted or not). Choice 0 = promote / keep promoted, 1 = not.
    using PromptKind = PromptOverlay::Kind;
    PromptKind promptKind() const { return m_prompt.kind(); }
    bool isPromptVisible() const { return m_prompt.isOpen(); }
    QPoint promptChoiceCenter(int choice) const;
    // The square whose piece is picked up, or SQ_NONE (a hand piece has no square).
    Square selectedSquare() const {
        return m_held.active && !m_held.fromHand ? m_held.from : SQ_NONE;
    }
    bool hasSelection() const { return m_held.active; }
    // The keyboard cursor's square (SQ_NONE when it is hidden or on a hand piece), and the
    // hand piece it is on (nullptr when none).
    Square cursorSquare() const;
    using HandSlot = BoardLayout::HandSlot;
    const HandSlot* cursorSlot() const;
    // The pieces in the hand of s, as drawn.
    QList<const HandSlot*> handSlots(Side s) const;
    // What a screen reader says of a square and of a hand (accessibility).
    QString squareDescription(Square sq) const;
    QString handDescription(Side s) const;

    // The shapes drawn over the position: those of one layer, replaced as a whole (tints
    // under the pieces, circles and arrows over them). The Hint layer is cleared when the
    // position changes.
    void setShapes(const QList<BoardShape>& shapes, ShapeLayer layer);
    QList<BoardShape> shapes(ShapeLayer layer) const { return m_shapes[int(layer)]; }
    // Every layer's, in drawing order.
    QList<BoardShape> shapes() const;
    // What a screen reader says of the arrows and circles drawn ("" when there are none).
    QString shapesDescription() const;
    // A message shown over the board, where the player is looking (a move refused under the
    // friendly rule, with its reason), until the next action: a press, a key, a new position.
    QString notice() const { return m_notice; }
    // Why the hand piece at pos (widget coordinates) can never be picked up (an unpromoted
    // Pawn), or empty: its tooltip, and the notice when it is clicked.
    QString deadHandPieceNote(const QPointF& pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return false; }

    // A message over the board: a refusal (an illegal move, in red), shown until the next
    // click or key, or information (the game's rule, a note on a piece, in a neutral slate),
    // which also fades by itself once there was time to read it: it covers the middle of the
    // board, where the game is played.
    enum class NoticeKind { Refusal, Information };

public slots:
    // Whether the player may pick up pieces of the side to move (default: yes).
    void setAcceptsMoves(bool accepts);
    void setFlipped(bool flipped);
    void cancelSelection();
    void showNotice(const QString& text, NoticeKind kind = NoticeKind::Refusal);
    void clearNotice();
    // Asks, with the prompt, which of the two forms of one move to play (promote or not; keep
    // the captured piece promoted or not), as when a piece is let go there: a move typed
    // without saying. The choice is sent with moveRequested; Esc or a click outside cancels.
    void askForm(ogi::Move first, ogi::Move second);

signals:
    void moveRequested(ogi::Move move);
    // Something to say in the status bar (a move cancelled at the prompt), for timeout ms.
    void message(const QString& text, int timeout);
    void flippedChanged(bool flipped);
    // The board was laid out anew (a new size, orientation or coordinates): boardRect() moved.
    void layoutChanged();
    // The user drew a shape with the right button (a repeat of one drawn means: erase it).
    void shapeDrawn(const ogi::BoardShape& shape);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    // The promotion prompt's words are painted: a new language only needs a repaint.
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    struct Held {
        bool active = false;
        bool fromHand = false;
        Square from = SQ_NONE;
        PieceType type = Pawn;
        bool promoted = false;
        bool enemy = false; // the opponent's piece, held only while dragged
    };
    // A shape being drawn with the right button: from a square, or from a piece in hand.
    struct Drawing {
        bool active = false;
        bool fromHand = false;
        Square from = SQ_NONE;
        Side handSide = Sente;
        PieceType handType = Pawn;
        bool handPromoted = false;
        Square over = SQ_NONE; // the square under the mouse (or the keyboard cursor) now
        ShapeColor color = ShapeColor::Green;
        bool byKeys = false; // started with A at the keyboard cursor (which then ends it)
        // A shape started at a square, or at a piece in hand when slot is set.
        static Drawing startAt(Square sq, const HandSlot* slot, ShapeColor color);
    };
    struct Cursor {
        bool shown = false;      // the arrows are the board's
        Square square = SQ_NONE; // on the board when handIndex < 0
        Side handSide = Sente;
        int handIndex = -1; // else: that piece of handSlots(handSide)
        // Drawn only once a key has used it: after a mouse click the board takes the arrows
        // from the clicked square, but a frame there would look like a selection.
        bool drawn = false;
        // Shown by a shape key where no move can be made (the game is over, the computer
        // thinks): the arrows are the cursor's all the same, until Escape.
        bool forShapes = false;
    };

    void onPositionChanged();
    void relayout();
    void rebuildTargets();
    bool rotatedFor(Side s) const { return s == m_layout.topSide(); }
    QRectF squareRect(int sq) const;
    bool canPickUp() const;
    bool isOwnPiece(Square sq) const; // a piece of the side to move
    // Whether the side to move may drop a piece of that slot somewhere now.
    bool canDrop(const HandSlot& slot) const;
    // A hand piece drawn as unavailable: one that can never be dropped, or one of the side to
    // move with no legal drop now.
    bool isDeadInHand(const HandSlot& slot) const;
    void pickUpSquare(Square sq);
    void pickUpHand(const HandSlot& slot);
    bool pickAt(Square sq, const HandSlot* slot);
    // The keyboard (boardkeyboard.cpp).
    bool keyboardHasBoard() const; // the arrows move the cursor (rather than the review's)
    void showCursor();
    void hideCursor();
    void placeCursor(Square sq, const HandSlot* slot); // where a click was
    void moveCursor(int dx, int dy);
    void activateCursor();
    // The keys that draw shapes at the cursor (C, A, the colour keys); whether key is one.
    static bool isShapeKey(const QKeyEvent& key);
    void drawFromKeys(const QKeyEvent& key);
    Side handSideAt(bool right) const;
    QRectF cursorRect() const;
    // Tells assistive technology where the cursor is (boardaccessible.cpp).
    void announceCursor();
    void release(Square target);
    // The move tried when what is held goes to target and no form of it is legal.
    Move attemptedMove(Square target) const;
    // Whether m moves what is held (the piece picked up, or a piece of that kind from hand).
    bool isHeldMove(Move m) const;
    void send(Move m);
    // Opens the prompt over m's target for its two forms (first: promoting, or keeping the
    // captured piece promoted).
    void openPrompt(Move first, Move second);
    void answerPrompt(int choice); // -1: a click outside cancels, -2: Escape cancels
    void closePrompt();
    bool isGyoku(Side s) const;
    // The right button's gestures.
    void startDrawing(QMouseEvent* event);
    void finishDrawing(QMouseEvent* event);
    // The shape the gesture in progress would draw, if let go now (kind Tint: none).
    BoardShape drawingShape() const;
    static ShapeColor colorFor(Qt::KeyboardModifiers modifiers);
    static QString shapeColorName(ShapeColor c); // "green", as a screen reader says it

    void paintCoordinates(QPainter& p);
    void paintHighlights(QPainter& p);
    void paintPieces(QPainter& p);
    void paintHands(QPainter& p);
    void paintNotice(QPainter& p);
    void paintCursor(QPainter& p);
    void paintTints(QPainter& p);
    void paintShapes(QPainter& p);
    // computers: a shape of the computer's (isComputersLayer), in the computer's colour.
    void paintShape(QPainter& p, const BoardShape& shape, bool preview, bool computers);
    // The layers whose shapes the computer drew: the hint and the analysis.
    static bool isComputersLayer(ShapeLayer layer) {
        return layer == ShapeLayer::Hint || layer == ShapeLayer::Analysis;
    }

    QPointer<GameModel> m_model;
    PieceStyle m_style = PieceStyle::Eastern;
    bool m_showTargets = true;
    bool m_acceptsMoves = true;
    BoardLayout m_layout; // recomputed on resize, flip and position change

    // Legal moves of the position, grouped by origin (board square, or hand kind).
    MoveList m_legal;
    QList<BoardShape> m_shapes[4]; // by ShapeLayer
    Drawing m_drawing;
    Held m_held;
    bool m_pressing = false;        // a press picked something up and the button is still down
    bool m_dragging = false;        // ... and the mouse moved far enough to drag
    bool m_pressedSelected = false; // the press was on the piece already selected
    QPoint m_pressPos;
    QPointF m_dragPos;
    PromptOverlay m_prompt;
    QWidget* m_promptLayer = nullptr; // paints m_prompt above the board's other children
    QString m_notice;
    NoticeKind m_noticeKind = NoticeKind::Refusal;
    QTimer* m_noticeTimer = nullptr;           // an information notice's time to be read
    QVariantAnimation* m_noticeFade = nullptr; // then its fading (m_noticeOpacity)
    qreal m_noticeOpacity = 1;
    Cursor m_cursor;
    ShapeColor m_keyColor = ShapeColor::Green; // of the shapes drawn from the keyboard
};

} // namespace ogi
