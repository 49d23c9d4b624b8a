// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-screenshots: the pictures of docs/screenshots, made by driving the real main window as a
// user would — pieces dragged and clicked on the board, actions triggered, records opened,
// dialogs filled in — then grabbing the window, a dialog, or the screen area of every open
// window (a message box over the board). Settings and autosave go to Qt's test locations,
// never the user's.
//   ogi-screenshots <folder> [name...]   (names without .png: only those pictures)
// The folder also holds the inputs review-sample.ogn and bad-record.ogn. Run it on a real X
// server (tools/screenshots/make.sh uses Xvfb) so that fonts and screen grabs are those of
// a desktop.
#include "application.h"
#include "board/boardview.h"
#include "dialogs/enginesdialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/positioneditor.h"
#include "dialogs/ratingdialog.h"
#include "dialogs/rulesdialog.h"
#include "exercises/learncontroller.h"
#include "exercises/lessonpanel.h"
#include "exercises/puzzlecontroller.h"
#include "exercises/puzzlepanel.h"
#include "files/recordfiles.h"
#include "files/transferactions.h"
#include "language.h"
#include "mainwindow.h"
#include "model/analysis/analyser.h"
#include "model/analysis/gameanalysis.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "model/progress/gamerating.h"
#include "play/gamepanel.h"
#include "review/reviewcontroller.h"
#include "rules/notation.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

#include <cstdio>
#include <functional>
#include <memory>
#include <type_traits>

using namespace ogi;

namespace {

constexpr int Slow = 120000; // ms: the longest anything here may take

class Shooter {
public:
    explicit Shooter(const QString& folder) : m_dir(folder) {}

