#!/bin/sh
# Builds the .deb with CPack into a scratch directory and checks it the way dpkg sees it: control
# fields (dependencies from dpkg-shlibdeps, section, description), the file list (everything under
# /usr, the desktop files, manual pages, fonts, copyright; no maintainer scripts, as dpkg triggers
# refresh the MIME, icon and desktop caches), then installs it with dpkg into a scratch root, runs
# the installed CLI from there and removes it again, leaving no file behind.
# With LINTIAN=1 (opt-in, e.g. `LINTIAN=1 ctest -R package_deb`) lintian must report nothing
# beyond packaging/debian/lintian-overrides.
# Usage: check_deb.sh BUILD_DIR VERSION
set -eu
build=$1
version=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log"; fail "cpack"; }
deb=$(ls "$tmp"/out/najia_*.deb)
echo "built $(basename "$deb")"

info=$(dpkg-deb --field "$deb")
echo "$info" | grep -v '^ ' 
field() { echo "$info" | sed -n "s/^$1: //p"; }
test "$(field Package)" = najia || fail "Package"
test "$(field Version)" = "$version-1" || fail "Version $(field Version), want $version-1"
test "$(field Section)" = misc || fail "Section"
test "$(field Priority)" = optional || fail "Priority"
depends=$(field Depends)
for lib in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6printsupport6 libopencc1.1; do
  echo "$depends" | grep -q "\b$lib\b" || fail "Depends lacks $lib (dpkg-shlibdeps): $depends"
done
# The plugins Qt loads at run time, which dpkg-shlibdeps cannot see (cmake/Packaging.cmake).
echo "$depends" | grep -q '\blibqt6sql6-sqlite\b' || fail "Depends lacks the SQLite driver libqt6sql6-sqlite: $depends"
for pkg in qt6-wayland qt6-translations-l10n; do
  field Recommends | grep -q "\b$pkg\b" || fail "Recommends lacks $pkg: $(field Recommends)"
done
echo "$info" | grep -q '^ Najia casts a hexagram' || fail "no long description"

dpkg-deb --contents "$deb" | awk '{print $6}' | sed 's|^\./|/|' > "$tmp/files"
grep -v '^/usr/' "$tmp/files" | grep -v '^/$' && fail "files outside /usr"
for f in /usr/bin/najia /usr/bin/najia-cli \
         /usr/share/applications/io.github.najia.Najia.desktop \
         /usr/share/metainfo/io.github.najia.Najia.metainfo.xml \
         /usr/share/mime/packages/io.github.najia.Najia.xml \
         /usr/share/icons/hicolor/scalable/apps/io.github.najia.Najia.svg \
         /usr/share/icons/hicolor/48x48/apps/io.github.najia.Najia.png \
         /usr/share/man/man1/najia.1.gz /usr/share/man/man1/najia-cli.1.gz \
         /usr/share/bash-completion/completions/najia-cli \
         /usr/share/najia/fonts/NajiaSansTC-Regular.ttf /usr/share/najia/fonts/NajiaSansSC-Regular.ttf \
         /usr/share/doc/najia/copyright /usr/share/doc/najia/changelog.Debian.gz \
         /usr/share/doc/najia/changelog.gz /usr/share/doc/najia/README.md \
         /usr/share/doc/najia/LICENSE /usr/share/doc/najia/LICENSE-FONTS; do
  grep -qx "$f" "$tmp/files" || fail "the package lacks $f"
done
mkdir "$tmp/control"
dpkg-deb --control "$deb" "$tmp/control"
for script in preinst postinst prerm postrm; do
  test ! -e "$tmp/control/$script" || fail "unexpected maintainer script $script"
done

# Install into a scratch root with dpkg itself, run, remove.
root=$tmp/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/triggers"
touch "$root/var/lib/dpkg/status" "$root/var/lib/dpkg/available"
dpkg_root() { dpkg --root="$root" --log=/dev/null --force-not-root --force-depends --force-script-chrootless "$@"; }
dpkg_root --install "$deb" >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log"; fail "dpkg --install"; }
dpkg_root --status najia | grep -q '^Status: install ok installed' || fail "not installed"
out=$(env -i HOME="$tmp" PATH=/usr/bin:/bin "$root/usr/bin/najia-cli" chart --lines 888679 \
      --pillars '辛卯年 丙申月 丙子日' --script traditional)
echo "$out" | grep -q '風地觀' || fail "the installed najia-cli did not run"
dpkg_root --purge najia >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log"; fail "dpkg --purge"; }
left=$(find "$root/usr" -type f 2>/dev/null | head -n 5)
test -z "$left" || fail "files left after removal: $left"
echo "installed with dpkg into a scratch root, ran, removed cleanly"

if [ "${LINTIAN:-0}" = 1 ]; then
  lintian --fail-on error,warning --display-info "$deb" || fail "lintian"
  echo "lintian: clean apart from packaging/debian/lintian-overrides"
fi
