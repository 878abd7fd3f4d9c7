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
