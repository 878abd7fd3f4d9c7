#!/bin/sh
# Builds the two .debs with CPack into a scratch directory and checks them the way dpkg sees them:
# najia (the programs: dependencies from dpkg-shlibdeps and on najia-data of its very version) and
# najia-data (Architecture: all; the fonts and icons), xz-compressed; the control fields, the file
# lists (everything under /usr, each file in its package; no maintainer scripts, as dpkg triggers
# refresh the MIME, icon and desktop caches); then installs both with dpkg into a scratch root, runs
# the installed CLI from there and removes them again, leaving no file behind.
# With LINTIAN=1 (opt-in, e.g. `LINTIAN=1 ctest -R package_deb`) lintian must report nothing
# beyond packaging/debian/*.lintian-overrides (also info and pedantic tags).
# Usage: check_deb.sh BUILD_DIR VERSION
set -eu
build=$1
version=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log"; fail "cpack"; }
deb=$(ls "$tmp"/out/najia_*.deb)
data=$(ls "$tmp"/out/najia-data_*_all.deb)
test "$(ls "$tmp"/out/*.deb | wc -l)" = 2 || fail "cpack wrote $(ls "$tmp"/out) rather than two packages"
for d in "$deb" "$data"; do
  echo "built $(basename "$d"), $(stat -c %s "$d") bytes, $(dpkg-deb --fsys-tarfile "$d" | wc -c) unpacked"
  ar t "$d" | grep -qx data.tar.xz || fail "$(basename "$d") is not compressed with xz"
done

info=$(dpkg-deb --field "$deb")
echo "$info" | grep -v '^ ' 
field() { echo "$info" | sed -n "s/^$1: //p"; }
test "$(field Package)" = najia || fail "Package"
test "$(field Version)" = "$version-1" || fail "Version $(field Version), want $version-1"
test "$(field Section)" = misc || fail "Section"
test "$(field Priority)" = optional || fail "Priority"
test "$(field Architecture)" = "$(dpkg --print-architecture)" || fail "Architecture $(field Architecture)"
depends=$(field Depends)
for lib in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6printsupport6 libopencc1.1; do
  echo "$depends" | grep -q "\b$lib\b" || fail "Depends lacks $lib (dpkg-shlibdeps): $depends"
done
# The plugins Qt loads at run time, which dpkg-shlibdeps cannot see (cmake/Packaging.cmake).
echo "$depends" | grep -q '\blibqt6sql6-sqlite\b' || fail "Depends lacks the SQLite driver libqt6sql6-sqlite: $depends"
echo "$depends" | grep -qF "najia-data (= $version-1)" || fail "Depends lacks najia-data (= $version-1): $depends"
for pkg in qt6-wayland qt6-translations-l10n; do
  field Recommends | grep -q "\b$pkg\b" || fail "Recommends lacks $pkg: $(field Recommends)"
done
echo "$info" | grep -q '^ Najia casts a hexagram' || fail "no long description"
echo "$info" | grep -q '^Description: Liu Yao (Najia I Ching) divination workbench$' || fail "summary line"

# najia-data: the same version, for every architecture, needing nothing.
data_info=$(dpkg-deb --field "$data")
data_field() { echo "$data_info" | sed -n "s/^$1: //p"; }
test "$(data_field Package)" = najia-data || fail "najia-data: Package"
test "$(data_field Version)" = "$version-1" || fail "najia-data: Version $(data_field Version)"
test "$(data_field Architecture)" = all || fail "najia-data: Architecture $(data_field Architecture), want all"
test -z "$(data_field Depends)$(data_field Recommends)" || fail "najia-data depends on something"
echo "$data_info" | grep -q '^Description: .* - data files$' || fail "najia-data: summary line"

files_of() { dpkg-deb --contents "$1" | awk '{print $6}' | sed 's|^\./|/|' | grep -v '/$'; }
files_of "$deb" > "$tmp/files"
files_of "$data" > "$tmp/data-files"
cat "$tmp/files" "$tmp/data-files" | grep -v '^/usr/' && fail "files outside /usr"
for f in /usr/bin/najia /usr/bin/najia-cli \
         /usr/share/applications/io.github.najia.Najia.desktop \
         /usr/share/metainfo/io.github.najia.Najia.metainfo.xml \
         /usr/share/mime/packages/io.github.najia.Najia.xml \
         /usr/share/man/man1/najia.1.gz /usr/share/man/man1/najia-cli.1.gz \
         /usr/share/bash-completion/completions/najia-cli \
         /usr/share/lintian/overrides/najia \
         /usr/share/doc/najia/copyright /usr/share/doc/najia/changelog.Debian.gz \
         /usr/share/doc/najia/changelog.gz /usr/share/doc/najia/README.md \
         /usr/share/doc/najia/LICENSE /usr/share/doc/najia/LICENSE-FONTS; do
  grep -qx "$f" "$tmp/files" || fail "najia lacks $f"
done
for f in /usr/share/najia/fonts/NajiaSansTC-Regular.ttf /usr/share/najia/fonts/NajiaSansSC-Regular.ttf \
         /usr/share/icons/hicolor/scalable/apps/io.github.najia.Najia.svg \
         /usr/share/icons/hicolor/48x48/apps/io.github.najia.Najia.png \
         /usr/share/lintian/overrides/najia-data \
         /usr/share/doc/najia-data/copyright /usr/share/doc/najia-data/changelog.Debian.gz; do
  grep -qx "$f" "$tmp/data-files" || fail "najia-data lacks $f"
done
# Nothing architecture-independent in najia beyond what describes its programs, and nothing twice.
grep -E '^/usr/share/(najia|icons)/' "$tmp/files" && fail "najia carries najia-data's files"
grep -Ev '^/usr/share/(najia|icons|doc/najia-data|lintian/overrides)/' "$tmp/data-files" && fail "najia-data carries more than data"
for d in "$deb" "$data"; do
  rm -rf "$tmp/control"; mkdir "$tmp/control"
  dpkg-deb --control "$d" "$tmp/control"
  for script in preinst postinst prerm postrm; do
    test ! -e "$tmp/control/$script" || fail "unexpected maintainer script $script in $(basename "$d")"
  done
done

# Install into a scratch root with dpkg itself, run, remove.
root=$tmp/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/triggers"
touch "$root/var/lib/dpkg/status" "$root/var/lib/dpkg/available"
dpkg_root() { dpkg --root="$root" --log=/dev/null --force-not-root --force-depends --force-script-chrootless "$@"; }
dpkg_root --install "$data" "$deb" >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log"; fail "dpkg --install"; }
for p in najia najia-data; do
  dpkg_root --status $p | grep -q '^Status: install ok installed' || fail "$p not installed"
done
out=$(env -i HOME="$tmp" PATH=/usr/bin:/bin "$root/usr/bin/najia-cli" chart --lines 888679 \
      --pillars '辛卯年 丙申月 丙子日' --script traditional)
echo "$out" | grep -q '風地觀' || fail "the installed najia-cli did not run"
dpkg_root --purge najia najia-data >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log"; fail "dpkg --purge"; }
left=$(find "$root/usr" -type f 2>/dev/null | head -n 5)
test -z "$left" || fail "files left after removal: $left"
echo "installed with dpkg into a scratch root, ran, removed cleanly"

if [ "${LINTIAN:-0}" = 1 ]; then
  lintian --fail-on error,warning,info,pedantic --display-info --pedantic "$deb" "$data" || fail "lintian"
  echo "lintian --pedantic: clean apart from packaging/debian/*.lintian-overrides"
fi
