"""An exercise's rubric from its JSON cache: same model as parsing the YAML, and never a reason to fail."""

from __future__ import annotations

import pytest

from workbench.exercise import get
from workbench.rubric.load import load_trusted, parse_bundled

RUBRIC = get("flashattention").rubric_path


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    return tmp_path / "workbench"


def test_miss_writes_the_cache_and_a_hit_equals_the_yaml(cache):
    first = load_trusted(RUBRIC)
    files = list(cache.glob("rubric-*.json"))
    assert len(files) == 1
    assert first == parse_bundled()
    assert load_trusted(RUBRIC) == first  # from the cache this time


def test_corrupt_cache_is_reparsed(cache):
    load_trusted(RUBRIC)
    (f,) = cache.glob("rubric-*.json")
    f.write_text("{not json")
    assert load_trusted(RUBRIC) == parse_bundled()


def test_unwritable_cache_folder_still_loads(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # a file where the folder should be
    assert load_trusted(RUBRIC) == parse_bundled()


def test_an_edited_rubric_gets_a_new_key(cache, tmp_path):
    load_trusted(RUBRIC)
    src = RUBRIC.read_text(encoding="utf-8")
    edited = tmp_path / "rubric.yaml"
    edited.write_text(src.replace("title: \"", "title: \"(edited) ", 1), encoding="utf-8")
    assert load_trusted(edited).title.startswith("(edited)")
    assert len(list(cache.glob("rubric-*.json"))) == 2
