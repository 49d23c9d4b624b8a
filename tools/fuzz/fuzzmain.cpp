// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One libFuzzer executable per target: OGI_FUZZ_TARGET names the function.
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return ogi::fuzz::OGI_FUZZ_TARGET(data, size);
}
