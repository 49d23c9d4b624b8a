// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The player's game rating: each handicap's measured value at a level (interpolated on the
// Elo scale, checked against numbers worked out by hand from docs/handicaps.tsv), the even
// game suggested for a rating, the rating file (kept, a damaged one set aside), and
// GameSession deciding which finished games count.
#include "learn/handicapvalue.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/handicap.h"
#include "model/game/player.h"
#include "model/progress/gamerater.h"
#include "model/progress/gamerating.h"
#include "rules/notation.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace ogi;

namespace {
constexpr int Slow = 60000;

// The computer's side: it plays `first` (if any) on its first turn, then never answers
// again, so that its clock runs out.
class SilentComputer : public Player {
public:
    explicit SilentComputer(const char* first = nullptr) : m_first(first) {}
    bool isHuman() const override { return false; }
    void startTurn(const Game& game, const GameClock*) override {
        if (!m_first) return;
        const auto m = parseMove(game.position(), m_first);
        m_first = nullptr;
        if (!m.ok()) qFatal("bad move");
        QTimer::singleShot(0, this, [this, move = *m] { emit moveChosen(move); });
    }
    void cancelTurn() override {}

private:
    const char* m_first;
};

GameSetup againstLevel(int level, bool friendly = false, Side computer = Gote) {
    GameSetup g;
    g.info.players[computer] = PlayerInfo::computer(level);
    g.info.timeControl = {TimeControl::Kind::Increment, 1000, 0, 0};
    g.info.refuseIllegal = friendly;
    return g;
}

// A game against the computer, rated into a fresh rating file.
struct RatedSession {
    QTemporaryDir dir;
    GameRating stored{dir.path()};
    GameSession session;
    QSignalSpy rated{session.rater(), &GameRater::gameRated};

    explicit RatedSession(const GameSetup& setup, const char* computerFirst = nullptr) {
        if (!stored.load()) qFatal("%s", qPrintable(stored.error()));
        session.rater()->setRating(&stored);
        session.start(setup);
        const Side computer = setup.info.players[Sente].isProgram() ? Sente : Gote;
        session.runner()->setPlayer(computer, new SilentComputer(computerFirst));
    }
    // What gameRated said of the game that ended: rated or not, and the text.
    bool wasRated() const { return rated.at(0).at(0).toBool(); }
    QString text() const { return rated.at(0).at(1).toString(); }
};

void play(GameSession& session, const char* text) {
    const auto m = parseMove(session.model()->position(), text);
    if (!m.ok()) qFatal("bad move %s", text);
    session.runner()->play(*m);
}

std::vector<std::string> presetTags() {
    std::vector<std::string> tags;
    for (HandicapPreset p : handicapPresets)
        tags.push_back(Handicap::fromPreset(p).tagText().toStdString());
    return tags;
}
} // namespace

class TestGameRating : public QObject {
    Q_OBJECT
private slots:
    void handicapValues();
    void expectedScores();
    void suggestion();
    void ratingFile();
    void damagedFile();
    void ratedGameWon();
    void takebackNotRated();
    void friendlyRuleNotRated();
    void resignedBeforeMovingNotRated();
    void abandonedBeforeMovingNotRated();
    void liveAnalysisNotRated();
    void analysisLineOnlyWhileComputerStopped();
};

