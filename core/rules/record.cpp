// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "record.h"

#include "notation.h"
#include "shapes.h"

#include <algorithm>
#include <optional>

namespace ogi {

const char* resultText(Result r) {
    switch (r) {
    case Result::SenteWins: return "1-0";
    case Result::GoteWins: return "0-1";
    case Result::Draw: return "1/2-1/2";
    case Result::Ongoing: break;
    }
    return "*";
}

namespace {
void setIn(Annotations& annotations, const std::string& key, const std::string& value) {
    for (auto& [k, v] : annotations)
        if (k == key) {
            v = value;
            return;
        }
    annotations.emplace_back(key, value);
}
} // namespace

const std::string* RecordNode::annotation(std::string_view key) const {
    for (const auto& [k, v] : annotations)
        if (k == key) return &v;
    return nullptr;
}

void RecordNode::setAnnotation(const std::string& key, const std::string& value) {
    setIn(annotations, key, value);
}

void RecordNode::removeAnnotation(std::string_view key) {
    std::erase_if(annotations, [key](const auto& a) { return a.first == key; });
}

const std::string* Record::tag(std::string_view name) const {
    for (const auto& [k, v] : tags)
        if (k == name) return &v;
    return nullptr;
}

void Record::setTag(const std::string& name, const std::string& value) {
    for (auto& [k, v] : tags)
        if (k == name) {
            v = value;
            return;
        }
    tags.emplace_back(name, value);
}

Game Record::mainlineGame() const {
    Game game(start);
    for (const RecordNode& n : mainline.nodes) game.play(n.move);
    if (!game.isOver()) {
        switch (outcome.termination) {
        case Termination::Resignation:
            game.resign(outcome.result == Result::SenteWins ? Gote : Sente);
            break;
        case Termination::Time:
            game.loseOnTime(outcome.result == Result::SenteWins ? Gote : Sente);
            break;
        case Termination::FiftyMoveRule: game.claimDraw(); break;
        default: break;
        }
    }
    return game;
}

void Record::setGame(const Game& game) {
    start = game.startPosition();
    const auto& moves = game.moves();
    std::size_t same = 0;
    while (same < moves.size() && same < mainline.nodes.size() &&
           mainline.nodes[same].move == moves[same])
        ++same;
    const Outcome& now = game.outcome();
    // The same illegal ending keeps its node (the user's comment on it) and its note.
    const bool sameEnding = now.termination == Termination::IllegalMove &&
                            outcome.termination == Termination::IllegalMove &&
                            now.illegalMove == outcome.illegalMove && same == moves.size() &&
                            mainline.nodes.size() == same + 1 &&
                            mainline.nodes.back().move == now.illegalMove;
    if (!sameEnding) illegalNote.clear();
    mainline.nodes.resize(same + (sameEnding ? 1 : 0));
    for (std::size_t i = same; i < moves.size(); ++i)
        mainline.nodes.push_back({moves[i], {}, {}, {}});
    outcome = now;
    if (outcome.termination == Termination::IllegalMove && !sameEnding)
        mainline.nodes.push_back({outcome.illegalMove, {}, {}, {}});
}

// ---------------------------------------------------------------------------------------
// Reading

namespace {

using E = ErrorCode;

struct Token {
    enum Kind { End, Word, Comment, Open, Close } kind = End;
    std::string text;
    int line = 0;
};

class Lexer {
public:
    Lexer(std::string_view text, std::size_t pos, int line)
        : m_text(text), m_pos(pos), m_line(line) {}

