// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shapes.h"

#include "notation.h"

namespace ogi {

BoardShape BoardShape::arrow(Square from, Square to, ShapeColor color) {
    BoardShape s;
    s.kind = Kind::Arrow;
    s.color = color;
    s.from = from;
    s.to = to;
    return s;
}

BoardShape BoardShape::drop(Side side, PieceType type, bool promoted, Square to, ShapeColor color) {
    BoardShape s = arrow(SQ_NONE, to, color);
    s.handSide = side;
    s.handType = type;
    s.handPromoted = promoted;
    return s;
}

BoardShape BoardShape::circle(Square sq, ShapeColor color) {
    BoardShape s;
    s.kind = Kind::Circle;
    s.color = color;
    s.to = sq;
    return s;
}

BoardShape BoardShape::tint(Square sq, ShapeColor color) {
    BoardShape s = circle(sq, color);
    s.kind = Kind::Tint;
    return s;
}

BoardShape BoardShape::ofMove(Move m, Side mover, ShapeColor color) {
    if (m.isDrop()) return drop(mover, m.dropType(), m.dropPromoted(), m.to(), color);
    return arrow(m.from(), m.to(), color);
}

bool BoardShape::sameTarget(const BoardShape& other) const {
    if (kind != other.kind || to != other.to || from != other.from) return false;
    if (!isDrop()) return true;
    return handSide == other.handSide && handType == other.handType &&
           handPromoted == other.handPromoted;
}

char shapeColorLetter(ShapeColor c) {
    switch (c) {
    case ShapeColor::Green: return 'G';
    case ShapeColor::Red: return 'R';
    case ShapeColor::Blue: return 'B';
    case ShapeColor::Yellow: return 'Y';
    }
    return 'G';
}

std::optional<ShapeColor> shapeColorFromLetter(char c) {
    switch (c) {
    case 'G': return ShapeColor::Green;
    case 'R': return ShapeColor::Red;
    case 'B': return ShapeColor::Blue;
    case 'Y': return ShapeColor::Yellow;
    default: return std::nullopt;
    }
}

std::string shapeText(const BoardShape& shape) {
    if (shape.kind == BoardShape::Kind::Tint || shape.to == SQ_NONE) return {};
    std::string s(1, shapeColorLetter(shape.color));
    if (shape.kind == BoardShape::Kind::Circle) return s + squareName(shape.to);
    if (shape.isDrop()) {
        if (shape.handPromoted) s += '+';
        s += pieceLetter(shape.handType, shape.handSide);
        s += '*';
    } else {
        s += squareName(shape.from);
    }
    return s + squareName(shape.to);
}

std::optional<BoardShape> parseArrowText(std::string_view text) {
    if (text.size() < 5) return std::nullopt;
    const auto color = shapeColorFromLetter(text[0]);
    if (!color) return std::nullopt;
    std::string_view rest = text.substr(1);
    const std::size_t star = rest.find('*');
    if (star == std::string_view::npos) {
        if (rest.size() != 4) return std::nullopt;
        const auto from = parseSquare(rest.substr(0, 2));
        const auto to = parseSquare(rest.substr(2));
        if (!from || !to || *from == *to) return std::nullopt;
        return BoardShape::arrow(*from, *to, *color);
    }
    // A drop: [+]letter*square, the letter's case naming the hand.
    std::string_view piece = rest.substr(0, star);
    const bool promoted = !piece.empty() && piece[0] == '+';
    if (promoted) piece.remove_prefix(1);
    if (piece.size() != 1) return std::nullopt;
    const auto type = pieceTypeFromLetter(piece[0]);
    if (!type || *type == King) return std::nullopt;
    const auto to = parseSquare(rest.substr(star + 1));
    if (!to) return std::nullopt;
    const Side side = piece[0] >= 'a' && piece[0] <= 'z' ? Gote : Sente;
    return BoardShape::drop(side, *type, promoted, *to, *color);
}

std::optional<BoardShape> parseCircleText(std::string_view text) {
    if (text.size() != 3) return std::nullopt;
    const auto color = shapeColorFromLetter(text[0]);
    const auto sq = parseSquare(text.substr(1));
    if (!color || !sq) return std::nullopt;
    return BoardShape::circle(*sq, *color);
}

namespace {

std::string joined(const std::vector<BoardShape>& shapes, BoardShape::Kind kind) {
    std::string out;
    for (const BoardShape& s : shapes) {
        if (s.kind != kind) continue;
        const std::string t = shapeText(s);
        if (t.empty()) continue;
        if (!out.empty()) out += ',';
        out += t;
    }
    return out;
}

template <class Parse>
std::optional<std::vector<BoardShape>> parseList(std::string_view value, Parse parse) {
    std::vector<BoardShape> shapes;
    std::size_t i = 0;
    while (i <= value.size()) {
        std::size_t comma = value.find(',', i);
        if (comma == std::string_view::npos) comma = value.size();
        std::string_view entry = value.substr(i, comma - i);
        while (!entry.empty() && entry.front() == ' ') entry.remove_prefix(1);
        while (!entry.empty() && entry.back() == ' ') entry.remove_suffix(1);
        const auto shape = parse(entry);
        if (!shape) return std::nullopt;
        shapes.push_back(*shape);
        i = comma + 1;
    }
    return shapes;
}

} // namespace

std::string arrowsValue(const std::vector<BoardShape>& shapes) {
    return joined(shapes, BoardShape::Kind::Arrow);
}

std::string circlesValue(const std::vector<BoardShape>& shapes) {
    return joined(shapes, BoardShape::Kind::Circle);
}

std::optional<std::vector<BoardShape>> parseArrowsValue(std::string_view value) {
    return parseList(value, parseArrowText);
}

std::optional<std::vector<BoardShape>> parseCirclesValue(std::string_view value) {
    return parseList(value, parseCircleText);
}

} // namespace ogi