void TestGameRating::handicapValues() {
    using rating::handicapValue;
    QCOMPARE(rating::levelElo(1), 1000.0);
    QCOMPARE(rating::levelElo(6), 2137.0);
    // Measured: the table's own figures.
    QCOMPARE(*handicapValue("+R +B", 3), 57.9);
    QCOMPARE(*handicapValue("+R +B", 6), 120.1);
    // Level 4 (1807) between level 3 (1676) and 6 (2137): 57.9 + 131/461 * 62.2 = 75.575.
    QVERIFY(std::abs(*handicapValue("+R +B", 4) - 75.575) < 0.001);
    // Flat outside the measured strengths: below level 3, and above the strong point (2846,
    // between levels 8 and 9), where +R +B is worth 153.4.
    QCOMPARE(*handicapValue("+R +B", 1), 57.9);
    QCOMPARE(*handicapValue("+R +B", 9), 153.4);
    QCOMPARE(*handicapValue("+R +B", 10), 153.4);
    // Level 8 (2779) between level 6 (2137, +P 168.4) and the strong point (2846, 275.5):
    // 168.4 + 642/709 * 107.1 = 265.379.
    QVERIFY(std::abs(*handicapValue("+P", 8) - 265.379) < 0.001);
    QCOMPARE(*handicapValue("+P", 10), 275.5);
    // Two promoted Pawns between strong sides: the level gap that evens them out (529.9),
    // the largest value measured, above every piece but the Pawns promoted (504.8).
    QCOMPARE(*handicapValue("+P +P", 10), 529.9);
    QCOMPARE(*handicapValue("+R +B +I +S +S +N +N +L +L", 10), 504.8);
    QVERIFY(*handicapValue("+P +P", 8) > *handicapValue("+P +P", 6));
    // Even is worth nothing; every preset is measured; a custom pick is not.
    QCOMPARE(*handicapValue("", 5), 0.0);
    for (const std::string& tag : presetTags()) QVERIFY2(handicapValue(tag, 5), tag.c_str());
    QVERIFY(!handicapValue("+R +S", 5));
    // Where each value comes from: the level's own measure, the two around it, or the
    // nearest one held (below level 3, above the strong point near level 8).
    using rating::handicapEstimate;
    const auto at = [](int level) { return *handicapEstimate("+R +B", level); };
    QCOMPARE(at(1).lowLevel, 3);
    QCOMPARE(at(1).highLevel, 3);
    QCOMPARE(at(3).lowLevel, 3);
    QCOMPARE(at(3).highLevel, 3);
    QCOMPARE(at(4).lowLevel, 3);
    QCOMPARE(at(4).highLevel, 6);
    QCOMPARE(at(4).value, *handicapValue("+R +B", 4));
    QCOMPARE(at(6).lowLevel, 6);
    QCOMPARE(at(6).highLevel, 6);
    QVERIFY(!at(6).lowNear);
    QCOMPARE(at(8).lowLevel, 6); // 2779 lies below the strong point, 2846
    QCOMPARE(at(8).highLevel, 8);
    QVERIFY(at(8).highNear && !at(8).lowNear);
    QVERIFY(at(10).lowNear && at(10).highNear);
    QCOMPARE(at(10).value, 153.4);
    QVERIFY(!handicapEstimate("", 5));
    QVERIFY(!handicapEstimate("+R +S", 5));
    // The presets come smallest first at every level: the New Game list is in that order.
    for (int level = rating::MinLevel; level <= rating::MaxLevel; ++level) {
        double last = -1;
        for (const std::string& tag : presetTags()) {
            const double value = *handicapValue(tag, level);
            QVERIFY2(value > last, tag.c_str());
            last = value;
        }
    }
}

void TestGameRating::expectedScores() {
    // 400 points apart: 1 / (1 + 10^-1) = 0.90909.
    QVERIFY(std::abs(rating::expectedScore(1400, 1000) - 0.909091) < 1e-6);
    QCOMPARE(rating::expectedScore(1500, 1500), 0.5);
    // Level 6 with +R +B: received, 2137 - 120.1; given, 2137 + 120.1.
    QVERIFY(std::abs(*rating::opponentRating(6, "+R +B", true) - 2016.9) < 1e-9);
    QVERIFY(std::abs(*rating::opponentRating(6, "+R +B", false) - 2257.1) < 1e-9);
    QVERIFY(!rating::opponentRating(6, "+R +S", true));
}

void TestGameRating::suggestion() {
    const auto tags = presetTags();
    // A newcomer (1000) is level 1 exactly: the even game there.
    auto s = rating::suggestEvenGame(1000, tags);
    QCOMPARE(s.level, 1);
    QCOMPARE(s.tag, std::string());
    QCOMPARE(s.expected, 0.5);
    // 1676 is level 3: even.
    s = rating::suggestEvenGame(1676, tags);
    QCOMPARE(s.level, 3);
    QCOMPARE(s.tag, std::string());
    // 2016.9 is level 6 less the +R +B received (2137 - 120.1): exactly even.
    s = rating::suggestEvenGame(2016.9, tags);
    QCOMPARE(s.level, 6);
    QCOMPARE(s.tag, std::string("+R +B"));
    QVERIFY(s.playerReceives);
    QVERIFY(std::abs(s.expected - 0.5) < 1e-9);
    // 1200, by hand: level 1 even 76 %, level 2 even 26 %; the nearest is the player giving
    // +R +B +I +S +S to level 1 (1000 + 193.2 = 1193.2: 1 / (1 + 10^(-6.8/400)) = 50.98 %),
    // ahead of level 2 with it received (1382 - 193.2 = 1188.8: 51.61 %).
    s = rating::suggestEvenGame(1200, tags);
    QCOMPARE(s.level, 1);
    QCOMPARE(s.tag, std::string("+R +B +I +S +S"));
    QVERIFY(!s.playerReceives);
    QVERIFY(std::abs(s.expected - 0.50978) < 1e-4);
}

