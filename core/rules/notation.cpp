// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation.h"

namespace ogi {

namespace {
constexpr char Letters[PieceTypeCount] = {'I', 'R', 'B', 'S', 'N', 'L', 'P', 'K'};
constexpr const char* Kanji[PieceTypeCount] = {"姫", "飛", "角", "銀", "桂", "香", "歩", "王"};
constexpr const char* PromotedKanji[PieceTypeCount] = {"神", "龍", "馬", "全",
                                                       "圭", "杏", "と", "王"};
// The King's privilege in the Japanese form: the King takes a promoted piece as it is.
constexpr std::string_view PrivilegeWord = "成駒取り";

using E = ErrorCode;

// An error in the move text `text`: "move 'text': what is wrong".
Error bad(std::string_view text, ErrorCode what, std::vector<ErrorArg> args = {}) {
    return Error(what, std::move(args)).within(E::InMove, {text});
}
} // namespace

char pieceLetter(PieceType t, Side s) {
    char c = Letters[t];
    return s == Sente ? c : char(c - 'A' + 'a');
}

std::optional<PieceType> pieceTypeFromLetter(char c) {
    if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
    for (int t = 0; t < PieceTypeCount; ++t)
        if (Letters[t] == c) return PieceType(t);
    return std::nullopt;
}

const char* pieceKanji(PieceType t, bool promoted, bool gyoku) {
    if (t == King) return gyoku ? "玉" : "王";
    return promoted ? PromotedKanji[t] : Kanji[t];
}

std::string squareName(int sq) {
    return std::string{char('a' + fileOf(sq)), char('1' + rankOf(sq))};
}

std::optional<Square> parseSquare(std::string_view s) {
    if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return std::nullopt;
    return makeSquare(s[0] - 'a', s[1] - '1');
}

std::string moveToMachine(Move m) {
    if (m.isDrop()) {
        std::string s = m.dropPromoted() ? "+" : "";
        s += pieceLetter(m.dropType());
        s += '*';
        s += squareName(m.to());
        if (m.dropRequestsPromotion()) s += '+';
        return s;
    }
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.promotes()) s += '+';
    if (m.keepsPromoted()) s += '^';
    return s;
}

Expected<Move> parseMachineMove(std::string_view text) {
    if (text.empty()) return Error(E::MoveEmpty);
    const std::size_t star = text.find('*');
    if (star != std::string_view::npos) {
        std::string_view piece = text.substr(0, star);
        bool promoted = false;
        if (!piece.empty() && piece[0] == '+') {
            promoted = true;
            piece.remove_prefix(1);
        }
        if (piece.size() != 1) return bad(text, E::MoveDropForm);
        auto t = pieceTypeFromLetter(piece[0]);
        if (!t || piece[0] < 'A' || piece[0] > 'Z')
            return bad(text, E::MoveDropUnknownPiece, {piece});
        std::string_view rest = text.substr(star + 1);
        bool promoteSuffix = !rest.empty() && rest.back() == '+';
        if (promoteSuffix) rest.remove_suffix(1);
        auto to = parseSquare(rest);
        if (!to) return bad(text, E::MoveBadTarget, {rest});
        // King drops and drops that ask to promote are representable so that the game can
        // adjudicate them as illegal attempts.
        Move m = Move::drop(*t, promoted, *to);
        if (promoteSuffix) m = Move::fromRaw(std::uint16_t(m.raw() | (1 << 12)));
        return m;
    }
    if (text.size() < 4 || text.size() > 5) return bad(text, E::MoveMachineForm);
    auto from = parseSquare(text.substr(0, 2));
    auto to = parseSquare(text.substr(2, 2));
    if (!from) return bad(text, E::MoveBadOrigin, {text.substr(0, 2)});
    if (!to) return bad(text, E::MoveBadTarget, {text.substr(2, 2)});
    bool promote = false, keep = false;
    if (text.size() == 5) {
        if (text[4] == '+')
            promote = true;
        else if (text[4] == '^')
            keep = true;
        else
            return bad(text, E::MoveUnknownSuffix, {text.substr(4)});
    }
    return Move::board(*from, *to, promote, keep);
}

namespace {
// Suffix that says whether a possible promotion was taken or declined.
const char* promotionMark(const Position& pos, Move m, const char* taken, const char* declined) {
    if (m.isDrop()) return "";
    if (m.promotes()) return taken;
    if (pos.promotionAllowed(m.from(), m.to()) && !pos.promotionMandatory(m.from(), m.to()))
        return declined;
    return "";
}
} // namespace

std::string moveToHuman(const Position& pos, Move m) {
    std::string s;
    if (m.isDrop()) {
        return moveToMachine(m); // the same text in both forms
    }
    Piece p = pos.pieceOn(m.from());
    // An attempt to move from an empty square has no piece letter: the machine form says it.
    if (p == NoPiece) return moveToMachine(m);
    if (isPromoted(p)) s += '+';
    s += pieceLetter(typeOf(p));
    s += squareName(m.from());
    s += pos.pieceOn(m.to()) != NoPiece ? 'x' : '-';
    s += squareName(m.to());
    s += promotionMark(pos, m, "+", "=");
    if (m.keepsPromoted()) s += '^';
    return s;
}

std::string moveToJapanese(const Position& pos, Move m, bool gyoku) {
    std::string s = pos.sideToMove() == Sente ? "☗" : "☖";
    if (m.isDrop())
        return s + pieceKanji(m.dropType(), m.dropPromoted()) + squareName(m.to()) + "打";
    Piece p = pos.pieceOn(m.from());
    if (p != NoPiece) s += pieceKanji(typeOf(p), isPromoted(p), gyoku);
    s += squareName(m.from());
    s += pos.pieceOn(m.to()) != NoPiece ? "x" : "-";
    s += squareName(m.to());
    s += promotionMark(pos, m, "成", "不成");
    if (m.keepsPromoted()) s += PrivilegeWord;
    return s;
}

