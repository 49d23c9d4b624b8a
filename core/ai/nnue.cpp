// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "nnue.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>

// The hot loops are written twice: with AVX2 intrinsics, used when the processor has AVX2
// (asked once, at the first evaluation), and as plain C++, which the compiler vectorises for
// the baseline (SSE2). A processor with AVX-VNNI also takes its byte products for the first
// hidden layer. OGI_NNUE_PLAIN (CMake's OGI_NNUE_SIMD=OFF) builds the plain loops alone, and
// OGI_NNUE_NO_VNNI (OGI_NNUE_SIMD=AVX2) stops at AVX2, so that a processor with more can run
// every path: the AddressSanitizer build runs the plain loops, and tst_nnue_avx2 (a copy of
// tst_nnue built with OGI_NNUE_NO_VNNI) the AVX2 ones.
//
// On x86-64 with every compiler. GCC and Clang (MinGW-w64 included) compile the AVX2
// functions with target attributes and ask the processor with __builtin_cpu_supports and
// CPUID. MSVC compiles AVX2 intrinsics without /arch flags, so the same functions need no
// attribute there; the processor and the operating system (which must save the YMM
// registers) are asked with __cpuid and _xgetbv. MSVC stops at AVX2: its AVX-VNNI path could
// not be built and run here, and the AVX2 one is the same code as GCC's.
#if !defined(OGI_NNUE_PLAIN) && !defined(__clang_analyzer__) &&                                    \
    (((defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)) ||                         \
     (defined(_MSC_VER) && !defined(__clang__) && defined(_M_X64)))
#define OGI_NNUE_AVX2
#include <immintrin.h>
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#define OGI_TARGET_AVX2
#define OGI_NNUE_MSVC
#ifndef OGI_NNUE_NO_VNNI
#define OGI_NNUE_NO_VNNI
#endif
#else
#include <cpuid.h>
#define OGI_TARGET_AVX2 __attribute__((target("avx2")))
#define OGI_TARGET_AVX2_VNNI __attribute__((target("avx2,avxvnni")))
#endif
#endif

// Loops of a fixed count that GCC otherwise keeps rolled (the registers' arrays then live in
// memory). Clang has its own spelling; MSVC has none.
#if defined(__clang__)
#define OGI_UNROLL_8 _Pragma("unroll 8")
#elif defined(__GNUC__)
#define OGI_UNROLL_8 _Pragma("GCC unroll 8")
#else
#define OGI_UNROLL_8
#endif

