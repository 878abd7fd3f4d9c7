# Files written whole or not at all, and read only up to 16 MiB and only when regular (issues 21,
# 37). A failure while writing exits 1 with one line naming the file and the cause; nothing is left
# at the target. tests/hostile/ tries the other targets and inputs (FIFOs, devices, symlinks).
set(files_dir ${CMAKE_CURRENT_BINARY_DIR}/files)
file(MAKE_DIRECTORY ${files_dir}/folder.pdf)
najia_expect_exit(cli_cast_replay_endless 2 "^najia-cli cast: --replay: cannot read '/dev/zero': it is a character device"
  COMMAND $<TARGET_FILE:najia-cli> cast --replay /dev/zero)
if(NAJIA_BUILD_APP)
  foreach(format pdf svg png)
    najia_expect_exit(app_export_${format}_missing_directory 1
      "^najia: cannot write '[^']*/missing/x.${format}': No such file or directory"
      GONE ${files_dir}/missing
      COMMAND $<TARGET_FILE:najia> --lines 888679 --pillars 辛卯年\ 丙申月\ 丙子日 --export ${files_dir}/missing/x.${format})
  endforeach()
  najia_expect_exit(app_export_onto_directory 1 "^najia: cannot write '[^']*/folder.pdf': it is a directory"
    COMMAND $<TARGET_FILE:najia> --lines 888679 --export ${files_dir}/folder.pdf)
  najia_expect_exit(app_export_endless_file 2 "^najia: cannot read '/dev/zero': it is a character device"
    COMMAND $<TARGET_FILE:najia> /dev/zero --export ${files_dir}/never.pdf)
  # --screenshot goes through the same writer (issue 37, item 8: it exited 0 having written nothing).
  # The status alone: the offscreen platform adds its own notes on stderr once a window is shown.
  najia_expect_exit(app_screenshot_missing_directory 1 ""
    GONE ${files_dir}/missing
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen $<TARGET_FILE:najia> --lines 888679 --screenshot ${files_dir}/missing/shot.png)
  najia_expect_exit(app_screenshot_onto_directory 1 ""
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen $<TARGET_FILE:najia> --lines 888679 --screenshot ${files_dir}/folder.pdf)
  najia_expect_exit(app_export_unknown_format 2 "^najia: Unknown export format 'bmp'"
    GONE ${files_dir}/x.bmp
    COMMAND $<TARGET_FILE:najia> --lines 888679 --export ${files_dir}/x.bmp)
endif()