Expected<Move> parseHumanMove(const Position& pos, std::string_view text) {
    std::string_view t = text;
    if (t.empty()) return Error(E::MoveEmpty);
    bool promotedPiece = false;
    if (t[0] == '+') {
        promotedPiece = true;
        t.remove_prefix(1);
    }
    if (t.empty()) return bad(text, E::MoveMissingLetter);
    auto type = pieceTypeFromLetter(t[0]);
    if (!type || t[0] < 'A' || t[0] > 'Z') return bad(text, E::MoveUnknownLetter, {t.substr(0, 1)});
    t.remove_prefix(1);
    if (!t.empty() && t[0] == '*') {
        auto to = parseSquare(t.substr(1));
        if (!to) return bad(text, E::MoveBadTarget, {t.substr(1)});
        return Move::drop(*type, promotedPiece, *to);
    }
    if (t.size() < 5) return bad(text, E::MoveHumanForm);
    auto from = parseSquare(t.substr(0, 2));
    if (!from) return bad(text, E::MoveBadOrigin, {t.substr(0, 2)});
    if (t[2] != '-' && t[2] != 'x') return bad(text, E::MoveSeparator);
    auto to = parseSquare(t.substr(3, 2));
    if (!to) return bad(text, E::MoveBadTarget, {t.substr(3, 2)});
    std::string_view suffix = t.substr(5);
    bool promote = false, keep = false;
    if (!suffix.empty() && (suffix[0] == '+' || suffix[0] == '=')) {
        promote = suffix[0] == '+';
        suffix.remove_prefix(1);
    }
    if (!suffix.empty() && suffix[0] == '^') {
        keep = true;
        suffix.remove_prefix(1);
    }
    if (!suffix.empty()) return bad(text, E::MoveTrailing, {suffix});
    if (promote && keep) return bad(text, E::MovePromoteAndKeep);
    Piece p = pos.pieceOn(*from);
    if (p != NoPiece && (typeOf(p) != *type || isPromoted(p) != promotedPiece))
        return bad(text, E::MoveWrongPiece,
                   {squareName(*from), ErrorArg::aPiece(typeOf(p), isPromoted(p)),
                    ErrorArg::aPiece(*type, promotedPiece)});
    return Move::board(*from, *to, promote, keep);
}

namespace {
// The piece a kanji names (either face, 王 and 玉 for the King), as its human-form prefix
// ("+R" for 龍); empty if no piece has it.
std::string pieceFromKanji(std::string_view kanji) {
    for (int t = 0; t < PieceTypeCount; ++t) {
        if (kanji == Kanji[t] || (t == King && kanji == "玉")) return {Letters[t]};
        if (t != King && kanji == PromotedKanji[t]) return std::string{'+', Letters[t]};
    }
    return {};
}

bool startsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

bool consumeSuffix(std::string_view& s, std::string_view suffix) {
    if (s.size() < suffix.size() || s.substr(s.size() - suffix.size()) != suffix) return false;
    s.remove_suffix(suffix.size());
    return true;
}
} // namespace

Expected<Move> parseJapaneseMove(const Position& pos, std::string_view text) {
    std::string_view t = text;
    for (std::string_view mark : {"☗", "☖"})
        if (startsWith(t, mark)) t.remove_prefix(mark.size());
    if (t.empty()) return bad(text, E::MoveMissingLetter);
    // One kanji: a UTF-8 sequence of three bytes (every piece kanji is in the BMP).
    std::size_t length = 1;
    if ((std::uint8_t(t[0]) & 0xF0) == 0xE0) length = 3;
    const std::string_view kanji = t.substr(0, length);
    const std::string piece = pieceFromKanji(kanji);
    if (piece.empty()) return bad(text, E::MoveUnknownLetter, {kanji});
    t.remove_prefix(kanji.size());
    // Rewritten in the human form, the one parser judges the rest.
    std::string human = piece;
    if (consumeSuffix(t, "打")) {
        human += '*';
        human += t;
        auto drop = parseHumanMove(pos, human);
        if (!drop.ok()) return bad(text, E::MoveJapaneseForm);
        return drop;
    }
    // The privilege is written 成駒取り; "^", as in the human form, is read too.
    const bool keep = consumeSuffix(t, PrivilegeWord) || consumeSuffix(t, "^");
    std::string mark;
    if (consumeSuffix(t, "不成"))
        mark = "=";
    else if (consumeSuffix(t, "成"))
        mark = "+";
    human += t;
    human += mark;
    if (keep) human += '^';
    auto move = parseHumanMove(pos, human);
    if (move.ok()) return move;
    // Another piece on the origin is said as such; any other fault is in the form.
    const ErrorFrame& what = move.failure().frames().back();
    if (what.code == E::MoveWrongPiece) return bad(text, what.code, what.args);
    return bad(text, E::MoveJapaneseForm);
}

Expected<Move> parseMove(const Position& pos, std::string_view text) {
    if (!text.empty() && std::uint8_t(text[0]) >= 0x80) return parseJapaneseMove(pos, text);
    if (text.size() >= 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8')
        return parseMachineMove(text);
    // "R*e5" is both forms; the machine parser handles drops.
    if (text.find('*') != std::string_view::npos) return parseMachineMove(text);
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') return bad(text, E::MoveNotAMove);
    return parseHumanMove(pos, text);
}

} // namespace ogi