namespace ogi::ai::nnue {

namespace {

constexpr int HandCap[HandTypes] = {2, 2, 2, 4, 4, 4, 8};
constexpr int HandOffset[HandTypes] = {0, 2, 4, 6, 10, 14, 18};
static_assert(HandOffset[Pawn] + HandCap[Pawn] == HandGroup);

// out = in + the sum of the added rows - the sum of the removed rows.
void updateRowsPlain(const std::int16_t* in, std::int16_t* out, const Network& net,
                     const int* added, int addedCount, const int* removed, int removedCount) {
    const std::int16_t* weights = net.ftWeights.data();
    std::int16_t sum[Width];
    std::memcpy(sum, in, sizeof sum);
    for (int a = 0; a < addedCount; ++a) {
        const std::int16_t* row = weights + std::size_t(added[a]) * Width;
        for (int i = 0; i < Width; ++i) sum[i] = std::int16_t(sum[i] + row[i]);
    }
    for (int r = 0; r < removedCount; ++r) {
        const std::int16_t* row = weights + std::size_t(removed[r]) * Width;
        for (int i = 0; i < Width; ++i) sum[i] = std::int16_t(sum[i] - row[i]);
    }
    std::memcpy(out, sum, sizeof sum);
}

// A hidden layer: out[j] = clipped ((input . weights[j] + bias[j]) >> 6).
template <int Inputs, int Outputs>
void affinePlain(const std::uint8_t* input, const std::int8_t (*weights)[Inputs],
                 const std::int32_t* bias, std::uint8_t* out) {
    for (int j = 0; j < Outputs; ++j) {
        std::int32_t s = 0;
        for (int i = 0; i < Inputs; ++i) s += std::int32_t(input[i]) * weights[j][i];
        out[j] = std::uint8_t(std::clamp((s + bias[j]) >> 6, 0, 127));
    }
}

// The output neuron, after the hidden layers, with half of the linear part's difference.
int outputLayer(const Network& net, const std::uint8_t* h2, std::int32_t psqtDiff) {
    std::int64_t out = net.outBias + psqtDiff / 2;
    for (int i = 0; i < Hidden2; ++i) out += std::int32_t(h2[i]) * net.outWeights[i];
    return int(out * net.scale / (127 * 64));
}

#if defined(OGI_NNUE_AVX2)
// The layers with AVX2's byte products (vpmaddubsw): an input is at most 127 and a weight at
// least -128, so a pair of products never saturates 16 bits and the sums are exact: the
// result is the scalar code's, bit for bit.

// The totals of eight vectors of eight int32: lane k of the result is the sum of s[k]'s lanes.
OGI_TARGET_AVX2 inline __m256i sumEach(const __m256i* s) {
    const __m256i a =
        _mm256_hadd_epi32(_mm256_hadd_epi32(s[0], s[1]), _mm256_hadd_epi32(s[2], s[3]));
    const __m256i b =
        _mm256_hadd_epi32(_mm256_hadd_epi32(s[4], s[5]), _mm256_hadd_epi32(s[6], s[7]));
    // Each 128-bit half of a holds s[0..3]'s sums over that half; likewise b for s[4..7].
    return _mm256_add_epi32(_mm256_permute2x128_si256(a, b, 0x20),
                            _mm256_permute2x128_si256(a, b, 0x31));
}

// Eight neurons' ends: result[k] = clipped ((the total of sum[k] + bias[k]) >> 6).
OGI_TARGET_AVX2 inline void storeBlock(const __m256i* sum, const std::int32_t* bias,
                                       std::int32_t* result) {
    __m256i v =
        _mm256_add_epi32(sumEach(sum), _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bias)));
    v = _mm256_min_epi32(_mm256_max_epi32(_mm256_srai_epi32(v, 6), _mm256_setzero_si256()),
                         _mm256_set1_epi32(127));
    _mm256_store_si256(reinterpret_cast<__m256i*>(result), v);
}

// out[j] = clipped ((input . weights[j] + bias[j]) >> 6) for Outputs neurons whose rows of
// Inputs int8 weights follow each other; Inputs a multiple of 32, Outputs of 8.
template <int Inputs, int Outputs>
OGI_TARGET_AVX2 void affineAvx2(const std::uint8_t* input, const std::int8_t* weights,
                                const std::int32_t* bias, std::uint8_t* out) {
    const __m256i ones = _mm256_set1_epi16(1);
    alignas(32) std::int32_t result[Outputs];
    for (int j = 0; j < Outputs; j += 8) {
        __m256i sum[8];
        OGI_UNROLL_8
        for (__m256i& v : sum) v = _mm256_setzero_si256();
        for (int i = 0; i < Inputs; i += 32) {
            const __m256i x = _mm256_load_si256(reinterpret_cast<const __m256i*>(input + i));
            OGI_UNROLL_8
            for (int k = 0; k < 8; ++k) {
                const __m256i w = _mm256_loadu_si256(
                    reinterpret_cast<const __m256i*>(weights + std::size_t(j + k) * Inputs + i));
                sum[k] =
                    _mm256_add_epi32(sum[k], _mm256_madd_epi16(_mm256_maddubs_epi16(x, w), ones));
            }
        }
        storeBlock(sum, bias + j, result + j);
    }
    for (int j = 0; j < Outputs; ++j) out[j] = std::uint8_t(result[j]);
}

