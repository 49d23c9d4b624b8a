// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms.h"

#include "translatable.h"

namespace ogi {

namespace {
constexpr const char* Names[PieceTypeCount] = {"Princess", "Rook",  "Bishop", "Silver",
                                               "Knight",   "Lance", "Pawn",   "King"};
} // namespace

const char* pieceName(PieceType t) {
    return Names[t];
}

const char* illegalText(Illegal why) {
    switch (why) {
    case Illegal::None: return "legal";
    case Illegal::NoKing:
        return OGI_TRANSLATABLE("ogi::RulesError", "the game is over: a King is missing");
    case Illegal::EmptySquare:
        return OGI_TRANSLATABLE("ogi::RulesError", "there is no piece on the origin square");
    case Illegal::EnemyPiece:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "the piece on the origin square belongs to the opponent");
    case Illegal::NotInHand:
        return OGI_TRANSLATABLE("ogi::RulesError", "that piece is not in hand");
    case Illegal::Unreachable:
        return OGI_TRANSLATABLE("ogi::RulesError", "the piece cannot move to that square");
    case Illegal::PathBlocked: return OGI_TRANSLATABLE("ogi::RulesError", "the path is blocked");
    case Illegal::OwnPieceOnTarget:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "the target square holds a piece of the same side");
    case Illegal::DropOnOccupied:
        return OGI_TRANSLATABLE("ogi::RulesError", "dropping onto an occupied square");
    case Illegal::DropPawn:
        return OGI_TRANSLATABLE("ogi::RulesError", "an unpromoted Pawn can never be dropped");
    case Illegal::DropLanceLastRank:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "an unpromoted Lance may not be dropped on the last rank");
    case Illegal::DropKnightLastRanks:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "an unpromoted Knight may not be dropped on the last two ranks");
    case Illegal::PromotionNotAllowed:
        return OGI_TRANSLATABLE("ogi::RulesError", "promotion is not allowed for this move");
    case Illegal::PromotionMissing:
        return OGI_TRANSLATABLE("ogi::RulesError", "the piece must promote on that square");
    case Illegal::PrivilegeNotAllowed:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "the King's privilege does not apply to this move");
    case Illegal::Repetition:
        return OGI_TRANSLATABLE(
            "ogi::RulesError",
            "the same move already produced the same position (repetition rule)");
    }
    return "illegal";
}

const char* terminationText(Termination t) {
    switch (t) {
    case Termination::KingCaptured: return OGI_TRANSLATABLE("ogi::RulesError", "king captured");
    case Termination::Resignation: return OGI_TRANSLATABLE("ogi::RulesError", "resignation");
    case Termination::IllegalMove: return OGI_TRANSLATABLE("ogi::RulesError", "illegal move");
    case Termination::NoLegalMove: return OGI_TRANSLATABLE("ogi::RulesError", "no legal move");
    case Termination::FiftyMoveRule: return OGI_TRANSLATABLE("ogi::RulesError", "50-move rule");
    case Termination::Time: return OGI_TRANSLATABLE("ogi::RulesError", "time");
    case Termination::None: break;
    }
    return "";
}

} // namespace ogi
