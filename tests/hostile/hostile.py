#!/usr/bin/env python3
"""Hostile-input checks of najia-cli and najia (issue 37; README "Exit status", tests/hostile/README.md).

    hostile.py GROUP --cli PATH [--app PATH] [--slow]

Each check runs a program as a careless user or an attacker would and asserts README's promises:
the exit status (0 ok, 1 failed while working, 2 bad usage or input), exactly one line on stderr
for a failure, of bounded length, with no control bytes and no Qt warning, and the target of a
write untouched. GROUP is one of: stdout, zones, options, targets, reads, inputs, stderr, casebook.
--slow adds the long variants (a gigabyte of input, every class of bad value for every option).
"""

import argparse
import concurrent.futures
import os
import re
import resource
import select
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time

MAX_LINE_CHARS = 400  # kMessageLineChars in src/base/wording/message_text.h
TIMEOUT = 30  # seconds; a hang (a FIFO waited on) fails the check instead of the suite

failures = []
checks = 0


def fail(name, why):
    failures.append(f"{name}: {why}")


def run(argv, stdin=b"", stdout=subprocess.PIPE, close_stdout=False, env=None, timeout=TIMEOUT):
    """(status, stdout bytes, stderr bytes); status None when it had to be killed."""
    def closer():
        if close_stdout:
            os.close(1)
    try:
        p = subprocess.run(argv, input=stdin, stdout=stdout, stderr=subprocess.PIPE, env=env,
                           timeout=timeout, preexec_fn=closer)
        return p.returncode, p.stdout or b"", p.stderr
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or b"", e.stderr or b""


def stderr_problems(err, lines_expected):
    """What is wrong with a program's stderr: the count of its own lines (warnings aside), their
    length, control bytes, Qt's own messages."""
    problems = []
    try:
        text = err.decode("utf-8")
    except UnicodeDecodeError:
        return ["stderr is not UTF-8"]
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    elif lines:
        problems.append("stderr does not end with a newline")
    own = [l for l in lines if ": warning: " not in l]
    if lines_expected is not None and len(own) != lines_expected:
        problems.append(f"{len(own)} lines on stderr, expected {lines_expected}")
    for l in lines:
        if len(l) > MAX_LINE_CHARS:
            problems.append(f"a line of {len(l)} characters")
        if any(ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 for c in l):
            problems.append("control characters on stderr")
        if re.match(r"^Q[A-Za-z]+(::\w+)?: |^QFSFileEngine", l):
            problems.append(f"Qt's own message: {l[:80]!r}")
    return problems


def expect(name, result, status, lines=1, pattern=None):
    """The status and, for a failure, one bounded line matching `pattern`."""
    global checks
    checks += 1
    rc, _, err = result
    if rc is None:
        return fail(name, "did not finish (killed after the timeout)")
    if rc != status:
        return fail(name, f"exit status {rc}, expected {status}; stderr {err[:300]!r}")
    for problem in stderr_problems(err, lines if status != 0 else None):
        fail(name, f"{problem}: {err[:300]!r}")
    if pattern and not re.search(pattern, err.decode("utf-8", "replace")):
        fail(name, f"stderr does not match {pattern!r}: {err[:300]!r}")


class Scratch:
    """A scratch folder with a casebook holding one case and a chart file."""

    def __init__(self, cli):
        self.dir = tempfile.mkdtemp(prefix="najia-hostile-")
        self.cli = cli
        self.chart = self.path("chart.najia")
        with open(self.chart, "w", encoding="utf-8") as f:
            f.write('{"format": "najia-chart", "version": 1, "cast": {"lines": "987677"},'
                    ' "moment": {"civil": "2024-02-04 10:00", "zone": "Asia/Shanghai"}}')
        self.db = self.path("cases.casebook")
        rc, _, err = run([cli, "cases", "import", "--db", self.db, self.chart])
        if rc != 0:
            sys.exit(f"cannot prepare the casebook: {err!r}")

    def path(self, name):
        return os.path.join(self.dir, name)

    def fifo(self, name):
        p = self.path(name)
        os.mkfifo(p)
        return p

    def device(self, name, minor):
        """A scratch character device with the numbers of /dev/null (3) or /dev/full (7), or None
        where nodes cannot be made (not root): the system's own are never a target."""
        p = self.path(name)
        try:
            os.mknod(p, 0o600 | stat.S_IFCHR, os.makedev(1, minor))
            return p
        except OSError:
            return None

    def close(self):
        shutil.rmtree(self.dir, ignore_errors=True)


