"""YAML files an author writes (rubrics, exercise.yaml): the loader, and pydantic error locations
turned into file:line.

A pydantic error location is a path ("criteria", 2, "concepts", 0, "patterns", 3); we compose the
YAML node tree and walk that path to the node's line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

M = TypeVar("M", bound=BaseModel)

try:  # libyaml is ~10x faster; `check` parses the rubric on every run
    Loader = yaml.CSafeLoader  # type: ignore[attr-defined]
except AttributeError:  # pragma: no cover - pure-python PyYAML
    Loader = yaml.SafeLoader  # type: ignore[misc]


def node_at(root: yaml.Node | None, loc: tuple) -> yaml.Node | None:
    """The deepest YAML node along a pydantic error location."""
    node = root
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            nxt = next((v for k, v in node.value if getattr(k, "value", None) == part), None)
            if nxt is None:  # e.g. an extra key: point at the key itself
                nxt = next((k for k, _ in node.value if getattr(k, "value", None) == part), None)
                return nxt or node
            node = nxt
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
        else:
            break
    return node


def line(root: yaml.Node | None, loc: tuple) -> int | None:
    node = node_at(root, loc)
    return node.start_mark.line + 1 if node is not None else None


def where(path: Path, root: yaml.Node | None, loc: tuple) -> str:
    n = line(root, loc)
    return f"{path}:{n}" if n else str(path)


def duplicate_keys(node: yaml.Node | None) -> list[yaml.Node]:
    """Mapping keys that occur twice in one mapping (PyYAML silently keeps the last)."""
    out: list[yaml.Node] = []
    stack = [node] if node is not None else []
    while stack:
        n = stack.pop()
        if isinstance(n, yaml.MappingNode):
            seen: set = set()
            for k, v in n.value:
                key = getattr(k, "value", None)
                if isinstance(key, str) and key in seen:
                    out.append(k)
                seen.add(key)
                stack.append(v)
        elif isinstance(n, yaml.SequenceNode):
            stack.extend(n.value)
    return sorted(out, key=lambda k: k.start_mark.line)




def load_model(path: Path, text: str, model: type[M], error: Callable[[str], Exception], what: str) -> M:
    """`text` (the file at `path`) parsed as YAML and validated as `model`; every problem raises
    `error(message)` naming the file and line. `what` names the file kind ('an exercise.yaml')."""
    try:
        data = yaml.load(text, Loader=Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        at = f"{path}:{mark.line + 1}" if mark is not None else str(path)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise error(f"{at}: YAML syntax error: {problem}.") from None
    if not isinstance(data, dict):
        raise error(f"{path}: {what} must be a YAML mapping; got {type(data).__name__}.")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        root = yaml.compose(text, Loader=Loader)
        lines = []
        for err in exc.errors():
            loc = tuple(err["loc"])
            dotted = ".".join(str(p) for p in loc) or "(top level)"
            lines.append(f"{where(path, root, loc)}: {dotted}: {err['msg']}")
        raise error(f"invalid {what}:\n  " + "\n  ".join(lines)) from None