void TestGameRating::ratingFile() {
    QTemporaryDir dir;
    GameRating r(dir.path());
    QVERIFY(r.load());
    QVERIFY(r.isProvisional());
    QCOMPARE(r.rating().rating, 1000.0);
    QCOMPARE(r.rating().deviation, 350.0);
    const QDate day(2026, 1, 2);
    // A win against level 3 (1676) raises a 1000 ± 350 a lot; a handicap received makes it
    // count less (the opponent 1676 - 57.9).
    QVERIFY(r.recordGame(3, QString(), true, 1, day));
    const double even = r.rating().rating;
    QVERIFY(even > 1200);
    QVERIFY(r.rating().deviation < 350);
    GameRating h(QDir(dir.path()).filePath(QStringLiteral("other")));
    QVERIFY(h.recordGame(3, QStringLiteral("+R +B"), true, 1, day));
    QVERIFY(h.rating().rating < even);
    // An unmeasured handicap records nothing.
    QString error;
    QVERIFY(!r.recordGame(3, QStringLiteral("+R +S"), true, 1, day, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(r.history().size(), std::size_t(1));
    // Kept across restarts.
    GameRating again(dir.path());
    QVERIFY(again.load());
    QVERIFY(!again.isProvisional());
    QCOMPARE(again.rating().rating, even);
    QCOMPARE(again.history().size(), std::size_t(1));
    QCOMPARE(again.history()[0].level, 3);
    QCOMPARE(again.history()[0].score, 1.0);
    QCOMPARE(again.history()[0].day, day);
}

void TestGameRating::damagedFile() {
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("games.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "ogi-game-rating", "version": 1,
               "rating": {"rating": 1200, "deviation": 100, "volatility": 0.06},
               "history": [{"day": "2026-01-02", "level": 12, "score": 1, "rating": 1200,
                            "deviation": 100}]})");
    f.close();
    GameRating r(dir.path());
    QVERIFY(!r.load());
    QVERIFY2(r.error().contains(QLatin1String("game 1 of the history")), qPrintable(r.error()));
    QVERIFY(r.error().contains(QLatin1String("games-corrupt-")));
    QVERIFY(r.isProvisional());
    QCOMPARE(r.rating().rating, 1000.0);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("games-corrupt-*")}).size(), 1);
}

void TestGameRating::ratedGameWon() {
    RatedSession r(againstLevel(3));
    QCOMPARE(r.session.unrated(), Unrated::NoMove); // if it ended now
    play(r.session, "c3c4");
    QCOMPARE(r.session.unrated(), Unrated::None);
    QTRY_COMPARE_WITH_TIMEOUT(r.rated.count(), 1, Slow); // Gote's clock runs out
    QCOMPARE(r.session.model()->game().outcome().result, Result::SenteWins);
    QVERIFY(r.wasRated());
    QVERIFY(r.stored.rating().rating > 1000);
    QVERIFY2(r.text().startsWith(QLatin1String("Rated: your rating is now")), qPrintable(r.text()));
    // And it was stored.
    GameRating reread(r.dir.path());
    QVERIFY(reread.load());
    QCOMPARE(reread.rating().rating, r.stored.rating().rating);
    QCOMPARE(reread.history().size(), std::size_t(1));
    QCOMPARE(reread.history()[0].level, 3);
}

void TestGameRating::takebackNotRated() {
    RatedSession r(againstLevel(3));
    play(r.session, "c3c4");
    r.session.undo();
    QCOMPARE(r.session.unrated(), Unrated::Takeback);
    play(r.session, "c3c4");
    QTRY_COMPARE_WITH_TIMEOUT(r.rated.count(), 1, Slow);
    QVERIFY(!r.wasRated());
    QCOMPARE(r.text(), QStringLiteral("Not rated: you took back a move."));
    QVERIFY(r.stored.isProvisional());
    QVERIFY(!QFile::exists(r.stored.filePath()));
    // A new game starts rated again.
    r.session.start(againstLevel(3));
    play(r.session, "c3c4");
    QCOMPARE(r.session.unrated(), Unrated::None);
}

