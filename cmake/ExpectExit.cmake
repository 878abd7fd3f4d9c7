# Runs a command and checks the exit-status contract: the status, and on failure exactly one line
# on stderr matching a pattern (warnings, which start "…: warning:", may come before it).
# cmake -DCMD="prog;arg;…" -DSTATUS=n [-DSTDERR=regex] [-DINPUT=file] [-DGONE=path] -P ExpectExit.cmake
# GONE: a path that must not exist afterwards (a failed write leaves nothing at its target).
if(INPUT)
  execute_process(COMMAND ${CMD} INPUT_FILE "${INPUT}" OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
else()
  execute_process(COMMAND ${CMD} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
endif()
if(NOT rc STREQUAL "${STATUS}")
  message(FATAL_ERROR "exit status ${rc}, expected ${STATUS}: ${CMD}\nstderr: ${err}")
endif()
if(DEFINED STDERR)
  # The program's own lines: not its warnings ("…: warning: …") nor Qt's notes about the machine
  # ("QStandardPaths: XDG_RUNTIME_DIR not set …").
  string(REPLACE ";" "\\;" escaped "${err}")
  string(REPLACE "\n" ";" lines "${escaped}")
  set(errors "")
  set(count 0)
  foreach(line IN LISTS lines)
    if(line STREQUAL "" OR line MATCHES ": warning: " OR line MATCHES "^Q[A-Za-z]+: ")
      continue()
    endif()
    string(APPEND errors "${line}\n")
    math(EXPR count "${count} + 1")
  endforeach()
  if(NOT count EQUAL 1 OR NOT errors MATCHES "${STDERR}")
    message(FATAL_ERROR "expected one line on stderr matching '${STDERR}', got:\n${err}")
  endif()
endif()
if(GONE AND EXISTS "${GONE}")
  message(FATAL_ERROR "${GONE} exists after a failed write")
endif()