    // A fresh window as a first start would show it, in a language and piece style.
    // withGames: a player with a history of rated games against the computer.
    std::unique_ptr<MainWindow> window(const QString& lang = QStringLiteral("en"),
                                       PieceStyle style = PieceStyle::Eastern,
                                       QSize size = QSize(1180, 720), bool withGames = false) {
        QSettings().clear();
        QFile::remove(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                      QStringLiteral("/journal.json"));
        QFile::remove(GameRating().filePath());
        if (withGames) playedGames();
        Preferences prefs;
        prefs.language = lang;
        prefs.pieceStyle = style;
        QSettings settings;
        prefs.save(settings);
        settings.sync();
        auto w = std::make_unique<MainWindow>();
        w->resize(size);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get())) std::fprintf(stderr, "window not shown\n");
        settle();
        return w;
    }

    // Some twenty rated games over three months, against levels 2 to 5, the player slowly
    // stronger: what Your Games and the balanced game read.
    static void playedGames() {
        GameRating rating;
        rating.load();
        QDate day(2026, 8, 3);
        const int levels[] = {2, 2, 3, 2, 3, 3, 4, 3, 3, 4, 4, 3, 4, 4, 5, 4, 4, 5, 4, 5};
        const double scores[] = {1, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0.5};
        for (std::size_t i = 0; i < std::size(levels); ++i) {
            rating.recordGame(levels[i], QString(), false, scores[i], day);
            day = day.addDays(i % 3 == 2 ? 9 : 2);
        }
    }

    // Lets layouts, repaints and queued signals run.
    static void settle(int ms = 300) { QTest::qWait(ms); }
    static void waitFor(const std::function<bool()>& done) {
        if (!QTest::qWaitFor(done, Slow)) std::fprintf(stderr, "gave up waiting\n");
        settle();
    }

    // A new game from a position, as Edit → Paste Position (SFEN) starts it.
    static void paste(MainWindow& w, const char* sfen) {
        QGuiApplication::clipboard()->setText(QString::fromLatin1(sfen));
        action(w, "ogi::TransferActions", "&Paste Position (SFEN)")->trigger();
        settle();
    }
    // A part of the window as Qt's object tree holds it: a widget only if it shows in the
    // window itself or is a window of its own (a dialog).
    template <class T> static T* part(MainWindow& w) {
        for (T* t : w.findChildren<T*>()) {
            if constexpr (std::is_base_of_v<QWidget, T>)
                if (t->window() != &w && !t->isWindow()) continue;
            return t;
        }
        return nullptr;
    }
    // The action of that menu text in the window's language: the English source text and its
    // translation context ("ogi::MainWindow", "&New Game").
    static QAction* action(MainWindow& w, const char* context, const char* source) {
        const QString text = QCoreApplication::translate(context, source);
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == text) return a;
        std::fprintf(stderr, "no action %s\n", source);
        std::abort();
    }
    // The dialog of type T the window opened.
    template <class T> static T* dialog(MainWindow& w) {
        T* d = nullptr;
        waitFor([&] { return (d = part<T>(w)) && d->isVisible(); });
        return d;
    }
    static QPoint center(MainWindow& w, const char* square) {
        return Shooter::part<BoardView>(w)->squareCenter(*parseSquare(square));
    }
    static void click(MainWindow& w, const char* square) {
        QTest::mouseClick(Shooter::part<BoardView>(w), Qt::LeftButton, {}, center(w, square));
    }
    // A piece dragged; with the right button (and modifiers), a shape drawn.
    static void drag(MainWindow& w, const char* from, const char* to,
                     Qt::MouseButton button = Qt::LeftButton, Qt::KeyboardModifiers keys = {}) {
        BoardView* view = Shooter::part<BoardView>(w);
        const QPoint a = center(w, from), b = center(w, to);
        QTest::mousePress(view, button, keys, a);
        QTest::mouseMove(view, (a + b) / 2);
        QTest::mouseMove(view, b);
        QTest::mouseRelease(view, button, keys, b);
        settle(50);
    }
    // Board moves in machine form ("c3c4"), each dragged.
    static void play(MainWindow& w, std::initializer_list<const char*> moves) {
        for (const char* m : moves) {
            const std::string text(m);
            drag(w, text.substr(0, 2).c_str(), text.substr(2, 2).c_str());
        }
    }
    bool open(MainWindow& w, const char* file) {
        const bool ok = w.files()->openFile(m_dir.filePath(QLatin1String(file)));
        settle();
        return ok;
    }
    static void analyse(MainWindow& w, int msPerPosition) {
        ai::SearchLimits limits;
        limits.movetime = msPerPosition;
        Shooter::part<ReviewController>(w)->analysis()->setLimits(limits);
        action(w, "ogi::ReviewController", "&Analyse Game")->trigger();
        waitFor([&w] { return !Shooter::part<ReviewController>(w)->analysis()->isRunning(); });
    }
    static void goTo(MainWindow& w, TreeCursor cursor) {
        Shooter::part<GameSession>(w)->document()->tree()->goTo(cursor);
        settle();
    }

    bool save(QWidget* widget, const QString& name) { return write(widget->grab(), name); }
    // The screen area of every open window: the window and a box or dialog over it.
    bool saveScreen(MainWindow& w, const QString& name) {
        QRect area = w.frameGeometry();
        for (QWidget* top : QApplication::topLevelWidgets())
            if (top->isVisible()) area |= top->frameGeometry();
        return write(w.screen()->grabWindow(0, area.x(), area.y(), area.width(), area.height()),
                     name);
    }

private:
    bool write(const QPixmap& picture, const QString& name) {
        const QString path = m_dir.filePath(name + QStringLiteral(".png"));
        if (!picture.save(path)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return false;
        }
        std::printf("%s\n", qPrintable(path));
        return true;
    }
    QDir m_dir;
};

GameSetup players(int sente, int gote, const char* clock = "-", int handicap = 0) {
    GameSetup g;
    for (Side s : {Sente, Gote}) {
        const int level = s == Sente ? sente : gote;
        g.info.players[s] = level > 0 ? PlayerInfo::computer(level) : PlayerInfo::human();
    }
    g.handicap = Handicap::fromPreset(HandicapPreset(handicap));
    g.info.handicap = g.handicap.tagText();
    g.info.timeControl = *TimeControl::fromTag(QLatin1String(clock));
    return g;
}

