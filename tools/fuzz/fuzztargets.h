// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The fuzz targets, shared by the libFuzzer executables (clang) and the regression test that
// replays every kept input (tests/fuzz). Each one returns normally on any input; a problem is
// an abort (a failed consistency check) or a sanitizer report.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ogi::fuzz {

int sfen(const std::uint8_t* data, std::size_t size);
int moveText(const std::uint8_t* data, std::size_t size);
int record(const std::uint8_t* data, std::size_t size);
int engineCommands(const std::uint8_t* data, std::size_t size);
int usiCodec(const std::uint8_t* data, std::size_t size);

} // namespace ogi::fuzz