void TestGameRating::friendlyRuleNotRated() {
    RatedSession r(againstLevel(3, true));
    QCOMPARE(r.session.unrated(), Unrated::FriendlyRule);
    play(r.session, "c3c4");
    QTRY_COMPARE_WITH_TIMEOUT(r.rated.count(), 1, Slow);
    QVERIFY(!r.wasRated());
    QCOMPARE(r.text(), QStringLiteral("Not rated: the friendly rule refused illegal moves."));
    QVERIFY(r.stored.isProvisional());
    // Two humans: not rated either.
    r.session.start(GameSetup{});
    QCOMPARE(r.session.unrated(), Unrated::TwoHumans);
}

void TestGameRating::resignedBeforeMovingNotRated() {
    // Sente resigns at once: nothing is rated, nothing is written.
    RatedSession first(againstLevel(3));
    first.session.runner()->resign();
    QCOMPARE(first.rated.count(), 1);
    QCOMPARE(first.session.model()->game().outcome().result, Result::GoteWins);
    QVERIFY(!first.wasRated());
    QCOMPARE(first.text(), QStringLiteral("Not rated: the game ended before you made a move."));
    QVERIFY(first.stored.isProvisional());
    QVERIFY(!QFile::exists(first.stored.filePath()));

    // Gote: the computer's first move is no move of the player's.
    RatedSession second(againstLevel(3, false, Sente), "c3c4");
    QTRY_COMPARE_WITH_TIMEOUT(second.session.model()->game().moves().size(), std::size_t(1), Slow);
    QVERIFY(second.session.runner()->isHumanToMove());
    second.session.runner()->resign();
    QCOMPARE(second.rated.count(), 1);
    QCOMPARE(second.session.model()->game().outcome().result, Result::SenteWins);
    QVERIFY(!second.wasRated());
    QVERIFY(second.stored.isProvisional());

    // After one move of the player's, resigning is a rated loss.
    RatedSession third(againstLevel(3));
    play(third.session, "c3c4");
    third.session.runner()->resign();
    QCOMPARE(third.rated.count(), 1);
    QVERIFY2(third.wasRated(), qPrintable(third.text()));
    QVERIFY(third.stored.rating().rating < 1000);
    QCOMPARE(third.stored.history().size(), std::size_t(1));
    QCOMPARE(third.stored.history()[0].score, 0.0);
}

void TestGameRating::abandonedBeforeMovingNotRated() {
    // The player never moves and the clock runs out: not rated either.
    RatedSession r(againstLevel(3));
    QTRY_COMPARE_WITH_TIMEOUT(r.rated.count(), 1, Slow);
    QCOMPARE(r.session.model()->game().outcome().result, Result::GoteWins);
    QVERIFY(!r.wasRated());
    QCOMPARE(r.text(), QStringLiteral("Not rated: the game ended before you made a move."));
    QVERIFY(r.stored.isProvisional());
}

void TestGameRating::liveAnalysisNotRated() {
    RatedSession r(againstLevel(3));
    play(r.session, "c3c4");
    QCOMPARE(r.session.unrated(), Unrated::None);
    // Shown for a moment during the game: the engine's lines were seen, hidden again or not.
    r.session.setAnalysisShown(true);
    QCOMPARE(r.session.unrated(), Unrated::Analysis);
    r.session.setAnalysisShown(false);
    QCOMPARE(r.session.unrated(), Unrated::Analysis);
    QVERIFY(!unratedReason(Unrated::Analysis).isEmpty());
    // A new game with the analysis hidden is rated again.
    r.session.start(againstLevel(3));
    play(r.session, "c3c4");
    QCOMPARE(r.session.unrated(), Unrated::None);
}

void TestGameRating::analysisLineOnlyWhileComputerStopped() {
    RatedSession r(againstLevel(3)); // the computer (Gote) never answers
    play(r.session, "c3c4");
    Game g = r.session.model()->game();
    const Move gote = *parseMove(g.position(), "f6f5");
    g.play(gote);
    const std::vector<Move> line = {gote, *parseMove(g.position(), "d3d4")};
    // While the computer plays: an analysis line is not the user's to enter.
    QCOMPARE(r.session.enterLine(line), 0);
    QCOMPARE(r.session.model()->game().moves().size(), std::size_t(1));
    // Once the computer is stopped, the line goes in, for both sides.
    r.session.stopComputer();
    QVERIFY(r.session.runner()->isPaused());
    QCOMPARE(r.session.enterLine(line), 2);
    QCOMPARE(r.session.model()->game().moves().size(), std::size_t(3));
    // A move that is not legal where the line starts enters nothing.
    QCOMPARE(r.session.enterLine({gote}), 0);
    QCOMPARE(r.session.model()->game().moves().size(), std::size_t(3));
}

QTEST_GUILESS_MAIN(TestGameRating)
#include "tst_gamerating.moc"
