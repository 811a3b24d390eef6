"""The outline contract: what `designOutline()` must return, as a pydantic model.

A learner's function returns a mapping. `normalize()` turns that raw value (read
from the syntax tree or passed back by the sandboxed child) into an `Outline`:
each recognised entry becomes a list of text parts, extra entries are noted and
ignored, and any value of the wrong type is an `OutlineError` naming the entry.
This module is pure: no files, no processes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from workbench.outline.reply import Foreign

CRITERIA = ("memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff")
CriterionId = Literal["memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff"]
FUNCTION_NAMES = ("designOutline", "design_outline")

# Accepted spellings, compared after lower-casing and dropping "_" and "-".
_KEY_ALIASES: dict[str, str] = {
    "memorytraffic": "memoryTraffic",
    "tiling": "tiling",
    "numericalstability": "numericalStability",
    "tradeoff": "failureModeOrTradeOff",
    "tradeoffs": "failureModeOrTradeOff",
    "failuremode": "failureModeOrTradeOff",
    "failuremodes": "failureModeOrTradeOff",
    "failuremodeortradeoff": "failureModeOrTradeOff",
}


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
    entries: dict[CriterionId, Entry] = Field(
        description="Recognised entries keyed by criterion id. failureModeOrTradeOff is present only "
        "when the learner gave a dedicated entry (tradeOff, failureModes, ...)."
    )
    ignored: list[str] = Field(default_factory=list, description="Extra keys that were ignored.")

    def text(self, criterion: str) -> str:
        entry = self.entries.get(criterion)  # type: ignore[call-overload]
        return entry.text if entry else ""


def canonical_key(key: str) -> str | None:
    """The criterion id an outline key stands for, or None for an extra key."""
    return _KEY_ALIASES.get(key.replace("_", "").replace("-", "").replace(" ", "").lower())


def _type_name(value: object) -> str:
    """'an int', 'a list', 'None': for messages that name the type the learner returned."""
    if value is None:
        return "None"
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


def normalize(raw: object, function: str = "designOutline") -> Outline:
    """Validate the raw value returned by the learner's function and flatten it."""
    if not isinstance(raw, dict):
        raise OutlineError(
            "wrong_type",
            f"{function}() returned {_type_name(raw)}; it must return a dict with the entries "
            + ", ".join(CRITERIA[:3])
            + " and a failure mode or trade-off",
        )
    entries: dict[str, Entry] = {}
    ignored: list[str] = []
    for key, value in raw.items():
        if not isinstance(key, str):
            raise OutlineError("wrong_type", f"{function}() returned a key {key!r} that is not a string")
        cid = canonical_key(key)
        if cid is None:
            ignored.append(key)
            continue
        parts = _parts(key, value)
        if cid in entries:  # e.g. both tradeOffs and failureModes: grade them together
            prev = entries[cid]
            entries[cid] = Entry(key=f"{prev.key}+{key}", parts=prev.parts + parts)
        else:
            entries[cid] = Entry(key=key, parts=parts)
    return Outline(entries=entries, ignored=ignored)  # type: ignore[arg-type]
