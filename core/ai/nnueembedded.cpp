// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in network: the weights file of core/ai/nets, carried by the program in the
// source that CMake generates from it at build time (cmake/embed-words.cmake, which says why
// 32-bit words), OGI_NNUE_BUILTIN set. Its name (ogi-<checksum>.nnue) comes from its bytes.
#include "nnue.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#ifdef OGI_NNUE_BUILTIN
namespace ogi::ai::nnue::embedded {
extern const std::uint32_t words[];
extern const std::size_t size;
} // namespace ogi::ai::nnue::embedded
#endif

namespace ogi::ai::nnue {

const Network* builtinNetwork() {
#ifdef OGI_NNUE_BUILTIN
    static const std::unique_ptr<Network> net = [] {
        // Four bytes to a word, the first in the low bits: on a little-endian processor the
        // words' memory holds the bytes in order, and is read as it is.
        if constexpr (std::endian::native == std::endian::little) {
            return Network::fromBytes(reinterpret_cast<const std::uint8_t*>(embedded::words),
                                      embedded::size, nullptr);
        } else {
            std::vector<std::uint8_t> bytes(embedded::size);
            for (std::size_t i = 0; i < bytes.size(); ++i)
                bytes[i] = std::uint8_t(embedded::words[i / 4] >> (8 * (i % 4)));
            return Network::fromBytes(bytes.data(), bytes.size(), nullptr);
        }
    }();
    return net.get();
#else
    return nullptr;
#endif
}

} // namespace ogi::ai::nnue
