#!/usr/bin/env bash
# cases replay and cases similar (issue 39): three fixture cases settled 應驗, replayed under the four
# presets (one JSON entry per preset by code; each scores every case once; the categories add up; each
# rule's firings split into agreeing and not, within the cases), a bad preset is bad input (2, one
# line), and of the other settled cases only the one like case 1 is listed as similar.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
db=$dir/c.casebook
fixtures=$(dirname "$0")/../../data/cases
fail() { echo "FAIL: $*"; exit 1; }
"$cli" cases import --db "$db" "$fixtures/guan.najia" "$fixtures/kun.najia" "$fixtures/qian.najia" > /dev/null || fail import
for id in 1 2 3; do "$cli" cases settle $id --db "$db" --outcome fulfilled --date 2027-01-0$id > /dev/null || fail "settle $id"; done
"$cli" cases replay --db "$db" --json > "$dir/replay.json" || fail replay
python3 - "$dir/replay.json" <<'PY' || fail "replay JSON"
import json, sys
r = json.load(open(sys.argv[1]))
assert sorted(r["presets"]) == ["general", "yimao", "yiyin", "zengshan"], r["presets"].keys()
n = r["cases"]
assert 1 <= n <= 3, n
for code, p in r["presets"].items():
    assert p["agree"] + p["opposite"] + p["mixed"] == n, (code, p)
    assert sum(c["agree"] + c["opposite"] + c["mixed"] for c in p["categories"].values()) == n, (code, p)
    assert p["rules"], code
    for rule, f in p["rules"].items():
        assert set(f) == {"agree", "other"} and 1 <= f["agree"] + f["other"] <= n, (code, rule, f)
PY
"$cli" cases replay --db "$db" --preset nosuch 2> "$dir/err"; [ $? -eq 2 ] || fail "bad preset status"
[ "$(wc -l < "$dir/err")" -eq 1 ] || fail "bad preset: one line"
"$cli" cases replay --db "$db" --set nosuch=1 2> "$dir/err"; [ $? -eq 2 ] || fail "bad --set status"
[ "$(wc -l < "$dir/err")" -eq 1 ] || fail "bad --set: one line"
# A chosen setting on top of each preset: named in the JSON, every case still scored once.
"$cli" cases replay --db "$db" --preset general --set void-rule=yimao --json > "$dir/set.json" || fail "replay --set"
python3 - "$dir/set.json" <<'PY' || fail "replay --set JSON"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["settings"] == ["void-rule=yimao"], r["settings"]
p = r["presets"]["general"]
assert p["agree"] + p["opposite"] + p["mixed"] == r["cases"], p
PY
"$cli" cases similar 1 --db "$db" --json > "$dir/similar.json" || fail similar
python3 - "$dir/similar.json" <<'PY' || fail "similar JSON"
import json, sys
s = json.load(open(sys.argv[1]))
# kun.najia scores 2 against guan.najia; qian.najia shares nothing with it and is left out.
assert [(c["id"], c["score"], c["outcome"]) for c in s] == [(2, 2, "fulfilled")], s
PY
echo ok
