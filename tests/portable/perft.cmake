# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# CTest's way to run "ogi-check perft < perft.tsv" on every platform (no shell redirection).
execute_process(COMMAND ${PROGRAM} perft INPUT_FILE ${INPUT} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "ogi-check perft failed (${status})")
endif()
