// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules types that travel in signals, queued ones included (AiWorker runs on its own
// thread): declared once here for every header of the model that uses them.
#pragma once

#include "model/analysis/evaluation.h"
#include "rules/game.h"
#include "rules/shapes.h"

#include <QMetaType>

Q_DECLARE_METATYPE(ogi::Move)
Q_DECLARE_METATYPE(ogi::Result)
Q_DECLARE_METATYPE(ogi::Side)
Q_DECLARE_METATYPE(ogi::AiInfo)
Q_DECLARE_METATYPE(ogi::BoardShape)
