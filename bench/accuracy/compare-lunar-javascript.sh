#!/usr/bin/env bash
# Opt-in accuracy check (slow, needs node and network once; not run by ctest):
# compares `najia-cli jieqi` and `najia-cli lunar` over 1900–2100 with the independent npm
# package lunar-javascript, installed in a scratch directory outside the project.
#   bench/accuracy/compare-lunar-javascript.sh [path/to/najia-cli] [scratch dir]
# Prints the term differences by period and the lunar dates that differ. bench/README.md
# records the figures.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cli=${1:-$here/../../build/dev/src/cli/najia-cli}
scratch=${2:-/tmp/najia-lunar-javascript}
first=${FIRST_YEAR:-1900}
last=${LAST_YEAR:-2100}
if [ ! -d "$scratch/node_modules/lunar-javascript" ]; then
  mkdir -p "$scratch" && (cd "$scratch" && npm init -y >/dev/null && npm install --silent lunar-javascript)
fi
for y in $(seq "$first" "$last"); do
  "$cli" jieqi "$y" --utc-offset +00:00 | awk -v y="$y" '{ printf "%s\t%d\t%s\n", y, NR - 1, $0 }'
done | node "$here/compare-lunar-javascript.js" "$scratch" terms
python3 -c "
import datetime as d
a=d.date($first,1,1); b=d.date($last,12,31)
while a<=b: print(a.isoformat()); a+=d.timedelta(days=1)
" | "$cli" lunar | node "$here/compare-lunar-javascript.js" "$scratch" lunar
