// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The document: every kind of change marks it modified, and only changes do; Save clears the
// flag and ties it to the file; an exercise borrows the tree without touching it. What differs
// between two records is counted as the recovery offer says it.
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/document/recordchanges.h"
#include "model/files/recordfile.h"
#include "rules/notation.h"
#include "rules/shapes.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace ogi;

namespace {

Move mv(const Game& game, const char* text) {
    const auto m = parseMachineMove(text);
    Q_ASSERT(m.ok() && game.isLegal(*m));
    return *m;
}

// A record of four moves with a variation on the third, as read from a file.
Record sample() {
    Game game;
    for (const char* m : {"c3c4", "f6f5", "b2c3", "e8f7"}) game.play(mv(game, m));
    Record record;
    record.setGame(game);
    Game at2 = game;
    at2.undo();
    at2.undo();
    RecordLine variation;
    variation.nodes.push_back(RecordNode{mv(at2, "h3h4"), {}, {}, {}});
    record.mainline.nodes[2].variations.push_back(variation);
    record.setTag("Sente", "Yamada");
    return record;
}

} // namespace

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void eachChangeMarksModified_data();
    void eachChangeMarksModified();
    void whatIsNoChange();
    void headersOfABlankGameAreNoChange();
    void saveClearsTheFlagAndNamesTheFile();
    void failedSaveChangesNothing();
    void exerciseBorrowsTheTree();
    void recordChangesAreCountedAsSaid();
};

void TestDocument::eachChangeMarksModified_data() {
    QTest::addColumn<QString>("change");
    for (const char* c :
         {"move", "variation", "comment", "arrow", "circle", "analysis", "clearAnalysis", "player",
          "rule", "clock", "promoteVariation", "deleteVariation", "outcome", "undo"})
        QTest::newRow(c) << QString::fromLatin1(c);
}

void TestDocument::eachChangeMarksModified() {
    QFETCH(QString, change);
    Document doc;
    Record record = sample();
    record.mainline.nodes[1].setAnnotation("eval", "35");
    doc.load(record, QString());
    QVERIFY(!doc.isModified());
    QSignalSpy modified(&doc, &Document::modifiedChanged);
    QSignalSpy changed(&doc, &Document::changed);
    GameTree* tree = doc.tree();
    const Game end = tree->game();
    if (change == "move") {
        tree->playMove(mv(end, "h3h4"));
    } else if (change == "variation") {
        tree->goToPly(3);
        Game at3 = tree->game();
        tree->playMove(mv(at3, "a6a5"));
    } else if (change == "comment") {
        tree->setComment(QStringLiteral("A fine move."));
    } else if (change == "arrow") {
        tree->drawShape(BoardShape::arrow(SQ_E1, Square(12), ShapeColor::Green));
    } else if (change == "circle") {
        tree->drawShape(BoardShape::circle(Square(27), ShapeColor::Red));
    } else if (change == "analysis") {
        tree->setAnnotation(GameTree::mainline(2), "mark", "?");
    } else if (change == "clearAnalysis") {
        tree->clearAnalysis();
    } else if (change == "player") {
        doc.setPlayer(Gote, PlayerInfo::computer(4));
    } else if (change == "rule") {
        doc.setRefuseIllegal(true);
    } else if (change == "clock") {
        doc.setClockAfter(2, 55000);
    } else if (change == "promoteVariation" || change == "deleteVariation") {
        tree->goTo(TreeCursor{{Branch{2, 0}}, 3});
        QVERIFY(tree->inVariation());
        QVERIFY(change == "promoteVariation" ? tree->promoteVariation() : tree->deleteVariation());
    } else if (change == "outcome") {
        Game over = end;
        over.resign(Sente);
        tree->followGame(over);
    } else if (change == "undo") {
        doc.markModified();
    }
    QVERIFY2(doc.isModified(), qPrintable(change));
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.front().front().toBool(), true);
    QVERIFY(changed.count() >= 1); // the journal hears of it
}

void TestDocument::whatIsNoChange() {
    Document doc;
    Record record = sample();
    record.mainline.nodes[1].comment = "kept";
    record.mainline.nodes[1].setAnnotation("eval", "35");
    doc.load(record, QString());
    QSignalSpy changed(&doc, &Document::changed);
    GameTree* tree = doc.tree();
    // Stepping through the game, into and out of a variation.
    tree->first();
    tree->next();
    tree->goTo(TreeCursor{{Branch{2, 0}}, 3});
    tree->exitVariation();
    tree->last();
    // Playing the move that is already there steps forward.
    tree->goToPly(3);
    tree->playMove(record.mainline.nodes[3].move);
    // Writing what is already there.
    tree->goToPly(2);
    tree->setComment(QStringLiteral("kept"));
    tree->setAnnotation(GameTree::mainline(2), "eval", "35");
    tree->removeAnnotation(GameTree::mainline(3), "mark"); // there is none
    doc.setPlayer(Sente, doc.info().players[Sente]);
    QVERIFY(!doc.isModified());
    QCOMPARE(changed.count(), 0);
}

