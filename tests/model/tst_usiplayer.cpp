// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The external engine as a player (UsiPlayer, run by GameSession) against a fake engine
// built with the tests (fakeengine.cpp), one test per behaviour of an engine: a good one,
// and each way an engine can fail. Whatever the engine does, the program does not hang or
// crash and the game is kept.
#include "model/engines/engineprobe.h"
#include "model/engines/engineregistry.h"
#include "model/game/gameclock.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/usiplayer.h"
#include "rules/notation.h"

#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ogi;

namespace {

constexpr int Wait = 30000; // ms: what must come is waited for generously (a loaded machine)

const QString FakeEngine = QStringLiteral(OGI_FAKE_ENGINE_PATH);

Move mv(const GameSession& session, const char* text) {
    const auto m = parseMove(session.model()->game().position(), text);
    return m ? *m : Move();
}

std::size_t plies(const GameSession& session) {
    return session.model()->game().moves().size();
}

// A human for Sente, the fake engine in `mode` for Gote.
GameSetup againstFake(const char* mode, TimeControl tc = {}) {
    qputenv("OGI_FAKE_ENGINE", mode);
    GameSetup g;
    PlayerInfo& p = g.info.players[Gote];
    p.kind = PlayerInfo::Kind::Engine;
    p.engine = QStringLiteral("Fake ") + QLatin1String(mode);
    p.enginePath = FakeEngine;
    g.info.timeControl = tc;
    g.info.refuseIllegal = false;
    return g;
}

bool logHas(const Player* player, const QString& start, const QString& part) {
    const auto* engine = qobject_cast<const UsiPlayer*>(player);
    if (!engine) return false;
    for (const QString& line : engine->log())
        if (line.startsWith(start) && line.contains(part)) return true;
    return false;
}

} // namespace

class TestUsiPlayer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void playsAGame();
    void sendsTheClock();
    void askedAgain();
    void notExecutable();
    void noUsiOk();
    void diesMidGame();
    void garbageIsLogged();
    void illegalMoveLoses_data();
    void illegalMoveLoses();
    void timeRunsOut();
    void recordNamesTheEngine();
    void engineListRemembers();
    void newGameRemembersTheEngine();
    void probeReadsNameAndOptions();
    void probeFailures();
};

void TestUsiPlayer::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(QFileInfo(FakeEngine).isExecutable());
}

// The handshake, then each turn "position … moves …" and "go"; the answer is played.
void TestUsiPlayer::playsAGame() {
    GameSession session;
    session.start(againstFake("good"));
    Player* engine = session.runner()->player(Gote);
    QVERIFY(qobject_cast<UsiPlayer*>(engine));
    QTRY_COMPARE_WITH_TIMEOUT(engine->state(), Player::State::Ready, Wait);
    session.runner()->play(mv(session, "c3c4"));
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Wait);
    QVERIFY(!session.model()->isOver());
    QVERIFY(session.runner()->isHumanToMove());
    QVERIFY(logHas(engine, "< ", "usiok"));
    QVERIFY(logHas(engine, "> ", "usinewgame"));
    QVERIFY(logHas(engine, "> ", "position startpos moves c3c4"));
    session.runner()->play(mv(session, "d3d4"));
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(4), Wait);
    QCOMPARE(engine->state(), Player::State::Ready);
}

// "go" carries both clocks and the byoyomi; the options saved with the engine are set.
void TestUsiPlayer::sendsTheClock() {
    qputenv("OGI_FAKE_ENGINE", "good");
    GameClock clock;
    clock.reset({TimeControl::Kind::Byoyomi, 60000, 5000, 0});
    UsiPlayer engine(FakeEngine, QStringLiteral("Fake"), {{QStringLiteral("Depth"), "5"}});
    QSignalSpy chosen(&engine, &Player::moveChosen);
    engine.startTurn(Game(), &clock);
    QTRY_COMPARE_WITH_TIMEOUT(chosen.count(), 1, Wait);
    QVERIFY(logHas(&engine, "> ", "setoption name Depth value 5"));
    QVERIFY(logHas(&engine, "> ", "go btime 60000 wtime 60000 byoyomi 5000"));
    QVERIFY(Game().isLegal(chosen.at(0).at(0).value<Move>()));
}