def app_env(scratch):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=scratch.dir, XDG_CONFIG_HOME=scratch.path("config"))
    runtime = scratch.path("runtime")
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    env["XDG_RUNTIME_DIR"] = runtime
    return env


# Every command once, as it works: (name, argv after the program, stdin).
def commands(s):
    return [
        ("top_help", ["--help"], b""),
        ("top_version", ["--version"], b""),
        ("no_command", [], b""),
        ("chart", ["chart", "--lines", "987677", "--pillars", "甲辰 丙寅 辛酉 壬子"], b""),
        ("chart_json", ["chart", "--lines", "987677", "--at", "2024-02-04 10:00", "--json"], b""),
        ("chart_help", ["chart", "--help"], b""),
        ("read", ["read", "--lines", "987677", "--at", "2024-02-04 10:00"], b""),
        ("cast", ["cast", "--seed", "1"], b""),
        ("pillars", ["pillars"], b"2024-02-04 10:00\n"),
        ("lunar", ["lunar", "2024-02-04"], b""),
        ("lunar_stdin", ["lunar"], b"2024-02-04\n"),
        ("jieqi", ["jieqi", "2024"], b""),
        ("almanac", ["almanac", "2024-02-04"], b""),
        ("shensha", ["shensha", "--pillars", "甲辰 丙寅 辛酉 壬子"], b""),
        ("ref", ["ref", "table", "palaces"], b""),
        ("rules", ["rules"], b""),
        ("rules_json", ["rules", "--json"], b""),
        ("cases_list", ["cases", "list", "--db", s.db], b""),
        ("cases_help", ["cases", "--help"], b""),
    ]


def group_stdout(a, s):
    """Every command with stdout at /dev/full and closed: 1 and one line, not 0."""
    for name, argv, stdin in commands(s):
        rc, out, err = run([a.cli] + argv, stdin=stdin)
        if rc != 0 or not out:
            fail(f"stdout_{name}", f"the command itself fails or prints nothing ({rc}, {err[:200]!r})")
            continue
        with open("/dev/full", "wb") as full:
            expect(f"stdout_full_{name}", run([a.cli] + argv, stdin=stdin, stdout=full), 1,
                   pattern=r"No space left on device")
        expect(f"stdout_closed_{name}", run([a.cli] + argv, stdin=stdin, close_stdout=True), 1,
               pattern=r"Bad file descriptor")
    batch = [a.cli, "chart", "--batch"]
    with open("/dev/full", "wb") as full:
        expect("stdout_full_batch", run(batch, stdin=b"987677\n", stdout=full), 1, pattern="No space left")
    if a.app:
        env = app_env(s)
        for name, argv in [("app_help", ["--help"]), ("app_version", ["--version"])]:
            with open("/dev/full", "wb") as full:
                expect(f"stdout_full_{name}", run([a.app] + argv, stdout=full, env=env), 1, pattern="No space left")
            expect(f"stdout_closed_{name}", run([a.app] + argv, close_stdout=True, env=env), 1)


BAD_ZONES = ["Shanghai", "Tokyo", "foo", "Asia", "posix", "Etc", "right/UTC", "posix/Asia/Shanghai",
             "../../../../etc/localtime", "/usr/share/zoneinfo/Asia/Shanghai", "Asia/Shanghai\nx",
             "\x1b[2J", "", "A" * 100000]  # 100,000 characters, as the campaign tried
GOOD_ZONES = ["Asia/Shanghai", "UTC", "Etc/GMT-8", "Asia/Calcutta", "America/New_York"]


