#!/bin/sh
# No binary names a library search path: the programs link only system libraries, and an empty entry
# in RPATH or RUNPATH means the current directory, where anyone could leave a libQt6Core.so.6 for the
# program to load. (CMake pads a build tree's empty RUNPATH with colons to the length of the install
# RPATH that Qt's standard setup adds; CMakeLists.txt sets none.)
# Usage: check_runpath.sh BINARY…
set -eu
for bin in "$@"; do
  [ -n "$bin" ] || continue
  paths=$(readelf -d "$bin" | grep -E '\((RPATH|RUNPATH)\)' || true)
  if [ -n "$paths" ]; then
    echo "FAIL: $(basename "$bin") has a library search path: $paths" >&2
    exit 1
  fi
  echo "$(basename "$bin"): no RPATH or RUNPATH"
done
