# najia-cli read: the reading through the CLI (values as in tst_reading and tests/data/reading_cases.tsv).
# 增刪卜易 卷一 兩現章, 未月甲午日 占升遷 師之渙: 官鬼 twice, 丑 (4, broken) and 辰 (2, void); 野鶴 takes the void
# one (「舍其不空而用旬空」) and his 應期 is 辰 (「至辰年，辰土之官出空」).
add_test(NAME cli_read_text COMMAND najia-cli read --lines 878866 --pillars "未月 甲午日" --category 功名
  --preset zengshan --script traditional)
set_tests_properties(cli_read_text PROPERTIES PASS_REGULAR_EXPRESSION
  "功名 · 自己\n用神: 官鬼 2 官鬼辰土 \\(取空\\)\n.*\n  增刪卜易 卷一 兩現章：「然余得驗者[^\n]*\n  … 4 官鬼丑土\n原神: 妻財火 3\n忌神: 子孫木 1\n.*  用神 2 官鬼辰土: 旺、日生，吉。\n.*出空 辰月  — 增刪卜易 卷一 各門類應期總注章：")
# The roles' moving lines are marked as the sheet draws them (issue 36, item 10): in 師 (坎宮) the 仇神 兄弟亥水
# (line 5) and the 閑神 父母酉金 (line 6) are old yin (6): 「5×」, 「6×」, not 「○」.
add_test(NAME cli_read_moving_yin COMMAND najia-cli read --lines 878866 --pillars "未月 甲午日" --category 功名
  --preset zengshan --script traditional)
set_tests_properties(cli_read_moving_yin PROPERTIES PASS_REGULAR_EXPRESSION "\n仇神: 兄弟水 5×\n閑神: 父母金 6×\n" FAIL_REGULAR_EXPRESSION "[0-9]○")
# JSON with dates: cast 2024-02-04 16:30 Beijing (甲辰 丙寅 戊戌 庚申): 妻財 子 (line 1) and 亥 (line 4) tie on
# every rule; 值日 子 falls on 庚子 2024-02-06, then every twelve days.
add_test(NAME cli_read_json COMMAND sh -c
  "$<TARGET_FILE:najia-cli> read --lines 779776 --at '2024-02-04 16:30' --category 求財 --json --script english 2>/dev/null | tr -d ' \\n'")
set_tests_properties(cli_read_json PROPERTIES PASS_REGULAR_EXPRESSION
  "\"timing\":\\[{\"branch\":\"Zi\",\"dates\":\\[\"2024-02-06\",\"2024-02-18\",\"2024-03-01\"\\],\"name\":\"itsownday\",\"rule\":\"value_day\".*\"useful\":{\"alternatives\":\\[{\"layer\":\"primary\",\"line\":4}\\],\"by\":\"relation\",\"element\":\"Water\",\"layer\":\"primary\",\"line\":1,\"relation\":\"Wealth\",\"rule\":\"undecided\"")
add_test(NAME cli_read_bad_category COMMAND sh -c "$<TARGET_FILE:najia-cli> read --lines 779776 --category nope 2>/dev/null; echo rc=$?")
set_tests_properties(cli_read_bad_category PROPERTIES PASS_REGULAR_EXPRESSION "^rc=2\n$")
# One script everywhere: in simplified the passages and their places are simplified too (卜筮正宗's
# 用神發動訣, seed 000 line 205, was quoted in 繁體 with an English "seed 000, line 205").
add_test(NAME cli_read_simplified COMMAND najia-cli read --lines 987677 --pillars "甲辰 丙寅 辛酉 壬子"
  --category 求財 --script simplified)
set_tests_properties(cli_read_simplified PROPERTIES PASS_REGULAR_EXPRESSION "卜筮正宗（底本 000 第205行）：「用爻发动在宫中"
  FAIL_REGULAR_EXPRESSION "發動|seed|line [0-9]")
# The question's own rules settle the verdict and the sentence names them first, then 「雖」 what helps (docs/reading.md,
# "The question's own rules"): 增刪卜易 終身功名有無章, 戌月丁卯日 占終身功名有無 水天需, 「子孫持世，休問功名」: the 官 寅木
# has 氣 by the day, yet the 子孫 on the 世 settles it.
add_test(NAME cli_read_question_rule COMMAND najia-cli read --lines 777878 --pillars "戌月 丁卯日" --category 功名
  --preset zengshan --script traditional)
