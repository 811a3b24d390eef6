"""The outline contract: what the learner's function must return, as a pydantic model.

A `Contract` (built from an exercise's exercise.yaml by `workbench.exercise`) says what the
function is called, whether it returns a dict of entries or one string, and which keys name
which entry. `normalize()` turns the raw value (read from the syntax tree or passed back by the
sandboxed child) into an `Outline`: each recognised entry becomes a list of text parts, extra
entries are noted and ignored, and any value of the wrong type is an `OutlineError` naming the
entry. This module is pure: no files, no processes, and it names no exercise.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from pydantic import BaseModel, ConfigDict, Field


def fold(key: str) -> str:
    """How a key is compared with an entry's id and aliases: lower case, no "_", "-" or spaces."""
    return key.replace("_", "").replace("-", "").replace(" ", "").lower()


@dataclass(frozen=True)
class Contract:
    """What an exercise's function is called and returns (made by `workbench.exercise`)."""

    functions: tuple[str, ...]
    keys: Mapping[str, str] = field(default_factory=dict)  # folded key -> entry id
    returns: str = "mapping"  # "mapping": a dict of entries; "text": one string
    text_entry: str | None = None  # for "text": the entry the string is
    shape: str = "a dict of entries"  # the return value in words, for messages
    starter_name: str = "my_answer.py"  # the exercise's usual file name, for messages

    @property
    def function(self) -> str:
        """The exercise's own name for the function."""
        return self.functions[0]

    def canonical_key(self, key: str) -> str | None:
        """The entry id an outline key stands for, or None for an extra key."""
        return self.keys.get(fold(key))


def default_contract() -> Contract:
    """The default exercise's contract (`workbench.exercise.default()`), for callers that name none."""
    from workbench.exercise import default  # noqa: PLC0415 - the exercise layer builds contracts

    return default().contract


class OutlineError(Exception):
    """A submission that cannot be graded. `kind` is a stable machine-readable tag."""

    def __init__(self, kind: str, message: str, detail: str | None = None):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.detail = detail


class Entry(BaseModel):
    """One recognised entry of the outline, flattened to text parts."""

    model_config = ConfigDict(extra="forbid")
    key: str = Field(description="The key exactly as the learner wrote it, e.g. 'memory_traffic'.")
    parts: list[str] = Field(
        description="The entry's text: one part per string; a mapping's values become 'label: value'."
    )

    @property
    def text(self) -> str:
        return "\n".join(self.parts)


class Outline(BaseModel):
    """A learner's design outline, normalised. This is the outline JSON Schema."""

    model_config = ConfigDict(extra="forbid")
    entries: dict[str, Entry] = Field(
        description="Recognised entries keyed by entry id (the exercise's exercise.yaml names them and "
        "their accepted keys). An optional entry is present only when the learner gave it."
    )
    ignored: list[str] = Field(default_factory=list, description="Extra keys that were ignored.")

    def text(self, criterion: str) -> str:
        entry = self.entries.get(criterion)
        return entry.text if entry else ""


def _type_name(value: object) -> str:
    """'an int', 'a list', 'None': for messages that name the type the learner returned."""
    if value is None:
        return "None"
    from workbench.outline.reply import Foreign  # only a value a sandboxed run returned can be one

    name = value.name if isinstance(value, Foreign) else type(value).__name__
    return ("an " if name[:1] in "aeiou" else "a ") + name


def _parts(key: str, value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)):
        out: list[str] = []
        for i, item in enumerate(value):
            if not isinstance(item, str):
                raise OutlineError(
                    "wrong_type",
                    f"entry '{key}' item {i} is {_type_name(item)}; "
                    "list items must be strings",
                )
            out.append(item)
        return out
    if isinstance(value, dict):
        out = []
        for label, item in value.items():
            if isinstance(item, str):
                out.append(f"{label}: {item}")
            elif isinstance(item, (list, tuple)) and all(isinstance(x, str) for x in item):
                out.extend(f"{label}: {x}" for x in item)
            else:
                raise OutlineError(
                    "wrong_type",
                    f"entry '{key}' field '{label}' is {_type_name(item)}; "
                    "mapping values must be strings",
                )
        return out
    raise OutlineError(
        "wrong_type",
        f"entry '{key}' is {_type_name(value)}; it must be a string, a list of strings, "
        "or a mapping whose values are strings",
    )


def normalize(raw: object, function: str | None = None, contract: Contract | None = None) -> Outline:
    """Validate the raw value returned by the learner's function and flatten it.

    `contract`: the exercise's (default: the default exercise's); `function`: the name the learner
    used (default: the exercise's own)."""
    contract = contract or default_contract()
    function = function or contract.function
    if contract.returns == "text":
        if not isinstance(raw, str):
            raise OutlineError("wrong_type", f"{function}() returned {_type_name(raw)}; it must return "
                               f"{contract.shape}")
        entry = contract.text_entry or "text"
        return Outline(entries={entry: Entry(key=entry, parts=[raw])})
    if not isinstance(raw, dict):
        raise OutlineError(
            "wrong_type",
            f"{function}() returned {_type_name(raw)}; it must return {contract.shape}",
        )
    entries: dict[str, Entry] = {}
    ignored: list[str] = []
    for key, value in raw.items():
        if not isinstance(key, str):
            raise OutlineError("wrong_type", f"{function}() returned a key {key!r} that is not a string")
        cid = contract.canonical_key(key)
        if cid is None:
            ignored.append(key)
            continue
        parts = _parts(key, value)
        if cid in entries:  # e.g. both tradeOffs and failureModes: grade them together
            prev = entries[cid]
            entries[cid] = Entry(key=f"{prev.key}+{key}", parts=prev.parts + parts)
        else:
            entries[cid] = Entry(key=key, parts=parts)
    return Outline(entries=entries, ignored=ignored)
