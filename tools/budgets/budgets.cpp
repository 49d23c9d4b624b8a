// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Performance budgets of the desktop program, measured on the real MainWindow:
//   start to first painted board, resident memory after start and after a 100-move game,
//   board repaint time at 1920x1080, the GUI event-loop latency while the AI thinks and while
//   the live analysis follows 3 lines, and the time from a click on a move of the move list
//   to the first analysis line of that position.
// It prints the figures beside their targets; it is a benchmark, not a test.
#include "board/boardview.h"
#include "mainwindow.h"
#include "model/analysis/analyser.h"
#include "model/engines/aiworker.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "review/movelistview.h"
#include "review/reviewcontroller.h"
#include "rules/movegen.h"

#include <QAccessible>
#include <QAction>
#include <QMouseEvent>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <random>
#include <unistd.h>
#include <vector>

#ifdef OGI_HAVE_RESOURCES
#include "ogiresources.h"
#endif

using namespace ogi;

namespace {

// Milliseconds since the process started (from /proc, clock-tick resolution).
double msSinceProcessStart() {
    QFile stat(QStringLiteral("/proc/self/stat")), uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly)) return -1;
    const QByteArray s = stat.readAll();
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 overall
    const double up = uptime.readAll().split(' ').value(0).toDouble();
    return (up - startTicks / double(sysconf(_SC_CLK_TCK))) * 1000.0;
}

double residentMb() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ')[0].toDouble() / 1024;
    return -1;
}

void line(const char* what, double value, const char* unit, double target) {
    std::printf("%-44s %9.1f %-3s (target < %.0f %s) %s\n", what, value, unit, target, unit,
                value < target ? "OK" : "OVER");
}

class FirstPaint : public QObject {
public:
    double at = -1;
    bool eventFilter(QObject* o, QEvent* e) override {
        if (e->type() == QEvent::Paint && at < 0) {
            // Measured when the paint event has been handled.
            QTimer::singleShot(0, this, [this] { at = msSinceProcessStart(); });
        }
        return QObject::eventFilter(o, e);
    }
};

// The latency of the event loop: a 5 ms timer's lateness for `ms` milliseconds, sorted.
std::vector<double> eventLatency(QApplication& app, QWidget* view, int ms) {
    std::vector<double> late;
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        late.push_back(std::max(0.0, double(now - last) / 1e6 - 5.0));
        last = now;
        if (late.size() % 50 == 0) view->update(); // keep painting, as a player's window does
        if (clock.elapsed() > ms) app.quit();
    });
    tick.start(5);
    app.exec();
    std::sort(late.begin(), late.end());
    return late;
}

// Where the move of the move list at that ply of the main line is, in its viewport (as a
// reader finds it: the ply-th move outside the parentheses of the variations).
QPoint moveInList(MoveListView* list, int ply) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(list);
    int depth = 0;
    for (int i = 0; iface && i < iface->childCount(); ++i) {
        QAccessibleInterface* part = iface->child(i);
        const QString name = part->text(QAccessible::Name);
        depth += name == QLatin1String("(") ? 1 : name == QLatin1String(")") ? -1 : 0;
        if (depth == 0 && part->role() == QAccessible::ListItem && --ply == 0)
            return list->viewport()->mapFromGlobal(part->rect().center());
    }
    return {-1, -1};
}

void click(QWidget* w, QPoint at) {
    const QPointF local(at), global(w->mapToGlobal(at));
    QMouseEvent press(QEvent::MouseButtonPress, local, global, Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QApplication::sendEvent(w, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, local, global, Qt::LeftButton, Qt::NoButton,
                        Qt::NoModifier);
    QApplication::sendEvent(w, &release);
}

} // namespace

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true); // never touch the user's settings or autosave
    QApplication app(argc, argv);
#ifdef OGI_HAVE_RESOURCES
    ogiInitResources();
