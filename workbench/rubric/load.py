"""Load and lint rubric YAML files, reporting every problem with file and line.

A rubric is instructor input, so a broken one must get a message an instructor
can act on: YAML syntax errors, schema errors and invalid regexes all name the
file and the line. Pydantic reports an error location as a path ("criteria", 2,
"concepts", 0, "patterns", 3); we compose the YAML node tree and walk that path
to the node's line.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from workbench.rubric.errors import RubricError
from workbench.yamlfile import Loader as _Loader, duplicate_keys as _duplicate_keys, where as _where
from workbench.yamlfile import load_model as _load_model
from workbench.rubric.redos import nested_quantifier
from workbench.rubric.matching import _variant_rx, _variants_rx, rx
from workbench.rubric.model import Rubric

def bundled_rubric_path() -> Path:
    """The default exercise's rubric file."""
    return _exercise(None, None).rubric_path


def _exercise(exercise, rubric: Rubric | None):
    """The exercise a rubric is for: the one given, else the one its `exercise:` names when that is
    installed, else the default (the exercise layer resolves it; imported here only for defaults)."""
    if exercise is not None:
        return exercise
    from workbench.exercise import ExerciseError, default, get  # noqa: PLC0415

    if rubric is not None:
        try:
            return get(rubric.exercise)
        except ExerciseError:
            pass
    try:
        return default()
    except ExerciseError as exc:
        raise RubricError(exc.message) from None


def _read(path: Path) -> str:
    if not path.exists():
        raise RubricError(f"{path}: rubric file not found. Pass an existing YAML file to --rubric.")
    if path.is_dir():
        raise RubricError(f"{path}: is a directory, not a rubric YAML file.")
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RubricError(f"{path}: not UTF-8 text (byte {exc.start}); save the rubric as UTF-8.") from None
    except OSError as exc:
        raise RubricError(f"{path}: cannot read rubric: {exc.strerror or exc}.") from None


def _pattern_fields(rubric: Rubric):
    """Every regex in the rubric with its location path."""
    for name in ("decision_patterns", "cause_patterns", "negation_patterns", "negation_after_patterns",
                 "tradeoff_markers", "vague_phrases", "placeholders"):
        for i, p in enumerate(getattr(rubric, name)):
            yield (name, i), p
    for si, syn in enumerate(rubric.synonyms):
        for i, p in enumerate(syn.variants):
            yield ("synonyms", si, "variants", i), p
    for ci, crit in enumerate(rubric.criteria):
        for ki, concept in enumerate(crit.concepts):
            for i, p in enumerate(concept.patterns):
                yield ("criteria", ci, "concepts", ki, "patterns", i), p
            for i, p in enumerate(concept.decisions):
                yield ("criteria", ci, "concepts", ki, "decisions", i), p
            for xi, ex in enumerate(concept.exclusions):
                for i, p in enumerate(ex.patterns):
                    yield ("criteria", ci, "concepts", ki, "exclusions", xi, "patterns", i), p
                for i, p in enumerate(ex.unless):
                    yield ("criteria", ci, "concepts", ki, "exclusions", xi, "unless", i), p
    lex = rubric.lexicon
    for name in ("negators", "hypothetical", "hedges", "indirect", "costs", "mitigators", "avoiders", "lost_goods", "reducers", "causes"):
        for i, p in enumerate(getattr(lex, name)):
            yield ("lexicon", name, i), p
    for ri, rel in enumerate(lex.relations):
        for i, p in enumerate(rel.patterns):
            yield ("lexicon", "relations", ri, "patterns", i), p
    for mi, mis in enumerate(rubric.misconceptions):
        for i, p in enumerate(mis.patterns):
            yield ("misconceptions", mi, "patterns", i), p
        for i, p in enumerate(mis.exceptions):
            yield ("misconceptions", mi, "exceptions", i), p
        for i, p in enumerate(mis.entry_exceptions):
            yield ("misconceptions", mi, "entry_exceptions", i), p


