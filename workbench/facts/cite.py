"""Measured facts to cite in `check` feedback. Pure and torch-free.

`cite(evidence, criterion_id, concept_ids, text)` returns, for a passed criterion,
the summaries of supporting experiments (those sharing a concept with what the
learner wrote first), each naming its device. Claim checks computed from the
numbers in the learner's text are an exercise's own (its checks module).
"""

from __future__ import annotations

from workbench.facts.load import EvidenceError, load_evidence  # noqa: F401  (re-exported for check)
from workbench.facts.model import Evidence, Experiment

MAX_FACTS = 2  # feedback stays readable: the two most relevant measurements per criterion


def device_label(evidence: Evidence) -> str:
    d = evidence.device
    name = d.get("name", "unknown device")
    date = (evidence.created or "")[:10]
    versions = evidence.versions
    extra = ", ".join(x for x in (f"torch {versions.get('torch')}" if versions.get("torch") else "", date) if x)
    return f"{name} ({extra})" if extra else name


def smem_limit(evidence: Evidence) -> int | None:
    for key in ("shared_memory_per_block_optin", "shared_memory_per_block"):
        v = evidence.device.get(key)
        if isinstance(v, int) and v > 0:
            return v
    return None


# Experiments whose numbers are computed from formulas (files written before "method" was recorded).
_ANALYTIC_IDS = {"memory.hbm_bytes_model", "tiling.smem_footprint", "tradeoffs.head_dim_limits"}


def is_analytic(exp: Experiment) -> bool:
    """Computed, not measured: cited as 'Computed', never as 'Measured on <device>'."""
    method = str(exp.measurements.get("method", ""))
    if method:
        return method.startswith("analytic")
    return exp.id in _ANALYTIC_IDS


def _rank(exp: Experiment, concepts: set[str]) -> tuple[int, int, int]:
    # Measured facts first (they are the point of citing), then shared rubric concepts, then headline.
    overlap = len(concepts & set(exp.concepts))
    return (1 if is_analytic(exp) else 0, -overlap, 0 if exp.measurements.get("headline") else 1)


def relevant(evidence: Evidence, criterion_id: str, concept_ids: list[str] | set[str]) -> list[Experiment]:
    """Supported, error-free experiments of this criterion, most relevant first."""
    concepts = set(concept_ids)
    exps = [e for e in evidence.experiments if e.criterion == criterion_id and e.supported and not e.error]
    return sorted(exps, key=lambda e: _rank(e, concepts))


def cite(evidence: Evidence | None, criterion_id: str, concept_ids: list[str] | set[str], text: str = "") -> list[str]:
    """Facts to cite for a passed criterion: the most relevant supported experiments, with their device."""
    if evidence is None:
        return []
    label = device_label(evidence)
    return [f"Computed: {e.summary}" if is_analytic(e) else f"Measured on {label}: {e.summary}"
            for e in relevant(evidence, criterion_id, concept_ids)[:MAX_FACTS]]
