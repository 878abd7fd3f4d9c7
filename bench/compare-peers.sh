#!/usr/bin/env bash
# Najia beside its peers, whole process, as a user runs them; interleaved (peer, Najia, peer, Najia …)
# for ROUNDS rounds, reporting the median of each side and their ratio. Machines that share cores
# give unstable absolute times: read the ratios, and the load printed with them.
#   bench/compare-peers.sh [build dir] [rounds]      (default build/dev, 5)
# Peers, never part of the project: bopo/najia (Python) from ../shared/peers (PEERS=dir; its
# bopo_bench.py times it in process, so its figure leaves out Python's start-up), and
# lunar-javascript from npm in a scratch folder (LUNAR_JS=dir, default /tmp/najia-lunar-javascript,
# installed there if missing). Rows: ONLY="batch pillars jieqi ref png" picks some.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build/dev}
rounds=${2:-5}
cli=$build/src/cli/najia-cli
app=$build/src/app/najia
peers=${PEERS:-$here/../../shared/peers}
ljs=${LUNAR_JS:-/tmp/najia-lunar-javascript}
only=${ONLY:-batch pillars jieqi ref png}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ ! -d "$ljs/node_modules/lunar-javascript" ]; then
  mkdir -p "$ljs" && (cd "$ljs" && npm init -y >/dev/null && npm install --silent lunar-javascript@1.7.7)
fi

# Seconds of one run of "$@" (stdout discarded), read from bash's clock: a `date` forked to read the
# time would add its own start (a few milliseconds here) to each figure.
wall() {
  local t0=$EPOCHREALTIME t1
  "$@" >/dev/null
  t1=$EPOCHREALTIME
  echo "scale=6; (${t1/[.,]/} - ${t0/[.,]/}) / 1000000" | bc
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# row WHAT PEER_LABEL PEER_FILE NAJIA_FILE UNIT_DIVISOR: medians (per unit) and ratio peer/najia
row() {
  local p n; p=$(median < "$3"); n=$(median < "$4")
  printf '| %s | %s | %s | %.3g× |\n' "$1" "$(fmt "$n" "$5")" "$2 $(fmt "$p" "$5")" "$(echo "$p / $n" | bc -l)"
}
fmt() { if [ "$2" = 1 ]; then printf '%.3g s' "$1"; else printf '%.3g µs' "$(echo "$1 * 1000000 / $2" | bc -l)"; fi; }

# Cases: python random.seed(1), six digits 6–9 and an instant 1900–2100; their pillars from najia-cli.
cases() {
  python3 - "$1" > "$work/cases.tsv" <<'PY'
import random, sys
random.seed(1)
for _ in range(int(sys.argv[1])):
    lines = "".join(random.choice("6789") for _ in range(6))
    print(f"{lines}\t{random.randint(1901, 2099)}-{random.randint(1, 12):02d}-{random.randint(1, 28):02d} "
          f"{random.randint(0, 23):02d}:{random.randint(0, 59):02d}")
PY
  cut -f2 "$work/cases.tsv" | "$cli" pillars --warn 0 --utc-offset +08:00 > "$work/pillars.tsv"
  paste <(cut -f1 "$work/cases.tsv") <(cut -f2-5 "$work/pillars.tsv" | tr '\t' ' ') > "$work/batch.tsv"
}

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $rounds rounds"
echo "| what | Najia | peer | peer ÷ Najia |"
echo "|---|---|---|---|"

if [[ $only == *batch* ]]; then
  n=${BATCH_N:-10000}
  cases "$n"
  : > "$work/b.p"; : > "$work/b.n"; : > "$work/b.nf"
  for _ in $(seq "$rounds"); do
    python3 "$peers/bopo_bench.py" "$work/cases.tsv" "$work/pillars.tsv" |
      sed -n 's/.*per_chart_us=\([0-9.]*\).*/\1/p' | awk -v n="$n" '{ print $1 * n / 1000000 }' >> "$work/b.p"
    wall "$cli" chart --batch --json --script traditional < "$work/batch.tsv" >> "$work/b.n"
    wall "$cli" chart --batch --json --no-findings --script traditional < "$work/batch.tsv" >> "$work/b.nf"
  done
  row "\`chart --batch --json\`, pillars given, $n lines (per chart)" "bopo/najia (in process)" "$work/b.p" "$work/b.n" "$n"
  row "same, \`--no-findings\`" "bopo/najia (in process)" "$work/b.p" "$work/b.nf" "$n"
fi

if [[ $only == *pillars* ]]; then
  for n in ${PILLARS_N:-1 3000 200000}; do
    for order in sorted random; do
      python3 - "$n" "$order" > "$work/instants.txt" <<'PY'
import random, sys
random.seed(2)
n, order = int(sys.argv[1]), sys.argv[2]
t = [random.randint(-2208988800 + 86400, 4133894400 - 86400) for _ in range(n)]
if order == "sorted": t.sort()
import datetime as d
for s in t:
    print((d.datetime(1970, 1, 1) + d.timedelta(seconds=s)).strftime("%Y-%m-%d %H:%M:%S"))
PY
      : > "$work/p.p"; : > "$work/p.n"
      for _ in $(seq "$rounds"); do
        wall node "$here/peers/lunar_javascript.js" "$ljs" pillars < "$work/instants.txt" >> "$work/p.p"
        wall "$cli" pillars --warn 0 --utc-offset +08:00 < "$work/instants.txt" >> "$work/p.n"
      done
      row "\`pillars\`, $n $order instants (per instant)" "lunar-javascript" "$work/p.p" "$work/p.n" "$n"
    done
  done
fi

if [[ $only == *jieqi* ]]; then
  : > "$work/j.p"; : > "$work/j.n"; : > "$work/j.o"
  for _ in $(seq "$rounds"); do
    wall node "$here/peers/lunar_javascript.js" "$ljs" jieqi 2024 >> "$work/j.p"
    wall "$cli" jieqi 2024 >> "$work/j.n"
    wall "$cli" jieqi 2300 >> "$work/j.o"
  done
  row "節氣 of one year (2024), whole process" "lunar-javascript" "$work/j.p" "$work/j.n" 1
  row "節氣 of 2300 (outside the table: the ephemeris)" "lunar-javascript (2024)" "$work/j.p" "$work/j.o" 1
fi

if [[ $only == *ref* ]]; then
  : > "$work/r.v"; : > "$work/r.s"
  for _ in $(seq "$rounds"); do
    wall "$cli" --version >> "$work/r.v"
    wall "$cli" ref search 財 --json >> "$work/r.s"
  done
  row "\`ref search 財 --json\` (floor: \`najia-cli --version\`)" "--version" "$work/r.v" "$work/r.s" 1
fi

if [[ $only == *png* && -x $app ]]; then
  : > "$work/g.v"; : > "$work/g.p"
  for _ in $(seq "$rounds"); do
    QT_QPA_PLATFORM=offscreen wall "$app" --lines 888679 --pillars "辛卯年 丙申月 丙子日" --export "$work/x.pdf" >> "$work/g.v"
    QT_QPA_PLATFORM=offscreen wall "$app" --lines 888679 --pillars "辛卯年 丙申月 丙子日" --export "$work/x.png" --dpi 300 >> "$work/g.p"
  done
  row "PNG export at 300 dpi (floor: the same export to PDF)" "PDF" "$work/g.v" "$work/g.p" 1
  echo "PNG size: $(stat -c %s "$work/x.png") bytes"
fi
