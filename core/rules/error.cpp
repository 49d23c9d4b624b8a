// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "error.h"

#include "terms.h"

namespace ogi {

const char* errorFormat(ErrorCode code) {
    switch (code) {
    case ErrorCode::SfenEmpty: return OGI_TRANSLATABLE("ogi::RulesError", "empty position");
    case ErrorCode::SfenNoSideToMove:
        return OGI_TRANSLATABLE("ogi::RulesError", "missing side to move after the board");
    case ErrorCode::SfenNoHands:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "missing hands after the side to move (use '-' for none)");
    case ErrorCode::SfenTrailingText:
        return OGI_TRANSLATABLE("ogi::RulesError", "unexpected text after the ply number: '%1'");
    case ErrorCode::SfenPlusAtRankEnd:
        return OGI_TRANSLATABLE("ogi::RulesError", "'+' at the end of rank %1");
    case ErrorCode::SfenRankFiles:
        return OGI_TRANSLATABLE("ogi::RulesError", "rank %1 has %2 files, expected 8");
    case ErrorCode::SfenTooManyRanks:
        return OGI_TRANSLATABLE("ogi::RulesError", "the board has more than 8 ranks");
    case ErrorCode::SfenRankCount:
        return OGI_TRANSLATABLE("ogi::RulesError", "the board has %1 ranks, expected 8");
    case ErrorCode::SfenPlusBeforeDigit:
        return OGI_TRANSLATABLE("ogi::RulesError", "'+' before a digit on rank %1");
    case ErrorCode::SfenRankTooLong:
        return OGI_TRANSLATABLE("ogi::RulesError", "rank %1 has more than 8 files");
    case ErrorCode::SfenDoublePlus: return OGI_TRANSLATABLE("ogi::RulesError", "'++' on rank %1");
    case ErrorCode::SfenUnknownPiece:
        return OGI_TRANSLATABLE("ogi::RulesError", "unknown piece '%1' on rank %2");
    case ErrorCode::SfenBadEmptyCount:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "'%1' on rank %2 is not a count of empty squares (1 to 8)");
    case ErrorCode::SfenPromotedKing:
        return OGI_TRANSLATABLE("ogi::RulesError", "a King cannot be promoted ('+%1' on rank %2)");
    case ErrorCode::SfenTwoKings:
        return OGI_TRANSLATABLE("ogi::RulesError", "%1 has more than one King");
    case ErrorCode::SfenBadSideToMove:
        return OGI_TRANSLATABLE("ogi::RulesError", "side to move must be 'b' or 'w', found '%1'");
    case ErrorCode::SfenHandCountTooLarge:
        return OGI_TRANSLATABLE("ogi::RulesError", "hand count '%1' is too large");
    case ErrorCode::SfenHandCountZero:
        return OGI_TRANSLATABLE("ogi::RulesError", "hand count must be at least 1, found '%1'");
    case ErrorCode::SfenHandNoLetter:
        return OGI_TRANSLATABLE("ogi::RulesError", "hand entry '%1' has no piece letter");
    case ErrorCode::SfenUnknownHandPiece:
        return OGI_TRANSLATABLE("ogi::RulesError", "unknown piece '%1' in hand");
    case ErrorCode::SfenKingInHand:
        return OGI_TRANSLATABLE("ogi::RulesError", "a King cannot be in hand");
    case ErrorCode::SfenHandTwice:
        return OGI_TRANSLATABLE("ogi::RulesError", "piece '%1' appears twice in %2's hand");
    case ErrorCode::SfenTooManyPieces:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "too many pieces of type %1: %2 (the game has %3)");
    case ErrorCode::SfenBadPly:
        return OGI_TRANSLATABLE("ogi::RulesError", "ply must be a number from 1, found '%1'");

    case ErrorCode::FeenTrailingText:
        return OGI_TRANSLATABLE("ogi::RulesError", "unexpected text after the style-turn field");
    case ErrorCode::FeenFieldCount:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "expected 3 fields (board, hands, style-turn), found %1");
    case ErrorCode::FeenCaretNotAfterKing:
        return OGI_TRANSLATABLE("ogi::RulesError", "'^' must follow a King");
    case ErrorCode::FeenBadHands:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "hands must be written '<Sente's>/<Gote's>', found '%1'");
    case ErrorCode::FeenTooManySlashes:
        return OGI_TRANSLATABLE("ogi::RulesError", "too many '/' in the hands field");
    case ErrorCode::FeenBadTurn:
        return OGI_TRANSLATABLE(
            "ogi::RulesError",
            "style-turn must be 'O/o' (Sente to move) or 'o/O' (Gote to move), found '%1'");

    case ErrorCode::MoveEmpty: return OGI_TRANSLATABLE("ogi::RulesError", "empty move");
    case ErrorCode::InMove: return OGI_TRANSLATABLE("ogi::RulesError", "move '%1': %2");
    case ErrorCode::MoveNotAMove:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "not a move (expected a form like c3c4, b2f6+, R*e5 or Pc3-c4)");
    case ErrorCode::MoveDropForm:
        return OGI_TRANSLATABLE("ogi::RulesError", "a drop is written like R*e5 or +P*d4");
    case ErrorCode::MoveDropUnknownPiece:
        return OGI_TRANSLATABLE("ogi::RulesError", "unknown piece '%1' to drop");
    case ErrorCode::MoveMachineForm:
        return OGI_TRANSLATABLE("ogi::RulesError", "expected <from><to>[+|^] or a drop like R*e5");
    case ErrorCode::MoveBadOrigin:
        return OGI_TRANSLATABLE("ogi::RulesError", "bad origin square '%1'");
    case ErrorCode::MoveBadTarget:
        return OGI_TRANSLATABLE("ogi::RulesError", "bad target square '%1'");
    case ErrorCode::MoveUnknownSuffix:
        return OGI_TRANSLATABLE("ogi::RulesError", "unknown suffix '%1'");
    case ErrorCode::MoveMissingLetter:
        return OGI_TRANSLATABLE("ogi::RulesError", "missing piece letter");
    case ErrorCode::MoveUnknownLetter:
        return OGI_TRANSLATABLE("ogi::RulesError", "unknown piece letter '%1'");
    case ErrorCode::MoveHumanForm:
        return OGI_TRANSLATABLE("ogi::RulesError", "expected a form like Pc3-c4 or N*e4");
    case ErrorCode::MoveSeparator:
        return OGI_TRANSLATABLE("ogi::RulesError", "expected '-' or 'x' after the origin square");
    case ErrorCode::MoveTrailing:
        return OGI_TRANSLATABLE("ogi::RulesError", "unexpected '%1' at the end");
    case ErrorCode::MovePromoteAndKeep:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "a move cannot both promote and keep a captured piece promoted");
    case ErrorCode::MoveWrongPiece:
        return OGI_TRANSLATABLE("ogi::RulesError", "the piece on %1 is %2, not %3");
    case ErrorCode::MoveJapaneseForm:
        return OGI_TRANSLATABLE("ogi::RulesError", "expected a form like ☗歩c3-c4 or ☗桂e4打");

    case ErrorCode::InRecordLine: return OGI_TRANSLATABLE("ogi::RulesError", "line %1: %2");
    case ErrorCode::InSfenTag: return OGI_TRANSLATABLE("ogi::RulesError", "SFEN tag: %1");
    case ErrorCode::RecordTagMalformed:
        return OGI_TRANSLATABLE("ogi::RulesError", "malformed tag: expected [Name \"value\"]");
    case ErrorCode::RecordTagNoName:
        return OGI_TRANSLATABLE("ogi::RulesError", "malformed tag: missing tag name");
    case ErrorCode::RecordTagUnquoted:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "malformed tag %1: the value must be in double quotes");
    case ErrorCode::RecordUnclosedComment:
        return OGI_TRANSLATABLE("ogi::RulesError", "comment is not closed ('}' missing)");
    case ErrorCode::RecordUnclosedVariation:
        return OGI_TRANSLATABLE("ogi::RulesError", "variation is not closed (')' missing)");
    case ErrorCode::RecordStrayParenthesis:
        return OGI_TRANSLATABLE("ogi::RulesError", "')' without a matching '('");
    case ErrorCode::RecordVariationFirst:
        return OGI_TRANSLATABLE("ogi::RulesError", "a variation must follow the move it replaces");
    case ErrorCode::RecordEmptyVariation:
        return OGI_TRANSLATABLE("ogi::RulesError", "empty variation");
    case ErrorCode::RecordResultInVariation:
        return OGI_TRANSLATABLE("ogi::RulesError", "result '%1' inside a variation");
    case ErrorCode::RecordSecondResult:
        return OGI_TRANSLATABLE("ogi::RulesError", "a second result '%1'");
    case ErrorCode::RecordUnexpectedNumber:
        return OGI_TRANSLATABLE("ogi::RulesError", "unexpected number '%1'");
    case ErrorCode::RecordMoveAfterResult:
        return OGI_TRANSLATABLE("ogi::RulesError", "move '%1' after the result");
    case ErrorCode::RecordMoveAfterEnd:
        return OGI_TRANSLATABLE("ogi::RulesError", "%1 %2 comes after the end of the game");
    case ErrorCode::RecordIllegalInVariation:
        return OGI_TRANSLATABLE("ogi::RulesError", "%1 %2 is illegal: %3");
    case ErrorCode::RecordUnknownResult:
        return OGI_TRANSLATABLE("ogi::RulesError", "Result tag: unknown result '%1'");
    case ErrorCode::RecordResultContradicts:
        return OGI_TRANSLATABLE("ogi::RulesError",
                                "result %1 contradicts the moves, which end in %2 (%3)");
    case ErrorCode::RecordDrawTooEarly:
        return OGI_TRANSLATABLE(
            "ogi::RulesError",
            "result %1: a draw needs 100 plies without a capture or a move of an unpromoted Pawn");
    }
    return "?";
}

