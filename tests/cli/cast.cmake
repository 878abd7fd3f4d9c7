# najia-cli cast. Golden files: cast_time_guanmei.json is 梅花易數 卷一 觀梅占 on a real date
# (2025-01-16 16:00 Asia/Shanghai = 甲辰年十二月十七日申時 → 澤火革, 初爻 moving; docs/casting.md);
# the seeded coin and yarrow casts pin the seeded generator (std::mt19937_64 is fully specified by the
# standard, so these are the same on every platform).
function(najia_cast_golden name golden)
  add_test(NAME ${name} COMMAND ${CMAKE_COMMAND} "-DCMD=$<TARGET_FILE:najia-cli>;cast;${ARGN}"
    -DGOLDEN=${CMAKE_CURRENT_SOURCE_DIR}/golden/${golden} -P ${PROJECT_SOURCE_DIR}/cmake/CompareGolden.cmake)
endfunction()
najia_cast_golden(cli_cast_time_guanmei cast_time_guanmei.json --method time --at 2025-01-16\ 16:00 --json --script traditional)
najia_cast_golden(cli_cast_coins_seeded cast_coins_seed42.txt --method coins --seed 42 --at 2025-01-16\ 16:00 --script traditional)
najia_cast_golden(cli_cast_yarrow_count cast_yarrow_seed42_count5.txt --method yarrow --seed 42 --count 5)

# Provenance round trip: the JSON of a cast, replayed, gives the same JSON, for every method.
set(najia_cast_methods
  "coins:--method coins --seed 42"
  "coins_by_hand:--method coins --tosses HHT,HTT,TTT,HHH,字背背,背字字 --face heads-yang"
  "yarrow:--method yarrow --seed 7"
  "time_solar:--method time --true-solar 116.4 --day-boundary 0 --meihua-year lichun"
  "numbers:--method numbers --numbers 5,3,4 --third alone"
  "names:--method names --primary 觀 --changed 澤地萃"
  "lines:--method lines --lines 987677")
foreach(entry IN LISTS najia_cast_methods)
  string(FIND "${entry}" ":" colon)
  string(SUBSTRING "${entry}" 0 ${colon} label)
  math(EXPR start "${colon} + 1")
  string(SUBSTRING "${entry}" ${start} -1 options)
  add_test(NAME cli_cast_roundtrip_${label} COMMAND sh -c
    "f=$(mktemp) && $<TARGET_FILE:najia-cli> cast ${options} --at '2025-01-16 23:30' --tz America/New_York --json --script traditional > $f && $<TARGET_FILE:najia-cli> cast --replay $f --json --script traditional | cmp - $f; rc=$?; rm -f $f; exit $rc")
endforeach()

# 觀梅占 in the text output: the arithmetic line.
add_test(NAME cli_cast_time_text COMMAND najia-cli cast --method time --at "2025-01-16 16:00" --script traditional)
set_tests_properties(cli_cast_time_text PROPERTIES PASS_REGULAR_EXPRESSION
  "辰年 5 \\+ 月 12 \\+ 日 17 = 34 → 兌; \\+ 申時 9 = 43 → 離; 43 → 動爻 1\n987778\n時間起卦 · 2025-01-16 16:00:00\\+08:00 Asia/Shanghai")

# Bad input: a message naming what was wrong, exit status 2, nothing printed on stdout.
set(najia_cast_bad
  "five_tosses:--method coins --tosses HHT,HHT,HHT,HHT,HHT:expected 6 tosses"
  "bad_face:--method coins --tosses HHX,HHT,HHT,HHT,HHT,HHT:toss 'HHX'"
  "face_option:--method coins --face sideways:--face must be"
  "splits_count:--method yarrow --splits 24,20,18:expected 18 splits"
  "impossible_split:--method yarrow --splits 24,20,18,24,20,18,24,20,18,24,20,18,24,20,18,24,20,31:line 6, change 3: impossible split 31 of 32"
  "one_number:--method numbers --numbers 5:two or three numbers"
  "zero:--method numbers --numbers 0,3:out of range"
  "unknown_name:--method names --primary xyzzy:no hexagram is called 'xyzzy'"
  "ambiguous_name:--method names --primary 濟:ambiguous: 水火既濟, 火水未濟"
  "ambiguous_changed:--method names --primary 乾 --changed Qian:變卦: 'Qian' is ambiguous"
  "lines:--method lines --lines 98767:--lines"
  "method:--method dice:--method must be"
  "seed:--method coins --seed x:--seed takes"
  "count:--method coins --seed 1 --count 0:--count takes")
foreach(entry IN LISTS najia_cast_bad)
  string(REPLACE ":" ";" parts "${entry}")
  list(GET parts 0 label)
  list(GET parts 1 options)
  list(GET parts 2 message)
  add_test(NAME cli_cast_rejects_${label} COMMAND sh -c
    "out=$($<TARGET_FILE:najia-cli> cast ${options} 2>&1 >/dev/null); rc=$?; test -z \"$($<TARGET_FILE:najia-cli> cast ${options} 2>/dev/null)\" && echo \"$out\" && test $rc -eq 2")
  set_tests_properties(cli_cast_rejects_${label} PROPERTIES PASS_REGULAR_EXPRESSION "najia-cli cast: .*${message}")
endforeach()
add_test(NAME cli_cast_rejects_time_range COMMAND sh -c
  "$<TARGET_FILE:najia-cli> cast --method time --at '1500-01-01 00:00' 2>&1; test $? -eq 2")
set_tests_properties(cli_cast_rejects_time_range PROPERTIES PASS_REGULAR_EXPRESSION "najia-cli cast: .*outside the supported range")
add_test(NAME cli_cast_rejects_replay COMMAND sh -c
  "echo '{\"method\": \"coins\", \"inputs\": {\"tosses\": [\"HHT\"], \"face\": \"tails-yang\"}}' | $<TARGET_FILE:najia-cli> cast --replay - 2>&1; test $? -eq 2")
set_tests_properties(cli_cast_rejects_replay PROPERTIES PASS_REGULAR_EXPRESSION "--replay: cast.inputs.tosses: expected 6 tosses")

# The full χ² checks over 1,000,000 casts (several seconds in Debug): cmake -DNAJIA_LONG_TESTS=ON.
option(NAJIA_LONG_TESTS "Run the 1,000,000-cast χ² checks" OFF)
if(NAJIA_LONG_TESTS)
  foreach(unit tst_coins tst_yarrow)
    add_test(NAME ${unit}_million COMMAND ${unit} chiSquareSeeded)
    set_tests_properties(${unit}_million PROPERTIES ENVIRONMENT NAJIA_CHI2_CASTS=1000000)
  endforeach()
endif()

# The chart options of `chart` hold for `cast` too: 益 by name, 伏神 by 易隱's 八卦互伏 (易隱 卷2:
# 「益卦世下伏酉金鬼」), and a bad value is refused.
add_test(NAME cli_cast_chart_settings COMMAND najia-cli cast --method names --primary 風雷益 --hidden pairs
  --at "2024-02-04 12:00" --script traditional --json)
set_tests_properties(cli_cast_chart_settings PROPERTIES PASS_REGULAR_EXPRESSION
  "\"hidden\": {[ \n]*\"branch\": \"酉\",[ \n]*\"element\": \"金\"")
add_test(NAME cli_cast_rejects_bad_setting COMMAND sh -c
  "$<TARGET_FILE:najia-cli> cast --method names --primary 風雷益 --hidden bogus 2>&1; test $? -eq 2")
set_tests_properties(cli_cast_rejects_bad_setting PROPERTIES PASS_REGULAR_EXPRESSION "--hidden must be")
