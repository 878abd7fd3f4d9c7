#!/usr/bin/python3
"""Writes a program's manual page and shell completions from its own --help, so that they cannot
drift from it. The sections --help has no room for (exit status, files, examples) come from a
small text file beside (packaging/man/<program>.extra; format below).

Usage:
  make_manpage.py man  PROGRAM NAME VERSION EXTRA OUT   # troff, section 1
  make_manpage.py bash PROGRAM NAME OUT                 # bash completion
  make_manpage.py zsh  PROGRAM NAME OUT                 # zsh completion
  make_manpage.py fish PROGRAM NAME OUT                 # fish completion
  make_manpage.py options PROGRAM                       # every option --help names, one a line

A program whose --help lists "Commands:" (najia-cli) is asked each command's --help in turn.
The completions offer the words of each fixed-choice option as the program declares them: its
hidden --completion-choices prints "--OPTION<TAB>word word …" per such option ("ARGUMENT<TAB>…"
for the first argument's words, "@zones" for the system's time zones; base/options/option_choices.h).

EXTRA format: "# TITLE" starts a section; "TERM<TAB>text" is a tagged paragraph; "$ command" an
example command (the lines after it, up to a blank line, explain it); other lines are paragraphs.
"""
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field

OPTION = re.compile(r"^  (-\S.*?)(?:\s{2,}(.*))?$")
ARG_VALUE = re.compile(r"<([^>]*)>")
TABLE_ROW = re.compile(r"^  (\S.*?)\s{2,}(\S.*)$")


@dataclass
class Option:
    names: list          # ["-h", "--help"]
    value: str           # "digits" or "" for a flag
    text: str
    choices: list = field(default_factory=list)   # the words of a fixed-choice value


@dataclass
class Help:
    usage: str
    description: list    # paragraphs, and (term, text) rows of a table
    options: list = field(default_factory=list)
    arguments: list = field(default_factory=list)   # (name, text)
    commands: list = field(default_factory=list)    # (name, summary)
    argument_choices: list = field(default_factory=list)   # the words of the first argument


