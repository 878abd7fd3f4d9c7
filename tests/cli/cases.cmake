# najia-cli cases: the casebook, driven through one file by scripts/cases_run.cmake.
find_program(NAJIA_SQLITE3 sqlite3)  # edits a stored reading as an older engine might have judged it
add_test(NAME cli_cases
  COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:najia-cli> -DDATA=${PROJECT_SOURCE_DIR}/tests/data/cases
          -DWORK=${CMAKE_CURRENT_BINARY_DIR}/cli_cases -DSQLITE3=${NAJIA_SQLITE3} -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/cases_run.cmake)
# Sealed judgments (issue 39): seal, show, check an intact and an altered chain.
add_test(NAME cli_cases_seal COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/cases_seal.sh $<TARGET_FILE:najia-cli>)

# Without Qt's SQLite plugin (Debian: libqt6sql6-sqlite, which the linker cannot see, so the package
# names it) the casebook cannot open: a failure while working, exit 1 with one line. A copy of
# najia-cli beside a qt.conf whose plugin folder is empty stands in for a system without it.
add_test(NAME cli_cases_without_sql_driver
  COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:najia-cli> -DWORK=${CMAKE_CURRENT_BINARY_DIR}/cli_cases_no_driver
          -DEXPECT_EXIT=${PROJECT_SOURCE_DIR}/cmake/ExpectExit.cmake
          -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/cases_no_driver.cmake)
# Case threads (issue 39): link, unlink, thread and the thread named by show.
add_test(NAME cli_cases_thread COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/cases_thread.sh $<TARGET_FILE:najia-cli>)
# Replay under every school and similar cases (issue 39): the JSON of each, a bad preset.
add_test(NAME cli_cases_replay COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/cases_replay.sh $<TARGET_FILE:najia-cli>)
