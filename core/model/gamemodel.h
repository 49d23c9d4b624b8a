// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameModel: the single writer of the game shown by the program.
//
// The view asks (requestMove), the model decides (applies the move, or adjudicates an illegal
// attempt under the official rule, or refuses it in training mode) and everyone redraws from
// its signals. Qt Core only: the desktop program, the AI integration (AiWorker answering
// bestMove into requestMove when isHumanToMove() is false), clocks and records all sit around
// this one object.
#pragma once

#include "metatypes.h"
#include "rules/game.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

namespace ogi {

class GameModel : public QObject {
    Q_OBJECT
public:
    enum class Player { Human, Computer };
    Q_ENUM(Player)

    explicit GameModel(QObject* parent = nullptr);

    const Game& game() const { return m_game; }
    const Position& position() const { return m_game.position(); }
    Side sideToMove() const { return m_game.sideToMove(); }
    bool isOver() const { return m_game.isOver(); }
    Result result() const { return m_game.outcome().result; }
    // The last move applied (none at the start or after a full takeback).
    Move lastMove() const;

    // Starts a game from start (even game: Position::start()). Players and King drawings are
    // kept. Emits gameReset, positionChanged, undoAvailable (and gameOver if start is decided).
    void newGame(const Position& start = Position::start());
    // Same from an SFEN text; on bad input nothing changes, false is returned and *error
    // (if given) says what is wrong and where.
    bool newGameFromSfen(const QString& sfen, QString* error = nullptr);
    // Replaces the whole game (e.g. a record opened from a file); same signals as newGame.
    void setGame(const Game& game);

    // Training mode: an illegal attempt is refused with its reason (moveRefused) instead of
    // losing the game. Off by default (the official rule).
    bool refuseIllegal() const { return m_refuseIllegal; }
    void setRefuseIllegal(bool on) { m_refuseIllegal = on; }

    Player player(Side s) const { return m_players[s]; }
    void setPlayer(Side s, Player p);
    // Whether the mouse may move now: the game is on and the side to move is human.
    bool isHumanToMove() const;

    // Which drawing the King of side s uses: 玉 (gyoku) or 王. Default for an even game:
    // Sente 玉, Gote 王.
    bool kingIsGyoku(Side s) const { return m_gyoku[s]; }
    void setKingIsGyoku(Side s, bool gyoku);

    bool canUndo() const;
    bool canClaimDraw() const { return m_game.canClaimDraw(); }

    // Human-form texts ("Pc3-c4") of the moves played, in order.
    QStringList moveTexts() const;
    // The human form of m if played now (m need not be legal).
    QString moveText(Move m) const;
    // The full sentence for the end of the game; empty while it goes on.
    QString outcomeText() const;
    // One line for a status bar: side to move and check, or the result.
    QString statusText() const;

public slots:
    // Any move attempted by the side to move (legal or not). Ignored once the game is over.
    void requestMove(ogi::Move move);
    // The side to move resigns (with one human against the computer: the human resigns).
    void resign();
    void resignSide(ogi::Side loser);
    void claimDraw();
    // Takes back the last action (an ending that was not a move, or the last move). Against
    // the computer, takes back to the human's previous turn.
    void undo();
    void loseOnTime(ogi::Side loser);

signals:
    // A different game was loaded (newGame/setGame): views drop selections and lists.
    void gameReset();
    void positionChanged();
    // A move was applied; text is its human form (in the position before it).
    void moveMade(ogi::Move move, const QString& text);
    // Training mode: an illegal attempt was refused; nothing changed.
    void moveRefused(ogi::Move move, const QString& reason);
    // A move was taken back (or an ending cleared).
    void moveUndone();
    void gameOver(ogi::Result result, const QString& reason);
    void undoAvailable(bool available);
    void drawClaimAvailable(bool available);
    void playersChanged();
    void kingDrawingChanged();

private:
    void afterChange(bool wasOver);
    void emitAvailability();

    Game m_game;
    Player m_players[2] = {Player::Human, Player::Human};
    bool m_gyoku[2] = {true, false};
    bool m_refuseIllegal = false;
    bool m_undoAvailable = false;
    bool m_drawAvailable = false;
};

} // namespace ogi
