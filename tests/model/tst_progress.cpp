// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The progress files (lessons, puzzles, quiz): what is recorded survives a restart, files
// are replaced atomically, and a file that cannot be used is reported with its name and
// what is wrong, set aside rather than overwritten, and never silently lost.
#include "model/exercises/lessonprogress.h"
#include "model/exercises/puzzleprogress.h"
#include "model/exercises/quizdeck.h"
#include "model/progress/gamerating.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ogi;

namespace {
void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList setAside(const QString& dir, const QString& base) {
    return QDir(dir).entryList({base + QStringLiteral("-corrupt-*.json")}, QDir::Files);
}
} // namespace

class TestProgress : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void lessonStarsSurviveARestart();
    void defaultFolderIsTheAppDataLocation();
    void writesLeaveNoTemporaryFile();
    void corruptLessonFile_data();
    void corruptLessonFile();
    void unreadableFileIsNeverOverwritten();
    void puzzleProgressSurvivesARestart();
    void corruptPuzzleFile();
    void damagedRatingBlock_data();
    void damagedRatingBlock();
    void quizDeckSurvivesARestart();
    void corruptQuizFile();
};

void TestProgress::lessonStarsSurviveARestart() {
    QTemporaryDir dir;
    {
        LessonProgress p(dir.path());
        QVERIFY(p.load()); // no file yet: nothing wrong
        QCOMPARE(p.stars(QStringLiteral("pieces.rook")), 0);
        QVERIFY(p.record(QStringLiteral("pieces.rook"), 2));
        QVERIFY(p.record(QStringLiteral("pieces.king"), 3));
        QVERIFY(p.record(QStringLiteral("pieces.rook"), 1)); // a worse run keeps the best
    }
    LessonProgress again(dir.path());
    QVERIFY(again.load());
    QVERIFY(again.error().isEmpty());
    QCOMPARE(again.stars(QStringLiteral("pieces.rook")), 2);
    QCOMPARE(again.stars(QStringLiteral("pieces.king")), 3);
    QCOMPARE(again.totalStars(), 5);
    QVERIFY(again.isFinished(QStringLiteral("pieces.king")));
    QVERIFY(!again.isFinished(QStringLiteral("pieces.lance")));
    // The file says what it is and which version wrote it.
    const QByteArray text = readFile(again.filePath());
    QVERIFY(text.contains("\"format\": \"ogi-lesson-progress\""));
    QVERIFY(text.contains("\"version\": 1"));
}

void TestProgress::defaultFolderIsTheAppDataLocation() {
    const LessonProgress p;
    QCOMPARE(QFileInfo(p.filePath()).absolutePath(),
             QFileInfo(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                 .absoluteFilePath());
    QCOMPARE(QFileInfo(p.filePath()).fileName(), QStringLiteral("lessons.json"));
    QCOMPARE(QFileInfo(PuzzleProgress().filePath()).fileName(), QStringLiteral("puzzles.json"));
    QCOMPARE(QFileInfo(QuizDeck().filePath()).fileName(), QStringLiteral("quiz.json"));
}

void TestProgress::writesLeaveNoTemporaryFile() {
    QTemporaryDir dir;
    LessonProgress p(dir.path());
    QVERIFY(p.load());
    for (int i = 0; i < 5; ++i) QVERIFY(p.record(QStringLiteral("s%1").arg(i), 3));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("lessons.json")});
}

void TestProgress::corruptLessonFile_data() {
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("said"); // part of the message
    QTest::newRow("not json") << QByteArray("{\"format\": \"ogi-lesson-progress\", \"vers")
                              << QStringLiteral("not a valid JSON file");
    QTest::newRow("truncated to nothing") << QByteArray() << QStringLiteral("not a valid JSON");
    QTest::newRow("another file")
        << QByteArray("{\"format\": \"ogi-quiz\", \"version\": 1, \"items\": []}")
        << QStringLiteral("not a lesson progress file");
    QTest::newRow("no version") << QByteArray("{\"format\": \"ogi-lesson-progress\"}")
                                << QStringLiteral("version is missing");
    QTest::newRow("newer version")
        << QByteArray("{\"format\": \"ogi-lesson-progress\", \"version\": 7, \"stages\": {}}")
        << QStringLiteral("newer version of Ōgi (format 7; this version reads up to 1)");
    QTest::newRow("no stages") << QByteArray(
                                      "{\"format\": \"ogi-lesson-progress\", \"version\": 1}")
                               << QStringLiteral("\"stages\" is missing");
    QTest::newRow("bad stars") << QByteArray(
                                      "{\"format\": \"ogi-lesson-progress\", \"version\": 1, "
                                      "\"stages\": {\"pieces.rook\": 7}}")
                               << QStringLiteral("stage \"pieces.rook\" has 7 stars");
    QTest::newRow("stars as text")
        << QByteArray("{\"format\": \"ogi-lesson-progress\", \"version\": 1, "
                      "\"stages\": {\"pieces.rook\": \"three\"}}")
        << QStringLiteral("has \"three\" stars");
}