    // Returns false with an error message when a comment is not closed.
    bool next(Token& t, std::optional<Error>& error) {
        skipSpace();
        t = Token();
        t.line = m_line;
        if (m_pos >= m_text.size()) return true;
        const char c = m_text[m_pos];
        if (c == '(' || c == ')') {
            t.kind = c == '(' ? Token::Open : Token::Close;
            ++m_pos;
            return true;
        }
        if (c == '{') {
            const std::size_t close = m_text.find('}', m_pos);
            if (close == std::string_view::npos) {
                error = Error(E::RecordUnclosedComment).within(E::InRecordLine, {m_line});
                return false;
            }
            t.kind = Token::Comment;
            for (std::size_t i = m_pos + 1; i < close; ++i) {
                char ch = m_text[i];
                if (ch == '\n') ++m_line;
                if (ch == '\n' || ch == '\r' || ch == '\t') ch = ' ';
                t.text += ch;
            }
            m_pos = close + 1;
            return true;
        }
        t.kind = Token::Word;
        while (m_pos < m_text.size() && !isSpace(m_text[m_pos]) && m_text[m_pos] != '(' &&
               m_text[m_pos] != ')' && m_text[m_pos] != '{')
            t.text += m_text[m_pos++];
        return true;
    }

private:
    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
    void skipSpace() {
        while (m_pos < m_text.size() && isSpace(m_text[m_pos])) {
            if (m_text[m_pos] == '\n') ++m_line;
            ++m_pos;
        }
    }
    std::string_view m_text;
    std::size_t m_pos;
    int m_line;
};

bool isAnnotationKey(const std::string& key) {
    return !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    });
}

bool isMoveMark(const std::string& m) {
    return m == "?" || m == "??" || m == "!" || m == "!!" || m == "!?" || m == "?!";
}

// Whether an annotation's value is one the program can use: a mark is one of the six, arrows
// and circles must all be readable (else the tag stays in the comment's text, as written).
bool isUsableAnnotation(const std::string& key, const std::string& value) {
    if (key == "mark") return isMoveMark(value);
    if (key == "cal") return parseArrowsValue(value).has_value();
    if (key == "csl") return parseCirclesValue(value).has_value();
    return true;
}

// Splits "[%eval 35] [%best c3c4] text" into annotations and free text. Without a place for
// annotations (a variation's opening comment), everything is text.
void splitComment(const std::string& raw, Annotations* annotations, std::string& text) {
    std::string free;
    std::size_t i = 0;
    while (i < raw.size()) {
        if (raw.compare(i, 2, "[%") == 0) {
            const std::size_t close = raw.find(']', i);
            if (close != std::string::npos && annotations) {
                std::string body = raw.substr(i + 2, close - i - 2);
                const std::size_t sp = body.find(' ');
                std::string key = body.substr(0, sp);
                // Values are single-spaced and trimmed: the writer wraps lines at spaces.
                std::string value;
                if (sp != std::string::npos)
                    for (char ch : body.substr(sp + 1)) {
                        if (ch == ' ' && (value.empty() || value.back() == ' ')) continue;
                        value += ch;
                    }
                while (!value.empty() && value.back() == ' ') value.pop_back();
                if (isAnnotationKey(key) && isUsableAnnotation(key, value)) {
                    // Two lists of arrows (or circles) in one comment make one.
                    const bool list = key == "cal" || key == "csl";
                    std::string* had = nullptr;
                    for (auto& [k, v] : *annotations)
                        if (k == key) had = &v;
                    if (list && had && !had->empty() && !value.empty())
                        *had += "," + value;
                    else
                        setIn(*annotations, key, value);
                    i = close + 1;
                    continue;
                }
            }
        }
        free += raw[i++];
    }
    // Trim and fold spaces.
    std::string folded;
    for (char c : free) {
        if (c == ' ' && (folded.empty() || folded.back() == ' ')) continue;
        folded += c;
    }
    while (!folded.empty() && folded.back() == ' ') folded.pop_back();
    if (!text.empty() && !folded.empty()) text += ' ';
    text += folded;
}

bool isResultToken(const std::string& w) {
    return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*";
}

// The number of the next move of game as move lists write it: "6." before Sente's move,
// "6…" before Gote's, counted from the record's start.
std::string moveNumber(const Game& game) {
    const bool goteFirst = game.startPosition().sideToMove() == Gote;
    const int ply = int(game.moves().size()) + 1;
    const int number = (ply - 1 + (goteFirst ? 1 : 0)) / 2 + 1;
    return std::to_string(number) + (game.sideToMove() == Gote ? "\u2026" : ".");
}

