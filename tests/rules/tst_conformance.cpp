// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The published conformance suite (docs/conformance/cases.tsv) checked directly with the
// rules library: every case, including what the engine protocol cannot express (why a move
// is illegal, how the game ended, the draw claim, the SFEN and human-form moves written, the
// check state).
#include "rules/game.h"
#include "rules/notation.h"
#include "rules/perft.h"

#include <QFile>
#include <QSet>
#include <QTest>

#include <array>

using namespace ogi;

namespace {

// The reason names of the case file (docs/conformance/README.md), one per Illegal value.
constexpr std::array<std::pair<Illegal, const char*>, 15> ReasonNames{{
    {Illegal::NoKing, "no-king"},
    {Illegal::EmptySquare, "empty-square"},
    {Illegal::EnemyPiece, "enemy-piece"},
    {Illegal::NotInHand, "not-in-hand"},
    {Illegal::Unreachable, "unreachable"},
    {Illegal::PathBlocked, "path-blocked"},
    {Illegal::OwnPieceOnTarget, "own-piece-on-target"},
    {Illegal::DropOnOccupied, "drop-on-occupied"},
    {Illegal::DropPawn, "drop-pawn"},
    {Illegal::DropLanceLastRank, "drop-lance-last-rank"},
    {Illegal::DropKnightLastRanks, "drop-knight-last-ranks"},
    {Illegal::PromotionNotAllowed, "promotion-not-allowed"},
    {Illegal::PromotionMissing, "promotion-missing"},
    {Illegal::PrivilegeNotAllowed, "privilege-not-allowed"},
    {Illegal::Repetition, "repetition"},
}};

QString reasonName(Illegal why) {
    for (const auto& [value, name] : ReasonNames)
        if (value == why) return QString::fromLatin1(name);
    return QStringLiteral("legal");
}

struct Case {
    QString id, clause, position, kind, expected;
    QStringList history;
};

QList<Case> readCases() {
    QList<Case> cases;
    QFile f(QStringLiteral(OGI_CONFORMANCE_CASES));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(f.fileName()));
    int lineNumber = 0;
    while (!f.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList cols = line.split(QLatin1Char('\t'));
        if (cols.size() != 6)
            qFatal("cases.tsv:%d: %d fields, expected 6", lineNumber, int(cols.size()));
        Case c{cols[0], cols[1], cols[2], cols[4], cols[5], {}};
        if (cols[3] != QLatin1String("-"))
            c.history = cols[3].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        cases.append(c);
    }
    return cases;
}

QStringList sorted(QStringList list) {
    list.sort();
    return list;
}

QStringList legalMoveTexts(const Game& game) {
    MoveList list;
    game.legalMoves(list);
    QStringList out;
    for (Move m : list) out << QString::fromStdString(moveToMachine(m));
    return sorted(out);
}

QString outcomeText(const Game& game) {
    const Outcome& o = game.outcome();
    if (o.result == Result::Ongoing) return QStringLiteral("none");
    QString how;
    switch (o.termination) {
    case Termination::KingCaptured: how = QStringLiteral("king-captured"); break;
    case Termination::NoLegalMove: how = QStringLiteral("no-legal-move"); break;
    default: how = QString::fromLatin1(terminationText(o.termination)); break;
    }
    const QString winner = o.result == Result::SenteWins  ? QStringLiteral("sente")
                           : o.result == Result::GoteWins ? QStringLiteral("gote")
                                                          : QStringLiteral("draw");
    return how + QLatin1Char(' ') + winner;
}

Move readMove(const QString& text) {
    auto m = parseMachineMove(text.toStdString());
    if (!m) qFatal("unreadable move %s: %s", qPrintable(text), m.error().c_str());
    return *m;
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT
private slots:
    void cases_data();
    void cases();
    void everyIllegalReasonIsCovered();
};

void TestConformance::cases_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QStringList>("history");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    const QList<Case> all = readCases();
    QSet<QString> ids;
    for (const Case& c : all) {
        QVERIFY2(!ids.contains(c.id), qPrintable(c.id));
        ids.insert(c.id);
        QTest::newRow(qPrintable(c.id)) << c.position << c.history << c.kind << c.expected;
    }
    // The suite's size is part of what it promises: a truncated file must not pass quietly.
    QVERIFY(all.size() >= 200);
}

