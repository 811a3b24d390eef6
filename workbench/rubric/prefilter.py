"""Which rubric patterns cannot match a text, decided without compiling them.

`check` is a fresh process per run, and compiling the ~700 regexes of a rubric that one outline
reaches was about a third of its CPU time, although most of them match nothing in that outline.
`required(pattern)` reads the pattern's syntax tree (the stdlib's own parser: the tree `re.compile`
builds) and returns up to three groups of literal strings such that every match of the pattern
contains a string of each group ("\\bwrit\\w*\\b.{0,40}\\b(?:o|lse)\\b": {writ} and {lse, o}), or None
when it finds none. A pattern that lacks a group in a stretch of text has no match there, so the
matcher skips it without compiling it (`may_match`). No verdict can change: a skipped pattern is one
that would have found nothing.

Parsing is as slow as compiling, so the strings are computed once per rubric and kept in the user's
cache (`workbench.rubric.trusted`); `install` puts them where the matcher looks. A pattern that is
not in the table is compiled and run as before.

Soundness, item by item of the tree: a literal, a small character class, an optional or bounded
repeat of those, and an alternation of those match a finite set of exact strings, and consecutive
exact items concatenate; zero-width items (`\\b`, `^`, lookarounds) consume nothing and are skipped,
so nothing inside a lookaround is ever required; a repeat with a minimum of at least one requires
what its body requires, a group what its content requires, an alternation the union of one group
of every branch (nothing when one branch requires nothing). A group that holds the empty string
says nothing and is dropped, so a pattern that can match the empty string gets None, as does a
case-insensitive one.
"""

from __future__ import annotations

try:
    import re._parser as _sre  # Python >= 3.11
except ImportError:  # pragma: no cover - Python 3.10
    import sre_parse as _sre  # type: ignore[no-redef]

from re import IGNORECASE

# Alternatives kept at most in one exact set or one requirement; a class of at most this many characters
# counts as exact.
_LIMIT = 24
_SMALL_CLASS = 6
_GROUPS = 3  # groups kept per pattern
_ZERO_WIDTH = {_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT}
_REPEATS = {_sre.MAX_REPEAT, _sre.MIN_REPEAT} | ({_sre.POSSESSIVE_REPEAT} if hasattr(_sre, "POSSESSIVE_REPEAT") else set())
_ATOMIC = getattr(_sre, "ATOMIC_GROUP", None)


class _CaseFolded(Exception):
    """The pattern (or a part of it) ignores case: literal strings say nothing about it."""


def required(pattern: str) -> tuple[tuple[str, ...], ...] | None:
    """Groups of strings such that every match of `pattern` contains a string of each group, or None
    when no group was found (the most selective groups first, each sorted)."""
    try:
        tree = _sre.parse(pattern)
        if tree.state.flags & IGNORECASE:
            return None
        groups = _need_seq(list(tree))
    except Exception:  # noqa: BLE001 - re.error, _CaseFolded, parser internals: no requirement known
        return None
    return tuple(tuple(sorted(g)) for g in groups) or None


def _usable(group: set[str] | None) -> bool:
    return bool(group) and "" not in group and len(group) <= _LIMIT


def _selective(groups: list[set[str]]) -> list[set[str]]:
    """The distinct groups, most selective first (the shortest string longest, then the fewest
    strings), at most _GROUPS of them."""
    distinct = {_minimal(g) for g in groups if _usable(g)}
    ranked = sorted(distinct, key=lambda g: (-min(map(len, g)), len(g), sorted(g)))
    return [set(g) for g in ranked[:_GROUPS]]


def _minimal(group: set[str]) -> frozenset[str]:
    """The group without strings that contain another of its strings ("tile" finds "tiles" too)."""
    kept: list[str] = []
    for s in sorted(group, key=len):
        if not any(k in s for k in kept):
            kept.append(s)
    return frozenset(kept)


