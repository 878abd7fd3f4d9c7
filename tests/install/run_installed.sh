#!/bin/sh
# Installs the build into a scratch prefix, moves the prefix elsewhere, hides the build tree and
# the source tree (a tmpfs over each, in a private mount namespace, when unshare allows it) and
# runs both programs from there with an empty HOME: the app must export a PDF set in the installed
# Najia Sans fonts whose extracted text is the chart's Chinese, and no binary may name a path of
# this machine's build or source tree.
# Usage: run_installed.sh BUILD_DIR SOURCE_DIR [skip-path-scan]  (the last for sanitizer builds, whose
# instrumentation names every source file, generated ones in the build tree included)
set -eu
build=$1
source=$2
scan=${3:-scan}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cmake --install "$build" --prefix "$tmp/stage" --strip >/dev/null
mv "$tmp/stage" "$tmp/prefix"
prefix=$tmp/prefix
mkdir "$tmp/home"

if [ "$scan" = skip-path-scan ]; then
  echo "a sanitizer build: binaries name their source files, the path scan is skipped"
else
  for bin in "$prefix/bin/najia" "$prefix/bin/najia-cli"; do
    for path in "$build" "$source"; do
      if grep -qF "$path" "$bin"; then
        echo "FAIL: $(basename "$bin") contains the path $path" >&2
        exit 1
      fi
    done
  done
fi

sh "$(dirname "$0")/check_runpath.sh" "$prefix/bin/najia" "$prefix/bin/najia-cli"

cat > "$tmp/run.sh" <<SCRIPT
set -eu
env -i HOME="$tmp/home" PATH=/usr/bin:/bin XDG_DATA_DIRS="$tmp/none" QT_QPA_PLATFORM=offscreen \
  "$prefix/bin/najia" --lines 888679 --pillars '辛卯年 丙申月 丙子日' --script traditional --export "$tmp/chart.pdf"
env -i HOME="$tmp/home" PATH=/usr/bin:/bin "$prefix/bin/najia-cli" chart --lines 888679 \
  --pillars '辛卯年 丙申月 丙子日' --script traditional > "$tmp/chart.txt"
SCRIPT
mkdir "$tmp/probe"
if unshare -rm sh -c "mount -t tmpfs none '$tmp/probe'" 2>/dev/null; then
  unshare -rm sh -c "mount -t tmpfs none '$build' && mount -t tmpfs none '$source' && sh '$tmp/run.sh'"
  echo "build and source trees hidden while the installed programs ran"
else
  echo "no mount namespace here: the build tree stays visible (the relocated prefix and the path scan stand in)"
  sh "$tmp/run.sh"
fi

fonts=$(pdffonts "$tmp/chart.pdf")
echo "$fonts"
echo "$fonts" | grep -q NajiaSansTC || { echo "FAIL: the PDF is not set in the installed Najia Sans TC" >&2; exit 1; }
text=$(pdftotext "$tmp/chart.pdf" -)
echo "$text" | head -n 3
echo "$text" | grep -q '風地觀' || { echo "FAIL: the PDF's text lacks 風地觀" >&2; exit 1; }
grep -q '風地觀' "$tmp/chart.txt" || { echo "FAIL: najia-cli chart lacks 風地觀" >&2; exit 1; }
echo "installed programs ran from $prefix"
