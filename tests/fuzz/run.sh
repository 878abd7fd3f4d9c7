#!/usr/bin/env bash
# Fuzzes one target for a given time: tests/fuzz/run.sh NAME SECONDS [JOBS]
# or for a number of executions: RUNS=10000000 tests/fuzz/run.sh NAME 0 (0 seconds: no time limit;
# chart_file needs RSS_LIMIT_MB=8192 for that many, see below)
# NAME: chart_file, pillars, name_match, cast_replay, batch_line or zone_name. Needs the fuzz preset built:
#   cmake --preset fuzz && cmake --build --preset fuzz
# New interesting inputs go to build/fuzz/corpus/NAME (the seeds in tests/fuzz/corpus/NAME stay as
# they are); a crash is written to build/fuzz/crash-* and the run stops with a non-zero status.
set -euo pipefail
cd "$(dirname "$0")/../.."
name=${1:?target name}
seconds=${2:-60}
jobs=${3:-1}
work=build/fuzz/corpus/$name
mkdir -p "$work"
parallel=()
limit=()
[ -n "${RUNS:-}" ] && limit=(-runs="$RUNS")
# -jobs makes libFuzzer write fuzz-N.log in the current folder: only when asked for.
[ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
# RSS_LIMIT_MB: the whole process's resident memory that counts as a failure (default 2048; one
# allocation over 2048 MB fails regardless). Under AddressSanitizer the resident memory grows with the
# inputs tried, about 1 MB per 1,000 for chart_file: the runtime keeps the stack of every distinct
# allocation site it sees (with ASAN_OPTIONS=malloc_context_size=1 it stays at ~515 MB; without
# sanitizers the target stays flat over 480,000 mutated inputs). A 10-million-input run of chart_file
# needs RSS_LIMIT_MB=8192, or that ASAN_OPTIONS at the cost of shorter allocation stacks in a report.
exec build/fuzz/tests/fuzz/fuzz_"$name" -max_total_time="$seconds" "${limit[@]}" "${parallel[@]}" \
  -print_final_stats=1 -rss_limit_mb="${RSS_LIMIT_MB:-2048}" -malloc_limit_mb=2048 -max_len=4096 -artifact_prefix=build/fuzz/ \
  "$work" tests/fuzz/corpus/"$name"
