// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What differs between two versions of a record, counted as a player would say it: moves
// and variations, comments, arrows and circles, the analysis, the game's details. The
// recovery offer names the unsaved changes to a file with it: "(1 comment, 1 arrow)".
#pragma once

#include "rules/record.h"

#include <QString>

namespace ogi {

struct RecordChanges {
    int moves = 0;         // moves of the main line added, taken away or replaced
    int variations = 0;    // variations added or deleted
    int comments = 0;      // comments written, changed or erased
    int arrows = 0;        // arrows drawn or erased
    int circles = 0;       // circles drawn or erased
    bool analysis = false; // evaluations, better moves or ?/?? marks differ
    bool details = false;  // the game's details differ (players, event, result…)

    bool any() const;
    // "1 comment, 1 arrow" in the interface language; empty when nothing differs.
    QString text() const;
};

// What `after` changes in `before` (moves are matched by their place in the tree).
RecordChanges compareRecords(const Record& before, const Record& after);

} // namespace ogi
