// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/gametree.h"

#include <algorithm>

namespace ogi {

GameTree::GameTree(QObject* parent) : QObject(parent) {
    qRegisterMetaType<TreeCursor>();
}

void GameTree::setRecord(const Record& record) {
    m_record = record;
    m_cursor = TreeCursor{{}, int(m_record.mainline.nodes.size())};
    emit treeChanged();
    emit cursorChanged();
}

void GameTree::setGame(const Game& game) {
    Record r;
    r.tags = m_record.tags;
    r.setGame(game);
    setRecord(r);
}

const RecordLine* GameTree::lineOf(const std::vector<Branch>& line, int* offset) const {
    const RecordLine* l = &m_record.mainline;
    int off = 0;
    for (const Branch& b : line) {
        if (b.node < 0 || b.node >= int(l->nodes.size())) return nullptr;
        const RecordNode& n = l->nodes[std::size_t(b.node)];
        if (b.variation < 0 || b.variation >= int(n.variations.size())) return nullptr;
        off += b.node;
        l = &n.variations[std::size_t(b.variation)];
    }
    if (offset) *offset = off;
    return l;
}

RecordLine* GameTree::lineOf(const std::vector<Branch>& line, int* offset) {
    return const_cast<RecordLine*>(std::as_const(*this).lineOf(line, offset));
}

int GameTree::lineLength(const std::vector<Branch>& line) const {
    int off = 0;
    const RecordLine* l = lineOf(line, &off);
    return l ? off + int(l->nodes.size()) : 0;
}

bool GameTree::isValid(const TreeCursor& cursor) const {
    int off = 0;
    const RecordLine* l = lineOf(cursor.line, &off);
    return l && cursor.ply >= 0 && cursor.ply <= off + int(l->nodes.size());
}

// A cursor on a variation at or before the ply where it leaves its parent line names a
// position of the parent line: it is moved there, so that "previous" walks out of a
// variation and back into the line it came from.
void GameTree::normalize(TreeCursor& cursor) const {
    cursor.ply = std::max(0, cursor.ply);
    while (!cursor.line.empty()) {
        int off = 0;
        if (!lineOf(cursor.line, &off) || cursor.ply > off) break;
        cursor.line.pop_back();
    }
    cursor.ply = std::min(cursor.ply, lineLength(cursor.line));
}

const RecordNode* GameTree::nodeAt(const TreeCursor& cursor) const {
    if (!isValid(cursor)) return nullptr;
    TreeCursor c = cursor;
    normalize(c);
    if (c.ply == 0) return nullptr;
    int off = 0;
    const RecordLine* l = lineOf(c.line, &off);
    return &l->nodes[std::size_t(c.ply - off - 1)];
}

RecordNode* GameTree::mutableNode(const TreeCursor& cursor) {
    return const_cast<RecordNode*>(nodeAt(cursor));
}

const RecordNode* GameTree::nextNode() const {
    int off = 0;
    const RecordLine* l = lineOf(m_cursor.line, &off);
    const int idx = m_cursor.ply - off;
    if (!l || idx < 0 || idx >= int(l->nodes.size())) return nullptr;
    return &l->nodes[std::size_t(idx)];
}

std::vector<Move> GameTree::movesToCursor() const {
    return movesTo(m_cursor);
}

std::vector<Move> GameTree::movesTo(const TreeCursor& cursor) const {
    std::vector<Move> moves;
    if (!isValid(cursor)) return moves;
    TreeCursor c = cursor;
    normalize(c);
    const RecordLine* l = &m_record.mainline;
    for (const Branch& b : c.line) {
        for (int i = 0; i < b.node; ++i) moves.push_back(l->nodes[std::size_t(i)].move);
        l = &l->nodes[std::size_t(b.node)].variations[std::size_t(b.variation)];
    }
    for (int i = 0; int(moves.size()) < c.ply && i < int(l->nodes.size()); ++i)
        moves.push_back(l->nodes[std::size_t(i)].move);
    return moves;
}

Game GameTree::gameAt(const TreeCursor& cursor) const {
    TreeCursor c = cursor;
    normalize(c);
    const bool atEnd = c.line.empty() && c.ply == int(m_record.mainline.nodes.size());
    const std::vector<Move> moves = movesTo(c);
    if (atEnd) {
        Game g = m_record.mainlineGame();
        const Outcome& o = m_record.outcome;
        if (!g.isOver() && o.termination == Termination::IllegalMove && o.illegalMove)
            g.play(o.illegalMove);
        return g;
    }
    Game g(m_record.start);
    for (Move m : moves) g.play(m);
    return g;
}

Game GameTree::game() const {
    return gameAt(m_cursor);
}

bool GameTree::goTo(const TreeCursor& cursor) {
    if (!isValid(cursor)) return false;
    TreeCursor c = cursor;
    normalize(c);
    if (c == m_cursor) return false;
    m_cursor = c;
    emit cursorChanged();
    return true;
}

bool GameTree::goToPly(int ply) {
    TreeCursor c = m_cursor;
    c.ply = std::clamp(ply, 0, lineLength());
    return goTo(c);
}

bool GameTree::enterVariation(int index) {
    const RecordNode* n = nextNode();
    if (!n || index < 0 || index >= int(n->variations.size()) ||
        n->variations[std::size_t(index)].nodes.empty())
        return false;
    int off = 0;
    lineOf(m_cursor.line, &off);
    TreeCursor c = m_cursor;
    c.line.push_back(Branch{m_cursor.ply - off, index});
    c.ply += 1;
    return goTo(c);
}

bool GameTree::exitVariation() {
    if (m_cursor.line.empty()) return false;
    TreeCursor c = m_cursor;
    int off = 0;
    lineOf(c.line, &off);
    c.ply = off;
    return goTo(c);
}

const TreeCursor& GameTree::playMove(Move m) {
    int off = 0;
    RecordLine* l = lineOf(m_cursor.line, &off);
    if (!l) return m_cursor;
    const int idx = m_cursor.ply - off;
    TreeCursor c = m_cursor;
    bool changed = false;
    if (idx < int(l->nodes.size())) {
        RecordNode& next = l->nodes[std::size_t(idx)];
        if (next.move == m) {
            c.ply += 1;
        } else {
            int found = -1;
            for (std::size_t v = 0; v < next.variations.size(); ++v) {
                const auto& nodes = next.variations[v].nodes;
                if (!nodes.empty() && nodes.front().move == m) found = int(v);
            }
            if (found < 0) {
                RecordLine line;
                line.nodes.push_back(RecordNode{m, {}, {}, {}});
                next.variations.push_back(std::move(line));
                found = int(next.variations.size()) - 1;
                changed = true;
            }
            c.line.push_back(Branch{idx, found});
            c.ply += 1;
        }
    } else {
        l->nodes.push_back(RecordNode{m, {}, {}, {}});
        c.ply += 1;
        changed = true;
    }
    m_cursor = c;
    if (changed) {
        emit treeChanged();
        emit edited();
    }
    emit cursorChanged();
    return m_cursor;
}

void GameTree::followGame(const Game& game) {
    if (!(game.startPosition() == m_record.start)) {
        setGame(game);
        return;
    }
    const std::vector<Move> path = movesToCursor();
    const std::vector<Move>& moves = game.moves();
    std::size_t common = 0;
    while (common < path.size() && common < moves.size() && path[common] == moves[common]) ++common;
    if (common < path.size()) goToPly(int(common));
    for (std::size_t i = common; i < moves.size(); ++i) playMove(moves[i]);
    const bool atMainlineEnd =
        m_cursor.line.empty() && m_cursor.ply == int(m_record.mainline.nodes.size());
    if (atMainlineEnd) {
        const Outcome& now = game.outcome();
        Outcome& rec = m_record.outcome;
        if (rec.result != now.result || rec.termination != now.termination ||
            rec.illegalMove != now.illegalMove) {
            rec = now;
            m_record.illegalNote.clear(); // it said why another move was illegal
            emit treeChanged();
            emit edited();
        }
    }
}

bool GameTree::promoteVariation() {
    if (m_cursor.line.empty()) return false;
    std::vector<Branch> parent = m_cursor.line;
    const Branch b = parent.back();
    parent.pop_back();
    RecordLine* p = lineOf(parent, nullptr);
    if (!p) return false;
    auto& vars = p->nodes[std::size_t(b.node)].variations;
    RecordLine promoted = std::move(vars[std::size_t(b.variation)]);
    vars.erase(vars.begin() + b.variation);
    if (promoted.nodes.empty()) return false;

    // The old continuation becomes the first alternative of the promoted move, followed by
    // the other alternatives it had, then the promoted move's own.
    RecordLine old;
    old.nodes.assign(std::make_move_iterator(p->nodes.begin() + b.node),
                     std::make_move_iterator(p->nodes.end()));
    p->nodes.resize(std::size_t(b.node));
    std::vector<RecordLine> siblings = std::move(old.nodes.front().variations);
    old.nodes.front().variations.clear();
    RecordNode& head = promoted.nodes.front();
    std::vector<RecordLine> own = std::move(head.variations);
    head.variations.clear();
    head.variations.push_back(std::move(old));
    for (auto& s : siblings) head.variations.push_back(std::move(s));
    for (auto& s : own) head.variations.push_back(std::move(s));
    for (auto& n : promoted.nodes) p->nodes.push_back(std::move(n));

    m_cursor.line = parent;
    emit treeChanged();
    emit edited();
    emit cursorChanged();
    return true;
}

bool GameTree::deleteVariation() {
    if (m_cursor.line.empty()) return false;
    std::vector<Branch> parent = m_cursor.line;
    const Branch b = parent.back();
    parent.pop_back();
    int off = 0;
    RecordLine* p = lineOf(parent, &off);
    if (!p) return false;
    auto& vars = p->nodes[std::size_t(b.node)].variations;
    vars.erase(vars.begin() + b.variation);
    m_cursor = TreeCursor{parent, off + b.node};
    normalize(m_cursor);
    emit treeChanged();
    emit edited();
    emit cursorChanged();
    return true;
}

QString GameTree::comment() const {
    const RecordNode* n = currentNode();
    return QString::fromStdString(n ? n->comment : m_record.openingComment);
}

void GameTree::setComment(const QString& text) {
    if (text == comment()) return;
    if (RecordNode* n = mutableNode(m_cursor))
        n->comment = text.toStdString();
    else
        m_record.openingComment = text.toStdString();
    emit treeChanged();
    emit edited();
}

void GameTree::setAnnotation(const TreeCursor& at, const std::string& key,
                             const std::string& value) {
    RecordNode* n = mutableNode(at);
    if (!n) return;
    if (const std::string* was = n->annotation(key); was && *was == value) return;
    n->setAnnotation(key, value);
    emit treeChanged();
    emit edited();
}

void GameTree::removeAnnotation(const TreeCursor& at, const std::string& key) {
    RecordNode* n = mutableNode(at);
    if (!n || !n->annotation(key)) return;
    n->removeAnnotation(key);
    emit treeChanged();
    emit edited();
}

namespace {
std::vector<BoardShape> shapesOf(const Annotations& annotations) {
    std::vector<BoardShape> shapes;
    for (const auto& [key, value] : annotations) {
        // The reader keeps only readable lists (an unreadable one stays in the text).
        const auto read = key == "cal"   ? parseArrowsValue(value)
                          : key == "csl" ? parseCirclesValue(value)
                                         : std::nullopt;
        if (read) shapes.insert(shapes.end(), read->begin(), read->end());
    }
    return shapes;
}

void setShapes(Annotations& annotations, const std::vector<BoardShape>& shapes) {
    std::erase_if(annotations, [](const auto& a) { return a.first == "cal" || a.first == "csl"; });
    if (const std::string arrows = arrowsValue(shapes); !arrows.empty())
        annotations.emplace_back("cal", arrows);
    if (const std::string circles = circlesValue(shapes); !circles.empty())
        annotations.emplace_back("csl", circles);
}
} // namespace

std::vector<BoardShape> GameTree::shapesAt(const TreeCursor& at) const {
    if (!isValid(at)) return {};
    const RecordNode* n = nodeAt(at);
    return shapesOf(n ? n->annotations : m_record.openingAnnotations);
}

void GameTree::drawShape(const BoardShape& shape) {
    if (shape.kind == BoardShape::Kind::Tint || shape.to == SQ_NONE) return;
    if (shape.isArrow() && shape.from == shape.to) return;
    std::vector<BoardShape> shapes = this->shapes();
    const auto same = std::find_if(shapes.begin(), shapes.end(),
                                   [&shape](const BoardShape& s) { return s.sameTarget(shape); });
    BoardShape drawn = shape;
    drawn.width = drawn.opacity = 1.0f; // the user's weight: the record keeps none
    if (same == shapes.end())
        shapes.push_back(drawn);
    else if (same->color == drawn.color)
        shapes.erase(same);
    else
        same->color = drawn.color;
    RecordNode* n = mutableNode(m_cursor);
    setShapes(n ? n->annotations : m_record.openingAnnotations, shapes);
    emit treeChanged();
    emit edited();
}

static bool clearLine(RecordLine& line) {
    bool cleared = false;
    for (RecordNode& n : line.nodes) {
        for (const char* k : {"eval", "best", "mark"}) {
            cleared |= n.annotation(k) != nullptr;
            n.removeAnnotation(k);
        }
        for (RecordLine& v : n.variations) cleared |= clearLine(v);
    }
    return cleared;
}

void GameTree::clearAnalysis() {
    bool cleared = clearLine(m_record.mainline);
    for (const char* tag : {"SenteAccuracy", "GoteAccuracy"}) {
        const auto was =
            std::erase_if(m_record.tags, [tag](const auto& t) { return t.first == tag; });
        cleared |= was > 0;
    }
    if (!cleared) return;
    emit treeChanged();
    emit edited();
}

void GameTree::setTag(const std::string& name, const std::string& value) {
    const std::string* was = m_record.tag(name);
    if (value.empty()) {
        if (!was) return;
        std::erase_if(m_record.tags, [&name](const auto& t) { return t.first == name; });
    } else {
        if (was && *was == value) return;
        m_record.setTag(name, value);
    }
    emit treeChanged();
    emit edited();
}

} // namespace ogi
