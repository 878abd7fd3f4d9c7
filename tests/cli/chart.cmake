# Golden files through the CLI. tests/golden/guan_to_cui.* is the 易冒 卷4 case 「辛卯年丙申月丙子日 …
# 得觀之萃」, checked cell by cell in tst_chart; fu_to_qian_pairs.json is 易隱 卷2's 「復之謙」 read by
# 八卦互伏; batch.in mixes good and bad lines.
function(najia_golden name golden)
  cmake_parse_arguments(G "" "INPUT;STATUS" "" ${ARGN})
  set(cmd $<TARGET_FILE:najia-cli> ${G_UNPARSED_ARGUMENTS})
  set(input "")
  if(G_INPUT)
    set(input -DINPUT=${CMAKE_CURRENT_SOURCE_DIR}/golden/${G_INPUT})
  endif()
  if(G_STATUS)
    list(APPEND input -DSTATUS=${G_STATUS})
  endif()
  add_test(NAME ${name} COMMAND ${CMAKE_COMMAND} "-DCMD=${cmd}"
    -DGOLDEN=${CMAKE_CURRENT_SOURCE_DIR}/golden/${golden} ${input}
    -P ${PROJECT_SOURCE_DIR}/cmake/CompareGolden.cmake)
endfunction()
najia_golden(cli_chart_json guan_to_cui.json chart --lines 888679 --pillars 辛卯年\ 丙申月\ 丙子日 --script traditional --json)
najia_golden(cli_chart_text guan_to_cui.txt chart --lines 888679 --pillars 辛卯年\ 丙申月\ 丙子日 --script traditional)
najia_golden(cli_chart_pairs fu_to_qian_pairs.json chart --lines 986888 --script simplified --hidden pairs --json)
# A batch with bad lines prints each error in-line, goes on, and exits 2 (README, "Exit status").
najia_golden(cli_chart_batch batch.jsonl chart --batch --script traditional INPUT batch.in STATUS 2)
najia_golden(cli_chart_batch_no_findings batch_no_findings.jsonl chart --batch --no-findings --script english INPUT batch.in STATUS 2)
# Blocks of lines computed on two threads come out in the input's order, errors in place.
add_test(NAME cli_chart_batch_blocks COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/batch_blocks.sh $<TARGET_FILE:najia-cli>)
# Typed at a terminal (a pseudo-terminal here), each line is answered before the next is entered.
add_test(NAME cli_chart_batch_typed COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/batch_typed.py $<TARGET_FILE:najia-cli>)
set_tests_properties(cli_chart_batch_typed PROPERTIES SKIP_RETURN_CODE 77)
# --sources puts each finding's citation back (the batch's findings carry only the rule id, listed by
# `najia-cli rules`); tst_chart_json_stream checks the whole output against the QJsonObject writer.
add_test(NAME cli_chart_batch_sources COMMAND sh -c
  "printf '987677\\t甲辰 丙寅 辛酉 壬子\\n' | \"$<TARGET_FILE:najia-cli>\" chart --batch --sources --script traditional")
set_tests_properties(cli_chart_batch_sources PROPERTIES
  PASS_REGULAR_EXPRESSION "\"rule\":\"yimao\\.[a-z_]+\",\"source\":\"易冒 卷4（底本 002 第[0-9]+行）：「")
# In English the citation names seed and line in English.
add_test(NAME cli_chart_batch_sources_english COMMAND sh -c
  "printf '987677\\t甲辰 丙寅 辛酉 壬子\\n' | \"$<TARGET_FILE:najia-cli>\" chart --batch --sources --script english")
set_tests_properties(cli_chart_batch_sources_english PROPERTIES
  PASS_REGULAR_EXPRESSION "\"rule\":\"yimao\\.[a-z_]+\",\"source\":\"易冒 卷4 \\(seed 002, line [0-9]+\\): 「")
add_test(NAME cli_rules_json COMMAND najia-cli rules --json)
set_tests_properties(cli_rules_json PROPERTIES
  PASS_REGULAR_EXPRESSION "{\"rule\":\"yimao\\.day_clash\",\"book\":\"易冒 卷4\",\"seed\":\"002\",\"line\":[0-9]+,")
add_test(NAME cli_rules_rejects_argument COMMAND najia-cli rules extra)
set_tests_properties(cli_rules_rejects_argument PROPERTIES WILL_FAIL TRUE)
# 風火家人's 互卦 is 火水未濟, its 錯卦 雷水解, its 綜卦 火澤睽.
foreach(of nuclear:火水未濟 opposite:雷水解 reversed:火澤睽)
  string(REPLACE ":" ";" parts ${of})
  list(GET parts 0 which)
  list(GET parts 1 expected)
  add_test(NAME cli_chart_of_${which} COMMAND najia-cli chart --lines 987677 --of ${which} --script traditional)
  set_tests_properties(cli_chart_of_${which} PROPERTIES PASS_REGULAR_EXPRESSION "^${expected}")
endforeach()

