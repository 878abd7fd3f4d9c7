# The generators of committed data. Their outputs are committed, so a build needs neither the seed
# texts nor OpenCC's dictionaries; after changing a generator, the seeds or corrections.tsv, run
#   cmake --build --preset dev --target regenerate
# and review the diff. NAJIA_SEED_DIR is also where the seed-checking tests look.
set(NAJIA_SEED_DIR "${PROJECT_SOURCE_DIR}/../shared/seeds" CACHE PATH "Folder of the five seed texts (000_… to 004_…)")
find_program(NAJIA_PYTHON3_GEN python3)
find_file(NAJIA_OPENCC_TS TSCharacters.ocd2 PATH_SUFFIXES share/opencc opencc DOC "OpenCC's traditional→simplified character dictionary")

set(_handbook ${PROJECT_SOURCE_DIR}/src/engine/handbook)
add_custom_target(regenerate_passages
  COMMAND ${NAJIA_PYTHON3_GEN} ${PROJECT_SOURCE_DIR}/cmake/handbook/gen_passages.py ${NAJIA_SEED_DIR} ${_handbook}/generated/passages_data.cpp
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
  COMMENT "Passages of the handbook from the seeds in ${NAJIA_SEED_DIR}" VERBATIM)
add_custom_target(regenerate_fold
  COMMAND ${NAJIA_PYTHON3_GEN} ${PROJECT_SOURCE_DIR}/cmake/handbook/gen_fold.py ${_handbook}/generated/fold_data.cpp ${NAJIA_OPENCC_TS}
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
  COMMENT "Search fold table from ${NAJIA_OPENCC_TS}" VERBATIM)
# The solar terms of 1900–2100 (src/engine/calendar/generated/solar_terms_data.cpp) from the engine's own
# ephemeris (VSOP87 + ΔT); tst_solar_terms fails if the table and the ephemeris part.
add_executable(solar_terms_table EXCLUDE_FROM_ALL ${PROJECT_SOURCE_DIR}/cmake/generators/solar_terms_table.cpp)
target_link_libraries(solar_terms_table PRIVATE najia_engine)
add_custom_target(regenerate_solar_terms
  COMMAND solar_terms_table ${PROJECT_SOURCE_DIR}/src/engine/calendar/generated/solar_terms_data.cpp
  DEPENDS solar_terms_table
  COMMENT "Solar terms of 1900–2100 from the ephemeris" VERBATIM)
# The searchable texts in the other Chinese script (src/engine/handbook/generated/script_copies_data.cpp), so
# that a search shows hits in either script without opening OpenCC. It reads the engine as built:
# after regenerating the passages, build once more and run this target again (tst_handbook_search
# fails while a copy is stale; a stale copy is never shown).
add_executable(script_copies_table EXCLUDE_FROM_ALL ${PROJECT_SOURCE_DIR}/cmake/generators/script_copies_table.cpp)
target_link_libraries(script_copies_table PRIVATE najia_base najia_engine najia_qt_settings)
add_custom_target(regenerate_script_copies
  COMMAND script_copies_table ${_handbook}/generated/script_copies_data.cpp
  DEPENDS script_copies_table
  COMMENT "The handbook's searchable texts in the other script (OpenCC)" VERBATIM)
add_custom_target(regenerate DEPENDS regenerate_passages regenerate_fold regenerate_solar_terms regenerate_script_copies)
