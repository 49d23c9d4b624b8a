// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI's side of a conversation with an engine (usi::Client), as the program and ogi-match
// drive it: lines from the engine in, commands and events out. The handshake with its
// options, a new game, moves owed to "go"s, and each way an engine can go wrong: no "usiok"
// or "readyok" in time, an end of its output, a move nobody asked for, lines of no meaning.
#include "rules/notation.h"
#include "usi/client.h"

#include <QTest>

using namespace ogi;
using Client = usi::Client;
using Kind = Client::Event::Kind;
using namespace std::chrono_literals;

namespace {

const Client::Clock::time_point T0{};

// What the client has to write, as lines.
QStringList written(Client& client) {
    QStringList lines;
    for (const usi::Command& command : client.takeOutgoing())
        lines << QString::fromStdString(usi::format(command));
    return lines;
}

Client::Setup setup() {
    Client::Setup s;
    s.options = {usi::SetOption{"Hash", "64"}, usi::SetOption{"Clear Hash", std::nullopt}};
    s.usiTimeout = 5s;
    s.readyTimeout = 20s;
    return s;
}

// A client through its handshake, ready at T0 + 2 s.
Client readyClient() {
    Client client(setup());
    client.start(T0);
    client.receive("usiok", T0 + 1s);
    client.receive("readyok", T0 + 2s);
    client.takeOutgoing();
    return client;
}

Move mv(const char* text) {
    return *parseMachineMove(text);
}

} // namespace

class TestUsiClient : public QObject {
    Q_OBJECT
private slots:
    void handshake();
    void identifyOnly();
    void newGame();
    void noUsiOkInTime();
    void noReadyOkInTime();
    void engineDies();
    void bestMoveOwedToGo();
    void mateOwedToGoMate();
    void garbageLines();
    void answersOutOfPlace();
    void nothingSentBeforeStartOrAfterEnd();
};

void TestUsiClient::handshake() {
    Client client(setup());
    QCOMPARE(client.phase(), Client::Phase::NotStarted);
    client.start(T0);
    QCOMPARE(written(client), QStringList{"usi"});
    QCOMPARE(client.phase(), Client::Phase::WaitUsiOk);
    QCOMPARE(client.deadline(), std::optional(T0 + 5s));

    QCOMPARE(client.receive("id name Tengu 1.0", T0).kind, Kind::None);
    QCOMPARE(client.receive("id author Someone", T0).kind, Kind::None);
    QCOMPARE(client.receive("option name Hash type spin default 16 min 1 max 1024", T0).kind,
             Kind::None);
    // An option with a fault is not kept: the program must not offer what it cannot read.
    const Client::Event faulty = client.receive("option name Odd type spin min x", T0);
    QVERIFY(!faulty.error.empty());
    // Engines may talk while they load; that is no fault.
    QCOMPARE(client.receive("info string loading the network", T0).kind, Kind::Info);
    QVERIFY(written(client).isEmpty());

    const Client::Event ok = client.receive("usiok", T0 + 1s);
    QCOMPARE(ok.kind, Kind::Identified);
    QCOMPARE(client.identity().name, std::string("Tengu 1.0"));
    QCOMPARE(client.identity().author, std::string("Someone"));
    QCOMPARE(client.identity().options.size(), std::size_t(1));
    QCOMPARE(client.identity().options[0].name, std::string("Hash"));
    QCOMPARE(written(client),
             (QStringList{"setoption name Hash value 64", "setoption name Clear Hash", "isready"}));
    QCOMPARE(client.phase(), Client::Phase::WaitReadyOk);
    QCOMPARE(client.deadline(), std::optional(T0 + 1s + 20s));

    QCOMPARE(client.receive("readyok", T0 + 2s).kind, Kind::Ready);
    QCOMPARE(client.phase(), Client::Phase::Ready);
    QVERIFY(!client.deadline());
    QVERIFY(written(client).isEmpty());
}

void TestUsiClient::identifyOnly() {
    Client::Setup s = setup();
    s.identifyOnly = true;
    Client client(s);
    client.start(T0);
    QCOMPARE(written(client), QStringList{"usi"});
    client.receive("id name Probe me", T0);
    QCOMPARE(client.receive("usiok", T0 + 1s).kind, Kind::Identified);
    QCOMPARE(client.identity().name, std::string("Probe me"));
    QCOMPARE(client.phase(), Client::Phase::Ready);
    QVERIFY(written(client).isEmpty()); // no options, no "isready"
    QVERIFY(!client.deadline());
}