void TestConformance::cases() {
    QFETCH(QString, position);
    QFETCH(QStringList, history);
    QFETCH(QString, kind);
    QFETCH(QString, expected);

    Expected<Position> start = position == QLatin1String("startpos")
                                   ? Expected<Position>(Position::start())
                                   : Position::fromSfen(position.toStdString());
    if (kind == QLatin1String("badsfen")) {
        QVERIFY2(!start, "the position should be refused");
        QVERIFY(!start.error().empty()); // and the reader says why
        return;
    }
    QVERIFY2(start, start ? "" : start.error().c_str());
    Game game(*start);
    for (const QString& text : history) {
        const Illegal why = game.play(readMove(text));
        QVERIFY2(why == Illegal::None,
                 qPrintable(QStringLiteral("history move %1: %2").arg(text, reasonName(why))));
    }

    if (kind == QLatin1String("moves")) {
        const QStringList want =
            expected == QLatin1String("-") ? QStringList() : expected.split(QLatin1Char(' '));
        QCOMPARE(legalMoveTexts(game), sorted(want));
    } else if (kind == QLatin1String("perft")) {
        const QStringList counts = expected.split(QLatin1Char(' '));
        for (int depth = 1; depth <= counts.size(); ++depth) {
            Position pos = game.position();
            History h = game.history();
            h.reserve(h.size() + depth + 1);
            const qulonglong n = game.isOver() ? 0 : ogi::perft(pos, h, depth);
            QVERIFY2(n == counts[depth - 1].toULongLong(),
                     qPrintable(QStringLiteral("perft %1: %2, expected %3")
                                    .arg(depth)
                                    .arg(n)
                                    .arg(counts[depth - 1])));
        }
    } else if (kind == QLatin1String("legal")) {
        const QStringList legal = legalMoveTexts(game);
        for (const QString& text : expected.split(QLatin1Char(' '))) {
            QVERIFY2(game.isLegal(readMove(text)), qPrintable(text));
            QVERIFY2(legal.contains(text), qPrintable(text));
        }
    } else if (kind == QLatin1String("illegal")) {
        const QStringList parts = expected.split(QLatin1Char(' '));
        QCOMPARE(parts.size(), 2);
        const Move m = readMove(parts[0]);
        QCOMPARE(reasonName(game.check(m)), parts[1]);
        QVERIFY(!legalMoveTexts(game).contains(parts[0]));
        // RULES.md §7: the side that plays it loses at once, and the move is not applied.
        Game after = game;
        const Side mover = game.sideToMove();
        const bool wasOver = game.isOver();
        QCOMPARE(reasonName(after.play(m)), parts[1]);
        QVERIFY(after.position() == game.position());
        QCOMPARE(after.moves().size(), game.moves().size());
        if (wasOver) {
            // Nothing is played once a King is gone: the ending stays what it was.
            QCOMPARE(outcomeText(after), outcomeText(game));
        } else {
            QCOMPARE(after.outcome().termination, Termination::IllegalMove);
            QCOMPARE(after.outcome().result, winFor(opposite(mover)));
            QCOMPARE(after.outcome().illegal, game.check(m));
            QVERIFY(after.outcome().illegalMove == m);
        }
    } else if (kind == QLatin1String("unreadable")) {
        QVERIFY(!parseMachineMove(expected.toStdString()));
    } else if (kind == QLatin1String("result")) {
        QCOMPARE(outcomeText(game), expected);
        QCOMPARE(game.isOver(), expected != QLatin1String("none"));
        if (game.isOver()) QCOMPARE(legalMoveTexts(game), QStringList());
    } else if (kind == QLatin1String("claim")) {
        const bool yes = expected == QLatin1String("yes");
        QCOMPARE(game.canClaimDraw(), yes);
        Game claimed = game;
        QCOMPARE(claimed.claimDraw(), yes);
        QCOMPARE(outcomeText(claimed),
                 yes ? QStringLiteral("50-move rule draw") : QStringLiteral("none"));
    } else if (kind == QLatin1String("sfen")) {
        QCOMPARE(QString::fromStdString(game.position().toSfen()), expected);
    } else if (kind == QLatin1String("human")) {
        const QStringList parts = expected.split(QLatin1Char(' '));
        QCOMPARE(parts.size(), 2);
        const Move m = readMove(parts[0]);
        QVERIFY(game.isLegal(m));
        QCOMPARE(QString::fromStdString(moveToHuman(game.position(), m)), parts[1]);
        auto read = parseHumanMove(game.position(), parts[1].toStdString());
        QVERIFY2(read, read ? "" : read.error().c_str());
        QVERIFY(*read == m);
    } else if (kind == QLatin1String("check")) {
        const QString state = game.isCheckmate() ? QStringLiteral("checkmate")
                              : game.isCheck()   ? QStringLiteral("check")
                                                 : QStringLiteral("none");
        QCOMPARE(state, expected);
    } else {
        QFAIL(qPrintable(QStringLiteral("unknown check '%1'").arg(kind)));
    }
}

// RULES.md §7 lists what is illegal exhaustively; the suite has a case for every reason the
// rules library can give.
void TestConformance::everyIllegalReasonIsCovered() {
    QSet<QString> seen;
    for (const Case& c : readCases())
        if (c.kind == QLatin1String("illegal"))
            seen.insert(c.expected.section(QLatin1Char(' '), 1));
    for (const auto& [value, name] : ReasonNames)
        QVERIFY2(seen.contains(QString::fromLatin1(name)), name);
}

QTEST_APPLESS_MAIN(TestConformance)
#include "tst_conformance.moc"
