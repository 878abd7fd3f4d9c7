# Drives `najia-cli cases` through one casebook: import (with bad files), list, search, settle, stats,
# export, named searches and bad input. Run by cases.cmake with CLI, DATA and WORK set.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(DB "${WORK}/t.casebook")

# run(<name> <expected exit> <regex on stdout+stderr> args…)
function(run name code regex)
  execute_process(COMMAND "${CLI}" cases ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL code)
    message(FATAL_ERROR "${name}: exit ${rc}, expected ${code}\n${out}${err}")
  endif()
  if(NOT "${out}${err}" MATCHES "${regex}")
    message(FATAL_ERROR "${name}: output does not match ${regex}:\n${out}${err}")
  endif()
  set(last "${out}" PARENT_SCOPE)
endfunction()

# Three good files are imported in name order; the three bad ones are listed with their reasons; exit 2.
run(import 2 "imported 1 [^\n]*guan.najia\nimported 2 [^\n]*kun.najia\nimported 3 [^\n]*qian.najia\n.*bad/lines.najia: \"cast[^\n]*'1' is not a line value.*bad/newer.najia: [^\n]*newer Najia.*truncated.najia is not valid JSON.*imported 3 case\\(s\\); 3 file\\(s\\) not imported"
    import --db "${DB}" --tag 例 "${DATA}")
# 888679 is 風地觀 → 澤地萃 (tests/golden/guan_to_cui.txt); 888888 坤為地; 777777 乾為天.
# Cases 1 and 2 are of pillars alone: no moment, 「-」, not the day they were imported (issue 36, item 16).
run(list 0 "^1\t-\t求財可得否\t觀→萃\twealth\t未驗\t例\n2\t-\t出行平安否\t坤\ttravel\t未驗\t例\n3\t2024-02-04 16:25\t婚姻可成否\t乾\tmarriage\t未驗\t例\n$"
    list --db "${DB}" --script traditional)
# Full text in the other script: 财 finds 財 in the question.
run(search_script 0 "\"id\": 1,.*\"primary\": \"观\"" search --db "${DB}" 财 --json --script simplified)
run(search_count 0 "^1\t" search --db "${DB}" 财 --script traditional)
# Chart facts: 乾為天 and 坤為地 are 六沖 (卜筮正宗: 八純卦 are 六沖); the 易冒 preset; no moving line.
run(six_clash 0 "^2\t[^\n]*\n3\t[^\n]*\n$" list --db "${DB}" --filter "is:six_clash" --script traditional)
run(preset 0 "^3\t[^\n]*\n$" list --db "${DB}" --filter "preset:yimao" --script traditional)
run(or_not 0 "^1\t[^\n]*\n$" list --db "${DB}" --filter "NOT (moving:0 OR category:travel)" --script traditional)
# The reading's facts: 觀's 妻財 卯 stands on lines 3 and 6, the 6th moving, so the moving one is taken
# (增刪卜易 卷一 兩現章 「舍其靜爻而用動爻」); the three 用神 are all on their 本卦.
run(reading_pick 0 "^1	[^
]*觀→萃[^
]*
$" list --db "${DB}" --filter "pick:moving" --script traditional)
run(reading_found 0 "^1	[^
]*
2	[^
]*
3	[^
]*
$" list --db "${DB}" --filter "found:primary" --script traditional)
run(reading_bad 2 "najia-cli cases: unknown verdict \"good\"" list --db "${DB}" --filter "verdict:good")
# Settling: outcome, date, what happened; then statistics count it.
run(settle 0 "settled 1" settle --db "${DB}" 1 --outcome 應驗 --date 2024-11-20 --happened "亥月得財" --tag 驗)
run(settle2 0 "settled 2" settle --db "${DB}" 2 --outcome unfulfilled --date 2024-05-01)
run(show 0 "\"happened\": \"亥月得財\".*\"outcome\": \"fulfilled\".*\"settled\": \"2024-11-20\".*\"tags\": \\[\n *\"例\",\n *\"驗\"" show --db "${DB}" 1 --json)
run(happened_text 0 "^1\t" search --db "${DB}" 得财 --script traditional)
run(stats 0 "\"base_rate\": 0\\.5,\n *\"cases\": 3,\n *\"group\": \"\",\n *\"outcomes\": \\{\n *\"fulfilled\": 1,\n *\"pending\": 1,\n *\"unclear\": 0,\n *\"unfulfilled\": 1"
    stats --db "${DB}" --json)
