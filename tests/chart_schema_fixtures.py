#!/usr/bin/env python3
"""The .najia fixtures against docs/chart-file.schema.json, by the schema's own validator (python3-jsonschema),
and the reader against both (issue 37, item 7).

    chart_schema_fixtures.py --cli PATH --source DIR

For every .najia file of the test data and the fuzz corpus, and for mutations of the valid ones (each
key's value made null, a number, a string, an array, an object): a file the schema refuses is refused
by the reader (`cases import`, status 2, a line naming the key); a file the reader opens is valid under
the schema. The good fixtures must be valid. Exit 77 (skipped) without python3-jsonschema.
"""

import argparse
import copy
import glob
import json
import os
import subprocess
import sys
import tempfile

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed: skipped")
    sys.exit(77)

GOOD = ["tests/data/cases/guan.najia", "tests/data/cases/kun.najia", "tests/data/cases/qian.najia",
        "tests/fuzz/corpus/chart_file/minimal.najia", "tests/fuzz/corpus/chart_file/moment.najia",
        "tests/fuzz/corpus/chart_file/pillars.najia", "tests/fuzz/corpus/chart_file/provenance.najia",
        "tests/fuzz/corpus/chart_file/exported.najia"]  # exported: a case's "casebook" part (thread link, seals)
REPLACEMENTS = [None, 7, "x", [], {}, True]


def paths(value, prefix=()):
    """Every key path in a document, outer first (the computed "chart" and "reading" not entered)."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield prefix + (k,)
            if prefix + (k,) not in (("chart",), ("reading",), ("cast", "provenance")):
                yield from paths(v, prefix + (k,))


def replaced(doc, path, new):
    out = copy.deepcopy(doc)
    o = out
    for k in path[:-1]:
        o = o[k]
    o[path[-1]] = new
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--source", required=True)
    a = ap.parse_args()
    with open(os.path.join(a.source, "docs/chart-file.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.validators.validator_for(schema)(schema)
    failures = []
    checks = 0
    work = tempfile.mkdtemp(prefix="najia-schema-")

    def reader_accepts(name, text):
        path = os.path.join(work, name + ".najia")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        db = os.path.join(work, "c.casebook")
        p = subprocess.run([a.cli, "cases", "import", "--db", db, path], capture_output=True, timeout=60)
        if p.returncode not in (0, 2):
            failures.append(f"{name}: cases import exit {p.returncode}: {p.stderr[:300]!r}")
        return p.returncode == 0, p.stderr.decode("utf-8", "replace")

    for rel in GOOD:
        with open(os.path.join(a.source, rel), encoding="utf-8") as f:
            doc = json.load(f)
        errors = list(validator.iter_errors(doc))
        checks += 1
        if errors:
            failures.append(f"{rel}: a good fixture the schema refuses: {errors[0].message}")
            continue
        ok, err = reader_accepts("good", json.dumps(doc, ensure_ascii=False))
        if not ok:
            failures.append(f"{rel}: a good fixture the reader refuses: {err}")
        for path in paths(doc):
            for new in REPLACEMENTS:
                mutated = replaced(doc, path, new)
                valid = validator.is_valid(mutated)
                ok, err = reader_accepts("mutated", json.dumps(mutated, ensure_ascii=False))
                checks += 1
                where = ".".join(path)
                if ok and not valid:
                    failures.append(f"{rel}: {where} = {json.dumps(new)}: the schema refuses it, the reader opens it")
                elif not ok and not valid and where.split(".")[-1] not in err and where not in err:
                    failures.append(f"{rel}: {where} = {json.dumps(new)}: refused without naming the key: {err.strip()}")
    for rel in glob.glob(os.path.join(a.source, "tests/fuzz/corpus/chart_file/*.najia")) + \
            glob.glob(os.path.join(a.source, "tests/data/cases/bad/*.najia")):
        with open(rel, "rb") as f:
            raw = f.read()
        try:
            doc = json.loads(raw)
        except ValueError:
            doc = None
        valid = doc is not None and validator.is_valid(doc)
        ok, _ = reader_accepts("fixture", raw.decode("utf-8", "replace"))
        checks += 1
        if ok and not valid:
            failures.append(f"{os.path.relpath(rel, a.source)}: the schema refuses it, the reader opens it")
    for f in failures:
        print("FAIL", f)
    print(f"chart schema: {checks} checks, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
