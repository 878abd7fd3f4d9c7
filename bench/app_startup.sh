#!/usr/bin/env bash
# Cold start to the first painted chart and peak memory of the app beside the floor, a Qt Widgets
# hello-world (bench/peers/qt_hello.cpp, built here with the same Qt) that quits on its first paint,
# interleaved (hello, hello at the app's size, app, …), under Xvfb (the real xcb platform;
# QT_QPA_PLATFORM=offscreen to skip Xvfb). The hello-world runs twice: at 1000 × 700, the floor of
# earlier figures, and at the app's own default window size (forms/mainwindow.ui), since filling the
# window's pixels is part of any first paint (about 8 ms between the two sizes here). When the bench
# preset's bench_sheet_only is built beside the app (or SHEET_ONLY names it), it runs too: the app's
# chart sheet alone in a window of the same size, a floor that paints a chart. Prints each run and
# the medians with the ratios.
# Usage: bench/app_startup.sh [path/to/najia] [runs]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
najia=${1:-build/bench/src/app/najia}
runs=${2:-5}
sheet=${SHEET_ONLY:-$(dirname "$najia")/../../bench/bench_sheet_only}
[ -x "$sheet" ] || sheet=
work=$(mktemp -d)
cleanup() { rm -rf "$work"; [ -z "${xvfb:-}" ] || kill "$xvfb"; }
trap cleanup EXIT
# shellcheck disable=SC2046
g++ -std=c++20 -O2 -fPIC -o "$work/qt_hello" "$here/peers/qt_hello.cpp" $(pkg-config --cflags --libs Qt6Widgets)
if [ "${QT_QPA_PLATFORM:-}" != offscreen ]; then
  export DISPLAY=:$((90 + RANDOM % 9))
  # -noreset: without another client, Xvfb resets itself each time the last one leaves, and the next
  # run would wait for that (50–70 ms here, for either program); a desktop's server never does.
  Xvfb "$DISPLAY" -noreset -screen 0 1400x1000x24 >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
fi
# Timed by a Python launcher around each run (no shell or fork of its own in the figure): wall
# seconds, and the child's max RSS in KB from wait4. A run that has not quit after 30 s (it never
# painted, or its quit was lost) is killed and stops the script.
run() {
  python3 -c '
import os, signal, subprocess, sys, threading, time
t0 = time.perf_counter()
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
timer = threading.Timer(30, os.kill, (p.pid, signal.SIGKILL))
timer.start()
_, status, usage = os.wait4(p.pid, 0)
timer.cancel()
if status != 0:
    sys.exit(f"app_startup.sh: {sys.argv[1]} did not quit cleanly after its first paint (wait status {status})")
print(f"{time.perf_counter() - t0:.4f} {usage.ru_maxrss}")' "$@"
}
# The app starts as a new user's would: its own empty settings (window size, script, language).
export XDG_CONFIG_HOME=$work/config
ui=$here/../forms/mainwindow.ui
read -r width height < <(sed -n 's|.*<width>\([0-9]*\)</width><height>\([0-9]*\)</height>.*|\1 \2|p' "$ui" | head -1)
for _ in $(seq "$runs"); do
  run "$work/qt_hello" >> "$work/hello"
  run "$work/qt_hello" "$width" "$height" >> "$work/same"
  run "$najia" --lines 888679 --pillars "辛卯年 丙申月 丙子日" --quit-after-paint >> "$work/app"
  [ -z "$sheet" ] || run "$sheet" 888679 "辛卯年 丙申月 丙子日" "$width" "$height" >> "$work/sheet"
done
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
med() { cut -d' ' -f"$2" "$work/$1" | median; }  # runs FILE, column 1 seconds or 2 KB
h=$(med hello 1); a=$(med app 1); s=$(med same 1); hm=$(med hello 2); am=$(med app 2); sm=$(med same 2)
listed() { tr '\n' ' ' < "$1" | sed 's/ \([0-9]*\) / s \1 KB; /g'; }
echo "load $(cut -d' ' -f1-3 /proc/loadavg), $runs runs each, interleaved"
echo "Qt hello-world 1000×700: $(listed "$work/hello")"
echo "Qt hello-world ${width}×${height}: $(listed "$work/same")"
echo "najia:                   $(listed "$work/app")"
[ -z "$sheet" ] || echo "the sheet alone:         $(listed "$work/sheet")"
printf 'median: najia %.3f s, %d KB; hello-world 1000×700 %.3f s, %d KB: ratio %.2f× time, %.2f× memory\n' \
  "$a" "$am" "$h" "$hm" "$(echo "$a / $h" | bc -l)" "$(echo "$am / $hm" | bc -l)"
printf 'median: hello-world at the app'"'"'s %s×%s %.3f s, %d KB: ratio %.2f× time, %.2f× memory\n' \
  "$width" "$height" "$s" "$sm" "$(echo "$a / $s" | bc -l)" "$(echo "$am / $sm" | bc -l)"
if [ -n "$sheet" ]; then
  c=$(med sheet 1); cm=$(med sheet 2)
  printf 'median: the sheet alone at %s×%s %.3f s, %d KB: %.2f× the same-size hello-world; najia %.2f× the sheet alone\n' \
    "$width" "$height" "$c" "$cm" "$(echo "$c / $s" | bc -l)" "$(echo "$a / $c" | bc -l)"
fi
