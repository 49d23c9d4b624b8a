// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The match tool that every engine change is measured with: its statistics (Elo intervals and
// the pentanomial SPRT, checked against values worked out by hand and against an independent
// formula), its clock notation, the committed openings, and its referee, which must make an
// engine that plays an illegal move, overruns its time or dies lose, and must play whole
// games with the real engine binary over pipes.
#include "handicap.h"
#include "match.h"
#include "sprt.h"

#include "rules/notation.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <cmath>
#include <set>

using namespace ogi;

namespace {

// A fake engine: a shell loop that answers the handshake and replies to every "go" with the
// given line (or not at all when it is empty).
std::string fakeEngine(const std::string& answer) {
    std::string go = answer.empty() ? ":" : "echo '" + answer + "'";
    return "while read -r cmd rest; do case $cmd in usi) echo usiok;; isready) echo readyok;; "
           "go) " +
           go + ";; quit) exit 0;; esac; done";
}

// The log-likelihood ratio of H1 (mean score s1) against H0 (s0) when only two kinds of pair
// have been seen, n1 with score x1 and n2 with x2: the constrained maximum-likelihood
// probabilities p_i = q_i / (1 + lambda d_i), d_i = x_i - s, have a closed form there,
// lambda = -(q1 d1 + q2 d2) / (d1 d2).
double twoCellLlr(double n1, double x1, double n2, double x2, double s0, double s1) {
    const double q1 = n1 / (n1 + n2), q2 = n2 / (n1 + n2);
    auto logLik = [&](double s) {
        const double d1 = x1 - s, d2 = x2 - s;
        const double lambda = -(q1 * d1 + q2 * d2) / (d1 * d2);
        return -n1 * std::log(1 + lambda * d1) - n2 * std::log(1 + lambda * d2);
    };
    return logLik(s1) - logLik(s0);
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void eloOfAScore();
    void sprtBounds();
    void llrOfTwoKindsOfPairByHand();
    void llrAgreesWithNormalApproximation();
    void eloIntervalOfPairs();
    void clockNotation();
    void committedOpeningsAreBalancedAndDistinct();
    void openingsFileErrorsNameTheLine();
    void illegalMoveLoses();
    void silentEngineLosesOnTime();
    void unreadableMoveLoses();
    void engineThatDiesAtOnceLoses();
    void realEngineOverPipesPlaysWholeGames();
    void handicapTextIsReadAsTheTagWritesIt();
    void handicapPiecesArePromotedWhereTheyStand();
    void handicapOpeningIsLeftOutWhenAPieceIsGone();
};

void TestMatch::eloOfAScore() {
    // 75%: three times as many points as the opponent, 400 log10(3) Elo.
    QVERIFY(std::abs(match::eloFromScore(0.75) - 190.849) < 1e-3);
    QVERIFY(std::abs(match::scoreFromElo(0) - 0.5) < 1e-12);
    QVERIFY(std::abs(match::scoreFromElo(400) - 10.0 / 11.0) < 1e-12);
    QVERIFY(std::abs(match::scoreFromElo(-35) + match::scoreFromElo(35) - 1) < 1e-12);
    // Single games: 60 wins, 20 draws, 20 losses = 70%.
    const match::EloEstimate e = match::eloFromResults(60, 20, 20);
    QVERIFY(std::abs(e.elo - match::eloFromScore(0.7)) < 1e-9);
    QVERIFY(e.low < e.elo && e.elo < e.high);
}

void TestMatch::sprtBounds() {
    const match::SprtBounds b;                      // alpha = beta = 0.05
    QVERIFY(std::abs(b.upper() - 2.944439) < 1e-6); // log(0.95 / 0.05)
    QVERIFY(std::abs(b.lower() + 2.944439) < 1e-6);
}

void TestMatch::llrOfTwoKindsOfPairByHand() {
    // 10 pairs scoring 1/2 point (x = 0.25) and 10 scoring 3/2 (x = 0.75): the mean is exactly
    // 0.5, H0 = [0 Elo] fits perfectly, and H1 = [10 Elo] (s1 = 0.514387) less well. By hand:
    // d = (-0.264387, 0.235613), lambda = -0.230957, p1 = (0.471222, 0.528778),
    // LLR = 10 log(0.471222 / 0.5) + 10 log(0.528778 / 0.5) = -0.03317.
    match::Pentanomial p;
    for (int i = 0; i < 10; ++i) p.add(0.5), p.add(1.5);
    QCOMPARE(p.pairs(), std::int64_t(20));
    const double llr = match::sprtLlr(p, 0, 10);
    QVERIFY2(std::abs(llr + 0.03317) < 1e-4, qPrintable(QString::number(llr, 'f', 6)));
    QVERIFY(std::abs(llr - twoCellLlr(10, 0.25, 10, 0.75, 0.5, match::scoreFromElo(10))) < 2e-4);

    // Lopsided: 30 pairs won 2-0 and 10 pairs scoring 1/2 point, tested [0, 5] Elo against
    // the closed form above (0.70627).
    match::Pentanomial q;
    for (int i = 0; i < 30; ++i) q.add(2);
    for (int i = 0; i < 10; ++i) q.add(0.5);
    const double expected =
        twoCellLlr(30, 1.0, 10, 0.25, match::scoreFromElo(0), match::scoreFromElo(5));
    QVERIFY(expected > 0.5);
    QVERIFY2(std::abs(match::sprtLlr(q, 0, 5) - expected) < 1e-3 * std::abs(expected) + 1e-3,
             qPrintable(QStringLiteral("%1 vs %2").arg(match::sprtLlr(q, 0, 5)).arg(expected)));
}

void TestMatch::llrAgreesWithNormalApproximation() {
    // For many pairs and close hypotheses, the generalised likelihood ratio approaches the
    // normal approximation N (s1 - s0) (2 m - s0 - s1) / (2 var), with m and var the mean and
    // variance of the pair scores.
    const std::array<std::array<std::int64_t, 5>, 3> samples = {{
        {40, 310, 620, 330, 50}, // a little better
        {70, 330, 600, 290, 40}, // a little worse
        {10, 120, 300, 140, 12}, // even
    }};
    for (const auto& counts : samples) {
        match::Pentanomial p;
        p.count = counts;
        const double n = double(p.pairs()), m = p.mean(), v = p.variance();
        const double s0 = match::scoreFromElo(0), s1 = match::scoreFromElo(5);
        const double approx = n * (s1 - s0) * (2 * m - s0 - s1) / (2 * v);
        const double llr = match::sprtLlr(p, 0, 5);
        QVERIFY2(std::abs(llr - approx) < 0.03 * std::abs(approx) + 0.02,
                 qPrintable(QStringLiteral("%1 vs %2").arg(llr).arg(approx)));
    }
}

void TestMatch::eloIntervalOfPairs() {
    // The pairs of llrOfTwoKindsOfPairByHand: mean 0.5, variance 0.0625, 20 pairs, so the
    // standard error is 0.0559 and the 95% interval of the score 0.5 +- 0.1096, i.e.
    // +-77.4 Elo.
    match::Pentanomial p;
    for (int i = 0; i < 10; ++i) p.add(0.5), p.add(1.5);
    QVERIFY(std::abs(p.mean() - 0.5) < 1e-12);
    QVERIFY(std::abs(p.variance() - 0.0625) < 1e-12);
    const match::EloEstimate e = match::eloFromPentanomial(p);
    QVERIFY(std::abs(e.elo) < 1e-9);
    QVERIFY2(std::abs(e.high - 77.4) < 0.2, qPrintable(QString::number(e.high)));
    QVERIFY(std::abs(e.low + e.high) < 1e-9);
}

void TestMatch::clockNotation() {
    match::TimeControl tc;
    QVERIFY(match::parseClock("10+0.1", tc));
    QCOMPARE(tc.time, 10000);
    QCOMPARE(tc.inc, 100);
    QVERIFY(match::parseClock("2.5", tc));
    QCOMPARE(tc.time, 2500);
    QCOMPARE(tc.inc, 0);
    for (const char* bad : {"", "+", "x+1", "10+", "1.2345", "-1+1", "0"})
        QVERIFY2(!match::parseClock(bad, tc), bad);
}

void TestMatch::committedOpeningsAreBalancedAndDistinct() {
    std::string error;
    const std::vector<Game> openings =
        match::readOpenings(OGI_SOURCE_DIR "/tools/match/openings.txt", error);
    QVERIFY2(openings.size() >= 500, error.c_str());
    std::set<Key> ends;
    for (const Game& g : openings) {
        QCOMPARE(int(g.moves().size()), 8);
        QVERIFY(!g.isOver());
        ends.insert(g.position().key());
    }
    QCOMPARE(ends.size(), openings.size());
}

void TestMatch::openingsFileErrorsNameTheLine() {
    const QString path = QDir::temp().filePath(QStringLiteral("ogi-openings-test.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("# comment\nstartpos moves c3c4 f6f5\nstartpos moves c3c4 c3c4\n");
    f.close();
    std::string error;
    QVERIFY(match::readOpenings(path.toStdString(), error).empty());
    QVERIFY2(error.find(":3: move 'c3c4' is illegal") != std::string::npos, error.c_str());
    QFile::remove(path);
}

void TestMatch::illegalMoveLoses() {
    match::PlayerSpec cheat, engine;
    QVERIFY(match::configure(cheat, "cmd=" + fakeEngine("bestmove a1a5")).empty());
    QVERIFY(match::configure(engine, "nodes=300").empty());
    const auto pc = match::makePlayer(cheat), pe = match::makePlayer(engine);
    match::RefereeSettings settings;
    // Time enough that a loaded machine cannot turn the illegal move into a loss on time: the
    // cheat answers at once, the engine after its 300 nodes.
    settings.tc.movetime = 30000;
    for (bool cheatSente : {true, false}) {
        const match::GameRecord rec =
            cheatSente ? match::playGame(Game(), *pc, *pe, cheat, engine, settings, 1)
                       : match::playGame(Game(), *pe, *pc, engine, cheat, settings, 1);
        QVERIFY(rec.illegal);
        QCOMPARE(rec.game.outcome().termination, Termination::IllegalMove);
        QCOMPARE(rec.game.outcome().result, cheatSente ? Result::GoteWins : Result::SenteWins);
    }
}

void TestMatch::silentEngineLosesOnTime() {
    match::PlayerSpec silent, engine;
    QVERIFY(match::configure(silent, "cmd=" + fakeEngine("")).empty());
    QVERIFY(match::configure(engine, "nodes=300").empty());
    const auto ps = match::makePlayer(silent), pe = match::makePlayer(engine);
    match::RefereeSettings settings;
    settings.tc.movetime = 50;
    settings.marginMs = 50;
    const match::GameRecord rec = match::playGame(Game(), *pe, *ps, engine, silent, settings, 1);
    QVERIFY(rec.timeLoss);
    QCOMPARE(rec.game.outcome().termination, Termination::Time);
    QCOMPARE(rec.game.outcome().result, Result::SenteWins);
    QCOMPARE(int(rec.game.moves().size()), 1); // the silent engine's first move
}

// A move that cannot be read loses as a crash, and the record says what was wrong with it.
void TestMatch::unreadableMoveLoses() {
    match::PlayerSpec garbled, engine;
    QVERIFY(match::configure(garbled, "cmd=" + fakeEngine("bestmove zz99")).empty());
    QVERIFY(match::configure(engine, "nodes=300").empty());
    const auto pg = match::makePlayer(garbled), pe = match::makePlayer(engine);
    match::RefereeSettings settings;
    settings.tc.movetime = 30000; // the garbled engine answers at once
    const match::GameRecord rec = match::playGame(Game(), *pg, *pe, garbled, engine, settings, 1);
    QVERIFY(rec.crash);
    QCOMPARE(rec.game.outcome().result, Result::GoteWins);
    QVERIFY2(rec.note.find("unreadable answer (bestmove: move 'zz99'") != std::string::npos,
             rec.note.c_str());
}

// An engine whose output ends before its "usiok" cannot start the game: it loses, and the
// record names the command and what happened.
void TestMatch::engineThatDiesAtOnceLoses() {
    match::PlayerSpec dead, engine;
    QVERIFY(match::configure(dead, "cmd=exit 3").empty());
    QVERIFY(match::configure(engine, "nodes=300").empty());
    const auto pd = match::makePlayer(dead), pe = match::makePlayer(engine);
    match::RefereeSettings settings;
    const match::GameRecord rec = match::playGame(Game(), *pe, *pd, engine, dead, settings, 1);
    QVERIFY(rec.crash);
    QCOMPARE(rec.game.outcome().result, Result::SenteWins);
    QCOMPARE(rec.note, std::string("exit 3: the engine's output ended"));
}

void TestMatch::realEngineOverPipesPlaysWholeGames() {
    // The engine binary against this process's search, both with a node limit: whole games,
    // every move legal, nothing lost on time or by a crash. The binary gets its options
    // (two lines, MultiPV, as when a match measures what the analysis's lines cost).
    match::PlayerSpec binary, inProcess;
    QVERIFY(match::configure(binary, "cmd=" OGI_ENGINE_PATH ",opt.Hash=8,opt.MultiPV=2").empty());
    QVERIFY(match::configure(inProcess, "hash=8").empty());
    const auto pb = match::makePlayer(binary), pi = match::makePlayer(inProcess);
    match::RefereeSettings settings;
    settings.tc.nodes = 3000;
    Game opening;
    opening.play(*parseMachineMove("c3c4"));
    for (bool binarySente : {true, false}) {
        const match::GameRecord rec =
            binarySente ? match::playGame(opening, *pb, *pi, binary, inProcess, settings, 7)
                        : match::playGame(opening, *pi, *pb, inProcess, binary, settings, 7);
        QVERIFY2(rec.note.empty(), rec.note.c_str());
        QVERIFY(!rec.illegal && !rec.timeLoss && !rec.crash);
        QVERIFY(rec.game.isOver() || rec.plyLimit);
        QVERIFY(rec.game.moves().size() > 10);
    }
}

QTEST_GUILESS_MAIN(TestMatch)
void TestMatch::handicapTextIsReadAsTheTagWritesIt() {
    match::HandicapSpec spec;
    QCOMPARE(QString::fromStdString(match::parseHandicap("+R +B", spec)), QString());
    QCOMPARE(QString::fromStdString(spec.text()), QStringLiteral("+R +B"));
    // Sente's Rook g2 and Bishop b2; Gote's Rook b7 and Bishop g7.
    QCOMPARE(spec.startSquares(Sente), (std::vector<Square>{Square(14), Square(9)}));
    QCOMPARE(spec.startSquares(Gote), (std::vector<Square>{Square(49), Square(54)}));
    // One Silver is the one beside the King (f1), two Pawns those of the e- and d-files.
    QVERIFY(match::parseHandicap("+S", spec).empty());
    QCOMPARE(spec.startSquares(Sente), (std::vector<Square>{Square(5)}));
    QVERIFY(match::parseHandicap("+P +P", spec).empty());
    QCOMPARE(spec.startSquares(Sente), (std::vector<Square>{Square(20), Square(19)}));
    QVERIFY(match::parseHandicap("", spec).empty());
    QVERIFY(spec.empty());
    QVERIFY(QString::fromStdString(match::parseHandicap("+R +K", spec)).contains("'+K'"));
    QVERIFY(QString::fromStdString(match::parseHandicap("+B +B", spec)).contains("more B"));
    QVERIFY(QString::fromStdString(match::parseHandicap("+R +", spec)).contains("without"));
}

void TestMatch::handicapPiecesArePromotedWhereTheyStand() {
    // Sente's Silver goes f1-e2 and its Rook g2-f2 while Gote pushes two Pawns.
    Game opening;
    for (const char* m : {"f1e2", "c6c5", "g2f2", "f6f5"})
        QCOMPARE(opening.play(*parseMachineMove(m)), Illegal::None);
    match::HandicapSpec spec;
    QVERIFY(match::parseHandicap("+R +S", spec).empty());
    const auto asSente = match::handicapOpening(opening, Sente, spec);
    QVERIFY(asSente);
    QVERIFY(asSente->moves().empty());
    const Position& p = asSente->startPosition();
    QCOMPARE(p.pieceOn(13), makePiece(Sente, makeKind(Rook, true)));   // f2
    QCOMPARE(p.pieceOn(12), makePiece(Sente, makeKind(Silver, true))); // e2
    QCOMPARE(p.pieceOn(2), makePiece(Sente, Silver));                  // c1 untouched
    QCOMPARE(p.sideToMove(), Sente);
    QCOMPARE(p.promotedPieces(Gote), Bitboard(0));
    // The same opening with Gote receiving: Gote's Rook b7 and its f-file Silver (f8).
    const auto asGote = match::handicapOpening(opening, Gote, spec);
    QVERIFY(asGote);
    QCOMPARE(asGote->startPosition().pieceOn(49), makePiece(Gote, makeKind(Rook, true)));
    QCOMPARE(asGote->startPosition().pieceOn(61), makePiece(Gote, makeKind(Silver, true)));
    QCOMPARE(asGote->startPosition().promotedPieces(Sente), Bitboard(0));
}

void TestMatch::handicapOpeningIsLeftOutWhenAPieceIsGone() {
    // Sente's Bishop takes Gote's on g7: Gote's Bishop is in Sente's hand.
    Game opening;
    for (const char* m : {"c3c4", "f6f5", "b2g7"})
        QCOMPARE(opening.play(*parseMachineMove(m)), Illegal::None);
    match::HandicapSpec spec;
    QVERIFY(match::parseHandicap("+B", spec).empty());
    QVERIFY(!match::handicapOpening(opening, Gote, spec)); // Gote's Bishop was taken
    QVERIFY(match::handicapOpening(opening, Sente, spec)); // Sente's stands on g7
    // An opening that does not start from the initial position has no start squares.
    Game other(*Position::fromSfen("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL w - 1"));
    QVERIFY(!match::handicapOpening(other, Sente, spec));
}

#include "tst_match.moc"
