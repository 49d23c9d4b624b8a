// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The recovery journal: whatever is unsaved is written soon after each change and nothing is
// written while nothing is unsaved; Save, a discard and a clean exit remove it; a journal left
// by a crash is offered by name, set aside when damaged, and never removed before it was
// offered.
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/document/journal.h"
#include "model/files/recordfile.h"
#include "rules/notation.h"
#include "rules/shapes.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace ogi;

namespace {

// Generous: the journal writes WriteDelay after a change; a loaded machine may take longer.
constexpr int Patience = 20000;

Move mv(const Game& game, const char* text) {
    const auto m = parseMachineMove(text);
    Q_ASSERT(m.ok() && game.isLegal(*m));
    return *m;
}

Record game(int moves) {
    static const char* line[] = {"c3c4", "f6f5", "b2c3", "e8f7", "h3h4", "a6a5",
                                 "c1d2", "h6h5", "a3a4", "c6c5", "d3d4", "d6d5"};
    Game g;
    for (int i = 0; i < moves; ++i) g.play(mv(g, line[i]));
    Record r;
    r.setGame(g);
    return r;
}

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

class TestJournal : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void writesSoonAfterAChange();
    void writesNothingWhileNothingIsUnsaved();
    void saveDiscardAndCleanExitRemoveIt();
    void keepsTheDocumentKeptAsideDuringAnExercise();
    void keepsAPositionBeingSetUp();
    void offersWhatWasLostByName();
    void aDamagedJournalIsSetAside();
    void aJournalLeftByACrashWaitsToBeOffered();
};

void TestJournal::writesSoonAfterAChange() {
    QTemporaryDir dir;
    Document doc;
    Journal journal(&doc, dir.path());
    doc.load(game(6), QString());
    QVERIFY(!QFile::exists(journal.filePath()));
    doc.tree()->setComment(QStringLiteral("Why not the Rook?"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(journal.filePath()), Patience);
    const Journal::Pending pending = journal.takePending();
    QCOMPARE(pending.status, Journal::Status::Found);
    QVERIFY(pending.entry.record);
    QCOMPARE(pending.entry.record->mainline.nodes.back().comment, std::string("Why not the Rook?"));
    // A second change reaches the file too.
    doc.tree()->drawShape(BoardShape::arrow(SQ_E1, Square(12), ShapeColor::Green));
    QTRY_VERIFY_WITH_TIMEOUT(readJson(journal.filePath())
                                 .value(QStringLiteral("record"))
                                 .toString()
                                 .contains(QStringLiteral("[%cal")),
                             Patience);
}

void TestJournal::writesNothingWhileNothingIsUnsaved() {
    QTemporaryDir dir;
    Document doc;
    Journal journal(&doc, dir.path());
    doc.load(game(6), QString());
    // Stepping through the game changes nothing.
    doc.tree()->first();
    doc.tree()->last();
    journal.flush();
    QTest::qWait(4 * Journal::WriteDelay);
    QVERIFY(!QFile::exists(journal.filePath()));
    QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
}

void TestJournal::saveDiscardAndCleanExitRemoveIt() {
    QTemporaryDir dir;
    Document doc;
    Journal journal(&doc, dir.path());
    // Save.
    doc.load(game(4), QString());
    doc.tree()->setComment(QStringLiteral("one"));
    journal.flush();
    QVERIFY(QFile::exists(journal.filePath()));
    QString error;
    QVERIFY2(doc.save(dir.filePath(QStringLiteral("a.ogn")), &error), qPrintable(error));
    QVERIFY(!QFile::exists(journal.filePath()));
    // Discard: another document replaces the one with unsaved changes.
    doc.tree()->setComment(QStringLiteral("two"));
    journal.flush();
    QVERIFY(QFile::exists(journal.filePath()));
    doc.load(game(2), QString());
    QVERIFY(!QFile::exists(journal.filePath()));
    // A clean exit, with a change still waiting to be written.
    doc.tree()->setComment(QStringLiteral("three"));
    journal.close();
    QVERIFY(!QFile::exists(journal.filePath()));
    doc.tree()->setComment(QStringLiteral("four")); // nothing is written after close()
    QTest::qWait(4 * Journal::WriteDelay);
    QVERIFY(!QFile::exists(journal.filePath()));
}

void TestJournal::keepsTheDocumentKeptAsideDuringAnExercise() {
    QTemporaryDir dir;
    Document doc;
    Journal journal(&doc, dir.path());
    doc.load(game(6), QString());
    doc.tree()->setComment(QStringLiteral("unsaved"));
    doc.suspend();
    // The exercise plays in the tree.
    doc.tree()->setGame(Game());
    doc.tree()->playMove(mv(Game(), "c3c4"));
    journal.flush();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(journal.filePath()), Patience);
    const auto pending = journal.takePending();
    QVERIFY(pending.entry.record);
    QCOMPARE(pending.entry.record->mainline.nodes.size(), std::size_t(6));
    QCOMPARE(pending.entry.record->mainline.nodes.back().comment, std::string("unsaved"));
}