// affineAvx2 with AVX-VNNI's vpdpbusd, which does the byte products and their sums in one
// instruction instead of three; the sums are exact, so the result is the same. Only the first
// layer, where nearly all the products are, takes it.
#if !defined(OGI_NNUE_NO_VNNI)
template <int Inputs, int Outputs>
OGI_TARGET_AVX2_VNNI void affineVnni(const std::uint8_t* input, const std::int8_t* weights,
                                     const std::int32_t* bias, std::uint8_t* out) {
    alignas(32) std::int32_t result[Outputs];
    for (int j = 0; j < Outputs; j += 8) {
        __m256i sum[8];
        OGI_UNROLL_8
        for (__m256i& v : sum) v = _mm256_setzero_si256();
        for (int i = 0; i < Inputs; i += 32) {
            const __m256i x = _mm256_load_si256(reinterpret_cast<const __m256i*>(input + i));
            OGI_UNROLL_8
            for (int k = 0; k < 8; ++k)
                sum[k] =
                    _mm256_dpbusd_avx_epi32(sum[k], x,
                                            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(
                                                weights + std::size_t(j + k) * Inputs + i)));
        }
        storeBlock(sum, bias + j, result + j);
    }
    for (int j = 0; j < Outputs; ++j) out[j] = std::uint8_t(result[j]);
}
#endif

// The accumulator's values clipped to [0, 127], as bytes.
OGI_TARGET_AVX2 void clipAvx2(const std::int16_t* acc, std::uint8_t* out) {
    for (int i = 0; i < Width; i += 32) {
        const __m256i a = _mm256_load_si256(reinterpret_cast<const __m256i*>(acc + i));
        const __m256i b = _mm256_load_si256(reinterpret_cast<const __m256i*>(acc + i + 16));
        // packus works within 128-bit halves: the quadwords come out as a0 b0 a1 b1.
        __m256i v = _mm256_min_epu8(_mm256_packus_epi16(a, b), _mm256_set1_epi8(127));
        v = _mm256_permute4x64_epi64(v, 0xd8);
        _mm256_store_si256(reinterpret_cast<__m256i*>(out + i), v);
    }
}

// updateRows with the sums kept in registers, half of the accumulator at a time (eight
// registers of sixteen values), instead of going through memory for each row.
OGI_TARGET_AVX2 void updateRowsAvx2(const std::int16_t* in, std::int16_t* out, const Network& net,
                                    const int* added, int addedCount, const int* removed,
                                    int removedCount) {
    constexpr int Lanes = 16, Registers = 8;
    const std::int16_t* weights = net.ftWeights.data();
    for (int half = 0; half < Width; half += Lanes * Registers) {
        __m256i v[Registers];
        OGI_UNROLL_8
        for (int k = 0; k < Registers; ++k)
            v[k] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + half + k * Lanes));
        for (int a = 0; a < addedCount; ++a) {
            const std::int16_t* row = weights + std::size_t(added[a]) * Width + half;
            OGI_UNROLL_8
            for (int k = 0; k < Registers; ++k)
                v[k] = _mm256_add_epi16(
                    v[k], _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + k * Lanes)));
        }
        for (int r = 0; r < removedCount; ++r) {
            const std::int16_t* row = weights + std::size_t(removed[r]) * Width + half;
            OGI_UNROLL_8
            for (int k = 0; k < Registers; ++k)
                v[k] = _mm256_sub_epi16(
                    v[k], _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + k * Lanes)));
        }
        OGI_UNROLL_8
        for (int k = 0; k < Registers; ++k)
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + half + k * Lanes), v[k]);
    }
}

// The layers after the accumulator, with FirstLayer for the first hidden layer (affineAvx2
// or affineVnni; the latter is called, not inlined, from this AVX2 function).
using FirstLayerFn = void (*)(const std::uint8_t*, const std::int8_t*, const std::int32_t*,
                              std::uint8_t*);
