// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// User-visible texts about a game: side and piece names, why a move is illegal, how a game
// ended. Every text goes through QCoreApplication::translate with %1 %2 arguments, so French
// and Japanese can reorder the words; the rules core keeps its own English for logs.
#pragma once

#include "rules/game.h"

#include <QString>

#include <vector>

namespace ogi {
// How moves are written: letters (Pc3-c4, English and French) or kanji (☗歩c3-c4, Japanese).
enum class Notation { Letters, Kanji };
} // namespace ogi

namespace ogi::texts {

QString sideName(Side s);                      // "Sente", "Gote"
QString pieceName(PieceType t, bool promoted); // "Pawn", "promoted Pawn"
QString squareText(int sq);                    // "e4"
// What the mover did, as a sentence without the final stop:
// "Sente dropped an unpromoted Pawn".
QString illegalAction(const Position& before, Move m, Illegal why);
// Why a move is illegal, short: "the piece cannot move to that square".
QString illegalReason(Illegal why);
// The full line for an illegal move in official mode:
// "Sente dropped an unpromoted Pawn — illegal move: Gote wins."
QString illegalMoveLost(const Position& before, Move m, Illegal why);
// The same attempt refused under the friendly rule: "... — illegal move, refused (friendly game)."
QString illegalMoveRefused(const Position& before, Move m, Illegal why);
// How the game ended, a full sentence ("Gote resigned: Sente wins."); empty while ongoing.
// pos is the position the game ended in (before the illegal attempt, if any).
QString outcomeText(const Position& pos, const Outcome& outcome);
// The short result: "Sente wins", "Draw", "Game in progress".
QString resultText(Result r);
// The number of the move played at ply (1 = the first move) as the move list writes it:
// "6." before Sente's move, "6…" before Gote's; firstMover moved at ply 1.
QString moveNumber(int ply, Side firstMover, Side mover);
// The human form of m in pos ("Pc3-c4"), as a QString.
QString moveText(const Position& pos, Move m);
// The same in a chosen notation: letters (Pc3-c4) or kanji (☗歩c3-c4, the mover's King drawn
// 玉 when gyoku).
QString moveText(const Position& pos, Move m, Notation notation, bool gyoku);
// A line of moves played out from pos, at most `most` of them, in a notation, stopping at
// the first move that cannot be played there. gyoku: the King drawing of each side.
QString lineText(Position pos, const std::vector<Move>& moves, int most, Notation notation,
                 const bool gyoku[2]);
// A move's review mark as records write it ("??", "?", "!", "!!", "!?", "?!") in the interface
// language: the signs themselves in English and French, words in Japanese (悪手, 疑問手…).
QString moveMarkText(const std::string& mark);
// What is wrong with a position, move or record text, in the interface language:
// "ligne 3 : le commentaire n'est pas fermé (« } » manquant)".
QString errorText(const Error& error);

} // namespace ogi::texts
