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
  "before 立春 \\(month pillar changes there; other side: 甲辰 丙寅 戊戌 庚申\\)")

