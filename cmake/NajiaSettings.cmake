# One INTERFACE target of compiler settings linked by every target, and one more
# for targets that use Qt (string-safety macros).
add_library(najia_settings INTERFACE)
target_compile_options(najia_settings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
  -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
  -finput-charset=UTF-8 -fexec-charset=UTF-8)
# GCC 12 reports false -Wrestrict warnings inside std::string at -O2 (GCC bug 105329).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  target_compile_options(najia_settings INTERFACE -Wno-restrict)
endif()
# Debian's hardening flags for what is shipped: cmake/Hardening.cmake.
if(NAJIA_WERROR)
  target_compile_options(najia_settings INTERFACE -Werror)
endif()

add_library(najia_qt_settings INTERFACE)
target_link_libraries(najia_qt_settings INTERFACE najia_settings)
target_compile_definitions(najia_qt_settings INTERFACE
  QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_USE_QSTRINGBUILDER
  QT_NO_URL_CAST_FROM_STRING QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
  QT_DISABLE_DEPRECATED_BEFORE=0x060400)
