# The solar terms of 1900–2100 as generated data (src/engine/calendar/solar_terms_data.cpp).
# `cmake --build --preset dev --target regenerate-solar-terms` rewrites it from the ephemeris; the
# file is committed, and tst_solar_terms fails if it no longer matches what the ephemeris gives.
add_executable(solar_terms_table EXCLUDE_FROM_ALL ${CMAKE_CURRENT_LIST_DIR}/generators/solar_terms_table.cpp)
target_link_libraries(solar_terms_table PRIVATE najia_engine)
add_custom_target(regenerate-solar-terms
  COMMAND solar_terms_table ${PROJECT_SOURCE_DIR}/src/engine/calendar/solar_terms_data.cpp
  DEPENDS solar_terms_table
  COMMENT "Regenerating src/engine/calendar/solar_terms_data.cpp from the ephemeris"
  VERBATIM)
