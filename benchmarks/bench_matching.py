"""CPU of rubric matching on crafted learner text, and Python `re` against RE2 on the rubric's patterns.

    python benchmarks/bench_matching.py [--runs 3] [--re2]

Part 1 grades an outline whose four entries are each filled to the cap with one crafted input
(the same inputs as tests/test_adversarial_cpu.py) and prints the minimum CPU time of `--runs`
runs (the thread's own CPU, patterns compiled beforehand). Part 2 (`--re2`, needs
`pip install google-re2`) compiles every distinct pattern of the bundled rubric with `re` and
with RE2, and matches each on 20,000 normalised characters in 600-character windows, as the
numbers in docs/grading-standard.md ("Why not RE2") were taken.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def crafted(runs: int) -> None:
    import test_adversarial_cpu as adv

    adv.grade(adv.outline_of("S is never written to HBM; 128 x 64 tiles in SRAM."), adv.RUBRIC)
    rows = []
    for name, make in sorted(adv.CRAFTED.items()):
        outline = adv.outline_of(make(adv.MAX_ENTRY_CHARS))
        best = min(adv.cpu(lambda: adv.grade(outline, adv.RUBRIC)) for _ in range(runs))
        rows.append((best, name))
    print(f"{'crafted input (4 entries at the cap)':40} {'CPU s':>7}")
    for best, name in sorted(rows, reverse=True):
        print(f"{name:40} {best:7.3f}")


def patterns(rubric) -> list[str]:
    found: set[str] = set()
    for crit in rubric.criteria:
        for concept in crit.concepts:
            found.update(concept.patterns)
    for group in (rubric.decision_patterns, rubric.cause_patterns, rubric.negation_patterns,
                  rubric.negation_after_patterns, rubric.tradeoff_markers, rubric.vague_phrases, rubric.placeholders):
        found.update(group)
    for mis in rubric.misconceptions:
        found.update(mis.patterns + mis.exceptions + mis.entry_exceptions)
    for syn in rubric.synonyms:
        found.update(syn.variants)
    return sorted(found)


def versus_re2() -> None:
    import re2  # google-re2

    from workbench.rubric.load import load_rubric as load_bundled
    from workbench.rubric.matching import normalize

    rubric = load_bundled()
    pats = patterns(rubric)
    re.purge()  # grading above filled re's own cache: time real compiles
    t = time.perf_counter()
    compiled_re = [re.compile(p) for p in pats]
    t_re = time.perf_counter() - t
    options = re2.Options()
    options.log_errors = False
    t = time.perf_counter()
    compiled_re2, fallback = {}, []
    for p in pats:
        try:
            compiled_re2[p] = re2.compile(p, options)
        except Exception:  # noqa: BLE001 - lookarounds and backreferences: RE2 has none
            fallback.append(p)
    t_re2 = time.perf_counter() - t
    print(f"\n{len(pats)} distinct patterns; compile: re {t_re * 1000:.0f} ms, RE2 {t_re2 * 1000:.0f} ms "
          f"({len(compiled_re2)} accepted, {len(fallback)} need Python re)")
    samples = {"U+FB2C": "\ufb2c" * 6_666, "negation words": "not " * 5_000,
               "strong example x 8": (ROOT / "exercises/flashattention/examples/strong.py").read_text() * 8}
    synonyms = [(s.canonical, s.variants) for s in rubric.synonyms]
    for name, raw in samples.items():
        text = normalize(raw[:20_000], synonyms, limit=20_000).text
        spans = [(x, min(len(text), x + 600)) for x in range(0, len(text), 600)]
        windows = [text[a:b] for a, b in spans]
        ok = [(p, r) for p, r in zip(pats, compiled_re) if p in compiled_re2]
        t = time.perf_counter()
        for _, r in ok:
            for a, b in spans:
                list(r.finditer(text, a, b))
        m_re = time.perf_counter() - t
        t = time.perf_counter()
        for p, _ in ok:
            for w in windows:
                list(compiled_re2[p].finditer(w))
        m_sliced = time.perf_counter() - t
        t = time.perf_counter()
        for p, _ in ok:
            for a, b in spans:
                list(compiled_re2[p].finditer(text, a, b))
        m_pos = time.perf_counter() - t
        print(f"{name:20} {len(text):6} chars: re {m_re * 1000:5.0f} ms; RE2 on sliced windows {m_sliced * 1000:5.0f} ms, "
              f"RE2 with pos/endpos {m_pos * 1000:5.0f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--re2", action="store_true", help="also compare with RE2 (google-re2 must be installed)")
    ns = ap.parse_args()
    crafted(ns.runs)
    if ns.re2:
        versus_re2()


if __name__ == "__main__":
    main()