template <FirstLayerFn FirstLayer>
OGI_TARGET_AVX2 int propagateSimd(const Network& net, const std::int16_t* us,
                                  const std::int16_t* them, std::int32_t psqtDiff) {
    alignas(64) std::uint8_t input[2 * Width];
    clipAvx2(us, input);
    clipAvx2(them, input + Width);
    alignas(64) std::uint8_t h1[Hidden1];
    FirstLayer(input, &net.l1Weights[0][0], net.l1Bias, h1);
    alignas(64) std::uint8_t h2[Hidden2];
    affineAvx2<Hidden1, Hidden2>(h1, &net.l2Weights[0][0], net.l2Bias, h2);
    return outputLayer(net, h2, psqtDiff);
}

enum class Simd { None, Avx2, Vnni };

#if defined(OGI_NNUE_MSVC)
// AVX2: CPUID leaf 7 EBX bit 5, with AVX and OSXSAVE (leaf 1 ECX bits 28 and 27) and the
// operating system saving the SSE and AVX registers (XCR0 bits 1 and 2).
bool hasAvx2() {
    int r[4];
    __cpuid(r, 0);
    if (r[0] < 7) return false;
    __cpuid(r, 1);
    const int osxsaveAvx = (1 << 27) | (1 << 28);
    if ((r[2] & osxsaveAvx) != osxsaveAvx || (_xgetbv(0) & 6) != 6) return false;
    __cpuidex(r, 7, 0);
    return (r[1] & (1 << 5)) != 0;
}
#else
bool hasAvx2() {
    return __builtin_cpu_supports("avx2");
}
#endif

// What this processor offers, asked once. AVX-VNNI is CPUID leaf 7, subleaf 1, EAX bit 4
// (asked directly: clang 14's __builtin_cpu_supports does not know it).
Simd simd() {
    static const Simd level = [] {
        if (!hasAvx2()) return Simd::None;
#if defined(OGI_NNUE_NO_VNNI)
        return Simd::Avx2;
#else
        unsigned a = 0, b = 0, c = 0, d = 0;
        const bool vnni = __get_cpuid_count(7, 1, &a, &b, &c, &d) && (a & (1u << 4)) != 0;
        return vnni ? Simd::Vnni : Simd::Avx2;
#endif
    }();
    return level;
}
#endif

// out = in + the sum of the added rows - the sum of the removed rows; the same for the
// linear part's values.
void updateRows(const std::int16_t* in, std::int16_t* out, const Network& net, const int* added,
                int addedCount, const int* removed, int removedCount, std::int32_t psqtIn,
                std::int32_t* psqtOut) {
#if defined(OGI_NNUE_AVX2)
    if (simd() != Simd::None)
        updateRowsAvx2(in, out, net, added, addedCount, removed, removedCount);
    else
#endif
        updateRowsPlain(in, out, net, added, addedCount, removed, removedCount);
    for (int a = 0; a < addedCount; ++a) psqtIn += net.psqtWeights[std::size_t(added[a])];
    for (int r = 0; r < removedCount; ++r) psqtIn -= net.psqtWeights[std::size_t(removed[r])];
    *psqtOut = psqtIn;
}

// The layers after the accumulator: its two halves (side to move first) and the linear
// part's difference (ours - theirs) to centipawns.
int propagate(const Network& net, const std::int16_t* us, const std::int16_t* them,
              std::int32_t psqtDiff) {
#if defined(OGI_NNUE_AVX2)
#if !defined(OGI_NNUE_NO_VNNI)
    if (simd() == Simd::Vnni)
        return propagateSimd<affineVnni<2 * Width, Hidden1>>(net, us, them, psqtDiff);
#endif
    if (simd() == Simd::Avx2)
        return propagateSimd<affineAvx2<2 * Width, Hidden1>>(net, us, them, psqtDiff);
#endif
    alignas(64) std::uint8_t input[2 * Width];
    for (int i = 0; i < Width; ++i) {
        input[i] = std::uint8_t(std::clamp<int>(us[i], 0, 127));
        input[Width + i] = std::uint8_t(std::clamp<int>(them[i], 0, 127));
    }
    alignas(64) std::uint8_t h1[Hidden1];
    affinePlain<2 * Width, Hidden1>(input, net.l1Weights, net.l1Bias, h1);
    alignas(64) std::uint8_t h2[Hidden2];
    affinePlain<Hidden1, Hidden2>(h1, net.l2Weights, net.l2Bias, h2);
    return outputLayer(net, h2, psqtDiff);
}

