"""The pattern prefilter (workbench/rubric/prefilter.py): a pattern is skipped only where it cannot match.

Soundness is what matters (a wrong requirement would silently drop a match and change a verdict):
checked on the constructs the tree walk handles, on random text for patterns with every kind of item,
and on every pattern of both bundled rubrics against their own teaching examples and example answers.
The cache the requirements are kept in must never be a reason to fail or to grade differently.
"""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.exercise import get
from workbench.rubric import prefilter
from workbench.rubric.matching import normalize, sentences
from workbench.rubric.prefilter import required


@pytest.mark.parametrize("pattern, groups", [
    ("tile", (("tile",),)),
    (r"\btiles?\b", (("tile",),)),
    (r"(?:tile|block) size", (("block size", "tile size"),)),
    (r"a{2}b", (("aab",),)),
    (r"\bwrit\w*\b.{0,40}?\b(?:o|lse)\b", (("writ",), ("lse", "o"))),
    (r"(?=online)softmax", (("softmax",),)),       # nothing inside a lookaround is required
    (r"(?<!not )stored", (("stored",),)),
    (r"(?:abc)+x", (("abc",), ("x",))),             # an unbounded repeat ends an exact stretch
    (r"\w+ing?", (("in",),)),                       # "ing" contains "in": one test does for both
    (r"[ab]c", (("ac", "bc"),)),
])
def test_what_a_pattern_requires(pattern, groups):
    assert required(pattern) == groups


@pytest.mark.parametrize("pattern", [
    "",                        # matches the empty string
    r"a?", r"(?:tile)?", r"x*", r"(?:tile|)",  # may match nothing
    r"(?i)tile", r"(?i:tile)s",  # ignores case: literals say nothing
    r"\d+", r"[^a]+", r".{3}",
    r"(?:tile|\d+)",           # one branch requires nothing
    r"(a)\1",                  # a backreference: a is still required
    r"(?=tile)",               # a lookahead alone consumes nothing
    "(unbalanced",             # not a regex
])
def test_patterns_that_require_nothing_or_too_little(pattern):
    groups = required(pattern)
    if pattern == r"(a)\1":
        assert groups == (("a",),)
    else:
        assert groups is None


PATTERNS = [r"\bwrit\w*\b.{0,40}?\b(?:o|lse)\b", r"(?:tile|block)s? ?(?:size|dim)", r"a(?:bc){1,2}d?",
            r"(?<=x)ab|cd(?!e)", r"(?:ab|a)(?:c|bc)", r"\b(?:s|p)\b(?: tiles?)? (?:never|not) [a-z]+",
            r"x(?:y|z{2,3})+w", r"(?:ab)?c(?:de)*f"]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abcdefilnoprstwxyz sle", max_size=60), st.sampled_from(PATTERNS))
def test_a_skipped_pattern_never_matches_random_text(text, pattern):
    prefilter.install({pattern: [list(g) for g in required(pattern) or ()]})
    if re.search(pattern, text):
        assert prefilter.may_match(pattern, text), (pattern, text, required(pattern))


def _rubric_patterns(rubric) -> list[str]:
    from workbench.rubric.load import _pattern_fields
    from workbench.rubric.matching import variants_pattern

    return [p for _, p in _pattern_fields(rubric)] + [variants_pattern(tuple(s.variants)) for s in rubric.synonyms]


@pytest.mark.parametrize("exercise_id", ["flashattention", "review"])
def test_every_rubric_pattern_is_kept_wherever_it_matches(exercise_id):
    """Every pattern of the bundled rubric, on every sentence of its teaching examples and example
    answers (normalised as the engine normalises them): wherever it matches, may_match says so."""
    from workbench.outline.load import load_outline

    exercise = get(exercise_id)
    rubric = exercise.rubric()
    texts = [t for c in rubric.criteria for t in c.teaching.example_phrasings + c.teaching.weak_examples]
    for example in exercise.spec.examples.values():
        outline = load_outline(exercise.path(example.file), contract=exercise.contract).outline
        texts += ["\n".join(entry.parts) for entry in outline.entries.values()]
    synonyms = [(s.canonical, s.variants) for s in rubric.synonyms]
    units = []
    for text in texts:
        nt = normalize(text, synonyms).text
        units += [nt[a:b] for a, b in sentences(nt)] + [text.lower()]
    table = prefilter.table_for(_rubric_patterns(rubric))
    assert len(table) > 0.9 * len(set(_rubric_patterns(rubric)))  # nearly every pattern requires something
    prefilter.install(table)
    missed = [(p, u) for p in table for u in units if re.search(p, u) and not prefilter.may_match(p, u)]
    assert missed == []


def test_the_cache_is_written_reused_and_survives_corruption(tmp_path, monkeypatch):
    from workbench.rubric.trusted import load_trusted

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = get("flashattention").rubric_path
    prefilter.forget()
    load_trusted(path)
    (cached,) = (tmp_path / "workbench").glob("patterns-*.json")
    table = json.loads(cached.read_text(encoding="utf-8"))
    assert table and all(isinstance(g, list) for g in table.values())
    before = dict(prefilter._TABLE)
    for junk in ("{not json", "[1, 2]", json.dumps({"x": [[""]]}), json.dumps({"x": "y"}), "[" * 100_000):
        cached.write_text(junk, encoding="utf-8")
        prefilter.forget()
        load_trusted(path)
        assert prefilter._TABLE == before  # rebuilt, not trusted
        assert json.loads(cached.read_text(encoding="utf-8")) == table  # and rewritten


def test_an_unwritable_cache_still_installs_the_requirements(tmp_path, monkeypatch):
    from workbench.rubric.trusted import load_trusted

    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # a file where the folder should be
    prefilter.forget()
    load_trusted(get("flashattention").rubric_path)
    assert len(prefilter._TABLE) > 100


def test_the_key_changes_with_the_prefilter_and_python(tmp_path, monkeypatch):
    """A table is trusted only for the exact rubric bytes, prefilter source and Python that made it."""
    from workbench.modelcache import cached_json

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    for key in (b"rubric\0code\0python", b"rubric\0code2\0python", b"rubric\0code\0python2"):
        assert cached_json(key, "patterns", lambda: {"p": [["s"]]}, lambda v: True) == {"p": [["s"]]}
    assert len(list((tmp_path / "workbench").glob("patterns-*.json"))) == 3


def test_model_cache_key_follows_the_model_source(tmp_path, monkeypatch):
    """Same YAML bytes and version, edited model code: the cached model must not be reused."""
    import sys

    from pydantic import BaseModel

    from workbench import modelcache

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))

    class Tiny(BaseModel):
        x: int = 0

    src = tmp_path / "tiny_model.py"
    src.write_text("# v1\n")
    module = type(sys)("tiny_model")
    module.__file__ = str(src)
    monkeypatch.setitem(sys.modules, "tiny_model", module)
    Tiny.__module__ = "tiny_model"
    calls = []

    def parse():
        calls.append(1)
        return Tiny(x=len(calls))

    assert modelcache.cached(b"x: 1", Tiny, parse, "tiny").x == 1
    assert modelcache.cached(b"x: 1", Tiny, parse, "tiny").x == 1 and len(calls) == 1  # cached
    src.write_text("# v2: a validator changed\n")
    assert modelcache.cached(b"x: 1", Tiny, parse, "tiny").x == 2 and len(calls) == 2  # parsed again
