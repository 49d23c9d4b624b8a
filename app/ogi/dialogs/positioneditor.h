// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PositionEditor: a dialog to set up any position.
//
// Pieces are dragged from the palette (either side, every type) onto the board or onto a
// side's piece stand (its hand); a board piece can be dragged elsewhere, onto a stand, or off
// the board to remove it; a stand piece dragged onto the board is dropped there, or off to
// remove one. Right-click or double-click flips a piece's promoted state (board or stand).
// A screen reader finds the squares ("d4": "Sente, Rook"), the palette's pieces, both stands
// and the pieces on them (SetupBoardAccessible). The board has its coordinates. The side to
// move is chosen below; the SFEN field shows the position, and sets up one pasted or typed
// there (Enter), or says why it cannot be read. The position is checked as it changes
// (setupProblem): the reason is shown and the dialog cannot be accepted until it is fixed.
#pragma once
#include "board/piecetheme.h"
#include "rules/position.h"

#include <QDialog>
#include <QWidget>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace ogi {

class SetupBoard : public QWidget {
    Q_OBJECT
public:
    explicit SetupBoard(QWidget* parent = nullptr);
    const Position& position() const { return m_pos; }
    void setPosition(const Position& pos);
    void setPieceStyle(PieceStyle style);

    QSize sizeHint() const override { return QSize(560, 560); }
    QSize minimumSizeHint() const override { return QSize(360, 360); }

signals:
    void positionEdited();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    friend class SetupBoardAccessible;
    enum class Source { None, Palette, Board, Stand };
    struct Pick {
        Source source = Source::None;
        Side side = Sente;
        PieceType type = Pawn;
        bool promoted = false;
        Square square = SQ_NONE;
    };
    struct Geometry {
        qreal cell;
        QRectF board;
        QRectF stands[2];
        QRectF palette;
    };
    Geometry geometry() const;
    QRectF squareRect(int sq) const;
    Square squareAt(const QPointF& p) const;
    int standAt(const QPointF& p) const; // side or -1
    QRectF standSlot(Side s, int index) const;
    bool standPieceAt(const QPointF& p, Pick* pick) const;
    bool palettePieceAt(const QPointF& p, Pick* pick) const;
    void flipAt(const QPointF& p);
    void edited();

    Position m_pos;
    PieceStyle m_style = PieceStyle::Eastern;
    Pick m_pick;
    QPointF m_dragPos;
    bool m_dragging = false;
};

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    explicit PositionEditor(const Position& start, QWidget* parent = nullptr);
    Position position() const;
    SetupBoard* board() const { return m_board; }

signals:
    // The user changed the position (a piece, a hand, the side to move).
    void positionEdited();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void check();
    // Sets up the SFEN in the field, or says why it cannot be read.
    void readSfen();
    // Every text of the dialog in the current language; run again on LanguageChange.
    void retranslateUi();

    SetupBoard* m_board;
    QComboBox* m_side;
    QLabel* m_sfenLabel;
    QLineEdit* m_sfen;
    QString m_sfenError; // why the SFEN typed could not be read, until it changes
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    QPushButton* m_startButton;
    QPushButton* m_clearButton;
    QLabel* m_hint;
    QString m_problemText;
};

} // namespace ogi
