// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/recordchanges.h"

#include "rules/shapes.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace ogi {

namespace {

// A tr() that lupdate files under the same context as the run-time lookup.
struct RecordChangesText {
    Q_DECLARE_TR_FUNCTIONS(ogi::RecordChanges)
};

std::vector<BoardShape> shapesIn(const Annotations& annotations, bool arrows) {
    std::vector<BoardShape> shapes;
    for (const auto& [key, value] : annotations) {
        if (key != (arrows ? "cal" : "csl")) continue;
        const auto read = arrows ? parseArrowsValue(value) : parseCirclesValue(value);
        if (read) shapes.insert(shapes.end(), read->begin(), read->end());
    }
    return shapes;
}

// Shapes in one list and not in the other, both ways: a shape recoloured counts once.
int shapesDiffer(const Annotations& a, const Annotations& b, bool arrows) {
    const std::vector<BoardShape> before = shapesIn(a, arrows);
    const std::vector<BoardShape> after = shapesIn(b, arrows);
    int n = 0;
    for (const BoardShape& s : after)
        if (std::none_of(before.begin(), before.end(),
                         [&s](const BoardShape& o) { return o.sameTarget(s); }))
            ++n;
    for (const BoardShape& s : before) {
        const auto same = std::find_if(after.begin(), after.end(),
                                       [&s](const BoardShape& o) { return o.sameTarget(s); });
        if (same == after.end() || same->color != s.color) ++n;
    }
    return n;
}

bool analysisDiffers(const Annotations& a, const Annotations& b) {
    for (const char* key : {"eval", "best", "mark"}) {
        const auto find = [key](const Annotations& list) -> const std::string* {
            for (const auto& [k, v] : list)
                if (k == key) return &v;
            return nullptr;
        };
        const std::string* x = find(a);
        const std::string* y = find(b);
        if ((x == nullptr) != (y == nullptr) || (x && *x != *y)) return true;
    }
    return false;
}

void compareNotes(const std::string& commentA, const Annotations& a, const std::string& commentB,
                  const Annotations& b, RecordChanges& changes) {
    if (commentA != commentB) ++changes.comments;
    changes.arrows += shapesDiffer(a, b, true);
    changes.circles += shapesDiffer(a, b, false);
    changes.analysis |= analysisDiffers(a, b);
}

// Everything said in a line that stands on one side only (a variation added or deleted).
void countLine(const RecordLine& line, RecordChanges& changes) {
    static const RecordNode empty;
    for (const RecordNode& node : line.nodes) {
        compareNotes(empty.comment, empty.annotations, node.comment, node.annotations, changes);
        changes.variations += int(node.variations.size());
        for (const RecordLine& v : node.variations) countLine(v, changes);
    }
}

void compareLines(const RecordLine& a, const RecordLine& b, bool mainline, RecordChanges& changes) {
    std::size_t i = 0;
    for (; i < a.nodes.size() && i < b.nodes.size() && a.nodes[i].move == b.nodes[i].move; ++i) {
        const RecordNode& x = a.nodes[i];
        const RecordNode& y = b.nodes[i];
        compareNotes(x.comment, x.annotations, y.comment, y.annotations, changes);
        // Variations are matched by their first move.
        const auto firstMove = [](const RecordLine& l) {
            return l.nodes.empty() ? Move() : l.nodes.front().move;
        };
        for (const RecordLine& v : y.variations) {
            const auto same =
                std::find_if(x.variations.begin(), x.variations.end(),
                             [&](const RecordLine& w) { return firstMove(w) == firstMove(v); });
            if (same == x.variations.end()) {
                ++changes.variations;
                countLine(v, changes);
            } else {
                compareLines(*same, v, false, changes);
            }
        }
        for (const RecordLine& w : x.variations)
            if (std::none_of(y.variations.begin(), y.variations.end(),
                             [&](const RecordLine& v) { return firstMove(v) == firstMove(w); }))
                ++changes.variations;
    }
    // Where the two lines part: on the main line, the moves; in a variation, the variation
    // itself changed.
    const int rest = int(std::max(a.nodes.size(), b.nodes.size()) - i);
    if (rest == 0) return;
    if (mainline)
        changes.moves += rest;
    else
        ++changes.variations;
    for (std::size_t k = i; k < b.nodes.size(); ++k) {
        const RecordNode& y = b.nodes[k];
        compareNotes(std::string(), Annotations(), y.comment, y.annotations, changes);
        for (const RecordLine& v : y.variations) countLine(v, changes);
    }
}

} // namespace

bool RecordChanges::any() const {
    return moves || variations || comments || arrows || circles || analysis || details;
}

QString RecordChanges::text() const {
    QStringList parts;
    if (moves) parts << RecordChangesText::tr("%n move(s)", nullptr, moves);
    if (variations) parts << RecordChangesText::tr("%n variation(s)", nullptr, variations);
    if (comments) parts << RecordChangesText::tr("%n comment(s)", nullptr, comments);
    if (arrows) parts << RecordChangesText::tr("%n arrow(s)", nullptr, arrows);
    if (circles) parts << RecordChangesText::tr("%n circle(s)", nullptr, circles);
    if (analysis) parts << RecordChangesText::tr("the analysis");
    if (details) parts << RecordChangesText::tr("the game's details");
    //: Between the items of a list of changes ("1 comment, 1 arrow").
    return parts.join(RecordChangesText::tr(", "));
}

RecordChanges compareRecords(const Record& before, const Record& after) {
    RecordChanges changes;
    auto tags = [](const Record& r) {
        // As written: the tags a record gets when written (Result, the defaults…) count as
        // there on both sides.
        const auto written = parseRecord(writeRecord(r));
        auto list = written.ok() ? written->tags : r.tags;
        // The clock in the middle of a move is not a change the player made.
        std::erase_if(list, [](const auto& t) { return t.first == "MoverClock"; });
        std::sort(list.begin(), list.end());
        return list;
    };
    changes.details = tags(before) != tags(after) ||
                      before.outcome.result != after.outcome.result ||
                      before.outcome.termination != after.outcome.termination;
    compareNotes(before.openingComment, before.openingAnnotations, after.openingComment,
                 after.openingAnnotations, changes);
    if (!(before.start == after.start)) {
        changes.details = true;
        RecordLine none;
        compareLines(none, after.mainline, true, changes);
        return changes;
    }
    compareLines(before.mainline, after.mainline, true, changes);
    return changes;
}

} // namespace ogi
