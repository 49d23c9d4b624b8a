// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// NNUE: an evaluation learned end to end, updated incrementally as the search moves.
//
// Features (HalfKA with King buckets and mirroring, both perspectives). Each side's half of
// the accumulator sees the board from that side: Gote's view is the board turned half a turn
// (square ^ 63), and when that side's King stands on files e-h the view is also mirrored
// left-right (square ^ 7; Ōgi's moves are symmetric, so a mirrored position is worth the
// same). The King's square in that view picks one of three buckets: rank 1 on files a-b
// (a castle in the corner), rank 1 on files c-d (at home), any higher rank (out in the
// open). Per bucket:
//   board: (own or enemy, kind 0-14, square)         30 x 64 = 1920
//   hands: (own or enemy, promoted or not, type, n)   2 x 2 x 26 = 104
// where a hand of n pieces of a type is n features "the k-th piece", k = 1..n, the k-th
// capped at 2 for the Princess, Rook and Bishop, 4 for Silver, Knight and Lance, 8 for the
// Pawn (a ninth Pawn adds the eighth feature once more). 3 x 2024 = 6072 features.
//
// The network: 6072 -> 256 (feature transformer, int16, one half per perspective) ->
// clipped ReLU of both halves, side to move first (512 x uint8) -> 32 (int8 weights, int32
// sums >> 6, clipped ReLU) -> 32 (same) -> 1. Activations are in 1/127, hidden weights in
// 1/64, so that the output of the last layer divided by 127 * 64 is the float network's
// value; times the file's scale it is centipawns. The file format is in tools/nnue/README.md.
#pragma once

#include "rules/position.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ogi::ai::nnue {

constexpr int KingBuckets = 3;
constexpr int BoardFeatures = 30 * 64;
constexpr int HandGroup = 26; // one side's hand pieces of one promoted state
constexpr int HandFeatures = 4 * HandGroup;
constexpr int FeaturesPerBucket = BoardFeatures + HandFeatures;
constexpr int Features = KingBuckets * FeaturesPerBucket;
constexpr int Width = 256; // per perspective
constexpr int Hidden1 = 32;
constexpr int Hidden2 = 32;
constexpr int FileVersion = 2;
constexpr char FileMagic[8] = {'O', 'G', 'I', '-', 'N', 'N', 'U', 'E'};
// The most features one perspective can have active: every square occupied and full hands
// (more than any game reaches; edited positions stay within it).
constexpr int MaxActive = 64 + 2 * 2 * 7 * 19;

// How one side sees the board: the King bucket and the square transform (0, 7, 56 or 63).
struct Orientation {
    int bucket = 0;
    int flip = 0;
    bool operator==(const Orientation&) const = default;
};
// kingSq may be SQ_NONE (a King captured): the home square is used.
Orientation orientation(Side perspective, int kingSq);
int boardFeature(Side perspective, Orientation o, Piece pc, int sq);
// The feature of the count-th piece (count >= 1) of (type, promoted) in side's hand.
int handFeature(Side perspective, Orientation o, Side side, PieceType t, bool promoted, int count);
// Every active feature of pos seen from perspective; returns how many (at most MaxActive).
int activeFeatures(const Position& pos, Side perspective, int* out);

// A quantised network, as the engine uses it.
class Network {
public:
    // Reads a weights file's bytes; null with the reason in *error when they are not a
    // network of this version and architecture (or are truncated or damaged).
    static std::unique_ptr<Network> fromBytes(const std::uint8_t* data, std::size_t size,
                                              std::string* error);
    static std::unique_ptr<Network> fromFile(const std::string& path, std::string* error);
    // The file's name as the trainer writes it: ogi-<12 hex digits of its checksum>.nnue.
    const std::string& name() const { return m_name; }
    // The size in bytes of a weights file of this architecture.
    static std::size_t fileSize();

    std::int16_t ftBias[Width];
    std::vector<std::int16_t> ftWeights; // Features rows of Width
    // The linear part: one value per feature, summed per perspective beside the accumulator
    // and added to the output as (ours - theirs) / 2, in the output's raw units. Material
    // and the plain worth of a square are learnt here, where no clipping flattens them.
    std::vector<std::int32_t> psqtWeights; // Features values
    std::int32_t l1Bias[Hidden1];
    std::int8_t l1Weights[Hidden1][2 * Width];
    std::int32_t l2Bias[Hidden2];
    std::int8_t l2Weights[Hidden2][Hidden1];
    std::int32_t outBias = 0;
    std::int8_t outWeights[Hidden2];
    int scale = 400; // centipawns per unit of the float network's output

private:
    std::string m_name;
};

// The network built into the program (null when none is).
const Network* builtinNetwork();

// The instructions the network's layers use on this processor: "AVX-VNNI", "AVX2" or
// "plain C++" (asked of the processor once). ogi-engine's bench reports it with the speed.
const char* instructionSet();

// FNV-1a, 64 bits: the weights file's checksum.
std::uint64_t checksum(const std::uint8_t* data, std::size_t size);

// The accumulators of the positions on the search's path, updated lazily: a move only
// records what changed, and the sums are brought up to date when a position is evaluated.
class AccumulatorStack {
public:
    static constexpr int Capacity = 160; // more than the search's deepest path
    AccumulatorStack();
    // The root: everything is computed afresh.
    void reset(const Position& pos, const Network& net);
    // Before pos.doMove(m) / after pos.undoMove(m). A null move needs neither.
    void push(const Position& pos, Move m);
    void pop() { --m_top; }
    // pos's score for the side to move, in centipawns (pos is the position on top).
    int evaluate(const Position& pos);

private:
    struct Dirty {
        Piece removedPiece[2];
        std::uint8_t removedSq[2];
        int removed = 0;
        Piece addedPiece;
        std::uint8_t addedSq;
        // A hand change: the count-th piece of (type, promoted) added to or taken from side.
        bool handChange = false, handAdded = false;
        Side handSide;
        PieceType handType;
        bool handPromoted;
        int handCount;
    };
    struct alignas(64) Entry {
        std::int16_t acc[2][Width];
        std::int32_t psqt[2];
        bool computed[2];
        Orientation orient[2];
        Dirty dirty;
    };
    void refresh(const Position& pos, Entry& e, Side p);
    void apply(const Entry& prev, Entry& e, Side p);
    void update(const Position& pos, Side p);

    const Network* m_net = nullptr;
    std::unique_ptr<Entry[]> m_entries;
    int m_top = 0;
};

} // namespace ogi::ai::nnue