void TestUsiClient::newGame() {
    Client client = readyClient();
    client.newGame(T0 + 10s);
    QCOMPARE(written(client), (QStringList{"usinewgame", "isready"}));
    QCOMPARE(client.phase(), Client::Phase::WaitReadyOk);
    QCOMPARE(client.deadline(), std::optional(T0 + 30s));
    QCOMPARE(client.receive("readyok", T0 + 11s).kind, Kind::Ready);
    QVERIFY(!client.deadline());
    // Not while the engine is not ready: nothing is said.
    Client fresh(setup());
    fresh.newGame(T0);
    QVERIFY(written(fresh).isEmpty());
    QCOMPARE(fresh.phase(), Client::Phase::NotStarted);
}

void TestUsiClient::noUsiOkInTime() {
    Client client(setup());
    client.start(T0);
    client.receive("id name Slow", T0 + 1s);
    QCOMPARE(client.expire(T0 + 4999ms).kind, Kind::None); // early: the wait goes on
    QCOMPARE(client.phase(), Client::Phase::WaitUsiOk);
    const Client::Event late = client.expire(T0 + 5s);
    QCOMPARE(late.kind, Kind::Failed);
    QCOMPARE(late.problem, Client::Problem::NoUsiOk);
    QCOMPARE(late.message, std::string("no 'usiok' after 'usi' within 5 s"));
    QCOMPARE(client.phase(), Client::Phase::Failed);
    QVERIFY(!client.deadline());
    // Over: a late "usiok" changes nothing, and nothing more is sent.
    QCOMPARE(client.receive("usiok", T0 + 6s).kind, Kind::None);
    QVERIFY(!client.send(usi::Command{usi::IsReady{}}));
    QVERIFY(written(client) == QStringList{"usi"});
}

void TestUsiClient::noReadyOkInTime() {
    Client client(setup());
    client.start(T0);
    client.receive("usiok", T0 + 3s);
    // The wait for "readyok" has its own time, from "isready".
    QCOMPARE(client.expire(T0 + 22s).kind, Kind::None);
    const Client::Event late = client.expire(T0 + 23s);
    QCOMPARE(late.kind, Kind::Failed);
    QCOMPARE(late.problem, Client::Problem::NoReadyOk);
    QCOMPARE(late.message, std::string("no 'readyok' after 'isready' within 20 s"));
    QCOMPARE(client.receive("readyok", T0 + 24s).kind, Kind::None);
}

void TestUsiClient::engineDies() {
    // In the handshake.
    Client starting(setup());
    starting.start(T0);
    const Client::Event gone = starting.closed();
    QCOMPARE(gone.kind, Kind::Failed);
    QCOMPARE(gone.problem, Client::Problem::EngineGone);
    QVERIFY(!gone.message.empty());
    QCOMPARE(starting.phase(), Client::Phase::Failed);
    // While it searches: the move owed will not come.
    Client playing = readyClient();
    QVERIFY(playing.send(usi::Command{usi::Go{}}));
    QCOMPARE(playing.closed().kind, Kind::Failed);
    QVERIFY(!playing.send(usi::Command{usi::Stop{}}));
    // After "quit" its end is no failure.
    Client leaving = readyClient();
    leaving.quit();
    QCOMPARE(written(leaving), QStringList{"quit"});
    QCOMPARE(leaving.closed().kind, Kind::None);
    QCOMPARE(leaving.phase(), Client::Phase::Quit);
}

void TestUsiClient::bestMoveOwedToGo() {
    Client client = readyClient();
    // A move before any "go" is not the engine's to give.
    const Client::Event early = client.receive("bestmove c3c4", T0);
    QCOMPARE(early.kind, Kind::Unexpected);
    QCOMPARE(early.problem, Client::Problem::UnaskedMove);
    QCOMPARE(early.message, std::string("a move that was not asked for, ignored"));

    usi::Go go;
    go.movetime = 1000;
    client.send(usi::Command{usi::positionCommand(Game())});
    client.send(usi::Command{go});
    QCOMPARE(written(client), (QStringList{"position startpos", "go movetime 1000"}));
    QCOMPARE(client.receive("info depth 3 score cp 20 pv c3c4 f6f5", T0).kind, Kind::Info);
    const Client::Event best = client.receive("bestmove c3c4 ponder f6f5", T0);
    QCOMPARE(best.kind, Kind::BestMove);
    const auto& move = std::get<usi::BestMove>(*best.answer);
    QCOMPARE(move.move, mv("c3c4"));
    QCOMPARE(move.ponder, std::optional(mv("f6f5")));
    // One "go", one move: a second is not owed.
    QCOMPARE(client.receive("bestmove c3c4", T0).kind, Kind::Unexpected);

    // A search stopped still owes its move, and the next its own.
    client.send(usi::Command{go});
    client.send(usi::Command{usi::Stop{}});
    client.send(usi::Command{go});
    QCOMPARE(client.receive("bestmove resign", T0).kind, Kind::BestMove);
    QCOMPARE(client.receive("bestmove c3c4", T0).kind, Kind::BestMove);
    QCOMPARE(client.receive("bestmove c3c4", T0).kind, Kind::Unexpected);
}

