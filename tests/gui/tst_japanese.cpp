// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Japanese interface writes moves as a Japanese player reads them, with no Western
// notation showing through: the move box (its example, its messages, shogi coordinates
// typed by habit), the move list (the King's privilege, the review marks) and the handicap
// label. Widgets are found as a screen reader finds them, by their accessible names.
#include "language.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "windowtest.h"

#include <QAbstractScrollArea>
#include <QDir>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>

using namespace ogi;
using namespace windowtest;

class TestJapanese : public QObject {
    Q_OBJECT
private:
    MainWindow* window = nullptr;
    QTemporaryDir dir;

    template <typename W> W* byAccessibleName(const char* context, const char* english) const {
        const QString name = QCoreApplication::translate(context, english);
        for (W* w : window->findChildren<W*>())
            if (w->accessibleName() == name) return w;
        return nullptr;
    }
    QLineEdit* moveBox() const {
        return byAccessibleName<QLineEdit>("ogi::MoveBox", "Move to play");
    }
    QString moveBoxMessage() const {
        QLabel* label = byAccessibleName<QLabel>("ogi::MoveBox", "Move box message");
        return label && label->isVisible() ? label->text() : QString();
    }
    // Types text in the move box as a Japanese input method commits it, then Enter.
    void type(const QString& text) {
        QLineEdit* box = moveBox();
        QVERIFY(box);
        box->setFocus();
        box->clear();
        QInputMethodEvent commit;
        commit.setCommitString(text);
        QApplication::sendEvent(box, &commit);
        QTest::keyClick(box, Qt::Key_Return);
    }
    // Opens a record written to a file, as File ▸ Open does.
    void open(const char* name, const QString& record) {
        const QString path = dir.filePath(QLatin1String(name));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(record.toUtf8());
        file.close();
        QVERIFY(window->files()->openFile(path));
    }
    static QString recordWith(const QString& tags, const QString& moves) {
        return QStringLiteral("[Event \"?\"]\n[Date \"2026.01.01\"]\n[Sente \"A\"]\n"
                              "[Gote \"B\"]\n[Result \"*\"]\n") +
               tags + QStringLiteral("\n") + moves + QStringLiteral("\n");
    }
    bool labelShows(const QString& text) const {
        for (QLabel* label : window->findChildren<QLabel*>())
            if (label->isVisible() && label->text() == text) return true;
        return false;
    }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void moveBoxWritesJapanese();
    void shogiCoordinatesAreExplained();
    void moveListWritesJapanese();
    void handicapLabelInJapanese();
};

void TestJapanese::initTestCase() {
    useTestSettings("tst_japanese");
    QVERIFY(dir.isValid());
}

void TestJapanese::init() {
    QVERIFY(applyLanguage(QStringLiteral("ja")));
    window = openWindow(QSize(1100, 760));
    QVERIFY(QTest::qWaitForWindowActive(window));
}

void TestJapanese::cleanup() {
    delete window;
    window = nullptr;
    applyLanguage(QStringLiteral("en"));
}

void TestJapanese::moveBoxWritesJapanese() {
    QVERIFY(moveBox());
    // The example shows the Japanese form first.
    QVERIFY2(moveBox()->placeholderText().startsWith(QStringLiteral("例：☗歩c3-c4")),
             qPrintable(moveBox()->placeholderText()));
    type(QStringLiteral("☗歩c3-c4"));
    type(QStringLiteral("☖歩f6-f5"));
    type(QStringLiteral("歩d3-d4"));
    QVERIFY(moveBoxMessage().isEmpty());
    // Two pieces can go to e5: they are listed in Japanese notation, none in letters.
    type(QStringLiteral("e5"));
    QCOMPARE(moveBoxMessage(), QStringLiteral("e5は曖昧です。候補：☖角g7-e5、☖歩e6-e5。"));
    // A move that may promote or not: it asks for 成 or 不成.
    type(QStringLiteral("歩e6-e5"));
    type(QStringLiteral("歩d4-d5"));
    type(QStringLiteral("歩e5-e4"));
    type(QStringLiteral("歩d5-d6")); // takes on d6, in the zone: promote or not, so it asks
    QCOMPARE(moveBoxMessage(),
             QStringLiteral("歩d5-d6は曖昧です。成る場合は☗歩d5xd6成、成らない場合は☗歩d5xd6不成と"
                            "入力してください。"));
}