def group_zones(a, s):
    """An unknown zone is 2 and one line in every command and in a .najia file: never UTC."""
    fifo = s.fifo("zone-fifo")
    fifo_relative = os.path.relpath(fifo, "/usr/share/zoneinfo")
    uses = [
        ("chart", ["chart", "--lines", "987677", "--at", "2024-02-04 10:00", "--tz"], b""),
        ("read", ["read", "--lines", "987677", "--at", "2024-02-04 10:00", "--tz"], b""),
        ("pillars", ["pillars", "--tz"], b"2024-02-04 10:00\n"),
        ("jieqi", ["jieqi", "2024", "--tz"], b""),
        ("cast", ["cast", "--seed", "1", "--at", "2024-02-04 10:00", "--tz"], b""),
        ("shensha", ["shensha", "--lines", "987677", "--at", "2024-02-04 10:00", "--tz"], b""),
    ]
    for name, argv, stdin in uses:
        for i, zone in enumerate(BAD_ZONES + [fifo_relative]):
            expect(f"zone_{name}_bad{i}", run([a.cli] + argv + [zone], stdin=stdin), 2, pattern="unknown time zone")
        for zone in GOOD_ZONES:
            expect(f"zone_{name}_{zone}", run([a.cli] + argv + [zone], stdin=stdin), 0)
    # The chart the issue found: Shanghai became UTC, 甲辰年 丙寅月 instead of 癸卯年 乙丑月.
    rc, out, _ = run([a.cli, "chart", "--lines", "987677", "--at", "2024-02-04 10:00", "--tz", "Asia/Shanghai", "--json"])
    if b"\xe7\x99\xb8\xe5\x8d\xaf" not in out:  # 癸卯
        fail("zone_shanghai_chart", "Asia/Shanghai does not give the 癸卯 year at 2024-02-04 10:00")
    for i, zone in enumerate(["Shanghai", "../../../../etc/localtime", fifo_relative]):
        bad = s.path(f"zone{i}.najia")
        with open(bad, "w", encoding="utf-8") as f:
            f.write('{"format": "najia-chart", "version": 1, "cast": {"lines": "987677"},'
                    ' "moment": {"civil": "2024-02-04 10:00", "zone": "%s"}}' % zone)
        expect(f"zone_file_import{i}", run([a.cli, "cases", "import", "--db", s.db, bad]), 2, lines=2, pattern="zone")
        if a.app:
            expect(f"zone_file_app{i}", run([a.app, bad, "--export", s.path("never.pdf")], env=app_env(s)), 2,
                   pattern="zone")
            if os.path.exists(s.path("never.pdf")):
                fail(f"zone_file_app{i}", "a PDF was written")
    if a.app:
        for i, zone in enumerate(BAD_ZONES[:6]):
            expect(f"zone_app_bad{i}", run([a.app, "--lines", "987677", "--at", "2024-02-04 10:00", "--tz", zone,
                                            "--export", s.path("never.pdf")], env=app_env(s)), 2, pattern="unknown time zone")


# Classes of bad values (issue 37's campaign): each option of each command gets each.
VALUE_CLASSES = {
    "newline": "98\n7677",
    "long": "9" * 120000,  # the kernel takes one argument of at most 128 KiB
    "control": "\x1b[31m\x07x",
    "empty": "",
    "nan": "nan",
    "huge": "99999999999999999999999",
    "negative": "-1",
    "unicode": "甲辰\u2028丙寅",
}
DEFAULT_CLASSES = ["newline", "long"]  # the two that broke one line and its bound


def help_options(cli, command):
    """The options of a command that take a value, from its own --help."""
    _, out, _ = run([cli, command, "--help"])
    return sorted(set(re.findall(r"^\s+(?:-\w, )?--([\w-]+) <", out.decode("utf-8"), re.M)))


