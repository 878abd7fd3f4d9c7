# najia-cli shensha and almanac (najia_golden is defined in chart.cmake, which the glob includes before this file).
# shensha_common.json: the common set for 甲辰 丙寅 辛酉 壬子 on 風火家人 (卯 丑 亥 未 巳 卯): 辛's 天乙貴人 寅午
# (寅 on the month), 驛馬 of 酉 on 亥 (line 3), 華蓋 丑 (line 2) — values checked in tst_shensha_*.
najia_golden(cli_shensha_common shensha_common.json shensha --pillars 甲辰\ 丙寅\ 辛酉\ 壬子 --lines 987677 --set common --script traditional --json)
# 000 line 2: 「甲戌日卜卦，見丑未爻即是日貴人」 — 家人's 丑 and 未 are lines 2 and 4.
add_test(NAME cli_shensha_noble_lines COMMAND najia-cli shensha --pillars 甲戌日 --lines 987677 --star 天乙貴人 --script traditional)
set_tests_properties(cli_shensha_noble_lines PROPERTIES PASS_REGULAR_EXPRESSION "天乙貴人\t日干 甲\t丑\t\t2\n天乙貴人\t日干 甲\t未\t\t4\n")
add_test(NAME cli_shensha_at COMMAND najia-cli shensha --at "2024-02-04 16:25:00" --star 太歲 --json --script traditional)
set_tests_properties(cli_shensha_at PROPERTIES PASS_REGULAR_EXPRESSION "\"from\": \"卯\"")
# Bad input: a message on stderr and exit status 2.
set(n 0)
foreach(bad "--pillars 甲丑日" "--star 無此星 --pillars 甲子日" "--noble x --pillars 甲子日" "--horse x --pillars 甲子日"
            "--lines 12 --pillars 甲子日" "")
  math(EXPR n "${n} + 1")
  add_test(NAME cli_shensha_rejects_${n} COMMAND sh -c "$<TARGET_FILE:najia-cli> shensha ${bad} 2>&1; test $? -eq 2")
  set_tests_properties(cli_shensha_rejects_${n} PROPERTIES PASS_REGULAR_EXPRESSION "najia-cli shensha: ")
endforeach()

# ---- najia-cli almanac ----
# 2024-02-19 is 癸丑, 寅月, 雨水 at 12:13:06 (+08:00): hours to 午 keep the 子將; each mark is checked against
# 協紀辨方書 卷七 in tst_shensha_almanac.
najia_golden(cli_almanac_json almanac_2024-02-19.json almanac 2024-02-19 --json --script traditional)
add_test(NAME cli_almanac_text COMMAND najia-cli almanac 2024-02-19 --script traditional)
set_tests_properties(cli_almanac_text PROPERTIES PASS_REGULAR_EXPRESSION
  "^2024-02-19 癸丑日 寅月 明堂 黃道  喜神 巽 東南.*戊午\t天牢\t黑\t日害 五不遇 陽貴登天門\n")
# 003 lines 450–452: 「雨水後甲日卯時 … 陽貴未加乾亥是陽貴登天門 … 雨水後甲日酉時 … 是陰貴登天門」: 2024-02-20 is 甲寅, the
# first 甲 day after 雨水 2024.
# 遁甲's 五不遇 adds 時支克日支: on 癸丑 (earth) the 寅 and 卯 hours.
add_test(NAME cli_almanac_dunjia COMMAND najia-cli almanac 2024-02-19 --five-misfortunes dunjia --script traditional)
set_tests_properties(cli_almanac_dunjia PROPERTIES PASS_REGULAR_EXPRESSION "\n甲寅\t[^\n]*五不遇[^\n]*\n乙卯\t[^\n]*五不遇")
add_test(NAME cli_almanac_gate COMMAND najia-cli almanac 2024-02-20 --script traditional)
set_tests_properties(cli_almanac_gate PROPERTIES PASS_REGULAR_EXPRESSION
  "\n丁卯\t[^\n]*陽貴登天門\n.*\n癸酉\t[^\n]*陰貴登天門\n")
set(n 0)
foreach(bad "2024-02-30" "1500-01-01" "2024-02-19 --noble sitian" "" "2024-02-19 --tz Nowhere/City"
            "2024-02-19 --five-misfortunes x")
  math(EXPR n "${n} + 1")
  add_test(NAME cli_almanac_rejects_${n} COMMAND sh -c "$<TARGET_FILE:najia-cli> almanac ${bad} 2>&1; test $? -eq 2")
  set_tests_properties(cli_almanac_rejects_${n} PROPERTIES PASS_REGULAR_EXPRESSION "najia-cli almanac: ")
endforeach()
