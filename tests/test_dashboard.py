"""summary.html, the class dashboard (issue 10, item 5): self-contained (inline CSS and SVG, no
script, no network), with the score distribution, pass rate per criterion, misconceptions,
ungradable submissions with reasons and near-duplicate clusters; every learner-derived string
escaped. Checked (1) structurally with html.parser and (2) rendered in headless Chromium, where
it is installed (CI installs Debian's `chromium`)."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import tempfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

from test_grade_fakes import cli, fake_engine, make_class, outline_source  # noqa: F401
from workbench.report.render.dashboard.page import clusters, render_html

SECTIONS = ("counts", "scores", "criteria", "misconceptions", "ungradable", "duplicates")
HOSTILE = '<img src=x onerror=alert(1)>'
ALLOWED = {"html", "head", "meta", "title", "style", "body", "main", "h1", "h2", "p", "div", "section", "b", "span",
           "table", "colgroup", "col", "thead", "tbody", "tr", "th", "td", "code", "svg", "line", "text", "rect"}


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags: list[str] = []
        self.attrs: list[tuple[str, str | None]] = []
        self.ids: set[str] = set()
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs += attrs
        self.ids.update(v for k, v in attrs if k == "id" and v)

    def handle_data(self, data):
        self.text.append(data)


def parse(html_text: str) -> Page:
    page = Page()
    page.feed(html_text)
    page.close()
    return page


@pytest.fixture
def graded(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "class")
    (subs / f"{HOSTILE}.py").write_text("def designOutline(:\n")  # a name that is markup, ungradable
    copy = outline_source(memory="Keep S and P on chip " * 4, tiling="Q in 128 row blocks, K and V streamed " * 3)
    for name in ("copy_a", "copy_b", "copy_c"):
        (subs / f"{name}.py").write_text(copy)
    (subs / "misc.py").write_text(outline_source(tradeoff="fewer flops make it fast, fewer flops always"))
    out = tmp_path / "out"
    runner, app = cli
    res = runner.invoke(app, ["grade", str(subs), "--out", str(out), "-q"])
    assert res.exit_code == 0, res.output
    return out


def test_dashboard_has_every_section_and_no_learner_markup(graded):
    text = (graded / "summary.html").read_text(encoding="utf-8")
    page = parse(text)
    assert set(SECTIONS) <= page.ids
    assert set(page.tags) <= ALLOWED, set(page.tags) - ALLOWED  # no script, link, img, iframe, object, form
    assert page.tags.count("svg") >= 4  # histogram, pass rates, misconceptions, ungradable reasons
    assert not [k for k, _ in page.attrs if k.startswith("on")]
    assert not [v for k, v in page.attrs if k in ("href", "src", "action")]
    assert "://" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")  # nothing fetched
    assert "default-src 'none'" in text  # and the page's own policy forbids fetching anything
    shown = "".join(page.text)
    assert HOSTILE in shown and "&lt;img src=x onerror=alert(1)&gt;" in text  # shown literally, escaped
    assert "copy_a, copy_b, copy_c" in shown  # one near-duplicate cluster of three
    assert "syntax_error" in shown and "timeout" in shown  # reasons listed
    summary = json.loads((graded / "summary.json").read_text())
    assert f"{summary['counts']['students']}" in shown


def test_controls_in_learner_text_are_shown_as_escapes():
    summary = {
        "counts": {"students": 1, "graded": 0, "passed": 0, "not_evaluated": 1}, "criteria": [],
        "histogram": [{"from": 0, "to": 100, "count": 0}], "misconceptions": [],
        "not_evaluated": [{"student": "a\x1b[31mb", "kind": "raised", "message": "</td><script>x</script>\u202e"}],
        "similarity": {"measure": "m", "threshold": 0.8, "total_pairs": 0, "pairs": []},
        "students": [], "version": "0.1.0", "shard": None, "exercise": "e"}
    text = render_html(summary)
    assert "\x1b" not in text and "\u202e" not in text and "<script>" not in text
    assert "a\\x1b[31mb" in text and "&lt;/td&gt;&lt;script&gt;" in text and "\\u202e" in text


def test_clusters_join_pairs_that_share_a_student():
    pairs = [{"a": "a", "b": "b", "similarity": 0.9}, {"a": "b", "b": "c", "similarity": 0.85},
             {"a": "x", "b": "y", "similarity": 0.95}]
    assert clusters(pairs) == [{"members": ["a", "b", "c"], "pairs": 2, "max": 0.9},
                               {"members": ["x", "y"], "pairs": 1, "max": 0.95}]


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (CI installs Debian's chromium package)")
def test_dashboard_renders_in_headless_chromium(graded, tmp_path):
    shot = tmp_path / "out.png"
    page = (graded / "summary.html").resolve().as_uri()
    with tempfile.TemporaryDirectory() as profile:
        run = subprocess.run([CHROMIUM, *FLAGS, f"--user-data-dir={profile}", f"--screenshot={shot}",
                              "--window-size=1366,900", page], capture_output=True, timeout=120,
                             env={**os.environ, "HOME": profile})
        assert shot.is_file(), run.stderr.decode(errors="replace")[-2000:]
        dom = subprocess.run([CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "--dump-dom", page],
                             capture_output=True, timeout=120, env={**os.environ, "HOME": profile})
    data = shot.read_bytes()
    assert _png_size(data) == (1366, 900)
    rendered = parse(dom.stdout.decode("utf-8", errors="replace"))
    assert set(SECTIONS) <= rendered.ids and "script" not in rendered.tags
    Image = pytest.importorskip("PIL.Image", reason="Pillow (with matplotlib) reads the screenshot's pixels")
    with Image.open(shot) as im:
        colors = im.convert("RGB").getcolors(maxcolors=1 << 20)
    assert colors is not None and len(colors) > 50  # not blank: text, plots, cards
    counts = {rgb: n for n, rgb in colors}
    assert counts.get((0x3B, 0x6E, 0xA5), 0) > 2000  # the plots' bars were drawn, above the fold