void TestProgress::corruptLessonFile() {
    QFETCH(QByteArray, contents);
    QFETCH(QString, said);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lessons.json"));
    writeFile(path, contents);
    LessonProgress p(dir.path());
    QVERIFY(!p.load());
    QVERIFY2(p.error().contains(said), qPrintable(p.error()));
    QVERIFY2(p.error().contains(QDir::toNativeSeparators(path)), qPrintable(p.error()));
    // The bad file is kept aside, named in the message, byte for byte.
    const QStringList aside = setAside(dir.path(), QStringLiteral("lessons"));
    QCOMPARE(aside.size(), 1);
    QVERIFY2(p.error().contains(aside.first()), qPrintable(p.error()));
    QCOMPARE(readFile(dir.filePath(aside.first())), contents);
    QVERIFY(!QFile::exists(path));
    QCOMPARE(p.totalStars(), 0);
    // Progress goes on in a fresh file; a second bad file does not replace the first one.
    QVERIFY(p.record(QStringLiteral("pieces.king"), 3));
    LessonProgress again(dir.path());
    QVERIFY(again.load());
    QCOMPARE(again.stars(QStringLiteral("pieces.king")), 3);
    writeFile(path, "garbage");
    QVERIFY(!again.load());
    QCOMPARE(setAside(dir.path(), QStringLiteral("lessons")).size(), 2);
}

void TestProgress::unreadableFileIsNeverOverwritten() {
    QTemporaryDir dir;
    // A directory where the file should be: it cannot be read, nor replaced.
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("lessons.json")));
    LessonProgress p(dir.path());
    QVERIFY(!p.load());
    QVERIFY2(p.error().contains(QStringLiteral("lessons.json")), qPrintable(p.error()));
    QString error;
    QVERIFY(!p.record(QStringLiteral("pieces.king"), 3, &error));
    QVERIFY2(error.contains(QStringLiteral("lessons.json")), qPrintable(error));
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("lessons.json"))).isDir());
}

void TestProgress::puzzleProgressSurvivesARestart() {
    QTemporaryDir dir;
    const QDate day(2026, 3, 1);
    rating::Glicko2 after;
    {
        PuzzleProgress p(dir.path());
        QVERIFY(p.load());
        QVERIFY(p.recordAttempt(QStringLiteral("mate3-0007"), 1600, false, day));
        QVERIFY(p.recordAttempt(QStringLiteral("mate3-0007"), 1600, true, day.addDays(1)));
        QVERIFY(p.recordAttempt(QStringLiteral("mate1-0001"), 1200, true, day.addDays(1)));
        after = p.rating();
    }
    PuzzleProgress again(dir.path());
    QVERIFY(again.load());
    QCOMPARE(again.rating().rating, after.rating);
    QCOMPARE(again.rating().deviation, after.deviation);
    QCOMPARE(again.rating().volatility, after.volatility);
    const PuzzleRecord r = again.record(QStringLiteral("mate3-0007"));
    QVERIFY(r.solved);
    QCOMPARE(r.attempts, 2);
    QCOMPARE(r.failures, 1);
    QCOMPARE(r.last, day.addDays(1));
    QCOMPARE(again.solvedCount(), 2);
    QCOMPARE(again.record(QStringLiteral("never")).attempts, 0);
}

void TestProgress::corruptPuzzleFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("puzzles.json"));
    writeFile(path,
              "{\"format\": \"ogi-puzzle-progress\", \"version\": 1, \"rating\": "
              "{\"rating\": 1500, \"deviation\": -4, \"volatility\": 0.06}, \"puzzles\": {}}");
    PuzzleProgress p(dir.path());
    QVERIFY(!p.load());
    QVERIFY2(p.error().contains(QStringLiteral("\"deviation\" is -4")), qPrintable(p.error()));
    QCOMPARE(setAside(dir.path(), QStringLiteral("puzzles")).size(), 1);
    QCOMPARE(p.rating().rating, 1500.0);

    writeFile(path, "{\"format\": \"ogi-puzzle-progress\", \"version\": 1, \"rating\": "
                    "{\"rating\": 1500, \"deviation\": 80, \"volatility\": 0.06}, \"puzzles\": "
                    "{\"p1\": {\"solved\": true, \"attempts\": 1, \"failures\": 3, \"last\": "
                    "\"2026-01-01\"}}}");
    QVERIFY(!p.load());
    QVERIFY2(p.error().contains(QStringLiteral("puzzle \"p1\"")), qPrintable(p.error()));
    QCOMPARE(p.solvedCount(), 0);
    QCOMPARE(setAside(dir.path(), QStringLiteral("puzzles")).size(), 2);
}

