"""`workbench merge`: combine the output folders of `grade --shard I/N` runs into one.

Student folders are copied as they are; the summaries are rebuilt from them, the same way
an unsharded run builds its own, so merging all shards gives the same files as grading
the class in one go (apart from summary.json's timestamp).
"""

from __future__ import annotations

import sys
from pathlib import Path

from workbench import safefs
from workbench.grading import gradebook, outdir, summary
from workbench.grading.pipeline import UsageError
from workbench.grading.similarity import THRESHOLD


def _check_shards(metas: dict[Path, dict], partial: bool) -> None:
    labels = {d: m.get("shard") for d, m in metas.items()}
    sharded = {d: s for d, s in labels.items() if s}
    if not sharded:
        return
    try:
        counts = {int(s.split("/")[1]) for s in sharded.values()}
        have = {int(s.split("/")[0]) for s in sharded.values()}
    except (ValueError, IndexError, AttributeError):
        raise UsageError("a summary.json has an unreadable shard label ("
                         + ", ".join(f"{d}: {s!r}" for d, s in sorted(sharded.items())) + ").") from None
    if len(counts) > 1:
        raise UsageError("the folders come from different shardings ("
                         + ", ".join(f"{d}: {s}" for d, s in sorted(sharded.items())) + "); "
                         "merge the shards of one run.")
    n = counts.pop()
    missing = sorted(set(range(1, n + 1)) - have)
    if missing and not partial:
        raise UsageError(f"shard(s) {', '.join(f'{i}/{n}' for i in missing)} are missing, so "
                         "some students would be left out; pass every shard's folder, or "
                         "--partial to merge what is there.")


def merge(dirs: list[Path], out: Path, *, partial: bool = False, threshold: float | None = None) -> int:
    if not dirs:
        raise UsageError("give at least one folder written by `workbench grade`.")
    metas: dict[Path, dict] = {}
    for d in dirs:
        if not outdir.is_grade_output(d):
            raise UsageError(f"{d}: not a `workbench grade` output folder (no summary.json from it).")
        if d.resolve() == out.resolve():
            raise UsageError(f"--out {out} is also an input; write the merge to a new folder.")
        metas[d] = outdir.read_meta(d)
    _check_shards(metas, partial)
    for d in dirs:
        # Read every input report before writing anything: a broken one is then named where it
        # lives (the shard's folder, where it can be regraded) and --out is left untouched.
        outdir.read_records(d)

    owner: dict[str, Path] = {}
    for d in dirs:
        for student in outdir.list_students(d):  # real folders only: links are never followed
            first = owner.get(student)
            if first is None:
                owner[student] = d
                continue
            # The same student in two folders: fine when it is the same grade (e.g. the
            # same shard passed twice), refused when the grades differ.
            if outdir.read_student_files(first, student) != outdir.read_student_files(d, student):
                raise UsageError(f"student '{student}' is in both {first} and "
                                 f"{d} with different results; merge outputs of disjoint shards "
                                 "(or regrade that student with --only).")

    outdir.prepare(out, keep=False)
    for problem in outdir.remove_stale(out, set(owner)):
        raise UsageError(f"--out: cannot remove {problem}; remove it and merge again.")
    for student, src in sorted(owner.items()):
        # Read and written without following links (workbench.safefs), file by file.
        outdir.write_student_files(out, student, outdir.read_student_files(src, student))

    safefs.sync_fs(out)  # the student files were copied without fsync each
    records = outdir.read_records(out)
    ignored = {(i["path"], i["reason"]): i for m in metas.values() for i in m.get("ignored", [])
               if isinstance(i, dict) and "path" in i and "reason" in i}
    if threshold is None:  # keep the threshold the shards were graded with
        first = metas[dirs[0]].get("similarity", {})
        threshold = first.get("threshold", THRESHOLD) if isinstance(first, dict) else THRESHOLD
    data = summary.build(records, ignored=list(ignored.values()), shard=None, threshold=threshold)
    data = gradebook.extend_merge(data, out, [metas[d] for d in dirs])
    policies = [m["policy"] for m in metas.values() if isinstance(m.get("policy"), dict)]
    data["policy"] = policies[0] if policies else None  # every shard is given the same options
    unwritten = summary.write_summaries(out, records, data)
    if unwritten:
        raise UsageError("the students were merged, but these summary files could not be written: "
                         + "; ".join(unwritten) + ". Fix or remove them and merge again.")
    for warning in gradebook.write(out, data):
        print(f"workbench merge: warning: {warning}", file=sys.stderr, flush=True)
    return 0
