// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "position.h"

#include "splitmix.h"

#include <cstring>

namespace ogi {

namespace zobrist {
Key Pieces[32][64];
Key Hand[2][HandTypes][2][20];
Key SideToMove;

namespace {
// A fixed-seed generator: keys are the same in every run and build (deterministic bench).
struct Init {
    Init() {
        SplitMix64 gen(0x9E3779B97F4A7C15ull);
        auto next = [&gen] { return Key(gen.next()); };
        for (auto& p : Pieces)
            for (Key& k : p) k = next();
        for (auto& side : Hand)
            for (auto& type : side)
                for (auto& state : type) {
                    state[0] = 0;
                    for (int c = 1; c < 20; ++c) state[c] = next();
                }
        SideToMove = next();
    }
} init;
} // namespace
} // namespace zobrist

Position::Position() {
    initBitboards();
    std::memset(m_byKind, 0, sizeof m_byKind);
    std::memset(m_bySide, 0, sizeof m_bySide);
    std::memset(m_hand, 0, sizeof m_hand);
    for (Piece& p : m_board) p = NoPiece;
    m_key = computeKey();
}

Position Position::start() {
    return *fromSfen(StartSfen);
}

Bitboard Position::promotedPieces(Side s) const {
    Bitboard b = 0;
    for (int k = 8; k < 15; ++k) b |= m_byKind[s][k];
    return b;
}

bool Position::handEmpty(Side s) const {
    for (int t = 0; t < HandTypes; ++t)
        if (m_hand[s][t][0] || m_hand[s][t][1]) return false;
    return true;
}

Square Position::kingSquare(Side s) const {
    return m_byKind[s][King] ? lsb(m_byKind[s][King]) : SQ_NONE;
}

void Position::put(int sq, Piece p) {
    m_board[sq] = p;
    m_byKind[sideOf(p)][kindOf(p)] |= squareBB(sq);
    m_bySide[sideOf(p)] |= squareBB(sq);
    m_key ^= zobrist::Pieces[p][sq];
}

void Position::remove(int sq) {
    Piece p = m_board[sq];
    m_board[sq] = NoPiece;
    m_byKind[sideOf(p)][kindOf(p)] ^= squareBB(sq);
    m_bySide[sideOf(p)] ^= squareBB(sq);
    m_key ^= zobrist::Pieces[p][sq];
}

void Position::addToHand(Side s, int kind) {
    auto& c = m_hand[s][typeOfKind(kind)][kindPromoted(kind)];
    m_key ^= zobrist::Hand[s][typeOfKind(kind)][kindPromoted(kind)][c];
    ++c;
    m_key ^= zobrist::Hand[s][typeOfKind(kind)][kindPromoted(kind)][c];
}

void Position::takeFromHand(Side s, int kind) {
    auto& c = m_hand[s][typeOfKind(kind)][kindPromoted(kind)];
    m_key ^= zobrist::Hand[s][typeOfKind(kind)][kindPromoted(kind)][c];
    --c;
    m_key ^= zobrist::Hand[s][typeOfKind(kind)][kindPromoted(kind)][c];
}

Key Position::computeKey() const {
    Key k = m_side == Gote ? zobrist::SideToMove : 0;
    for (int sq = 0; sq < 64; ++sq)
        if (m_board[sq] != NoPiece) k ^= zobrist::Pieces[m_board[sq]][sq];
    for (int s = 0; s < 2; ++s)
        for (int t = 0; t < HandTypes; ++t)
            for (int p = 0; p < 2; ++p) k ^= zobrist::Hand[s][t][p][m_hand[s][t][p]];
    return k;
}

void Position::setPiece(int sq, Piece p) {
    if (m_board[sq] != NoPiece) remove(sq);
    if (p != NoPiece) put(sq, p);
}

void Position::setHandCount(Side s, PieceType t, bool promoted, int count) {
    if (t >= HandTypes || count < 0 || count >= 20) return;
    m_key ^= zobrist::Hand[s][t][promoted][m_hand[s][t][promoted]];
    m_hand[s][t][promoted] = std::uint8_t(count);
    m_key ^= zobrist::Hand[s][t][promoted][count];
}

void Position::setSideToMove(Side s) {
    if (s != m_side) m_key ^= zobrist::SideToMove;
    m_side = s;
}

bool Position::operator==(const Position& o) const {
    return std::memcmp(m_board, o.m_board, sizeof m_board) == 0 &&
           std::memcmp(m_hand, o.m_hand, sizeof m_hand) == 0 && m_side == o.m_side;
}

Bitboard Position::attackersTo(int sq, Side by, Bitboard occ) const {
    // Every kind's move set is symmetric under a half-turn: a piece of side `by` on x attacks
    // sq exactly when the same kind of the other side on sq attacks x.
    Bitboard result = 0;
    Side other = opposite(by);
    for (int k = 0; k < 15; ++k)
        if (m_byKind[by][k]) result |= attacks(other, k, sq, occ) & m_byKind[by][k];
    return result;
}

bool Position::inCheck(Side s) const {
    return hasKing(s) && attackersTo(kingSquare(s), opposite(s)) != 0;
}

bool Position::promotionAllowed(int from, int to) const {
    Piece p = m_board[from];
    if (p == NoPiece || isPromoted(p) || !canPromoteType(typeOf(p))) return false;
    Bitboard zone = PromotionZone[sideOf(p)];
    return (zone & (squareBB(from) | squareBB(to))) != 0;
}

bool Position::promotionMandatory(int from, int to) const {
    Piece p = m_board[from];
    if (p == NoPiece || isPromoted(p)) return false;
    return (deadZone(sideOf(p), typeOf(p)) & squareBB(to)) != 0;
}

namespace {
// Why a drop outside the piece's drop region is illegal (the region says where, this says
// which rule the player broke).
Illegal forbiddenDrop(PieceType t) {
    switch (t) {
    case Pawn: return Illegal::DropPawn;
    case Lance: return Illegal::DropLanceLastRank;
    default: return Illegal::DropKnightLastRanks;
    }
}
} // namespace

Illegal Position::checkMove(Move m) const {
    if (!bothKings()) return Illegal::NoKing;
    const Side us = m_side;
    const int to = m.to();
    if (m.isDrop()) {
        // Bits 12/13 carry promotion and privilege requests on board moves; a drop with them
        // set is a drop that asks to promote or to keep a piece promoted.
        if (m.dropType() >= HandTypes || !m_hand[us][m.dropType()][m.dropPromoted()])
            return Illegal::NotInHand;
        if (m_board[to] != NoPiece) return Illegal::DropOnOccupied;
        if (m.raw() & (1 << 12)) return Illegal::PromotionNotAllowed;
        if (m.raw() & (1 << 13)) return Illegal::PrivilegeNotAllowed;
        if (!(dropRegion(us, m.dropType(), m.dropPromoted()) & squareBB(to)))
            return forbiddenDrop(m.dropType());
        return Illegal::None;
    }
    const int from = m.from();
    const Piece p = m_board[from];
    if (p == NoPiece) return Illegal::EmptySquare;
    if (sideOf(p) != us) return Illegal::EnemyPiece;
    if (!(attacks(us, kindOf(p), from, 0) & squareBB(to))) return Illegal::Unreachable;
    if (!(attacks(us, kindOf(p), from, occupied()) & squareBB(to))) return Illegal::PathBlocked;
    if (m_bySide[us] & squareBB(to)) return Illegal::OwnPieceOnTarget;
    if (m.promotes() && !promotionAllowed(from, to)) return Illegal::PromotionNotAllowed;
    if (!m.promotes() && promotionMandatory(from, to)) return Illegal::PromotionMissing;
    if (m.keepsPromoted() &&
        (typeOf(p) != King || m_board[to] == NoPiece || !isPromoted(m_board[to])))
        return Illegal::PrivilegeNotAllowed;
    return Illegal::None;
}

void Position::doMove(Move m, UndoInfo& undo) {
    undo.key = m_key;
    undo.quietPlies = std::uint16_t(m_quietPlies);
    const Side us = m_side;
    const int to = m.to();
    if (m.isDrop()) {
        undo.captured = NoPiece;
        takeFromHand(us, m.dropKind());
        put(to, makePiece(us, m.dropKind()));
        ++m_quietPlies;
    } else {
        const int from = m.from();
        const Piece p = m_board[from];
        const Piece captured = m_board[to];
        undo.captured = captured;
        if (captured != NoPiece) {
            remove(to);
            if (typeOf(captured) != King)
                addToHand(us, makeKind(typeOf(captured), m.keepsPromoted()));
        }
        remove(from);
        put(to, m.promotes() ? Piece(p | 8) : p);
        if (captured != NoPiece || kindOf(p) == Pawn)
            m_quietPlies = 0;
        else
            ++m_quietPlies;
    }
    m_side = opposite(us);
    m_key ^= zobrist::SideToMove;
    ++m_ply;
}

void Position::undoMove(Move m, const UndoInfo& undo) {
    m_side = opposite(m_side);
    const Side us = m_side;
    const int to = m.to();
    if (m.isDrop()) {
        remove(to);
        addToHand(us, m.dropKind());
    } else {
        const int from = m.from();
        const Piece moved = m_board[to];
        remove(to);
        put(from, m.promotes() ? Piece(moved & ~8) : moved);
        if (undo.captured != NoPiece) {
            put(to, undo.captured);
            if (typeOf(undo.captured) != King)
                takeFromHand(us, makeKind(typeOf(undo.captured), m.keepsPromoted()));
        }
    }
    --m_ply;
    m_quietPlies = undo.quietPlies;
    m_key = undo.key;
}

Key Position::keyAfter(Move m) const {
    using namespace zobrist;
    const Side us = m_side;
    const int to = m.to();
    Key k = m_key ^ SideToMove;
    if (m.isDrop()) {
        const PieceType t = m.dropType();
        const bool pr = m.dropPromoted();
        const int c = m_hand[us][t][pr];
        return k ^ Hand[us][t][pr][c] ^ Hand[us][t][pr][c - 1] ^
               Pieces[makePiece(us, m.dropKind())][to];
    }
    const int from = m.from();
    const Piece p = m_board[from];
    const Piece captured = m_board[to];
    if (captured != NoPiece) {
        k ^= Pieces[captured][to];
        if (typeOf(captured) != King) {
            const PieceType t = typeOf(captured);
            const bool pr = m.keepsPromoted();
            const int c = m_hand[us][t][pr];
            k ^= Hand[us][t][pr][c] ^ Hand[us][t][pr][c + 1];
        }
    }
    return k ^ Pieces[p][from] ^ Pieces[m.promotes() ? Piece(p | 8) : p][to];
}

void Position::doNullMove(UndoInfo& undo) {
    undo.key = m_key;
    undo.quietPlies = std::uint16_t(m_quietPlies);
    undo.captured = NoPiece;
    m_side = opposite(m_side);
    m_key ^= zobrist::SideToMove;
    ++m_ply;
}

void Position::undoNullMove(const UndoInfo& undo) {
    m_side = opposite(m_side);
    m_key = undo.key;
    --m_ply;
}

} // namespace ogi