// The New Game dialog filled in: a human against the computer at level 4, Rook and Bishop
// promoted for the weaker Sente, 10 minutes and 30 s byoyomi.
NewGameDialog* fillNewGame(MainWindow& w) {
    Shooter::action(w, "ogi::MainWindow", "&New Game")->trigger();
    Shooter::settle();
    NewGameDialog* d = Shooter::part<NewGameDialog>(w);
    d->setSetup(players(0, 4, "600+30b", int(HandicapPreset::RookBishop)));
    Shooter::settle();
    return d;
}

using ShotList = QList<QPair<QString, std::function<bool(Shooter&)>>>;

void boardShots(ShotList& shots) {
    for (const PieceStyle style : {PieceStyle::Eastern, PieceStyle::Western}) {
        const QString k = pieceStyleKey(style);
        shots.append({"start-" + k, [style](Shooter& s) {
                          auto w = s.window("en", style);
                          return s.save(w.get(), "start-" + pieceStyleKey(style));
                      }});
        shots.append({"start-" + k + "-flipped", [style](Shooter& s) {
                          auto w = s.window("en", style);
                          QTest::keyClick(w.get(), Qt::Key_F); // View → Flip Board
                          Shooter::settle();
                          return s.save(w.get(), "start-" + pieceStyleKey(style) + "-flipped");
                      }});
        shots.append({"hands-" + k, [style](Shooter& s) {
                          auto w = s.window("en", style);
                          Shooter::paste(*w, "4k3/8/8/8/8/8/8/4K3 b IRBSNLP+P+Sirbsnlp+l 1");
                          return s.save(w.get(), "hands-" + pieceStyleKey(style));
                      }});
        shots.append({"promoted-" + k, [style](Shooter& s) {
                          auto w = s.window("en", style);
                          Shooter::paste(*w, "l1+Rbk2l/1+P6/p1p1+sp1p/3p4/2+B5/PP1P1PPP/4S+n2/"
                                             "L1SIK1NL b SN2P+irnp+p 40"); // Sente in check
                          return s.save(w.get(), "promoted-" + pieceStyleKey(style));
                      }});
        shots.append({"promotion-prompt-" + k, [style](Shooter& s) {
                          auto w = s.window("en", style);
                          Shooter::paste(*w, "4k3/8/8/2S5/8/8/8/4K3 b - 1");
                          Shooter::drag(*w, "c5", "c6"); // into the zone: promote or not?
                          return s.save(w.get(), "promotion-prompt-" + pieceStyleKey(style));
                      }});
    }
    shots.append({"midgame-targets", [](Shooter& s) {
                      auto w = s.window();
                      Shooter::play(*w, {"c3c4", "f6f5", "b2e5", "c6c5"});
                      Shooter::click(*w, "e5"); // the Bishop picked up: its targets
                      Shooter::settle();
                      return s.save(w.get(), "midgame-targets");
                  }});
    shots.append({"privilege-prompt", [](Shooter& s) {
                      auto w = s.window();
                      Shooter::paste(*w, "4k3/8/8/8/8/8/4+r3/4K3 b - 1");
                      Shooter::drag(*w, "e1", "e2"); // the King takes a promoted Rook
                      return s.save(w.get(), "privilege-prompt");
                  }});
}

