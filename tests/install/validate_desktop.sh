#!/bin/sh
# Installs the build into a scratch prefix and checks its desktop integration as installed:
# desktop-file-validate and appstreamcli pass, the ids agree (desktop file, icon, metainfo, MIME
# type), every hicolor PNG has its size, the newest AppStream release is the project's version, every
# screenshot's stated size is its file's in docs/screenshots, and the menu entry and metadata speak
# zh_TW and zh_CN.
# Usage: validate_desktop.sh BUILD_DIR VERSION SOURCE_DIR
set -eu
build=$1
version=$2
source=$3
id=io.github.najia.Najia
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$tmp" >/dev/null
share=$tmp/share
desktop=$share/applications/$id.desktop
metainfo=$share/metainfo/$id.metainfo.xml
mime=$share/mime/packages/$id.xml

desktop-file-validate "$desktop" || fail "desktop-file-validate $id.desktop"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate $id.metainfo.xml"

grep -qx "Exec=najia %f" "$desktop" || fail "Exec is not najia %f"
test -x "$tmp/bin/najia" || fail "the desktop file's program is not installed"
grep -qx "Icon=$id" "$desktop" || fail "Icon is not $id"
# X11 window matching: Qt names the window's WM_CLASS instance after the program (najia) and its
# class after the application name (Najia), not after the desktop id.
grep -qx "StartupWMClass=najia" "$desktop" || fail "StartupWMClass is not najia"
grep -qx "StartupNotify=true" "$desktop" || fail "StartupNotify is not true"
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" || fail "metainfo launchable"
grep -q "<id>$id</id>" "$metainfo" || fail "metainfo id"
grep -qx "MimeType=application/x-najia;" "$desktop" || fail "MimeType"
grep -q '<mime-type type="application/x-najia">' "$mime" || fail "the MIME package lacks application/x-najia"
newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$metainfo" | head -n 1)
test "$newest" = "$version" || fail "newest AppStream release $newest, project version $version"

test -f "$share/icons/hicolor/scalable/apps/$id.svg" || fail "no scalable icon"
test -f "$share/icons/hicolor/symbolic/apps/$id-symbolic.svg" || fail "no symbolic icon"
# .najia files have an icon of their own, under the name the MIME type's icon takes.
test -f "$share/icons/hicolor/scalable/mimetypes/application-x-najia.svg" || fail "no scalable MIME type icon"
grep -q '<icon name="application-x-najia"/>' "$mime" || fail "the MIME type names no icon"
for size in 16 22 24 32 48 64 128 256; do
  for png in "$share/icons/hicolor/${size}x${size}/apps/$id.png" \
             "$share/icons/hicolor/${size}x${size}/mimetypes/application-x-najia.png"; do
    test -f "$png" || fail "no ${size}x${size} icon $(basename "$png")"
    # PNG IHDR: width and height, big-endian, at bytes 16-23.
    dims=$(od -An -tu1 -j16 -N8 "$png" | awk '{print $3*256+$4 "x" $7*256+$8}')
    test "$dims" = "${size}x${size}" || fail "$png is $dims"
  done
done
# The small sizes are drawn on the pixel grid: six whole-pixel bars, no anti-aliased edge.
grep -q 'height="1"' "$source/icons/hicolor/najia-16.svg" || fail "the 16 px icon is not drawn in whole pixels"
test "$(grep -o '<rect' "$source/icons/najia.svg" | wc -l)" = 10 || fail "icons/najia.svg should hold the frame and six lines (3 yang, 3 yin in two halves)"
grep -q '<url type="help">' "$metainfo" || fail "metainfo has no help url"
grep -o '<image type="source" width="[0-9]*" height="[0-9]*">[^<]*' "$metainfo" > "$tmp/shots"
test "$(wc -l < "$tmp/shots")" = "$(grep -c '<image' "$metainfo")" || fail "a screenshot without its size"
while read -r line; do
  file=$source/docs/screenshots/$(basename "${line##*>}")
  stated=$(echo "$line" | sed 's/.*width="\([0-9]*\)" height="\([0-9]*\)".*/\1x\2/')
  # PNG IHDR: width and height, big-endian, at bytes 16-23.
  actual=$(od -An -tu1 -j16 -N8 "$file" | awk '{print ($1*256+$2)*65536+$3*256+$4 "x" ($5*256+$6)*65536+$7*256+$8}')
  test "$stated" = "$actual" || fail "$(basename "$file") is $actual, the metainfo says $stated"
done < "$tmp/shots"
for lang in zh_TW zh_CN; do
  for key in Name GenericName Comment Keywords; do
    grep -q "^$key\[$lang\]=" "$desktop" || fail "the desktop entry lacks $key[$lang]"
  done
  xml=$(echo $lang | tr _ -)
  for element in name summary p li caption; do
    grep -q "<$element xml:lang=\"$xml\">" "$metainfo" || fail "the metainfo lacks a <$element> in $xml"
  done
done

echo "desktop integration of $id valid (version $version)"
