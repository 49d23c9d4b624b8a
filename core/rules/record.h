// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Game records (.ogn, RULES.md §8): PGN-like tags, moves in human form, comments,
// parenthesised variations, per-move annotations ([%eval …], [%clk …], the user's arrows and
// circles [%cal …] / [%csl …] — docs/records.md) and the result.
#pragma once

#include "expected.h"
#include "game.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ogi {

struct RecordLine;

// Machine-readable annotations kept in a comment as [%key value], in the order read.
using Annotations = std::vector<std::pair<std::string, std::string>>;

// One move of a line, with what was said about it.
struct RecordNode {
    Move move;
    std::string comment; // free text after the move (without the annotations)
    // Machine-readable annotations kept in the comment as [%key value]: "eval" (centipawns
    // from Sente's view, or "#N"/"#-N" for a forced King capture), "best" (machine form),
    // "clk" (the mover's clock after the move, h:mm:ss), "mark" ("?" or "??"), "cal" and
    // "csl" (the arrows and circles drawn on the position after the move, shapes.h).
    Annotations annotations;
    // Alternatives to this move, each starting from the position before it.
    std::vector<RecordLine> variations;

    const std::string* annotation(std::string_view key) const;
    void setAnnotation(const std::string& key, const std::string& value);
    void removeAnnotation(std::string_view key);
};

struct RecordLine {
    std::vector<RecordNode> nodes;
};

struct Record {
    // Tags in file order; the writer puts the standard ones first.
    std::vector<std::pair<std::string, std::string>> tags;
    Position start = Position::start();
    std::string openingComment;     // a comment before the first move
    Annotations openingAnnotations; // ... and its annotations (the start position's shapes)
    RecordLine mainline;
    Outcome outcome; // the result and why; an illegal final move is outcome.illegalMove
    // Why the final illegal move is illegal, as the record says it in the words of whoever
    // wrote it (the start of that move's comment, marked [%illegal], docs/records.md): kept,
    // shown and written again as it is. Empty: the record says it in the rules' English
    // ("illegal move: …"), which a reader may put in its own language.
    std::string illegalNote;
    // Set by parseRecord: the text went on after an illegal move of the main line. The game
    // ends at that move, as the rules say, and what followed it was not read.
    bool movesAfterIllegal = false;

    const std::string* tag(std::string_view name) const;
    void setTag(const std::string& name, const std::string& value);

    // The game of the mainline, adjudicated by the rules (an illegal final move included).
    Game mainlineGame() const;
    // Fills the start position, moves and outcome from a game (variations are cleared only
    // where the game's moves differ from the recorded ones).
    void setGame(const Game& game);
};

// Reads a record; the error names the line and what is wrong ("line 7: 6… Pc3-c5 is
// illegal: …", moves numbered as move lists do). Every move, variations included, is
// checked against the rules; the main line is read up to an illegal move, where the game
// ends (movesAfterIllegal says whether more followed).
Expected<Record> parseRecord(std::string_view text);
std::string writeRecord(const Record& record);

// Tag values of RULES.md §8 (the Termination values are terminationText, terms.h).
const char* resultText(Result r); // "1-0", "0-1", "1/2-1/2", "*"

} // namespace ogi
