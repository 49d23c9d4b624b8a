// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamemodel.h"

#include "gametexts.h"

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

bool GameModel::newGameFromSfen(const QString& sfen, QString* error) {
    const auto parsed = Position::fromSfen(sfen.toStdString());
    if (!parsed.ok()) {
        if (error) *error = texts::errorText(parsed.failure());
        return false;
    }
    newGame(*parsed);
    return true;
}

void GameModel::setGame(const Game& game) {
    m_game = game;
    emit gameReset();
    emit positionChanged();
    emitAvailability();
    if (m_game.isOver()) emit gameOver(m_game.outcome().result, outcomeText());
}

void GameModel::setPlayer(Side s, Player p) {
    if (m_players[s] == p) return;
    m_players[s] = p;
    emit playersChanged();
    emitAvailability();
}

bool GameModel::isHumanToMove() const {
    return !m_game.isOver() && m_players[m_game.sideToMove()] == Player::Human;
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

QStringList GameModel::moveTexts() const {
    QStringList list;
    Position pos = m_game.startPosition();
    for (Move m : m_game.moves()) {
        list << texts::moveText(pos, m);
        UndoInfo u;
        pos.doMove(m, u);
    }
    return list;
}

QString GameModel::moveText(Move m) const {
    return texts::moveText(position(), m);
}

QString GameModel::outcomeText() const {
    return texts::outcomeText(position(), m_game.outcome());
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
        afterChange(false);
        return;
    }
    const QString text = moveText(move);
    m_game.play(move);
    emit positionChanged();
    emit moveMade(move, text);
    afterChange(false);
}

void GameModel::resign() {
    if (m_game.isOver()) return;
    Side loser = sideToMove();
    if (m_players[Sente] != m_players[Gote])
        loser = m_players[Sente] == Player::Human ? Sente : Gote;
    resignSide(loser);
}

void GameModel::resignSide(Side loser) {
    if (m_game.isOver()) return;
    m_game.resign(loser);
    afterChange(false);
}

void GameModel::claimDraw() {
    if (!m_game.claimDraw()) return;
    afterChange(false);
}

void GameModel::loseOnTime(Side loser) {
    if (m_game.isOver()) return;
    m_game.loseOnTime(loser);
    afterChange(false);
}

void GameModel::undo() {
    if (!m_game.undo()) return;
    // Against the computer, go back to a position where the human is to move.
    while (m_players[sideToMove()] == Player::Computer &&
           m_players[opposite(sideToMove())] == Player::Human && !m_game.moves().empty())
        m_game.undo();
    emit moveUndone();
    emit positionChanged();
    emitAvailability();
}

void GameModel::afterChange(bool wasOver) {
    emitAvailability();
    if (!wasOver && m_game.isOver()) emit gameOver(m_game.outcome().result, outcomeText());
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
