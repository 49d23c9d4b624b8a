// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView: the board, both hands and the mouse gestures that ask for moves.
//
// The view never changes the game: it reads the GameModel, redraws on its signals and emits
// moveRequested(Move) for every attempted move, legal or not (under the official rule an
// illegal attempt must reach the model, which ends the game). It keeps no rule of its own: the
// legal moves the rules list for the position decide what is highlighted, whether to ask (a
// promotion or King's-privilege prompt appears when both forms of a move are in the list; a
// mandatory promotion is the only form listed, so it is applied without asking).
#pragma once

#include "model/gamemodel.h"
#include "piecetheme.h"
#include "rules/movegen.h"

#include <QPointer>
#include <QWidget>

namespace ogi {

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setModel(GameModel* model);
    GameModel* model() const { return m_model; }

    PieceStyle pieceStyle() const { return m_style; }
    void setPieceStyle(PieceStyle style);
    bool isFlipped() const { return m_flipped; }
    bool showLegalTargets() const { return m_showTargets; }
    void setShowLegalTargets(bool on);
    bool showCoordinates() const { return m_showCoordinates; }
    void setShowCoordinates(bool on);

    // Widget coordinates of a square's centre, and of the hand piece of side s with type t in
    // the given state (QPoint(-1, -1) when that side holds none): for tests and tools.
    QPoint squareCenter(Square sq) const;
    QPoint handPieceCenter(Side s, PieceType t, bool promoted) const;
    Square squareAt(const QPointF& pos) const; // SQ_NONE outside the board
    QRectF boardRect() const { return m_board; }

    // The prompt shown when a move has two legal forms (promote or not; keep the captured
    // piece promoted or not). Choice 0 = promote / keep promoted, 1 = not.
    enum class PromptKind { None, Promotion, Privilege };
    PromptKind promptKind() const { return m_prompt.kind; }
    bool isPromptVisible() const { return m_prompt.kind != PromptKind::None; }
    QPoint promptChoiceCenter(int choice) const;
    void answerPrompt(int choice); // -1 cancels
    // The square whose piece is picked up, or SQ_NONE (a hand piece has no square).
    Square selectedSquare() const {
        return m_held.active && !m_held.fromHand ? m_held.from : SQ_NONE;
    }
    bool hasSelection() const { return m_held.active; }

    // The same as dragging the piece on from to to (prompting when needed): keyboard entry,
    // demos, the --try-move option.
    void attemptBoardMove(Square from, Square to);
    // The same as clicking once on sq: picks up a piece of the side to move.
    void selectSquare(Square sq);
    // A suggested move (hint) drawn as outlines on its squares until cleared (null Move).
    Move hintMove() const { return m_hint; }
    void setHintMove(Move m);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return false; }

public slots:
    void setFlipped(bool flipped);
    void flip() { setFlipped(!m_flipped); }
    void cancelSelection();

signals:
    void moveRequested(ogi::Move move);
    void flippedChanged(bool flipped);

protected:
    void paintEvent(QPaintEvent* event) override;
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
    };
    struct HandSlot {
        Side side;
        PieceType type;
        bool promoted;
        int count;
        QRectF rect;
    };
    struct Prompt {
        PromptKind kind = PromptKind::None;
        Move choices[2];
        PieceType faceType = Pawn; // the piece whose two faces are shown
        Side mover = Sente;
        QRectF panel;
        QRectF choiceRects[2];
    };

    void onPositionChanged();
    void relayout();
    void layoutHands();
    void rebuildTargets();
    Side topSide() const { return m_flipped ? Sente : Gote; }
    bool rotatedFor(Side s) const { return s == topSide(); }
    QRectF squareRect(int sq) const;
    const HandSlot* handSlotAt(const QPointF& pos) const;
    bool canPickUp(Side s) const;
    void pickUpSquare(Square sq);
    void pickUpHand(const HandSlot& slot);
    void release(Square target);
    // The move tried when what is held goes to target and no form of it is legal.
    Move attemptedMove(Square target) const;
    // Whether m moves what is held (the piece picked up, or a piece of that kind from hand).
    bool isHeldMove(Move m) const;
    void send(Move m);
    void openPrompt(PromptKind kind, Move first, Move second, PieceType face);
    bool isGyoku(Side s) const;

    void paintCoordinates(QPainter& p);
    void paintHighlights(QPainter& p);
    void paintPieces(QPainter& p);
    void paintHands(QPainter& p);
    void paintPrompt(QPainter& p);

    QPointer<GameModel> m_model;
    PieceStyle m_style = PieceStyle::Eastern;
    bool m_flipped = false;
    bool m_showTargets = true;
    bool m_showCoordinates = true;

    // Layout, recomputed on resize / flip / position change.
    qreal m_sq = 40;
    QRectF m_board;
    QRectF m_stands[2]; // piece stands (komadai) of Sente and Gote
    QList<HandSlot> m_hand;

    // Legal moves of the position, grouped by origin (board square, or hand kind).
    MoveList m_legal;
    Move m_hint;
    Held m_held;
    bool m_pressing = false;        // a press picked something up and the button is still down
    bool m_dragging = false;        // ... and the mouse moved far enough to drag
    bool m_pressedSelected = false; // the press was on the piece already selected
    QPoint m_pressPos;
    QPointF m_dragPos;
    Prompt m_prompt;
};

} // namespace ogi
