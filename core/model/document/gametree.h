// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameTree: the reviewed game as a tree of lines (an ogi::Record) with a cursor.
//
// The record's mainline is the game; every node may carry alternatives (variations) that
// start from the position before it, nested without limit. The cursor names one position:
// a line (the branch points leading to it from the mainline) and a ply on that line.
// Playing a move where the line already goes on never erases anything: the same move just
// steps forward, a different one opens (or re-enters) a variation.
//
// The tree does not play the game: GameModel stays the single writer of the game on the
// board. The window shows the tree's game() for the cursor through GameModel::setGame()
// and reports the model's moves back with followGame().
#pragma once
#include "model/game/metatypes.h"
#include "rules/record.h"
#include "rules/shapes.h"

#include <QObject>
#include <QString>
#include <vector>

namespace ogi {

// Where a line leaves its parent: the node index in the parent line and which of that
// node's variations is taken.
struct Branch {
    int node = 0;
    int variation = 0;
    bool operator==(const Branch&) const = default;
};

// A position in the tree: the line (branch points from the mainline) and the ply on it
// (0 = the start position, n = after the line's n-th move).
struct TreeCursor {
    std::vector<Branch> line;
    int ply = 0;
    bool operator==(const TreeCursor&) const = default;
};

class GameTree : public QObject {
    Q_OBJECT
public:
    explicit GameTree(QObject* parent = nullptr);

    const Record& record() const { return m_record; }
    // Replaces the whole tree; the cursor goes to the end of the mainline.
    void setRecord(const Record& record);
    // A fresh tree holding just this game (its start, moves and outcome).
    void setGame(const Game& game);

    const TreeCursor& cursor() const { return m_cursor; }
    int ply() const { return m_cursor.ply; }
    bool inVariation() const { return !m_cursor.line.empty(); }
    // Number of moves of the cursor's line, from the start to its end.
    int lineLength() const { return lineLength(m_cursor.line); }
    int lineLength(const std::vector<Branch>& line) const;
    // The moves from the start to the cursor.
    std::vector<Move> movesToCursor() const;
    std::vector<Move> movesTo(const TreeCursor& cursor) const;
    // The game at the cursor (at the end of the mainline: with the record's outcome).
    Game game() const;
    Game gameAt(const TreeCursor& cursor) const;
    // The node of the move that led to the cursor (nullptr at the start).
    const RecordNode* currentNode() const { return nodeAt(m_cursor); }
    const RecordNode* nodeAt(const TreeCursor& cursor) const;
    // The node of the next move on the cursor's line (nullptr at its end).
    const RecordNode* nextNode() const;

    // Whether the cursor is valid for this tree; false for a stale or made-up cursor.
    bool isValid(const TreeCursor& cursor) const;
    // A cursor for the mainline ply.
    static TreeCursor mainline(int ply) { return TreeCursor{{}, ply}; }

    // The comment after the current move (before the first move at the start).
    QString comment() const;
    void setComment(const QString& text);

    // Annotations of a node ([%key value]); the key "eval", "best" or "mark" (an analysis
    // result) or "clk" (a clock reading). Setting the value already there changes nothing.
    void setAnnotation(const TreeCursor& at, const std::string& key, const std::string& value);
    void removeAnnotation(const TreeCursor& at, const std::string& key);
    // Removes eval, best and mark from every node, and the accuracy tags (before a new
    // analysis).
    void clearAnalysis();
    // A tag of the record ([Name "value"]), such as the analysis's SenteAccuracy and
    // GoteAccuracy. Setting the value already there changes nothing; an empty one removes it.
    void setTag(const std::string& name, const std::string& value);

    // The arrows and circles the user drew on the position at the cursor (kept in the record
    // as [%cal] and [%csl], with the move that led there; at the start, with the opening
    // comment): the arrows, then the circles, each in the order drawn.
    std::vector<BoardShape> shapes() const { return shapesAt(m_cursor); }
    std::vector<BoardShape> shapesAt(const TreeCursor& at) const;

public slots:
    // The user drew shape (an arrow or a circle) on the position at the cursor: it is added;
    // the same arrow or circle already there in the same colour is erased instead, and in
    // another colour takes the new one. Emits treeChanged and edited.
    void drawShape(const ogi::BoardShape& shape);

public slots:
    bool goTo(const ogi::TreeCursor& cursor);
    bool goToPly(int ply); // on the cursor's line, clamped
    bool first() { return goToPly(0); }
    bool last() { return goToPly(lineLength()); }
    bool next() { return goToPly(m_cursor.ply + 1); }
    bool previous() { return goToPly(m_cursor.ply - 1); }
    bool forward(int plies = 10) { return goToPly(m_cursor.ply + plies); }
    bool back(int plies = 10) { return goToPly(m_cursor.ply - plies); }
    // Steps onto the first move of variation index of the next move.
    bool enterVariation(int index);
    // Back to the position where the cursor's variation leaves its parent line.
    bool exitVariation();

public:
    // Plays m from the cursor: steps forward when the line (or one of its variations)
    // already has m next, appends at the end of the line, otherwise opens a new variation.
    // m must be legal there (followGame checks). Returns the new cursor.
    const TreeCursor& playMove(Move m);
    // Follows the game GameModel holds after a change: one more move than the cursor is
    // played into the tree, a shorter prefix (undo) moves the cursor back, any other game on
    // the same start goes to the longest common prefix and plays the rest. A game from a
    // different start replaces the tree. The outcome is stored when the cursor ends on the
    // mainline's end.
    void followGame(const Game& game);

    // Makes the cursor's variation the main continuation of its parent line (the old one
    // becomes a variation). False when the cursor is on the mainline.
    bool promoteVariation();
    // Deletes the cursor's variation (with its sub-variations); the cursor goes to where it
    // left the parent line. False when the cursor is on the mainline.
    bool deleteVariation();

signals:
    // The tree's content changed (moves, variations, comments or annotations).
    void treeChanged();
    // The record's content changed: a move or a variation added, an outcome, a comment, a
    // shape, an annotation (an analysis result, a clock reading), a variation promoted or
    // deleted. Not emitted when the whole tree is replaced (setRecord, setGame), nor when
    // only the cursor moves. The document counts every one as an unsaved change.
    void edited();
    // The cursor moved to another position.
    void cursorChanged();

private:
    const RecordLine* lineOf(const std::vector<Branch>& line, int* offset) const;
    RecordLine* lineOf(const std::vector<Branch>& line, int* offset);
    RecordNode* mutableNode(const TreeCursor& cursor);
    void normalize(TreeCursor& cursor) const;

    Record m_record;
    TreeCursor m_cursor;
};

} // namespace ogi

Q_DECLARE_METATYPE(ogi::TreeCursor)