namespace {

std::string englishArg(const ErrorArg& a) {
    switch (a.kind) {
    case ErrorArg::Kind::Text: return a.text;
    case ErrorArg::Kind::Side: return a.value == Sente ? "Sente" : "Gote";
    case ErrorArg::Kind::Piece: return pieceName(PieceType(a.value));
    case ErrorArg::Kind::APiece:
        return std::string(a.promoted ? "a promoted " : "a ") + pieceName(PieceType(a.value));
    case ErrorArg::Kind::Illegal: return illegalText(Illegal(a.value));
    case ErrorArg::Kind::Termination: return terminationText(Termination(a.value));
    }
    return a.text;
}

std::string english(const Error& e) {
    return sayError(e, errorFormat, englishArg);
}

} // namespace

Error::Error(ErrorCode code, std::vector<ErrorArg> args) {
    m_frames.push_back({code, std::move(args)});
    m_message = english(*this);
}

Error& Error::within(ErrorCode context, std::vector<ErrorArg> args) & {
    m_frames.insert(m_frames.begin(), ErrorFrame{context, std::move(args)});
    m_message = english(*this);
    return *this;
}

Error Error::within(ErrorCode context, std::vector<ErrorArg> args) && {
    within(context, std::move(args));
    return std::move(*this);
}

std::string sayError(const Error& error, const std::function<std::string(ErrorCode)>& format,
                     const std::function<std::string(const ErrorArg&)>& arg) {
    const auto& frames = error.frames();
    std::string text;
    for (auto f = frames.rbegin(); f != frames.rend(); ++f) {
        std::vector<std::string> args;
        args.reserve(f->args.size() + 1);
        for (const ErrorArg& a : f->args) args.push_back(arg(a));
        if (f != frames.rbegin()) args.push_back(text);
        text = fillPlaceholders(format(f->code), args);
    }
    return text;
}

std::string fillPlaceholders(std::string_view format, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(format.size() + 16);
    for (std::size_t i = 0; i < format.size(); ++i) {
        const char c = format[i];
        if (c == '%' && i + 1 < format.size() && format[i + 1] >= '1' && format[i + 1] <= '9') {
            const std::size_t n = std::size_t(format[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace ogi
