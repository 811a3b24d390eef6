"""The pure grading engine: `grade(outline, rubric, evidence=None) -> Report`.

Touches no files, GPU or network. The standard (issue 2 §4, docs/grading-standard.md):
a criterion passes when its OWN entry has a sentence that names a concrete mechanism
of its topic AND states a decision in that same sentence (an action, a number or
size, a formula, "never"/"instead of" ...), the sentence is not a keyword list, and
the entry states no misconception. The failure-mode criterion needs a named cost
with its cause, from a dedicated entry or an explicit inline trade-off sentence.
"""

from __future__ import annotations

import re

from workbench.facts.model import Evidence
from workbench.outline.model import Outline
from workbench.report.model import CriterionResult, ErrorInfo, Report
from workbench.rubric import budget
from workbench.rubric.analysis import (
    MAX_ENTRY_CHARS,
    MAX_SENTENCES,
    Doc,
    analyse_units,
    inline_tradeoff_units,
    is_placeholder,
    make_doc,
    prompt_copy,
    vague_quote,
)
from workbench.claims.judge import describe
from workbench.rubric.claimed import find_misconceptions
from workbench.exercise.interface import CheckInput, OwnClaim
from workbench.rubric.model import Criterion, Rubric

# Partial credit for a failed criterion (a pass scores 1.0). A named mechanism with no
# decision is half way there; everything else (missing, placeholder, prompt copy,
# vague, other topic, misconception) earns nothing.
SCORE_NO_DECISION = 0.5
SCORE_NONE = 0.0

def _labels(labels: list[str], limit: int = 3) -> str:
    uniq = list(dict.fromkeys(labels))[:limit]
    return "; ".join(uniq)


def _pointer(reading: str) -> str:
    """One place to start reading: the first entry of a reading list ("A §3.1; B §2" -> "A §3.1").
    The whole list stays in CriterionResult.reading (shown by --verbose, Markdown and feedback.md)."""
    return reading.split(";")[0].strip().rstrip(".")


def _gist(explanation: str, max_words: int = 50) -> str:
    """The first sentence of a misconception's explanation, and the second when both fit in
    `max_words` (the correction is often the second); the whole explanation goes to
    CriterionResult.explanation."""
    sents = re.split(r"(?<=[.!?])\s+(?=[A-Z])", explanation.strip())
    gist = sents[0]
    if len(sents) > 1 and len((gist + " " + sents[1]).split()) <= max_words:
        gist += " " + sents[1]
    return gist