# Bad input: a message on stderr and exit status 2, never a crash.
foreach(bad 98767 12345x 1234567)
  add_test(NAME cli_chart_rejects_${bad} COMMAND sh -c
    "$<TARGET_FILE:najia-cli> chart --lines ${bad} 2>&1; test $? -eq 2")
  set_tests_properties(cli_chart_rejects_${bad} PROPERTIES PASS_REGULAR_EXPRESSION "najia-cli chart: --lines")
endforeach()
add_test(NAME cli_chart_rejects_pillars COMMAND sh -c
  "$<TARGET_FILE:najia-cli> chart --lines 777777 --pillars 甲丑日 2>&1; test $? -eq 2")
set_tests_properties(cli_chart_rejects_pillars PROPERTIES PASS_REGULAR_EXPRESSION "najia-cli chart: --pillars")
# chart --at: 2024-02-04 16:25 (Asia/Shanghai) is two minutes before 立春 (16:27:03, tst_solar_terms),
# so the year is still 癸卯 and the month 乙丑, with a boundary warning.
add_test(NAME cli_chart_at COMMAND sh -c
  "$<TARGET_FILE:najia-cli> chart --lines 987677 --at '2024-02-04 16:25:00' --json --script traditional 2>&1")
set_tests_properties(cli_chart_at PROPERTIES PASS_REGULAR_EXPRESSION
  "warning: -128 s from 立春.*\"jie_seconds\": -128.*\"day\": \"戊戌\".*\"month\": \"乙丑\".*\"year\": \"癸卯\"")
add_test(NAME cli_chart_at_out_of_range COMMAND sh -c
  "$<TARGET_FILE:najia-cli> chart --lines 987677 --at '1500-01-01 00:00' 2>&1; test $? -eq 2")
set_tests_properties(cli_chart_at_out_of_range PROPERTIES PASS_REGULAR_EXPRESSION "outside the supported range")

# The app draws any chart the CLI computes, without a window (najia --export).
if(NAJIA_BUILD_APP)
  add_test(NAME app_export_pdf COMMAND sh -c
    "$<TARGET_FILE:najia> --lines 888679 --pillars '辛卯年 丙申月 丙子日' --preset yiyin --export ${CMAKE_CURRENT_BINARY_DIR}/app_export.pdf && pdftotext ${CMAKE_CURRENT_BINARY_DIR}/app_export.pdf -")
  set_tests_properties(app_export_pdf PROPERTIES PASS_REGULAR_EXPRESSION "風地觀.*澤地萃")
  # The start-up benchmark's run (bench/app_startup.sh): the app quits once the chart is painted,
  # and the painted sheet still reaches its window (Qt warns when a flush finds the window closed).
  add_test(NAME app_quit_after_paint COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
    $<TARGET_FILE:najia> --lines 888679 --pillars 辛卯年\ 丙申月\ 丙子日 --quit-after-paint)
  set_tests_properties(app_quit_after_paint PROPERTIES TIMEOUT 30 FAIL_REGULAR_EXPRESSION "QBackingStore::flush")
  add_test(NAME app_export_rejects_bad_preset COMMAND sh -c
    "$<TARGET_FILE:najia> --lines 888679 --preset bogus --export ${CMAKE_CURRENT_BINARY_DIR}/x.pdf 2>&1; test $? -eq 2")
  set_tests_properties(app_export_rejects_bad_preset PROPERTIES PASS_REGULAR_EXPRESSION "--preset must be one of")
endif()

# Output that cannot be written (a full disk) stops both batch threads: status 1 and one line, no hang.
add_test(NAME cli_chart_batch_stdout_full COMMAND sh -c
  "yes \"$(printf '987677\\t甲辰 丙寅 辛酉 壬子')\" | head -n 5000 | \"$<TARGET_FILE:najia-cli>\" chart --batch > /dev/full 2> err.txt; s=$?; cat err.txt; test $s -eq 1")
set_tests_properties(cli_chart_batch_stdout_full PROPERTIES TIMEOUT 60
  PASS_REGULAR_EXPRESSION "^najia-cli chart: cannot write the output: [^\n]+\n$")
# --batch honours --of: 觀之萃's 變卦 is 澤地萃 (the 本卦 風地觀 must not come back).
add_test(NAME cli_chart_batch_of COMMAND sh -c
  "printf '888679\\t辛卯年 丙申月 丙子日\\n' | $<TARGET_FILE:najia-cli> chart --batch --of changed --script traditional")
set_tests_properties(cli_chart_batch_of PROPERTIES PASS_REGULAR_EXPRESSION "澤地萃" FAIL_REGULAR_EXPRESSION "風地觀")
add_test(NAME cli_chart_batch_bad_of COMMAND sh -c
  "$<TARGET_FILE:najia-cli> chart --batch --of sideways </dev/null 2>&1; test $? -eq 2")
set_tests_properties(cli_chart_batch_bad_of PROPERTIES PASS_REGULAR_EXPRESSION "najia-cli chart: --of")
