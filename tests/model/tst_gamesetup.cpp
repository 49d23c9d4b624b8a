// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Handicap presets and the custom choice, the game clock, records with players, handicap,
// clocks and result.
#include "model/document/gameinfo.h"
#include "model/files/recordfile.h"
#include "model/game/gameclock.h"
#include "model/game/gamesetup.h"
#include "model/game/handicap.h"
#include "rules/notation.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ogi;

class TestGameSetup : public QObject {
    Q_OBJECT
private slots:
    void presets_data();
    void presets();
    void customHandicap();
    void presetRecognised();
    void handicapForTheOtherSide();
    void handicapPiecesAndName();
    void timeControlTag();
    void clockCountsOnlyTheSideToMove();
    void clockRunsOut();
    void byoyomiAfterMainTime();
    void recordRoundTrip();
    void friendlyRuleUntilChosen();
};

void TestGameSetup::presets_data() {
    QTest::addColumn<int>("preset");
    QTest::addColumn<int>("weaker");
    QTest::addColumn<QString>("sfen");
    auto row = [](const char* name, HandicapPreset p, Side w, const char* sfen) {
        QTest::newRow(name) << int(p) << int(w) << QString::fromLatin1(sfen);
    };
    row("even", HandicapPreset::Even, Sente,
        "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1");
    row("+B", HandicapPreset::Bishop, Sente,
        "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4R1/LNSIKSNL b - 1");
    row("+R", HandicapPreset::Rook, Sente,
        "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4+R1/LNSIKSNL b - 1");
    row("+R +B", HandicapPreset::RookBishop, Sente,
        "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNSIKSNL b - 1");
    row("+R +B +I", HandicapPreset::RookBishopPrincess, Sente,
        "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNS+IKSNL b - 1");
    row("+R +B +I +S +S", HandicapPreset::RookBishopPrincessSilvers, Sente,
        "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LN+S+IK+SNL b - 1");
    row("all but pawns", HandicapPreset::AllButPawns, Sente,
        "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/+L+N+S+IK+S+N+L b - 1");
    row("gote +R +B", HandicapPreset::RookBishop, Gote,
        "lnsiksnl/1+r4+b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1");
    row("gote all but pawns", HandicapPreset::AllButPawns, Gote,
        "+l+n+s+ik+s+n+l/1+r4+b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1");
}

void TestGameSetup::presets() {
    QFETCH(int, preset);
    QFETCH(int, weaker);
    QFETCH(QString, sfen);
    const Handicap h = Handicap::fromPreset(HandicapPreset(preset), Side(weaker));
    QCOMPARE(QString::fromStdString(h.startPosition().toSfen()), sfen);
    QCOMPARE(h.preset(), HandicapPreset(preset));
}

void TestGameSetup::customHandicap() {
    Handicap h;
    h.promoted = (Bitboard(1) << *parseSquare("a3")) | (Bitboard(1) << *parseSquare("b1")) |
                 (Bitboard(1) << *parseSquare("e1")); // the King cannot be promoted: ignored
    QCOMPARE(QString::fromStdString(h.startPosition().toSfen()),
             QStringLiteral("lnsiksnl/1r4b1/pppppppp/8/8/+PPPPPPPP/1B4R1/L+NSIKSNL b - 1"));
    QCOMPARE(h.preset(), HandicapPreset::Custom);
    QCOMPARE(h.tagText(), QStringLiteral("+N +P"));
    QCOMPARE(Handicap::fromPreset(HandicapPreset::RookBishopPrincessSilvers).tagText(),
             QStringLiteral("+R +B +I +S +S"));
}

void TestGameSetup::presetRecognised() {
    Handicap h = Handicap::fromPreset(HandicapPreset::Rook, Gote);
    h.promoted |= Handicap::presetSquares(HandicapPreset::Bishop, Gote);
    QCOMPARE(h.preset(), HandicapPreset::RookBishop);
}

// The weaker side changes in New Game: the same pieces start promoted on the other side.
void TestGameSetup::handicapForTheOtherSide() {
    auto squares = [](std::initializer_list<const char*> names) {
        Bitboard b = 0;
        for (const char* n : names) b |= Bitboard(1) << *parseSquare(n);
        return b;
    };
    // A preset stays the preset (Gote's Rook is on b7, its Bishop on g7).
    const Handicap rb = Handicap::fromPreset(HandicapPreset::RookBishop, Sente);
    QCOMPARE(rb.forSide(Gote), Handicap::fromPreset(HandicapPreset::RookBishop, Gote));
    QCOMPARE(rb.forSide(Gote).promoted, squares({"b7", "g7"}));
    // Custom: each piece turned half round, h1's Lance to a8's, c3's Pawn to f6's.
    const Handicap custom{Sente, squares({"h1", "c3", "b1"})};
    const Handicap turned = custom.forSide(Gote);
    QCOMPARE(turned.weaker, Gote);
    QCOMPARE(turned.promoted, squares({"a8", "f6", "g8"}));
    QCOMPARE(turned.forSide(Sente), custom);
    // The Princess's turned square holds the King: Gote's Princess (d8) instead.
    const Handicap princess{Sente, squares({"d1", "a3"})};
    QCOMPARE(princess.forSide(Gote).promoted, squares({"d8", "h6"}));
    QCOMPARE(princess.forSide(Gote).forSide(Sente), princess);
    // The same side: nothing changes; nothing promoted stays nothing.
    QCOMPARE(custom.forSide(Sente), custom);
    QCOMPARE(Handicap{}.forSide(Gote), Handicap::fromPreset(HandicapPreset::Even, Gote));
}