void TestJapanese::shogiCoordinatesAreExplained() {
    // Full-width digits, a kanji numeral, or shogi's side mark: no move is played, and the
    // message says how Ōgi writes squares, with an example.
    for (const QString& typed :
         {QStringLiteral("５五歩"), QStringLiteral("7六歩"), QStringLiteral("▲2六歩")}) {
        type(typed);
        const QString message = moveBoxMessage();
        QVERIFY2(message.startsWith(typed + QStringLiteral("は将棋の座標のようです")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("a〜h")) &&
                     message.contains(QStringLiteral("1〜8")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("☗歩c3-c4")), qPrintable(message));
    }
    QCOMPARE(part<GameSession>(window)->model()->game().moves().size(), std::size_t(0));
}

void TestJapanese::moveListWritesJapanese() {
    // The King takes the promoted Rook and keeps it promoted (a blunder, says the record);
    // Gote's reply is a mistake.
    open("privilege.ogn", recordWith(QStringLiteral("[SFEN \"4k3/8/8/8/8/8/3+r4/4K3 b - 1\"]\n"
                                                    "[SenteKing \"玉\"]\n[GoteKing \"王\"]\n"),
                                     QStringLiteral("1. Ke1xd2^?? Ke8-d8? *")));
    auto* list = byAccessibleName<QAbstractScrollArea>("ogi::MoveListView", "Moves");
    QVERIFY(list);
    list->setFocus();
    const QString shown = QCoreApplication::translate("ogi::MoveListView", "Shown: %1");
    QTest::keyClick(list, Qt::Key_Home);
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(list->accessibleDescription(), shown.arg(QStringLiteral("☗玉e1xd2成駒取り 悪手")));
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(list->accessibleDescription(), shown.arg(QStringLiteral("☖王e8-d8 疑問手")));
    // In English the same moves keep the human form and the signs.
    applyLanguage(QStringLiteral("en"));
    QTest::keyClick(list, Qt::Key_Left);
    QTRY_COMPARE(list->accessibleDescription(), QStringLiteral("Shown: Ke1xd2^??"));
}

void TestJapanese::handicapLabelInJapanese() {
    const QString handicap = QCoreApplication::translate("ogi::ReviewController", "Handicap: %1");
    open("rookbishop.ogn",
         recordWith(QStringLiteral("[SFEN \"lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNSIKSNL "
                                   "b - 1\"]\n[Handicap \"+R +B\"]\n"),
                    QStringLiteral("*")));
    QVERIFY2(labelShows(handicap.arg(QStringLiteral("飛角成り"))), "no label 手合割：飛角成り");
    // A set of pieces that is no preset is named piece by piece, in Japanese.
    open("custom.ogn",
         recordWith(QStringLiteral("[SFEN \"lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4+R1/LN+SIKSNL "
                                   "b - 1\"]\n[Handicap \"+R +S\"]\n"),
                    QStringLiteral("*")));
    bool found = false;
    for (QLabel* label : window->findChildren<QLabel*>()) {
        if (!label->isVisible() || !label->text().startsWith(handicap.arg(QString()))) continue;
        found = true;
        QVERIFY2(label->text().contains(QStringLiteral("飛車")) &&
                     label->text().contains(QStringLiteral("銀")) &&
                     !label->text().contains(QLatin1Char('+')),
                 qPrintable(label->text()));
    }
    QVERIFY(found);
}

QTEST_MAIN(TestJapanese)
#include "tst_japanese.moc"
