"""The bundled rubric's JSON cache: same model as parsing the YAML, and never a reason to fail."""

from __future__ import annotations

import os

import pytest

from workbench.rubric import bundled
from workbench.rubric.load import parse_bundled


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    return tmp_path / "flashattention-workbench"


def test_miss_writes_the_cache_and_a_hit_equals_the_yaml(cache):
    first = bundled.load_bundled()
    files = list(cache.glob("rubric-*.json"))
    assert len(files) == 1
    assert first == parse_bundled()
    assert bundled.load_bundled() == first  # from the cache this time


def test_corrupt_cache_is_reparsed(cache):
    bundled.load_bundled()
    (f,) = cache.glob("rubric-*.json")
    f.write_text("{not json")
    assert bundled.load_bundled() == parse_bundled()


def test_unwritable_cache_folder_still_loads(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # a file where the folder should be
    assert bundled.load_bundled() == parse_bundled()


def test_an_edited_rubric_gets_a_new_key(cache, tmp_path, monkeypatch):
    bundled.load_bundled()
    src = bundled.bundled_rubric().read_text(encoding="utf-8")
    edited = tmp_path / "flashattention.yaml"
    edited.write_text(src.replace("title: \"", "title: \"(edited) ", 1), encoding="utf-8")
    monkeypatch.setattr(bundled, "bundled_rubric", lambda: edited)
    import workbench.rubric.load as load

    monkeypatch.setattr(load, "bundled_rubric_path", lambda: edited)
    assert bundled.load_bundled().title.startswith("(edited)")
    assert len(list(cache.glob("rubric-*.json"))) == 2