def _parse(path: Path, check_patterns: bool = True, exercise=None) -> tuple[Rubric, yaml.Node | None]:
    """Parse and validate; raise RubricError for errors that make the rubric unusable.

    check_patterns=False skips compiling every regex up front (the engine then compiles, lazily,
    only the patterns an outline reaches: about half the time of `check`). Only the bundled
    rubric is loaded that way; its patterns are checked by the test suite (`rubric lint`).
    """
    text = _read(path)
    rubric = _load_model(path, text, Rubric, RubricError, "rubric")
    root = None
    if not check_patterns:
        return rubric, root
    problems = []
    # Every regex is compiled once here, into the caches grading uses (matching.rx, and one
    # alternation per synonym); a synonym's variants are compiled one by one only when
    # their alternation fails, to name the bad one.
    bad_synonyms = set()
    for si, syn in enumerate(rubric.synonyms):
        try:
            _variants_rx(tuple(syn.variants))
        except re.error:
            bad_synonyms.add(si)
    for loc, pattern in _pattern_fields(rubric):
        if loc[0] == "synonyms" and loc[1] not in bad_synonyms:
            continue
        try:
            (re.compile if loc[0] == "synonyms" else rx)(pattern)
        except re.error as exc:
            root = root or yaml.compose(text, Loader=_Loader)
            problems.append(f"{_where(path, root, loc)}: invalid regex {pattern!r}: {exc}")
            bad_synonyms.discard(loc[1] if loc[0] == "synonyms" else -1)
            continue
        if nested_quantifier(pattern):  # learner text is matched in-process: no exponential patterns
            root = root or yaml.compose(text, Loader=_Loader)
            problems.append(f"{_where(path, root, loc)}: regex {pattern!r} repeats a repeat without bound "
                            "(like (a+)+), which can take exponential time on some learner text; "
                            "bound the outer repeat ({0,5}) or remove the inner one")
    for si in sorted(bad_synonyms):  # each variant compiles, but not as one alternation
        root = root or yaml.compose(text, Loader=_Loader)
        problems.append(f"{_where(path, root, ('synonyms', si))}: the variants of synonym "
                        f"{rubric.synonyms[si].canonical!r} do not combine into one regex (a backreference?)")
    try:
        rubric.pass_feedback.format(labels="", quote="")
    except (KeyError, IndexError, ValueError) as exc:
        root = root or yaml.compose(text, Loader=_Loader)
        problems.append(f"{_where(path, root, ('pass_feedback',))}: pass_feedback may only use {{labels}} "
                        f"and {{quote}} (write {{{{ }}}} for a literal brace): {exc!r}")
    ids = [c.id for c in rubric.criteria]
    the_exercise = _exercise(exercise, rubric)
    known = the_exercise.criteria
    for ci, crit in enumerate(rubric.criteria):
        for ki, concept in enumerate(crit.concepts):
            if concept.numeric_check is not None and concept.numeric_check not in the_exercise.spec.fact_checks:
                root = root or yaml.compose(text, Loader=_Loader)
                problems.append(f"{_where(path, root, ('criteria', ci, 'concepts', ki, 'numeric_check'))}: "
                                f"unknown fact check {concept.numeric_check!r}; exercise {the_exercise.id} has "
                                f"{', '.join(the_exercise.spec.fact_checks) or 'none'}")
    for i, cid in enumerate(ids):
        if cid not in known:
            root = root or yaml.compose(text, Loader=_Loader)
            problems.append(f"{_where(path, root, ('criteria', i, 'id'))}: unknown criterion id {cid!r}; "
                            f"the exercise has only {', '.join(known)}")
        elif cid in ids[:i]:
            root = root or yaml.compose(text, Loader=_Loader)
            problems.append(f"{_where(path, root, ('criteria', i, 'id'))}: duplicate criterion id {cid!r}")
    if sum(c.weight for c in rubric.criteria) <= 0:
        problems.append(f"{path}: criterion weights sum to 0; give at least one criterion a positive weight")
    if problems:
        raise RubricError("invalid rubric:\n  " + "\n  ".join(problems))
    return rubric, root


def load_rubric(path: str | Path | None = None, exercise=None) -> Rubric:
    """Load a rubric YAML (None: the exercise's own rubric). Raises RubricError.

    An instructor's rubric has every regex compiled here, so a bad one is an error with file and
    line before any grading starts; an exercise's own rubric is trusted (tests lint it), cached and
    compiled lazily (`load_trusted`).
    """
    if path is None:
        return _exercise(exercise, None).rubric()
    return _parse(Path(path), exercise=exercise)[0]


from workbench.rubric.trusted import load_trusted  # noqa: E402,F401  (re-exported)


def parse_trusted(path: Path) -> Rubric:
    """An exercise's own rubric straight from its YAML, patterns compiled lazily (what the cache holds)."""
    return _parse(path, check_patterns=False)[0]


def parse_bundled() -> Rubric:
    """The default exercise's rubric straight from its YAML (what the cache holds)."""
    return _parse(bundled_rubric_path(), check_patterns=False)[0]