set_tests_properties(cli_read_question_rule PROPERTIES PASS_REGULAR_EXPRESSION
  "用神 2 官鬼寅木: 子孫持世、囚，雖日扶，凶。\n.*- 子孫持世 \\*  — 增刪卜易 卷三 升選候補章又第五十五：「子孫持世，休望榮蔭")
# The sentence's ranking (docs/reading.md): the side the verdict takes first, even when none of its reasons is
# decisive, then 「雖」 the decisive ones against it — 增刪卜易 壽元章 (corpus zs-290), 卯月庚寅日 for a parent, the 戌 父母
# 死 and struck by the day but moving (用神發動訣 「縱值休囚亦不兇」); a mixed verdict sets them against each other with 「而」
# and names what it turned on — 疾病章 (zs-405), 子月丙寅日 自占病, the 巳 財 born of the day but struck by a moving line.
add_test(NAME cli_read_sentence_ranked COMMAND sh -c
  "$<TARGET_FILE:najia-cli> read --lines 887898 --pillars '卯月 庚寅日' --category lifespan --subject elder --preset zengshan --script traditional; $<TARGET_FILE:najia-cli> read --lines 887898 --pillars '卯月 庚寅日' --category lifespan --subject elder --preset zengshan --script english; $<TARGET_FILE:najia-cli> read --lines 778876 --pillars '子月 丙寅日' --category illness --preset zengshan --script traditional")
set_tests_properties(cli_read_sentence_ranked PROPERTIES PASS_REGULAR_EXPRESSION
  "  用神 5 父母戌土: 發動，雖死、日克，吉。\n.*  useful god 5 ParentXuEarth: moving; though dead, controlled by the day: favourable\\.\n.*  用神 1 妻財巳火: 日生、日生旺；而動爻克、死，有氣，無救，吉凶參半。\n")
# 後時 (易冒 卷4, seed 002 line 91): 亥月丙寅日 占考秩 萃, the examination held next 孟夏: with --decided 巳月 the broken 巳 官
# is the month's own (「反為月建官爻，得上上卷」), and the header says when the matter is decided.
add_test(NAME cli_read_decided COMMAND najia-cli read --lines 888778 --pillars "亥月 丙寅日" --category exam
  --preset yimao --script traditional --decided 巳月)
set_tests_properties(cli_read_decided PROPERTIES PASS_REGULAR_EXPRESSION
  "^考試 · 自己 · 後時 巳月\n.*  用神 2 官鬼巳火: 旺、臨月建[^\n]*吉。\n")
add_test(NAME cli_read_decided_bad COMMAND sh -c "$<TARGET_FILE:najia-cli> read --lines 888778 --pillars '亥月 丙寅日' --decided '甲子年' 2>&1; echo rc=$?")
set_tests_properties(cli_read_decided_bad PROPERTIES PASS_REGULAR_EXPRESSION "^najia-cli read: --decided: [^\n]*not a year or an hour\nrc=2\n$")
# --score-corpus: the development corpus scored by class, development and held out (docs/reading.md, "Fidelity");
# a malformed row is bad input, named by its line.
add_test(NAME cli_read_score_corpus COMMAND najia-cli read --score-corpus ${PROJECT_SOURCE_DIR}/tests/data/reading_corpus.tsv)
set_tests_properties(cli_read_score_corpus PROPERTIES PASS_REGULAR_EXPRESSION
  "^ +development +held out\ncases +[0-9]+ +[0-9]+\n.*用神 relation.*\n\ncases that differ:\nzs-")
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/bad_corpus.tsv "id\tset\tbook\tchapter\tlabel\tquote\tlines\tpillars\tcategory\tsubject\tsex\tpreset\tuseful\tline\tverdict\ttiming\nx\tdev\tb\tc\tl\tq\t978776\t亥月 己丑日\tcareer\tself\tmale\tzengshan\t官鬼\t1\tlikely\t巳\n")
najia_expect_exit(cli_read_score_corpus_bad 2 "bad_corpus.tsv:2: verdict must be"
  COMMAND $<TARGET_FILE:najia-cli> read --score-corpus ${CMAKE_CURRENT_BINARY_DIR}/bad_corpus.tsv)
