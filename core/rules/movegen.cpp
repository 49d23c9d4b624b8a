#include "movegen.h"

namespace ogi {

Bitboard dropRegion(Side s, PieceType t, bool promoted) {
    if (promoted) return ~Bitboard(0);
    switch (t) {
    case Pawn: return 0;
    case Lance: return ~LastRank[s];
    case Knight: return ~LastTwoRanks[s];
    case King: return 0;
    default: return ~Bitboard(0);
    }
}

namespace {

// Squares where an unpromoted piece of this kind must promote when it ends there.
inline Bitboard mandatoryZone(Side s, int kind) {
    switch (kind) {
    case Pawn:
    case Lance: return LastRank[s];
    case Knight: return LastTwoRanks[s];
    default: return 0;
    }
}

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
        const Bitboard mandatory = mandatoryZone(us, kind);
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

int countMoves(const Position& pos) {
    if (!pos.bothKings()) return 0;
    const Side us = pos.sideToMove(), them = opposite(us);
    const Bitboard occ = pos.occupied();
    const Bitboard notOwn = ~pos.pieces(us);
    const Bitboard zone = PromotionZone[us];
    int n = 0;
    for (int kind = 0; kind < King; ++kind) {
        Bitboard froms = pos.pieces(us, kind);
        if (!froms) continue;
        const Bitboard mandatory = mandatoryZone(us, kind);
        // Pieces outside the zone may promote only on zone targets; inside, on any target.
        Bitboard inside = froms & zone, outside = froms & ~zone;
        while (outside) {
            const Square from = popLsb(outside);
            const Bitboard t = attacks(us, kind, from, occ) & notOwn;
            n += popcount(t) + popcount(t & zone) - popcount(t & mandatory);
        }
        while (inside) {
            const Square from = popLsb(inside);
            const Bitboard t = attacks(us, kind, from, occ) & notOwn;
            n += 2 * popcount(t) - popcount(t & mandatory);
        }
    }
    for (int kind = 8; kind < 15; ++kind) {
        Bitboard froms = pos.pieces(us, kind);
        while (froms) n += popcount(attacks(us, kind, popLsb(froms), occ) & notOwn);
    }
    const Bitboard kingTargets = attacks(us, King, pos.kingSquare(us), occ) & notOwn;
    n += popcount(kingTargets) + popcount(kingTargets & pos.promotedPieces(them));
    const Bitboard empty = ~occ;
    for (int t = 0; t < HandTypes; ++t)
        for (int pr = 0; pr < 2; ++pr)
            if (pos.handCount(us, PieceType(t), pr))
                n += popcount(empty & dropRegion(us, PieceType(t), pr));
    return n;
}

} // namespace ogi
