"""The rubric schema: what an instructor writes in a rubric YAML file.

Pydantic is the single schema (extra="forbid" so a typo in a key is an error with
a line number, not a silently ignored field). Patterns are Python regular
expressions matched against *normalised* learner text: lower-cased, unicode
folded, and with every synonym rewritten to its canonical form (see
`synonyms`), so a pattern writes `sram` once instead of listing every spelling.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Synonym(_Strict):
    canonical: str = Field(description="The word patterns use, e.g. 'sram'. Lower case.")
    variants: list[str] = Field(
        description="Regexes (lower case) for spellings rewritten to `canonical` before matching, "
        "e.g. 'shared memory', 'smem', 'on-?chip memory'. Longer variants should come first."
    )


class Exclusion(_Strict):
    why: str = Field(description="Why a match is not this mechanism, shown to the instructor and the learner, "
                     "e.g. 'generic GEMM tiling (tiles of C), not attention'.")
    patterns: list[str] = Field(min_length=1, description="Regexes that, anywhere in the same sentence, mean "
                                "the concept's match is not this mechanism.")
    unless: list[str] = Field(default_factory=list, description="Regexes that, anywhere in the same sentence, "
                              "cancel the exclusion (atomics said of the forward pass are wrong, unless the "
                              "backward is named too).")


class Concept(_Strict):
    id: str = Field(description="Stable id, e.g. 'mt.no_materialize'. Evidence experiments cite these.")
    label: str = Field(description="Short human label used in feedback, e.g. 'S/P never written to HBM'.")
    patterns: list[str] = Field(
        min_length=1, description="Regexes over normalised text; any match means the concept is named."
    )
    inherent_decision: bool = Field(
        default=False,
        description="True when a match already states a decision (e.g. 'never written to HBM'), so no "
        "separate action verb, number or formula is needed in the same sentence.",
    )
    exclusions: list[Exclusion] = Field(
        default_factory=list,
        description="Words without a correct decision: contexts in which a match is not this mechanism "
        "(GEMM tiling of C is not attention tiling; atomics in the forward pass are not a cause of "
        "non-determinism).",
    )
    decisions: list[str] = Field(
        default_factory=list,
        description="Regexes for this concept's own decision or qualifier, used instead of the rubric's "
        "`decision_patterns` for it (e.g. the memory level that 'fewer reads and writes' must name). "
        "Ignored when `inherent_decision` is true.",
    )
    missing_decision: str | None = Field(
        default=None,
        description="What the feedback says is missing when the concept is named without its decision, "
        "e.g. 'which memory they go to: HBM'.",
    )
    owner_neutral: bool = Field(
        default=False,
        description="True for a fact about the problem rather than a claim about a design (e.g. 'attention "
        "is memory-bound'): credited whoever the sentence's subject is, the baseline included. A negated "
        "match is still not credited.",
    )
    numeric_check: str | None = Field(
        default=None,
        description="A numeric fact the claim must get right: the name of one of the exercise's fact checks "
        "(exercise.yaml `fact_checks`, workbench.exercise.interface.FactCheck), e.g. a complexity or a "
        "hardware size that must be right for the match to count.",
    )


class Misconception(_Strict):
    id: str = Field(description="Stable id, e.g. 'fewer_flops'.")
    label: str = Field(description="One-line name of the false claim.")
    patterns: list[str] = Field(min_length=1, description="Regexes that state the false claim.")
    explanation: str = Field(description="What is actually true; shown to the learner.")
    reading: str = Field(description="Where to read about it (paper and section).")
    exceptions: list[str] = Field(
        default_factory=list,
        description="Regexes that, anywhere in the same sentence, make the claim a correct one "
        "(e.g. causal block skipping really does save FLOPs).",
    )
    entry_exceptions: list[str] = Field(
        default_factory=list,
        description="Regexes that, anywhere in the same entry, make the claim a correct one: the "
        "correction may sit in the next sentence ('softmax per block with its max subtracted. When "
        "the max grows, the accumulator is rescaled').",
    )
    criteria: list[str] | None = Field(
        default=None,
        description="Criteria that fail when the claim is stated in the entry they grade (default: all).",
    )

    def applies_to(self, criterion: str) -> bool:
        return self.criteria is None or criterion in self.criteria


class Relation(_Strict):
    id: str = Field(description="Name shown in --explain-decision, e.g. 'because', 'so', 'at_the_expense_of'.")
    direction: Literal["cause_then_cost", "cost_then_cause", "either"] = Field(
        description="Which side of the relation holds the cost: 'X, so Y' (cause_then_cost), 'Y because X' "
        "(cost_then_cause).")
    patterns: list[str] = Field(min_length=1, description="Regexes for the relation words.")


class Lexicon(_Strict):
    """The claim lexicon: how the engine reads polarity, owner and trade-offs (workbench.claims)."""

    negators: list[str] = Field(default_factory=list, description="Words that, a few words before a mechanism "
                                "in its clause, deny it ('we skip subtracting the max', 'no rescaling').")
    hypothetical: list[str] = Field(default_factory=list, description="Words that make a claim a condition or "
                                    "an example rather than the design ('if', 'would', 'e.g.').")
    hedges: list[str] = Field(default_factory=list, description="Words that make a claim weak evidence "
                              "('maybe', 'I think', a question): a misconception stated so is not asserted.")
    indirect: list[str] = Field(default_factory=list, description="Words that make a claim indirect ('what "
                                "happens when', 'you see why'): a cost said so is not stated.")
    relations: list[Relation] = Field(default_factory=list, description="Relations joining a cost to its cause.")
    costs: list[str] = Field(default_factory=list, description="Costs named outright (spills, stalls, wasted work, "
                             "extra HBM round trips ...).")
    mitigators: list[str] = Field(default_factory=list, description="Words just before a cost that make it a "
                                  "benefit ('to avoid spills', 'no extra traffic').")
    avoiders: list[str] = Field(default_factory=list, description="Words a few words before a cost concept "
                                "that make it avoided, not incurred ('Br = 64 to avoid spills', 'no bank conflicts').")
    lost_goods: list[str] = Field(default_factory=list, description="Good things whose loss is a cost "
                                  "(occupancy, parallelism, precision), a cost only next to a reducer.")
    reducers: list[str] = Field(default_factory=list, description="Words that make a lost good a cost "
                                "('lower occupancy', 'occupancy drops').")
    causes: list[str] = Field(default_factory=list, description="Concrete causes: levers and conditions "
                              "(a tile size, the head dim, decode, atomics, padding, short sequences ...).")


class Feedback(_Strict):
    missing: str = Field(description="What a failing entry lacks, in one or two sentences.")
    hint: str = Field(description="A concrete next step, e.g. an example of a decision to state.")
    reading: str = Field(description="Where to read: paper and section.")


class Teaching(_Strict):
    summary: str = Field(description="What this criterion is about, for `workbench explain`.")
    strong_answer_covers: list[str] = Field(description="Points a strong answer covers.")
    example_phrasings: list[str] = Field(description="Example sentences that would pass.")
    weak_examples: list[str] = Field(default_factory=list, description="Example sentences that would fail, and why.")


class Criterion(_Strict):
    id: str = Field(description="Criterion id: one of the exercise's criteria (its exercise.yaml), which "
                    "also says which entry of the answer the criterion grades.")
    title: str = Field(description="Human title.")
    weight: float = Field(ge=0.0, description="Weight in the total score (weights are normalised).")
    hidden: bool = Field(default=False, description="Graded but not shown to students.")
    teaching: Teaching = Field(description="Text for `workbench explain`.")
    feedback: Feedback = Field(description="Feedback text for a failing entry.")
    kind: Literal["mechanism", "no_misconception"] = Field(
        default="mechanism",
        description="'mechanism': passes when the entry names one of `concepts` with a decision (and states "
        "no misconception of this criterion). 'no_misconception': passes when the entry is there, is not a "
        "placeholder or a copy of the prompt, and states none of the misconceptions that apply to this "
        "criterion (`concepts` may then be empty).",
    )
    concepts: list[Concept] = Field(default_factory=list, description="Concrete mechanisms of this topic "
                                    "(at least one for kind 'mechanism').")
    needs_cause: bool = Field(
        default=False,
        description="True for the failure-mode criterion: a named cost must come with its cause "
        "(a `cause_patterns` match in the same sentence) instead of an action decision.",
    )
    scope: Literal["sentence", "entry"] = Field(
        default="sentence",
        description="Where a concept's decision may sit. 'sentence': in the concept's own sentence, near it. "
        "'entry': anywhere in the entry, which is read as one argument (a concept in one sentence, its "
        "qualifier in another). Concepts are still matched, and negation, owner and keyword lists still "
        "judged, sentence by sentence. needs_cause criteria always read the entry as one unit.",
    )

    @model_validator(mode="after")
    def _kind_needs(self) -> "Criterion":
        if self.kind == "mechanism" and not self.concepts:
            raise ValueError("a criterion of kind 'mechanism' needs at least one concept")
        if self.kind == "no_misconception" and self.needs_cause:
            raise ValueError("needs_cause is for kind 'mechanism'")
        return self


class Rubric(_Strict):
    exercise: str = Field(description="The id of the exercise this rubric is for (its exercise.yaml).")
    title: str = Field(description="Exercise title.")
    version: int = Field(default=1, description="Rubric format version.")
    prompt: str = Field(description="The exercise prompt, used to detect entries that copy it.")
    copy_sources: list[str] = Field(
        default_factory=list,
        description="Other exercise text an entry must not copy, e.g. the statement's worked examples.",
    )
    synonyms: list[Synonym] = Field(default_factory=list, description="Global synonym table.")
    criteria: list[Criterion] = Field(min_length=1, description="The criteria, in report order.")
    misconceptions: list[Misconception] = Field(default_factory=list)
    decision_patterns: list[str] = Field(
        description="Regexes for a stated decision: action verbs, numbers and sizes, formulas."
    )
    cause_patterns: list[str] = Field(
        default_factory=list, description="Regexes for a stated cause of a cost (because, when, larger tiles ...)."
    )
    negation_patterns: list[str] = Field(
        description="Regexes that, found earlier in the same sentence as a misconception, mean the "
        "learner is denying it or attributing it to naive attention (never, not, unlike naive ...)."
    )
    negation_after_patterns: list[str] = Field(
        default_factory=list,
        description="Regexes that, found right after a misconception in the same sentence, mean the "
        "learner calls it wrong ('... would be wrong', '... is a myth').",
    )
    tradeoff_markers: list[str] = Field(
        description="Regexes that make a sentence in another entry an explicit trade-off or failure "
        "statement ('trade-off:', 'the cost is', 'at the expense of', 'fails when' ...)."
    )
    vague_phrases: list[str] = Field(default_factory=list, description="Regexes for vague phrases (feedback).")
    placeholders: list[str] = Field(
        description="Regexes that, matching the whole entry, mark it a placeholder (todo, n/a, tbd, ...)."
    )
    lexicon: Lexicon = Field(default_factory=Lexicon, description="The claim lexicon (polarity, owner, "
                             "trade-off composition); see docs/grading-standard.md.")
    learned_backstop: bool = Field(
        default=False, description="Let the learned judge (backstop.json in the exercise folder) pass a criterion the "
        "rules failed for lack of recognition when its classifier is confident, and call a rules' pass unsure when "
        "it is very unlikely (docs/grading-standard.md, 'The learned judge'). "
        "`workbench check --no-backstop` switches it off for one run.")
    pass_feedback: str = Field(
        default="Recognised {labels}: {quote}",
        description="Template for a passed criterion; {labels} and {quote} are filled in.",
    )
    rejected_hint: str = Field(
        default="State it as your own claim instead.",
        description="What a failed criterion's feedback asks for after a match that could not be credited "
        "(negated, said of the baseline, excluded, a wrong number), in the exercise's words, e.g. "
        "\"State your own design's decision instead.\"",
    )

    baseline_reason: str = Field(
        default="said of another method, not of your own answer",
        description="Why a match said of the baseline or another method was not credited, in the exercise's "
        "words, e.g. \"said of standard attention or another method, not of your design\".",
    )

    def criterion(self, cid: str) -> Criterion | None:
        return next((c for c in self.criteria if c.id == cid), None)