void playShots(ShotList& shots) {
    shots.append({"new-game-dialog", [](Shooter& s) {
                      auto w = s.window();
                      return s.save(fillNewGame(*w), "new-game-dialog");
                  }});
    shots.append({"handicap-start", [](Shooter& s) {
                      auto w = s.window();
                      Shooter::part<GameSession>(*w)->start(
                          players(0, 5, "900+10i", 4)); // +R +B +I
                      Shooter::settle();
                      return s.save(w.get(), "handicap-start");
                  }});
    shots.append({"ai-thinking", [](Shooter& s) {
                      auto w = s.window();
                      GameSession* session = Shooter::part<GameSession>(*w);
                      session->start(players(6, 8));
                      // Some moves in, while one of them shows its depth, evaluation and line.
                      Shooter::waitFor([&] {
                          return session->model()->game().moves().size() >= 6 &&
                                 Shooter::part<GamePanel>(*w)->thinkingText().contains("Best line");
                      });
                      return s.save(w.get(), "ai-thinking");
                  }});
    shots.append({"clocks-byoyomi", [](Shooter& s) {
                      auto w = s.window();
                      Shooter::part<GameSession>(*w)->start(players(0, 5, "0+30b"));
                      Shooter::settle();
                      Shooter::drag(*w, "c3", "c4");
                      Shooter::settle(2500);
                      return s.save(w.get(), "clocks-byoyomi");
                  }});
}

void reviewShots(ShotList& shots) {
    shots.append({"review-analysed", [](Shooter& s) {
                      auto w = s.window("en", PieceStyle::Eastern, QSize(1180, 760));
                      if (!s.open(*w, "review-sample.ogn")) return false;
                      Shooter::analyse(*w, 150);
                      Shooter::goTo(*w, GameTree::mainline(17)); // marks, better moves, graph
                      return s.save(w.get(), "review-analysed");
                  }});
    shots.append({"review-variation-live", [](Shooter& s) {
                      auto w = s.window("en", PieceStyle::Eastern, QSize(1180, 760));
                      if (!s.open(*w, "review-sample.ogn")) return false;
                      Shooter::goTo(*w, TreeCursor{{Branch{4, 0}}, 6}); // inside a variation
                      Shooter::action(*w, "ogi::ReviewController", "&Live Analysis")->trigger();
                      Shooter::settle(2500);
                      return s.save(w.get(), "review-variation-live");
                  }});
    shots.append({"review-japanese", [](Shooter& s) {
                      auto w = s.window("ja", PieceStyle::Eastern, QSize(1180, 760));
                      if (!s.open(*w, "review-sample.ogn")) return false;
                      Shooter::analyse(*w, 100);
                      Shooter::goTo(*w, TreeCursor{{Branch{4, 0}}, 6});
                      return s.save(w.get(), "review-japanese");
                  }});
    shots.append({"position-editor", [](Shooter& s) {
                      auto w = s.window();
                      Shooter::paste(*w, "4k3/2s5/3p4/8/4B3/8/3PP3/4K3 b RS2Pr2p 1");
                      PositionEditor* editor =
                          Shooter::part<TransferActions>(*w)->openPositionEditor();
                      Shooter::settle();
                      return s.save(editor, "position-editor");
                  }});
}

