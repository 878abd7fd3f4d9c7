# One rule for exit statuses (README, "Exit status"): 0 ok, 1 failed while working, 2 bad usage or
# input, with one line on stderr. Each case below was found by issue 21's bad-input campaign
# answering 1, 0 or a wrong message.
set(cli $<TARGET_FILE:najia-cli>)

# Unknown options and commands: 2, not QCommandLineParser::process()'s 1.
najia_expect_exit(exit_unknown_top_level_option 2 "^najia-cli: Unknown option 'bogus'" COMMAND ${cli} --bogus)
najia_expect_exit(exit_unknown_command 2 "^najia-cli: unknown command 'bogus'" COMMAND ${cli} bogus)
foreach(command chart pillars jieqi lunar cast shensha almanac ref)
  najia_expect_exit(exit_unknown_option_${command} 2 "^najia-cli ${command}: Unknown option 'bogus'"
    COMMAND ${cli} ${command} --bogus)
endforeach()
najia_expect_exit(exit_jieqi_negative_year 2 "^najia-cli jieqi: '-1' is not an option" COMMAND ${cli} jieqi -1)
najia_expect_exit(exit_almanac_negative_date 2 "^najia-cli almanac: '-500-01-01' is not an option"
  COMMAND ${cli} almanac -500-01-01)
najia_expect_exit(exit_help 0 "" COMMAND ${cli} chart --help)

# Stray arguments and repeated or extra input: 2, not a silent 0.
najia_expect_exit(exit_chart_extra_argument 2 "^najia-cli chart: unexpected argument 'extra'"
  COMMAND ${cli} chart --lines 987677 extra)
najia_expect_exit(exit_pillars_extra_argument 2 "^najia-cli pillars: unexpected argument 'extra'"
  COMMAND ${cli} pillars extra)
najia_expect_exit(exit_shensha_extra_argument 2 "^najia-cli shensha: unexpected argument 'extra'"
  COMMAND ${cli} shensha --pillars 甲辰\ 丙寅\ 辛酉\ 壬子 extra)
najia_expect_exit(exit_chart_pillar_twice 2 "^najia-cli chart: --pillars: the 月 pillar is given twice"
  COMMAND ${cli} chart --lines 987677 --pillars 卯月\ 戊寅日\ 辰月)
najia_expect_exit(exit_almanac_date_with_time 2 "^najia-cli almanac: bad date '2024-02-04 16:30'"
  COMMAND ${cli} almanac 2024-02-04\ 16:30)

# cast: an option of another method, or --seed where nothing is random.
najia_expect_exit(exit_cast_lines_without_method 2 "^najia-cli cast: --lines belongs to --method lines"
  COMMAND ${cli} cast --lines 987677)
najia_expect_exit(exit_cast_coins_with_lines 2 "^najia-cli cast: --lines belongs to --method lines, not coins"
  COMMAND ${cli} cast --method coins --lines 987677)
najia_expect_exit(exit_cast_yarrow_with_tosses 2 "^najia-cli cast: --tosses belongs to --method coins, not yarrow"
  COMMAND ${cli} cast --method yarrow --tosses HHT\ HTT\ TTT\ HHH\ HTH\ TTH)
najia_expect_exit(exit_cast_seed_with_tosses 2 "^najia-cli cast: --seed applies only to random"
  COMMAND ${cli} cast --seed 1 --tosses HHT\ HTT\ TTT\ HHH\ HTH\ TTH)

# Zones and offsets: Earth's span is -12:00 … +14:00; an empty zone is not the machine's.
najia_expect_exit(exit_offset_past_14h 2 "^najia-cli chart: bad --utc-offset '\\+15:00'"
  COMMAND ${cli} chart --lines 987677 --at 2024-02-04\ 16:30 --utc-offset +15:00)
najia_expect_exit(exit_jieqi_offset_past_14h 2 "^najia-cli jieqi: bad --utc-offset" COMMAND ${cli} jieqi 2024 --utc-offset +15:00)
najia_expect_exit(exit_empty_zone 2 "^najia-cli chart: unknown time zone ''"
  COMMAND ${cli} chart --lines 987677 --at 2024-02-04\ 16:30 --tz=)

# Messages that name what is wrong.
najia_expect_exit(exit_true_solar_nan 2 "^najia-cli chart: --true-solar takes a longitude"
  COMMAND ${cli} chart --lines 987677 --at 2024-02-04\ 16:30 --true-solar nan)
najia_expect_exit(exit_cast_count_huge 2 "^najia-cli cast: --count takes a whole number 1 … 1000000; got '1000000000000'"
  COMMAND ${cli} cast --seed 1 --count 1000000000000)
najia_expect_exit(exit_cast_lines_message 2 "^najia-cli cast: --lines: expected six digits"
  COMMAND ${cli} cast --method lines --lines 123)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/array.json "[]")
najia_expect_exit(exit_cast_replay_array 2 "^najia-cli cast: --replay: the record must be a JSON object"
  COMMAND ${cli} cast --replay ${CMAKE_CURRENT_BINARY_DIR}/array.json)
# A cast record's true solar time of the wrong type was dropped unsaid and the chart changed (issue 37,
# item 7: "true_solar": 80 moved the day from 戊戌 to 己亥); an unknown scope read as "all"; RFC 8259's
# duplicate keys and invalid escapes were taken. Each is refused now, naming what is wrong.
set(replay_head "{\"method\": \"lines\", \"inputs\": {\"lines\": \"987677\"}, \"instant\": \"2024-02-04T15:30:00Z\", \"zone\": \"UTC\", \"utc_offset\": 0, \"clock_offset\": 0, \"day_boundary\": 23, \"random_source\": \"none\", \"seed\": null, ")
set(true_solar_number "80")
set(true_solar_string "\"80\"")
set(true_solar_array "[80]")
set(true_solar_bool "true")
foreach(id number string array bool)
  set(bad "${true_solar_${id}}")
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/replay_true_solar_${id}.json "${replay_head}\"true_solar\": ${bad}}")
  najia_expect_exit(exit_cast_replay_true_solar_${id} 2 "^najia-cli cast: --replay: cast.true_solar must be an object"
    COMMAND ${cli} cast --replay ${CMAKE_CURRENT_BINARY_DIR}/replay_true_solar_${id}.json)
