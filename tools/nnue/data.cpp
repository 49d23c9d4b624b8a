// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <fstream>

namespace ogi::nnuetools {

namespace {

constexpr int MaxCodes = 36; // 5-bit codes in bytes 8..30

void putLE(std::uint8_t* p, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) p[i] = std::uint8_t(v >> (8 * i));
}

std::uint64_t getLE(const std::uint8_t* p, int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= std::uint64_t(p[i]) << (8 * i);
    return v;
}

void putCode(std::uint8_t* codes, int i, int code) {
    for (int b = 0; b < 5; ++b)
        if (code & (1 << b)) codes[(5 * i + b) / 8] |= std::uint8_t(1 << ((5 * i + b) % 8));
}

int getCode(const std::uint8_t* codes, int i) {
    int code = 0;
    for (int b = 0; b < 5; ++b)
        if (codes[(5 * i + b) / 8] & (1 << ((5 * i + b) % 8))) code |= 1 << b;
    return code;
}

} // namespace

bool packSample(const Sample& s, std::uint8_t out[RecordSize]) {
    std::memset(out, 0, RecordSize);
    const Position& pos = s.position;
    const Bitboard occ = pos.occupied();
    putLE(out, occ, 8);
    std::uint8_t* codes = out + 8;
    int n = 0;
    for (Bitboard b = occ; b; b &= b - 1) {
        if (n == MaxCodes) return false;
        putCode(codes, n++, pos.pieceOn(std::countr_zero(b)));
    }
    int handCodes = 0;
    for (Side side : {Sente, Gote})
        for (int t = 0; t < HandTypes; ++t)
            for (int pr = 0; pr < 2; ++pr)
                for (int c = 0; c < pos.handCount(side, PieceType(t), pr != 0); ++c) {
                    if (n == MaxCodes) return false;
                    putCode(codes, n++, (side << 4) | (pr << 3) | t);
                    ++handCodes;
                }
    out[31] = std::uint8_t(handCodes | (pos.sideToMove() == Gote ? 0x80 : 0));
    putLE(out + 32, std::uint16_t(std::int16_t(std::clamp(s.score, -32000, 32000))), 2);
    out[34] = std::uint8_t(std::int8_t(std::clamp(s.result, -1, 1)));
    putLE(out + 36, std::uint16_t(std::clamp(pos.ply(), 0, 65535)), 2);
    putLE(out + 38, std::uint16_t(std::clamp(pos.quietPlies(), 0, 65535)), 2);
    return true;
}

bool unpackSample(const std::uint8_t in[RecordSize], Sample& out) {
    Position pos;
    const Bitboard occ = getLE(in, 8);
    const int handCodes = in[31] & 0x3f;
    if (std::popcount(occ) + handCodes > MaxCodes) return false;
    const std::uint8_t* codes = in + 8;
    int n = 0;
    for (Bitboard b = occ; b; b &= b - 1) {
        const int code = getCode(codes, n++);
        if ((code & 15) == 15) return false; // a promoted King
        pos.setPiece(std::countr_zero(b), Piece(code));
    }
    int hand[2][HandTypes][2] = {};
    for (int i = 0; i < handCodes; ++i) {
        const int code = getCode(codes, n++);
        if ((code & 7) >= HandTypes) return false;
        ++hand[code >> 4][code & 7][(code >> 3) & 1];
    }
    for (Side side : {Sente, Gote})
        for (int t = 0; t < HandTypes; ++t)
            for (int pr = 0; pr < 2; ++pr)
                if (hand[side][t][pr])
                    pos.setHandCount(side, PieceType(t), pr != 0, hand[side][t][pr]);
    pos.setSideToMove(in[31] & 0x80 ? Gote : Sente);
    pos.setPly(int(getLE(in + 36, 2)));
    out.position = pos;
    out.score = std::int16_t(getLE(in + 32, 2));
    out.result = std::int8_t(in[34]);
    return out.result >= -1 && out.result <= 1;
}

void writeDataHeader(std::ostream& out) {
    std::uint8_t header[DataHeaderSize] = {};
    std::memcpy(header, DataMagic, sizeof DataMagic);
    putLE(header + 8, DataVersion, 4);
    putLE(header + 12, RecordSize, 4);
    out.write(reinterpret_cast<const char*>(header), sizeof header);
}

bool readDataFile(const std::string& path, std::vector<std::uint8_t>& records, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        *error = path + ": cannot be read";
        return false;
    }
    std::uint8_t header[DataHeaderSize];
    if (!in.read(reinterpret_cast<char*>(header), sizeof header) ||
        std::memcmp(header, DataMagic, sizeof DataMagic) != 0) {
        *error = path + ": not an ogi-nnue data file (no OGI-DATA header)";
        return false;
    }
    if (getLE(header + 8, 4) != DataVersion || getLE(header + 12, 4) != RecordSize) {
        *error = path + ": data version " + std::to_string(getLE(header + 8, 4)) +
                 " with records of " + std::to_string(getLE(header + 12, 4)) +
                 " bytes; this tool reads version 1, 40 bytes";
        return false;
    }
    const std::size_t old = records.size();
    in.seekg(0, std::ios::end);
    const std::size_t bytes = std::size_t(in.tellg()) - DataHeaderSize;
    in.seekg(DataHeaderSize);
    records.resize(old + bytes / RecordSize * RecordSize);
    in.read(reinterpret_cast<char*>(records.data() + old), std::streamsize(records.size() - old));
    if (!in) {
        *error = path + ": read failed";
        return false;
    }
    return true;
}

} // namespace ogi::nnuetools
