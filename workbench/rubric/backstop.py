"""The learned judge (the "backstop"): a small per-criterion linear classifier over an entry's words.

It estimates p, how likely an expert is to pass the entry, and acts at two thresholds:
- `threshold` (pass at): the engine's *fail* becomes a *pass* when p >= threshold, and only when the
  engine failed for lack of recognition (`RECOVERABLE`: no decision or cause found, a keyword list,
  vague, another topic's material, nothing recognised) -- never when it found a misconception, a
  placeholder, a prompt copy or a wrong numeric fact (a tile that cannot fit, a wrong IO complexity);
- `fail_below`: the engine's *pass* becomes an "unsure" fail when p < fail_below (the rules found the
  words of a mechanism, but the entry reads like the answers experts fail). 0 or absent: never.
The model (`backstop.json` in the exercise's folder) is a JSON file of sparse weights (feature string
-> weight) per criterion; `benchmarks/train_judge.py` regenerates it, choosing both thresholds by
leave-one-split-out agreement on the rules' honest verdicts (kept before any tuning), and records the
training command, the data hash and the CV numbers in it.

Pure Python and stdlib only (no numpy at check time); the work is linear in the entry: one regex
pass for the words, a bounded number of n-grams per word, one dict lookup per feature.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

MODEL_NAME = "backstop.json"  # in the exercise's folder, next to its rubric

# The engine's failure kinds (CriterionResult._fail_kind) the backstop may overturn: the engine did
# not recognise enough. Everything else stays failed: missing, placeholder_or_prompt, misconception,
# hedged_misconception, wrong_fact, tile_cannot_fit, and not_credited (a mechanism the engine found and
# judged not the learner's: negated, the baseline's, hardware background, or excluded with a reason
# such as atomics in the forward pass).
RECOVERABLE = frozenset({"no_decision", "no_cause", "keyword_list", "vague", "other_topic", "not_found"})

_TOKEN = re.compile(r"[a-z0-9_]+|[^\sa-z0-9_]")
_WORD = re.compile(r"[a-z0-9_]+")
MAX_CHARS = 4000  # features are read from at most this many characters of the entry


def features(text: str, kind: str | None, concepts: list[str] | tuple[str, ...], sets: str,
             struct: frozenset[str] | set[str] | tuple[str, ...] = ()) -> set[str]:
    """The binary features of one entry. `sets` names the families, '+'-joined: words (word uni- and
    bigrams), chars (character 3..5-grams inside words), engine (the engine's failure kind and the
    concept ids it recognised), struct (what the trade-off composition found: `struct`, the tags of
    workbench.claims.tradeoff.structure, given for the trade-off criterion only)."""
    low = text[:MAX_CHARS].lower()
    out: set[str] = set()
    fams = sets.split("+")
    if "words" in fams:
        toks = _TOKEN.findall(low)
        out.update("w:" + t for t in toks)
        out.update(f"b:{a} {b}" for a, b in zip(toks, toks[1:]))
    if "chars" in fams:
        for w in _WORD.findall(low):
            w = f"<{w[:30]}>"
            for n in (3, 4, 5):
                out.update("c:" + w[i:i + n] for i in range(len(w) - n + 1))
    if "engine" in fams:
        out.add(f"k:{kind}")
        out.update("e:" + c for c in concepts)
    if "struct" in fams:
        out.update("s:" + t for t in struct)
    return out


@dataclass(frozen=True)
class Verdict:
    probability: float
    threshold: float
    quote: str  # the sentence that contributes most to the pass


@lru_cache(maxsize=4)
def _load(path: str) -> dict | None:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def model(path: Path) -> dict | None:
    """The model at `path`, or None when it is absent or unreadable (then the backstop is off)."""
    return _load(str(path))


def probability(weights: dict[str, float], bias: float, feats: set[str]) -> float:
    z = bias + sum(weights.get(f, 0.0) for f in feats)
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def doubt(mdl: dict, criterion: str, text: str, concepts: list[str] | tuple[str, ...] = (),
          struct=()) -> Verdict | None:
    """An "unsure" verdict for a criterion the rules passed: p below the criterion's `fail_below`, or None."""
    crit = mdl.get("criteria", {}).get(criterion)
    floor = float(crit.get("fail_below") or 0.0) if crit else 0.0
    if floor <= 0.0 or not text.strip():
        return None
    p = probability(crit["weights"], float(crit["bias"]), features(text, None, concepts, mdl.get("features", "words"), struct))
    return Verdict(probability=p, threshold=floor, quote="") if p < floor else None


def uses_struct(mdl: dict | None) -> bool:
    """Whether the model reads the trade-off structure tags (then the caller computes them)."""
    return bool(mdl) and "struct" in str(mdl.get("features", "")).split("+")


def judge(mdl: dict, criterion: str, kind: str | None, text: str, concepts: list[str],
          sentences: list[tuple[int, int]], quote=None, struct=()) -> Verdict | None:
    """A backstop pass for `criterion`, or None. `sentences` are [lo, hi) spans of `text`; `quote`
    maps a span of `text` to the learner's verbatim words (defaults to the text itself); `struct` the
    trade-off structure tags of the entry (features family "struct")."""
    if kind not in RECOVERABLE:
        return None
    crit = mdl.get("criteria", {}).get(criterion)
    if not crit or crit.get("threshold") is None:
        return None
    sets = mdl.get("features", "words")
    weights, bias, threshold = crit["weights"], float(crit["bias"]), float(crit["threshold"])
    p = probability(weights, bias, features(text, kind, concepts, sets, struct))
    if p < threshold:
        return None
    # The sentence whose own words weigh most towards a pass is the one quoted back.
    best, best_z = "", -math.inf
    word_sets = "+".join(f for f in sets.split("+") if f not in ("engine", "struct")) or "words"
    for lo, hi in sentences[:64]:
        z = sum(weights.get(f, 0.0) for f in features(text[lo:hi], None, (), word_sets))
        if z > best_z:
            best, best_z = (quote(lo, hi) if quote else text[lo:hi].strip()), z
    return Verdict(probability=p, threshold=threshold, quote=best)
