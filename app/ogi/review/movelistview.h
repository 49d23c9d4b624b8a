// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// MoveListView: the moves of the reviewed game with their variations and comments.
//
// The mainline is laid out in rows of move pairs ("12. Sc5-c6=  Pd6xd5"); alternatives and
// comments follow the move they belong to, variations indented and in parentheses, nested
// ones further in. The current move is highlighted; a click on a move, or the arrow, Home,
// End and Page keys, move the tree's cursor. Moves marked ? or ?? by an analysis show the
// engine's better move beside them. When the record has clock readings or an analysis, the
// mainline is one move a row with the time the move used and the evaluation after it.
//
// A screen reader reads every item in order (numbers, moves, comments, parentheses), each
// with its place on screen, the move shown selected (MoveListAccessible).
#pragma once
#include "model/document/gametree.h"
#include "model/game/gameclock.h"
#include "model/game/gametexts.h"

#include <QAbstractScrollArea>
#include <QPointer>
#include <vector>

namespace ogi {

class MoveListView : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit MoveListView(QWidget* parent = nullptr);
    void setTree(GameTree* tree);
    GameTree* tree() const { return m_tree; }

    Notation notation() const { return m_notation; }
    void setNotation(Notation notation);
    // Which King drawing each side uses, for the kanji notation (玉 or 王).
    void setKingDrawings(bool senteGyoku, bool goteGyoku);
    // The game's time control: the time each move used is told from the clock readings.
    void setTimeControl(const TimeControl& tc);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    friend class MoveListAccessible;
    enum class Kind { Number, Move, Comment, Paren, Better, Result, Detail };
    struct Item {
        Kind kind;
        QString text;
        QRectF rect; // in content coordinates (before scrolling)
        TreeCursor cursor;
        bool slanted = false; // drawn in italics (a comment or note with no CJK in it)
    };
    struct Flow;

    void rebuild();
    void layoutMainline(Flow& flow);
    void layoutVariation(Flow& flow, const RecordLine& line, const std::vector<Branch>& path,
                         int offset, Position pos, int depth);
    void layoutNotes(Flow& flow, const RecordNode& node, const std::vector<Branch>& path,
                     int nodeIndex, int offset, const Position& before, int depth);
    QString moveText(const Position& before, const RecordNode& node) const;
    QString numberText(int ply, Side mover, bool ellipsis) const;
    QString timeUsedText(const RecordLine& line, std::size_t i) const;
    QString evalText(const RecordNode& node) const;
    void ensureCurrentVisible();
    void updateScrollBar();
    const Item* currentItem() const;
    void updateAccessibleText();

    QPointer<GameTree> m_tree;
    Notation m_notation = Notation::Letters;
    bool m_gyoku[2] = {true, false};
    TimeControl m_timeControl;
    std::vector<Item> m_items;
    qreal m_contentHeight = 0;
};

} // namespace ogi
