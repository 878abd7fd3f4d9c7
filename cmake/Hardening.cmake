# The hardening Debian's dpkg-buildflags gives packages, for the builds that are shipped (Release,
# RelWithDebInfo): stack protector, checked libc calls, stack clash protection, control-flow
# protection (x86), full RELRO with immediate binding, and a position-independent executable.
# Checked by tests/install/check_hardening.sh. Sanitizer builds go without: their run-time library
# replaces the checked libc calls, and they are never shipped.
include(CheckCXXCompilerFlag)
include(CheckPIESupported)

set(NAJIA_HARDENED OFF)
if(NOT CMAKE_CXX_FLAGS MATCHES "-fsanitize")
  set(NAJIA_HARDENED ON)
endif()

set(_najia_hardening_flags -fstack-protector-strong -fstack-clash-protection)
# -fcf-protection exists for x86 only.
check_cxx_compiler_flag(-fcf-protection NAJIA_HAVE_CF_PROTECTION)
if(NAJIA_HAVE_CF_PROTECTION)
  list(APPEND _najia_hardening_flags -fcf-protection)
endif()

if(NAJIA_HARDENED)
  set(_shipped $<CONFIG:Release,RelWithDebInfo>)
  target_compile_options(najia_settings INTERFACE "$<${_shipped}:${_najia_hardening_flags}>")
  # _FORTIFY_SOURCE works only with optimisation, which these configurations have (-O2, -O3).
  target_compile_definitions(najia_settings INTERFACE $<${_shipped}:_FORTIFY_SOURCE=2>)
  target_link_options(najia_settings INTERFACE $<${_shipped}:LINKER:-z,relro,-z,now>)
endif()

# PIE for every build: -fPIE to compile (Qt asks for position-independent code anyway) and -pie to link.
check_pie_supported()
set(CMAKE_POSITION_INDEPENDENT_CODE ON)
