"""`workbench check` as a learner runs it (a fresh process each time), against the bare import of
the third-party modules it loads.

Issue 8: `check` on a literal outline stays within 3x the bare import of its dependencies. Both are
run as fresh child processes of this interpreter (`python -m workbench check FILE`, and
`python -c "import ..."` of every module of the project's runtime dependencies that `check` loads,
found with `-X importtime`), interleaved, `--runs` times each; printed: the median CPU time of each
child (user + sys, from os.wait4), the median wall time and the ratios. A run only counts when it
produced a real report: exit 0 or 1, no traceback, nothing on stderr, the summary line with every
criterion of the exercise, and for the bundled example the verdict exercise.yaml expects; one more
run renders JSON and validates it as a `Report`. The caches `check` keeps (the rubric's JSON, its
pattern requirements) are warmed by one run first; one run with an empty cache folder is shown too.

Issue 2's wall targets on the 2-core development machine are printed beside: a literal outline
<= 0.3 s, an outline that must be executed in the sandbox <= 0.8 s (medians).

    python benchmarks/bench_check.py [--runs 15] [--against ../main]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
STRONG = ROOT / "exercises" / "flashattention" / "examples" / "strong.py"
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}  # this tree's workbench, not an installed one
CHECK = [sys.executable, "-m", "workbench", "check"]

COMPUTED = '''
def designOutline():
    blocks = {"BLOCK_M": 128, "BLOCK_N": 64}
    tiles = ", ".join(f"{k}={v}" for k, v in blocks.items())
    return {
        "memoryTraffic": "S and P are never written to HBM: each Q block is loaded once, K/V tiles "
                         "are streamed from HBM, and only O plus the per-row logsumexp are written back.",
        "tiling": f"Tiles of {tiles}: the Q tile stays resident in SRAM while K/V tiles stream through "
                  "an inner loop; one program per (batch, head, query block).",
        "numericalStability": "Online softmax with a running max m_i and running sum l_i; rescale acc by "
                              "exp(m_old - m_new) whenever the max grows; accumulate in fp32.",
        "tradeOff": "Recomputing S and P in the backward pass costs extra FLOPs in exchange for never "
                    "storing the N x N matrix P.",
    }
'''

_SUMMARY = re.compile(r"^(PASSED|FAILED)\s+score (\d\.\d\d)\s+\((\d+)/(\d+) criteria\)\s*$", re.M)


class BadRun(SystemExit):
    pass


def run(cmd: list[str], env: dict | None = None, cwd: Path = ROOT) -> tuple[float, float, int, str, str]:
    """(cpu s, wall s, exit code, stdout, stderr) of one fresh child; cpu = its user + sys time."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = _now()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, stdin=subprocess.DEVNULL, cwd=cwd, env=env or ENV)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = _now() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait again
        out.seek(0)
        err.seek(0)
        return (usage.ru_utime + usage.ru_stime, wall, proc.returncode,
                out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace"))


def _now() -> float:
    import time

    return time.perf_counter()


def checked(file: Path, expected: dict[str, str] | None, n_criteria: int, env: dict | None = None,
            tree: Path = ROOT) -> tuple[float, float]:
    """One `check FILE` run (of the workbench in `tree`) that must produce a real report; (cpu s, wall s)."""
    env = env or ({**ENV, "PYTHONPATH": str(tree)} if tree != ROOT else ENV)
    cpu, wall, rc, out, err = run(CHECK + [str(file)], env, cwd=tree)
    problem = None
    if rc not in (0, 1):
        problem = f"exit {rc}"
    elif "Traceback" in out + err or err.strip():
        problem = "it wrote to stderr"
    else:
        m = _SUMMARY.search(out)
        if m is None:
            problem = "no summary line in its output"
        elif int(m[4]) != n_criteria:
            problem = f"the report has {m[4]} criteria, the exercise {n_criteria}"
        elif (m[1] == "PASSED") != (rc == 0):
            problem = f"it says {m[1]} but exits {rc}"
        elif expected is not None:
            for cid, verdict in expected.items():
                if not re.search(rf"^{verdict.upper()}\s+{re.escape(cid)}:", out, re.M):
                    problem = f"{cid} is not {verdict} as exercise.yaml expects"
    if problem:
        raise BadRun(f"check {file.name} is not a real report ({problem}):\n{out[-800:]}\n{err[-1500:]}")
    return cpu, wall


def json_report_ok(file: Path, n_criteria: int) -> None:
    from workbench.report.model import Report

    _, _, rc, out, err = run(CHECK + [str(file), "--format", "json"])
    try:
        report = Report.model_validate_json(out)
    except ValueError as exc:
        raise BadRun(f"check --format json {file.name} is not a Report (exit {rc}): {exc}\n{err[-1500:]}") from None
    if report.error is not None or len(report.criteria) != n_criteria:
        raise BadRun(f"check --format json {file.name}: error {report.error}, {len(report.criteria)} criteria")


def dependency_modules() -> list[str]:
    """The modules of the project's runtime dependencies (and theirs) that `check` loads, in load order."""
    from importlib.metadata import packages_distributions, requires

    wanted, todo = set(), ["flashattention-workbench"]
    while todo:  # the dependency closure, by distribution name
        for req in requires(todo.pop()) or []:
            if "extra ==" in req:
                continue
            name = re.split(r"[ ;<>=!~\[(]", req, maxsplit=1)[0].lower().replace("_", "-")
            if name not in wanted:
                wanted.add(name)
                todo.append(name)
    owner = {mod: {d.lower().replace("_", "-") for d in dists} for mod, dists in packages_distributions().items()}
    _, _, rc, _, err = run([sys.executable, "-X", "importtime", "-m", "workbench", "check", str(STRONG)])
    mods = re.findall(r"^import time:\s+\d+ \|\s+\d+ \|\s*(\S+)\s*$", err, re.M)
    return [m for m in mods if owner.get(m.split(".")[0], set()) & wanted]


def interleaved(runs: int, base_cmd: list[str], n_criteria: int, expected: dict,
                against: Path | None) -> tuple[list, list, list]:
    """The bare import, this tree's check and (with --against) the other tree's, in rotating order."""
    base, check, other = [], [], []
    kinds = [0, 1] + ([2] if against else [])
    for i in range(runs):
        for which in kinds[i % len(kinds):] + kinds[:i % len(kinds)]:  # each kind goes first in turn
            if which == 0:
                cpu, wall, rc, _, err = run(base_cmd)
                if rc != 0:
                    raise BadRun(f"the bare import failed (exit {rc}): {err[-800:]}")
                base.append((cpu, wall))
            elif which == 1:
                check.append(checked(STRONG, expected, n_criteria))
            else:
                other.append(checked(against / STRONG.relative_to(ROOT), expected, n_criteria, tree=against))
    return base, check, other


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15, help="fresh processes of each kind (at least 11)")
    ap.add_argument("--against", type=Path, default=None,
                    help="another checkout (e.g. of main) whose check is measured in the same rotation: before/after")
    ns = ap.parse_args()
    against = ns.against.resolve() if ns.against else None
    runs = max(ns.runs, 11)
    from workbench.exercise import get

    ex = get("flashattention")
    n_criteria = len(ex.criteria)
    expected = ex.spec.examples["strong"].expected
    with tempfile.TemporaryDirectory() as empty:  # first run ever: no cache yet
        cold = checked(STRONG, expected, n_criteria, env={**ENV, "XDG_CACHE_HOME": empty})
    checked(STRONG, expected, n_criteria)  # warm the caches check keeps
    if against:
        checked(against / STRONG.relative_to(ROOT), expected, n_criteria, tree=against)
    json_report_ok(STRONG, n_criteria)
    mods = dependency_modules()
    tops = sorted({m.split(".")[0] for m in mods})
    base_cmd = [sys.executable, "-c", "import " + ", ".join(mods)]
    base, chk, other = interleaved(runs, base_cmd, n_criteria, expected, against)

    def med(rows, k):
        return statistics.median(r[k] for r in rows)

    print(f"bare import: {len(mods)} modules of {', '.join(tops)} (what `check` loads of its dependencies)")
    print(f"{runs} fresh processes each, interleaved; medians")
    print(f"{'':34} {'CPU s':>7} {'wall s':>7}")
    print(f"{'bare import of the dependencies':34} {med(base, 0):7.3f} {med(base, 1):7.3f}")
    print(f"{'check strong.py (literal)':34} {med(chk, 0):7.3f} {med(chk, 1):7.3f}")
    print(f"{'ratio (target <= 3)':34} {med(chk, 0) / med(base, 0):7.2f} {med(chk, 1) / med(base, 1):7.2f}")
    if against:
        print(f"{'check, ' + against.name:34} {med(other, 0):7.3f} {med(other, 1):7.3f}")
        print(f"{'its ratio':34} {med(other, 0) / med(base, 0):7.2f} {med(other, 1) / med(base, 1):7.2f}")
    print(f"{'check, first run (empty cache)':34} {cold[0]:7.3f} {cold[1]:7.3f}")

    with tempfile.TemporaryDirectory() as tmp:
        computed = Path(tmp) / "computed_outline.py"
        computed.write_text(COMPUTED)
        rows = [("literal (AST fast path)", [w for _, w in chk], 0.3),
                ("executed (sandboxed child)", [checked(computed, None, n_criteria)[1] for _ in range(runs)], 0.8)]
    print(f"\n{'wall, issue 2 targets':32} {'median s':>9} {'min s':>7} {'max s':>7} {'target s':>9}")
    for name, ts, target in rows:
        m = statistics.median(ts)
        print(f"{name:32} {m:9.3f} {min(ts):7.3f} {max(ts):7.3f} {target:9.1f}  {'ok' if m <= target else 'OVER'}")


if __name__ == "__main__":
    main()
