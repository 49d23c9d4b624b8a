# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-compiling for 64-bit ARM Linux with Debian's g++-aarch64-linux-gnu. Without Qt:
#   cmake -S . -B build-arm64 -G Ninja -DOGI_BUILD_GUI=OFF \
#         -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/aarch64-linux-gnu.cmake
# With Debian's arm64 Qt installed beside the amd64 one (multiarch: qt6-base-dev:arm64...),
# the whole program: Qt's libraries and CMake files for arm64 are found under
# /usr/lib/aarch64-linux-gnu, its build tools (moc, rcc, uic, lrelease) are the machine's own
# (QT_HOST_PATH). scripts/dev.sh cross-arm64 does it, and runs the programs under qemu-user.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
# The cross toolchain's own files, then Debian's multiarch arm64 packages under /usr.
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu /usr)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_PREFIX_PATH /usr/lib/aarch64-linux-gnu/cmake)
set(QT_HOST_PATH /usr CACHE PATH "Qt's build tools for this machine")
# CTest runs the programs it tests through qemu-user; the arm64 loader and libraries come
# from the multiarch packages when they are there, else from the cross toolchain's.
find_program(OGI_QEMU NAMES qemu-aarch64-static qemu-aarch64)
if(OGI_QEMU)
  if(EXISTS /lib/ld-linux-aarch64.so.1)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${OGI_QEMU})
  else()
    set(CMAKE_CROSSCOMPILING_EMULATOR ${OGI_QEMU} -L /usr/aarch64-linux-gnu)
  endif()
endif()
