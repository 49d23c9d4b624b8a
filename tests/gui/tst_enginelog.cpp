// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// An external engine as the analyser, chosen in the analysis panel, and View ▸ Engine Log:
// the fake engine built with the tests sends a line that is not of the dialect; the analysis
// goes on with its three lines, and the log, opened by its shortcut, shows every line
// exchanged with the line not understood marked in red. Clear empties it.
#include "dialogs/enginelogwindow.h"
#include "model/analysis/analyser.h"
#include "model/engines/engineregistry.h"
#include "model/engines/usiprocess.h"
#include "model/game/gamesession.h"
#include "review/analysispanel.h"
#include "review/commentpanel.h"
#include "review/reviewcontroller.h"
#include "windowtest.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTreeWidget>

using namespace ogi;
using namespace windowtest;

namespace {
const QString FakeEngine = QStringLiteral(OGI_FAKE_ENGINE_PATH);
const QString Name = QStringLiteral("Fake analyse-garbage");
} // namespace

class TestEngineLog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        useTestSettings("tst_enginelog");
        QVERIFY(QFileInfo(FakeEngine).isExecutable());
    }
    void garbageOfTheAnalyserIsShownMarked();
    void failingAnalyserKeepsThePanelInSight();
};

void TestEngineLog::garbageOfTheAnalyserIsShownMarked() {
    std::unique_ptr<MainWindow> window(openWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    // The engine as Settings ▸ Engines… adds it (tst_engines adds one there).
    {
        EngineConfig e;
        e.name = Name;
        e.path = FakeEngine;
        part<GameSession>(window.get())->engines()->setEngines({e});
    }
    qputenv("OGI_FAKE_ENGINE", "analyse-garbage");

    // Review ▸ Live Analysis, by its shortcut; then the engine, chosen in the panel.
    QTest::keyClick(window.get(), Qt::Key_L, Qt::ControlModifier);
    auto* engine = named<QComboBox>(window.get(), QStringLiteral("Analysis engine"));
    QVERIFY(engine);
    QTRY_VERIFY(engine->isVisible());
    QCOMPARE(engine->currentText(), QStringLiteral("Ōgi (built-in)"));
    // A click opens its list, read again: the engine added since is offered; a click on it.
    QTest::mouseClick(engine, Qt::LeftButton);
    QAbstractItemView* popup = engine->view();
    QTRY_VERIFY(popup->isVisible());
    QCOMPARE(engine->count(), 2);
    QCOMPARE(engine->itemText(1), Name);
    // A click too soon after the list opens is taken as part of the one that opened it (the
    // combo box ignores it for a double-click interval); on a loaded machine that interval
    // can outlast a fixed wait, so the user's click is repeated until the list takes it.
    QTest::qWait(QApplication::doubleClickInterval() + 50);
    for (int i = 0; i < 50 && popup->isVisible(); ++i) {
        QTest::mouseClick(popup->viewport(), Qt::LeftButton, {},
                          popup->visualRect(popup->model()->index(1, 0)).center());
        QTest::qWait(100);
    }
    QVERIFY(!popup->isVisible());
    QCOMPARE(engine->currentText(), Name);
    const Analyser* analyser = window->findChild<ReviewController*>()->analyser();
    QCOMPARE(analyser->engineName(), Name);
    QCOMPARE(QSettings().value("analysis/engine").toString(), Name); // remembered
    auto* lines = named<QTreeWidget>(window.get(), QStringLiteral("Analysis lines"));
    QTRY_COMPARE_WITH_TIMEOUT(lines->topLevelItemCount(), 3, 8000);

    // View ▸ Engine Log, by its shortcut.
    QTest::keyClick(window.get(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    EngineLogWindow* log = nullptr;
    QTRY_VERIFY((log = window->findChild<EngineLogWindow*>()) && log->isVisible());
    auto* text = named<QPlainTextEdit>(log, QStringLiteral("Engine log"));
    QVERIFY(text);
    QVERIFY(text->isReadOnly());
    const QString all = text->toPlainText();
    QVERIFY2(all.contains(Name + QStringLiteral("  →  go infinite")), qPrintable(all));
    QVERIFY(all.contains(Name + QStringLiteral("  ←  usiok")));
    QTextBlock garbage;
    for (QTextBlock b = text->document()->begin(); b.isValid(); b = b.next())
        if (b.text().contains(QLatin1String("info multipv one two three"))) garbage = b;
    QVERIFY(garbage.isValid());
    QVERIFY(garbage.text().endsWith(QLatin1String("(not understood)")));
    QVERIFY(garbage.text().contains(Name + QStringLiteral("  ←  ")));
    QCOMPARE(garbage.begin().fragment().charFormat().foreground().color(), QColor("#c01c28"));

    // Live: a new position, new lines in the log.
    const int blocks = text->document()->blockCount();
    QTest::keyClick(window.get(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window->findChildren<EngineLogWindow*>().size(), 1); // the same window

    // Clear, then lines come again as the engine speaks.
    QPushButton* clear = nullptr;
    for (QAbstractButton* b : log->findChild<QDialogButtonBox*>()->buttons())
        if (b->text().remove('&') == QLatin1String("Clear")) clear = qobject_cast<QPushButton*>(b);
    QVERIFY(clear);
    QTest::mouseClick(clear, Qt::LeftButton);
    QVERIFY(text->toPlainText().isEmpty());
    QVERIFY(EngineLog::global().entries().empty());
    QVERIFY(blocks > 1);
    action(window.get(), QStringLiteral("Live Analysis"))->trigger(); // off: "stop"
    QTRY_VERIFY(text->toPlainText().contains(QStringLiteral("→  stop")));
}

void TestEngineLog::failingAnalyserKeepsThePanelInSight() {
    std::unique_ptr<MainWindow> window(openWindow(QSize(800, 600)));
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QString name = QStringLiteral("Fake analyse-die");
    {
        EngineConfig e;
        e.name = name;
        e.path = FakeEngine;
        part<GameSession>(window.get())->engines()->setEngines({e});
    }
    qputenv("OGI_FAKE_ENGINE", "analyse-die"); // its first lines, then it exits
    QTest::keyClick(window.get(), Qt::Key_L, Qt::ControlModifier);
    auto* engine = named<QComboBox>(window.get(), QStringLiteral("Analysis engine"));
    QTRY_VERIFY(engine->isVisible());
    engine->setFocus(); // the list is read again
    QTest::keyClick(engine, Qt::Key_Down);
    QCOMPARE(engine->currentText(), name);
    const Analyser* analyser = window->findChild<ReviewController*>()->analyser();
    QTRY_COMPARE_WITH_TIMEOUT(analyser->state(), Analyser::State::Failed, 8000);
    // No evaluation is left standing on the bar, nor any line in the list.
    EvalBar* bar = window->findChild<ReviewController*>()->evalBar();
    QVERIFY(bar->isVisible());
    QCOMPARE(bar->toolTip(), QStringLiteral("No evaluation yet"));
    QVERIFY(bar->accessibleDescription().isEmpty());
    auto* lines = named<QTreeWidget>(window.get(), QStringLiteral("Analysis lines"));
    QCOMPARE(lines->topLevelItemCount(), 0);
    // What went wrong is said in a few lines (in full in the tooltip), and the comment box
    // below stays in the window.
    QLabel* said = nullptr;
    for (QLabel* l : window->findChildren<QLabel*>())
        if (l->isVisible() && l->text().contains(QStringLiteral("Choose another"))) said = l;
    if (!said)
        for (QLabel* l : window->findChildren<QLabel*>())
            if (l->isVisible() && l->toolTip().contains(QStringLiteral("Choose another"))) said = l;
    QVERIFY(said);
    QVERIFY(said->text().count(QLatin1Char('\n')) <= 2);
    auto* comment = window->findChild<CommentPanel*>()->findChild<QPlainTextEdit*>();
    QVERIFY(comment->isVisible());
    QVERIFY(comment->visibleRegion().boundingRect() == comment->rect());
    QVERIFY(
        window->rect().contains(QRect(comment->mapTo(window.get(), QPoint()), comment->size())));
}

QTEST_MAIN(TestEngineLog)
#include "tst_enginelog.moc"
