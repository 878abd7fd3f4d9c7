#!/usr/bin/env python3
"""chart --batch typed at a terminal answers each line as soon as it is entered (src/cli/chart_batch.cpp):
with a pseudo-terminal as stdin, one line in gives its chart out before the next line or the end of input.
Usage: batch_typed.py NAJIA_CLI"""
import os, pty, select, subprocess, sys

try:
    main, sub = pty.openpty()
except OSError as e:  # a machine without pseudo-terminals: nothing to test here (CTest: skipped)
    print(f"no pseudo-terminal: {e}")
    sys.exit(77)
proc = subprocess.Popen([sys.argv[1], "chart", "--batch", "--script", "traditional"], stdin=sub,
                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
os.close(sub)
os.write(main, "987677\t甲辰 丙寅 辛酉 壬子\n".encode())
ready, _, _ = select.select([proc.stdout], [], [], 20)
if not ready:
    proc.kill()
    sys.exit("no answer within 20 s to a line typed at a terminal")
line = proc.stdout.readline().decode()
os.write(main, b"\x04")  # end of input
proc.wait(20)
if not line.startswith('{"name":"') or proc.returncode != 0:
    sys.exit(f"unexpected answer {line[:80]!r}, status {proc.returncode}")
print("answered at once:", line[:40])