void TestProgress::damagedRatingBlock_data() {
    QTest::addColumn<QString>("store");
    QTest::addColumn<QByteArray>("rating");
    QTest::addColumn<QString>("named"); // what the message must name
    // The puzzles and the games keep their rating in the same block, read by the same code
    // (RatingRecord): each field that cannot be used is named, in either file.
    for (const char* store : {"puzzles", "games"}) {
        const auto row = [&](const char* what, const char* rating, const char* named) {
            QTest::addRow("%s: %s", store, what)
                << QString::fromLatin1(store) << QByteArray(rating) << QString::fromUtf8(named);
        };
        row("no block", "7", "\"rating\" is missing");
        row("rating", R"({"rating": "high", "deviation": 80, "volatility": 0.06})",
            "the rating's \"rating\" is \"high\"");
        row("deviation", R"({"rating": 1200, "deviation": 900, "volatility": 0.06})",
            "the rating's \"deviation\" is 900, where 0 to 350 is expected");
        row("volatility", R"({"rating": 1200, "deviation": 80})",
            "the rating's \"volatility\" is null");
        row("day", R"({"rating": 1200, "deviation": 80, "volatility": 0.06, "day": "soon"})",
            "the rating's day \"soon\" is not a date");
    }
}

void TestProgress::damagedRatingBlock() {
    QFETCH(QString, store);
    QFETCH(QByteArray, rating);
    QFETCH(QString, named);
    QTemporaryDir dir;
    const bool games = store == QLatin1String("games");
    const QString path = dir.filePath(store + QStringLiteral(".json"));
    writeFile(path, "{\"format\": \"" +
                        QByteArray(games ? "ogi-game-rating" : "ogi-puzzle-progress") +
                        "\", \"version\": 1, \"rating\": " + rating + ", " +
                        QByteArray(games ? "\"history\": []" : "\"puzzles\": {}") + "}");
    QString error;
    double start = 0;
    double after = 0;
    if (games) {
        GameRating r(dir.path());
        QVERIFY(!r.load());
        error = r.error();
        start = GameRating::StartRating;
        after = r.rating().rating;
    } else {
        PuzzleProgress p(dir.path());
        QVERIFY(!p.load());
        error = p.error();
        start = 1500;
        after = p.rating().rating;
    }
    // The message names the file and the field, and says where the old file was kept.
    QVERIFY2(error.startsWith(QDir::toNativeSeparators(path) + QStringLiteral(": ")),
             qPrintable(error));
    QVERIFY2(error.contains(named), qPrintable(error));
    const QStringList aside = setAside(dir.path(), store);
    QCOMPARE(aside.size(), 1);
    QVERIFY2(error.contains(aside.first()), qPrintable(error));
    // Nothing lost: the file kept aside is the one that was there.
    QVERIFY(readFile(dir.filePath(aside.first())).contains(rating));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(after, start); // the rating starts again
}

void TestProgress::quizDeckSurvivesARestart() {
    QTemporaryDir dir;
    QuizItem item;
    item.id = QStringLiteral("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - g2g8");
    item.startSfen = QStringLiteral("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1");
    item.moves = {QStringLiteral("c3c4"), QStringLiteral("f6f5")};
    item.played = QStringLiteral("b2g7");
    item.better = {QStringLiteral("d3d4")};
    item.loss = 640;
    item.evalBefore = QStringLiteral("20");
    item.evalAfter = QStringLiteral("-620");
    item.source = QStringLiteral("Alice – Bob, 2026.03.01");
    item.added = QDate(2026, 3, 1);
    {
        QuizDeck deck(dir.path());
        QVERIFY(deck.load());
        QCOMPARE(deck.add({item}, item.added), 1);
        QVERIFY(deck.answer(item.id, true, item.added));
    }
    QuizDeck again(dir.path());
    QVERIFY2(again.load(), qPrintable(again.error()));
    QCOMPARE(again.items().size(), std::size_t(1));
    const QuizItem& back = again.items().front();
    QCOMPARE(back.id, item.id);
    QCOMPARE(back.moves, item.moves);
    QCOMPARE(back.better, item.better);
    QCOMPARE(back.played, item.played);
    QCOMPARE(back.loss, item.loss);
    QCOMPARE(back.source, item.source);
    QCOMPARE(back.box, 2);
    QCOMPARE(back.due, item.added.addDays(3));
    QCOMPARE(back.reviews, 1);
}

void TestProgress::corruptQuizFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quiz.json"));
    // An item whose game does not replay (c3c5 is not a move of the Pawn).
    writeFile(path, "{\"format\": \"ogi-quiz\", \"version\": 1, \"items\": [{\"id\": \"x\", "
                    "\"start\": \"lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1\", "
                    "\"moves\": [\"c3c5\"], \"played\": \"f6f5\", \"better\": [\"e6e5\"], "
                    "\"loss\": 400, \"before\": \"0\", \"after\": \"400\", \"source\": \"\", "
                    "\"added\": \"2026-03-01\", \"box\": 1, \"due\": \"2026-03-01\", "
                    "\"reviews\": 0, \"mistakes\": 0, \"mastered\": false}]}");
    QuizDeck deck(dir.path());
    QVERIFY(!deck.load());
    QVERIFY2(deck.error().contains(QStringLiteral("quiz item \"x\" does not replay")),
             qPrintable(deck.error()));
    QVERIFY(deck.items().empty());
    QCOMPARE(setAside(dir.path(), QStringLiteral("quiz")).size(), 1);
}

QTEST_GUILESS_MAIN(TestProgress)
#include "tst_progress.moc"
