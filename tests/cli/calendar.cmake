# najia-cli pillars / jieqi: golden lines through the CLI (values as in tst_pillars, tst_solar_terms).
# 1988-07-01 01:30 in Asia/Shanghai is daylight saving (UTC+9): the pillars use standard time,
# 00:30, the 子 hour of 丁巳; 2024-02-04 16:27:10 is 7 s after 立春.
add_test(NAME cli_pillars COMMAND sh -c
  "printf '2024-02-04 16:27:10\\n1988-07-01 01:30\\nnot a date\\n2000-01-01 23:30\\n' | $<TARGET_FILE:najia-cli> pillars 2>/dev/null; true")
set_tests_properties(cli_pillars PROPERTIES PASS_REGULAR_EXPRESSION
  "2024-02-04 16:27:10\t甲辰\t丙寅\t戊戌\t庚申\t辰巳\n1988-07-01 01:30\t戊辰\t戊午\t丁巳\t庚子\t子丑\nnot a date\terror: [^\n]*\n2000-01-01 23:30\t己卯\t丙子\t己未\t甲子\t子丑")
add_test(NAME cli_pillars_midnight COMMAND sh -c
  "echo '2000-01-01 23:30' | $<TARGET_FILE:najia-cli> pillars --day-boundary 0 --utc-offset +08:00")
set_tests_properties(cli_pillars_midnight PROPERTIES PASS_REGULAR_EXPRESSION "\t己卯\t丙子\t戊午\t甲子\t子丑")
add_test(NAME cli_jieqi COMMAND najia-cli jieqi 2024 --tz Asia/Shanghai)
set_tests_properties(cli_jieqi PROPERTIES PASS_REGULAR_EXPRESSION "立春\t節\t2024-02-04 16:27:0[0-9]\\+08:00")
add_test(NAME cli_jieqi_dst COMMAND najia-cli jieqi 1988)
set_tests_properties(cli_jieqi_dst PROPERTIES PASS_REGULAR_EXPRESSION "夏至\t氣\t1988-06-21 [0-9:]+\\+09:00")
add_test(NAME cli_jieqi_range COMMAND najia-cli jieqi 1599)
set_tests_properties(cli_jieqi_range PROPERTIES WILL_FAIL TRUE)
add_test(NAME cli_lunar COMMAND najia-cli lunar 2033-12-22 2020-05-23 2023-03-22)
set_tests_properties(cli_lunar PROPERTIES PASS_REGULAR_EXPRESSION
  "2033-12-22\t癸丑年\t閏十一月\t初一\t2033\t11\t1\t1\n2020-05-23\t庚子年\t閏四月\t初一\t2020\t4\t1\t1\n2023-03-22\t癸卯年\t閏二月\t初一")
add_test(NAME cli_pillars_warning COMMAND sh -c
  "echo '2024-02-04 16:27:00' | $<TARGET_FILE:najia-cli> pillars 2>&1 >/dev/null")
set_tests_properties(cli_pillars_warning PROPERTIES PASS_REGULAR_EXPRESSION
  "^najia-cli pillars: warning: line 1: [0-9]+ min [0-9]+ s before 立春 \\(month pillar changes there; other side: 甲辰 丙寅 戊戌 庚申\\)\n$")

# pillars --all-voids: the 旬空 of the year (甲辰: 寅卯), month (丙寅: 戌亥) and hour (庚申: 子丑) after the day's.
add_test(NAME cli_pillars_all_voids COMMAND sh -c
  "echo '2024-02-04 16:27:10' | $<TARGET_FILE:najia-cli> pillars --all-voids --warn 0")
set_tests_properties(cli_pillars_all_voids PROPERTIES PASS_REGULAR_EXPRESSION
  "^2024-02-04 16:27:10\t甲辰\t丙寅\t戊戌\t庚申\t辰巳\t寅卯\t戌亥\t子丑\n$")
# pillars --json, with the trigram season: 2 s after 立春, 艮旺 震相, 坎 still 旺 (餘旺).
add_test(NAME cli_pillars_json COMMAND sh -c
  "printf '2024-02-04 16:27:10\\nbad\\n' | $<TARGET_FILE:najia-cli> pillars --json --warn 0 2>/dev/null; true")
set_tests_properties(cli_pillars_json PROPERTIES PASS_REGULAR_EXPRESSION
  "\"jie_seconds\":2,\"nearest_jie\":\"立春\".*\"pillars\":{\"day\":\"戊戌\",\"hour\":\"庚申\",\"month\":\"丙寅\",\"year\":\"甲辰\"}.*\"lingering\":\"坎\".*\"prosperous\":\"艮\".*\"震\":\"相\".*\"xunkong\":{\"day\":\\[\"辰\",\"巳\"\\],\"hour\":\\[\"子\",\"丑\"\\],\"month\":\\[\"戌\",\"亥\"\\],\"year\":\\[\"寅\",\"卯\"\\]}}\n{\"error\":[^\n]*,\"input\":\"bad\"}")
add_test(NAME cli_jieqi_json COMMAND najia-cli jieqi 2024 --tz Asia/Shanghai --json)
set_tests_properties(cli_jieqi_json PROPERTIES PASS_REGULAR_EXPRESSION
  "\"instant\": \"2024-02-04 16:27:0[0-9]\\+08:00\",\n *\"kind\": \"jie\",\n *\"longitude\": 315,\n *\"name\": \"立春\"")
add_test(NAME cli_lunar_json COMMAND najia-cli lunar --json 2033-12-22)
set_tests_properties(cli_lunar_json PROPERTIES PASS_REGULAR_EXPRESSION
  "{\"date\":\"2033-12-22\",\"day\":1,\"leap\":true,\"month\":11,\"text\":\"癸丑年閏十一月初一\",\"year\":2033,\"year_pillar\":\"癸丑\"}")
# chart --at and pillars agree at a 節 (one second each side), the 23:00 day boundary and in daylight saving.
foreach(at "2024-02-04 16:27:07" "2024-02-04 16:27:08" "2000-01-01 22:59:59" "2000-01-01 23:00:00" "1988-07-01 01:30")
  string(MAKE_C_IDENTIFIER "${at}" id)
  add_test(NAME cli_chart_at_agrees_${id} COMMAND sh -c
    "a=$(echo '${at}' | $<TARGET_FILE:najia-cli> pillars --json --warn 0 | grep -o '\"pillars\":{[^}]*}'); b=$($<TARGET_FILE:najia-cli> chart --lines 777777 --at '${at}' --json 2>/dev/null | tr -d ' \\n' | grep -o '\"pillars\":{[^}]*}'); echo \"$a | $b\"; test -n \"$a\" && test \"$a\" = \"$b\"")
endforeach()
