#!/usr/bin/env bash
# cases link, unlink, thread and show (issue 39): a follow-up cast tied to the case it follows; a
# loop, the case itself, a missing case or a missing --follows is bad input (2, one line); the thread
# lists every cast first cast first, in JSON with exactly its documented fields.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
db=$dir/c.casebook
fixtures=$(dirname "$0")/../../data/cases
fail() { echo "FAIL: $*"; exit 1; }
# refused ARGS…: exit 2 and exactly one line on stderr, which is printed for the caller to compare.
refused() {
  "$cli" cases "$@" --db "$db" > /dev/null 2> "$dir/err"; status=$?
  [ $status -eq 2 ] || fail "$* exited $status, not 2"
  [ "$(wc -l < "$dir/err")" -eq 1 ] || fail "$*: not one line: $(cat "$dir/err")"
  cat "$dir/err"
}
"$cli" cases import --db "$db" "$fixtures/guan.najia" "$fixtures/kun.najia" "$fixtures/qian.najia" > /dev/null 2>&1 || fail import
[ "$("$cli" cases link 2 --follows 1 --db "$db")" = "linked 2 as a follow-up of 1" ] || fail "link 2"
"$cli" cases link 3 --follows 2 --db "$db" > /dev/null || fail "link 3"
[ "$(refused link 1 --follows 3)" = "najia-cli cases: case 3 follows case 1 in its thread: the link would loop" ] || fail "loop"
[ "$(refused link 1 --follows 1)" = "najia-cli cases: a case cannot follow itself" ] || fail "itself"
[ "$(refused link 9 --follows 1)" = "najia-cli cases: no case 9" ] || fail "missing case"
[ "$(refused link 1 --follows 9)" = "najia-cli cases: no case 9" ] || fail "missing case followed"
[ "$(refused link 3 --follows 1)" = "najia-cli cases: case 3 already follows case 2 (unlink it first)" ] || fail "second link"
refused link 2 > /dev/null || fail "no --follows"
refused thread 9 > /dev/null || fail "thread of a missing case"
# qian.najia was cast on 2024-02-04; the other two hold pillars alone and date from the day they were stored.
"$cli" cases show 2 --db "$db" | grep -qx "thread: cases 3 1 2, first cast first; this one follows 1" || fail "show names the thread"
"$cli" cases thread 3 --db "$db" --json --script traditional > "$dir/thread.json" || fail "thread --json"
python3 - "$dir/thread.json" <<'PY' || fail "thread JSON"
import json, sys
t = json.load(open(sys.argv[1]))
assert sorted(t) == ["case", "cases", "timeline"], sorted(t)
assert t["case"] == 3
assert [c["id"] for c in t["cases"]] == [3, 1, 2]
assert [c["follows"] for c in t["cases"]] == [2, None, 1]
guan = t["cases"][1]
assert sorted(guan) == ["cast_at", "category", "changed", "date", "follows", "happened", "id", "outcome", "primary",
                        "question", "seal", "settled", "useful", "verdict"], sorted(guan)
assert (guan["primary"], guan["changed"], guan["question"], guan["category"], guan["useful"], guan["verdict"], guan["outcome"]) == \
    ("觀", "萃", "求財可得否", "wealth", "妻財", "favourable", "pending"), guan
assert guan["cast_at"] is None and guan["seal"] is None and guan["settled"] is None  # pillars alone: no moment, no 應期 dates
assert (t["cases"][0]["cast_at"], t["cases"][0]["date"]) == ("2024-02-04 16:25:00", "2024-02-04"), t["cases"][0]
# Only qian's 應期 are dated: seven month candidates (two are 周仲高's days of harm, 亥 and 子: the reading is
# unfavourable), three dates each, by date; 寅月 opens at 立春, 2024-02-04.
assert len(t["timeline"]) == 21 and sum(m["rule"] == "harmful_day" for m in t["timeline"]) == 6 and {m["case"] for m in t["timeline"]} == {3}, t["timeline"]
assert t["timeline"][0] == {"date": "2024-02-04", "case": 3, "kind": "timing", "rule": "favoured_day", "name": "生旺之日",
                            "branch": "寅", "unit": "month"}, t["timeline"][0]
assert [m["date"] for m in t["timeline"]] == sorted(m["date"] for m in t["timeline"])
PY
[ "$("$cli" cases unlink 3 --db "$db")" = "unlinked 3" ] || fail unlink
[ "$(refused unlink 3)" = "najia-cli cases: case 3 follows no case" ] || fail "unlink twice"
[ "$("$cli" cases thread 3 --db "$db" | head -1 | cut -f1,10)" = "3	first cast" ] || fail "a thread of one"
[ "$("$cli" cases thread 2 --db "$db" | head -2 | cut -f1)" = "$(printf '1\n2')" ] || fail "the rest of the thread"
echo ok