#endif
    MainWindow window;
    auto* view = window.findChild<BoardView*>();
    if (!view) {
        std::fprintf(stderr, "no BoardView in the main window\n");
        return 1;
    }
    FirstPaint firstPaint;
    view->installEventFilter(&firstPaint);
    window.resize(1280, 800);
    window.show();
    QElapsedTimer wait;
    wait.start();
    while (firstPaint.at < 0 && wait.elapsed() < 10000)
        app.processEvents(QEventLoop::AllEvents, 10);
    std::printf("Ōgi performance budgets (platform %s)\n", qPrintable(app.platformName()));
    line("start to first painted board", firstPaint.at, "ms", 400);
    line("resident memory after start", residentMb(), "MB", 120);

    // A 100-move game, shown move by move.
    GameModel* model = window.findChild<GameSession*>()->model();
    std::mt19937 rng(7);
    int played = 0;
    while (played < 100) {
        if (model->isOver()) model->newGame();
        MoveList list;
        model->game().legalMoves(list);
        // Prefer moves that do not capture the King, so games last.
        Move m = list.moves[rng() % unsigned(list.size())];
        model->requestMove(m);
        ++played;
        app.processEvents();
    }
    line("resident memory after a 100-move game", residentMb(), "MB", 120);

    // Repaint at 1920x1080.
    window.resize(1920, 1080);
    app.processEvents();
    std::vector<double> paints;
    for (int i = 0; i < 60; ++i) {
        QElapsedTimer t;
        t.start();
        view->repaint();
        paints.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(paints.begin(), paints.end());
    std::printf("board view size %dx%d\n", view->width(), view->height());
    line("board repaint at 1920x1080 (median)", paints[paints.size() / 2], "ms", 16);
    line("board repaint at 1920x1080 (worst)", paints.back(), "ms", 16);

    // Event-loop latency while the AI searches: a 5 ms timer's lateness for 3 s.
    AiWorker ai;
    ai::SearchLimits limits;
    limits.infinite = true;
    model->newGame();
    ai.startSearch(model->game(), limits, 10);
    std::vector<double> late = eventLatency(app, view, 3000);
    ai.cancel();
    line("event latency while the AI thinks (p99)", late[late.size() * 99 / 100], "ms", 16);
    line("event latency while the AI thinks (worst)", late.back(), "ms", 16);

    // Live analysis of 3 lines (its action, as the user switches it on), on a 20-move game.
    auto* review = window.findChild<ReviewController*>();
    Analyser* analyser = review->analyser();
    for (int i = 0; i < 20 && !model->isOver(); ++i) {
        MoveList list;
        model->game().legalMoves(list);
        model->requestMove(list.moves[rng() % unsigned(list.size())]);
        app.processEvents();
    }
    window.resize(1280, 800);
    analyser->setLineCount(3);
    for (QAction* a : window.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_L)) a->setChecked(true);
    late = eventLatency(app, view, 3000);
    std::printf("analysis lines shown: %d, depth %d\n", int(analyser->lines().size()),
                analyser->lines().empty() ? 0 : analyser->lines().front().depth);
    line("event latency while analysing 3 lines (p99)", late[late.size() * 99 / 100], "ms", 16);
    line("event latency while analysing 3 lines (worst)", late.back(), "ms", 16);

    // From a click on a move of the move list to the first line of that position.
    auto* moves = window.findChild<MoveListView*>();
    // The first ten moves, in a scattered order (all of them in view in the list).
    std::vector<double> firstLine;
    for (int i = 0; i < 12; ++i) {
        const int ply = 1 + (i * 7) % 10;
        const QPoint at = moveInList(moves, ply);
        if (at.x() < 0) continue;
        QElapsedTimer t;
        t.start();
        click(moves->viewport(), at);
        while (t.elapsed() < 10000 &&
               (analyser->lines().empty() ||
                analyser->position().key() != model->game().position().key()))
            app.processEvents(QEventLoop::AllEvents, 1);
        firstLine.push_back(double(t.nsecsElapsed()) / 1e6);
        // Let it think a little, as a reader does before the next click.
        QElapsedTimer pause;
        pause.start();
        while (pause.elapsed() < 300) app.processEvents(QEventLoop::AllEvents, 5);
    }
    std::sort(firstLine.begin(), firstLine.end());
    if (!firstLine.empty()) {
        std::printf("%-44s %9.1f ms (%d clicks)\n", "click on a move to its first line (median)",
                    firstLine[firstLine.size() / 2], int(firstLine.size()));
        std::printf("%-44s %9.1f ms\n", "click on a move to its first line (worst)",
                    firstLine.back());
    }
    return 0;
}