def run_help(program, *args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    out = subprocess.run([program, *args, "--help"], env=env, capture_output=True, check=True)
    return out.stdout.decode("utf-8")


def parse(text, name):
    lines = text.splitlines()
    usage = re.sub(r"^Usage: \S+", name, lines[0])
    help_ = Help(usage=usage, description=[])
    section, para = "description", []
    entries = []   # (section, head, text) with continuation lines joined
    for line in lines[1:]:
        if line in ("Options:", "Arguments:", "Commands:"):
            section = line[:-1].lower()
            continue
        if section == "description":
            row = TABLE_ROW.match(line)
            if row:   # "  import PATH…   what it does": a table row of its own
                if para:
                    help_.description.append(" ".join(para))
                    para = []
                help_.description.append((row.group(1), row.group(2)))
            elif line.strip():
                para.append(line.strip())
            elif para:
                help_.description.append(" ".join(para))
                para = []
            continue
        if not line.strip():
            continue
        if line.startswith("    ") and entries:   # a wrapped description
            s, head, body = entries[-1]
            entries[-1] = (s, head, (body + " " + line.strip()).strip())
            continue
        m = re.match(r"^  (\S.*?)(?:\s{2,}(.*))?$", line)
        entries.append((section, m.group(1), m.group(2) or ""))
    if para:
        help_.description.append(" ".join(para))
    for s, head, body in entries:
        if s == "options":
            names = [n.strip() for n in ARG_VALUE.sub("", head).split(",")]
            value = ARG_VALUE.search(head)
            help_.options.append(Option(names, value.group(1) if value else "", body))
        elif s == "arguments":
            help_.arguments.append((head, body))
        elif s == "commands":
            help_.commands.append((head, body))
    return help_


ZONES = "@zones"


def run_choices(program, *args):
    """The program's own --completion-choices: {"--preset": [words], "ARGUMENT": [words]}."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    out = subprocess.run([program, *args, "--completion-choices"], env=env, capture_output=True, check=True)
    lines = [line.split("\t", 1) for line in out.stdout.decode("utf-8").splitlines() if "\t" in line]
    return {key: words.split() for key, words in lines}


def with_choices(help_, choices):
    for o in help_.options:
        named = [choices[n] for n in o.names if n in choices]
        # A value name "a|b" (--day-boundary <23|0>) is a declaration of its own.
        o.choices = named[0] if named else (o.value.split("|") if "|" in o.value else [])
    help_.argument_choices = choices.get("ARGUMENT", [])
    return help_


def gather(program, name):
    """The program's help and, for a program with commands, each command's, with their choices."""
    main = with_choices(parse(run_help(program), name), run_choices(program))
    commands = [(c, summary, with_choices(parse(run_help(program, c), f"{name} {c}"), run_choices(program, c)))
                for c, summary in main.commands]
    return main, commands


def roff(text):
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return re.sub(r"^([.'])", r"\\&\1", text)


def option_roff(o):
    names = ", ".join(f"\\fB{roff(n)}\\fR" for n in o.names)
    return names + (f" \\fI{roff(o.value)}\\fR" if o.value else "")


def options_roff(options):
    out = []
    for o in options:
        if o.names[0] in ("-h", "--help-all"):   # --help and --help-all are said once, in OPTIONS
            continue
        out += [".TP", option_roff(o), roff(o.text)]
    return out


def description_roff(paragraphs):
    out = []
    for p in paragraphs:
        if isinstance(p, tuple):
            out += [".TP", f"\\fB{roff(p[0])}\\fR", roff(p[1])]
        else:
            out += [".PP", roff(p)]
    return out


def extra_sections(path):
    """The .extra file's sections in order, each (TITLE, troff lines)."""
    sections = []
    example = False
    with open(path, encoding="utf-8") as f:
        for line in f.read().splitlines():
            if line.startswith("# "):
                sections.append((line[2:].upper(), []))
                example = False
                continue
            out = sections[-1][1]
            if line.startswith("$ "):
                out += [".PP", ".nf", ".RS 4", roff(line[2:]), ".RE", ".fi"]
                example = True
            elif "\t" in line:
                term, text = line.split("\t", 1)
                out += [".TP", f"\\fB{roff(term)}\\fR", roff(text)]
            elif line.strip():
                out += [".RS 4" if example else ".PP", roff(line)] + ([".RE"] if example else [])
            else:
                example = False
    return sections


def man(program, name, version, extra, out_path):
    main, commands = gather(program, name)
    summary = main.description[0].split(":", 1)[-1].strip().rstrip(".")
    out = [f'.TH {name.upper()} 1 "" "{name} {version}" "User Commands"',
           ".SH NAME", f"{roff(name)} \\- {roff(summary)}",
           ".SH SYNOPSIS"]
    if commands:
        out += [f"\\fB{roff(name)}\\fR \\fICOMMAND\\fR [\\fIOPTIONS\\fR]", ".br",
                f"\\fB{roff(name)}\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR", ".br",
                f"\\fB{roff(name)}\\fR \\fB\\-\\-version\\fR"]
    else:
        out.append(f"\\fB{roff(name)}\\fR " + roff(main.usage.split(" ", 1)[1]))
    # The DESCRIPTION: --help's own, less a first line that only repeats the NAME line, then the
    # extra file's DESCRIPTION section.
    extra_parts = extra_sections(extra)
    described = [p for i, p in enumerate(main.description)
                 if not (i == 0 and isinstance(p, str) and p.split(":", 1)[-1].strip().rstrip(".") == summary)]
    out.append(".SH DESCRIPTION")
    out += description_roff(described)
    out += [x for title, lines in extra_parts if title == "DESCRIPTION" for x in lines]
    out += [".SH OPTIONS"] + [x for o in main.options for x in (".TP", option_roff(o), roff(o.text))]
    if main.arguments and not commands:
        out.append(".SH ARGUMENTS")
        for a, text in main.arguments:
            out += [".TP", f"\\fI{roff(a)}\\fR", roff(text)]
    if commands:
        out.append(".SH COMMANDS")
        for c, summary, h in commands:
            out += [".SS " + roff(f"{name} {c}"), ".PP", f"\\fB{roff(h.usage)}\\fR"]
            out += description_roff(h.description)
            for a, text in h.arguments:
                out += [".TP", f"\\fI{roff(a)}\\fR", roff(text)]
            out += options_roff(h.options)
    for title, lines in extra_parts:
        if title != "DESCRIPTION":
            out += [".SH " + title] + lines
    write(out_path, "\n".join(out) + "\n")


def all_options(main, commands):
    names = {n for o in main.options for n in o.names}
    for _, _, h in commands:
        names |= {n for o in h.options for n in o.names}
    return sorted(names)


def choices(o):
    return o.choices


FILE_VALUES = ("file", "path")   # value names that are paths: complete files
ZONE_LIST = ("awk '$1 == \"Z\" {print $2} $1 == \"L\" {print $3}' "
             "/usr/share/zoneinfo/tzdata.zi /usr/lib/zoneinfo/tzdata.zi 2>/dev/null")


def file_pattern(help_):
    """"*.najia" when the program's argument is named like FILE.najia, else None."""
    for a, _ in help_.arguments:
        m = re.search(r"\.(\w+)\]?$", a)
        if m:
            return "*." + m.group(1)
    m = re.search(r"\[?FILE\.(\w+)\]?", help_.usage)
    return "*." + m.group(1) if m else None


def option_words(h):
    return " ".join(n for o in h.options for n in o.names)


def bash_values(h, fn, indent):
    """The case arms completing the value after each valued option of `h`."""
    arms = {}
    for o in h.options:
        if not o.value:
            continue
        if o.choices == [ZONES]:
            action = f'COMPREPLY=($(compgen -W "$({fn}_zones)" -- "$cur"))'
        elif o.choices:
            action = f'COMPREPLY=($(compgen -W "{" ".join(o.choices)}" -- "$cur"))'
        elif o.value.lower() in FILE_VALUES:
            action = 'compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))'
        else:
            action = "COMPREPLY=()"   # free text or a number: nothing to offer
        arms.setdefault(action, []).extend(o.names)
    out = [f'{indent}case "$prev" in']
    out += [f'{indent}    {"|".join(names)}) {action}; return ;;' for action, names in arms.items()]
    return out + [f"{indent}esac"]


def valued_pattern(h):
    return "|" + "|".join(n for o in h.options if o.value for n in o.names) + "|"


def bash_rest(h, fn, indent):
    """After the option values: the first argument's words, *.ext files, or the options."""
    opts = f'COMPREPLY=($(compgen -W "{option_words(h)}" -- "$cur"))'
    pattern = file_pattern(h)
    if h.argument_choices:
        return [f'{indent}if [[ "$cur" != -* ]] && ! {fn}_argument_given "{valued_pattern(h)}"; then',
                f'{indent}    COMPREPLY=($(compgen -W "{" ".join(h.argument_choices)}" -- "$cur"))',
                f"{indent}else", f"{indent}    {opts}", f"{indent}fi"]
    if pattern:
        return [f'{indent}if [[ "$cur" == -* ]]; then', f"{indent}    {opts}", f"{indent}else",
                f"{indent}    local IFS=$'\\n'",
                f"{indent}    compopt -o filenames 2>/dev/null",
                f'{indent}    COMPREPLY=($(compgen -d -- "$cur") $(compgen -f -X \'!{pattern}\' -- "$cur"))',
                f"{indent}fi"]
    return [f"{indent}{opts}"]


def bash(program, name, out_path):
    main, commands = gather(program, name)
    fn = "_" + re.sub(r"\W", "_", name)
    out = [f"# bash completion for {name}, generated from its --help and --completion-choices by cmake/make_manpage.py",
           f"{fn}_zones() {{ {ZONE_LIST}; }}", "",
           "# Whether a word before the cursor is an argument (not an option, nor an option's value).",
           f"{fn}_argument_given()", "{", "    local i w p",
           f"    for ((i = {2 if commands else 1}; i < COMP_CWORD; i++)); do",
           "        w=${COMP_WORDS[i]} p=${COMP_WORDS[i-1]}",
           '        [[ $w == -* || $w == = || $p == = || $1 == *"|$p|"* ]] && continue',
           "        return 0", "    done", "    return 1", "}", "",
           f"{fn}()", "{", "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
           '    # --option=value: bash splits the words at "=".',
           '    if [ "$cur" = "=" ]; then cur=""; elif [ "$prev" = "=" ]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi']
    if commands:
        out += ['    if [ "$COMP_CWORD" -eq 1 ]; then',
                f'        COMPREPLY=($(compgen -W "{" ".join(c for c, _, _ in commands)} {option_words(main)}" -- "$cur"))',
                "        return", "    fi", '    case "${COMP_WORDS[1]}" in']
        for c, _, h in commands:
            out.append(f"        {c})")
            out += bash_values(h, fn, " " * 12) + bash_rest(h, fn, " " * 12) + ["            ;;"]
        out += ["    esac"]
    else:
        out += bash_values(main, fn, "    ") + bash_rest(main, fn, "    ")
    out += ["}", f"complete -F {fn} {name}"]
    write(out_path, "\n".join(out) + "\n")


def zsh_spec(o, fn):
    text = o.text.replace("'", "'\\''").replace("[", "\\[").replace("]", "\\]").replace(":", "\\:")
    action = ""
    if o.value:
        value = o.value.replace(":", "\\:")
        if o.choices == [ZONES]:
            action = f":{value}:{fn}_zones"
        elif o.choices:
            action = f":{value}:(" + " ".join(o.choices) + ")"
        elif o.value.lower() in FILE_VALUES:
            action = f":{value}:_files"
        else:
            action = f":{value}: "
    if len(o.names) > 1:
        return f"'({' '.join(o.names)})'{{{','.join(o.names)}}}'[{text}]{action}'"
    return f"'{o.names[0]}[{text}]{action}'"


def zsh_arguments(h, fn):
    specs = [zsh_spec(o, fn) for o in h.options]
    pattern = file_pattern(h)
    if h.argument_choices:
        specs += [f"'1:{h.arguments[0][0] if h.arguments else 'argument'}:(" + " ".join(h.argument_choices) + ")'",
                  "'*:file:_files'"]
    elif pattern:
        specs.append(f"'*:{pattern} file:_files -g \"{pattern}(-.)\"'")
    else:
        specs.append("'*:file:_files'")
    return "_arguments " + " ".join(specs)


def zsh(program, name, out_path):
    main, commands = gather(program, name)
    fn = "_" + re.sub(r"\W", "_", name)
    out = [f"#compdef {name}",
           f"# zsh completion for {name}, generated from its --help and --completion-choices by cmake/make_manpage.py", "",
           f"{fn}_zones() {{", f"    compadd -- ${{(f)\"$({ZONE_LIST})\"}}", "}", "",
           f"{fn}() {{"]
    if commands:
        out += ["    local -a cmds", "    cmds=("]
        out += [f"        '{c}:{s.replace(chr(39), '')}'" for c, s, _ in commands]
        out += ["    )", "    if (( CURRENT == 2 )); then",
                "        _describe -t commands command cmds"]
        out += ["        _arguments " + " ".join(zsh_spec(o, fn) for o in main.options), "        return", "    fi",
                "    case ${words[2]} in"]
        for c, _, h in commands:
            out.append(f"        {c}) shift words; (( CURRENT-- )); {zsh_arguments(h, fn)} ;;")
        out.append("    esac")
    else:
        out.append("    " + zsh_arguments(main, fn))
    out += ["}", "", f'{fn} "$@"']
    write(out_path, "\n".join(out) + "\n")


def fish_quote(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def fish_option(name, o, condition):
    flags = " ".join(f"-l {n[2:]}" if n.startswith("--") else f"-s {n[1:]}" for n in o.names)
    if not o.value:
        value = ""
    elif o.choices == [ZONES]:
        value = f" -x -a '(__{name.replace('-', '_')}_zones)'"
    elif o.choices:
        value = " -x -a " + fish_quote(" ".join(o.choices))
    elif o.value.lower() in FILE_VALUES:
        value = " -r -F"
    else:
        value = " -x"
    return f"complete -c {name} -n {fish_quote(condition)} {flags}{value} -d {fish_quote(o.text[:80])}"


def fish(program, name, out_path):
    main, commands = gather(program, name)
    out = [f"# fish completion for {name}, generated from its --help and --completion-choices by cmake/make_manpage.py",
           f"function __{name.replace('-', '_')}_zones", f"    {ZONE_LIST}", "end",
           f"complete -c {name} -f"]
    if commands:
        names = " ".join(c for c, _, _ in commands)
        out += [f"complete -c {name} -n '__fish_use_subcommand' -a {c} -d {fish_quote(s)}" for c, s, _ in commands]
        out += [fish_option(name, o, "__fish_use_subcommand") for o in main.options]
        for c, _, h in commands:
            seen = f"__fish_seen_subcommand_from {c}"
            out += [fish_option(name, o, seen) for o in h.options]
            if h.argument_choices:
                words = " ".join(h.argument_choices)
                out.append(f"complete -c {name} -n {fish_quote(f'{seen}; and not __fish_seen_subcommand_from {words}')}"
                           f" -a {fish_quote(words)}")
    else:
        out += [fish_option(name, o, "true") for o in main.options]
        pattern = file_pattern(main)
        if pattern:
            out.append(f"complete -c {name} -k -a '(__fish_complete_suffix {pattern[1:]})'")
    write(out_path, "\n".join(out) + "\n")


def write(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)   # whole or not at all


def main(argv):
    mode = argv[1]
    if mode == "man":
        man(argv[2], argv[3], argv[4], argv[5], argv[6])
    elif mode == "bash":
        bash(argv[2], argv[3], argv[4])
    elif mode == "zsh":
        zsh(argv[2], argv[3], argv[4])
    elif mode == "fish":
        fish(argv[2], argv[3], argv[4])
    elif mode == "options":
        main_, commands = gather(argv[2], os.path.basename(argv[2]))
        print("\n".join(all_options(main_, commands)))
    else:
        sys.exit(f"make_manpage.py: unknown mode {mode}")


if __name__ == "__main__":
    main(sys.argv)