void languageShots(ShotList& shots) {
    for (const char* code : {"en", "fr", "ja"}) {
        const QString lang = QLatin1String(code);
        shots.append({"lang-main-" + lang, [lang](Shooter& s) {
                          auto w = s.window(lang, PieceStyle::Eastern, QSize(1180, 760));
                          if (!s.open(*w, "review-sample.ogn")) return false;
                          Shooter::goTo(*w, GameTree::mainline(17));
                          return s.save(w.get(), "lang-main-" + lang);
                      }});
        shots.append({"lang-new-game-" + lang, [lang](Shooter& s) {
                          auto w = s.window(lang);
                          return s.save(fillNewGame(*w), "lang-new-game-" + lang);
                      }});
        shots.append({"lang-game-over-" + lang, [lang](Shooter& s) {
                          auto w = s.window(lang);
                          Shooter::drag(*w, "c3", "c5"); // an illegal move and its reason
                          Shooter::settle();
                          return s.saveScreen(*w, "lang-game-over-" + lang);
                      }});
        for (const int tab : {0, 1}) {
            const QString file =
                QStringLiteral("lang-rules-%1-%2")
                    .arg(tab == 0 ? QStringLiteral("text") : QStringLiteral("pieces"), lang);
            shots.append({file, [lang, tab, file](Shooter& s) {
                              auto w = s.window(lang);
                              Shooter::action(*w, "ogi::MainWindow", "&Rules of Ōgi")->trigger();
                              Shooter::part<RulesDialog>(*w)->tabs()->setCurrentIndex(tab);
                              Shooter::settle();
                              return s.save(Shooter::part<RulesDialog>(*w), file);
                          }});
        }
        shots.append({"lang-bad-record-" + lang, [lang](Shooter& s) {
                          auto w = s.window(lang, PieceStyle::Eastern, QSize(1000, 640));
                          s.open(*w, "bad-record.ogn"); // where and what, in the language
                          return s.saveScreen(*w, "lang-bad-record-" + lang);
                      }});
    }
}

// Study and play in every language: the live analysis (its lines, the computer's arrows, the
// bar), shapes drawn by the user, the Engines dialog, New Game after "Find me a balanced
// game", and Your Games.
void studyShots(ShotList& shots) {
    for (const char* code : {"en", "fr", "ja"}) {
        const QString lang = QLatin1String(code);
        shots.append({"analysis-" + lang, [lang](Shooter& s) {
                          auto w = s.window(lang, PieceStyle::Eastern, QSize(1280, 800));
                          if (!s.open(*w, "review-sample.ogn")) return false;
                          Shooter::goTo(*w, GameTree::mainline(17));
                          Shooter::action(*w, "ogi::ReviewController", "&Live Analysis")->trigger();
                          Analyser* analyser = Shooter::part<ReviewController>(*w)->analyser();
                          Shooter::waitFor([&] { return analyser->lines().size() >= 3; });
                          Shooter::settle(3000); // a few iterations deeper
                          return s.save(w.get(), "analysis-" + lang);
                      }});
        shots.append({"shapes-" + lang, [lang](Shooter& s) {
                          auto w = s.window(lang, PieceStyle::Eastern, QSize(1280, 800));
                          if (!s.open(*w, "review-sample.ogn")) return false;
                          Shooter::goTo(*w, GameTree::mainline(17));
                          // Right-button drags: an arrow in each colour, circles on squares.
                          const auto draw = [&w](const char* from, const char* to,
                                                 Qt::KeyboardModifiers keys) {
                              Shooter::drag(*w, from, to, Qt::RightButton, keys);
                          };
                          draw("c3", "a5", {});                  // green: the Princess attacked
                          draw("c5", "c4", Qt::ShiftModifier);   // red: Gote's threat
                          draw("f4", "f6", Qt::ControlModifier); // blue: another plan
                          draw("e1", "e1", Qt::ShiftModifier);
                          draw("c4", "c4", Qt::ShiftModifier | Qt::ControlModifier);
                          Shooter::settle();
                          return s.save(w.get(), "shapes-" + lang);
                      }});
        shots.append(
            {"engines-" + lang, [lang](Shooter& s) {
                 auto w = s.window(lang);
                 Shooter::action(*w, "ogi::MainWindow", "&Engines…")->trigger();
                 auto* d = Shooter::dialog<EnginesDialog>(*w);
                 // Add… with this build's ogi-engine, as a USI engine of its own: its
                 // options under their labels in the language.
                 d->addEngine(QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                              QStringLiteral("/../../app/ogi-engine/ogi-engine")));
                 Shooter::waitFor([d] { return d->findChild<QListWidget*>()->count() == 2; });
                 return s.save(d, "engines-" + lang);
             }});
        shots.append({"balanced-game-" + lang, [lang](Shooter& s) {
                          auto w = s.window(lang, PieceStyle::Eastern, QSize(1180, 720), true);
                          Shooter::action(*w, "ogi::MainWindow", "&New Game")->trigger();
                          auto* d = Shooter::dialog<NewGameDialog>(*w);
                          const QString find = QCoreApplication::translate(
                              "ogi::NewGameDialog", "Find me a balanced game");
                          for (QPushButton* b : d->findChildren<QPushButton*>())
                              if (b->text() == find) QTest::mouseClick(b, Qt::LeftButton);
                          Shooter::settle();
                          return s.save(d, "balanced-game-" + lang);
                      }});
        shots.append({"your-games-" + lang, [lang](Shooter& s) {
                          auto w = s.window(lang, PieceStyle::Eastern, QSize(1180, 720), true);
                          Shooter::action(*w, "ogi::MainWindow", "Your &Games…")->trigger();
                          return s.save(Shooter::dialog<RatingDialog>(*w), "your-games-" + lang);
                      }});
    }
}

