"""The exercise schema: what an exercise author writes in `exercises/<id>/exercise.yaml`.

Pydantic is the single schema (extra="forbid": a typo in a key is an error naming the file and the
line, see `workbench.exercise.registry`). An exercise says what the learner's function is called,
what it returns (a dict of entries, or one string), which keys name which entry, which criteria the
report has and which entry each one grades, and where its rubric, statement, starter, checks and
experiments live (paths relative to the exercise folder). Nothing here knows any exercise.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from workbench.outline.model import fold

_ID = r"^[A-Za-z][A-Za-z0-9_-]{0,63}$"
_IDENT = r"^[A-Za-z_][A-Za-z0-9_]{0,79}$"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class EntrySpec(_Strict):
    id: str = Field(pattern=_ID, description="The entry's id, e.g. 'tiling'; also an accepted key.")
    aliases: list[str] = Field(default_factory=list, description="Other keys that name this entry, e.g. "
                               "'tradeOffs', 'failure_modes'. Compared folded (see `fold`), so one spelling "
                               "covers its snake_case and kebab-case forms.")
    required: bool = Field(default=True, description="Named in the contract's messages as an entry the "
                           "function must return; an optional entry may be met another way (e.g. an inline "
                           "trade-off sentence).")
    missing: str | None = Field(default=None, description="What the report says when the entry is missing "
                                "(default: 'No `<id>` entry: add it to the dict <function>() returns.').")


class CriterionSpec(_Strict):
    id: str = Field(pattern=_ID, description="The criterion id: the rubric must define a criterion with it.")
    entry: str | None = Field(default=None, description="The entry this criterion grades (default: the entry "
                              "with the criterion's id). Several criteria may grade one entry.")


class CheckSpec(_Strict):
    function: str = Field(pattern=_IDENT, description="A function of the exercise's checks module "
                          "(see `checks`); its signature is `workbench.exercise.interface.Check`.")
    criteria: list[str] = Field(min_length=1, description="The criteria it checks.")
    settings: dict[str, Any] = Field(default_factory=dict, description="Exercise-specific settings passed "
                                     "to the check, e.g. a shared-memory budget.")


class SubjectsSpec(_Strict):
    own: list[str] = Field(default_factory=list, description="Regexes (over normalised, lower-case text) "
                           "naming the learner's own design, e.g. the technique the exercise is about: after "
                           "a baseline, one of these makes the claim the learner's again.")
    other: list[str] = Field(default_factory=list, description="Regexes naming another method than the "
                             "learner's (e.g. 'before <technique>'): a claim about it is a contrast.")

    @field_validator("own", "other")
    @classmethod
    def _compiles(cls, value: list[str]) -> list[str]:
        import re

        for p in value:
            try:
                re.compile(p)
            except re.error as exc:
                raise ValueError(f"{p!r} is not a valid regular expression: {exc}") from None
        return value


class ExampleSpec(_Strict):
    file: str = Field(description="Path of the example outline, relative to the exercise folder.")
    shows: str = Field(description="What the example shows.")
    expected: dict[str, Literal["pass", "fail"]] = Field(description="The verdict an instructor gives each "
                                                         "criterion (tests assert it).")


class ExerciseSpec(_Strict):
    """An exercise.yaml file. This is the exercise JSON Schema."""

    id: str = Field(pattern=_ID, description="Stable exercise id, used by `--exercise` and in every report; "
                    "the same as the exercise's folder name.")
    title: str = Field(description="Human title of the exercise.")
    heading: str | None = Field(default=None, description="The heading of every report, e.g. 'Design check' "
                                "(default: the title).")
    assignment: str | None = Field(default=None, description="The gradebook column `grade` writes (Canvas), "
                                   "unless --assignment names one (default: the title).")
    default: bool = Field(default=False, description="The exercise a command uses when several are installed "
                          "and nothing else decides (no --exercise, no WORKBENCH_EXERCISE, no function name "
                          "to go by). At most one bundled exercise sets it.")
    functions: list[str] = Field(min_length=1, description="Function names the learner may define; the first "
                                 "is the exercise's own name, the others are accepted with a note.")
    returns: Literal["mapping", "text"] = Field(default="mapping", description="'mapping': the function "
                                                "returns a dict of entries; 'text': it returns one string, "
                                                "graded as the entry `text_entry`.")
    text_entry: str | None = Field(default=None, description="For returns: text, the entry the string is.")
    shape: str | None = Field(default=None, description="The return value in words, for messages, e.g. 'a "
                              "dict with the entries a, b and c' (default: made from the entries).")
    entries: list[EntrySpec] = Field(min_length=1, description="The entries an answer has, in order.")
    criteria: list[CriterionSpec] = Field(min_length=1, description="The report's criteria, in order; each "
                                          "grades one entry. Given as ids or {id, entry}.")
    rubric: str = Field(description="The rubric YAML, relative to the exercise folder.")
    statement: str | None = Field(default=None, description="The statement (Markdown), relative path.")
    starter: str | None = Field(default=None, description="The starter file `workbench init` writes.")
    starter_name: str | None = Field(default=None, pattern=r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,79}$",
                                     description="The file name `workbench init` gives the starter when no "
                                     "PATH is given, or inside a folder PATH, e.g. 'my_outline.py' (a plain "
                                     "file name; default: 'my_<id>' with the starter's suffix).")
    prompt: str = Field(description="The exercise prompt in one paragraph.")
    reading: list[str] = Field(default_factory=list, description="Where to read, for the statement.")
    examples: dict[str, ExampleSpec] = Field(default_factory=dict, description="Example answers by name.")
    checks_module: str | None = Field(default=None, description="A Python file of the exercise (relative path) "
                                      "defining the functions named in `checks`; imported only to grade.")
    checks: list[CheckSpec] = Field(default_factory=list, description="Exercise-specific checks run on a "
                                    "passed criterion (e.g. a tile that cannot fit shared memory).")
    fact_checks: list[str] = Field(default_factory=list, description="Numeric fact checks the rubric's "
                                   "concepts may name (`numeric_check`); functions of `checks_module`.")
    experiments: str | None = Field(default=None, description="A Python module (relative path) of evidence "
                                    "experiments for `workbench evidence`; may import torch (only there).")
    evidence: str | None = Field(default=None, description="A bundled evidence file `check` cites by "
                                 "default (relative path).")
    subjects: SubjectsSpec = Field(default_factory=SubjectsSpec, description="The names of the learner's "
                                   "own design and of other methods, for telling whose claim a sentence makes.")

    @field_validator("criteria", mode="before")
    @classmethod
    def _ids_are_criteria(cls, value: Any) -> Any:
        if isinstance(value, list):
            return [{"id": v} if isinstance(v, str) else v for v in value]
        return value

    @field_validator("functions")
    @classmethod
    def _identifiers(cls, value: list[str]) -> list[str]:
        for name in value:
            if not (name.isidentifier() and len(name) <= 80):
                raise ValueError(f"{name!r} is not a Python function name")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> "ExerciseSpec":
        ids = [e.id for e in self.entries]
        seen: dict[str, str] = {}
        for e in self.entries:
            for key in [e.id, *e.aliases]:
                other = seen.setdefault(fold(key), e.id)
                if other != e.id:
                    raise ValueError(f"key {key!r} names both entry {other!r} and entry {e.id!r}")
        cids = [c.id for c in self.criteria]
        if len(set(cids)) != len(cids):
            raise ValueError(f"duplicate criterion id in {cids}")
        for c in self.criteria:
            if (c.entry or c.id) not in ids:
                raise ValueError(f"criterion {c.id!r} grades entry {c.entry or c.id!r}, which is not one of "
                                 f"the entries ({', '.join(ids)}); add `entry:` or the entry")
        if self.returns == "text":
            if self.text_entry not in ids:
                raise ValueError("returns: text needs `text_entry`, one of the entries")
        elif self.text_entry is not None:
            raise ValueError("text_entry is only for returns: text")
        for chk in self.checks:
            for cid in chk.criteria:
                if cid not in cids:
                    raise ValueError(f"check {chk.function!r} names unknown criterion {cid!r}")
        if (self.checks or self.fact_checks) and not self.checks_module:
            raise ValueError("checks and fact_checks need `checks_module`, the Python file defining them")
        return self

    def entry_of(self, criterion: str) -> str:
        """The entry a criterion grades."""
        spec = next((c for c in self.criteria if c.id == criterion), None)
        return (spec.entry or spec.id) if spec is not None else criterion

    def describe_shape(self) -> str:
        if self.shape:
            return self.shape
        if self.returns == "text":
            return "a string"
        required = [e.id for e in self.entries if e.required]
        return "a dict with the entries " + ", ".join(required)
