# The Debian packages: `cmake --build --preset release --target package` writes, in build/release/,
# najia_<version>-<release>_<arch>.deb (the programs, menu entry, manual pages, completions, docs;
# dependencies from dpkg-shlibdeps) and najia-data_<version>-<release>_all.deb (the sheet fonts and
# icons, the same on every architecture). One CPack component group per package: each holds the
# install() components of that package and a Debian-only one (changelog.Debian.gz, lintian
# overrides) that a plain `cmake --install` leaves out (EXCLUDE_FROM_ALL). packaging/debian/ holds
# the copyright and changelog Debian policy asks for, and each package's lintian overrides with
# the reason for each.
set(NAJIA_PACKAGE_MAINTAINER "Najia maintainers <maintainers@users.noreply.a-seed-9b046b50.example>"
    CACHE STRING "Maintainer field of the .deb")

# /usr/share/doc/najia: copyright in every install; Debian's changelog in the packages (below).
set(NAJIA_DOCDIR ${CMAKE_INSTALL_DATADIR}/doc/najia)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/changelog.Debian.gz
  COMMAND gzip -9nc ${PROJECT_SOURCE_DIR}/packaging/debian/changelog > ${CMAKE_BINARY_DIR}/changelog.Debian.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/packaging/debian/changelog
  VERBATIM)
add_custom_target(najia_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/changelog.Debian.gz)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/copyright DESTINATION ${NAJIA_DOCDIR})
# Debian's own files, in the packages only: each package has its doc folder with copyright and
# changelog.Debian.gz, and its lintian overrides.
foreach(package najia najia-data)
  set(component programs-debian)
  if(package STREQUAL "najia-data")
    set(component data-debian)
    install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/copyright
            DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${package} COMPONENT ${component} EXCLUDE_FROM_ALL)
  endif()
  install(FILES ${CMAKE_BINARY_DIR}/changelog.Debian.gz
          DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${package} COMPONENT ${component} EXCLUDE_FROM_ALL)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/${package}.lintian-overrides
          DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME ${package} COMPONENT ${component} EXCLUDE_FROM_ALL)
endforeach()
# What --version and the manual pages point to: the README, both licences, and the upstream
# changelog (Debian's name for it, changelog.gz), written from the AppStream release notes.
set(NAJIA_METAINFO ${PROJECT_SOURCE_DIR}/packaging/desktop/io.github.najia.Najia.metainfo.xml)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/changelog.gz
  COMMAND ${NAJIA_PYTHON3} ${PROJECT_SOURCE_DIR}/cmake/make_changelog.py ${NAJIA_METAINFO} ${CMAKE_BINARY_DIR}/changelog.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/cmake/make_changelog.py ${NAJIA_METAINFO}
  COMMENT "Writing the changelog from the AppStream release notes"
  VERBATIM)
add_custom_target(najia_upstream_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/changelog.gz)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/LICENSE-FONTS
              ${CMAKE_BINARY_DIR}/changelog.gz
        DESTINATION ${NAJIA_DOCDIR})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME najia)
set(CPACK_PACKAGE_VENDOR "The Najia authors")
set(CPACK_PACKAGE_CONTACT "${NAJIA_PACKAGE_MAINTAINER}")
# Each package's description starts with its own summary line: CPack prepends this one only when it
# differs from CPack's default, which it is set to (the project's DESCRIPTION would be prepended).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CMAKE_PROJECT_NAME} built using CMake")
set(najia_about "Najia casts a hexagram by coins, yarrow stalks, the time or numbers
and reads its full Najia chart: the eight palaces, the self and other
lines, the stems and branches, the six relations and spirits, hidden
lines and the changed hexagram, with line analysis after four classical
schools. Every rule cites the classical passage it comes from, and a
searchable handbook carries the classical texts in traditional or
simplified script.")
set(CPACK_DEBIAN_MAIN_DESCRIPTION "Liu Yao (Najia I Ching) divination workbench
${najia_about}

The package holds the desktop app (najia) and the command-line tool
(najia-cli).")
set(CPACK_DEBIAN_DATA_DESCRIPTION "Liu Yao (Najia I Ching) divination workbench - data files
${najia_about}

This package holds the architecture-independent data of najia: the
chart sheet fonts Najia Sans TC and SC (derived from Noto Sans CJK) and
the icons.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE https://github.com/najia/najia)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)  # as Debian's own packages: a fifth smaller than gzip
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL programs programs-debian data data-debian)
set(CPACK_DEBIAN_MAIN_PACKAGE_NAME najia)  # the group "data" is najia-data by CPack's default
set(CPACK_DEBIAN_DATA_PACKAGE_ARCHITECTURE all)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The plugins Qt loads at run time, which dpkg-shlibdeps cannot see, are named here. Found by it
# already: the xcb platform plugin (libqt6gui6), the SVG icon engine and image format (libqt6svg6,
# which the app links), PNG and PDF (built into Qt Gui). Named: the SQLite driver of the casebook
# (without it `najia-cli cases` fails), the Wayland platform, and Qt's own translations (qtbase_*.qm,
# the app's standard dialogs and buttons in Chinese). And najia-data of the very same version.
set(CPACK_DEBIAN_MAIN_PACKAGE_DEPENDS
    "libqt6sql6-sqlite, najia-data (= ${PROJECT_VERSION}-${CPACK_DEBIAN_PACKAGE_RELEASE})")
set(CPACK_DEBIAN_MAIN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
cpack_add_component_group(main)
cpack_add_component_group(data)
cpack_add_component(programs GROUP main)
cpack_add_component(programs-debian GROUP main)
cpack_add_component(data GROUP data)
cpack_add_component(data-debian GROUP data)
