# najia-cli read: the reading through the CLI (values as in tst_reading's worked case, tests/data/reading_cases.tsv).
# 增刪卜易, 占僕何日回, 巳月丁亥日 夬之履: 妻財 twice (1 子, 4 亥); 亥 on the day is taken (舍其休囚，而用旺相).
add_test(NAME cli_read_text COMMAND najia-cli read --lines 779776 --pillars "巳月 丁亥日" --category traveller
  --subject 妻 --preset zengshan --script traditional)
set_tests_properties(cli_read_text PROPERTIES PASS_REGULAR_EXPRESSION
  "行人 · 妻\n用神: 妻財 4 妻財亥水 \\(取旺相\\)\n.*\n  … 1 妻財子水\n原神: 子孫金 5\n忌神: 兄弟土 3○ 6○\n.*\n    \\+ 臨日辰 \\*.*\n    - 動爻克 2× \\*.*\n填實 亥日  — 易冒 卷4 \\(seed 002, line 123\\)")
# JSON with dates: cast 2024-02-04 16:30 Beijing (甲辰 丙寅 戊戌 庚申): 妻財 子 (line 1) and 亥 (line 4) tie on
# every rule; 值日 子 falls on 庚子 2024-02-06, then every twelve days.
add_test(NAME cli_read_json COMMAND sh -c
  "$<TARGET_FILE:najia-cli> read --lines 779776 --at '2024-02-04 16:30' --category 求財 --json --script english 2>/dev/null | tr -d ' \\n'")
set_tests_properties(cli_read_json PROPERTIES PASS_REGULAR_EXPRESSION
  "\"timing\":\\[{\"branch\":\"Zi\",\"dates\":\\[\"2024-02-06\",\"2024-02-18\",\"2024-03-01\"\\],\"name\":\"itsownday\",\"rule\":\"value_day\".*\"useful\":{\"alternatives\":\\[{\"layer\":\"primary\",\"line\":4}\\],\"by\":\"relation\",\"element\":\"Water\",\"layer\":\"primary\",\"line\":1,\"relation\":\"Wealth\",\"rule\":\"undecided\"")
add_test(NAME cli_read_bad_category COMMAND sh -c "$<TARGET_FILE:najia-cli> read --lines 779776 --category nope 2>/dev/null; echo rc=$?")
set_tests_properties(cli_read_bad_category PROPERTIES PASS_REGULAR_EXPRESSION "^rc=2\n$")