def _short(quote: str, limit: int = 100) -> str:
    """A quote for a failure message, cut at a space to about `limit` characters (the whole quote
    stays in CriterionResult.matched)."""
    if len(quote) <= limit:
        return quote
    cut = quote.rfind(" ", 0, limit)
    return quote[: cut if cut > limit // 2 else limit].rstrip(" ,;:") + "\u2026"


def _fix(crit: Criterion) -> str:
    fb = crit.feedback
    return f"{fb.missing} Hint: {fb.hint} Read: {_pointer(fb.reading)}."


# A failed criterion's message stays within the ~120 words a learner reads (the report adds a title
# line): when a long quote or explanation pushes it over, the generic hint goes first.
FEEDBACK_WORDS = 110


def _within_budget(feedback: str) -> str:
    if len(feedback.split()) <= FEEDBACK_WORDS:
        return feedback
    start, end = feedback.find(" Hint: "), feedback.find(" Read: ")
    if 0 <= start < end:
        feedback = feedback[:start] + feedback[end:]
    return feedback


def _result(crit: Criterion, passed: bool, score: float, feedback: str, kind: str | None = None,
            **kw) -> CriterionResult:
    kw.setdefault("reading", None if passed else crit.feedback.reading)
    if not passed:
        feedback = _within_budget(feedback)
    res = CriterionResult(
        id=crit.id, title=crit.title, passed=passed, score=score, weight=crit.weight, hidden=crit.hidden,
        feedback=feedback, **kw,
    )
    res._fail_kind = None if passed else kind
    return res


def _missing_result(crit: Criterion, exercise) -> CriterionResult:
    return _result(crit, False, SCORE_NONE, f"{exercise.missing_message(crit.id)} {_fix(crit)}", "missing")


def _grade_units(crit: Criterion, rubric: Rubric, units: list[tuple[Doc, int, int]],
                 docs_for_misc: list[Doc], same_entry: frozenset[str] = frozenset()) -> CriterionResult:
    a = analyse_units(crit, rubric, units)
    weak: list = []  # misconceptions stated in a hedged claim: reported, not asserted
    miscs = find_misconceptions(rubric, crit.id, docs_for_misc, weak)
    if miscs:
        # The first misconception in short (what is true, one pointer); every one in full in `explanation`.
        first, quote = miscs[0]
        named = "" if quote.lower().strip(" .") == first.label.lower() else f" ({first.label})"
        parts = [f"Misconception \u201c{_short(quote)}\u201d{named}. What is true: {_gist(first.explanation)} "
                 f"Read: {_pointer(first.reading)}."]
        if len(miscs) > 1:
            parts.append(f"Also stated: {'; '.join(dict.fromkeys(m.label for m, _ in miscs[1:3]))}.")
        if a.decided:
            parts.append(f"(The entry also names {_labels([h.label for h in a.decided], 1)}, but a stated "
                         "misconception fails the criterion.)")
        full = " ".join(f"{m.label}: {m.explanation}" + (f" Read: {m.reading}." if i else "")
                        for i, (m, _) in enumerate(miscs[:3]))
        return _result(crit, False, SCORE_NONE, " ".join(parts), "misconception", matched=[q for _, q in miscs],
                       concepts=a.concept_ids(), misconceptions=list(dict.fromkeys(m.id for m, _ in miscs)),
                       reading=first.reading, explanation=full)
    if crit.kind == "no_misconception":
        checked = [m.label for m in rubric.misconceptions if m.applies_to(crit.id)]
        fb = (f"States none of the misconceptions this criterion looks for ({_labels(checked)})." if checked
              else "States no misconception.")
        if weak:
            m, q = weak[0]
            fb += f" (Check \u201c{_short(q)}\u201d: it reads like the claim that {m.label.lower()}, which is not true: {_gist(m.explanation, 30)})"
        return _result(crit, True, 1.0, fb, matched=[], concepts=[])
    if a.decided:
        quotes = list(dict.fromkeys(h.quote for h in a.decided if h.quote))
        fb = rubric.pass_feedback.format(labels=_labels([h.label for h in a.decided]), quote=quotes[0] if quotes else "")
        if weak:
            m, q = weak[0]
            fb += f" (Check \u201c{_short(q)}\u201d: it reads like the claim that {m.label.lower()}, which is not true: {_gist(m.explanation, 30)})"
        return _result(crit, True, 1.0, fb, matched=quotes[:5], concepts=a.concept_ids())
    if a.undecided:
        hit = a.undecided[0]
        if crit.needs_cause:
            fb = (f"You name {_labels([h.label for h in a.undecided], 2)} (\u201c{_short(hit.quote)}\u201d) but I could not find its "
                  f"cause: say what causes it and when it happens. {_fix(crit)}")
        elif hit.salad:
            fb = (f"\u201c{_short(hit.quote)}\u201d reads as a list of terms, not a design: it names "
                  f"{_labels([h.label for h in a.undecided], 2)} but states no decision. {_fix(crit)}")
        else:
            missing = f" ({hit.missing})" if hit.missing else ""
            fb = (f"You name {_labels([h.label for h in a.undecided], 2)} (\u201c{_short(hit.quote)}\u201d) but I could not find a "
                  f"decision{missing}: say what is done, to which data, where or how big. {_fix(crit)}")
        kind = "no_cause" if crit.needs_cause else "keyword_list" if hit.salad else "no_decision"
        return _result(crit, False, SCORE_NO_DECISION, fb, kind, matched=list(dict.fromkeys(h.quote for h in a.undecided))[:5],
                       concepts=a.concept_ids())
    if a.rejected:
        # Something was named, but not as the learner's own, asserted mechanism: say why, and how to state it.
        hit, why = a.rejected[0]
        return _result(crit, False, SCORE_NONE,
                       f"Could not credit {hit.label}: \u201c{_short(hit.quote)}\u201d is {describe(why, rubric.baseline_reason)}. {rubric.rejected_hint} "
                       f"{_fix(crit)}", "wrong_fact" if why.startswith("a wrong ") else "not_credited",
                       matched=[], concepts=[])
    if weak:
        m, q = weak[0]
        return _result(crit, False, SCORE_NONE,
                       f"Could not find a concrete mechanism of this topic. \u201c{_short(q)}\u201d reads like the claim "
                       f"that {m.label.lower()}; if you meant that, note: {_gist(m.explanation, 30)} {_fix(crit)}",
                       "hedged_misconception", matched=[], reading=m.reading)
    # Nothing of this topic: say whether it is another topic's material, or vague.
    for other in rubric.criteria:
        # A trade-off may legitimately cite any topic; criteria grading the same entry share its text.
        if other.id == crit.id or crit.needs_cause or other.id in same_entry or not other.concepts:
            continue
        for doc in docs_for_misc:
            o = analyse_units(other, rubric, [(doc, lo, hi) for lo, hi in doc.units])
            hits = o.decided or o.undecided
            if hits:
                return _result(crit, False, SCORE_NONE,
                               f"This describes {other.title.lower()} (\u201c{_short(hits[0].quote)}\u201d), which earns "
                               f"credit under {other.id}, not here. {_fix(crit)}", "other_topic", matched=[])
    for doc in docs_for_misc:
        vq = vague_quote(rubric, doc)
        if vq:
            return _result(crit, False, SCORE_NONE,
                           f"\u201c{_short(vq)}\u201d is vague: it names no concrete mechanism or decision. {_fix(crit)}",
                           "vague", matched=[])
    if crit.needs_cause:
        quote = _short(units[0][0].nt.quote(units[0][1], units[0][2]))
        return _result(crit, False, SCORE_NONE,
                       f"\u201c{quote}\u201d names no concrete cost or way of failing. {_fix(crit)}", "not_found")
    return _result(crit, False, SCORE_NONE, f"No concrete mechanism of this topic recognised. {_fix(crit)}", "not_found")


def _own_entry_problem(crit: Criterion, rubric: Rubric, own: Doc) -> str | None:
    """Feedback when the entry is a placeholder or a copy of the prompt, else None."""
    if is_placeholder(rubric, own):
        shown = own.nt.original.strip() or "(empty)"
        return f"The entry is a placeholder (\u201c{shown[:60]}\u201d). {_fix(crit)}"
    if prompt_copy(rubric, own):
        return f"The entry repeats the exercise prompt or statement instead of answering it. {_fix(crit)}"
    return None


def _grade_criterion(crit: Criterion, rubric: Rubric, docs: dict[str, Doc], exercise) -> CriterionResult:
    entry = exercise.entry_of(crit.id)
    same_entry = frozenset(c.id for c in rubric.criteria if exercise.entry_of(c.id) == entry)
    own = docs.get(entry)
    units: list[tuple[Doc, int, int]] = []
    misc_docs: list[Doc] = []
    problem = _own_entry_problem(crit, rubric, own) if own is not None else None
    if own is not None and problem is None:
        if crit.needs_cause or crit.scope == "entry":
            # A dedicated trade-off entry is one argument: the cost and its cause may sit
            # in neighbouring sentences ("Larger tiles use more registers; occupancy drops");
            # so is any entry of a criterion with `scope: entry`.
            units.append((own, 0, len(own.nt.text)))
        else:
            units.extend((own, lo, hi) for lo, hi in own.units)
        misc_docs.append(own)
    if crit.needs_cause:
        # An explicit trade-off sentence in another entry counts too, even when the
        # dedicated entry is missing or still a placeholder.
        inline = inline_tradeoff_units(rubric, {k: d for k, d in docs.items() if k != entry})
        units.extend(inline)
        # A misconception fails the criterion whose entry states it: an inline trade-off of another
        # entry is searched for one only when there is no dedicated entry to grade.
        if own is None or problem is not None:
            misc_docs.extend(Doc.excerpt(doc, lo, hi) for doc, lo, hi in inline)
    if problem is not None:
        if units:
            res = _grade_units(crit, rubric, units, misc_docs, same_entry)
            if res.passed:
                return res
        return _result(crit, False, SCORE_NONE, problem, "placeholder_or_prompt")
    if not units:
        return _missing_result(crit, exercise)
    return _grade_units(crit, rubric, units, misc_docs, same_entry)


def _own_claims(rubric: Rubric, doc: Doc | None) -> tuple[OwnClaim, ...]:
    """The learner's own design claims of an entry: without the baseline's, hypothetical and failure
    claims (whose numbers are an example, not the design), verbatim and normalised."""
    if doc is None:
        return ()
    from workbench.claims.read import read_claims

    return tuple(OwnClaim(doc.nt.quote(c.span.lo, c.span.hi), doc.nt.text[c.span.lo:c.span.hi])
                 for c in read_claims(doc.nt.text, doc.sentences, rubric.lexicon, rubric.tradeoff_markers)
                 if c.owner == "learner")


def _cite(evidence: Evidence, result: CriterionResult, text: str) -> list[str]:
    """Measured facts for a passed criterion (workbench.facts.cite; optional for grading)."""
    if not result.passed:
        return []
    try:
        from workbench.facts.cite import cite
    except ImportError:  # the evidence module is optional for grading
        return []
    return list(cite(evidence, result.id, result.concepts, text))


def backstop_struct(rubric: Rubric, crit: Criterion, text: str) -> frozenset[str]:
    """The trade-off structure tags the learned backstop reads (only for a criterion that needs a cause)."""
    from workbench.claims.tradeoff import structure

    return structure(text, rubric.lexicon, rubric.tradeoff_markers) if crit.needs_cause else frozenset()


def _in_entry(quote: str, own: Doc) -> bool:
    """Whether a quote the rules credited comes from this entry (quotes are the learner's words, cut with "…")."""
    piece = max(quote.split("\u2026"), key=len).strip()[:60]
    return bool(piece) and piece in own.nt.original


def _learned(crit: Criterion, own: Doc | None, res: CriterionResult, exercise, rubric: Rubric) -> CriterionResult:
    """The learned judge (workbench/rubric/backstop.py, docs/grading-standard.md): a fail for lack of
    recognition becomes a pass when the classifier is confident (it quotes the sentence that weighs most);
    a pass the classifier finds very unlikely becomes an "unsure" fail that says what to state."""
    from workbench.rubric import backstop

    if own is None or (not res.passed and res._fail_kind not in backstop.RECOVERABLE):
        return res
    folder = getattr(exercise, "folder", None)
    mdl = backstop.model(folder / backstop.MODEL_NAME) if folder is not None else None
    if not mdl:
        return res
    struct = backstop_struct(rubric, crit, own.nt.text) if backstop.uses_struct(mdl) else ()
    if res.passed:
        if res.matched and not any(_in_entry(q, own) for q in res.matched):
            return res  # the rules passed it on another entry's words (an inline trade-off): nothing here to doubt
        doubt = backstop.doubt(mdl, crit.id, own.nt.text, res.concepts, struct)
        if not doubt:
            return res
        seen = f" (\u201c{_short(res.matched[0], 80)}\u201d)" if res.matched else ""
        new = _result(crit, False, SCORE_NO_DECISION,
                      f"The grader is unsure: it found the words of a mechanism{seen}, but entries worded like this "
                      "one are usually judged incomplete by experts. State what your design does and the concrete "
                      f"decision it makes. {_fix(crit)}", "unsure", matched=res.matched, concepts=res.concepts)
        new._backstop = (doubt.probability, doubt.threshold, "unsure")
        return new
    verdict = backstop.judge(mdl, crit.id, res._fail_kind, own.nt.text, res.concepts, own.sentences,
                             own.nt.quote, struct)
    if not verdict:
        return res
    new = _result(crit, True, 1.0, f"Recognised by the learned backstop (p = {verdict.probability:.2f}): "
                  f"\u201c{_short(verdict.quote)}\u201d", matched=[verdict.quote] if verdict.quote else [],
                  concepts=res.concepts)
    new._backstop = (verdict.probability, verdict.threshold, res._fail_kind or "")
    return new


def _run_checks(exercise, crit: Criterion, rubric: Rubric, res: CriterionResult, own: Doc | None,
                evidence: Evidence | None) -> tuple[CriterionResult, list[str]]:
    """The exercise's checks of this criterion (workbench.exercise.interface): a decision that cannot
    be carried out fails the criterion with half credit, like a mechanism with no decision; the
    lines they cite go after the measured facts."""
    checks = exercise.checks(crit.id)
    if not checks:
        return res, []
    claims = _own_claims(rubric, own)
    lines: list[str] = []
    for spec, check in checks:
        out = check(CheckInput(criterion=crit.id, passed=res.passed, text=own.nt.original if own else "",
                               normalized=own.nt.text if own else "", own_claims=claims, reading=crit.feedback.reading, settings=spec.settings,
                               evidence=evidence))
        if out is None:
            continue
        if out.demote and res.passed:
            # a decision that cannot be carried out (a tile that cannot fit): never for the learned backstop
            res = _result(crit, False, SCORE_NO_DECISION, out.demote, "check_failed", matched=res.matched,
                          concepts=res.concepts)
        lines.extend(out.evidence)
    return res, lines


def grade(outline: Outline, rubric: Rubric, evidence: Evidence | None = None, exercise=None,
          backstop: bool | None = None) -> Report:
    """Grade an outline against a rubric. Pure: same input, same report (within the CPU budget
    of budget.GRADING_BUDGET_S seconds; past it, the `grading_budget` verdict).

    `exercise` (a workbench.exercise.Exercise) says which entry each criterion grades and brings its
    checks; None means the exercise the rubric names (or the default one). `backstop`: use the learned
    backstop (None: as the rubric's `learned_backstop` says)."""
    if exercise is None:
        from workbench.rubric.load import _exercise  # noqa: PLC0415 - the default is resolved there

        exercise = _exercise(None, rubric)
    try:
        with budget.limit(budget.GRADING_BUDGET_S), exercise.installed():
            return _grade(outline, rubric, evidence, exercise,
                          rubric.learned_backstop if backstop is None else backstop)
    except budget.BudgetExceeded as exc:
        return Report(exercise=rubric.exercise, title=exercise.heading, passed=False, score=0.0, error=ErrorInfo(
            kind="grading_budget",
            message=(f"Grading this outline used more than {exc.seconds:g} s of CPU, the limit per "
                     "submission, so it was stopped and not graded (an ordinary outline takes a few "
                     "milliseconds). Keep each entry to a few plain sentences of your own, without "
                     "long repeated text, and check again.")))


def _grade(outline: Outline, rubric: Rubric, evidence: Evidence | None, exercise, use_backstop: bool = False) -> Report:
    docs = {cid: make_doc(rubric, entry) for cid, entry in outline.entries.items()}
    results: list[CriterionResult] = []
    for crit in rubric.criteria:
        res = _grade_criterion(crit, rubric, docs, exercise)
        own = docs.get(exercise.entry_of(crit.id))
        res, checked = _run_checks(exercise, crit, rubric, res, own, evidence)
        if use_backstop:
            res = _learned(crit, own, res, exercise, rubric)
        if own is not None and own.truncated:
            res.feedback += (f" (Only the first {MAX_ENTRY_CHARS:,} characters (at most {MAX_SENTENCES} "
                             "sentences) of this entry were graded; "
                             "keep entries to a few sentences.)")
        if evidence is not None:
            # The graded (capped) text, never the whole raw entry.
            res.evidence = _cite(evidence, res, "" if own is None else own.nt.original) + checked
        results.append(res)
    total = sum(r.weight for r in results)
    score = sum(r.weight * r.score for r in results) / total if total > 0 else 0.0
    return Report(
        exercise=rubric.exercise,
        title=exercise.heading,
        passed=bool(results) and all(r.passed for r in results),
        score=round(min(1.0, max(0.0, score)), 4),
        criteria=results,
    )


__all__ = ["grade", "SCORE_NO_DECISION", "SCORE_NONE"]
