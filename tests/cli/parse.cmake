# najia-cli parse (issue 40, "Paste a chart"): a book's case header read field by field, in JSON with
# the cast as six digits; a text with no chart in it is bad input (2, one line). The fields of 260+
# texts are checked exactly in tst_chart_text.
najia_golden(cli_parse_json parse_book_header.json parse --json --script traditional INPUT parse_book_header.in)
najia_golden(cli_parse_text parse_book_header.txt parse --script simplified INPUT parse_book_header.in)
najia_expect_exit(cli_parse_nothing 2 "najia-cli parse: nothing in the text reads as a chart"
  INPUT ${CMAKE_CURRENT_SOURCE_DIR}/golden/parse_nothing.in COMMAND $<TARGET_FILE:najia-cli> parse)
# Markdown and HTML of a case, read by real renderers: cmark-gfm and headless Chromium (skipped, 77,
# where either is missing; packaging/install-deps-debian.sh installs both).
add_test(NAME cli_case_pages COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/case_pages.py $<TARGET_FILE:najia-cli>)
set_tests_properties(cli_case_pages PROPERTIES SKIP_RETURN_CODE 77)
# Pillars as books give them back to civil dates: 申月 戊辰日 in 2020–2026, one day each year it occurs.
najia_golden(cli_pillars_find pillars_find.txt pillars --find 申月\ 戊辰日 --from 2020 --to 2026)
najia_expect_exit(cli_pillars_find_range 2 "najia-cli pillars: --from and --to are years"
  COMMAND $<TARGET_FILE:najia-cli> pillars --find 申月\ 戊辰日 --from 2100 --to 1900)
# The illness's age in the question (「占父久病」): `illness_age` in the JSON, 「病程 久病」 in the text.
add_test(NAME cli_parse_illness_age COMMAND sh -c
  "printf '戌月癸未日 占父久病 得乾之夬' | $<TARGET_FILE:najia-cli> parse --json | tr -d ' \\n'")
set_tests_properties(cli_parse_illness_age PROPERTIES PASS_REGULAR_EXPRESSION "\"illness_age\":\"long\"")
add_test(NAME cli_parse_illness_age_text COMMAND sh -c
  "printf '卯月癸酉日 占父近病 得萃之否' | $<TARGET_FILE:najia-cli> parse --script traditional")
set_tests_properties(cli_parse_illness_age_text PROPERTIES PASS_REGULAR_EXPRESSION "\n病程 近病\n")
