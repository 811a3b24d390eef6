"""Guards of `check`'s start-up cost that do not time anything (issue 8: `check` on a literal outline
stays within 3x the bare import of its dependencies; the measurement is benchmarks/bench_check.py).

Compiling rubric regexes was a third of `check`'s CPU time: with the prefilter (workbench/rubric/
prefilter.py) a fresh `check` of the strong example compiles only the patterns whose words occur in
it. And `check` loads no third-party module outside typer, pydantic and what they require (no YAML
parser, no template engine, no torch).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STRONG = ROOT / "exercises" / "flashattention" / "examples" / "strong.py"

# A fresh `check` of the strong example compiled 665 of the rubric's patterns before the prefilter
# and ~250 with it; the bound leaves room for rubric edits, not for losing the prefilter.
MAX_COMPILED = 400

_CHECK = """
import json, sys
from workbench.cli.app import app
try:
    app(["check", sys.argv[1]], standalone_mode=False)
except SystemExit:
    pass
from workbench.rubric import matching
compiled = matching.rx.cache_info().currsize + matching._variants_rx.cache_info().currsize
print("RESULT", json.dumps({"compiled": compiled, "modules": sorted(sys.modules)}))
"""

_STARTUP = 'import json, sys; print("RESULT", json.dumps({"modules": sorted(sys.modules)}))'


def _closure(*dists: str) -> set[str]:
    """The top-level modules of these distributions and of everything they require."""
    import re
    from importlib.metadata import PackageNotFoundError, packages_distributions, requires

    def norm(name: str) -> str:
        return name.lower().replace("_", "-")

    seen, todo = set(), [norm(d) for d in dists]
    while todo:
        dist = todo.pop()
        if dist in seen:
            continue
        seen.add(dist)
        try:
            reqs = requires(dist) or []
        except PackageNotFoundError:  # a requirement for another platform (click's colorama on Windows)
            continue
        for req in reqs:
            if "extra ==" not in req:
                todo.append(norm(re.split(r"[ ;<>=!~\[(]", req, maxsplit=1)[0]))
    return {mod for mod, owners in packages_distributions().items() if seen & {norm(o) for o in owners}}


def _run(code: str, cache: Path, *args: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(cache)}
    proc = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=120)
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT ")), None)
    assert line is not None and "Traceback" not in proc.stderr, proc.stdout[-2000:] + proc.stderr[-2000:]
    return json.loads(line.removeprefix("RESULT "))


def test_a_fresh_check_compiles_only_the_patterns_the_outline_can_match(tmp_path):
    _run(_CHECK, tmp_path, str(STRONG))  # the first run fills the caches
    again = _run(_CHECK, tmp_path, str(STRONG))
    assert 0 < again["compiled"] < MAX_COMPILED, again["compiled"]
    assert list((tmp_path / "workbench").glob("patterns-*.json")), "no pattern requirements were cached"


def test_check_loads_no_third_party_module_beyond_typer_and_pydantic(tmp_path):
    """Once the caches are filled (the first run parses the rubric's YAML, then never again)."""
    _run(_CHECK, tmp_path, str(STRONG))
    checked = {m.split(".")[0] for m in _run(_CHECK, tmp_path, str(STRONG))["modules"]}
    startup = {m.split(".")[0] for m in _run(_STARTUP, tmp_path)["modules"]}  # site and .pth files of this Python
    allowed = (_closure("typer", "pydantic") | startup | set(sys.stdlib_module_names)
               | {"workbench", "workbench_exercises"})
    assert sorted(m for m in checked - allowed if not m.startswith("_")) == []
