// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Settings ▸ Engines…: the engine built in this tree is added by its program file through
// the dialog's file chooser, its name and options are shown, a changed option is kept, and
// Game ▸ Players… then offers it for a side, which it plays. A file that is no program is
// refused with the reason; the built-in engine is always listed and cannot be removed.
#include "dialogs/enginesdialog.h"
#include "dialogs/playersdialog.h"
#include "model/engines/engineregistry.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/usiplayer.h"
#include "windowtest.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QListWidget>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace ogi;
using namespace windowtest;

namespace {

const QString EnginePath = QStringLiteral(OGI_ENGINE_PATH);

QStringList listed(QWidget* dialog) {
    QStringList names;
    auto* list = dialog->findChild<QListWidget*>();
    for (int i = 0; list && i < list->count(); ++i) names << list->item(i)->text();
    return names;
}

template <class D> D* openDialog(QWidget* window, const QString& actionText) {
    action(window, actionText)->trigger();
    D* dialog = nullptr;
    [&] { QTRY_VERIFY((dialog = window->findChild<D*>()) && dialog->isVisible()); }();
    return dialog;
}

} // namespace

class TestEngines : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void addAndPlay();
    void refusesNonProgram();
};

void TestEngines::initTestCase() {
    useTestSettings("tst_engines");
    QVERIFY(QFileInfo(EnginePath).isExecutable());
}

void TestEngines::addAndPlay() {
    std::unique_ptr<MainWindow> window(openWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    auto* dialog = openDialog<EnginesDialog>(window.get(), QStringLiteral("Engines…"));
    QCOMPARE(listed(dialog), QStringList{QStringLiteral("Ōgi (built-in)")});
    QVERIFY(!button(dialog, QStringLiteral("Remove"))->isEnabled()); // the built-in stays

    // Add…: the file chooser, as the user answers it.
    QTest::mouseClick(button(dialog, QStringLiteral("Add…")), Qt::LeftButton);
    QFileDialog* files = nullptr;
    QTRY_VERIFY((files = dialog->findChild<QFileDialog*>()) && files->isVisible());
    files->selectFile(EnginePath);
    static_cast<QDialog*>(files)->accept(); // Open, with the file selected
    QTRY_COMPARE_WITH_TIMEOUT(listed(dialog).size(), 2, 4000);
    const QString name = listed(dialog).at(1);
    QVERIFY2(name.startsWith(QStringLiteral("Ōgi ")), qPrintable(name)); // its "id name"
    QVERIFY(button(dialog, QStringLiteral("Remove"))->isEnabled());
    // Its options, each with its editor: Level at 3.
    auto* level = named<QSpinBox>(dialog, QStringLiteral("Level"));
    QVERIFY(level);
    QCOMPARE(level->maximum(), 10);
    level->setValue(3);
    // This program's own options in the interface's words, the engine's name in the tooltip.
    auto* lines = named<QSpinBox>(dialog, QStringLiteral("Candidate lines"));
    QVERIFY(lines);
    QVERIFY2(lines->toolTip().contains(QStringLiteral("MultiPV")), qPrintable(lines->toolTip()));
    QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    const auto saved = EngineRegistry().find(name);
    QVERIFY(saved);
    QCOMPARE(saved->path, EnginePath);
    QCOMPARE(saved->value(QStringLiteral("Level")).value_or(QString()), QStringLiteral("3"));

    // Game ▸ Players…: the engine plays Gote.
    auto* players = openDialog<PlayersDialog>(window.get(), QStringLiteral("Players…"));
    auto* gote = labelled<QComboBox>(players, QStringLiteral("Gote (☖):"));
    QVERIFY(gote);
    const int index = gote->findText(name);
    QVERIFY(index > 1);
    gote->setCurrentIndex(index);
    QTest::mouseClick(players->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    GameSession* session = window->findChild<GameSession*>();
    QVERIFY(session);
    auto* engine = qobject_cast<UsiPlayer*>(session->runner()->player(Gote));
    QVERIFY(engine);
    QCOMPARE(session->info().players[Gote].kind, PlayerInfo::Kind::Engine);
    QTRY_COMPARE_WITH_TIMEOUT(engine->state(), Player::State::Ready, 4000);
    QVERIFY(engine->log().contains(QStringLiteral("> setoption name Level value 3")));
    // Without a clock the engine thinks its two seconds a move.
    playByHand(part<BoardView>(window.get()), Sente,
               *parseMove(session->model()->game().position(), "c3c4"));
    QTRY_COMPARE_WITH_TIMEOUT(session->model()->game().moves().size(), std::size_t(2), 60000);
    QVERIFY(session->runner()->isHumanToMove());
}

void TestEngines::refusesNonProgram() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("hello\n");
    file.close();
    EnginesDialog dialog({});
    dialog.show();
    dialog.addEngine(path);
    QVERIFY(shownLabel(&dialog,
                       QStringLiteral("Not added: %1 is not an executable program.").arg(path)));
    QCOMPARE(listed(&dialog).size(), 1);
}

QTEST_MAIN(TestEngines)
#include "tst_engines.moc"
