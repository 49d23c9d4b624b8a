// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Shapes drawn over the board: arrows (a board move, or a drop from a hand), circled squares
// and tinted squares, each in one colour of a small palette. The user draws arrows and
// circles with the right mouse button; they belong to the position they were drawn on and
// are kept in the record (.ogn) as the annotations [%cal …] (arrows) and [%csl …] (circles)
// of that move's comment — docs/records.md. The program draws with the same shapes: the
// hint, a lesson's marks, the quiz's better move.
#pragma once

#include "types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ogi {

// The palette, with the letters the record uses: G, R, B, Y.
enum class ShapeColor : std::uint8_t { Green, Red, Blue, Yellow };

struct BoardShape {
    enum class Kind : std::uint8_t { Arrow, Circle, Tint };

    Kind kind = Kind::Circle;
    ShapeColor color = ShapeColor::Green;
    // An arrow goes from `from` to `to`; a circle or a tint is on `to`.
    Square to = SQ_NONE;
    // A board arrow starts on a square; a drop arrow (from == SQ_NONE) starts at a piece in
    // hand: the hand of handSide, the piece handType (handPromoted: kept promoted).
    Square from = SQ_NONE;
    Side handSide = Sente;
    PieceType handType = Pawn;
    bool handPromoted = false;
    // How strongly it is drawn: the line's width as a multiple of the usual one, and its
    // opacity as a multiple of the usual one (0 to 1). The user's shapes use 1 and 1; not
    // kept in the record.
    float width = 1.0f;
    float opacity = 1.0f;

    static BoardShape arrow(Square from, Square to, ShapeColor color);
    static BoardShape drop(Side side, PieceType type, bool promoted, Square to, ShapeColor color);
    static BoardShape circle(Square sq, ShapeColor color);
    static BoardShape tint(Square sq, ShapeColor color);
    // The arrow of a move of mover (a board move, or a drop from mover's hand).
    static BoardShape ofMove(Move m, Side mover, ShapeColor color);

    bool isArrow() const { return kind == Kind::Arrow; }
    bool isDrop() const { return kind == Kind::Arrow && from == SQ_NONE; }
    // Whether both mark the same thing (same kind, squares and hand piece), whatever their
    // colour and weight.
    bool sameTarget(const BoardShape& other) const;
    bool operator==(const BoardShape&) const = default;
};

char shapeColorLetter(ShapeColor c); // 'G', 'R', 'B', 'Y'
std::optional<ShapeColor> shapeColorFromLetter(char c);

// One shape as the record writes it: colour letter, then for an arrow the origin and target
// ("Gb1c3"), for a drop arrow the piece in hand in the form of a drop's move text — the
// letter uppercase for Sente's hand, lowercase for Gote's, '+' before a piece kept promoted —
// then '*' and the target ("RN*e4", "Bn*d5", "Y+P*c5"), for a circle the square ("Re4").
// Tints are not written (empty string).
std::string shapeText(const BoardShape& shape);
// Reads one shape of a [%cal] (arrows) or [%csl] (circles) list; nullopt when malformed.
std::optional<BoardShape> parseArrowText(std::string_view text);
std::optional<BoardShape> parseCircleText(std::string_view text);

// The values of the [%cal] and [%csl] annotations for these shapes: comma-separated, in the
// given order, empty when there is none of that kind.
std::string arrowsValue(const std::vector<BoardShape>& shapes);
std::string circlesValue(const std::vector<BoardShape>& shapes);
// Reads a whole [%cal] or [%csl] value ("Gb1c3,Rc2c4"); nullopt when any entry is malformed.
// Spaces around the commas are allowed.
std::optional<std::vector<BoardShape>> parseArrowsValue(std::string_view value);
std::optional<std::vector<BoardShape>> parseCirclesValue(std::string_view value);

} // namespace ogi
