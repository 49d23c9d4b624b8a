// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameModel: the single writer of the game shown by the program.
//
// Whoever plays asks (requestMove), the model decides (applies the move, or adjudicates an
// illegal attempt under the official rule, or refuses it under the friendly rule) and everyone
// redraws from its signals. It knows nothing of who plays: GameSession runs the game around
// it (players, clocks, record).
#pragma once

#include "model/game/metatypes.h"
#include "rules/game.h"

#include <QMetaType>
#include <QObject>
#include <QString>

namespace ogi {

class GameModel : public QObject {
    Q_OBJECT
public:
    explicit GameModel(QObject* parent = nullptr);

    const Game& game() const { return m_game; }
    const Position& position() const { return m_game.position(); }
    Side sideToMove() const { return m_game.sideToMove(); }
    bool isOver() const { return m_game.isOver(); }
    // The last move applied (none at the start or after a full takeback).
    Move lastMove() const;

    // Starts a game from start (even game: Position::start()). Players and King drawings are
    // kept. Emits gameReset, positionChanged, undoAvailable (and gameOver if start is decided).
    void newGame(const Position& start = Position::start());
    // Replaces the whole game (e.g. a record opened from a file); same signals as newGame.
    void setGame(const Game& game);

    // The friendly rule: an illegal attempt is refused with its reason (moveRefused) instead
    // of losing the game. Off by default (the official rule); GameSession sets it per game.
    bool refuseIllegal() const { return m_refuseIllegal; }
    void setRefuseIllegal(bool on) { m_refuseIllegal = on; }

    // Which drawing the King of side s uses: 玉 (gyoku) or 王. Default for an even game:
    // Sente 玉, Gote 王.
    bool kingIsGyoku(Side s) const { return m_gyoku[s]; }
    void setKingIsGyoku(Side s, bool gyoku);

    bool canUndo() const;
    bool canClaimDraw() const { return m_game.canClaimDraw(); }

    // The human form of m if played now (m need not be legal).
    QString moveText(Move m) const;
    // The full sentence for the end of the game; empty while it goes on.
    QString outcomeText() const;
    // One line for a status bar: side to move and check, or the result.
    QString statusText() const;

public slots:
    // Any move attempted by the side to move (legal or not). Ignored once the game is over.
    void requestMove(ogi::Move move);
    void resign(ogi::Side loser);
    void claimDraw();
    // Takes back the last `actions` actions (an ending that was not a move counts as one,
    // each move as one), as one change: one moveUndone, one positionChanged.
    void undo(int actions = 1);
    void loseOnTime(ogi::Side loser);

signals:
    // A different game was loaded (newGame/setGame): views drop selections and lists.
    void gameReset();
    void positionChanged();
    // A move was applied; text is its human form (in the position before it).
    void moveMade(ogi::Move move, const QString& text);
    // Friendly rule: an illegal attempt was refused; nothing changed.
    void moveRefused(ogi::Move move, const QString& reason);
    // A move was taken back (or an ending cleared).
    void moveUndone();
    void gameOver(ogi::Result result, const QString& reason);
    void undoAvailable(bool available);
    void drawClaimAvailable(bool available);
    void kingDrawingChanged();

private:
    void afterChange();
    void emitAvailability();

    Game m_game;
    bool m_gyoku[2] = {true, false};
    bool m_refuseIllegal = false;
    bool m_undoAvailable = false;
    bool m_drawAvailable = false;
};

} // namespace ogi
