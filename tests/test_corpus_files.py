"""Sanity of the calibration corpora and the exercise files (not of the grader).

The corpora (tests/corpus, tests/corpus_heldout) are labelled by an instructor from the
standard in issue 2 section 4; these tests only check that the labels are well formed, that
every outline has one, that the corpus covers what the calibration needs (enough passes and
fails per criterion), and that each file really is what its label says structurally: a
gradable outline, or the error kind it is labelled with. Whether the *grader* agrees with the
verdicts is the calibration test's job, not this file's.

The outline files are run only in a child process, as learner code always is.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml

from workbench.exercise import get as _exercise

CRITERIA = tuple(_exercise("flashattention").criteria)
canonical_key = _exercise("flashattention").contract.canonical_key

ROOT = Path(__file__).resolve().parent.parent
MAIN = ROOT / "tests" / "corpus"
HELDOUT = ROOT / "tests" / "corpus_heldout"
EXERCISE = ROOT / "exercises" / "flashattention"

VERDICTS = {"pass", "fail"}
# Only the load failures a plain outline file can show; hostile cases (timeout, memory, ...)
# live with the sandbox tests.
ERROR_KINDS = {"syntax_error", "no_function", "wrong_type", "raised"}

# Runs in a child: execute each file, call its function, normalise the result, and report
# what happened as one JSON object. The verdict of the grader is not involved.
_PROBE = textwrap.dedent(
    """
    import json, runpy, sys
    from workbench.outline.model import OutlineError, normalize

    out = {}
    for path in sys.argv[1:]:
        try:
            ns = runpy.run_path(path, run_name="outline")
        except SyntaxError:
            out[path] = {"kind": "syntax_error"}
            continue
        name = next((n for n in ("designOutline", "design_outline") if callable(ns.get(n))), None)
        if name is None:
            out[path] = {"kind": "no_function"}
            continue
        try:
            raw = ns[name]()
        except Exception as exc:
            out[path] = {"kind": "raised", "detail": type(exc).__name__}
            continue
        try:
            outline = normalize(raw, function=name)
        except OutlineError as exc:
            out[path] = {"kind": exc.kind, "detail": exc.message}
            continue
        out[path] = {"kind": "ok", "entries": {k: e.text for k, e in outline.entries.items()}}
    print(json.dumps(out))
    """
)


def _labels(folder: Path) -> dict:
    data = yaml.safe_load((folder / "labels.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict), f"{folder / 'labels.yaml'} must be a mapping of file name -> label"
    return data


def _probe(files: list[Path]) -> dict[str, dict]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run(
        [sys.executable, "-c", _PROBE, *map(str, files)],
        capture_output=True, text=True, timeout=60, env=env, cwd=ROOT, stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return {Path(p).name: r for p, r in json.loads(proc.stdout.strip().splitlines()[-1]).items()}


@pytest.fixture(scope="module")
def probed() -> dict[str, dict[str, dict]]:
    return {
        folder.name: _probe(sorted(folder.glob("*.py")))
        for folder in (MAIN, HELDOUT)
    }


@pytest.mark.parametrize("folder", [MAIN, HELDOUT], ids=["corpus", "heldout"])
def test_every_file_has_a_label_and_every_label_a_file(folder: Path):
    files = {p.name for p in folder.glob("*.py")}
    labels = set(_labels(folder))
    assert files - labels == set(), f"unlabelled outlines in {folder}"
    assert labels - files == set(), f"labels without a file in {folder}"


@pytest.mark.parametrize("folder", [MAIN, HELDOUT], ids=["corpus", "heldout"])
def test_labels_are_well_formed(folder: Path):
    for name, label in _labels(folder).items():
        assert isinstance(label, dict), name
        assert isinstance(label.get("note"), str) and label["note"].strip(), f"{name}: a note says why"
        if "error" in label:
            assert set(label) == {"error", "note"}, f"{name}: an error label has only error and note"
            assert label["error"] in ERROR_KINDS, f"{name}: unknown error kind {label['error']!r}"
        else:
            assert set(label) == {*CRITERIA, "note"}, f"{name}: needs exactly the four criteria and a note"
            for cid in CRITERIA:
                assert label[cid] in VERDICTS, f"{name}: {cid} must be pass or fail, not {label[cid]!r}"


def test_main_corpus_is_large_and_balanced():
    graded = [lab for lab in _labels(MAIN).values() if "error" not in lab]
    assert len(graded) >= 80
    for cid in CRITERIA:
        verdicts = [lab[cid] for lab in graded]
        assert verdicts.count("pass") >= 25, cid
        assert verdicts.count("fail") >= 25, cid


def test_heldout_corpus_is_large_enough_and_mixed():
    graded = [lab for lab in _labels(HELDOUT).values() if "error" not in lab]
    assert len(graded) >= 30
    for cid in CRITERIA:
        verdicts = {lab[cid] for lab in graded}
        assert verdicts == VERDICTS, f"{cid}: held-out set needs both passes and fails"


@pytest.mark.parametrize("folder", [MAIN, HELDOUT], ids=["corpus", "heldout"])
def test_files_parse_unless_labelled_syntax_error(folder: Path):
    for name, label in _labels(folder).items():
        source = (folder / name).read_text(encoding="utf-8")
        if label.get("error") == "syntax_error":
            with pytest.raises(SyntaxError):
                ast.parse(source, filename=name)
        else:
            ast.parse(source, filename=name)


@pytest.mark.parametrize("folder", [MAIN, HELDOUT], ids=["corpus", "heldout"])
def test_each_file_loads_as_its_label_says(folder: Path, probed):
    results = probed[folder.name]
    for name, label in _labels(folder).items():
        got = results[name]["kind"]
        assert got == label.get("error", "ok"), f"{name}: labelled {label.get('error', 'gradable')}, got {got}"


def test_heldout_does_not_reuse_main_corpus_texts(probed):
    main_texts = {t for r in probed["corpus"].values() for t in r.get("entries", {}).values() if t.strip()}
    for name, r in probed["corpus_heldout"].items():
        for cid, text in r.get("entries", {}).items():
            assert not (text.strip() and text in main_texts), f"{name} {cid} copies a main-corpus entry"


def test_corpus_covers_every_accepted_form():
    """Keys and shapes the contract accepts all appear among gradable main-corpus files."""
    labels = _labels(MAIN)
    sources = {n: (MAIN / n).read_text(encoding="utf-8") for n, lab in labels.items() if "error" not in lab}
    text = "\n".join(sources.values())
    for needle in ("def design_outline(", "memory_traffic", "numerical_stability", "trade_offs",
                   "failure_mode", "failureModes", "tradeOffs", "tradeoffs", '"mechanism":',
                   'f"', ".join(", "for ", "Trade-off:", "the cost is", "at the expense of", "fails when"):
        assert needle in text, f"no gradable corpus file uses {needle!r}"


# --- exercise files -----------------------------------------------------------------------


def _exercise() -> dict:
    return yaml.safe_load((EXERCISE / "exercise.yaml").read_text(encoding="utf-8"))


def test_exercise_yaml_names_the_exercise_and_its_files():
    ex = _exercise()
    assert ex["id"] == "flashattention" and (EXERCISE / ex["rubric"]).is_file()
    assert "Implement designOutline() returning non-empty values for memoryTraffic" in " ".join(ex["prompt"].split())
    assert "concrete mechanism or decision" in ex["prompt"]
    assert "failure mode or trade-off" in ex["prompt"]
    for key in ("statement", "starter"):
        assert (EXERCISE / ex[key]).is_file(), key
    assert {"strong", "strong_mapping", "weak_vague", "weak_misconception", "weak_missing",
            "weak_keyword_salad"} <= set(ex["examples"])


def test_examples_load_and_have_expected_verdicts():
    examples = _exercise()["examples"]
    files = [EXERCISE / e["file"] for e in examples.values()]
    results = _probe(files)
    for name, e in examples.items():
        path = EXERCISE / e["file"]
        assert path.read_text(encoding="utf-8").startswith("#"), f"{name}: top comment says what it shows"
        assert results[path.name]["kind"] == "ok", f"{name}: {results[path.name]}"
        assert set(e["expected"]) == set(CRITERIA) and set(e["expected"].values()) <= VERDICTS
    assert set(examples["strong"]["expected"].values()) == {"pass"}
    assert "fail" in examples["weak_vague"]["expected"].values()


def test_strong_example_is_a_literal():
    """The README's example must take the no-execution path: its function returns a literal."""
    tree = ast.parse((EXERCISE / "examples" / "strong.py").read_text(encoding="utf-8"))
    fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "designOutline")
    ret = fn.body[-1]
    assert isinstance(ret, ast.Return)
    ast.literal_eval(ret.value)


def test_starter_is_a_gradable_outline_of_placeholders():
    source = (EXERCISE / "starter.py").read_text(encoding="utf-8")
    assert "designOutline" in source and "TODO" in source
    result = _probe([EXERCISE / "starter.py"])["starter.py"]
    assert result["kind"] == "ok"
    assert set(result["entries"]) == set(CRITERIA)
    assert all(t.strip() == "TODO" for t in result["entries"].values())
    keys = [canonical_key(k) for k in ("memoryTraffic", "tiling", "numericalStability", "tradeOff")]
    assert keys == list(CRITERIA)
