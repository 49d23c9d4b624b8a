// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One function per lesson file, in teaching order: OGI_LESSONS is the one list of them.
// lessons.cpp builds the catalogue from it; a new lesson is one line here and its file.
#pragma once

#include "model/exercises/lesson.h"

#include <QtGlobal>

#define OGI_LESSONS(X)                                                                             \
    X(longRangePieces)                                                                             \
    X(princess)                                                                                    \
    X(shortRangePieces)                                                                            \
    X(capturing)                                                                                   \
    X(drops)                                                                                       \
    X(promotion)                                                                                   \
    X(kingsPrivilege)                                                                              \
    X(checkAndCapture)                                                                             \
    X(illegalMoves)                                                                                \
    X(handicaps)

namespace ogi::lessonsources {

#define OGI_DECLARE_LESSON(name) LessonSource name();
OGI_LESSONS(OGI_DECLARE_LESSON)
#undef OGI_DECLARE_LESSON

} // namespace ogi::lessonsources