def lint_rubric(path: str | Path, exercise=None) -> list[str]:
    """Every problem found in a rubric file, each naming file and line; [] when clean.

    Errors that stop `load_rubric` are reported first; then warnings that still let the
    rubric load but are probably mistakes.
    """
    path = Path(path)
    try:
        rubric, root = _parse(path, exercise=exercise)
    except RubricError as exc:
        msg = exc.message
        return [ln.strip() for ln in msg.splitlines()[1:]] if msg.startswith("invalid rubric:") else [msg]
    root = root or yaml.compose(_read(path), Loader=_Loader)
    out: list[str] = []

    def at(loc: tuple, msg: str) -> None:
        out.append(f"{_where(path, root, loc)}: {msg}")

    ids = [c.id for c in rubric.criteria]
    exercise = _exercise(exercise, rubric)
    for cid in exercise.criteria:
        if cid not in ids:
            at(("criteria",), f"criterion {cid!r} is missing; it will not be graded")
    total = sum(c.weight for c in rubric.criteria)
    if abs(total - 1.0) > 1e-6:
        at(("criteria",), f"weights sum to {total:g}, not 1; scores are normalised by the sum")
    seen: dict[str, tuple] = {}
    for ci, crit in enumerate(rubric.criteria):
        for ki, concept in enumerate(crit.concepts):
            loc = ("criteria", ci, "concepts", ki, "id")
            if concept.id in seen:
                at(loc, f"duplicate concept id {concept.id!r}")
            seen[concept.id] = loc
            if concept.decisions and (concept.inherent_decision or crit.needs_cause):
                at(("criteria", ci, "concepts", ki, "decisions"), f"concept {concept.id!r}: `decisions` are "
                   "ignored " + ("with inherent_decision: true" if concept.inherent_decision else
                                 "in a needs_cause criterion (its causes are `cause_patterns`)"))
        if crit.scope == "entry" and (crit.needs_cause or all(k.inherent_decision for k in crit.concepts)):
            at(("criteria", ci, "scope"), f"criterion {crit.id!r}: scope: entry has no effect "
               + ("(needs_cause reads the entry as one unit already)" if crit.needs_cause else
                  "(every concept is inherent_decision: there is no decision to pair)"))
    for mi, mis in enumerate(rubric.misconceptions):
        if mis.id in seen:
            at(("misconceptions", mi, "id"), f"duplicate id {mis.id!r}")
        seen[mis.id] = ("misconceptions", mi)
        for k, cid in enumerate(mis.criteria or ()):
            if cid not in ids:
                at(("misconceptions", mi, "criteria", k), f"misconception {mis.id!r} names unknown criterion {cid!r}")
    for loc, pattern in _pattern_fields(rubric):
        if loc[0] == "placeholders":
            continue  # '' there deliberately means "an empty entry"
        if not pattern.strip():
            at(loc, "empty pattern: it matches everything")
        elif re.compile(pattern).fullmatch(""):
            at(loc, f"pattern {pattern!r} matches the empty string")
    for key_node in _duplicate_keys(root):
        out.append(f"{path}:{key_node.start_mark.line + 1}: duplicate key {key_node.value!r}; "
                   "YAML keeps only the last one")
    if not rubric.decision_patterns:
        at(("decision_patterns",), "no decision patterns: no entry can ever pass")
    out.extend(_self_check(path, root, rubric, exercise))
    return out


def _self_check(path: Path, root: yaml.Node | None, rubric: Rubric, exercise) -> list[str]:
    """Grade the rubric's own teaching examples: strong ones must pass, weak ones fail."""
    from workbench.outline.model import normalize
    from workbench.rubric.engine import grade

    out = []
    for ci, crit in enumerate(rubric.criteria):
        if crit.id not in exercise.criteria:
            continue
        entry = exercise.entry_of(crit.id)
        for field, examples, want in (("example_phrasings", crit.teaching.example_phrasings, True),
                                      ("weak_examples", crit.teaching.weak_examples, False)):
            for i, example in enumerate(examples):
                text = re.sub(r"\s*\([^()]*\)\s*$", "", example)  # drop a trailing "(why it fails)"
                raw = text if exercise.contract.returns == "text" else {entry: text}
                outline = normalize(raw, contract=exercise.contract)
                res = next(r for r in grade(outline, rubric, exercise=exercise).criteria if r.id == crit.id)
                if res.passed != want:
                    verdict = "fails" if want else "passes"
                    out.append(f"{_where(path, root, ('criteria', ci, 'teaching', field, i))}: "
                               f"{crit.id} {field.replace('_', ' ')} {verdict} its own rubric: {example[:60]!r}")
    return out
