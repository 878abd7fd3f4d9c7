# najia's command-line options (issue 36, items 13 and 14): --dark and --script last one run (the
# settings keep the user's own), and --at without --tz is read in the app's zone (the system's here).
if(NAJIA_BUILD_APP)
  add_test(NAME app_options_last_one_run
    COMMAND ${CMAKE_COMMAND} -DAPP=$<TARGET_FILE:najia> -DWORK=${CMAKE_CURRENT_BINARY_DIR}/app_options
            -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/app_options_run.cmake)
endif()