struct Parser {
    Lexer lexer;
    std::optional<Error> error;
    Token tok;
    Record& record;
    std::string resultToken;
    // The main line went on after an illegal move: the rest of the text is not read.
    bool stopped = false;

    bool advance() { return lexer.next(tok, error); }

    bool fail(int line, Error e) {
        error = std::move(e).within(E::InRecordLine, {line});
        return false;
    }
    bool fail(int line, ErrorCode code, std::vector<ErrorArg> args = {}) {
        return fail(line, Error(code, std::move(args)));
    }

    // Parses moves into line starting from game's position, until ')' (when nested) or the
    // end. Leaves tok on the token that stopped it.
    bool parseLine(Game game, RecordLine& line, bool nested) {
        for (;;) {
            if (!advance()) return false;
            switch (tok.kind) {
            case Token::End:
                if (nested) return fail(tok.line, E::RecordUnclosedVariation);
                return true;
            case Token::Close:
                if (!nested) return fail(tok.line, E::RecordStrayParenthesis);
                return true;
            case Token::Comment:
                if (line.nodes.empty()) {
                    if (!nested)
                        splitComment(tok.text, &record.openingAnnotations, record.openingComment);
                } else {
                    splitComment(tok.text, &line.nodes.back().annotations,
                                 line.nodes.back().comment);
                }
                break;
            case Token::Open: {
                if (line.nodes.empty()) return fail(tok.line, E::RecordVariationFirst);
                // The position before the replaced move: undo() takes back a played move,
                // or clears the loss of an illegal attempt, which was never applied.
                Game before = game;
                before.undo();
                RecordLine variation;
                const int at = tok.line;
                if (!parseLine(before, variation, true)) return false;
                if (variation.nodes.empty()) return fail(at, E::RecordEmptyVariation);
                line.nodes.back().variations.push_back(std::move(variation));
                break;
            }
            case Token::Word:
                if (!word(game, line, nested)) return false;
                if (stopped) return true;
                break;
            }
        }
    }

    bool word(Game& game, RecordLine& line, bool nested) {
        std::string w = tok.text;
        if (isResultToken(w)) {
            if (nested) return fail(tok.line, E::RecordResultInVariation, {w});
            if (!resultToken.empty()) return fail(tok.line, E::RecordSecondResult, {w});
            resultToken = w;
            return true;
        }
        if (w[0] == '$') return true; // numeric annotation glyph: ignored
        // Move number: "12." or "12..." possibly glued to the move ("12.Pc3-c4").
        std::size_t digits = 0;
        while (digits < w.size() && w[digits] >= '0' && w[digits] <= '9') ++digits;
        if (digits > 0 && digits < w.size() && w[digits] == '.') {
            std::size_t dots = digits;
            while (dots < w.size() && w[dots] == '.') ++dots;
            w = w.substr(dots);
            if (w.empty()) return true;
        } else if (digits == w.size()) {
            return fail(tok.line, E::RecordUnexpectedNumber, {w});
        }
        if (!resultToken.empty()) return fail(tok.line, E::RecordMoveAfterResult, {w});
        // Trailing marks ?, ??, !, !!, !?, ?!
        std::string mark;
        while (!w.empty() && (w.back() == '?' || w.back() == '!')) {
            mark.insert(mark.begin(), w.back());
            w.pop_back();
        }
        if (game.isOver()) {
            // An illegal move ends the game, as it did at the board: the record is read up
            // to it, and what a careless writer put after it is left out (and said).
            if (game.outcome().termination == Termination::IllegalMove && !nested) {
                record.movesAfterIllegal = true;
                stopped = true;
                return true;
            }
            return fail(tok.line, E::RecordMoveAfterEnd, {moveNumber(game), w});
        }
        auto move = parseMove(game.position(), w);
        if (!move) return fail(tok.line, move.failure());
        const std::string number = moveNumber(game);
        const Illegal why = game.play(*move);
        if (why != Illegal::None && nested)
            return fail(tok.line, E::RecordIllegalInVariation, {number, w, ErrorArg::illegal(why)});
        RecordNode node;
        node.move = *move;
        if (!mark.empty()) node.setAnnotation("mark", mark);
        line.nodes.push_back(std::move(node));
        return true;
    }
};

