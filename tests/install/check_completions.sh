#!/bin/sh
# The completions offer what the programs declare (base/options/option_choices.h): every fixed-choice
# option of every command completes exactly its words in bash (the script is sourced and driven
# through COMP_WORDS), and the zsh and fish scripts carry the same words; --tz completes the
# system's zone names; `najia-cli cases <TAB>` the actions; `najia <TAB>` only *.najia files and
# folders. zsh and fish parse the scripts when they are installed.
# Usage: check_completions.sh COMPLETION_DIR NAJIA_CLI [NAJIA]
set -eu
dir=$1
cli=$2
app=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
export QT_QPA_PLATFORM=offscreen

# complete PROGRAM WORD…: what the bash completion offers for the last word.
complete() {
  program=$1; shift
  fn=_$(echo "$program" | tr -- - _)
  bash -c '. "$1"; fn=$2; shift 2; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); $fn; echo "${COMPREPLY[*]}"' _ \
    "$dir/$program.bash" "$fn" "$program" "$@"
}
zones=$(awk '$1 == "Z" {print $2} $1 == "L" {print $3}' /usr/share/zoneinfo/tzdata.zi 2>/dev/null | wc -l)

checked=0
seen=""
commands=$("$cli" --help | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z]*\) .*/\1/p')
for c in $commands; do
  "$cli" "$c" --completion-choices > "$tmp/choices" || fail "najia-cli $c --completion-choices failed"
  while IFS="$(printf '\t')" read -r key words; do
    if [ "$key" = ARGUMENT ]; then
      got=$(complete najia-cli "$c" "")
    elif [ "$words" = @zones ]; then
      got=$(complete najia-cli "$c" "$key" Asia/Sh)
      test "$got" = Asia/Shanghai || fail "najia-cli $c $key Asia/Sh<TAB> gave '$got'"
      n=$(complete najia-cli "$c" "$key" "" | wc -w)
      test "$n" -eq "$zones" -a "$n" -gt 300 || fail "najia-cli $c $key <TAB> gave $n zones, the database has $zones"
      grep -q "_najia_cli_zones" "$dir/_najia-cli" || fail "the zsh completion does not complete zones"
      seen="$seen $key"; checked=$((checked + 1))
      continue
    else
      got=$(complete najia-cli "$c" "$key" "")
      grep -F -- "$key" "$dir/_najia-cli" | grep -qF "($words)" || fail "the zsh completion of najia-cli $c $key lacks ($words)"
      grep -F -- "-l ${key#--} " "$dir/najia-cli.fish" | grep -qF "'$words'" || fail "the fish completion of najia-cli $c $key lacks '$words'"
    fi
    test -n "$words" || fail "najia-cli $c declares no words for $key"
    test "$got" = "$words" || fail "najia-cli $c $key <TAB> gave '$got', want '$words'"
    seen="$seen $key"; checked=$((checked + 1))
  done < "$tmp/choices"
done
# The options issue 38 named, and --illness-age, at least: each completes its words somewhere.
for o in --preset --script --hidden --body --method --format --category --subject --illness-age --tz ARGUMENT; do
  echo "$seen" | grep -q -- " $o\b" || fail "no command completes the words of $o"
done
got=$(complete najia-cli cases list "")
echo "$got" | grep -q -- '--filter' || fail "najia-cli cases list <TAB> should offer options, gave '$got'"
echo "najia-cli: $checked fixed-choice options and arguments complete their words in bash, zsh and fish"

if [ -n "$app" ]; then
  mkdir -p "$tmp/files/folder"
  touch "$tmp/files/a.najia" "$tmp/files/b.txt"
  got=$(cd "$tmp/files" && complete najia "")
  test "$got" = "folder a.najia" || fail "najia <TAB> gave '$got', want 'folder a.najia'"
  got=$(complete najia --script "")
  test "$got" = "traditional simplified" || fail "najia --script <TAB> gave '$got'"
  grep -qF '*.najia' "$dir/_najia" || fail "the zsh completion of najia does not limit files to *.najia"
  grep -qF '__fish_complete_suffix .najia' "$dir/najia.fish" || fail "the fish completion of najia does not limit files to *.najia"
  echo "najia: only *.najia files and folders; --script its two words"
fi

for f in "$dir"/_najia*; do
  if command -v zsh >/dev/null; then zsh -n "$f" || fail "zsh cannot parse $f"; fi
done
for f in "$dir"/*.fish; do
  if command -v fish >/dev/null; then fish -n "$f" || fail "fish cannot parse $f"; fi
done
