// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/gamemodel.h"

#include "model/game/gametexts.h"

namespace ogi {

GameModel::GameModel(QObject* parent) : QObject(parent) {
    // Queued connections (AiWorker on its own thread) carry these types.
    qRegisterMetaType<ogi::Move>("ogi::Move");
    qRegisterMetaType<ogi::Result>("ogi::Result");
    qRegisterMetaType<ogi::Side>("ogi::Side");
}

Move GameModel::lastMove() const {
    const auto& moves = m_game.moves();
    return moves.empty() ? Move() : moves.back();
}

void GameModel::newGame(const Position& start) {
    setGame(Game(start));
}

void GameModel::setGame(const Game& game) {
    m_game = game;
    emit gameReset();
    emit positionChanged();
    emitAvailability();
    if (m_game.isOver()) emit gameOver(m_game.outcome().result, outcomeText());
}

void GameModel::setKingIsGyoku(Side s, bool gyoku) {
    if (m_gyoku[s] == gyoku) return;
    m_gyoku[s] = gyoku;
    emit kingDrawingChanged();
}

bool GameModel::canUndo() const {
    const Termination t = m_game.outcome().termination;
    const bool clearableEnding =
        t != Termination::None && t != Termination::KingCaptured && t != Termination::NoLegalMove;
    return clearableEnding || !m_game.moves().empty();
}

QString GameModel::moveText(Move m) const {
    return texts::moveText(position(), m);
}

QString GameModel::outcomeText() const {
    return texts::outcomeText(position(), m_game.outcome(), int(m_game.moves().size()), m_gyoku);
}

QString GameModel::statusText() const {
    if (m_game.isOver()) return outcomeText();
    const QString side = texts::sideName(sideToMove());
    if (m_game.isCheckmate()) return tr("%1 to move — checkmate").arg(side);
    if (m_game.isCheck()) return tr("%1 to move — check").arg(side);
    return tr("%1 to move").arg(side);
}

void GameModel::requestMove(Move move) {
    if (m_game.isOver()) return;
    const Illegal why = m_game.check(move);
    if (why != Illegal::None) {
        if (m_refuseIllegal) {
            emit moveRefused(move, texts::illegalMoveRefused(position(), move, why));
            return;
        }
        m_game.play(move); // ends the game, the mover losing; the move is not applied
        afterChange();
        return;
    }
    const QString text = moveText(move);
    m_game.play(move);
    emit positionChanged();
    emit moveMade(move, text);
    afterChange();
}

void GameModel::resign(Side loser) {
    if (m_game.isOver()) return;
    m_game.resign(loser);
    afterChange();
}

void GameModel::claimDraw() {
    if (!m_game.claimDraw()) return;
    afterChange();
}

void GameModel::loseOnTime(Side loser) {
    if (m_game.isOver()) return;
    m_game.loseOnTime(loser);
    afterChange();
}

void GameModel::undo(int actions) {
    int undone = 0;
    while (undone < actions && m_game.undo()) ++undone;
    if (!undone) return;
    emit moveUndone();
    emit positionChanged();
    emitAvailability();
}

void GameModel::afterChange() {
    emitAvailability();
    if (m_game.isOver()) emit gameOver(m_game.outcome().result, outcomeText());
}

void GameModel::emitAvailability() {
    const bool undoNow = canUndo();
    if (undoNow != m_undoAvailable) {
        m_undoAvailable = undoNow;
        emit undoAvailable(undoNow);
    }
    const bool drawNow = canClaimDraw();
    if (drawNow != m_drawAvailable) {
        m_drawAvailable = drawNow;
        emit drawClaimAvailable(drawNow);
    }
}

} // namespace ogi