std::string unescape(std::string_view v) {
    std::string out;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v[i] == '\\' && i + 1 < v.size()) ++i;
        out += v[i];
    }
    return out;
}

// The tag pairs at the top, one per line, up to the first line that is not a tag; pos and
// line are left at the movetext.
std::optional<Error> readTags(std::string_view text, std::size_t& pos, int& line, Record& record) {
    for (;;) {
        const std::size_t eol = text.find('\n', pos);
        const std::string_view l =
            text.substr(pos, eol == std::string_view::npos ? text.npos : eol - pos);
        const std::size_t b = l.find_first_not_of(" \t\r");
        if (b != std::string_view::npos && l[b] != '[') return std::nullopt;
        if (b != std::string_view::npos) {
            const std::size_t e = l.find_last_not_of(" \t\r");
            std::string_view body = l.substr(b + 1, e - b);
            const auto bad = [line](ErrorCode what, std::vector<ErrorArg> args = {}) {
                return Error(what, std::move(args)).within(E::InRecordLine, {line});
            };
            if (body.empty() || body.back() != ']') return bad(E::RecordTagMalformed);
            body.remove_suffix(1);
            std::size_t nameEnd = 0;
            while (
                nameEnd < body.size() &&
                (std::isalnum(static_cast<unsigned char>(body[nameEnd])) || body[nameEnd] == '_'))
                ++nameEnd;
            if (nameEnd == 0) return bad(E::RecordTagNoName);
            const std::string_view rest = body.substr(nameEnd);
            const std::size_t q1 = rest.find_first_not_of(' ');
            if (q1 == std::string_view::npos || rest[q1] != '"' || rest.size() < q1 + 2 ||
                rest.back() != '"')
                return bad(E::RecordTagUnquoted, {body.substr(0, nameEnd)});
            record.tags.emplace_back(std::string(body.substr(0, nameEnd)),
                                     unescape(rest.substr(q1 + 1, rest.size() - q1 - 2)));
        }
        if (eol == std::string_view::npos) {
            pos = text.size();
            return std::nullopt;
        }
        pos = eol + 1;
        ++line;
    }
}

// The result a record declares ("1-0", "0-1", "1/2-1/2" or "*").
std::optional<Error> readDeclaredResult(const std::string& text, Result& declared) {
    if (text == "1-0")
        declared = Result::SenteWins;
    else if (text == "0-1")
        declared = Result::GoteWins;
    else if (text == "1/2-1/2")
        declared = Result::Draw;
    else if (text == "*")
        declared = Result::Ongoing;
    else
        return Error(E::RecordUnknownResult, {text});
    return std::nullopt;
}

// A writer states an illegal final move's reason at the start of its comment; what the user
// added follows ("; " separates the two, or a lone ";" comes before annotations only). In
// this program's English the reason is left out of the node (a reader says it in its own
// language); in other words, marked [%illegal], it goes to the note as written. An unmarked
// comment in other words is the user's, and stays.
void takeIllegalNote(RecordNode& node, Illegal why, std::string& note) {
    note.clear();
    const bool marked = node.annotation("illegal") != nullptr;
    node.removeAnnotation("illegal");
    std::string& comment = node.comment;
    const std::size_t end = comment.find("; ");
    std::string head = comment.substr(0, end);
    const std::string rest = end == std::string::npos ? std::string() : comment.substr(end + 2);
    if (end == std::string::npos && !head.empty() && head.back() == ';') head.pop_back();
    if (marked)
        note = head;
    else if (head != std::string("illegal move: ") + illegalText(why))
        return;
    comment = rest;
}