// Little-endian reading of the weights file (whose size is checked before).
class Reader {
public:
    explicit Reader(const std::uint8_t* data) : m_data(data) {}
    template <class T> void read(T* out, std::size_t count) {
        for (std::size_t i = 0; i < count; ++i) {
            std::make_unsigned_t<T> v = 0;
            for (std::size_t b = 0; b < sizeof(T); ++b)
                v = std::make_unsigned_t<T>(v | std::make_unsigned_t<T>(m_data[m_pos + b])
                                                    << (8 * b));
            out[i] = T(v);
            m_pos += sizeof(T);
        }
    }
    template <class T> T get() {
        T v;
        read(&v, 1);
        return v;
    }

private:
    const std::uint8_t* m_data;
    std::size_t m_pos = 0;
};

constexpr std::size_t HeaderSize = 8 + 4 + 4 + 2 + 2 + 2 + 2;

} // namespace

const char* instructionSet() {
#if defined(OGI_NNUE_AVX2)
    switch (simd()) {
    case Simd::Vnni: return "AVX-VNNI";
    case Simd::Avx2: return "AVX2";
    case Simd::None: break;
    }
#endif
    return "plain C++";
}

Orientation orientation(Side perspective, int kingSq) {
    if (kingSq >= 64) kingSq = perspective == Sente ? SQ_E1 : SQ_E8;
    Orientation o;
    o.flip = perspective == Sente ? 0 : 63;
    int sq = kingSq ^ o.flip;
    if (fileOf(sq) >= 4) {
        o.flip ^= 7;
        sq ^= 7;
    }
    o.bucket = rankOf(sq) >= 1 ? 2 : fileOf(sq) <= 1 ? 0 : 1;
    return o;
}

int boardFeature(Side perspective, Orientation o, Piece pc, int sq) {
    const int piece = (sideOf(pc) != perspective ? 15 : 0) + kindOf(pc);
    return o.bucket * FeaturesPerBucket + piece * 64 + (sq ^ o.flip);
}

int handFeature(Side perspective, Orientation o, Side side, PieceType t, bool promoted, int count) {
    const int group = (side != perspective ? 2 : 0) + (promoted ? 1 : 0);
    return o.bucket * FeaturesPerBucket + BoardFeatures + group * HandGroup + HandOffset[t] +
           std::min(count, HandCap[t]) - 1;
}

int activeFeatures(const Position& pos, Side perspective, int* out) {
    const Orientation o = orientation(
        perspective, pos.hasKing(perspective) ? int(pos.kingSquare(perspective)) : int(SQ_NONE));
    int n = 0;
    for (Bitboard b = pos.occupied(); b; b &= b - 1) {
        const int sq = std::countr_zero(b);
        out[n++] = boardFeature(perspective, o, pos.pieceOn(sq), sq);
    }
    for (Side s : {Sente, Gote})
        for (int t = 0; t < HandTypes; ++t)
            for (bool pr : {false, true})
                for (int c = 1; c <= pos.handCount(s, PieceType(t), pr); ++c)
                    out[n++] = handFeature(perspective, o, s, PieceType(t), pr, c);
    return n;
}

