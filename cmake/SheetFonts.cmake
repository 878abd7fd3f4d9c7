# The chart sheet's fonts, derived at build time from Debian's Noto Sans CJK (see
# make_sheet_fonts.py for why). NAJIA_FONT_DIR is compiled into the app; installs use
# <prefix>/share/najia/fonts.
find_program(NAJIA_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH REQUIRED)
find_file(NAJIA_NOTO_CJK NotoSansCJK-Regular.ttc PATHS /usr/share/fonts/opentype/noto REQUIRED)
set(NAJIA_FONT_DIR ${CMAKE_BINARY_DIR}/fonts)
set(NAJIA_SHEET_FONTS ${NAJIA_FONT_DIR}/NajiaSansTC-Regular.otf ${NAJIA_FONT_DIR}/NajiaSansSC-Regular.otf)
add_custom_command(OUTPUT ${NAJIA_SHEET_FONTS}
  COMMAND ${NAJIA_PYTHON3} ${PROJECT_SOURCE_DIR}/cmake/make_sheet_fonts.py ${NAJIA_NOTO_CJK} ${NAJIA_FONT_DIR}
  DEPENDS ${PROJECT_SOURCE_DIR}/cmake/make_sheet_fonts.py
  COMMENT "Deriving the chart sheet fonts from Noto Sans CJK"
  VERBATIM)
add_custom_target(najia_fonts ALL DEPENDS ${NAJIA_SHEET_FONTS})
install(FILES ${NAJIA_SHEET_FONTS} DESTINATION share/najia/fonts)
