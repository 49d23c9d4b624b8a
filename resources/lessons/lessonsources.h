// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One function per lesson file; lessons.cpp puts them in teaching order.
#pragma once

#include "model/lesson.h"

#include <QtGlobal>

namespace ogi::lessonsources {

LessonSource longRangePieces();
LessonSource princess();
LessonSource shortRangePieces();
LessonSource capturing();
LessonSource drops();
LessonSource promotion();
LessonSource kingsPrivilege();
LessonSource checkAndCapture();
LessonSource illegalMoves();
LessonSource handicaps();

} // namespace ogi::lessonsources