def _need_seq(items) -> list[set[str]]:
    """Groups each of which every match of the sequence contains a string of."""
    groups: list[set[str]] = []
    run = {""}  # every exact string of the current stretch of exact items
    for op, av in items:
        if op in _ZERO_WIDTH:
            continue
        exact = _exact(op, av)
        if exact is not None:
            joined = {a + b for a in run for b in exact}
            if len(joined) <= _LIMIT:
                run = joined
            else:
                groups.append(run)
                run = exact
            continue
        groups.append(run)
        run = {""}
        groups += _need(op, av)
    groups.append(run)
    return _selective(groups)


def _need(op, av) -> list[set[str]]:
    """The groups of one item that does not match a small finite set of strings."""
    if op == _sre.SUBPATTERN:
        _flags_ok(av[1])
        return _need_seq(av[-1])
    if op == _ATOMIC:
        return _need_seq(av)
    if op == _sre.BRANCH:
        union: set[str] = set()
        for branch in av[1]:
            groups = _need_seq(branch)
            if not groups:
                return []
            union |= groups[0]  # a match of this branch contains a string of its best group
        return [union] if len(union) <= _LIMIT else []
    if op in _REPEATS and av[0] >= 1:
        return _need_seq(av[2])
    return []


def _exact(op, av) -> set[str] | None:
    """Every string one item can match, when that is a small finite set; else None."""
    if op == _sre.LITERAL:
        return {chr(av)}
    if op == _sre.IN:
        chars: set[str] = set()
        for kind, value in av:
            if kind == _sre.LITERAL:
                chars.add(chr(value))
            elif kind == _sre.RANGE and value[1] - value[0] < _SMALL_CLASS:
                chars.update(chr(c) for c in range(value[0], value[1] + 1))
            else:
                return None  # NEGATE, CATEGORY, a wide range
        return chars if len(chars) <= _SMALL_CLASS else None
    if op == _sre.SUBPATTERN:
        _flags_ok(av[1])
        return _exact_seq(av[-1])
    if op == _ATOMIC:
        return _exact_seq(av)
    if op == _sre.BRANCH:
        union: set[str] = set()
        for branch in av[1]:
            exact = _exact_seq(branch)
            if exact is None:
                return None
            union |= exact
        return union if len(union) <= _LIMIT else None
    if op in _REPEATS and av[1] <= 3:
        body = _exact_seq(av[2])
        if body is None:
            return None
        out: set[str] = set()
        for times in range(av[0], av[1] + 1):
            strings = {""}
            for _ in range(times):
                strings = {a + b for a in strings for b in body}
                if len(strings) > _LIMIT:
                    return None
            out |= strings
        return out if len(out) <= _LIMIT else None
    return None


def _exact_seq(items) -> set[str] | None:
    run = {""}
    for op, av in items:
        if op in _ZERO_WIDTH:
            continue
        exact = _exact(op, av)
        if exact is None:
            return None
        run = {a + b for a in run for b in exact}
        if len(run) > _LIMIT:
            return None
    return run


def _flags_ok(add_flags: int) -> None:
    if add_flags & IGNORECASE:
        raise _CaseFolded


# pattern -> groups of strings: each match of the pattern contains a string of every group
_TABLE: dict[str, list[list[str]]] = {}


def install(table: dict[str, list[list[str]]]) -> None:
    """Make `table` (pattern -> groups of required strings, as `table_for` returns: no group and no
    string empty) known to `may_match`."""
    _TABLE.update(table)


def table_for(patterns) -> dict[str, list[list[str]]]:
    """{pattern: its groups of required strings} for every pattern of `patterns` that has some."""
    out = {}
    for p in dict.fromkeys(patterns):
        groups = required(p)
        if groups:
            out[p] = [list(g) for g in groups]
    return out


def may_match(pattern: str, segment: str) -> bool:
    """False only when `pattern` certainly has no match inside `segment`."""
    groups = _TABLE.get(pattern)
    if groups is None:
        return True
    for group in groups:
        for s in group:
            if s in segment:
                break
        else:
            return False
    return True


def forget() -> None:
    """Drop the installed table (tests)."""
    _TABLE.clear()
