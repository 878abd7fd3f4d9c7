#!/usr/bin/python3
"""Writes a program's manual page and shell completions from its own --help, so that they cannot
drift from it. The sections --help has no room for (exit status, files, examples) come from a
small text file beside (packaging/man/<program>.extra; format below).

Usage:
  make_manpage.py man  PROGRAM NAME VERSION EXTRA OUT   # troff, section 1
  make_manpage.py bash PROGRAM NAME OUT                 # bash completion
  make_manpage.py zsh  PROGRAM NAME OUT                 # zsh completion
  make_manpage.py options PROGRAM                       # every option --help names, one a line

A program whose --help lists "Commands:" (najia-cli) is asked each command's --help in turn.

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


@dataclass
class Help:
    usage: str
    description: list    # paragraphs, and (term, text) rows of a table
    options: list = field(default_factory=list)
    arguments: list = field(default_factory=list)   # (name, text)
    commands: list = field(default_factory=list)    # (name, summary)


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


def gather(program, name):
    """The program's help and, for a program with commands, each command's."""
    main = parse(run_help(program), name)
    commands = [(c, summary, parse(run_help(program, c), f"{name} {c}")) for c, summary in main.commands]
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
    return o.value.split("|") if "|" in o.value else []


def bash(program, name, out_path):
    main, commands = gather(program, name)
    fn = "_" + re.sub(r"\W", "_", name)
    out = [f"# bash completion for {name}, generated from its --help by cmake/make_manpage.py",
           f"{fn}()", "{", "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
           "    local cmd=" + ("${COMP_WORDS[1]}" if commands else "")]
    # Values with fixed choices, e.g. --day-boundary <23|0>.
    cases = {}
    for h in [main] + [h for _, _, h in commands]:
        for o in h.options:
            if choices(o):
                cases.setdefault(" ".join(choices(o)), set()).update(o.names)
    out.append('    case "$prev" in')
    for words, names in sorted(cases.items()):
        out.append(f'        {"|".join(sorted(names))}) COMPREPLY=($(compgen -W "{words}" -- "$cur")); return ;;')
    valued = sorted({n for h in [main] + [h for _, _, h in commands] for o in h.options if o.value and not choices(o) for n in o.names})
    if valued:
        out.append(f'        {"|".join(valued)}) COMPREPLY=($(compgen -f -- "$cur")); return ;;')
    out.append("    esac")
    if commands:
        out += ['    if [ "$COMP_CWORD" -eq 1 ]; then',
                f'        COMPREPLY=($(compgen -W "{" ".join(c for c, _, _ in commands)} {" ".join(n for o in main.options for n in o.names)}" -- "$cur"))',
                "        return", "    fi", '    case "$cmd" in']
        for c, _, h in commands:
            out.append(f'        {c}) COMPREPLY=($(compgen -W "{" ".join(n for o in h.options for n in o.names)}" -- "$cur")) ;;')
        out += ["    esac"]
    else:
        out += ['    if [[ "$cur" == -* ]]; then',
                f'        COMPREPLY=($(compgen -W "{" ".join(n for o in main.options for n in o.names)}" -- "$cur"))',
                "    else", '        COMPREPLY=($(compgen -f -- "$cur"))', "    fi"]
    out += ["}", f"complete -F {fn} {name}"]
    write(out_path, "\n".join(out) + "\n")


def zsh_spec(o):
    text = o.text.replace("'", "'\\''").replace("[", "\\[").replace("]", "\\]").replace(":", "\\:")
    action = ""
    if o.value:
        c = choices(o)
        action = f":{o.value}:(" + " ".join(c) + ")" if c else f":{o.value}:_files"
    if len(o.names) > 1:
        return f"'({' '.join(o.names)})'{{{','.join(o.names)}}}'[{text}]{action}'"
    return f"'{o.names[0]}[{text}]{action}'"


def zsh(program, name, out_path):
    main, commands = gather(program, name)
    fn = "_" + re.sub(r"\W", "_", name)
    out = [f"#compdef {name}", f"# zsh completion for {name}, generated from its --help by cmake/make_manpage.py", "",
           f"{fn}() {{"]
    if commands:
        out += ["    local -a cmds", "    cmds=("]
        out += [f"        '{c}:{s.replace(chr(39), '')}'" for c, s, _ in commands]
        out += ["    )", "    if (( CURRENT == 2 )); then",
                "        _describe -t commands command cmds"]
        out += ["        _arguments " + " ".join(zsh_spec(o) for o in main.options), "        return", "    fi",
                "    case ${words[2]} in"]
        for c, _, h in commands:
            out.append(f"        {c}) shift words; (( CURRENT-- )); _arguments " + " ".join(zsh_spec(o) for o in h.options) + " '*:file:_files' ;;")
        out.append("    esac")
    else:
        out.append("    _arguments " + " ".join(zsh_spec(o) for o in main.options) + " '*:file:_files'")
    out += ["}", "", f'{fn} "$@"']
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
    elif mode == "options":
        main_, commands = gather(argv[2], os.path.basename(argv[2]))
        print("\n".join(all_options(main_, commands)))
    else:
        sys.exit(f"make_manpage.py: unknown mode {mode}")


if __name__ == "__main__":
    main(sys.argv)
