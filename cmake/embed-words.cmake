# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes a C++ source holding a file's bytes, for a program to carry them without reading a
# file (the built-in NNUE network). Run at build time by add_custom_command:
#   cmake -DINPUT=<file> -DOUTPUT=<source.cpp> -DNAMESPACE=<ns> -P embed-words.cmake
# The source defines, in namespace NAMESPACE:
#   extern const std::uint32_t words[];  // the bytes, four to a word, the first byte in the
#                                        // word's low bits (zeros pad the last word)
#   extern const std::size_t size;       // the file's length in bytes
# On a little-endian processor the words' memory is the file's bytes in order; elsewhere
# they are read back by shifts. Measured on the 3 MB network (GCC 12, -O2): an array of
# bytes compiles in 9.3 s and 560 MB, of 32-bit words in 2.2 s and 150 MB (of 64-bit words
# 2.4 s written with the first byte high, 4.3 s with it low); one long string literal would
# take 0.3 s, but MSVC refuses literals beyond 64 KB.
foreach(var INPUT OUTPUT NAMESPACE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "embed-words.cmake needs -D${var}=...")
  endif()
endforeach()
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" digits)
math(EXPR size "${digits} / 2")
math(EXPR pad "(8 - ${digits} % 8) % 8")
if(pad GREATER 0)
  string(REPEAT "0" ${pad} zeros)
  string(APPEND hex "${zeros}")
endif()
# Each group of four bytes, written as a number whose low byte is the first.
string(REGEX REPLACE "(..)(..)(..)(..)" "0x\\4\\3\\2\\1u,\n" words "${hex}")
get_filename_component(name "${INPUT}" NAME)
# Written beside, then renamed: an interrupted build never leaves half a file that looks
# up to date.
file(WRITE "${OUTPUT}.part"
  "// Generated at build time from ${name} by cmake/embed-words.cmake: do not edit.\n"
  "#include <cstddef>\n#include <cstdint>\n\nnamespace ${NAMESPACE} {\n\n"
  "extern const std::uint32_t words[] = {\n${words}};\n"
  "extern const std::size_t size = ${size};\n\n}\n")
file(RENAME "${OUTPUT}.part" "${OUTPUT}")