// Asked again before it answered (GameRunner never does so), the engine's search is stopped
// and its answer to the first question is not taken for the second's: it plays once, a move
// of the second position.
void TestUsiPlayer::askedAgain() {
    qputenv("OGI_FAKE_ENGINE", "good");
    UsiPlayer engine(FakeEngine, QStringLiteral("Fake"));
    engine.start();
    QTRY_COMPARE_WITH_TIMEOUT(engine.state(), Player::State::Ready, Wait);
    QSignalSpy chosen(&engine, &Player::moveChosen);
    const Game first;
    Game second = first;
    QCOMPARE(second.play(*parseMove(first.position(), "c3c4")), Illegal::None);
    engine.startTurn(first, nullptr);
    engine.startTurn(second, nullptr);
    const auto answers = [&engine] {
        return engine.log().filter(QRegularExpression(QStringLiteral("^< bestmove "))).size();
    };
    QTRY_COMPARE_WITH_TIMEOUT(answers(), 2, Wait);
    QCOMPARE(chosen.count(), 1);
    QVERIFY(second.isLegal(chosen.at(0).at(0).value<Move>()));
    QVERIFY(logHas(&engine, "> ", "stop"));
    QCOMPARE(engine.state(), Player::State::Ready);
}

void TestUsiPlayer::notExecutable() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engine.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a program\n");
    file.close();
    UsiPlayer engine(path, QStringLiteral("Text"));
    QSignalSpy failed(&engine, &Player::failed);
    engine.start();
    QCOMPARE(failed.count(), 1);
    QCOMPARE(engine.state(), Player::State::Failed);
    QVERIFY(engine.errorText().contains(path));
    QVERIFY(engine.errorText().contains(QLatin1String("not an executable")));

    UsiPlayer missing(dir.filePath(QStringLiteral("none")), QStringLiteral("None"));
    missing.start();
    QCOMPARE(missing.state(), Player::State::Failed);
    QVERIFY(missing.errorText().contains(QLatin1String("does not exist")));
}

// The start timeout is a setting (10 s by default); here 300 ms.
void TestUsiPlayer::noUsiOk() {
    qputenv("OGI_FAKE_ENGINE", "silent");
    UsiPlayer engine(FakeEngine, QStringLiteral("Mute"));
    QCOMPARE(engine.startTimeout(), UsiPlayer::DefaultStartTimeout);
    QCOMPARE(UsiPlayer::DefaultStartTimeout, 10000);
    engine.setStartTimeout(300);
    QSignalSpy failed(&engine, &Player::failed);
    engine.start();
    QCOMPARE(engine.state(), Player::State::Starting);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, Wait);
    QCOMPARE(engine.state(), Player::State::Failed);
    QVERIFY(engine.errorText().contains(QLatin1String("Mute")));
    QVERIFY(engine.errorText().contains(QLatin1String("usi")));
}

// The game pauses with the message and is kept; a human takes the side and it goes on.
void TestUsiPlayer::diesMidGame() {
    GameSession session;
    QSignalSpy failed(session.runner(), &GameRunner::playerFailed);
    session.start(againstFake("die"));
    session.runner()->play(mv(session, "c3c4"));
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, Wait);
    QCOMPARE(failed.at(0).at(0).value<Side>(), Gote);
    QVERIFY(failed.at(0).at(1).toString().contains(QLatin1String("Fake die")));
    QVERIFY(session.runner()->isPaused());
    QVERIFY(!session.model()->isOver());
    QCOMPARE(plies(session), std::size_t(1));
    session.setPlayer(Gote, PlayerInfo::human());
    session.runner()->resume();
    QVERIFY(session.runner()->isHumanToMove());
    session.runner()->play(mv(session, "f6f5"));
    QCOMPARE(plies(session), std::size_t(2));
    QVERIFY(!session.model()->isOver());
}

