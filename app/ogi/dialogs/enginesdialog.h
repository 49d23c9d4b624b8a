// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// EnginesDialog (Settings ▸ Engines…): the engines that can play a side. The built-in engine
// is always listed first and cannot be removed. Add… picks an engine's executable; the
// dialog asks it who it is (EngineProbe: "usi", its name and options) and lists it, or says
// what is wrong with the file. The options of the engine chosen in the list are edited
// beside it, each by the editor of its type (spin, check, combo, string, button), under the
// name the engine gives it — except the options of this program's own engine (ogi-engine,
// added as an engine), which are labelled in the interface language, the engine's name of
// each in its tooltip. OK keeps the list in the settings (engines::save).
#pragma once

#include "model/engines/engineregistry.h"

#include <QDialog>

class QFileDialog;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QWidget;

namespace ogi {

class EngineProbe;

class EnginesDialog : public QDialog {
    Q_OBJECT
public:
    explicit EnginesDialog(std::vector<EngineConfig> engines, QWidget* parent = nullptr);

    // The engines as edited (without the built-in one).
    const std::vector<EngineConfig>& engines() const { return m_engines; }
    // Asks the program at path who it is and adds it (what Add… does with the file chosen).
    void addEngine(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fillList();
    void showOptions();
    void chooseFile();
    void onFound(const EngineConfig& engine);
    void onFailed(const QString& message);

    std::vector<EngineConfig> m_engines;
    EngineProbe* m_probe;
    QListWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_status;
    QLabel* m_about;
    QWidget* m_optionsBox;
    QFormLayout* m_options;
};

} // namespace ogi