def group_options(a, s):
    """Any option given any bad value: 0, or 2 and one bounded line; never a crash, 1, or a leak of
    control characters or of the whole value."""
    bases = {
        "chart": ["--lines", "987677", "--pillars", "甲辰 丙寅 辛酉 壬子"],
        "read": ["--lines", "987677", "--pillars", "甲辰 丙寅 辛酉 壬子"],
        "cast": ["--seed", "1"],
        "pillars": [],
        "lunar": [],
        "jieqi": ["2024"],
        "almanac": ["2024-02-04"],
        "shensha": ["--pillars", "甲辰 丙寅 辛酉 壬子"],
        "ref": ["search", "世"],
        "cases": ["list", "--db", s.db],
    }
    classes = list(VALUE_CLASSES) if a.slow else DEFAULT_CLASSES
    jobs = []  # (name, argv, stdin, must fail)
    for command, base in bases.items():
        stdin = b"2024-02-04 10:00\n" if command in ("pillars", "lunar") else b""
        for option in help_options(a.cli, command):
            if command == "cases" and option == "db":
                continue  # another casebook: the casebook's own tests
            for cls in classes:
                jobs.append((f"option_{command}_{option}_{cls}", [a.cli, command] + base + [f"--{option}={VALUE_CLASSES[cls]}"],
                             stdin, False))
    for cls in classes:  # bad arguments and commands
        jobs.append((f"argument_command_{cls}", [a.cli, VALUE_CLASSES[cls] or "x"], b"", True))
        jobs.append((f"argument_stray_{cls}", [a.cli, "jieqi", "2024", VALUE_CLASSES[cls]], b"", True))
        jobs.append((f"argument_option_{cls}", [a.cli, "chart", "--" + (VALUE_CLASSES[cls] or "x")], b"", True))
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda job: run(job[1], stdin=job[2]), jobs))
    global checks
    for (name, _, _, must_fail), result in zip(jobs, results):
        if result[0] == 0 and not must_fail:
            checks += 1
            for problem in stderr_problems(result[2], None):
                fail(name, problem)
        else:
            expect(name, result, 2)


def unchanged(path, kind):
    st = os.lstat(path)
    return {"fifo": stat.S_ISFIFO, "char": stat.S_ISCHR, "dir": stat.S_ISDIR, "link": stat.S_ISLNK}[kind](st.st_mode)


def drain(path, got):
    with open(path, "rb") as f:
        got.append(f.read())