std::uint64_t checksum(const std::uint8_t* data, std::size_t size) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (std::size_t i = 0; i < size; ++i) {
        h ^= data[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::size_t Network::fileSize() {
    return HeaderSize + 2 * Width + 2 * std::size_t(Features) * Width + 4 * std::size_t(Features) +
           4 * Hidden1 + Hidden1 * 2 * Width + 4 * Hidden2 + Hidden2 * Hidden1 + 4 + Hidden2 + 8;
}

std::unique_ptr<Network> Network::fromBytes(const std::uint8_t* data, std::size_t size,
                                            std::string* error) {
    auto fail = [&](std::string why) {
        if (error) *error = std::move(why);
        return std::unique_ptr<Network>();
    };
    if (size < sizeof FileMagic || std::memcmp(data, FileMagic, sizeof FileMagic) != 0)
        return fail("not an Ogi NNUE weights file (no OGI-NNUE header)");
    if (size < HeaderSize)
        return fail("weights file truncated: " + std::to_string(size) + " bytes");
    Reader in(data + sizeof FileMagic);
    const auto version = in.get<std::uint32_t>();
    if (version != FileVersion)
        return fail("weights file version " + std::to_string(version) + ", this engine reads " +
                    std::to_string(FileVersion));
    const auto features = in.get<std::uint32_t>();
    const auto width = in.get<std::uint16_t>();
    const auto h1 = in.get<std::uint16_t>();
    const auto h2 = in.get<std::uint16_t>();
    const auto scale = in.get<std::uint16_t>();
    if (features != Features || width != Width || h1 != Hidden1 || h2 != Hidden2)
        return fail("network of another shape (" + std::to_string(features) + " features, " +
                    std::to_string(width) + "-" + std::to_string(h1) + "-" + std::to_string(h2) +
                    "), this engine reads " + std::to_string(Features) + ", " +
                    std::to_string(Width) + "-" + std::to_string(Hidden1) + "-" +
                    std::to_string(Hidden2));
    if (size != fileSize())
        return fail("weights file truncated or too long: " + std::to_string(size) +
                    " bytes instead of " + std::to_string(fileSize()));
    const std::uint64_t sum = checksum(data, size - 8);
    Reader tail(data + size - 8);
    if (tail.get<std::uint64_t>() != sum) return fail("weights file damaged (checksum mismatch)");
    if (scale == 0) return fail("weights file has a zero scale");

    auto net = std::make_unique<Network>();
    net->scale = scale;
    net->ftWeights.resize(std::size_t(Features) * Width);
    in.read(net->ftBias, Width);
    in.read(net->ftWeights.data(), net->ftWeights.size());
    net->psqtWeights.resize(std::size_t(Features));
    in.read(net->psqtWeights.data(), net->psqtWeights.size());
    in.read(net->l1Bias, Hidden1);
    in.read(&net->l1Weights[0][0], std::size_t(Hidden1) * 2 * Width);
    in.read(net->l2Bias, Hidden2);
    in.read(&net->l2Weights[0][0], std::size_t(Hidden2) * Hidden1);
    net->outBias = in.get<std::int32_t>();
    in.read(net->outWeights, Hidden2);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(sum));
    net->m_name = "ogi-" + std::string(hex, 12) + ".nnue";
    return net;
}

std::unique_ptr<Network> Network::fromFile(const std::string& path, std::string* error) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        if (error) *error = "cannot open " + path;
        return nullptr;
    }
    // Read at most one byte more than a network needs: a longer file is refused anyway.
    std::vector<std::uint8_t> bytes(fileSize() + 1);
    file.read(reinterpret_cast<char*>(bytes.data()), std::streamsize(bytes.size()));
    bytes.resize(std::size_t(file.gcount()));
    std::string why;
    auto net = fromBytes(bytes.data(), bytes.size(), &why);
    if (!net && error) *error = path + ": " + why;
    return net;
}

AccumulatorStack::AccumulatorStack() : m_entries(new Entry[Capacity]) {}

void AccumulatorStack::reset(const Position& pos, const Network& net) {
    m_net = &net;
    m_top = 0;
    Entry& e = m_entries[0];
    for (Side p : {Sente, Gote}) {
        e.orient[p] = orientation(p, pos.hasKing(p) ? int(pos.kingSquare(p)) : int(SQ_NONE));
        refresh(pos, e, p);
    }
}

