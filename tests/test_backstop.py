"""The learned backstop (docs/grading-standard.md, "The learned backstop"): it only turns a fail for lack
of recognition into a pass, never a misconception, placeholder, prompt copy or wrong numeric fact; a
pass by it quotes a sentence and says so in --explain-decision; it can be switched off; its work is
linear in the text. A synthetic model is used so that these hold whatever the shipped model says."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from workbench.outline.model import Entry, Outline
from workbench.rubric import backstop
from workbench.rubric.load import load_rubric
from workbench.rubric.engine import grade

RUBRIC = load_rubric()
CRITERIA = ("memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff")


def _model(word: str = "zorblat", threshold: float = 0.9) -> dict:
    crit = {"weights": {f"w:{word}": 8.0}, "bias": -4.0, "threshold": threshold}
    return {"features": "words", "criteria": {c: dict(crit) for c in CRITERIA}}


@pytest.fixture
def synthetic(monkeypatch, tmp_path):
    path = tmp_path / "backstop.json"
    path.write_text(json.dumps(_model()), encoding="utf-8")
    monkeypatch.setattr(backstop, "MODEL_NAME", str(path))  # absolute: replaces the exercise folder's file
    backstop._load.cache_clear()
    yield
    backstop._load.cache_clear()


def _outline(**entries: str) -> Outline:
    return Outline(entries={k: Entry(key=k, parts=[v]) for k, v in entries.items()})


def test_features_are_deterministic_and_word_based():
    f = backstop.features("Keep Q in SRAM.", None, (), "words")
    assert {"w:keep", "w:sram", "b:keep q", "w:."} <= f
    assert backstop.features("Keep Q in SRAM.", "vague", ["mt.x"], "words+engine") >= {"k:vague", "e:mt.x"}


def test_judge_refuses_non_recoverable_kinds():
    mdl = _model()
    text = "the zorblat plan"
    for kind in ("misconception", "placeholder_or_prompt", "wrong_fact", "tile_cannot_fit", "missing",
                 "hedged_misconception", None):
        assert backstop.judge(mdl, "tiling", kind, text, [], [(0, len(text))]) is None
    v = backstop.judge(mdl, "tiling", "not_found", text, [], [(0, len(text))])
    assert v is not None and v.probability > 0.9 and v.quote == text


def test_threshold_none_or_low_probability_keeps_the_fail():
    text = "a plain sentence"
    assert backstop.judge(_model(), "tiling", "vague", text, [], [(0, len(text))]) is None
    mdl = _model(threshold=None)
    assert backstop.judge(mdl, "tiling", "vague", "zorblat", [], [(0, 7)]) is None


def test_engine_passes_an_unrecognised_entry_with_a_quote_and_explains(synthetic):
    from workbench.rubric.explain import explain

    outline = _outline(tiling="We follow the zorblat schedule for the work. Nothing else here.")
    on = {r.id: r for r in grade(outline, RUBRIC, backstop=True).criteria}["tiling"]
    off = {r.id: r for r in grade(outline, RUBRIC, backstop=False).criteria}["tiling"]
    assert not off.passed
    assert on.passed and "learned backstop" in on.feedback and "zorblat" in on.matched[0]
    lines = explain(outline, RUBRIC, grade(outline, RUBRIC, backstop=True))
    assert any("passed by the learned backstop with probability" in line for line in lines)


def test_misconception_and_placeholder_are_never_overturned(synthetic):
    outline = _outline(memoryTraffic="zorblat: it is faster because it does fewer FLOPs.", tiling="TODO zorblat")
    got = {r.id: r for r in grade(outline, RUBRIC, backstop=True).criteria}
    assert not got["memoryTraffic"].passed and got["memoryTraffic"].misconceptions
    assert not got["tiling"].passed


def test_cli_no_backstop_switches_it_off(synthetic, tmp_path):
    from typer.testing import CliRunner

    from workbench.cli.app import app

    path = tmp_path / "o.py"
    path.write_text('def designOutline():\n    return {"tiling": "We follow the zorblat schedule."}\n')
    runner = CliRunner()
    on = runner.invoke(app, ["check", str(path), "--no-evidence", "--format", "json", "--rubric",
                             str(_rubric_with_backstop(tmp_path))])
    off = runner.invoke(app, ["check", str(path), "--no-evidence", "--format", "json", "--no-backstop", "--rubric",
                              str(_rubric_with_backstop(tmp_path))])
    tiling = {c["id"]: c for c in json.loads(on.stdout)["criteria"]}["tiling"]
    assert tiling["passed"]
    assert not {c["id"]: c for c in json.loads(off.stdout)["criteria"]}["tiling"]["passed"]


def _rubric_with_backstop(tmp_path):
    text = (Path(__file__).resolve().parents[1] / "exercises" / "flashattention" / "rubric.yaml").read_text(encoding="utf-8")
    path = tmp_path / "rubric.yaml"
    if "\nlearned_backstop:" not in text:
        text += "\nlearned_backstop: true\n"
    path.write_text(text.replace("\nlearned_backstop: false", "\nlearned_backstop: true"), encoding="utf-8")
    return path


SHIPPED = Path(__file__).resolve().parents[1] / "exercises" / "flashattention" / "backstop.json"


def test_shipped_model_is_readable_and_records_how_it_was_made():
    mdl = backstop.model(SHIPPED)
    assert mdl is not None and mdl["command"].startswith("python benchmarks/train_judge.py fit")
    assert mdl["data_hash"] and set(mdl["criteria"]) == set(CRITERIA)
    # thresholds chosen on the rules' honest verdicts: both in (0, 1), the unsure floor below the pass bar
    for crit in mdl["criteria"].values():
        assert 0.0 < crit["threshold"] < 1.0 and 0.0 <= crit["fail_below"] < crit["threshold"]
    # the split held out as this release's estimate is not among the training splits
    assert not any(b in s for s in mdl["splits"] for b in ("blind14", "blind15"))
    assert mdl["cv"]["pooled"]["rules + judge"]["overall"] > mdl["cv"]["pooled"]["rules (honest)"]["overall"]
    assert RUBRIC.learned_backstop


def _doubting_model(tmp_path, monkeypatch, floor: float = 0.5):
    """Every criterion: p = sigmoid(-4 + 8·[zorblat]); a rules' pass below `floor` is doubted."""
    mdl = _model()
    for crit in mdl["criteria"].values():
        crit["fail_below"] = floor
    path = tmp_path / "backstop.json"
    path.write_text(json.dumps(mdl), encoding="utf-8")
    monkeypatch.setattr(backstop, "MODEL_NAME", str(path))
    backstop._load.cache_clear()