def group_targets(a, s):
    """Exports, screenshots and `cases export --out` onto FIFOs, devices, symlinks, directories and
    missing folders: a stream into a device or a FIFO being read, never a replaced node; a
    message and 1 otherwise."""
    writers = [("cases_csv", lambda out: [a.cli, "cases", "export", "--db", s.db, "--format", "csv", "--out", out], None)]
    if a.app:
        env = app_env(s)
        writers += [("app_pdf", lambda out: [a.app, "--lines", "987677", "--pillars", "卯月 戊寅日", "--export", out + ".pdf"], env),
                    ("app_png", lambda out: [a.app, "--lines", "987677", "--pillars", "卯月 戊寅日", "--export", out + ".png"], env)]
        if a.slow:
            writers.append(("app_screenshot", lambda out: [a.app, "--lines", "987677", "--pillars", "卯月 戊寅日",
                                                           "--screenshot", out + ".png"], env))
    for name, argv_for, env in writers:
        ext = {"app_pdf": ".pdf", "app_png": ".png", "app_screenshot": ".png"}.get(name, "")
        # The app's exports name the file with its suffix: the nodes are made with it.
        base = s.path(f"{name}-t")
        # A FIFO nobody reads: refused at once.
        os.mkfifo(base + "-fifo" + ext)
        expect(f"target_{name}_fifo_unread", run(argv_for(base + "-fifo"), env=env), 1, pattern="nobody reads")
        if not unchanged(base + "-fifo" + ext, "fifo"):
            fail(f"target_{name}_fifo_unread", "the FIFO was replaced")
        # A FIFO being read: the bytes arrive, the FIFO stays.
        os.mkfifo(base + "-read" + ext)
        got = []
        reader = threading.Thread(target=drain, args=(base + "-read" + ext, got))
        reader.start()
        expect(f"target_{name}_fifo_read", run(argv_for(base + "-read"), env=env), 0)
        reader.join(TIMEOUT)
        if not got or not got[0]:
            fail(f"target_{name}_fifo_read", "the reader got nothing")
        if not unchanged(base + "-read" + ext, "fifo"):
            fail(f"target_{name}_fifo_read", "the FIFO was replaced")
        # Scratch devices: a null one takes the bytes, a full one says so; both stay devices.
        null = s.device(os.path.basename(base) + "-null" + ext, 3)
        full = s.device(os.path.basename(base) + "-full" + ext, 7)
        if null and full:
            expect(f"target_{name}_null_device", run(argv_for(base + "-null"), env=env), 0)
            expect(f"target_{name}_full_device", run(argv_for(base + "-full"), env=env), 1, pattern="No space left")
            if not (unchanged(null, "char") and unchanged(full, "char")):
                fail(f"target_{name}_device", "a device node was replaced")
            os.symlink(full, base + "-link-full" + ext)
            expect(f"target_{name}_symlink_full_device", run(argv_for(base + "-link-full"), env=env), 1)
            if not unchanged(full, "char") or not unchanged(base + "-link-full" + ext, "link"):
                fail(f"target_{name}_symlink_full_device", "the link or its device was replaced")
        # A symlink to a regular file: the file is replaced, the link kept.
        with open(base + "-real" + ext, "wb") as f:
            f.write(b"old")
        os.symlink(base + "-real" + ext, base + "-link" + ext)
        expect(f"target_{name}_symlink", run(argv_for(base + "-link"), env=env), 0)
        if not unchanged(base + "-link" + ext, "link") or open(base + "-real" + ext, "rb").read() == b"old":
            fail(f"target_{name}_symlink", "the link was replaced or its file not written")
        # A directory in the way, a missing folder.
        os.mkdir(base + "-dir" + ext)
        expect(f"target_{name}_directory", run(argv_for(base + "-dir"), env=env), 1, pattern="directory")
        if not unchanged(base + "-dir" + ext, "dir"):
            fail(f"target_{name}_directory", "the directory was replaced")
        expect(f"target_{name}_missing_folder", run(argv_for(s.path("missing/x")), env=env), 1,
               pattern="No such file or directory")
        if os.path.exists(s.path("missing")):
            fail(f"target_{name}_missing_folder", "the folder was made")


def group_reads(a, s):
    """Files read: only regular ones, never waited on (a FIFO hung `najia fifo.najia`)."""
    fifo = s.fifo("chart-fifo.najia")
    expect("read_cast_replay_fifo", run([a.cli, "cast", "--replay", fifo], timeout=10), 2, pattern="it is a FIFO")
    expect("read_cast_replay_empty_name", run([a.cli, "cast", "--replay", ""]), 2, pattern="no file name")
    expect("read_cast_replay_zero", run([a.cli, "cast", "--replay", "/dev/zero"]), 2, pattern="character device")
    expect("read_cases_import_fifo", run([a.cli, "cases", "import", "--db", s.db, fifo], timeout=10), 2, lines=2,
           pattern="it is a FIFO")
    expect("read_cases_import_zero", run([a.cli, "cases", "import", "--db", s.db, "/dev/zero"]), 2, lines=2,
           pattern="character device")
    big = s.path("big.najia")
    with open(big, "wb") as f:
        f.truncate(16 * 1024 * 1024 + 1)  # sparse
    expect("read_cast_replay_big", run([a.cli, "cast", "--replay", big]), 2, pattern="larger than 16 MiB")
    if a.app:
        env = app_env(s)
        expect("read_app_fifo_export", run([a.app, fifo, "--export", s.path("never.pdf")], env=env, timeout=10), 2,
               pattern="it is a FIFO")
        expect("read_app_file_and_lines", run([a.app, s.chart, "--lines", "987677"], env=env), 2, pattern="not both")


