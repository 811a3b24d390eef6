"""Where exercises come from, and which one a command uses.

Three sources, looked at in this order (the first exercise with an id wins):

1. folders named in the `WORKBENCH_EXERCISES` environment variable (separated by `os.pathsep`),
   each an exercise folder (holding exercise.yaml) or a folder of exercise folders;
2. the bundled exercises: `exercises/<id>/` of a checkout, or their copy inside the wheel
   (`workbench/data/exercises/`);
3. installed packages that declare an entry point in the group `workbench.exercises`, whose value
   is a module (its folder holds exercise.yaml), a folder path, or a function returning one.

`--exercise` takes an id from these, or the path of an exercise folder (or of its exercise.yaml).
Without it, `default()` picks the one whose function the learner's file defines, else the one
`WORKBENCH_EXERCISE` names, else the only exercise there is, else the one marked `default: true`. Entry points are read only when the first two sources do not decide (reading
them costs about as much as the rest of `check`'s start-up).
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from workbench.exercise.errors import ExerciseError
from workbench.exercise.exercise import Exercise
from workbench.exercise.model import ExerciseSpec

ENTRY_POINT_GROUP = "workbench.exercises"
ENV = "WORKBENCH_EXERCISES"
ENV_DEFAULT = "WORKBENCH_EXERCISE"  # the default exercise, by id or folder
SPEC_FILE = "exercise.yaml"

_PKG = Path(__file__).resolve().parent.parent
_REPO = _PKG.parent


def bundled_root() -> Path:
    """`exercises/` of a checkout (or editable install); `workbench/data/exercises/` in a wheel."""
    if (_REPO / "pyproject.toml").is_file() and (_REPO / "exercises").is_dir():
        return _REPO / "exercises"
    return _PKG / "data" / "exercises"


def _read(folder: Path) -> ExerciseSpec:
    path = folder / SPEC_FILE
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise ExerciseError(f"{folder}: no {SPEC_FILE} here; an exercise folder holds exercise.yaml "
                            "(see docs/architecture.md).") from None
    except OSError as exc:
        raise ExerciseError(f"{path}: cannot be read ({exc.strerror or exc}).") from None

    def parse() -> ExerciseSpec:
        from workbench.yamlfile import load_model

        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ExerciseError(f"{path}: not UTF-8 text (byte {exc.start}); save it as UTF-8.") from None
        return load_model(path, text, ExerciseSpec, ExerciseError, "exercise.yaml")

    from workbench.modelcache import cached

    return cached(raw, ExerciseSpec, parse, "exercise")


@lru_cache(maxsize=64)
def load_folder(folder: Path, origin: str = "path") -> Exercise:
    """The exercise in `folder` (raises ExerciseError naming the file and line of a problem)."""
    spec = _read(folder)
    if origin == "bundled" and spec.id != folder.name:
        raise ExerciseError(f"{folder / SPEC_FILE}: id {spec.id!r} is not the folder's name {folder.name!r}; "
                            "a bundled exercise lives in exercises/<id>/.")
    return Exercise(spec, folder, origin)


def _children(root: Path) -> list[Path]:
    if (root / SPEC_FILE).is_file():
        return [root]
    try:
        return sorted(p for p in root.iterdir() if (p / SPEC_FILE).is_file())
    except OSError:
        return []


def _local() -> dict[str, tuple[Path, str]]:
    """id -> (folder, origin) from WORKBENCH_EXERCISES and the bundled folder (ids are folder names)."""
    found: dict[str, tuple[Path, str]] = {}
    for part in filter(None, os.environ.get(ENV, "").split(os.pathsep)):
        for folder in _children(Path(part)):
            found.setdefault(_read(folder).id, (folder, "path"))
    for folder in _children(bundled_root()):
        found.setdefault(folder.name, (folder, "bundled"))
    return found


def _plugin_folder(value: object) -> Path | None:
    if callable(value) and not hasattr(value, "__file__"):
        value = value()
    if isinstance(value, (str, os.PathLike)):
        return Path(value)
    file = getattr(value, "__file__", None)
    return Path(file).parent if file else None


def _plugins() -> dict[str, tuple[Path, str]]:
    from importlib.metadata import entry_points

    found: dict[str, tuple[Path, str]] = {}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        try:
            folder = _plugin_folder(ep.load())
        except Exception as exc:  # noqa: BLE001 - a broken plug-in must not stop the others
            raise ExerciseError(f"the exercise entry point {ep.name!r} ({ep.value}) cannot be loaded: "
                                f"{type(exc).__name__}: {exc}. Reinstall or remove that package.") from None
        if folder is not None:
            found.setdefault(ep.name, (folder, f"entry point {ep.name}"))
    return found


def _all() -> dict[str, tuple[Path, str]]:
    found = _local()
    for key, value in _plugins().items():
        found.setdefault(key, value)
    return found


def available() -> list[str]:
    """The ids of every exercise that can be used, in order."""
    return list(_all())


def _looks_like_path(ref: str) -> bool:
    return "/" in ref or os.sep in ref or ref.endswith((".yaml", ".yml")) or ref in (".", "..")


def get(ref: str | Path) -> Exercise:
    """The exercise with this id, or in this folder (or exercise.yaml). Raises ExerciseError."""
    if isinstance(ref, Path) or _looks_like_path(ref):
        folder = Path(ref)
        if folder.name in (SPEC_FILE, "exercise.yml") or folder.suffix in (".yaml", ".yml"):
            folder = folder.parent
        if not folder.is_dir():
            raise ExerciseError(f"{ref}: no such exercise folder; pass an exercise id "
                                f"({', '.join(available()) or 'none installed'}) or a folder holding exercise.yaml.")
        return load_folder(folder.resolve(), "path")
    local = _local()
    hit = local.get(ref) or _plugins().get(ref)
    if hit is None:
        raise ExerciseError(f"unknown exercise {ref!r}; installed: {', '.join(available()) or 'none'}. "
                            "Pass one of these ids, or the path of an exercise folder, to --exercise.")
    return load_folder(*hit)


def _defines(source: str | bytes, names: Iterable[str]) -> bool:
    text = source.decode("utf-8", "replace") if isinstance(source, bytes) else source
    alt = "|".join(re.escape(n) for n in names)
    return re.search(rf"^[ \t]*(?:async[ \t]+)?def[ \t]+(?:{alt})[ \t]*\(", text, re.M) is not None


def _matching(found: dict[str, tuple[Path, str]], source: str | bytes) -> list[Exercise]:
    exercises = [load_folder(*v) for v in found.values()]
    return [e for e in exercises if _defines(source, e.spec.functions)]


def _marked(found: dict[str, tuple[Path, str]]) -> Exercise | None:
    """The first exercise (in the registry's order) whose exercise.yaml says `default: true`."""
    for value in found.values():
        ex = load_folder(*value)
        if ex.spec.default:
            return ex
    return None


def _chosen() -> Exercise | None:
    """The exercise WORKBENCH_EXERCISE names (an id or a folder), when it is set."""
    ref = os.environ.get(ENV_DEFAULT, "").strip()
    if not ref:
        return None
    try:
        return get(ref)
    except ExerciseError as exc:
        raise ExerciseError(f"{ENV_DEFAULT}={ref!r}: {exc.message} Fix or unset {ENV_DEFAULT}.") from None


def default(source: str | bytes | None = None) -> Exercise:
    """The exercise a command uses without --exercise, decided in this order:

    1. given the learner's file, the one exercise whose function it defines;
    2. the exercise `WORKBENCH_EXERCISE` names (an id or folder), when set;
    3. the only exercise there is;
    4. the first exercise (WORKBENCH_EXERCISES folders, then bundled, then entry points) whose
       exercise.yaml says `default: true`.

    Raises ExerciseError naming the choices when none of these decides."""
    if source is not None:
        hits = _matching(_local(), source)  # the usual case decides without reading entry points
        if not hits:
            hits = _matching(_all(), source)
        if len(hits) == 1:
            return hits[0]
        if hits:
            raise ExerciseError("the file defines the functions of several exercises ("
                                + ", ".join(f"{e.id}: {e.function}()" for e in hits)
                                + "); keep one, or choose with --exercise.")
    chosen = _chosen()
    if chosen is not None:
        return chosen
    marked = _marked(_local())
    if marked is not None:
        return marked
    everything = _all()
    if len(everything) == 1:
        return load_folder(*next(iter(everything.values())))
    if not everything:
        raise ExerciseError("no exercise is installed; reinstall the package, or pass --exercise with the "
                            "path of an exercise folder.")
    marked = _marked(everything)
    if marked is not None:
        return marked
    raise ExerciseError(f"choose an exercise with --exercise (several are installed and none is the default): "
                        f"{choices(everything)}. Or set {ENV_DEFAULT}=ID.")


def choices(found: dict[str, tuple[Path, str]] | None = None) -> str:
    """'a (f()), b (g())': the installed exercises and their functions, for messages."""
    found = _all() if found is None else found
    return ", ".join(f"{k} ({load_folder(*v).function}())" for k, v in found.items())


def matching(source: str | bytes) -> list[Exercise]:
    """Every installed exercise whose function the learner's file defines (read, never run)."""
    return _matching(_all(), source)
