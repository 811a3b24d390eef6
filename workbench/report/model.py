"""The one result object. Every output format is a renderer over `Report`."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr


class ErrorInfo(BaseModel):
    """Why a submission could not be evaluated."""

    model_config = ConfigDict(extra="forbid")
    kind: str = Field(
        description="Stable tag: missing_file, is_directory, not_a_file, not_python, too_large, unreadable, "
        "not_utf8, syntax_error, no_function, raised, wrong_type, timeout, memory, exited, output_limit, "
        "sandbox_error, grading_budget (grading itself used more than its CPU budget); in `grade` also "
        "grader_error."
    )
    message: str = Field(description="What went wrong and what to do, naming the file.")
    detail: str | None = Field(
        default=None, description="Extra context, e.g. the learner's traceback trimmed to their file."
    )
    step: str | None = Field(
        default=None, description="For grader_error in `grade`: the step that failed for this student "
        "(discovery, load, grade, write, read)."
    )


class CriterionResult(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(description="Criterion id, e.g. 'memoryTraffic'.")
    title: str = Field(default="", description="Human title of the criterion.")
    passed: bool
    score: float = Field(ge=0.0, le=1.0, description="0..1 for this criterion.")
    weight: float = Field(default=1.0, ge=0.0, description="Weight of the criterion in the total score.")
    hidden: bool = Field(default=False, description="Graded but not shown in student feedback.")
    feedback: str = Field(description="What was recognised, or what is missing and how to fix it.")
    matched: list[str] = Field(
        default_factory=list, description="The learner's phrases that were recognised (quotes)."
    )
    concepts: list[str] = Field(default_factory=list, description="Rubric concept ids recognised.")
    misconceptions: list[str] = Field(default_factory=list, description="Misconception ids detected.")
    reading: str | None = Field(default=None, description="Where to read (paper and section): the full list; "
                                "`feedback` names its first entry.")
    explanation: str | None = Field(
        default=None, description="The longer teaching text behind `feedback` (e.g. what is true, in full, for "
        "each misconception found). Shown by `check --verbose`, the Markdown report and feedback.md; the "
        "default terminal report shows `feedback` only.")
    evidence: list[str] = Field(
        default_factory=list, description="Measured facts that back this criterion (from an evidence file)."
    )
    # Why the engine failed the criterion (missing, placeholder, misconception, no_decision, vague ...):
    # internal, for the learned backstop and --explain-decision; not part of the JSON schema.
    _fail_kind: str | None = PrivateAttr(default=None)
    # (probability, threshold, the engine's failure kind) when the learned backstop passed it.
    _backstop: tuple[float, float, str] | None = PrivateAttr(default=None)

    def reading_to_add(self) -> str | None:
        """The reading pointer a renderer should append: only for a failed criterion, and only
        when the feedback text does not already end with it (the bundled rubric's does)."""
        if self.passed or not self.reading or self.reading in self.feedback:
            return None
        return self.reading


class Adjustment(BaseModel):
    """A change an instructor's policy made to the grade after the rubric graded it (an override
    from `grade --overrides`, or the late policy), kept so that every output can say so."""

    model_config = ConfigDict(extra="forbid")
    kind: str = Field(description="'override' (a criterion's or the total score set by the instructor) or 'late' "
                      "(the late policy).")
    criterion: str | None = Field(default=None, description="The criterion id overridden; None for the total.")
    before: float = Field(description="The score before (the criterion's 0..1, or the report's 0..1).")
    after: float = Field(description="The score after.")
    comment: str = Field(description="Why: the override's comment, or the late policy applied.")
    by: str | None = Field(default=None, description="Who or where from: the override's `by` column, else "
                           "the overrides file and line.")
    days_late: int | None = Field(default=None, description="For 'late': whole days late (a part day counts).")


class Report(BaseModel):
    """The grade of one submission. This is the report JSON Schema."""

    model_config = ConfigDict(extra="forbid")
    exercise: str = Field(description="Exercise id, as its exercise.yaml names it.")
    title: str | None = Field(default=None, description="The report's heading, from the exercise "
                              "(exercise.yaml `heading`, else its title).")
    passed: bool = Field(description="True when every criterion passed and no error occurred.")
    score: float = Field(ge=0.0, le=1.0, description="Weighted score 0..1.")
    criteria: list[CriterionResult] = Field(default_factory=list)
    error: ErrorInfo | None = Field(default=None, description="Set when the submission could not be evaluated.")
    sandbox: str = Field(
        default="none",
        description="Isolation used to run learner code: 'ast' (no code ran), 'bubblewrap', "
        "'unshare', 'rlimits' (process limits only), or 'none'.",
    )
    file: str | None = Field(default=None, description="The submission's path as given.")
    notes: list[str] = Field(default_factory=list, description="Non-fatal notes, e.g. ignored entries.")
    evidence_source: str | None = Field(
        default=None, description="Evidence file the citations come from (device and date)."
    )
    adjustments: list[Adjustment] = Field(
        default_factory=list, description="Instructor overrides and the late policy, in the order applied "
        "(`grade --overrides`, `--due`); `score` is the score after them.")

    def visible(self) -> "Report":
        """The report a student may see: hidden criteria removed."""
        hidden = {c.id for c in self.criteria if c.hidden}
        return self.model_copy(update={"criteria": [c for c in self.criteria if not c.hidden],
                                       "adjustments": [a for a in self.adjustments if a.criterion not in hidden]})


def error_report(exercise: str, error: ErrorInfo, sandbox: str, file: str | None = None,
                 title: str | None = None) -> Report:
    return Report(exercise=exercise, title=title, passed=False, score=0.0, criteria=[], error=error,
                  sandbox=sandbox, file=file)
