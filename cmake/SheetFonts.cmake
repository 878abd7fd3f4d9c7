# The chart sheet's fonts, derived at build time from Noto Sans CJK (see make_sheet_fonts.py for
# why). They are staged where the programs look for installed data (NAJIA_STAGE_DATADIR, see the
# top CMakeLists.txt), so the build tree runs as installed; the install puts them in
# <datadir>/najia/fonts.
# Noto Sans CJK is found through fontconfig, so that every distribution's font layout works.
# make_sheet_fonts.py needs the OpenType collection (.ttc) holding both the TC and SC faces.
if(NOT NAJIA_NOTO_CJK)
  find_program(NAJIA_FC_LIST fc-list)
  if(NAJIA_FC_LIST)
    execute_process(COMMAND ${NAJIA_FC_LIST} -f "%{file}\\n" ":family=Noto Sans CJK TC:style=Regular"
                    OUTPUT_VARIABLE _najia_noto OUTPUT_STRIP_TRAILING_WHITESPACE)
    string(REPLACE "\n" ";" _najia_noto "${_najia_noto}")
    list(FILTER _najia_noto INCLUDE REGEX "\\.ttc$")
    list(SORT _najia_noto)
    list(GET _najia_noto 0 _najia_first)  # yields NOTFOUND for an empty list
    if(_najia_first)
      set(NAJIA_NOTO_CJK ${_najia_first} CACHE FILEPATH "Noto Sans CJK Regular collection (.ttc)")
    endif()
  endif()
endif()
if(NOT NAJIA_NOTO_CJK OR NOT EXISTS "${NAJIA_NOTO_CJK}")
  message(FATAL_ERROR
    "Najia needs the font collection NotoSansCJK-Regular.ttc (\"Noto Sans CJK TC\" and \"SC\", "
    "Regular) to derive its chart sheet fonts, and fontconfig (fc-list) found none. Install it "
    "(Debian: fonts-noto-cjk; Fedora: google-noto-sans-cjk-fonts; Arch: noto-fonts-cjk) or pass "
    "-DNAJIA_NOTO_CJK=/path/to/NotoSansCJK-Regular.ttc.")
endif()
message(STATUS "Sheet fonts derived from ${NAJIA_NOTO_CJK}")

set(NAJIA_FONT_DIR ${NAJIA_STAGE_DATADIR}/fonts)
set(NAJIA_SHEET_FONTS ${NAJIA_FONT_DIR}/NajiaSansTC-Regular.ttf ${NAJIA_FONT_DIR}/NajiaSansSC-Regular.ttf)
add_custom_command(OUTPUT ${NAJIA_SHEET_FONTS}
  COMMAND ${NAJIA_PYTHON3} ${PROJECT_SOURCE_DIR}/cmake/make_sheet_fonts.py ${NAJIA_NOTO_CJK} ${NAJIA_FONT_DIR}
  DEPENDS ${PROJECT_SOURCE_DIR}/cmake/make_sheet_fonts.py
  COMMENT "Deriving the chart sheet fonts from Noto Sans CJK"
  VERBATIM)
add_custom_target(najia_fonts ALL DEPENDS ${NAJIA_SHEET_FONTS})
install(FILES ${NAJIA_SHEET_FONTS} DESTINATION ${NAJIA_INSTALL_DATADIR}/fonts COMPONENT data)
