# Run by app_options.cmake with APP and WORK set: a fresh settings folder, the offscreen platform and
# the machine's zone America/New_York.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/config")
set(ENV{HOME} "${WORK}")
set(ENV{XDG_CONFIG_HOME} "${WORK}/config")
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{TZ} America/New_York)

# --dark and --script simplified: the window shows them, the settings do not keep them.
execute_process(COMMAND "${APP}" --dark --script simplified --lines 888679 --pillars "卯月 戊寅日" --screenshot "${WORK}/shot.png"
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
if(NOT rc EQUAL 0 OR NOT EXISTS "${WORK}/shot.png")
  message(FATAL_ERROR "najia --dark --screenshot: exit ${rc}")
endif()
file(GLOB_RECURSE written "${WORK}/config/*")
foreach(f IN LISTS written)
  file(READ "${f}" text)
  if(text MATCHES "theme=dark|chartScript=simplified")
    message(FATAL_ERROR "a command-line option was saved as a setting in ${f}:\n${text}")
  endif()
endforeach()

# 2024-02-04 10:00 in New York is 23:00 in Beijing, after 立春 (16:27 Beijing): 甲辰年 丙寅月. Read in
# Asia/Shanghai it would be before 立春: 癸卯年 乙丑月. The SVG's description carries the chart's words.
execute_process(COMMAND "${APP}" --lines 888679 --at "2024-02-04 10:00" --export "${WORK}/ny.svg"
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "najia --at --export: exit ${rc}\n${err}")
endif()
file(READ "${WORK}/ny.svg" svg)
if(NOT svg MATCHES "America/New_York" OR NOT svg MATCHES "甲辰年 丙寅月" OR svg MATCHES "Asia/Shanghai")
  message(FATAL_ERROR "najia --at without --tz is not read in the system's zone:\n${svg}")
endif()

# --help says so, as README does.
execute_process(COMMAND "${APP}" --help OUTPUT_VARIABLE help RESULT_VARIABLE rc)
string(REGEX REPLACE "[ \n]+" " " help "${help}")  # unwrapped
if(NOT help MATCHES "default: the zone chosen in Settings, else the system's" OR NOT help MATCHES "--dark Use the dark theme for this run")
  message(FATAL_ERROR "najia --help:\n${help}")
endif()