void TestDocument::headersOfABlankGameAreNoChange() {
    Document doc;
    doc.reset(GameInfo(), Position::start());
    doc.setPlayer(Gote, PlayerInfo::computer(5));
    doc.setRefuseIllegal(true);
    QVERIFY(!doc.isModified()); // nothing worth a "save first?" yet
    QCOMPARE(doc.info().players[Gote].level, 5);
    QVERIFY(doc.record().tag("GoteLevel"));
}

void TestDocument::saveClearsTheFlagAndNamesTheFile() {
    QTemporaryDir dir;
    Document doc;
    doc.load(sample(), QString());
    doc.tree()->setComment(QStringLiteral("Why not the Rook?"));
    QVERIFY(doc.isModified());
    QVERIFY(doc.filePath().isEmpty());
    QSignalSpy path(&doc, &Document::filePathChanged);
    const QString file = dir.filePath(QStringLiteral("club-evening.ogn"));
    QString error;
    QVERIFY2(doc.save(file, &error), qPrintable(error));
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.filePath(), QFileInfo(file).absoluteFilePath());
    QCOMPARE(path.count(), 1);
    const auto back = readRecordFile(file, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->mainline.nodes.back().comment, std::string("Why not the Rook?"));
    QVERIFY(!compareRecords(*back, doc.record()).any());
}

void TestDocument::failedSaveChangesNothing() {
    QTemporaryDir dir;
    Document doc;
    doc.load(sample(), QString());
    doc.tree()->setComment(QStringLiteral("unsaved"));
    const QString file = dir.filePath(QStringLiteral("no/such/folder/game.ogn"));
    QString error;
    QVERIFY(!doc.save(file, &error));
    QVERIFY(error.contains(file)); // the message names the file
    QVERIFY(doc.isModified());
    QVERIFY(doc.filePath().isEmpty());
}

void TestDocument::exerciseBorrowsTheTree() {
    Document doc;
    doc.load(sample(), QStringLiteral("/tmp/club.ogn"));
    doc.tree()->setComment(QStringLiteral("mine"));
    const Record before = doc.record();
    doc.suspend();
    QVERIFY(doc.isSuspended());
    // The exercise's game in the tree: its moves are not the document's.
    doc.tree()->setGame(Game(Position::start()));
    doc.tree()->playMove(mv(Game(), "c3c4"));
    QVERIFY(doc.isModified()); // the document kept aside still has its unsaved comment
    QCOMPARE(doc.filePath(), QFileInfo(QStringLiteral("/tmp/club.ogn")).absoluteFilePath());
    QVERIFY(!compareRecords(before, doc.record()).any());
    QVERIFY(doc.resume());
    QVERIFY(!doc.isSuspended());
    QCOMPARE(doc.tree()->record().mainline.nodes.size(), std::size_t(4));
    QCOMPARE(doc.tree()->comment(), QStringLiteral("mine"));
    QVERIFY(doc.isModified());
    QVERIFY(!doc.resume()); // nothing kept aside any more
}

void TestDocument::recordChangesAreCountedAsSaid() {
    const Record before = sample();
    Record after = before;
    QVERIFY(!compareRecords(before, after).any());
    QCOMPARE(compareRecords(before, after).text(), QString());
    after.mainline.nodes[1].comment = "A comment";
    after.mainline.nodes[3].annotations.emplace_back("cal", "Ge1e2");
    RecordChanges c = compareRecords(before, after);
    QCOMPARE(c.comments, 1);
    QCOMPARE(c.arrows, 1);
    QCOMPARE(c.text(), QStringLiteral("1 comment, 1 arrow"));
    // A recoloured arrow counts once; a circle; two moves added; an evaluation.
    Record more = after;
    more.mainline.nodes[3].annotations.back().second = "Re1e2";
    more.mainline.nodes[0].annotations.emplace_back("csl", "Gd4");
    Game game = more.mainlineGame();
    const Move m1 = mv(game, "h3h4");
    game.play(m1);
    const Move m2 = mv(game, "a6a5");
    more.mainline.nodes.push_back(RecordNode{m1, {}, {}, {}});
    more.mainline.nodes.push_back(RecordNode{m2, {}, {}, {}});
    more.mainline.nodes[2].setAnnotation("eval", "-120");
    c = compareRecords(after, more);
    QCOMPARE(c.arrows, 1);
    QCOMPARE(c.circles, 1);
    QCOMPARE(c.moves, 2);
    QVERIFY(c.analysis);
    QCOMPARE(c.comments, 0);
    QCOMPARE(c.text(), QStringLiteral("2 moves, 1 arrow, 1 circle, the analysis"));
    // A variation deleted, a player renamed.
    Record cut = before;
    cut.mainline.nodes[2].variations.clear();
    cut.setTag("Sente", "Tanaka");
    c = compareRecords(before, cut);
    QCOMPARE(c.variations, 1);
    QVERIFY(c.details);
}

void TestDocument::initTestCase() {
    // English plural forms ("1 comment", "2 moves"), as the program loads them.
    static QTranslator english;
    QVERIFY(english.load(QStringLiteral(":/i18n/ogi_en.qm")));
    QCoreApplication::installTranslator(&english);
}

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
