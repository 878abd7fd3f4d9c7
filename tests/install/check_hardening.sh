#!/bin/sh
# The binaries carry Debian's hardening (cmake/Hardening.cmake), checked the way hardening-check and
# lintian do, with readelf: a position-independent executable, full RELRO (a GNU_RELRO segment and
# immediate binding), the stack protector (__stack_chk_fail imported) and checked libc calls (at
# least one fortified import: __*_chk, or __open_2 and its kin from <bits/fcntl2.h>). Control-flow protection is checked on the project's own objects in
# the static libraries: Debian 12's C start files carry no CET note, so the linker drops it from
# every executable, but each object compiled with -fcf-protection has "x86 feature: IBT, SHSTK".
# Usage: check_hardening.sh BINARY… [-- CF_ARCHIVE…]
set -eu
fail() { echo "FAIL: $*" >&2; exit 1; }

while [ $# -gt 0 ] && [ "$1" != -- ]; do
  bin=$1; name=$(basename "$bin"); shift
  [ -n "$bin" ] || continue
  readelf -hW "$bin" | grep -Eq '^ *Type: +DYN ' || fail "$name is not a PIE (ELF type is not DYN)"
  readelf -dW "$bin" | grep -Eq '\(FLAGS_1\) +Flags:.* PIE' || fail "$name: FLAGS_1 lacks PIE"
  readelf -lW "$bin" | grep -q 'GNU_RELRO' || fail "$name has no GNU_RELRO segment"
  readelf -dW "$bin" | grep -Eq '\(FLAGS_1\) +Flags:.* NOW' || fail "$name: FLAGS_1 lacks NOW (no immediate binding)"
  readelf -dW "$bin" | grep -Eq '\(FLAGS\) +.*BIND_NOW' || fail "$name: FLAGS lacks BIND_NOW"
  imports=$(readelf --dyn-syms -W "$bin" | awk '$7 == "UND" {print $8}' | sed 's/@.*//')
  echo "$imports" | grep -qx '__stack_chk_fail' || fail "$name does not import __stack_chk_fail (no stack protector)"
  fortified=$(echo "$imports" | grep -Ex '__[a-z0-9_]+_(chk|2)' | grep -vx '__stack_chk_fail' | tr '\n' ' ')
  [ -n "$fortified" ] || fail "$name imports no fortified libc function (no _FORTIFY_SOURCE)"
  echo "$name: PIE, full RELRO, stack protector, fortified: $fortified"
done
[ $# -gt 0 ] && shift

for archive in "$@"; do
  name=$(basename "$archive")
  members=$(ar t "$archive" | grep -c '\.o$')
  marked=$(readelf -nW "$archive" | grep -c 'x86 feature: IBT, SHSTK')
  [ "$members" -gt 0 ] || fail "$name has no objects"
  [ "$marked" -eq "$members" ] || fail "$name: $marked of $members objects are marked IBT, SHSTK (-fcf-protection)"
  echo "$name: all $members objects marked IBT, SHSTK"
done
