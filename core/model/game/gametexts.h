// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// User-visible texts about a game: side and piece names, why a move is illegal, how a game
// ended. Every text goes through QCoreApplication::translate with %1 %2 arguments, so French
// and Japanese can reorder the words; the rules core keeps its own English for logs.
#pragma once

#include "rules/game.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ogi {
// How moves are written: letters (Pc3-c4, English and French) or kanji (☗歩c3-c4, Japanese).
enum class Notation { Letters, Kanji };
} // namespace ogi

namespace ogi::texts {

QString sideName(Side s); // "Sente", "Gote"
// Whether a record's player name is no name: empty, "?", or a side's name in any language the
// program speaks ("Sente", "先手"), as records call an unnamed player.
bool isUnnamedPlayer(const QString& name);
// A player's name from a record, as shown: an unnamed player is called by the side it plays
// in the interface language ("後手" for [Gote "Gote"]).
QString playerName(const QString& name, Side s);
QString pieceName(PieceType t, bool promoted); // "Pawn", "promoted Pawn"
QString squareText(int sq);                    // "e4"
// What separates the items of a list: ", " (Japanese: "、").
QString listSeparator();
// What the mover did, as a sentence without the final stop:
// "Sente dropped an unpromoted Pawn".
QString illegalAction(const Position& before, Move m, Illegal why);
// Why a move is illegal, short: "the piece cannot move to that square".
QString illegalReason(Illegal why);
// The full line for an illegal move in official mode:
// "Sente dropped an unpromoted Pawn — illegal move: Gote wins."
QString illegalMoveLost(const Position& before, Move m, Illegal why);
// The same attempt held back before it is played (the user is asked), as a sentence:
// "Sente moved the Pawn from c3 to c5, which it cannot reach."
QString illegalMoveHeld(const Position& before, Move m, Illegal why);
// The same attempt refused under the friendly rule: "... — illegal move, refused (friendly game)."
QString illegalMoveRefused(const Position& before, Move m, Illegal why);
// The reason an illegal final move is written with into a record's comment, in the interface
// language: "illegal move: the piece cannot move to that square" (Record::illegalNote).
QString illegalNote(Illegal why);
// How the game ended, a full sentence ("Gote resigned: Sente wins."); empty while ongoing.
// pos is the position the game ended in (before the illegal attempt, if any); plies, the
// plies played; gyoku, the King drawings (玉 when true), which the Japanese sentences name
// ("後手が先手の玉を取りました").
QString outcomeText(const Position& pos, const Outcome& outcome, int plies, const bool gyoku[2]);
// The short result: "Sente wins", "Draw", "Game in progress".
QString resultText(Result r);
// The line that ends a finished game's move list: the result ("Gote wins"), or, in Japanese,
// the kifu's last line (「まで52手で後手の勝ち」); plies: the plies played, an illegal final
// attempt included.
QString resultLine(const Outcome& outcome, int plies);
// The number of the move played at ply (1 = the first move) as the move list writes it:
// in letters, chess-style pairs, "6." before Sente's move, "6…" before Gote's (firstMover
// moved at ply 1); in kanji, as a kifu numbers every ply, "11".
QString moveNumber(int ply, Side firstMover, Side mover, Notation notation);
// text with each %1…%9 replaced by that argument, whichever are there: a translation may
// leave out what its idiom says otherwise (the winner of 「先手の時間切れ負け」), where
// QString::arg would renumber. The message's comment says which ("optional: %2").
QString fill(const QString& text, const QStringList& args);
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