// How the game ended: as the rules adjudicate the main line when they end it (a declared
// result must agree), otherwise as declared, the Termination tag saying why.
std::optional<Error> setOutcome(Record& record, const Game& played, Result declared,
                                const std::string& declaredText) {
    if (played.isOver()) {
        record.outcome = played.outcome();
        if (record.outcome.termination == Termination::IllegalMove)
            takeIllegalNote(record.mainline.nodes.back(), record.outcome.illegal,
                            record.illegalNote);
        if (declared != Result::Ongoing && declared != record.outcome.result)
            return Error(E::RecordResultContradicts,
                         {declaredText, resultText(record.outcome.result),
                          ErrorArg::termination(record.outcome.termination)});
        return std::nullopt;
    }
    Termination t = Termination::None;
    const std::string* term = record.tag("Termination");
    if (declared != Result::Ongoing) {
        if (term && *term == "time")
            t = Termination::Time;
        else if (term && *term == "50-move rule")
            t = Termination::FiftyMoveRule;
        else
            t = declared == Result::Draw ? Termination::FiftyMoveRule : Termination::Resignation;
    }
    if (t == Termination::FiftyMoveRule && !played.canClaimDraw())
        return Error(E::RecordDrawTooEarly, {declaredText});
    record.outcome = {declared, t, Illegal::None, Move()};
    return std::nullopt;
}

} // namespace

Expected<Record> parseRecord(std::string_view text) {
    Record record;
    record.tags.clear();
    // Skip a UTF-8 byte order mark.
    std::size_t pos = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    int line = 1;
    if (auto e = readTags(text, pos, line, record)) return *e;
    if (const std::string* sfen = record.tag("SFEN")) {
        auto p = Position::fromSfen(*sfen);
        if (!p) return Error(p.failure()).within(E::InSfenTag);
        record.start = *p;
    }
    Game game(record.start);
    Parser parser{Lexer(text, pos, line), {}, {}, record, {}, false};
    if (!parser.parseLine(game, record.mainline, false)) return *parser.error;

    // Replay the mainline to adjudicate; the last move alone may be illegal (the parser
    // stops there).
    Game played(record.start);
    for (const RecordNode& node : record.mainline.nodes) played.play(node.move);
    // A record cut at an illegal move ends as the rules say, whatever result it declares.
    const std::string declaredText = parser.stopped ? "*"
                                     : !parser.resultToken.empty()
                                         ? parser.resultToken
                                         : (record.tag("Result") ? *record.tag("Result") : "*");
    Result declared = Result::Ongoing;
    if (auto e = readDeclaredResult(declaredText, declared)) return *e;
    if (auto e = setOutcome(record, played, declared, declaredText)) return *e;
    return record;
}

// ---------------------------------------------------------------------------------------
// Writing

namespace {

std::string escape(const std::string& v) {
    std::string out;
    for (char c : v) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n' || c == '\r') c = ' ';
        out += c;
    }
    return out;
}

class Writer {
public:
    void token(const std::string& t) {
        if (t.empty()) return;
        if (!m_line.empty() && m_line.size() + 1 + t.size() > 80) flush();
        if (!m_line.empty()) m_line += ' ';
        m_line += t;
    }
    void flush() {
        if (!m_line.empty()) m_out += m_line + '\n';
        m_line.clear();
    }
    // Words of text (split at spaces and line breaks) as tokens, with open glued to the
    // first and close to the last, so that wrapping stays global.
    void bracketed(const std::string& text, char open, char close) {
        std::vector<std::string> words;
        std::size_t i = 0;
        while (i < text.size()) {
            std::size_t j = text.find_first_of(" \n", i);
            if (j == std::string::npos) j = text.size();
            if (j > i) words.push_back(text.substr(i, j - i));
            i = j + 1;
        }
        if (words.empty()) return;
        words.front() = std::string(1, open).append(words.front());
        words.back() += close;
        for (const std::string& word : words) token(word);
    }
    std::string take() {
        flush();
        return std::move(m_out);
    }

private:
    std::string m_out, m_line;
};

