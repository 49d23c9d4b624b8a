# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers (OGI_PRECOMPILE_HEADERS): the Qt and standard headers that most files
# of a library include, read once per library instead of once per file. Only headers that
# never change with the project go in, so a precompiled header is rebuilt only when the
# compiler or the flags change.
#   ogi_precompile_headers(<target> CORE|WIDGETS|TEST|WIDGETS_TEST)

set(OGI_PCH_CORE <algorithm> <functional> <memory> <optional> <string> <vector> <QObject>
    <QString> <QStringList> <QList> <QCoreApplication> <QTimer> <QPointer> <QFile>
    <QFileInfo> <QJsonObject> <QJsonArray> <QSettings>)
set(OGI_PCH_WIDGETS ${OGI_PCH_CORE} <QWidget> <QApplication> <QEvent> <QLabel>
    <QPushButton> <QBoxLayout> <QDialog> <QDialogButtonBox> <QAction> <QComboBox>
    <QLineEdit> <QMenu> <QPainter> <QPainterPath>)
set(OGI_PCH_TEST <QTest> <QSignalSpy> <QTemporaryDir> <QStandardPaths>)

function(ogi_precompile_headers target kind)
  if(NOT OGI_PRECOMPILE_HEADERS)
    return()
  endif()
  if(kind STREQUAL "CORE")
    target_precompile_headers(${target} PRIVATE ${OGI_PCH_CORE})
  elseif(kind STREQUAL "WIDGETS")
    target_precompile_headers(${target} PRIVATE ${OGI_PCH_WIDGETS})
  elseif(kind STREQUAL "TEST")
    target_precompile_headers(${target} PRIVATE ${OGI_PCH_CORE} ${OGI_PCH_TEST})
  elseif(kind STREQUAL "WIDGETS_TEST")
    target_precompile_headers(${target} PRIVATE ${OGI_PCH_WIDGETS} ${OGI_PCH_TEST})
  else()
    message(FATAL_ERROR "ogi_precompile_headers: unknown kind ${kind}")
  endif()
endfunction()
