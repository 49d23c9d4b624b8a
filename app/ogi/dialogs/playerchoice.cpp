// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/playerchoice.h"

#include <QComboBox>
#include <QCoreApplication>

namespace ogi::playerchoice {

namespace {
constexpr int PathRole = Qt::UserRole + 1;
}

void fill(QComboBox* combo, const EngineRegistry& engines) {
    combo->clear();
    combo->addItems({QString(), QString()});
    for (const EngineConfig& e : engines.engines()) {
        const QString failure = engines.failure(e.name);
        combo->addItem(
            failure.isEmpty()
                ? e.name
                : QCoreApplication::translate("ogi::PlayerChoice", "%1 (failed)").arg(e.name),
            e.name);
        combo->setItemData(combo->count() - 1, e.path, PathRole);
        combo->setItemData(combo->count() - 1, failure.isEmpty() ? e.path : failure,
                           Qt::ToolTipRole);
    }
}

void select(QComboBox* combo, const PlayerInfo& p) {
    switch (p.kind) {
    case PlayerInfo::Kind::Human: combo->setCurrentIndex(HumanIndex); return;
    case PlayerInfo::Kind::Computer: combo->setCurrentIndex(ComputerIndex); return;
    case PlayerInfo::Kind::Engine: break;
    }
    int index = combo->findData(p.engine);
    if (index < ComputerIndex + 1) {
        combo->addItem(p.engine, p.engine);
        index = combo->count() - 1;
        combo->setItemData(index, p.enginePath, PathRole);
    }
    combo->setCurrentIndex(index);
}

void read(const QComboBox* combo, PlayerInfo& p) {
    const int index = combo->currentIndex();
    p.kind = index == HumanIndex      ? PlayerInfo::Kind::Human
             : index == ComputerIndex ? PlayerInfo::Kind::Computer
                                      : PlayerInfo::Kind::Engine;
    p.engine = index > ComputerIndex ? combo->itemData(index).toString() : QString();
    p.enginePath = index > ComputerIndex ? combo->itemData(index, PathRole).toString() : QString();
}

} // namespace ogi::playerchoice
