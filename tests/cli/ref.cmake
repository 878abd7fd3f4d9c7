# najia-cli ref: the reference handbook (najia_golden is defined in chart.cmake, included before this file).
# The 六神 table as JSON (易隱 卷2, 001 line 95: 甲乙起青龍 … 己日起騰蛇), every cell from najia.h's spiritOf.
najia_golden(cli_ref_table_spirits ref_table_spirits.json ref table spirits --script traditional --json)
# A rule id resolves to its passage: yimao.day_clash is 易冒 卷4 line 159 (「日冲安旺之爻为暗动」, shown in 繁體).
add_test(NAME cli_ref_show_rule COMMAND najia-cli ref show yimao.day_clash --script traditional)
set_tests_properties(cli_ref_show_rule PROPERTIES PASS_REGULAR_EXPRESSION "^yimao.159  易冒 卷四 · 日沖 .*日沖安旺之爻為暗動")
# A passage with its corrections as annotations: 001 line 59 「水雷噬嗑」 → 火雷噬嗑.
add_test(NAME cli_ref_show_correction COMMAND najia-cli ref show yiyin.59 --json --script traditional)
set_tests_properties(cli_ref_show_correction PROPERTIES PASS_REGULAR_EXPRESSION
  "\"corrected\": \"火雷噬嗑\",\n[^}]*\"transmitted\": \"水雷噬嗑\"")
# 周易: 乾 初九, in simplified.
add_test(NAME cli_ref_show_zhouyi COMMAND najia-cli ref show zhouyi.1.1 --script simplified)
set_tests_properties(cli_ref_show_zhouyi PROPERTIES PASS_REGULAR_EXPRESSION "乾为天 初九\n\n初九：潜龙勿用。\n")
# Search in either script: 财 finds 001's 妻財 (line 63) and 財 finds 002's simplified 财.
add_test(NAME cli_ref_search_simplified COMMAND najia-cli ref search 我克者为妻财 --script traditional)
set_tests_properties(cli_ref_search_simplified PROPERTIES PASS_REGULAR_EXPRESSION "passage\tyiyin.63\t[^\n]*我克者為妻財")
add_test(NAME cli_ref_search_traditional COMMAND najia-cli ref search 日沖安旺 --json --script simplified)
set_tests_properties(cli_ref_search_traditional PROPERTIES PASS_REGULAR_EXPRESSION "\"id\": \"yimao.159\"")
add_test(NAME cli_ref_table_list COMMAND najia-cli ref table --script english)
set_tests_properties(cli_ref_table_list PROPERTIES PASS_REGULAR_EXPRESSION "palaces\teight palaces\tyiyin.55\n")
# Bad input: a message on stderr and exit status 2.
set(n 0)
foreach(bad "show no.such" "table no_such" "search" "frobnicate x" "search 之 --limit 0" "")
  math(EXPR n "${n} + 1")
  add_test(NAME cli_ref_rejects_${n} COMMAND sh -c "$<TARGET_FILE:najia-cli> ref ${bad} 2>&1; test $? -eq 2")
  set_tests_properties(cli_ref_rejects_${n} PROPERTIES PASS_REGULAR_EXPRESSION "najia-cli ref: ")
endforeach()
# 虎易's notes are credited to him and kept apart from the book: 000 line 3 is 「（虎易注：還有一種說法…」
# after the 天乙貴人 verse of lines 1–2, which is the book's own text (author null).
add_test(NAME cli_ref_show_note_author COMMAND najia-cli ref show bszz.3 --script traditional)
set_tests_properties(cli_ref_show_note_author PROPERTIES PASS_REGULAR_EXPRESSION
  "^bszz.3  [^\n]*\\(seed 000, lines 3–3\\)  note by 虎易, not the book's text\n\n（虎易注：還有一種說法")
add_test(NAME cli_ref_show_text_no_author COMMAND najia-cli ref show bszz.1 --json --script traditional)
set_tests_properties(cli_ref_show_text_no_author PROPERTIES PASS_REGULAR_EXPRESSION "\"author\": null,[^}]*\"kind\": \"text\"")
# … and in search hits: 「三子可刑一卯」 is in 虎易's note on 三刑 (000 lines 10–11).
add_test(NAME cli_ref_search_note_author COMMAND najia-cli ref search 三子可刑一卯 --script traditional)
set_tests_properties(cli_ref_search_note_author PROPERTIES PASS_REGULAR_EXPRESSION
  "^passage\tbszz.10\t[^\n]*三子可刑一卯[^\n]*  \\[note by 虎易\\]\n$")
# Every rule of `najia-cli rules --json` opens its passage, the 9 from books outside the seeds (增刪卜易,
# 卜筮正宗's 十八論 and 十八問答) among them: 「bszz.month_break_answer」 is 十八問答 第八問.
add_test(NAME cli_ref_every_citation
  COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:najia-cli> -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/every_citation.cmake)
add_test(NAME cli_ref_show_cited COMMAND najia-cli ref show bszz.month_break_answer --script traditional)
set_tests_properties(cli_ref_show_cited PROPERTIES PASS_REGULAR_EXPRESSION
  "^bszz.wenda8  卜筮正宗 · 十八問答 第八問  \\(read in http://www.sajooclinic.net/zbxe/32865\\)  text\n\n[^\n]*動而有生無剋之破爻，有出破塡實合破之法，安靜有剋無生之破爻則到底破矣")