void TestJournal::keepsAPositionBeingSetUp() {
    QTemporaryDir dir;
    Document doc;
    Journal journal(&doc, dir.path());
    const QString sfen = QStringLiteral("4k3/8/8/8/8/8/8/R3K3 b - 1");
    journal.keepSetup(sfen);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(journal.filePath()), Patience);
    Journal::Pending pending = journal.takePending();
    QCOMPARE(pending.status, Journal::Status::Found);
    QVERIFY(!pending.entry.record); // the document has nothing unsaved
    QCOMPARE(pending.entry.setup, sfen);
    QVERIFY(Journal::offerText(pending.entry).isEmpty());
    journal.dropSetup(); // the editor closed
    QVERIFY(!QFile::exists(journal.filePath()));
}

void TestJournal::offersWhatWasLostByName() {
    QTemporaryDir dir;
    // Changes to a file: what differs from the file on disk.
    const QString file = dir.filePath(QStringLiteral("club-evening.ogn"));
    QString error;
    QVERIFY2(writeRecordFile(file, game(8), &error), qPrintable(error));
    // What the document opened from it writes, after a comment and an arrow.
    Document doc;
    doc.load(*readRecordFile(file, &error), file);
    doc.tree()->setComment(QStringLiteral("Better was the Bishop."));
    doc.tree()->drawShape(BoardShape::arrow(Square(9), Square(45), ShapeColor::Green));
    const Record changed = doc.record();
    QCOMPARE(Journal::offerText({changed, file, QString()}),
             QStringLiteral("Restore your unsaved changes to club-evening.ogn (1 comment, 1 "
                            "arrow)?"));
    // A file that is gone: the changes cannot be counted, the file is still named.
    QCOMPARE(Journal::offerText({changed, dir.filePath(QStringLiteral("gone.ogn")), QString()}),
             QStringLiteral("Restore your unsaved changes to gone.ogn?"));
    // A game in play against the computer.
    Record playing = game(12);
    playing.setTag("GoteLevel", "4");
    QCOMPARE(Journal::offerText({playing, QString(), QString()}),
             QStringLiteral("Resume the game against level 4 (12 moves)?"));
    // Between two people; and a finished game never saved.
    QCOMPARE(Journal::offerText({game(3), QString(), QString()}),
             QStringLiteral("Resume the unfinished game (3 moves)?"));
    Record finished = game(5);
    Game over = finished.mainlineGame();
    over.resign(Gote);
    finished.setGame(over);
    QCOMPARE(Journal::offerText({finished, QString(), QString()}),
             QStringLiteral("Restore the unsaved game (5 moves)?"));
}

void TestJournal::aDamagedJournalIsSetAside() {
    QTemporaryDir dir;
    Document doc;
    Journal journal(&doc, dir.path());
    for (const QByteArray& bad :
         {QByteArray("{ not json"),
          QByteArray(
              R"({"format":"ogi-journal","version":1,"record":"[Event \"x\"]\n\n1. Pc3-c9"})")}) {
        QFile f(journal.filePath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bad);
        f.close();
        const Journal::Pending pending = journal.takePending();
        QCOMPARE(pending.status, Journal::Status::Corrupt);
        QVERIFY(!pending.error.isEmpty());
        QVERIFY(!QFile::exists(journal.filePath())); // never offered twice
        const QStringList aside =
            QDir(dir.path()).entryList({QStringLiteral("journal-corrupt-*.json")}, QDir::Files);
        QVERIFY(!aside.isEmpty()); // kept for the user, not deleted
        QVERIFY(pending.error.contains(aside.front().left(15)));
        for (const QString& name : aside) QFile::remove(dir.filePath(name));
    }
}

void TestJournal::aJournalLeftByACrashWaitsToBeOffered() {
    QTemporaryDir dir;
    {
        Document doc;
        Journal journal(&doc, dir.path());
        doc.load(game(4), QString());
        doc.tree()->setComment(QStringLiteral("left by a crash"));
        journal.flush();
        QVERIFY(QFile::exists(journal.filePath()));
    } // no close(): the process died
    Document doc;
    Journal journal(&doc, dir.path());
    // A record opened before the offer (from the command line) is no reason to drop it.
    doc.load(game(2), QString());
    QVERIFY(QFile::exists(journal.filePath()));
    const Journal::Pending pending = journal.takePending();
    QCOMPARE(pending.status, Journal::Status::Found);
    QCOMPARE(pending.entry.record->mainline.nodes.back().comment, std::string("left by a crash"));
    // The user declines: it is never offered again.
    journal.update();
    QVERIFY(!QFile::exists(journal.filePath()));
}

void TestJournal::initTestCase() {
    // English plural forms ("1 comment", "2 moves"), as the program loads them.
    static QTranslator english;
    QVERIFY(english.load(QStringLiteral(":/i18n/ogi_en.qm")));
    QCoreApplication::installTranslator(&english);
}

QTEST_GUILESS_MAIN(TestJournal)
#include "tst_journal.moc"