// Lines of no meaning, a move not asked for, an unreadable info line: logged, ignored.
void TestUsiPlayer::garbageIsLogged() {
    GameSession session;
    QSignalSpy failed(session.runner(), &GameRunner::playerFailed);
    session.start(againstFake("garbage"));
    session.runner()->play(mv(session, "c3c4"));
    QTRY_COMPARE_WITH_TIMEOUT(plies(session), std::size_t(2), Wait);
    QVERIFY(!session.model()->isOver());
    QCOMPARE(failed.count(), 0);
    const Player* engine = session.runner()->player(Gote);
    QVERIFY(logHas(engine, "< ", "hello there ?? not a usi line"));
    QVERIFY(logHas(engine, "! ", "unknown answer 'hello'"));
    QVERIFY(logHas(engine, "< ", "bestmove zz99"));
    QVERIFY(logHas(engine, "< ", "info depth x"));
    // Its move before any "go" (written before its "readyok") is not played.
    QVERIFY(logHas(engine, "< ", "bestmove c3c4"));
    QVERIFY(logHas(engine, "! ", "a move that was not asked for, ignored"));
}

// Official rule: the engine loses as a human would. Friendly rule: an engine cannot be told
// why its move was refused, so it loses too.
void TestUsiPlayer::illegalMoveLoses_data() {
    QTest::addColumn<bool>("friendly");
    QTest::newRow("official") << false;
    QTest::newRow("friendly") << true;
}

void TestUsiPlayer::illegalMoveLoses() {
    QFETCH(bool, friendly);
    GameSession session;
    QSignalSpy ended(&session, &GameSession::gameEnded);
    QSignalSpy refused(&session, &GameSession::moveRefused);
    GameSetup setup = againstFake("illegal");
    setup.info.refuseIllegal = friendly;
    session.start(setup);
    session.runner()->play(mv(session, "c3c4"));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, Wait);
    QCOMPARE(refused.count(), 0);
    QCOMPARE(session.model()->game().outcome().result, Result::SenteWins);
    QCOMPARE(session.model()->game().outcome().termination, Termination::IllegalMove);
    QCOMPARE(session.refusesIllegal(), friendly);
    // The game is kept: the record holds the moves and the attempt.
    QCOMPARE(plies(session), std::size_t(1));
    QVERIFY(session.record().mainline.nodes.size() >= 1);
}

void TestUsiPlayer::timeRunsOut() {
    GameSession session;
    QSignalSpy ended(&session, &GameSession::gameEnded);
    session.start(againstFake("slow", {TimeControl::Kind::Increment, 400, 0, 0}));
    session.runner()->play(mv(session, "c3c4"));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, Wait);
    QCOMPARE(session.model()->game().outcome().result, Result::SenteWins);
    QCOMPARE(session.model()->game().outcome().termination, Termination::Time);
    QCOMPARE(plies(session), std::size_t(1));
}

// A record names the engine; a record of before (a level, no engine) reads as it did.
void TestUsiPlayer::recordNamesTheEngine() {
    GameSession session;
    GameSetup setup = againstFake("good");
    setup.info.players[Sente].kind = PlayerInfo::Kind::Computer;
    setup.info.players[Sente].level = 4;
    session.start(setup);
    const Record record = session.record();
    QCOMPARE(record.tag("GoteEngine") ? *record.tag("GoteEngine") : std::string(),
             std::string("Fake good"));
    QVERIFY(!record.tag("GoteLevel"));
    const GameInfo back = gameInfoFromRecord(record);
    QCOMPARE(back.players[Gote].kind, PlayerInfo::Kind::Engine);
    QCOMPARE(back.players[Gote].engine, QStringLiteral("Fake good"));
    QCOMPARE(back.players[Sente].kind, PlayerInfo::Kind::Computer);
    QCOMPARE(back.players[Sente].level, 4);

    Record old = record;
    std::erase_if(old.tags, [](const auto& t) { return t.first == "GoteEngine"; });
    old.setTag("GoteLevel", "7");
    const GameInfo before = gameInfoFromRecord(old);
    QCOMPARE(before.players[Gote].kind, PlayerInfo::Kind::Computer);
    QCOMPARE(before.players[Gote].level, 7);
    QVERIFY(before.players[Gote].engine.isEmpty());
}