# The optional `decided` column (後時) takes a month and/or a day, nothing else.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/bad_decided_corpus.tsv "id\tset\tbook\tchapter\tlabel\tquote\tlines\tpillars\tcategory\tsubject\tsex\tpreset\tuseful\tline\tverdict\ttiming\tillness\tdecided\nx\tdev\tb\tc\tl\tq\t888778\t亥月 丙寅日\texam\tself\tmale\tyimao\t官鬼\t2\tfavourable\t巳\t-\t甲子年\n")
najia_expect_exit(cli_read_score_corpus_bad_decided 2 "bad_decided_corpus.tsv:2: decided: [^\n]*not a year or an hour"
  COMMAND $<TARGET_FILE:najia-cli> read --score-corpus ${CMAKE_CURRENT_BINARY_DIR}/bad_decided_corpus.tsv)
# Verses ranked and capped (issue 34): the text shows the five that bear most on the question and its 用神 and says
# how many more apply; --all-verses lists them all (the JSON always has all, in catalogue order).
add_test(NAME cli_read_verses_folded COMMAND najia-cli read --lines 987677 --pillars "甲辰 丙寅 辛酉 壬子"
  --category 求財 --script traditional)
set_tests_properties(cli_read_verses_folded PROPERTIES PASS_REGULAR_EXPRESSION "\n… 另有[0-9]+條訣未列\n")
add_test(NAME cli_read_all_verses COMMAND najia-cli read --lines 987677 --pillars "甲辰 丙寅 辛酉 壬子"
  --category 求財 --script traditional --all-verses)
set_tests_properties(cli_read_all_verses PROPERTIES FAIL_REGULAR_EXPRESSION "條訣未列" PASS_REGULAR_EXPRESSION "用爻發動在宮中")
# The illness's age (近病, 久病) where the asker states it: in the JSON's question and on the text's first line,
# by its code or its name; unstated it is "unstated" and not shown. 同人之離 申月戊辰日 占夫病 as the parse tests.
add_test(NAME cli_read_illness_age_json COMMAND sh -c
  "$<TARGET_FILE:najia-cli> read --lines 787797 --pillars '申月 戊辰日' --category illness --subject husband --illness-age long --json 2>/dev/null | tr -d ' \\n'")
set_tests_properties(cli_read_illness_age_json PROPERTIES PASS_REGULAR_EXPRESSION
  "\"question\":{\"category\":\"illness\",\"illness_age\":\"long\",\"sex\":\"unstated\",\"subject\":\"husband\",")
add_test(NAME cli_read_illness_age_unstated COMMAND sh -c
  "$<TARGET_FILE:najia-cli> read --lines 787797 --pillars '申月 戊辰日' --category illness --json 2>/dev/null | tr -d ' \\n'")
set_tests_properties(cli_read_illness_age_unstated PROPERTIES PASS_REGULAR_EXPRESSION "\"illness_age\":\"unstated\"")
add_test(NAME cli_read_illness_age_text COMMAND najia-cli read --lines 787797 --pillars "申月 戊辰日" --category 疾病
  --subject husband --illness-age 近病 --script traditional)
set_tests_properties(cli_read_illness_age_text PROPERTIES PASS_REGULAR_EXPRESSION "^疾病 · 夫 · 近病\n")
najia_expect_exit(cli_read_bad_illness_age 2 "^najia-cli read: --illness-age must be one of unstated, recent, long"
  COMMAND $<TARGET_FILE:najia-cli> read --lines 787797 --category illness --illness-age chronic)
# The case as posted (case_text.cpp): the question line names the age too.
add_test(NAME cli_read_illness_age_markdown COMMAND najia-cli read --lines 787797 --pillars "申月 戊辰日" --category illness
  --illness-age long --format markdown --script traditional)
set_tests_properties(cli_read_illness_age_markdown PROPERTIES PASS_REGULAR_EXPRESSION "疾病　久病")