void TestGameSetup::handicapPiecesAndName() {
    const Handicap twoPawns{Gote, (Bitboard(1) << *parseSquare("a6")) |
                                      (Bitboard(1) << *parseSquare("h6"))};
    QCOMPARE(twoPawns.pieces(), (std::vector<PieceType>{Pawn, Pawn}));
    QCOMPARE(twoPawns.tagText(), QStringLiteral("+P +P"));
    QCOMPARE(handicapName(twoPawns), QStringLiteral("Pawn ×2 promoted (custom)"));
    const Handicap all = Handicap::fromPreset(HandicapPreset::AllButPawns, Gote);
    QCOMPARE(all.pieces(), (std::vector<PieceType>{Rook, Bishop, Princess, Silver, Silver, Knight,
                                                   Knight, Lance, Lance}));
    QCOMPARE(handicapName(all), handicapPresetName(HandicapPreset::AllButPawns));
    QCOMPARE(handicapName(Handicap{}), handicapPresetName(HandicapPreset::Even));
    // The presets in the dialog's order, each one its own, Custom not among them.
    QCOMPARE(handicapPresets.front(), HandicapPreset::Even);
    for (std::size_t i = 0; i < handicapPresets.size(); ++i) {
        QVERIFY(handicapPresets[i] != HandicapPreset::Custom);
        QCOMPARE(Handicap::fromPreset(handicapPresets[i], Gote).preset(), handicapPresets[i]);
    }
}

void TestGameSetup::timeControlTag() {
    TimeControl tc{TimeControl::Kind::Byoyomi, 600000, 30000, 0};
    QCOMPARE(tc.toTag(), QStringLiteral("600+30b"));
    QCOMPARE(*TimeControl::fromTag(tc.toTag()), tc);
    TimeControl inc{TimeControl::Kind::Increment, 300000, 0, 5000};
    QCOMPARE(*TimeControl::fromTag(inc.toTag()), inc);
    QVERIFY(TimeControl::fromTag("-")->isNone());
    QVERIFY(!TimeControl::fromTag("ten minutes"));
    QCOMPARE(formatClockAnnotation(3723500), QStringLiteral("1:02:03"));
    QCOMPARE(*parseClockAnnotation("1:02:03"), qint64(3723000));
    QVERIFY(!parseClockAnnotation("1:75:03"));
}

void TestGameSetup::clockCountsOnlyTheSideToMove() {
    GameClock clock;
    clock.reset({TimeControl::Kind::Increment, 60000, 0, 2000});
    clock.start(Sente);
    QTRY_VERIFY_WITH_TIMEOUT(clock.mainLeft(Sente) <= 59800, 10000);
    QCOMPARE(clock.mainLeft(Gote), qint64(60000));
    const qint64 before = clock.mainLeft(Sente);
    clock.moveMade(Sente);
    QVERIFY(clock.mainLeft(Sente) <= before + 2000);
    QVERIFY(clock.mainLeft(Sente) > 60000 - 10000 + 2000 - 1); // increment added
    QCOMPARE(clock.runningSide(), Gote);
    const qint64 frozen = clock.mainLeft(Sente);
    QTRY_VERIFY_WITH_TIMEOUT(clock.mainLeft(Gote) <= 59800, 10000);
    QCOMPARE(clock.mainLeft(Sente), frozen);
    clock.stop();
    const qint64 stopped = clock.mainLeft(Gote);
    QTest::qWait(150);
    QCOMPARE(clock.mainLeft(Gote), stopped);
}

void TestGameSetup::clockRunsOut() {
    GameClock clock;
    QSignalSpy out(&clock, &GameClock::timeOut);
    clock.reset({TimeControl::Kind::Increment, 300, 0, 0});
    clock.start(Gote);
    QTRY_COMPARE_WITH_TIMEOUT(out.count(), 1, 10000);
    QCOMPARE(out.at(0).at(0).value<ogi::Side>(), Gote);
    QVERIFY(clock.isFlagged(Gote));
    QVERIFY(!clock.isRunning());
}

