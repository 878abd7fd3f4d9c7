# najia-cli shensha (najia_golden is defined in chart.cmake, included before this file).
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
