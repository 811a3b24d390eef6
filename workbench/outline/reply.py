"""What may come back from the sandbox, as strict schemas, and a decoder that cannot be made to crash.

Two kinds of frame arrive on the result channel (sandbox.py splits them):

* the runner's own frames (`started`, `ready`, `ended`): the runner is trusted code, but it
  runs inside the sandbox, so its frames are validated too;
* the learner process's reply, which the runner forwards byte for byte. Learner code can write
  any bytes there and then end its process, so the reply is untrusted data: at most
  `RESULT_CAP` bytes, parsed by pydantic-core's JSON parser (Rust, no recursion on the Python
  stack, nesting depth capped at 200) straight into a schema with every extra field forbidden,
  bounded strings and no recursion of its own. The value can only have the outline's shape
  (child._encode): a string (an exercise whose function returns its answer as text), or a mapping of
  entries; an entry a string, a list, or a mapping of strings or lists; anything else a type tag
  whose name is a plain string of at most 80 characters.

Nothing grader-authored (isolation, notes, limits, timings) is ever read from the reply.
`parse_reply()` and `parse_runner_frame()` never raise: they return the model, or None / the
reason the bytes were refused.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, TypeAdapter, ValidationError

from workbench.outline.isolation import RESULT_CAP

__all__ = ["Ended", "Foreign", "Reply", "decode_value", "parse_reply", "parse_runner_frame"]

NAME = 80  # characters of a type or function name
MESSAGE = 2000
TRACEBACK = 8000
_STRICT = ConfigDict(extra="forbid", strict=True, frozen=True)

Int32 = Annotated[StrictInt, Field(ge=-(2**31), le=2**31 - 1)]
Name = Annotated[StrictStr, Field(max_length=NAME)]
Stage = Literal["load", "call", "encode"]


class Tag(BaseModel):
    """A value of a type that cannot cross the sandbox boundary: only its type name comes back."""

    model_config = _STRICT
    type: Name


Leaf = Union[StrictStr, None, Tag]
Key = Union[StrictStr, Tag]


class InnerMapping(BaseModel):
    """A mapping inside an entry: label -> text or list of texts."""

    model_config = _STRICT
    pairs: list[tuple[Key, Union[Leaf, list[Leaf]]]]


class EntryMapping(BaseModel):
    """The returned dict: key -> entry."""

    model_config = _STRICT
    pairs: list[tuple[Key, Union[Leaf, list[Leaf], InnerMapping]]]


class Ok(BaseModel):
    model_config = _STRICT
    status: Literal["ok"]
    function: Name  # one of the exercise's names (checked by verdicts: the reply is the learner's bytes)
    value: Union[EntryMapping, Tag, StrictStr, None]


class Raised(BaseModel):
    model_config = _STRICT
    status: Literal["raised"]
    stage: Stage
    type: Name
    message: Annotated[StrictStr, Field(max_length=MESSAGE)]
    traceback: Annotated[StrictStr, Field(max_length=TRACEBACK)]


class Exited(BaseModel):
    model_config = _STRICT
    status: Literal["exited"]
    stage: Stage
    code: Union[Int32, Annotated[StrictStr, Field(max_length=200)], None]


class Memory(BaseModel):
    model_config = _STRICT
    status: Literal["memory"]
    stage: Stage


class TooLarge(BaseModel):
    model_config = _STRICT
    status: Literal["too_large"]


class NoFunction(BaseModel):
    model_config = _STRICT
    status: Literal["no_function"]
    found: Annotated[list[Name], Field(max_length=20)]
    not_callable: Name | None = None
    type: Name | None = None


class SyntaxErr(BaseModel):
    model_config = _STRICT
    status: Literal["syntax_error"]
    message: Annotated[StrictStr, Field(max_length=MESSAGE)]
    lineno: Int32 | None
    offset: Int32 | None


Reply = Annotated[Union[Ok, Raised, Exited, Memory, TooLarge, NoFunction, SyntaxErr], Field(discriminator="status")]
_REPLY: TypeAdapter = TypeAdapter(Reply)


class Started(BaseModel):
    model_config = _STRICT
    status: Literal["started"]


class Ready(BaseModel):
    model_config = _STRICT
    status: Literal["ready"]


class Ended(BaseModel):
    """How the learner process ended, as the runner saw it (not as the learner said)."""

    model_config = _STRICT
    status: Literal["ended"]
    exit_code: Annotated[StrictInt, Field(ge=0, le=255)] | None
    signal: Annotated[StrictInt, Field(ge=1, le=128)] | None
    too_large: StrictBool
    reply_bytes: Annotated[StrictInt, Field(ge=0, le=RESULT_CAP)]
    notes: Annotated[list[Annotated[StrictStr, Field(max_length=2100)]], Field(max_length=10)]


RunnerFrame = Annotated[Union[Started, Ready, Ended], Field(discriminator="status")]
_RUNNER: TypeAdapter = TypeAdapter(RunnerFrame)


def parse_runner_frame(data: bytes) -> Started | Ready | Ended | None:
    if len(data) > 64 * 1024:
        return None
    try:
        return _RUNNER.validate_json(data)
    except (ValidationError, ValueError, RecursionError, MemoryError):
        return None


def parse_reply(data: bytes) -> Ok | Raised | Exited | Memory | TooLarge | NoFunction | SyntaxErr | str:
    """The learner process's reply, or a short reason why these bytes are not a reply."""
    if len(data) > RESULT_CAP:
        return f"{len(data)} bytes, more than the {RESULT_CAP} a reply may have"
    try:
        return _REPLY.validate_json(data)
    except ValidationError as exc:
        try:
            first = exc.errors(include_url=False, include_input=False)[0]
            where = ".".join(str(p) for p in first.get("loc", ()))[:120]
            return f"not a reply of the runner ({first.get('type', 'invalid')}{' at ' + where if where else ''})"
        except Exception:  # noqa: BLE001 - a reason is a nicety; never let it raise
            return "not a reply of the runner"
    except (ValueError, RecursionError, MemoryError):
        return "not a reply of the runner"


class Foreign:
    """Stands in for a returned value of another type: one class for every type name (a name is
    data, never a new class), hashable so that it can be a dict key, named in messages."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Foreign) and other.name == self.name

    def __hash__(self) -> int:
        return hash(("Foreign", self.name))

    def __repr__(self) -> str:
        return f"<{'an' if self.name[:1] in 'aeiouAEIOU' else 'a'} {self.name}>"

    __str__ = __repr__


def _leaf(v: object) -> object:
    if isinstance(v, Tag):
        return Foreign(v.type or "object")
    if isinstance(v, list):
        return [_leaf(x) for x in v]
    if isinstance(v, InnerMapping):
        return {_leaf(k): _leaf(x) for k, x in v.pairs}
    return v


def decode_value(value: EntryMapping | Tag | str | None) -> object:
    """The returned value rebuilt for `normalize()`: dicts, lists, strings, None and `Foreign`
    stand-ins. The schema bounds the depth at four, so this recursion is bounded too."""
    if isinstance(value, EntryMapping):
        return {_leaf(k): _leaf(v) for k, v in value.pairs}
    return _leaf(value)