// Learning, in every language and piece style: a lesson stage after a wrong move (its
// explanation), a tsume puzzle after a hint, and the welcome panel of a first start.
void learnShots(ShotList& shots) {
    for (const char* code : {"en", "fr", "ja"}) {
        const QString lang = QLatin1String(code);
        for (const PieceStyle style : {PieceStyle::Eastern, PieceStyle::Western}) {
            const QString k = lang + "-" + pieceStyleKey(style);
            shots.append({"learn-lesson-" + k, [lang, style, k](Shooter& s) {
                              auto w = s.window(lang, style);
                              Shooter::part<LearnController>(*w)->startStage(
                                  QStringLiteral("pieces.rook"));
                              Shooter::settle();
                              Shooter::drag(*w, "d2", "d3"); // the Rook stops short
                              Shooter::settle();
                              return s.save(w.get(), "learn-lesson-" + k);
                          }});
            shots.append(
                {"learn-puzzle-" + k, [lang, style, k](Shooter& s) {
                     auto w = s.window(lang, style);
                     PuzzleController* puzzles = Shooter::part<LearnController>(*w)->puzzles();
                     for (const learn::Puzzle& p : puzzles->collection().puzzles())
                         if (p.plies == 5) {
                             puzzles->startPuzzle(QString::fromStdString(p.id));
                             break;
                         }
                     Shooter::settle();
                     QTest::mouseClick(puzzles->panel()->hintButton(), Qt::LeftButton);
                     Shooter::waitFor([&w] {
                         return !Shooter::part<BoardView>(*w)->shapes(ShapeLayer::Hint).isEmpty();
                     });
                     return s.save(w.get(), "learn-puzzle-" + k);
                 }});
        }
        shots.append({"learn-welcome-" + lang, [lang](Shooter& s) {
                          auto w = s.window(lang);
                          w->welcomeOnFirstStart();
                          Shooter::settle();
                          return s.save(w.get(), "learn-welcome-" + lang);
                      }});
    }
}

} // namespace

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true); // never the user's settings or journal
    QApplication app(argc, argv);
    setUpApplication();
    const QStringList args = app.arguments();
    if (args.size() < 2 || !QDir(args[1]).exists()) {
        std::fprintf(stderr, "usage: ogi-screenshots <folder> [name...]\n");
        return 2;
    }
    ShotList shots;
    boardShots(shots);
    playShots(shots);
    reviewShots(shots);
    languageShots(shots);
    studyShots(shots);
    learnShots(shots);
    const QStringList wanted = args.mid(2);
    Shooter shooter(args[1]);
    int failed = 0;
    for (const auto& [name, shoot] : shots) {
        if (!wanted.isEmpty() && !wanted.contains(name)) continue;
        if (!shoot(shooter)) {
            std::fprintf(stderr, "failed: %s\n", qPrintable(name));
            ++failed;
        }
        applyLanguage(QStringLiteral("en"));
    }
    QSettings().clear();
    return failed ? 1 : 0;
}
