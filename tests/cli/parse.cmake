# najia-cli parse (issue 40, "Paste a chart"): a book's case header read field by field, in JSON with
# the cast as six digits; a text with no chart in it is bad input (2, one line). The fields of 260+
# texts are checked exactly in tst_chart_text.
najia_golden(cli_parse_json parse_book_header.json parse --json --script traditional INPUT parse_book_header.in)
najia_golden(cli_parse_text parse_book_header.txt parse --script simplified INPUT parse_book_header.in)
najia_expect_exit(cli_parse_nothing 2 "najia-cli parse: nothing in the text reads as a chart"
  INPUT ${CMAKE_CURRENT_SOURCE_DIR}/golden/parse_nothing.in COMMAND $<TARGET_FILE:najia-cli> parse)
