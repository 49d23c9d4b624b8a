// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What is wrong with a text the rules core was asked to read (SFEN, FEEN, move text,
// records), as a code with arguments, so that a user interface can say it in its own
// language; the English message is built alongside for the engine protocol and logs.
#pragma once

#include "translatable.h"
#include "types.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ogi {

enum class Illegal : std::uint8_t;
enum class Termination : std::uint8_t;

enum class ErrorCode : std::uint8_t {
    // SFEN
    SfenEmpty,
    SfenNoSideToMove,
    SfenNoHands,
    SfenTrailingText,
    SfenPlusAtRankEnd,
    SfenRankFiles,
    SfenTooManyRanks,
    SfenRankCount,
    SfenPlusBeforeDigit,
    SfenRankTooLong,
    SfenDoublePlus,
    SfenUnknownPiece,
    SfenBadEmptyCount,
    SfenPromotedKing,
    SfenTwoKings,
    SfenBadSideToMove,
    SfenHandCountTooLarge,
    SfenHandCountZero,
    SfenHandNoLetter,
    SfenUnknownHandPiece,
    SfenKingInHand,
    SfenHandTwice,
    SfenTooManyPieces,
    SfenBadPly,
    // FEEN
    FeenTrailingText,
    FeenFieldCount,
    FeenCaretNotAfterKing,
    FeenBadHands,
    FeenTooManySlashes,
    FeenBadTurn,
    // Move text
    MoveEmpty,
    InMove, // context: "move %1: <what is wrong>"
    MoveNotAMove,
    MoveDropForm,
    MoveDropUnknownPiece,
    MoveMachineForm,
    MoveBadOrigin,
    MoveBadTarget,
    MoveUnknownSuffix,
    MoveMissingLetter,
    MoveUnknownLetter,
    MoveHumanForm,
    MoveSeparator,
    MoveTrailing,
    MovePromoteAndKeep,
    MoveWrongPiece,
    MoveJapaneseForm,
    // Records
    InRecordLine, // context: "line %1: <what is wrong>"
    InSfenTag,    // context: "SFEN tag: <what is wrong>"
    RecordTagMalformed,
    RecordTagNoName,
    RecordTagUnquoted,
    RecordUnclosedComment,
    RecordUnclosedVariation,
    RecordStrayParenthesis,
    RecordVariationFirst,
    RecordEmptyVariation,
    RecordResultInVariation,
    RecordSecondResult,
    RecordUnexpectedNumber,
    RecordMoveAfterResult,
    RecordMoveAfterEnd,       // "%1 %2": the move's number as move lists write it ("6…")
    RecordIllegalInVariation, // the same, and the reason
    RecordUnknownResult,
    RecordResultContradicts,
    RecordDrawTooEarly, // keep last: ErrorCodeCount follows it
};
constexpr int ErrorCodeCount = int(ErrorCode::RecordDrawTooEarly) + 1;

// The English format of a code, with %1, %2... for its arguments. A context code (In...)
// takes one more argument than it is given: the text of the error inside it.
const char* errorFormat(ErrorCode code);

// One argument: plain text (a number, a piece of the input) or a rules term that the user
// interface names in its own language.
struct ErrorArg {
    enum class Kind : std::uint8_t { Text, Side, Piece, APiece, Illegal, Termination };
    Kind kind = Kind::Text;
    int value = 0;         // Side, PieceType, Illegal or Termination
    bool promoted = false; // APiece: "a promoted Rook"
    std::string text;      // Text

    ErrorArg(std::string t) : text(std::move(t)) {}
    ErrorArg(std::string_view t) : text(t) {}
    ErrorArg(const char* t) : text(t) {}
    ErrorArg(int number) : text(std::to_string(number)) {}
    static ErrorArg side(Side s) { return {Kind::Side, s, false}; }
    static ErrorArg piece(PieceType t) { return {Kind::Piece, t, false}; } // "Rook"
    static ErrorArg aPiece(PieceType t, bool promoted) { return {Kind::APiece, t, promoted}; }
    static ErrorArg illegal(Illegal why) { return {Kind::Illegal, int(why), false}; }
    static ErrorArg termination(Termination t) { return {Kind::Termination, int(t), false}; }

private:
    ErrorArg(Kind k, int v, bool p) : kind(k), value(v), promoted(p) {}
};

struct ErrorFrame {
    ErrorCode code;
    std::vector<ErrorArg> args;
};

class Error {
public:
    Error(ErrorCode code, std::vector<ErrorArg> args = {});

    // Puts this error inside a context ("line 3: ..."); returns it for chaining, or as a new
    // value from a temporary: return Error(what).within(ErrorCode::InMove, {text});
    Error& within(ErrorCode context, std::vector<ErrorArg> args = {}) &;
    Error within(ErrorCode context, std::vector<ErrorArg> args = {}) &&;

    // Outermost first: the last frame says what is wrong, the ones before it where.
    const std::vector<ErrorFrame>& frames() const { return m_frames; }
    // The whole error in English.
    const std::string& message() const { return m_message; }

private:
    std::vector<ErrorFrame> m_frames;
    std::string m_message;
};

// Says an error frame by frame, innermost first: each frame's format (from `format`) gets
// its arguments (each said by `arg`), and a context's format also the text inside it, last.
// The English message and a user interface's translated one are both said this way.
std::string sayError(const Error& error, const std::function<std::string(ErrorCode)>& format,
                     const std::function<std::string(const ErrorArg&)>& arg);

// Replaces %1..%9 in format by args, in one pass (an argument that contains "%1" stays as
// it is). A placeholder without an argument is left in place.
std::string fillPlaceholders(std::string_view format, const std::vector<std::string>& args);

} // namespace ogi