run(stats_by 0 "\"group\": \"wealth\"" stats --db "${DB}" --json --by category)
# Named searches are kept in the casebook.
run(save 0 "^2\t" search --db "${DB}" --save 平安 平安 --script traditional)
run(searches 0 "^平安\t平安\n$" searches --db "${DB}")
run(named 0 "^2\t" search --db "${DB}" --named 平安 --script traditional)
# Exports: CSV with a header, JSON Lines one case per line, .najia files that import again.
run(export_csv 0 "exported 3" export --db "${DB}" --format csv --out "${WORK}/all.csv" --script traditional)
file(READ "${WORK}/all.csv" csv)
if(NOT csv MATCHES "^id,cast_at,question,[^\n]*\n1,,求財可得否,觀,萃,wealth,general,fulfilled,2024-11-20,亥月得財,,例 驗,")
  message(FATAL_ERROR "export csv:\n${csv}")
endif()
run(export_jsonl 0 "exported 1" export --db "${DB}" --format jsonl --out "${WORK}/won.jsonl" --filter outcome:fulfilled)
file(READ "${WORK}/won.jsonl" jsonl)
if(NOT jsonl MATCHES "^{[^\n]*\"id\":1,[^\n]*\"outcome\":\"fulfilled\"[^\n]*}\n$")
  message(FATAL_ERROR "export jsonl:\n${jsonl}")
endif()
run(export_najia 0 "exported 3" export --db "${DB}" --format najia --out "${WORK}/files")
run(reimport 0 "imported 3 case\\(s\\)\n$" import --db "${WORK}/again.casebook" "${WORK}/files")
run(check 0 "ok, 3 case\\(s\\)" check --db "${WORK}/again.casebook")
# The same files again (issue 36, item 5): the same cast and question is the same case, updated, not
# added; case 1 keeps the outcome and tags it was settled with.
run(import_again 0 "^updated 1 [^\n]*guan.najia\nupdated 2 [^\n]*kun.najia\nupdated 3 [^\n]*qian.najia\n.*imported 0 case\\(s\\), updated 3\n$"
    import --db "${DB}" "${DATA}/guan.najia" "${DATA}/kun.najia" "${DATA}/qian.najia")
run(import_again_count 0 "ok, 3 case\\(s\\)" check --db "${DB}")
run(import_again_kept 0 "\"outcome\": \"fulfilled\".*\"tags\": \\[\n *\"例\",\n *\"驗\"" show --db "${DB}" 1 --json)
# A stored reading that differs from today's engine (issue 18). Case 1 (風地觀 for 求財 on 丙申月 丙子日)
# reads 吉 today (tst_casebook's staleReadingsAreFlagged); its stored verdict is edited to 凶 and cases 1
# and 2 are unstamped: `list` says they are not compared yet, `recheck` compares them, `is:stale`
# selects case 1 alone, and list and show say what changed; case 2 matches.
if(NOT SQLITE3)
  message(FATAL_ERROR "sqlite3 not found (packaging/install-deps-debian.sh installs it)")
endif()
execute_process(COMMAND "${SQLITE3}" "${DB}" "UPDATE cases SET tendency = 2 WHERE id = 1; UPDATE cases SET engine = NULL WHERE id IN (1, 2);"
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "sqlite3 could not edit ${DB}")
endif()
run(unchecked 0 "najia-cli cases: 2 case\\(s\\) not yet compared" list --db "${DB}")
run(recheck 0 "^compared 2 case\\(s\\); 1 stale" recheck --db "${DB}")
run(stale_list 0 "^1\t[^\n]*\t例 驗\tstale: verdict: 凶 → 吉\n$" list --db "${DB}" --filter is:stale --script traditional)
run(stale_json 0 "\"stale\": {\n *\"tendency\": \\[\n *\"unfavourable\",\n *\"favourable\"\n *\\]\n *}" list --db "${DB}" --filter is:stale --json)
run(stale_show 0 "stale: the stored reading differs from today's: verdict: 凶 → 吉\n" show --db "${DB}" 1 --script traditional)
run(matching_show 0 "\"stale\": null" show --db "${DB}" 2 --json)
run(bad_is 2 "najia-cli cases: is: expected six_clash, six_harmony or stale" list --db "${DB}" --filter is:old)

# Bad input: exit 2 and one line naming the command.
run(bad_filter 2 "najia-cli cases: unknown hexagram \"xx\"" list --db "${DB}" --filter hex:xx)
run(bad_action 2 "najia-cli cases: unknown action" frobnicate --db "${DB}")
run(bad_id 2 "najia-cli cases: no case 99" show --db "${DB}" 99)
run(bad_outcome 2 "najia-cli cases: --outcome" settle --db "${DB}" 1 --outcome maybe)
run(missing_db 2 "najia-cli cases: no casebook at" list --db "${WORK}/none.casebook")
file(WRITE "${WORK}/foreign.casebook" "plain text, not a database\n")
run(foreign 2 "not a casebook" list --db "${WORK}/foreign.casebook")
# A failure while working is exit 1: the export target is a folder that cannot be written as a file.
run(io_failure 1 "najia-cli cases: cannot write" export --db "${DB}" --format csv --out "${WORK}/files")
