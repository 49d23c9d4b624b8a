// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Registers the artwork resource (:/pieces, :/board, :/icons) and the puzzles
// (:/puzzles/tsume.txt).  Linking ogi_resources normally registers them
// automatically; calling this is harmless and guarantees it, e.g. before the
// first QSvgRenderer is made.
void ogiInitResources();
