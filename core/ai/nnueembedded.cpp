// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in network: the weights file of core/ai/nets, assembled into the program as it
// is (CMake passes its path as OGI_NNUE_NET).
#include "nnue.h"

#include <cstddef>
#include <cstdint>

#ifdef OGI_NNUE_NET
// clang-format off
__asm__(".section .rodata\n"
        ".balign 64\n"
        ".globl ogiNnueBuiltin\n"
        "ogiNnueBuiltin:\n"
        ".incbin \"" OGI_NNUE_NET "\"\n"
        ".globl ogiNnueBuiltinEnd\n"
        "ogiNnueBuiltinEnd:\n"
        ".byte 0\n"
        ".previous\n");
// clang-format on
extern "C" const std::uint8_t ogiNnueBuiltin[];
extern "C" const std::uint8_t ogiNnueBuiltinEnd[];
#endif

namespace ogi::ai::nnue {

const Network* builtinNetwork() {
#ifdef OGI_NNUE_NET
    static const std::unique_ptr<Network> net = Network::fromBytes(
        ogiNnueBuiltin, std::size_t(ogiNnueBuiltinEnd - ogiNnueBuiltin), nullptr);
    return net.get();
#else
    return nullptr;
#endif
}

} // namespace ogi::ai::nnue
