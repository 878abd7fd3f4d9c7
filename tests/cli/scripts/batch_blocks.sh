#!/usr/bin/env bash
# chart --batch computes blocks of 512 lines on two threads (src/cli/chart_batch.cpp). Across the
# block borders the output keeps the input's order, line for line; each bad line's {"error": …} is
# followed by its message (stdout is flushed first), numbered as in the input; the status is 2.
#   batch_blocks.sh NAJIA_CLI
set -euo pipefail
cli=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bad=" 3 512 513 1025 1300 "
cast() { local i=$1 d=""; for _ in 1 2 3 4 5 6; do d+=$((6 + i % 4)); i=$((i / 4)); done; echo "$d"; }
for i in $(seq 1 1300); do
  if [[ $bad == *" $i "* ]]; then echo "bad$i"
  elif ((i == 700)); then echo
  else printf '%s\t甲辰 丙寅 辛酉 壬子\n' "$(cast "$i")"; fi
done > "$work/in"
set +e
"$cli" chart --batch --script traditional < "$work/in" > "$work/both" 2>&1
status=$?
set -e
[ "$status" -eq 2 ] || { echo "status $status, not 2"; exit 1; }
# Every input line but the blank one gives one line; each error line is followed by its message.
grep -v '^najia-cli chart: line ' "$work/both" > "$work/out"
[ "$(wc -l < "$work/out")" -eq 1299 ] || { echo "$(wc -l < "$work/out") output lines, not 1299"; exit 1; }
expected=$(for i in $bad; do echo "{\"error\":"; echo "najia-cli chart: line $i:"; done)
actual=$(grep -A1 '^{"error"' "$work/both" | grep -v '^--$' | sed 's/^\(najia-cli chart: line [0-9]*:\).*/\1/; s/^\({"error":\).*/\1/')
[ "$expected" = "$actual" ] || { echo "errors out of place:"; echo "$actual"; exit 1; }
# Lines on both sides of each border are the charts of their own input lines.
for i in 1 2 511 514 515 1023 1024 1026 1027 1299; do
  row=$((i < 700 ? i : i - 1))
  alone=$(sed -n "${i}p" "$work/in" | "$cli" chart --batch --script traditional)
  [ "$(sed -n "${row}p" "$work/out")" = "$alone" ] || { echo "line $i differs from its chart alone"; exit 1; }
done
echo "1299 lines in order, 5 errors in place"
