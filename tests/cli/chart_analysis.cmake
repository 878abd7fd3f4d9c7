# (Named after chart.cmake, which defines najia_golden and is included before it.)
# Line analysis through najia-cli chart: presets, --set, --compare-preset, --useful (docs/analysis.md).
# guan_to_cui_yimao_vs_general.txt: 易冒 卷4's 觀之萃 (辛卯年丙申月丙子日) judged for 子孫 under 易冒 and 通用 —
# 易冒 adds 天干合化 (丙辛 水, lines 4 and 6) and 年空 (甲申旬: 午未). qian_dispersal_compare.json: 乾 with line 3
# (辰, 相 in a 巳 month) struck by a 戌 day: dispersed by 易冒's rule only (海底眼: 「旺相用爻沖必發」).
najia_golden(cli_chart_compare_preset guan_to_cui_yimao_vs_general.txt chart --lines 888679
  --pillars 辛卯年\ 丙申月\ 丙子日 --preset yimao --useful 子孫 --compare-preset general --script traditional)
najia_golden(cli_chart_compare_preset_json qian_dispersal_compare.json chart --lines 779777
  --pillars 巳月\ 甲戌日 --compare-preset yimao --json --script english)

# The text sheet marks findings: 姤之鼎 on 午月己巳日 (易冒 卷4): 亥 void and half filled by the 巳 day (a 絕沖);
# by 卜筮正宗 and 增刪卜易 the day's clash raises it (沖起: filled, 暗動, no longer void).
add_test(NAME cli_chart_marks COMMAND najia-cli chart --lines 877797 --pillars 午月\ 己巳日 --preset yimao --script traditional)
set_tests_properties(cli_chart_marks PROPERTIES PASS_REGULAR_EXPRESSION "子孫辛亥水  ▅▅▅▅▅ +空 半實")
add_test(NAME cli_chart_marks_standing COMMAND najia-cli chart --lines 877797 --pillars 午月\ 己巳日 --script traditional)
set_tests_properties(cli_chart_marks_standing PROPERTIES PASS_REGULAR_EXPRESSION "子孫辛亥水  ▅▅▅▅▅ +實 暗動")

# --compare-preset lists the settings the two schools part on before the findings (issue 16): 增刪卜易 against
# 卜筮正宗 on any chart.
add_test(NAME cli_chart_compare_schools COMMAND najia-cli chart --lines 777777 --preset zengshan --compare-preset general
  --script traditional)
set_tests_properties(cli_chart_compare_schools PROPERTIES PASS_REGULAR_EXPRESSION
  "~ void-rule: zengshan \\| bszz\n~ month-break: zengshan \\| bszz\n~ body: off \\| on")

# A year given as a branch alone, as books give it: the 太歲 子 strikes 乾's 午.
add_test(NAME cli_chart_year_branch COMMAND najia-cli chart --lines 777777 --pillars 子年\ 未月\ 己未日 --json)
set_tests_properties(cli_chart_year_branch PROPERTIES PASS_REGULAR_EXPRESSION "\"kind\": \"year_break\".*\"year\": \"子\"")

# A preset brings its chart settings (易隱: 八卦互伏), and an explicit option still wins.
add_test(NAME cli_chart_preset_yiyin COMMAND najia-cli chart --lines 788877 --preset yiyin --json --script traditional)
set_tests_properties(cli_chart_preset_yiyin PROPERTIES PASS_REGULAR_EXPRESSION "\"preset\": \"yiyin\"")
add_test(NAME cli_chart_set_records COMMAND najia-cli chart --lines 788877 --set earth-stages=fire --set dispersal=any --json)
set_tests_properties(cli_chart_set_records PROPERTIES PASS_REGULAR_EXPRESSION
  "\"dispersal\": \"any\",.*\"earth-stages\": \"fire\"")

# Bad analysis options: a message on stderr and exit status 2.
foreach(bad "preset:--preset nope" "compare_preset:--compare-preset nope" "set_value:--set dispersal=sometimes"
            "set_key:--set nokey" "useful:--useful 朋友")
  string(FIND "${bad}" ":" colon)
  string(SUBSTRING "${bad}" 0 ${colon} id)
  math(EXPR colon "${colon} + 1")
  string(SUBSTRING "${bad}" ${colon} -1 label)
  add_test(NAME cli_chart_rejects_${id} COMMAND sh -c
    "$<TARGET_FILE:najia-cli> chart --lines 777777 ${label} 2>&1; test $? -eq 2")
  set_tests_properties(cli_chart_rejects_${id} PROPERTIES PASS_REGULAR_EXPRESSION "najia-cli chart: --")
endforeach()