endforeach()
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/replay_scope.json "${replay_head}\"true_solar\": {\"longitude\": 116.4, \"scope\": \"bogus\"}}")
najia_expect_exit(exit_cast_replay_scope 2 "^najia-cli cast: --replay: cast.true_solar.scope must be \"hour\" or \"all\""
  COMMAND ${cli} cast --replay ${CMAKE_CURRENT_BINARY_DIR}/replay_scope.json)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/replay_good.json "${replay_head}\"true_solar\": {\"longitude\": 116.4, \"scope\": \"all\"}}")
najia_expect_exit(exit_cast_replay_true_solar_good 0 ""
  COMMAND ${cli} cast --replay ${CMAKE_CURRENT_BINARY_DIR}/replay_good.json)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/replay_duplicate.json "${replay_head}\"true_solar\": null, \"zone\": \"UTC\"}")
najia_expect_exit(exit_cast_replay_duplicate_key 2 "^najia-cli cast: --replay: not valid JSON \\(duplicate key \"zone\" at byte [0-9]+\\)"
  COMMAND ${cli} cast --replay ${CMAKE_CURRENT_BINARY_DIR}/replay_duplicate.json)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/replay_escape.json "${replay_head}\"true_solar\": null, \"x\": \"\\x41\"}")
najia_expect_exit(exit_cast_replay_escape 2 "^najia-cli cast: --replay: not valid JSON \\(invalid escape \\\\x at byte [0-9]+\\)"
  COMMAND ${cli} cast --replay ${CMAKE_CURRENT_BINARY_DIR}/replay_escape.json)

# The app takes the same options with the same checks (src/base), before any window opens.
if(NAJIA_BUILD_APP)
  set(app ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen $<TARGET_FILE:najia>)
  najia_expect_exit(exit_app_unknown_option 2 "^najia: Unknown option 'bogus'" COMMAND ${app} --bogus)
  najia_expect_exit(exit_app_script 2 "^najia: --script must be traditional or simplified" COMMAND ${app} --script bogus)
  foreach(n 0 3 abc)
    najia_expect_exit(exit_app_charts_per_page_${n} 2 "^najia: --charts-per-page must be 1 or 2"
      COMMAND ${app} --lines 987677 --charts-per-page ${n} --export ${CMAKE_CURRENT_BINARY_DIR}/never.pdf)
  endforeach()
  najia_expect_exit(exit_app_at_and_pillars 2 "^najia: give --at or --pillars, not both"
    COMMAND ${app} --lines 987677 --at 2024-02-04\ 16:30 --pillars 卯月\ 戊寅日)
  najia_expect_exit(exit_app_tz_and_offset 2 "^najia: --tz and --utc-offset are exclusive"
    COMMAND ${app} --lines 987677 --at 2024-02-04\ 16:30 --tz Asia/Tokyo --utc-offset +09:00)
  najia_expect_exit(exit_app_at_without_lines 2 "^najia: --at needs --lines" COMMAND ${app} --at 2024-02-04\ 16:30)
endif()

# A clock time that occurs twice: Asia/Shanghai set its clocks back from 02:00 to 01:00 on
# 1986-09-14 (the end of China's 1986 daylight saving), so 01:30 is 01:30+09:00 (standard 00:30,
# the 子 hour, 戊子) and an hour later 01:30+08:00 (the 丑 hour, 己丑). The warning names both;
# --overlap chooses.
add_test(NAME cli_pillars_overlap_earlier COMMAND sh -c
  "echo '1986-09-14 01:30' | $<TARGET_FILE:najia-cli> pillars 2>&1")
set_tests_properties(cli_pillars_overlap_earlier PROPERTIES PASS_REGULAR_EXPRESSION
  "^1986-09-14 01:30\t丙寅\t丁酉\t辛酉\t戊子\t[^\n]*\nnajia-cli pillars: warning: line 1: 1986-09-14 01:30 occurs twice in Asia/Shanghai \\(clocks set back\\): took 1986-09-14 01:30:00\\+09:00, the earlier; --overlap later takes 1986-09-14 01:30:00\\+08:00\n$")
add_test(NAME cli_pillars_overlap_later COMMAND sh -c
  "echo '1986-09-14 01:30' | $<TARGET_FILE:najia-cli> pillars --overlap later 2>/dev/null")
set_tests_properties(cli_pillars_overlap_later PROPERTIES PASS_REGULAR_EXPRESSION "^1986-09-14 01:30\t丙寅\t丁酉\t辛酉\t己丑\t")
# America/New_York 2024-11-03 01:30: EDT (05:30 UTC) or EST (06:30 UTC).
add_test(NAME cli_chart_overlap_warning COMMAND sh -c
  "$<TARGET_FILE:najia-cli> chart --lines 987677 --at '2024-11-03 01:30' --tz America/New_York --overlap later 2>&1 >/dev/null")
set_tests_properties(cli_chart_overlap_warning PROPERTIES PASS_REGULAR_EXPRESSION
  "^najia-cli chart: warning: 2024-11-03 01:30 occurs twice in America/New_York \\(clocks set back\\): took 2024-11-03 01:30:00-05:00, the later; --overlap earlier takes 2024-11-03 01:30:00-04:00\n$")