void TestGameSetup::byoyomiAfterMainTime() {
    GameClock clock;
    QSignalSpy out(&clock, &GameClock::timeOut);
    QSignalSpy countdown(&clock, &GameClock::countdown);
    clock.reset({TimeControl::Kind::Byoyomi, 200, 1500, 0});
    clock.start(Sente);
    QTRY_VERIFY_WITH_TIMEOUT(clock.inByoyomi(Sente), 10000);
    QCOMPARE(out.count(), 0);
    clock.moveMade(Sente); // a move within the period: the next period is whole again
    QCOMPARE(clock.byoyomiLeft(Sente), qint64(1500));
    QVERIFY(clock.inByoyomi(Sente));
    clock.moveMade(Gote);
    QTRY_COMPARE_WITH_TIMEOUT(out.count(), 1, 10000);
    QCOMPARE(out.at(0).at(0).value<ogi::Side>(), Sente);
    QVERIFY(countdown.count() >= 1); // the last seconds were announced

    // A stop in the middle of a period (a pause, a dialog) gives no byoyomi back.
    GameClock paused;
    paused.reset({TimeControl::Kind::Byoyomi, 0, 60000, 0});
    paused.start(Sente);
    QTRY_VERIFY_WITH_TIMEOUT(paused.byoyomiLeft(Sente) <= 59700, 10000);
    paused.stop();
    const qint64 left = paused.byoyomiLeft(Sente);
    QVERIFY(left <= 59700);
    paused.start(Sente);
    QVERIFY(paused.byoyomiLeft(Sente) <= left);
    QVERIFY(paused.byoyomiLeft(Sente) > left - 1000);
    paused.moveMade(Sente); // the move ends the period: the next one is whole
    QCOMPARE(paused.byoyomiLeft(Sente), qint64(60000));
}

void TestGameSetup::recordRoundTrip() {
    const Handicap h = Handicap::fromPreset(HandicapPreset::RookBishop);
    Game game(h.startPosition());
    for (const char* m : {"c3c4", "c6c5", "b2c3"})
        QCOMPARE(game.play(*parseMachineMove(m)), Illegal::None);
    game.resign(Gote);
    GameInfo info;
    info.players[Sente] = PlayerInfo::human(QStringLiteral("Hanako"));
    info.players[Gote] = PlayerInfo::computer(7, QStringLiteral("Ōgi level 7"));
    info.gyoku[Sente] = true;
    info.gyoku[Gote] = false;
    info.handicap = h.tagText();
    info.timeControl = {TimeControl::Kind::Byoyomi, 600000, 30000, 0};
    info.clocks = {598000, 597000, 590000};
    info.date = QDate(2026, 11, 23);
    Record record;
    storeGame(record, info, game);
    QTemporaryDir dir;
    const QString path = dir.filePath("game.ogn");
    QString error;
    QVERIFY2(writeRecordFile(path, record, &error), qPrintable(error));
    const auto back = readRecordFile(path, &error);
    QVERIFY2(back, qPrintable(error));
    const Game replay = back->mainlineGame();
    QCOMPARE(replay.moves(), game.moves());
    QCOMPARE(replay.outcome().result, Result::SenteWins);
    QCOMPARE(replay.outcome().termination, Termination::Resignation);
    QCOMPARE(replay.startPosition().toSfen(), h.startPosition().toSfen());
    const GameInfo i2 = gameInfoFromRecord(*back);
    QCOMPARE(i2.players[Sente].name, QStringLiteral("Hanako"));
    QVERIFY(!i2.players[Sente].isProgram());
    QVERIFY(i2.players[Gote].isProgram());
    QCOMPARE(i2.players[Gote].level, 7);
    QCOMPARE(i2.handicap, QStringLiteral("+R +B"));
    QCOMPARE(i2.timeControl, info.timeControl);
    QCOMPARE(i2.clocks, info.clocks);
    QCOMPARE(i2.date, info.date);
    QVERIFY(i2.gyoku[Sente] && !i2.gyoku[Gote]);
    QCOMPARE(QString::fromStdString(*back->tag("Termination")), QStringLiteral("resignation"));
}

void TestGameSetup::friendlyRuleUntilChosen() {
    QTemporaryDir dir;
    QSettings settings(dir.filePath("setup.ini"), QSettings::IniFormat);
    // A player who never chose: friendly, whatever the old keys say they defaulted to.
    QVERIFY(GameSetup::load(settings).info.refuseIllegal);
    settings.setValue("newgame/refuseIllegal", false);
    settings.setValue("rules/refuseIllegal", false);
    QVERIFY(GameSetup::load(settings).info.refuseIllegal);
    // The official rule, once chosen in New Game, is offered again; and friendly again.
    GameSetup chosen;
    chosen.info.refuseIllegal = false;
    chosen.save(settings);
    QVERIFY(!GameSetup::load(settings).info.refuseIllegal);
    chosen.info.refuseIllegal = true;
    chosen.save(settings);
    QVERIFY(GameSetup::load(settings).info.refuseIllegal);
}

QTEST_GUILESS_MAIN(TestGameSetup)
#include "tst_gamesetup.moc"
