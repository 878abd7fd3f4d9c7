#!/bin/sh
# Every option and command a program's --help names appears in its installed manual page and in its
# bash and zsh completions; the page renders without a groff warning; the completions parse, and
# the bash one completes a command and an option.
# The option names are taken from --help here with grep, independently of cmake/make_manpage.py.
# Usage: check_manpages.sh BUILD_DIR PROGRAM…
set -eu
build=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
export QT_QPA_PLATFORM=offscreen

cmake --install "$build" --prefix "$tmp" >/dev/null
# A plain install carries nothing of Debian's (those files are in the packages only).
debian_only=$(find "$tmp" -path "$tmp/share/lintian" -o -name changelog.Debian.gz -o -path "$tmp/share/doc/najia-data")
test -z "$debian_only" || fail "a plain install carries Debian's own files: $debian_only"

options_of() { "$@" --help | grep -oE '^  (-[a-zA-Z], )?--[a-z0-9-]+' | grep -oE -- '--?[a-zA-Z0-9-]+'; }

for program in "$@"; do
  name=$(basename "$program")
  page=$tmp/share/man/man1/$name.1.gz
  bash_completion=$tmp/share/bash-completion/completions/$name
  zsh_completion=$(find "$tmp/share/zsh" -name "_$name")
  test -f "$page" || fail "no manual page $name.1.gz"
  test -f "$bash_completion" || fail "no bash completion for $name"
  test -f "$zsh_completion" || fail "no zsh completion for $name"
  gzip -dc "$page" > "$tmp/$name.1"
  warnings=$(groff -k -man -Tutf8 -ww -z "$tmp/$name.1" 2>&1)
  test -z "$warnings" || fail "groff warns on $name.1: $warnings"
  bash -n "$bash_completion" || fail "bash cannot parse the completion of $name"
  if command -v zsh >/dev/null; then zsh -n "$zsh_completion" || fail "zsh cannot parse the completion of $name"; fi
  for section in "EXIT STATUS" FILES EXAMPLES; do
    grep -q "^\.SH $section" "$tmp/$name.1" || fail "$name.1 has no $section section"
  done
  # DESCRIPTION says more than the NAME line; FILES names the casebook, the settings and the
  # installed documents, which are there.
  summary=$(sed -n '/^\.SH NAME/{n;s/^.* \\- //;p;}' "$tmp/$name.1")
  section() { sed -n "/^\.SH $1\$/,/^\.SH /p" "$tmp/$name.1"; }
  section DESCRIPTION | grep -qF "$summary" && fail "$name.1's DESCRIPTION repeats its NAME line: $summary"
  test "$(section DESCRIPTION | wc -l)" -gt 2 || fail "$name.1 has an empty DESCRIPTION"
  for f in cases.casebook Najia.conf doc/najia; do
    section FILES | grep -q "$f" || fail "$name.1's FILES lacks $f"
  done
  for f in README.md LICENSE LICENSE-FONTS copyright changelog.gz; do
    test -f "$tmp/share/doc/najia/$f" || fail "share/doc/najia/$f, named by $name.1, is not installed"
  done

  commands=$("$program" --help | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z]*\) .*/\1/p')
  options_of "$program" > "$tmp/options"
  for c in $commands; do
    grep -qF ".SS $(printf '%s' "$name" | sed 's/-/\\-/g') $c" "$tmp/$name.1" || fail "$name.1 does not describe the command $c"
    grep -qw "$c" "$bash_completion" || fail "the bash completion lacks the command $c"
    grep -q "'$c:" "$zsh_completion" || fail "the zsh completion lacks the command $c"
    options_of "$program" "$c" >> "$tmp/options"
  done
  count=0
  for o in $(sort -u "$tmp/options"); do
    roff=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
    grep -q "\\\\fB$roff\\\\fR" "$tmp/$name.1" || fail "$name.1 lacks $o"
    grep -q -- "[ \"|]$o[ \"|)]" "$bash_completion" || fail "the bash completion of $name lacks $o"
    grep -q -- "[{,']$o[],}[]" "$zsh_completion" || fail "the zsh completion of $name lacks $o"
    count=$((count + 1))
  done
  test "$count" -gt 3 || fail "only $count options found in $name --help"

  echo "$name: $count options in --help, all in the page and both completions"
done

# najia-cli cases: each action a row of its own in the page's table, as in --help.
for program in "$@"; do
  [ "$(basename "$program")" = najia-cli ] || continue
  actions=$("$program" cases --help | sed -n '/^  action /,/^$/p' | sed 's/^  action//' | tr -d ',\n')
  test -n "$actions" || fail "najia-cli cases --help names no actions"
  for a in $actions; do
    grep -A1 '^\.TP$' "$tmp/najia-cli.1" | grep -q "^\\\\fB$a\\b" || fail "najia-cli.1's cases table has no row for $a"
  done
  echo "najia-cli.1: the cases actions as a table ($actions)"
done

# Functional bash completion of najia-cli, when it was asked for.
for program in "$@"; do
  [ "$(basename "$program")" = najia-cli ] || continue
  complete_words() {
    bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _najia_cli; echo "${COMPREPLY[*]}"' _ \
      "$tmp/share/bash-completion/completions/najia-cli" najia-cli "$@"
  }
  got=$(complete_words ch); test "$got" = chart || fail "najia-cli ch<TAB> gave '$got'"
  got=$(complete_words chart --li); test "$got" = --lines || fail "najia-cli chart --li<TAB> gave '$got'"
  got=$(complete_words chart --day-boundary ""); test "$got" = "23 0" || fail "--day-boundary <TAB> gave '$got'"
  echo "najia-cli bash completion completes commands, options and fixed values"
done