std::string commentText(const Annotations& annotations, const std::string& text) {
    std::string c;
    for (const auto& [k, v] : annotations) {
        if (k == "mark" || !isAnnotationKey(k)) continue;
        if (!c.empty()) c += ' ';
        c += "[%" + k + (v.empty() ? "" : " " + v) + "]";
    }
    // Free text must not close the comment or read back as an annotation.
    std::string clean;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        clean += ch == '}' ? ')' : (ch == '\n' || ch == '\r') ? ' ' : ch;
        if (ch == '[' && i + 1 < text.size() && text[i + 1] == '%') clean += ' ';
    }
    if (!clean.empty()) {
        if (!c.empty()) c += ' ';
        c += clean;
    }
    return c;
}

void writeComment(Writer& w, const std::string& c) {
    if (c.empty()) return;
    // The braces stay glued to the first and last words, so long comments wrap.
    w.bracketed(c, '{', '}');
}

// finalNote: the main line's note on an illegal final move (Record::illegalNote); nullptr for
// a variation.
void writeLine(Writer& w, Game game, const RecordLine& line, const std::string* finalNote) {
    bool needNumber = true;
    const Side startSide = game.startPosition().sideToMove();
    for (std::size_t i = 0; i < line.nodes.size(); ++i) {
        const RecordNode& node = line.nodes[i];
        const Position& pos = game.position();
        const int plies = int(game.moves().size()) + (startSide == Gote ? 1 : 0);
        const int number = plies / 2 + 1;
        if (pos.sideToMove() == Sente)
            w.token(std::to_string(number) + ".");
        else if (needNumber)
            w.token(std::to_string(number) + "...");
        std::string moveText = moveToHuman(pos, node.move);
        if (const std::string* mark = node.annotation("mark"); mark && isMoveMark(*mark))
            moveText += *mark;
        w.token(moveText);
        needNumber = false;
        const Illegal why = game.play(node.move);
        std::string comment = commentText(node.annotations, node.comment);
        if (why != Illegal::None && finalNote) {
            // Words other than this English are marked, so that a reader keeps them as written.
            std::string reason = !finalNote->empty()
                                     ? "[%illegal] " + *finalNote
                                     : std::string("illegal move: ") + illegalText(why);
            comment = comment.empty() ? reason : reason + "; " + comment;
        }
        writeComment(w, comment);
        if (!comment.empty()) needNumber = true;
        for (const RecordLine& v : node.variations) {
            Game before = game;
            before.undo(); // back to the position the variation starts from
            Writer inner;
            writeLine(inner, before, v, nullptr);
            // Re-tokenise the inner text so that wrapping stays global; the parentheses are
            // glued to the first and last words, as in PGN.
            w.bracketed(inner.take(), '(', ')');
            needNumber = true;
        }
    }
}

} // namespace

std::string writeRecord(const Record& record) {
    Record r = record;
    r.setTag("Result", resultText(r.outcome.result));
    if (r.outcome.termination != Termination::None)
        r.setTag("Termination", terminationText(r.outcome.termination));
    if (!(r.start == Position::start())) r.setTag("SFEN", r.start.toSfen());
    for (const char* t : {"Event", "Date", "Sente", "Gote"})
        if (!r.tag(t)) r.setTag(t, t == std::string("Date") ? "????.??.??" : "?");
    static const char* order[] = {"Event", "Date",     "Sente",     "Gote",     "Result",
                                  "SFEN",  "Handicap", "SenteKing", "GoteKing", "Termination"};
    std::string out;
    const auto tagLine = [&out](std::string_view name, const std::string& value) {
        out.append("[").append(name).append(" \"").append(escape(value)).append("\"]\n");
    };
    for (const char* name : order)
        if (const std::string* v = r.tag(name)) tagLine(name, *v);
    for (const auto& tag : r.tags)
        if (std::find_if(std::begin(order), std::end(order),
                         [&tag](const char* o) { return tag.first == o; }) == std::end(order))
            tagLine(tag.first, tag.second);
    out += '\n';
    Writer w;
    writeComment(w, commentText(r.openingAnnotations, r.openingComment));
    writeLine(w, Game(r.start), r.mainline, &r.illegalNote);
    w.token(resultText(r.outcome.result));
    out += w.take();
    return out;
}

} // namespace ogi