STRONG_TILING = "We use Br = 128 and Bc = 64 as the block sizes of the kernel."  # one mechanism, enough words


def test_doubt_turns_a_rules_pass_into_an_unsure_fail_that_says_what_to_state(tmp_path, monkeypatch):
    from workbench.rubric.explain import explain

    try:
        outline = _outline(tiling=STRONG_TILING)
        off = {r.id: r for r in grade(outline, RUBRIC, backstop=False).criteria}["tiling"]
        assert off.passed
        _doubting_model(tmp_path, monkeypatch)
        report = grade(outline, RUBRIC, backstop=True)
        got = {r.id: r for r in report.criteria}["tiling"]
        assert not got.passed and got.score == 0.5
        assert got.feedback.startswith("The grader is unsure") and "State what your design does" in got.feedback
        assert len(got.feedback.split()) <= 120 and not got.misconceptions
        assert any("failed as unsure by the learned backstop" in line for line in explain(outline, RUBRIC, report))
        # the learned words of a pass lift it over the floor; --no-backstop (backstop=False) keeps the rules' pass
        got = {r.id: r for r in grade(_outline(tiling=STRONG_TILING + " zorblat"), RUBRIC, backstop=True).criteria}
        assert got["tiling"].passed
    finally:
        backstop._load.cache_clear()


def test_a_pass_on_another_entrys_words_is_not_doubted(tmp_path, monkeypatch):
    """The rules credit an inline trade-off written in the tiling entry; the trade-off's own entry is vague.
    The judge reads only the own entry, so it has nothing to doubt there."""
    from workbench.outline.model import normalize

    outline = normalize({
        "tiling": "Q tile of 64 rows stays in shared memory; K/V tiles of 128 rows are streamed, at the expense of "
                  "register spills.",
        "tradeOff": "There are trade-offs in this design, as there always are in kernels."})
    try:
        assert {r.id: r for r in grade(outline, RUBRIC, backstop=False).criteria}["failureModeOrTradeOff"].passed
        _doubting_model(tmp_path, monkeypatch, floor=0.99)
        got = {r.id: r for r in grade(outline, RUBRIC, backstop=True).criteria}["failureModeOrTradeOff"]
        assert got.passed, got.feedback
    finally:
        backstop._load.cache_clear()


def test_doubt_needs_a_floor_and_text():
    mdl = _model()
    plain = "a plain sentence of words with nothing learned in it"
    assert backstop.doubt(mdl, "tiling", plain) is None  # no fail_below: never
    mdl["criteria"]["tiling"]["fail_below"] = 0.5
    assert backstop.doubt(mdl, "tiling", "   ") is None
    v = backstop.doubt(mdl, "tiling", plain)
    assert v is not None and v.probability < 0.5 and v.threshold == 0.5
    assert backstop.doubt(mdl, "tiling", plain + " zorblat") is None


