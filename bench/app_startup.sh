#!/usr/bin/env bash
# Cold start to the first painted chart and peak memory of the app, under Xvfb (the real xcb
# platform). Usage: bench/app_startup.sh [path/to/najia] [runs]
set -euo pipefail
najia=${1:-build/bench/src/app/najia}
runs=${2:-5}
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1400x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb' EXIT
sleep 1
for _ in $(seq "$runs"); do
  DISPLAY=$display /usr/bin/time -f "%e s wall, %M KB peak" "$najia" --lines 888679 \
    --pillars "辛卯年 丙申月 丙子日" --quit-after-paint 2>&1 | tail -n 1
done