void TestUsiPlayer::engineListRemembers() {
    EngineConfig e;
    e.name = QStringLiteral("Fake good");
    e.path = FakeEngine;
    usi::Option o;
    o.name = "Depth";
    o.type = usi::Option::Type::Spin;
    o.defaultValue = "3";
    o.min = 1;
    o.max = 9;
    e.options.push_back(o);
    e.setValue(QStringLiteral("Depth"), QStringLiteral("6"));
    {
        EngineRegistry registry;
        QSignalSpy changed(&registry, &EngineRegistry::changed);
        registry.setEngines({e});
        QCOMPARE(changed.count(), 1);
    }
    EngineRegistry again; // as the next start reads it
    const auto found = again.find(QStringLiteral("Fake good"));
    QVERIFY(found);
    QCOMPARE(found->path, FakeEngine);
    QCOMPARE(found->options.size(), std::size_t(1));
    QVERIFY(found->options[0] == o);
    QCOMPARE(found->value(QStringLiteral("Depth")).value_or(QString()), QStringLiteral("6"));
    // A failure is remembered until the engine is added again with another program.
    again.markFailed(e.name, QStringLiteral("it stopped"));
    QCOMPARE(again.failure(e.name), QStringLiteral("it stopped"));
    again.setEngines({e});
    QCOMPARE(again.failure(e.name), QStringLiteral("it stopped"));
    EngineConfig moved = e;
    moved.path = QStringLiteral("/elsewhere/engine");
    again.setEngines({moved});
    QVERIFY(again.failure(e.name).isEmpty());
    again.setEngines({});
    QVERIFY(!EngineRegistry().find(QStringLiteral("Fake good")));
}

// New Game's choice, kept for the next game: the engine and its program.
void TestUsiPlayer::newGameRemembersTheEngine() {
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    const GameSetup chosen = againstFake("good");
    chosen.save(settings);
    const GameSetup back = GameSetup::load(settings);
    QCOMPARE(back.info.players[Gote].kind, PlayerInfo::Kind::Engine);
    QCOMPARE(back.info.players[Gote].engine, QStringLiteral("Fake good"));
    QCOMPARE(back.info.players[Gote].enginePath, FakeEngine);
    QCOMPARE(back.info.players[Sente].kind, PlayerInfo::Kind::Human);
}

// What the Engines dialog asks of a program when it is added.
void TestUsiPlayer::probeReadsNameAndOptions() {
    qputenv("OGI_FAKE_ENGINE", "garbage");
    EngineProbe probe;
    std::optional<EngineConfig> found;
    connect(&probe, &EngineProbe::found, this, [&](const EngineConfig& e) { found = e; });
    probe.probe(FakeEngine);
    QTRY_VERIFY_WITH_TIMEOUT(found.has_value(), Wait);
    QCOMPARE(found->name, QStringLiteral("Fake garbage"));
    QCOMPARE(found->author, QStringLiteral("the tests"));
    QCOMPARE(found->path, FakeEngine);
    QCOMPARE(found->options.size(), std::size_t(1));
    QCOMPARE(found->options[0].name, std::string("Depth"));
    QCOMPARE(found->options[0].type, usi::Option::Type::Spin);
    QVERIFY(!probe.isRunning());
}

void TestUsiPlayer::probeFailures() {
    QTemporaryDir dir;
    QString message;
    EngineProbe probe;
    connect(&probe, &EngineProbe::failed, this, [&](const QString& m) { message = m; });
    probe.probe(dir.path()); // a folder
    QCOMPARE(message, dir.path() + QStringLiteral(" is not an executable program."));
    qputenv("OGI_FAKE_ENGINE", "silent");
    QCOMPARE(probe.timeout(), 10000);
    probe.setTimeout(300);
    message.clear();
    probe.probe(FakeEngine);
    QTRY_VERIFY_WITH_TIMEOUT(!message.isEmpty(), Wait);
    QVERIFY(message.contains(QStringLiteral("did not answer “usi”")));
    QVERIFY(message.contains(FakeEngine));
}

QTEST_GUILESS_MAIN(TestUsiPlayer)
#include "tst_usiplayer.moc"