def first_line_within(argv, line, seconds=10):
    """Starts argv, writes one line to its stdin and keeps stdin open: whether an answer comes."""
    p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        p.stdin.write(line)
        p.stdin.flush()
        ready, _, _ = select.select([p.stdout], [], [], seconds)
        return bool(ready) and bool(os.read(p.stdout.fileno(), 65536))
    finally:
        p.kill()
        p.wait()


def group_inputs(a, s):
    """Bounded input: a line limit of 4 KiB, memory bounded on any stream, answers as lines arrive."""
    long_line = b"9" * 5000 + b"\n"
    for name, argv, good in [("batch", ["chart", "--batch"], b"987677\n"), ("pillars", ["pillars"], b"2024-02-04 10:00\n"),
                             ("lunar", ["lunar"], b"2024-02-04\n")]:
        rc, out, err = run([a.cli] + argv, stdin=good + long_line + good)
        expect(f"input_{name}_long_line", (rc, out, err), 2, pattern="longer than 4096 bytes")
        if out.count(b"\n") != 3:
            fail(f"input_{name}_long_line", f"expected three answers, one of them an error: {out[:300]!r}")
        if not first_line_within([a.cli] + argv, good):
            fail(f"input_{name}_answers_as_lines_arrive", "no answer while stdin stays open")
        zeros = (1 << 30) if a.slow else (64 << 20)
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        p = subprocess.Popen([a.cli] + argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        got = {}
        threads = [threading.Thread(target=feed_zeros, args=(p.stdin, zeros)),
                   threading.Thread(target=lambda: got.setdefault("out", p.stdout.read())),
                   threading.Thread(target=lambda: got.setdefault("err", p.stderr.read()))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(600)
        rc = p.wait(600)
        expect(f"input_{name}_zeros", (rc, got.get("out", b""), got.get("err", b"")), 2, pattern="longer than 4096 bytes")
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # KiB, the largest child so far
        if peak > max(before, 300 * 1024):
            fail(f"input_{name}_zeros", f"peak memory {peak // 1024} MiB")


def feed_zeros(pipe, n):
    chunk = b"\0" * (1 << 20)
    try:
        for _ in range(n // len(chunk)):
            pipe.write(chunk)
        pipe.close()
    except BrokenPipeError:
        pass


def group_stderr(a, s):
    """One line on stderr, bounded, without control bytes."""
    expect("stderr_newline_in_lines", run([a.cli, "chart", "--lines", "98\n7677"]), 2)
    expect("stderr_newline_in_command", run([a.cli, "bogus\ncommand"]), 2)
    expect("stderr_newline_in_pillars", run([a.cli, "chart", "--lines", "987677", "--pillars", "甲辰\n丙寅"]), 2)
    expect("stderr_long_argument", run([a.cli, "chart", "--lines", "987677", "--pillars", "甲" * 40000]), 2)
    expect("stderr_long_name", run([a.cli, "cast", "--method", "names", "--names", "x" * 120000]), 2)
    garbage = bytes(range(256)) * 4096  # 1 MiB with ESC and every other control byte
    rc, out, err = run([a.cli, "chart", "--batch"], stdin=garbage)
    expect("stderr_batch_garbage", (rc, out, err), 2, lines=None)
    # A pasted filter of thousands of terms, or nested ever deeper: one line of ours, not SQLite's.
    expect("stderr_filter_terms", run([a.cli, "cases", "list", "--db", s.db, "--filter", " OR ".join(["求財"] * 5000)]), 2,
           pattern="at most 256")
    expect("stderr_filter_depth", run([a.cli, "cases", "list", "--db", s.db, "--filter", "(" * 100 + "x" + ")" * 100]), 2,
           pattern="more than 32 deep")
    expect("stderr_filter_not", run([a.cli, "cases", "list", "--db", s.db, "--filter", "NOT " * 200 + "x"]), 2,
           pattern="more than 32 deep")
    expect("stderr_lunar_bad_date", run([a.cli, "lunar", "2024-13-45"]), 2)
    rc, out, _ = run([a.cli, "lunar", "2024-13-45"])
    if out:
        fail("stderr_lunar_bad_date", f"an error row on stdout: {out!r}")


def sqlite(path, *statements):
    import sqlite3
    con = sqlite3.connect(path)
    for st in statements:
        con.execute(st)
    con.commit()
    con.close()


def digest(path):
    import hashlib
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def in_namespace(script, scratch):
    """Runs a shell script in a private mount namespace (a tmpfs or a read-only bind mount that
    vanishes with it); None where namespaces cannot be made."""
    if not shutil.which("unshare") or run(["unshare", "-m", "true"])[0] != 0:
        return None
    return run(["unshare", "-m", "--propagation", "private", "sh", "-ec", script], timeout=120)


READERS = [("list", ["list"]), ("search", ["search", "x"]), ("show", ["show", "1"]), ("searches", ["searches"]),
           ("stats", ["stats"]), ("check", ["check"])]


def group_casebook(a, s):
    """A casebook with no tables, another schema, read-only, on a full disk, and four concurrent
    writers: one line of our own words (never SQL, never an abort), 1 for a failure while working, 2 for
    a file that is not a casebook, the file untouched."""
    raw = re.compile(r"SELECT|INSERT|Unable to|no such table|QSql")
    empty = s.path("empty.casebook")
    sqlite(empty, "PRAGMA journal_mode=WAL")
    other = s.path("other-schema.casebook")
    sqlite(other, "PRAGMA application_id = %d" % 0x4E4A4342, "PRAGMA user_version = 4", "CREATE TABLE cases (x)")
    program = s.path("other-program.casebook")
    sqlite(program, "CREATE TABLE t (x)")
    for label, db, pattern in [("empty", empty, "no cases yet"), ("other_schema", other, "another schema"),
                               ("other_program", program, "another program")]:
        before = digest(db)
        for name, argv in READERS + [("export", ["export", "--format", "csv", "--out", s.path(label + ".csv")])]:
            result = run([a.cli, "cases"] + argv + ["--db", db])
            expect(f"casebook_{label}_{name}", result, 2, pattern=pattern)
            if raw.search(result[2].decode("utf-8", "replace")):
                fail(f"casebook_{label}_{name}", f"raw SQL on stderr: {result[2][:200]!r}")
        if label != "empty" and digest(db) != before:
            fail(f"casebook_{label}", "the file was changed")
    # An empty database becomes a casebook on the first import.
    expect("casebook_empty_import", run([a.cli, "cases", "import", "--db", empty, s.chart]), 0)

    # Text beyond its limit (a 16 MB field froze the export): refused on entry, nothing written.
    expect("casebook_happened_too_long", run([a.cli, "cases", "settle", "1", "--happened", "x" * 70000, "--db", s.db]), 2,
           pattern="longer than 65536 characters")

    # Four writers at once (imports and settles): each waits its turn, none fails, nothing is lost.
    shared = s.path("shared.casebook")
    expect("casebook_concurrent_first", run([a.cli, "cases", "import", "--db", shared, s.chart]), 0)
    charts = []
    for i in range(12):
        c = s.path(f"w{i}.najia")
        with open(c, "w", encoding="utf-8") as f:
            f.write('{"format": "najia-chart", "version": 1, "cast": {"lines": "987677"}, "question": "q%d",'
                    ' "moment": {"civil": "2024-02-%02d 10:00", "zone": "Asia/Shanghai"}}' % (i, i + 1))
        charts.append(c)
    jobs = [[a.cli, "cases", "import", "--batch", "1", "--db", shared] + charts[w::2] for w in range(2)]
    jobs += [[a.cli, "cases", "settle", "1", "--outcome", "fulfilled", "--tag", f"t{w}", "--db", shared] for w in range(2)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(run, jobs))
    for w, result in enumerate(results):
        expect(f"casebook_concurrent_writer{w}", result, 0)
    rc, out, _ = run([a.cli, "cases", "list", "--db", shared])
    if rc != 0 or out.count(b"\n") != 13:
        fail("casebook_concurrent_count", f"expected 13 cases: {out[:300]!r}")

    # A read-only mount: listed (a warning line), a writer refused with 1 and one line, the file untouched.
    ro = s.path("ro")
    os.mkdir(ro)
    shutil.copy(s.db, os.path.join(ro, "c.casebook"))
    before = digest(os.path.join(ro, "c.casebook"))
    ro_db = os.path.join(ro, "c.casebook")
    script = (f"mount --bind {ro} {ro} && mount -o remount,ro,bind {ro}\n"
              f"{a.cli} cases list --db {ro_db} >{s.path('ro-list.out')} 2>{s.path('ro-list.err')} || echo $? >{s.path('ro-list.rc')}\n"
              f"{a.cli} cases import --db {ro_db} {charts[0]} 2>{s.path('ro-import.err')} || echo $? >{s.path('ro-import.rc')}\n")
    done = in_namespace(script, s)
    if done is None:
        print("casebook: no mount namespace here; the read-only and full-disk checks are skipped")
    else:
        def outcome(name):
            rc = open(s.path(name + ".rc")).read().strip() if os.path.exists(s.path(name + ".rc")) else "0"
            return int(rc), open(s.path(name + ".out"), "rb").read() if os.path.exists(s.path(name + ".out")) else b"", \
                open(s.path(name + ".err"), "rb").read()
        listed = outcome("ro-list")
        expect("casebook_readonly_list", listed, 0)
        if listed[1].count(b"\n") != 1 or b"read-only" not in listed[2]:
            fail("casebook_readonly_list", f"expected the case and a warning: {listed!r}")
        expect("casebook_readonly_import", outcome("ro-import"), 1, pattern="read-only")
        if digest(ro_db) != before:
            fail("casebook_readonly", "the file was changed")

        # A full disk: the first import (a new casebook) and a later one, 1 and words of our own; the
        # casebook intact once there is room again.
        full = s.path("full")
        os.mkdir(full)
        script = (f"mount -t tmpfs -o size=600k tmpfs {full}\n"
                  f"cp {s.db} {full}/c.casebook\n"
                  f"dd if=/dev/zero of={full}/filler bs=4k 2>/dev/null || true\n"
                  f"{a.cli} cases import --db {full}/new.casebook {charts[1]} 2>{s.path('full-new.err')} || echo $? >{s.path('full-new.rc')}\n"
                  f"{a.cli} cases import --db {full}/c.casebook " + " ".join(charts) +
                  f" 2>{s.path('full-import.err')} || echo $? >{s.path('full-import.rc')}\n"
                  f"rm {full}/filler\n"
                  f"{a.cli} cases check --db {full}/c.casebook >{s.path('full-check.out')} 2>{s.path('full-check.err')} || echo $? >{s.path('full-check.rc')}\n")
        in_namespace(script, s)
        for name in ["full-new", "full-import"]:
            result = outcome(name)
            expect(f"casebook_{name}", result, 1, pattern="disk is full")
            if raw.search(result[2].decode("utf-8", "replace")):
                fail(f"casebook_{name}", f"raw SQL on stderr: {result[2][:200]!r}")
        expect("casebook_full_then_check", outcome("full-check"), 0)


GROUPS = {"stdout": group_stdout, "zones": group_zones, "options": group_options, "targets": group_targets,
          "reads": group_reads, "inputs": group_inputs, "stderr": group_stderr,
          "casebook": group_casebook}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("group", choices=sorted(GROUPS))
    ap.add_argument("--cli", required=True)
    ap.add_argument("--app")
    ap.add_argument("--slow", action="store_true", default=os.environ.get("NAJIA_HOSTILE_SLOW") == "1")
    a = ap.parse_args()
    # Not SIG_DFL here: a command that exits before reading its input would kill this harness with
    # SIGPIPE (seen under load); the children get the default disposition anyway (restore_signals).
    s = Scratch(a.cli)
    try:
        GROUPS[a.group](a, s)
    finally:
        s.close()
    for f in failures:
        print("FAIL", f)
    print(f"{a.group}: {checks} checks, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
