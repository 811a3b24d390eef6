"""The small interface between the core and an exercise's own Python code.

An exercise may ship a checks module (exercise.yaml `checks_module`) with two kinds of function:

* a **check** (`Check`), listed under `checks:` with the criteria it applies to and its settings.
  It runs after the rubric engine graded a criterion and returns a `CheckResult`: `demote` (why a
  passed criterion cannot stand, e.g. a tile that cannot be built: the criterion then fails with
  half credit and this text as feedback) and/or `evidence` (lines to cite after the measured
  facts when an evidence file is cited, e.g. the claimed tile's shared-memory footprint against the
  evidence file's device; cited whatever the verdict).
* a **fact check** (`FactCheck`), listed under `fact_checks:`; a rubric concept names it in
  `numeric_check`. It is asked about every match of that concept and returns why the numbers
  around the match are wrong (the match then does not count), or None.

Both are pure functions of their arguments (no files, no processes, no torch): they run on the
`check` path.

An exercise may also ship **experiments** (exercise.yaml `experiments`, a module or package run
only by `workbench evidence`, where torch and triton may be imported: `Experiments` below). The
exercise folder is a package (`workbench_exercises.<id>`), so its modules import each other
relatively (`from ..tiles import footprint`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Protocol


@dataclass(frozen=True)
class OwnClaim:
    """One of the learner's own asserted claims: as written, and normalised (lower case, synonyms
    rewritten: what rubric patterns match)."""

    text: str
    normalized: str


@dataclass(frozen=True)
class CheckInput:
    """What a check sees of one graded criterion."""

    criterion: str  # the criterion id
    passed: bool  # the engine's verdict so far
    text: str  # the graded (capped) text of the criterion's entry, verbatim ("" when missing)
    normalized: str  # the same, normalised (what rubric patterns match)
    own_claims: tuple[OwnClaim, ...]  # the learner's own claims in it (no baseline's, hypothetical or
    #                                   failure example), in order
    reading: str  # the criterion's reading list (for a pointer in feedback)
    settings: Mapping[str, Any] = field(default_factory=dict)  # the check's settings (exercise.yaml)
    evidence: Any = None  # the Evidence being cited, or None


@dataclass(frozen=True)
class CheckResult:
    demote: Optional[str] = None  # feedback when a passed criterion cannot stand, else None
    evidence: tuple[str, ...] = ()  # lines to cite under the criterion's evidence


class Check(Protocol):
    def __call__(self, inp: CheckInput) -> CheckResult | None: ...


# A fact check: (normalised text, sentence lo, sentence hi, match lo, match hi) -> why wrong, or None.
FactCheck = Callable[[str, int, int, int, int], Optional[str]]


class Experiments(Protocol):
    """What `workbench evidence` asks of an exercise's experiments module (workbench.lab.runner).

    * `plan(ctx) -> list[fn]`: the experiments of this run, in order; each `fn(ctx)` returns a
      `workbench.facts.model.Experiment` (a crash is recorded, not raised). `ctx` is a
      `workbench.lab.context.Context` (gpu, device, roofline, the learner's claim, shared scratch);
      `plan` may record what it planned in `ctx.device`.
    * `outline_claim(outline) -> object` (optional, for `--outline`): what the experiments need from a
      learner's outline (e.g. a tile size); raises ValueError with what is missing.
    * `plots(evidence) -> dict[str, bytes]`: PNG figures for the reports.
    * `story(evidence, plot_names) -> dict`: the variables of the report templates.
    * `TEMPLATES`: the folder holding `report.md.j2` and `report.html.j2` (rendered by
      `workbench.report.render.evidence_md` / `evidence_html`).
    """

    TEMPLATES: Any

    def plan(self, ctx: Any) -> list[Callable[[Any], Any]]: ...

    def plots(self, evidence: Any) -> dict[str, bytes]: ...

    def story(self, evidence: Any, plot_names: list[str]) -> dict: ...