def test_short_entries_and_several_mechanisms_are_never_doubted():
    """Too few words for the judge to read (p is mostly its bias), or two recognised mechanisms: the rules stand."""
    mdl = _model()
    mdl["criteria"]["tiling"]["fail_below"] = 0.5
    assert backstop.doubt(mdl, "tiling", "Larger tiles lower occupancy.") is None
    assert not backstop.may_doubt("Spills as tiles grow.", [])
    long = "a plain sentence of words with nothing learned in it"
    assert backstop.doubt(mdl, "tiling", long, ["ti.block_sizes", "ti.loop_order"]) is None
    assert backstop.doubt(mdl, "tiling", long, ["ti.block_sizes", "ti.block_sizes"]) is not None
    # CJK: every character is a token, so a Chinese sentence is read, not skipped as "short"
    assert backstop.may_doubt("每个块都在共享内存里计算然后写回", [])


def test_shipped_judge_keeps_the_bundled_strong_example_and_fails_the_weak_ones():
    """The exercise's known-right examples still pass with the shipped judge on, the known-wrong ones fail."""
    from workbench.outline.load import load_outline

    examples = sorted((Path(__file__).resolve().parents[1] / "exercises" / "flashattention" / "examples").glob("*.py"))
    assert len(examples) >= 4
    for path in examples:
        loaded = load_outline(path, timeout=10)
        assert loaded.error is None, path.name
        assert grade(loaded.outline, RUBRIC).passed == path.name.startswith("strong"), path.name


def test_backstop_work_is_linear_and_small():
    mdl = backstop.model(SHIPPED) or _model()
    crit = next((c for c in mdl["criteria"].values() if c.get("threshold") is not None), _model()["criteria"]["tiling"])
    mdl = {"features": mdl.get("features", "words"), "criteria": {"tiling": {**crit, "threshold": 0.0}}}

    def run(n):
        text = ("keep the q tile in sram; stream k and v tiles. " * (n // 48 + 1))[:n]
        sents = [(i, min(i + 48, n)) for i in range(0, n, 48)]
        t = time.process_time()
        backstop.judge(mdl, "tiling", "vague", text, [], sents)
        return time.process_time() - t

    run(1000)
    small, big = run(2000), run(4000)
    assert big < 0.2, big
    assert big < 4 * small + 0.02, (small, big)


# The trade-off structure features (feature family "struct"): what the composition found, as tags.
def _struct(text: str) -> frozenset[str]:
    from workbench.claims.tradeoff import structure
    from workbench.rubric.analysis import make_doc

    doc = make_doc(RUBRIC, Entry(key="tradeOff", parts=[text]))
    return structure(doc.nt.text, RUBRIC.lexicon, RUBRIC.tradeoff_markers)


@pytest.mark.parametrize("text,present,absent", [
    ("Recomputation.", {"cause"}, {"cost", "marker"}),
    ("Larger tiles raise register pressure, so the kernel spills.", {"cost", "cause", "rel:so", "near<30"}, {"mitigated"}),
    ("We pick Br = 64 to avoid spills.", {"mitigated", "cause"}, {"cost"}),
    ("The backward pass costs more.", {"marker"}, {"cost"}),
    ("", set(), {"cost", "cause", "marker"}),
])
def test_structure_tags(text, present, absent):
    tags = _struct(text)
    assert present <= tags and not (absent & tags), tags


def test_struct_features_are_read_only_when_the_model_asks_for_them():
    tags = frozenset({"cost", "near<30"})
    assert {"s:cost", "s:near<30"} <= backstop.features("x", None, (), "words+struct", tags)
    assert not any(f.startswith("s:") for f in backstop.features("x", None, (), "words", tags))
    assert backstop.uses_struct({"features": "words+chars+struct"}) and not backstop.uses_struct({"features": "words"})


def test_engine_passes_the_structure_to_a_struct_model(monkeypatch, tmp_path):
    mdl = {"features": "words+struct", "criteria": {c: {"weights": {}, "bias": -4.0, "threshold": 0.9} for c in CRITERIA}}
    mdl["criteria"]["failureModeOrTradeOff"] = {"weights": {"s:marker": 8.0}, "bias": -4.0, "threshold": 0.9}
    path = tmp_path / "backstop.json"
    path.write_text(json.dumps(mdl), encoding="utf-8")
    monkeypatch.setattr(backstop, "MODEL_NAME", str(path))
    backstop._load.cache_clear()
    try:
        from workbench.outline.model import normalize

        got = {r.id: r for r in grade(normalize({"tradeOff": "The drawback is a zorblat."}), RUBRIC, backstop=True).criteria}
        assert got["failureModeOrTradeOff"].passed and "learned backstop" in got["failureModeOrTradeOff"].feedback
        got = {r.id: r for r in grade(normalize({"tradeOff": "A zorblat."}), RUBRIC, backstop=True).criteria}
        assert not got["failureModeOrTradeOff"].passed
    finally:
        backstop._load.cache_clear()