void AccumulatorStack::push(const Position& pos, Move m) {
    const Entry& prev = m_entries[m_top];
    Entry& e = m_entries[++m_top];
    e.computed[0] = e.computed[1] = false;
    e.orient[0] = prev.orient[0];
    e.orient[1] = prev.orient[1];
    Dirty& d = e.dirty;
    const Side us = pos.sideToMove();
    d.addedSq = std::uint8_t(m.to());
    if (m.isDrop()) {
        d.removed = 0;
        d.addedPiece = makePiece(us, m.dropKind());
        d.handChange = true;
        d.handAdded = false;
        d.handSide = us;
        d.handType = m.dropType();
        d.handPromoted = m.dropPromoted();
        d.handCount = pos.handCount(us, m.dropType(), m.dropPromoted());
        return;
    }
    const Piece p = pos.pieceOn(m.from());
    const Piece captured = pos.pieceOn(m.to());
    d.removedPiece[0] = p;
    d.removedSq[0] = std::uint8_t(m.from());
    d.removed = 1;
    d.addedPiece = m.promotes() ? Piece(p | 8) : p;
    d.handChange = false;
    if (captured != NoPiece) {
        d.removedPiece[1] = captured;
        d.removedSq[1] = std::uint8_t(m.to());
        d.removed = 2;
        if (typeOf(captured) == King) {
            e.orient[opposite(us)] = orientation(opposite(us), SQ_NONE);
        } else {
            d.handChange = true;
            d.handAdded = true;
            d.handSide = us;
            d.handType = typeOf(captured);
            d.handPromoted = m.keepsPromoted();
            d.handCount = pos.handCount(us, typeOf(captured), m.keepsPromoted()) + 1;
        }
    }
    if (typeOf(p) == King) e.orient[us] = orientation(us, m.to());
}

void AccumulatorStack::refresh(const Position& pos, Entry& e, Side p) {
    int features[MaxActive];
    const int n = activeFeatures(pos, p, features);
    updateRows(m_net->ftBias, e.acc[p], *m_net, features, n, nullptr, 0, 0, &e.psqt[p]);
    e.computed[p] = true;
}

void AccumulatorStack::apply(const Entry& prev, Entry& e, Side p) {
    const Dirty& d = e.dirty;
    const Orientation o = e.orient[p];
    int added[2], removed[3];
    int na = 0, nr = 0;
    added[na++] = boardFeature(p, o, d.addedPiece, d.addedSq);
    for (int i = 0; i < d.removed; ++i)
        removed[nr++] = boardFeature(p, o, d.removedPiece[i], d.removedSq[i]);
    if (d.handChange) {
        const int f = handFeature(p, o, d.handSide, d.handType, d.handPromoted, d.handCount);
        if (d.handAdded)
            added[na++] = f;
        else
            removed[nr++] = f;
    }
    updateRows(prev.acc[p], e.acc[p], *m_net, added, na, removed, nr, prev.psqt[p], &e.psqt[p]);
    e.computed[p] = true;
}

void AccumulatorStack::update(const Position& pos, Side p) {
    if (m_entries[m_top].computed[p]) return;
    // Back to the last computed accumulator, unless this side's view changed on the way
    // (its King moved to another bucket or half of the board): then afresh, from pos.
    int k = m_top;
    while (!m_entries[k].computed[p]) {
        if (k == 0 || !(m_entries[k].orient[p] == m_entries[k - 1].orient[p])) {
            refresh(pos, m_entries[m_top], p);
            return;
        }
        --k;
    }
    for (int i = k + 1; i <= m_top; ++i) apply(m_entries[i - 1], m_entries[i], p);
}

int AccumulatorStack::evaluate(const Position& pos) {
    update(pos, Sente);
    update(pos, Gote);
    const Entry& e = m_entries[m_top];
    const Side us = pos.sideToMove();
    return propagate(*m_net, e.acc[us], e.acc[opposite(us)], e.psqt[us] - e.psqt[opposite(us)]);
}

} // namespace ogi::ai::nnue
