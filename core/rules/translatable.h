// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Marks an English text that user interfaces translate. The core stays free of Qt: lupdate
// reads this as QT_TRANSLATE_NOOP (translations/CMakeLists.txt passes -tr-function-alias).
#pragma once

#define OGI_TRANSLATABLE(context, text) text