void TestUsiClient::mateOwedToGoMate() {
    Client client = readyClient();
    QCOMPARE(client.receive("checkmate nomate", T0).problem, Client::Problem::UnaskedMove);
    client.send(usi::Command{usi::GoMate{1000}});
    QCOMPARE(written(client), QStringList{"go mate 1000"});
    // The answer to "go mate" is a checkmate line, not a move.
    QCOMPARE(client.receive("bestmove c3c4", T0).kind, Kind::Unexpected);
    const Client::Event mate = client.receive("checkmate nomate", T0);
    QCOMPARE(mate.kind, Kind::Checkmate);
    QCOMPARE(std::get<usi::Checkmate>(*mate.answer).kind, usi::Checkmate::Kind::NoMate);
}

void TestUsiClient::garbageLines() {
    Client client = readyClient();
    QCOMPARE(client.receive("", T0).kind, Kind::None);
    QCOMPARE(client.receive("   ", T0).kind, Kind::None);
    const Client::Event hello = client.receive("hello there", T0);
    QCOMPARE(hello.kind, Kind::Unreadable);
    QCOMPARE(hello.error, std::string("unknown answer 'hello'"));
    QVERIFY(!hello.answer);
    // An info line keeps what it could read, and says what it could not.
    const Client::Event info = client.receive("info depth x nodes 500", T0);
    QCOMPARE(info.kind, Kind::Info);
    QVERIFY(!info.error.empty());
    QCOMPARE(std::get<usi::Info>(*info.answer).nodes, std::optional<std::uint64_t>(500));
    // Without a "go" an unreadable move is just a line of no meaning.
    QCOMPARE(client.receive("bestmove zz99", T0).kind, Kind::Unreadable);
    // With one, it is the move asked for, unreadable: the driver judges. The move is still
    // owed, so a good one after it is taken.
    client.send(usi::Command{usi::Go{}});
    const Client::Event bad = client.receive("bestmove zz99", T0);
    QCOMPARE(bad.kind, Kind::BadMove);
    QCOMPARE(bad.error, std::string("bestmove: move 'zz99': bad origin square 'zz'"));
    QCOMPARE(client.receive("bestmove c3c4", T0).kind, Kind::BestMove);
    // A move with a faulty tail keeps its move.
    client.send(usi::Command{usi::Go{}});
    const Client::Event tail = client.receive("bestmove c3c4 ponder zz", T0);
    QCOMPARE(tail.kind, Kind::BestMove);
    QVERIFY(!tail.error.empty());
    QCOMPARE(std::get<usi::BestMove>(*tail.answer).move, mv("c3c4"));
    // Nothing of this ends the conversation or is answered.
    QCOMPARE(client.phase(), Client::Phase::Ready);
    QCOMPARE(written(client), (QStringList{"go", "go"}));
}

void TestUsiClient::answersOutOfPlace() {
    Client client(setup());
    client.start(T0);
    // "readyok" before "usiok", a move during the handshake: ignored, said.
    QCOMPARE(client.receive("readyok", T0).problem, Client::Problem::OutOfPlace);
    QCOMPARE(client.receive("bestmove c3c4", T0).problem, Client::Problem::UnaskedMove);
    QCOMPARE(client.phase(), Client::Phase::WaitUsiOk);
    client.receive("usiok", T0);
    client.receive("readyok", T0);
    // After the handshake its words have no place.
    for (const char* line : {"usiok", "readyok", "id name Other", "option name X type check"}) {
        const Client::Event event = client.receive(line, T0);
        QCOMPARE(event.kind, Kind::Unexpected);
        QCOMPARE(event.problem, Client::Problem::OutOfPlace);
        QCOMPARE(event.message, std::string("an answer that was not expected now, ignored"));
    }
    QVERIFY(client.identity().name.empty());
    QVERIFY(client.identity().options.empty());
    QCOMPARE(client.phase(), Client::Phase::Ready);
}

void TestUsiClient::nothingSentBeforeStartOrAfterEnd() {
    Client client(setup());
    QVERIFY(!client.send(usi::Command{usi::Go{}}));
    QCOMPARE(client.receive("usiok", T0).kind, Kind::None);
    QVERIFY(written(client).isEmpty());
    client.start(T0);
    client.abandon(); // the driver's own reason
    QCOMPARE(client.phase(), Client::Phase::Failed);
    QVERIFY(!client.send(usi::Command{usi::Go{}}));
    QCOMPARE(client.expire(T0 + 1h).kind, Kind::None);
    QCOMPARE(written(client), QStringList{"usi"});
}

QTEST_APPLESS_MAIN(TestUsiClient)
#include "tst_usiclient.moc"
