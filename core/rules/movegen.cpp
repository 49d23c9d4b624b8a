// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "movegen.h"

#include <bit>

namespace ogi {

namespace {

template <GenType T> void addBoardMoves(const Position& pos, MoveList& list) {
    const Side us = pos.sideToMove(), them = opposite(us);
    const Bitboard occ = pos.occupied();
    const Bitboard enemy = pos.pieces(them);
    const Bitboard notOwn = ~pos.pieces(us);
    const Bitboard zone = PromotionZone[us];
    for (int kind = 0; kind < 15; ++kind) {
        Bitboard froms = pos.pieces(us, kind);
        if (!froms) continue;
        const bool promotable = kind < King;
        const Bitboard mandatory = promotable ? deadZone(us, PieceType(kind)) : 0;
        while (froms) {
            const Square from = popLsb(froms);
            Bitboard targets = attacks(us, kind, from, occ) & notOwn;
            const Bitboard promoTargets =
                promotable ? ((squareBB(from) & zone) ? targets : targets & zone) : 0;
            while (targets) {
                const Square to = popLsb(targets);
                const Bitboard toBB = squareBB(to);
                const bool capture = (enemy & toBB) != 0;
                const bool canPromote = (promoTargets & toBB) != 0;
                if constexpr (T != GenType::Quiets) {
                    if (capture || canPromote) {
                        if (canPromote) list.add(Move::board(from, to, true));
                        if (!(mandatory & toBB) && capture) {
                            list.add(Move::board(from, to));
                            if (kind == King && isPromoted(pos.pieceOn(to)))
                                list.add(Move::board(from, to, false, true));
                        }
                    }
                }
                // A non-capturing move that may promote: the promotion is in Captures, the
                // plain move in Quiets.
                if constexpr (T != GenType::Captures) {
                    if (!capture && !(mandatory & toBB)) list.add(Move::board(from, to));
                }
            }
        }
    }
}

void addDrops(const Position& pos, MoveList& list) {
    const Side us = pos.sideToMove();
    const Bitboard empty = ~pos.occupied();
    for (int t = 0; t < HandTypes; ++t)
        for (int pr = 0; pr < 2; ++pr) {
            if (!pos.handCount(us, PieceType(t), pr)) continue;
            Bitboard targets = empty & dropRegion(us, PieceType(t), pr);
            while (targets) list.add(Move::drop(PieceType(t), pr, popLsb(targets)));
        }
}

} // namespace

template <GenType T> void generate(const Position& pos, MoveList& list) {
    list.count = 0;
    if (!pos.bothKings()) return;
    addBoardMoves<T>(pos, list);
    if constexpr (T != GenType::Captures) addDrops(pos, list);
}

template void generate<GenType::All>(const Position&, MoveList&);
template void generate<GenType::Captures>(const Position&, MoveList&);
template void generate<GenType::Quiets>(const Position&, MoveList&);

// Function clones are resolved by an ifunc before the program starts; sanitizer runtimes are
// not ready then (TSan crashes in the resolver), and other CPUs have no POPCNT to pick.
// Only GNU/Linux's toolchains have ifuncs (not MinGW-w64, not Apple's): CMake defines
// OGI_HAVE_TARGET_CLONES where a test program with clones builds (core/rules/CMakeLists.txt).
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define OGI_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define OGI_SANITIZED 1
#endif
#if defined(OGI_HAVE_TARGET_CLONES) && defined(__x86_64__) && !defined(OGI_SANITIZED)
#define OGI_POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define OGI_POPCNT_CLONES
#endif

namespace {

constexpr Bitboard FileA = 0x0101010101010101ull;
constexpr Bitboard FileH = FileA << 7;

// All pieces of a bitboard moved by (df, dr) as seen from side Us (Gote's directions are
// mirrored); pieces that would leave the board vanish.
template <Side Us, int DF, int DR> constexpr Bitboard shifted(Bitboard b) {
    constexpr int df = Us == Sente ? DF : -DF;
    constexpr int dr = Us == Sente ? DR : -DR;
    if constexpr (df > 0) b &= ~FileH;
    if constexpr (df < 0) b &= ~FileA;
    constexpr int s = dr * 8 + df;
    if constexpr (s > 0)
        return b << s;
    else
        return b >> -s;
}

// The hot path of perft. It is inlined into two functions built twice each, so that the
// POPCNT instruction is used where the CPU has it (Debian's amd64 baseline does not promise
// it, so the default clones stay portable). std::popcount is GCC's builtin once inlined: the
// POPCNT clone gets the instruction, the default one libgcc's routine.
template <Side Us> [[gnu::always_inline]] inline int countMovesFor(const Position& pos) {
#define OGI_PC(...) std::popcount(Bitboard(__VA_ARGS__))
    constexpr Side Them = opposite(Us);
    const Bitboard occ = pos.occupied();
    const Bitboard notOwn = ~pos.pieces(Us);
    const Bitboard zone = PromotionZone[Us];
    // Where an unpromoted piece must promote: those targets count once, not twice.
    const Bitboard pawnDead = deadZone(Us, Pawn), knightDead = deadZone(Us, Knight),
                   lanceDead = deadZone(Us, Lance);
    int n = 0;

    // Step movers, counted a direction at a time: two pieces never reach the same square by
    // the same step, so one popcount per direction covers every piece of the kind.
    // Pawns: a forward step from the zone stays in it, so promotion depends on the target.
    {
        const Bitboard t = shifted<Us, 0, 1>(pos.pieces(Us, Pawn)) & notOwn;
        n += OGI_PC(t) + OGI_PC(t & zone) - OGI_PC(t & pawnDead);
    }
    // Knights: likewise forward only.
    {
        const Bitboard k = pos.pieces(Us, Knight);
        const Bitboard t1 = shifted<Us, -1, 2>(k) & notOwn, t2 = shifted<Us, 1, 2>(k) & notOwn;
        n += OGI_PC(t1) + OGI_PC(t1 & zone) - OGI_PC(t1 & knightDead);
        n += OGI_PC(t2) + OGI_PC(t2 & zone) - OGI_PC(t2 & knightDead);
    }
    // Silvers may promote when leaving the zone too.
    if (const Bitboard sv = pos.pieces(Us, Silver)) {
        const Bitboard inZone = sv & zone;
        auto add = [&](Bitboard t, Bitboard fromZone) {
            t &= notOwn;
            n += OGI_PC(t) + OGI_PC((t & zone) | (fromZone & notOwn));
        };
        add(shifted<Us, 0, 1>(sv), shifted<Us, 0, 1>(inZone));
        add(shifted<Us, -1, 1>(sv), shifted<Us, -1, 1>(inZone));
        add(shifted<Us, 1, 1>(sv), shifted<Us, 1, 1>(inZone));
        add(shifted<Us, -1, -1>(sv), shifted<Us, -1, -1>(inZone));
        add(shifted<Us, 1, -1>(sv), shifted<Us, 1, -1>(inZone));
    }
    // Gold movers: +S, +N, +L, +P.
    if (const Bitboard g = pos.pieces(Us, Silver + 8) | pos.pieces(Us, Knight + 8) |
                           pos.pieces(Us, Lance + 8) | pos.pieces(Us, Pawn + 8)) {
        n += OGI_PC(shifted<Us, 0, 1>(g) & notOwn) + OGI_PC(shifted<Us, -1, 1>(g) & notOwn) +
             OGI_PC(shifted<Us, 1, 1>(g) & notOwn) + OGI_PC(shifted<Us, -1, 0>(g) & notOwn) +
             OGI_PC(shifted<Us, 1, 0>(g) & notOwn) + OGI_PC(shifted<Us, 0, -1>(g) & notOwn);
    }
    // Lances: forward slides, so promotion again depends on the target only.
    for (Bitboard b = pos.pieces(Us, Lance); b;) {
        const Bitboard t = lanceAttacks(Us, popLsb(b), occ) & notOwn;
        n += OGI_PC(t) + OGI_PC(t & zone) - OGI_PC(t & lanceDead);
    }
    // Unpromoted sliders (Princess, Rook, Bishop): inside the zone every move may promote.
    for (int kind : {Princess, Rook, Bishop}) {
        for (Bitboard b = pos.pieces(Us, kind); b;) {
            const Square from = popLsb(b);
            const Bitboard t = attacks(Us, kind, from, occ) & notOwn;
            n += OGI_PC(t) + ((squareBB(from) & zone) ? OGI_PC(t) : OGI_PC(t & zone));
        }
    }
    // Promoted sliders: no promotion choice.
    for (int kind : {Princess + 8, Rook + 8, Bishop + 8})
        for (Bitboard b = pos.pieces(Us, kind); b;)
            n += OGI_PC(attacks(Us, kind, popLsb(b), occ) & notOwn);
    // The King, with the privilege as a second move on every promoted piece it can take.
    const Bitboard kingTargets = attacks(Us, King, pos.kingSquare(Us), occ) & notOwn;
    n += OGI_PC(kingTargets) + OGI_PC(kingTargets & pos.promotedPieces(Them));
    // Drops.
    const Bitboard empty = ~occ;
    for (int t = 0; t < HandTypes; ++t)
        for (int pr = 0; pr < 2; ++pr)
            if (pos.handCount(Us, PieceType(t), pr))
                n += OGI_PC(empty & dropRegion(Us, PieceType(t), pr));
    return n;
#undef OGI_PC
}

OGI_POPCNT_CLONES int countSenteMoves(const Position& pos) {
    return countMovesFor<Sente>(pos);
}

OGI_POPCNT_CLONES int countGoteMoves(const Position& pos) {
    return countMovesFor<Gote>(pos);
}

} // namespace

int countMoves(const Position& pos) {
    if (!pos.bothKings()) return 0;
    return pos.sideToMove() == Sente ? countSenteMoves(pos) : countGoteMoves(pos);
}

} // namespace ogi
