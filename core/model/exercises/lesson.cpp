// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/lesson.h"

#include "rules/bitboard.h"
#include "rules/notation.h"

#include <QCoreApplication>

#include <string_view>

namespace ogi {

namespace {

// Splits on spaces, skipping empty words.
std::vector<std::string_view> words(const char* text) {
    std::vector<std::string_view> out;
    std::string_view s = text ? text : "";
    while (!s.empty()) {
        const std::size_t space = s.find(' ');
        if (space != 0) out.push_back(s.substr(0, space));
        if (space == std::string_view::npos) break;
        s.remove_prefix(space + 1);
    }
    return out;
}

// The problems of one source, collected with the field they come from.
class SourceReader {
public:
    explicit SourceReader(const StageSource& source) : m_id(source.id ? source.id : "?") {}

    bool failed() const { return !m_problem.isEmpty(); }
    QString problem() const { return m_problem; }

    void fail(const QString& what) {
        if (m_problem.isEmpty())
            m_problem = QStringLiteral("stage %1: %2").arg(QString::fromUtf8(m_id), what);
    }

    std::vector<Move> moves(const char* field, const char* text) {
        std::vector<Move> out;
        int n = 0;
        for (std::string_view w : words(text)) {
            ++n;
            const auto m = parseMachineMove(w);
            if (!m.ok()) {
                fail(QStringLiteral("%1 move %2 '%3': %4")
                         .arg(QString::fromUtf8(field))
                         .arg(n)
                         .arg(QString::fromUtf8(w.data(), qsizetype(w.size())),
                              QString::fromStdString(m.error())));
                return {};
            }
            out.push_back(*m);
        }
        return out;
    }

    Bitboard squares(const char* field, const char* text) {
        Bitboard b = 0;
        for (std::string_view w : words(text)) {
            const auto sq = parseSquare(w);
            if (!sq) {
                fail(QStringLiteral("%1: '%2' is not a square")
                         .arg(QString::fromUtf8(field),
                              QString::fromUtf8(w.data(), qsizetype(w.size()))));
                return 0;
            }
            b |= squareBB(*sq);
        }
        return b;
    }

    std::uint8_t types(const char* field, const char* letters) {
        if (!letters || !*letters) return ai::AllPieceTypes;
        std::uint8_t mask = 0;
        if (std::string_view(letters) == "-") return mask;
        for (const char* c = letters; *c; ++c) {
            const auto t = pieceTypeFromLetter(*c);
            if (!t) {
                fail(QStringLiteral("%1: '%2' is not a piece letter")
                         .arg(QString::fromUtf8(field), QChar::fromLatin1(*c)));
                return 0;
            }
            mask |= ai::typeBit(*t);
        }
        return mask;
    }

    std::vector<ai::ScriptedReply> script(const char* text) {
        std::vector<ai::ScriptedReply> out;
        for (std::string_view w : words(text)) {
            const std::size_t colon = w.find(':');
            const auto after = parseMachineMove(w.substr(0, colon));
            const auto reply = colon == std::string_view::npos
                                   ? parseMachineMove("")
                                   : parseMachineMove(w.substr(colon + 1));
            if (!after.ok() || !reply.ok()) {
                fail(QStringLiteral("script '%1' is not 'move:reply'")
                         .arg(QString::fromUtf8(w.data(), qsizetype(w.size()))));
                return {};
            }
            out.push_back({*after, *reply});
        }
        return out;
    }

private:
    const char* m_id;
    QString m_problem;
};

} // namespace

std::optional<LessonStage> buildStage(const StageSource& src, QString* problem) {
    SourceReader read(src);
    if (!src.id || !src.title || !src.instruction || !src.success || !src.unhelpful)
        read.fail(QStringLiteral("id, title, instruction, success and unhelpful are required"));
    if (!src.sfen) read.fail(QStringLiteral("no position"));

    LessonStage stage;
    ai::Exercise& ex = stage.exercise;
    if (!read.failed()) {
        const auto start = Position::fromSfen(src.sfen);
        if (!start.ok())
            read.fail(QStringLiteral("position: %1").arg(QString::fromStdString(start.error())));
        else
            ex.start = *start;
    }
    if (!read.failed()) {
        ex.prelude = read.moves("prelude", src.prelude);
        ex.goal = src.goal;
        ex.marked = read.squares("marked", src.marked);
        ex.count = src.count;
        ex.accepted = read.moves("accepted", src.accepted);
        ex.movable = read.types("pieces", src.pieces);
        ex.droppable = read.types("drops", src.drops);
        ex.replies = src.replies;
        ex.script = read.script(src.script);
        stage.solution = read.moves("solution", src.solution);
    }
    // The prelude is played by the rules: every move must be legal in turn.
    if (!read.failed()) {
        const ai::ExerciseState state(ex);
        if (state.moves().size() != ex.prelude.size())
            read.fail(QStringLiteral("prelude move %1 is illegal").arg(state.moves().size() + 1));
    }
    const bool marks =
        src.goal == ai::GoalKind::CaptureMarked || src.goal == ai::GoalKind::OccupyMarked;
    if (!read.failed() && marks && !ex.marked) read.fail(QStringLiteral("no marked square"));
    if (!read.failed() && marks && src.count > popcount(ex.marked))
        read.fail(QStringLiteral("count is larger than the marked squares"));
    if (!read.failed() && src.goal == ai::GoalKind::FindMove && ex.accepted.empty())
        read.fail(QStringLiteral("no accepted move"));
    if (!read.failed() && stage.solution.empty() && src.goal != ai::GoalKind::ClaimDraw)
        read.fail(QStringLiteral("no solution"));

    stage.par = src.par;
    stage.twoStars = src.twoStars > 0 ? src.twoStars : src.par + 1;
    ex.limit = src.limit > 0 ? src.limit : src.par;
    if (!read.failed() && (stage.par < 1 || stage.twoStars < stage.par || ex.limit < stage.par))
        read.fail(QStringLiteral("stars need 1 <= par <= twoStars, par <= limit"));
    if (read.failed()) {
        if (problem) *problem = read.problem();
        return std::nullopt;
    }
    stage.id = src.id;
    stage.title = src.title;
    stage.instruction = src.instruction;
    stage.success = src.success;
    stage.unhelpful = src.unhelpful;
    stage.wrongPiece = src.wrongPiece;
    stage.illegalNotes = src.illegalNotes;
    return stage;
}

std::vector<Lesson> buildLessons(const std::vector<LessonSource>& sources, QStringList* problems) {
    std::vector<Lesson> lessons;
    for (const LessonSource& src : sources) {
        Lesson lesson{src.id, src.title, src.summary, {}};
        for (const StageSource& s : src.stages) {
            QString problem;
            if (auto stage = buildStage(s, &problem))
                lesson.stages.push_back(std::move(*stage));
            else if (problems)
                problems->append(problem);
        }
        lessons.push_back(std::move(lesson));
    }
    return lessons;
}

QString lessonText(const char* source) {
    return source ? QCoreApplication::translate("ogi::Lessons", source) : QString();
}

int starsFor(const LessonStage& stage, int movesUsed) {
    if (movesUsed <= stage.par) return 3;
    if (movesUsed <= stage.twoStars) return 2;
    return 1;
}

} // namespace ogi
