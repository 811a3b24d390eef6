"""Apply an instructor's overrides, then the late policy, to one report. Pure.

Overrides come first: a criterion's score is set (passed when it is 1), the total is
recomputed from the criterion weights as the engine computes it; an override of `total` sets
the score itself (also for a submission that could not be evaluated). The late policy then
deducts from that score. Each change is recorded as an `Adjustment` (what, before, after, why,
who), so report.json, feedback.md, the summaries and the LMS results all carry the audit.
"""

from __future__ import annotations

from workbench.grading.policy.late import Lateness, Policy, deduct
from workbench.grading.policy.overrides import TOTAL, Override
from workbench.report.model import Adjustment, Report


def _weighted(report: Report) -> float:
    total = sum(c.weight for c in report.criteria)
    score = sum(c.weight * c.score for c in report.criteria) / total if total > 0 else 0.0
    return round(min(1.0, max(0.0, score)), 4)


def apply_overrides(report: Report, overrides: list[Override]) -> Report:
    if not overrides:
        return report
    criteria = list(report.criteria)
    adjustments = list(report.adjustments)
    ids = [c.id for c in criteria]
    for o in (o for o in overrides if o.criterion != TOTAL):
        if o.criterion not in ids:  # a submission not evaluated has no criteria: only `total` applies
            continue
        k = ids.index(o.criterion)
        old = criteria[k]
        criteria[k] = old.model_copy(update={"score": o.score, "passed": o.score >= 1.0})
        adjustments.append(Adjustment(kind="override", criterion=o.criterion, before=old.score, after=o.score,
                                      comment=o.comment, by=o.who))
    report = report.model_copy(update={"criteria": criteria, "adjustments": adjustments})
    if report.criteria and report.error is None:
        report = report.model_copy(update={"score": _weighted(report),
                                           "passed": all(c.passed for c in report.criteria)})
    for o in (o for o in overrides if o.criterion == TOTAL):
        report = report.model_copy(update={
            "score": o.score,
            "adjustments": report.adjustments + [Adjustment(kind="override", criterion=None, before=report.score,
                                                            after=o.score, comment=o.comment, by=o.who)]})
    return report


def apply_late(report: Report, policy: Policy | None, lateness: Lateness | None) -> Report:
    """The late deduction, recorded whenever a policy is given and the row could be judged late."""
    if policy is None or lateness is None or lateness.days is None or lateness.days <= 0:
        return report
    after = deduct(policy, report.score, lateness.days)
    why = f"{lateness.days} day(s) late ({lateness.basis}); policy: {policy.describe()}"
    return report.model_copy(update={"score": after, "adjustments": report.adjustments + [Adjustment(
        kind="late", before=report.score, after=after, comment=why, by="late policy", days_late=lateness.days)]})


def apply(report: Report, overrides: list[Override], policy: Policy | None, lateness: Lateness | None) -> Report:
    return apply_late(apply_overrides(report, overrides), policy, lateness)


