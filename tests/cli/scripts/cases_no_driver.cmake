# najia-cli cases with no SQL driver to load (tests/cli/cases.cmake): exit 1 and one line naming
# the missing driver, for reading and for writing; with the driver, the same copy works.
# cmake -DCLI=najia-cli -DWORK=dir -DEXPECT_EXIT=cmake/ExpectExit.cmake -P cases_no_driver.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/bin" "${WORK}/plugins" "${WORK}/home")
file(COPY "${CLI}" DESTINATION "${WORK}/bin")
get_filename_component(name "${CLI}" NAME)
set(cli "${WORK}/bin/${name}")
# Qt reads qt.conf beside the program; its Plugins path replaces the one built into Qt.
file(WRITE "${WORK}/bin/qt.conf" "[Paths]\nPlugins = ${WORK}/plugins\n")
set(env ${CMAKE_COMMAND} -E env --unset=QT_PLUGIN_PATH HOME=${WORK}/home XDG_DATA_HOME=${WORK}/home/data)
foreach(action "list" "import;${WORK}/none.najia")
  execute_process(COMMAND ${CMAKE_COMMAND} "-DCMD=${env};${cli};cases;${action}" -DSTATUS=1
    "-DSTDERR=^najia-cli cases: Qt's SQLite driver \\(QSQLITE\\) is not installed \\(Debian: the package libqt6sql6-sqlite\\)\n$"
    -P "${EXPECT_EXIT}" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cases ${action} without the driver")
  endif()
endforeach()
# An unknown action is still bad usage (2), told before the driver is looked for.
execute_process(COMMAND ${env} "${cli}" cases frobnicate RESULT_VARIABLE rc ERROR_QUIET)
if(NOT rc EQUAL 2)
  message(FATAL_ERROR "cases frobnicate without the driver: exit ${rc}, expected 2")
endif()
# The control: the same copy without the qt.conf finds Qt's own driver and creates the casebook.
file(REMOVE "${WORK}/bin/qt.conf")
execute_process(COMMAND ${env} "${cli}" cases list --db "${WORK}/book.casebook" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "no casebook at")
  message(FATAL_ERROR "with the driver, cases list of a missing casebook: exit ${rc}, ${err}")
endif()
execute_process(COMMAND ${env} "${cli}" cases backup --db "${WORK}/book.casebook" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "with the driver, cases backup: exit ${rc}, ${err}")
endif()
message(STATUS "without QSQLITE: exit 1, one line; with it the casebook opens")
