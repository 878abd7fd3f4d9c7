#!/usr/bin/env bash
# cases seal and cases check (issue 39): a judgment sealed before the outcome; bad requests are bad
# input (2, one line); check exits 0 while every seal holds and 1, naming it, once one was altered.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
db=$dir/c.casebook
fixtures=$(dirname "$0")/../../data/cases
fail() { echo "FAIL: $*"; exit 1; }
"$cli" cases import --db "$db" "$fixtures/guan.najia" > /dev/null || fail import
out=$("$cli" cases seal 1 --db "$db" --verdict favourable --confidence 80 --window 2027-01-01..2027-03-01 --note 申日應) || fail seal
[[ $out =~ ^sealed\ 1\ as\ seal\ 1\ at\ .*:\ [0-9a-f]{64}$ ]] || fail "seal output: $out"
"$cli" cases seal 1 --db "$db" --verdict maybe --confidence 80 2> "$dir/err"; [ $? -eq 2 ] || fail "bad verdict status"
[ "$(wc -l < "$dir/err")" -eq 1 ] || fail "bad verdict: one line"
"$cli" cases seal 1 --db "$db" --verdict favourable --confidence 100 2> /dev/null; [ $? -eq 2 ] || fail "confidence 100"
"$cli" cases seal 1 --db "$db" --verdict favourable --confidence 70 --window 2027-03-01..2027-01-01 2> /dev/null; [ $? -eq 2 ] || fail "window order"
"$cli" cases show 1 --db "$db" | grep -q "^seal 1 .* favourable 80%  2027-01-01..2027-03-01  申日應$" || fail "show lists the seal"
"$cli" cases check --db "$db" > /dev/null || fail "check of an intact chain"
# Calibration once case 1 is settled 應驗 four days after its window: one judgment at 80 % that held.
"$cli" cases settle 1 --db "$db" --outcome fulfilled --date 2027-03-05 > /dev/null || fail settle
"$cli" cases stats --calibration --json --db "$db" > "$dir/cal.json" || fail calibration
python3 - "$dir/cal.json" <<'PY' || fail "calibration JSON"
import json, sys
c = json.load(open(sys.argv[1]))
assert (c["judged"], c["held"]) == (1, 1), c
assert abs(c["brier"] - 0.04) < 1e-12 and abs(c["log_loss"] - 0.2231435513142097) < 1e-12, c
assert c["timing"] == {"cases": 1, "in_window": 0, "mean_abs_days": 4, "days": [4]}, c["timing"]
assert list(c["categories"]) == [next(iter(c["categories"]))] and len(c["quarters"]) == 1, c
assert c["bins"][3]["judged"] == 1 and c["bins"][3]["held"] == 1, c["bins"]
PY
sqlite3 "$db" "DROP TRIGGER seals_fixed; UPDATE seals SET confidence = 99;"
"$cli" cases check --db "$db" > "$dir/check"; [ $? -eq 1 ] || fail "check of an altered seal: status"
grep -q "^seal: seal 1 (case 1) was altered after it was made$" "$dir/check" || fail "check names the seal"
echo ok
