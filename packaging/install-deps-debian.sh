#!/usr/bin/env bash
# Installs everything Najia needs to build, run and test on Debian 12 (bookworm).
# Idempotent; run as root. Quiet unless something fails, then prints the apt log tail.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config git
  qt6-base-dev qt6-svg-dev libqt6svg6 libqt6sql6-sqlite qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-translations-l10n libgl-dev
  libopencc-dev opencc
  sqlite3
  fontconfig fonts-noto-cjk
  xvfb xauth poppler-utils imagemagick librsvg2-bin
  libbenchmark-dev
  libnova-dev
  python3 python3-fonttools python3-jsonschema
  desktop-file-utils appstream shared-mime-info groff-base zsh dpkg-dev
  cmark-gfm chromium
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing ${missing[*]}; run this script as root, or install them yourself" >&2
  exit 1
fi

log=$(mktemp /tmp/najia-apt.XXXXXX.log)
export DEBIAN_FRONTEND=noninteractive
apt_opts=(-o DPkg::Lock::Timeout=600 -y -q --no-install-recommends)
if ! { apt-get -o DPkg::Lock::Timeout=600 -q update && apt-get "${apt_opts[@]}" install "${missing[@]}"; } >"$log" 2>&1; then
  echo "install-deps: apt-get failed; last lines of $log:" >&2
  tail -n 30 "$log" >&2
  exit 1
fi
rm -f "$log"
