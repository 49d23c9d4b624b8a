// MainWindow: the board in the centre, the move list and status beside it, menus, toolbar
// and preferences. It wires BoardView::moveRequested to GameModel::requestMove and follows
// the model's signals; it never changes the game itself.
#pragma once

#include "preferencesdialog.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;

namespace ogi {

class BoardView;
class GameModel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    GameModel* model() const { return m_model; }
    BoardView* boardView() const { return m_view; }
    QListWidget* moveList() const { return m_moveList; }
    QString statusLine() const;
    const Preferences& preferences() const { return m_prefs; }
    void applyPreferences(const Preferences& prefs);
    // Whether window geometry and preferences are written back to QSettings (off for
    // one-shot runs such as --screenshot).
    void setPersistent(bool on) { m_persistent = on; }
    // The non-blocking message box shown at the end of a game, if open.
    QMessageBox* gameOverBox() const { return m_gameOverBox; }

    QAction* newGameAction() const { return m_newGame; }
    QAction* flipAction() const { return m_flip; }
    QAction* undoAction() const { return m_undo; }
    QAction* resignAction() const { return m_resign; }
    QAction* claimDrawAction() const { return m_claimDraw; }

public slots:
    void newGame();
    void showPreferences();
    void about();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void updateMoveList();
    void updateStatus();
    void updateActions();
    void onGameOver(const QString& reason);
    void onMoveRefused(const QString& reason);

    GameModel* m_model;
    BoardView* m_view;
    QListWidget* m_moveList;
    QLabel* m_status;
    QPointer<QMessageBox> m_gameOverBox;
    Preferences m_prefs;
    bool m_persistent = true;

    QAction* m_newGame = nullptr;
    QAction* m_flip = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_claimDraw = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_preferences = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_about = nullptr;
    QAction* m_eastern = nullptr;
    QAction* m_western = nullptr;
    QActionGroup* m_styleGroup = nullptr;
};

} // namespace ogi
