# The Debian package: `cmake --build --preset release --target package` writes
# build/release/najia_<version>-<release>_<arch>.deb (CPack's DEB generator; dependencies from
# dpkg-shlibdeps). packaging/debian/ holds the copyright and changelog Debian policy asks for, and
# lintian-overrides with the reason for each override.
set(NAJIA_PACKAGE_MAINTAINER "Najia maintainers <maintainers@users.noreply.a-seed-9b046b50.example>"
    CACHE STRING "Maintainer field of the .deb")

# /usr/share/doc/najia: copyright and Debian's changelog, in every install.
set(NAJIA_DOCDIR ${CMAKE_INSTALL_DATADIR}/doc/najia)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/changelog.Debian.gz
  COMMAND gzip -9nc ${PROJECT_SOURCE_DIR}/packaging/debian/changelog > ${CMAKE_BINARY_DIR}/changelog.Debian.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/packaging/debian/changelog
  VERBATIM)
add_custom_target(najia_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/changelog.Debian.gz)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/copyright ${CMAKE_BINARY_DIR}/changelog.Debian.gz
        DESTINATION ${NAJIA_DOCDIR})
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
install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/lintian-overrides
        DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME najia)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME najia)
set(CPACK_PACKAGE_VENDOR "The Najia authors")
set(CPACK_PACKAGE_CONTACT "${NAJIA_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Liu Yao (Najia I Ching) divination workbench")
# The long description; CPack puts the summary before it and formats it for debian/control.
set(CPACK_PACKAGE_DESCRIPTION "Najia casts a hexagram by coins, yarrow stalks, the time or numbers
and reads its full Najia chart: the eight palaces, the self and other
lines, the stems and branches, the six relations and spirits, hidden
lines and the changed hexagram, with line analysis after four classical
schools. Every rule cites the classical passage it comes from, and a
searchable handbook carries the classical texts in traditional or
simplified script.

The package holds the desktop app (najia) and the command-line tool
(najia-cli).")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE https://github.com/najia/najia)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The plugins Qt loads at run time, which dpkg-shlibdeps cannot see, are named here. Found by it
# already: the xcb platform plugin (libqt6gui6), the SVG icon engine and image format (libqt6svg6,
# which the app links), PNG and PDF (built into Qt Gui). Named: the SQLite driver of the casebook
# (without it `najia-cli cases` fails), the Wayland platform, and Qt's own translations (qtbase_*.qm,
# the app's standard dialogs and buttons in Chinese).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
