"""Helpers shared by commands: user-facing errors, loading rubric and evidence."""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path
from typing import NoReturn

import typer

from workbench import exitcodes


def fail(message: str, code: int = exitcodes.USAGE) -> NoReturn:
    """Print a clear message to stderr (never a traceback) and exit with `code`."""
    from workbench.report.render.escape import terminal

    # The message may name learner-controlled things (a file name with an escape sequence in it).
    typer.echo(f"workbench: error: {terminal(message, newlines=True)}", err=True)
    raise typer.Exit(code)


# Bounds for the learner's sandbox. Above them the limits stop being limits: an infinite or
# astronomically large timeout overflows the sandbox's CPU rlimit and poll() (a traceback), a
# memory cap beyond what setrlimit takes makes every sandbox fail to start (blamed on the
# machine), and under ~64 MiB the Python interpreter itself cannot start (blamed on the student).
MAX_TIMEOUT_S = 3600.0
MIN_MEMORY_MB = 64
MAX_MEMORY_MB = 1024 * 1024  # 1 TiB


def limits_problem(timeout: float, memory: int) -> str | None:
    """The message for a --timeout/--memory pair the sandbox cannot honour, or None."""
    if not (math.isfinite(timeout) and 0 < timeout <= MAX_TIMEOUT_S):
        return f"--timeout must be positive seconds, at most {MAX_TIMEOUT_S:g}; got {timeout}."
    if not MIN_MEMORY_MB <= memory <= MAX_MEMORY_MB:
        return (f"--memory is in MiB and must be between {MIN_MEMORY_MB} and {MAX_MEMORY_MB} "
                f"(1 TiB); got {memory}.")
    return None


def same_file(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and a.samefile(b)
    except OSError:
        return False


def oserror_text(path: Path, exc: OSError) -> str:
    """Why `path` cannot be written, in words: errno text alone misleads when a parent folder is
    really a file ("File exists" from mkdir, "Not a directory" from open)."""
    try:
        for parent in path.parents:
            if parent.exists():
                if not parent.is_dir():
                    return f"{parent} is a file, not a folder"
                break
        if path.is_dir():
            return f"{path} is a directory"
    except OSError:  # the probes fail the same way (a name too long, a symlink loop)
        pass
    return str(exc.strerror or exc)


EXERCISE_HELP = ("Exercise id or folder (default: the only installed exercise, or the one whose function "
                 "the file defines). `workbench explain --list` shows them.")


def exercise_or_exit(ref: str | None, source: bytes | None = None, rubric: Path | None = None):
    """The exercise a command works on: --exercise, else the one a --rubric names when installed,
    else the default (the only one, or the one whose function `source` defines)."""
    from workbench.exercise import ExerciseError, default, get

    try:
        if ref is not None:
            return get(ref)
        if rubric is not None:
            named = rubric_exercise(rubric)
            if named is not None:
                try:
                    return get(named)
                except ExerciseError:
                    pass
        return default(source)
    except ExerciseError as exc:
        fail(exc.message)


def rubric_exercise(path: Path) -> str | None:
    """The `exercise:` a rubric file names, read without validating the rest (that comes later)."""
    try:
        from workbench.yamlfile import Loader

        import yaml

        data = yaml.load(path.read_text(encoding="utf-8"), Loader=Loader)
    except Exception:  # noqa: BLE001 - the rubric's own loader reports what is wrong with it
        return None
    value = data.get("exercise") if isinstance(data, dict) else None
    return value if isinstance(value, str) else None


def load_rubric_or_exit(path: Path | None, exercise=None):
    from workbench.rubric.errors import RubricError

    try:
        if path is None and exercise is not None:  # its own rubric, from the JSON cache: no YAML parser
            return exercise.rubric()
        from workbench.rubric.load import load_rubric

        return load_rubric(path, exercise=exercise)
    except RubricError as exc:
        fail(f"{exc}\n  Fix the rubric (try `workbench rubric lint {path or 'FILE'}`) and run again.")
    except OSError as exc:  # e.g. a name too long: the loader reports only what it expects
        fail(f"{path}: cannot read this rubric ({exc.strerror or exc}). Check the --rubric path.")


def load_evidence_or_exit(path: Path | None, use_bundled: bool, exercise=None):
    """An explicit --evidence file must load; the exercise's bundled one is used quietly when present.
    Returns (evidence or None, where it came from or None)."""
    from workbench.facts.cite import device_label
    from workbench.facts.load import EvidenceError, load_evidence

    if path is not None:
        try:
            ev = load_evidence(path)
            return ev, f"{path} ({device_label(ev)})"
        except EvidenceError as exc:
            fail(f"{exc}\n  Pass a file written by `workbench evidence --out DIR`, or leave out --evidence.")
    bundled = exercise.evidence if exercise is not None else None
    if use_bundled and bundled is not None and bundled.exists():
        try:
            ev = load_evidence(bundled)
            return ev, f"{bundled.name}, bundled with {exercise.id} ({device_label(ev)})"
        except EvidenceError as exc:  # a broken bundled file is our bug; grading goes on without it
            typer.echo(f"workbench: warning: bundled evidence ignored: {exc}", err=True)
    return None, None


def try_write_text(path: Path, text: str) -> str | None:
    """Write `path` (creating its folder); None when written, else the message saying why not."""
    from workbench.report.render.escape import encode
    from workbench.safefs import UnsafeTarget, write_file

    try:  # a temp file renamed into place: never empty or partial, never through a planted link
        write_file(path, encode(text), make_parents=True)  # UTF-8 that cannot fail to encode (escape.encode)
    except UnsafeTarget as exc:
        return f"cannot write {path}: {exc.strerror}. Nothing was written."
    except OSError as exc:
        return f"cannot write {path}: {oserror_text(path, exc)}. Choose a writable path."
    return None


def write_text(path: Path, text: str) -> None:
    problem = try_write_text(path, text)
    if problem:
        fail(problem)


def stdout_bytes(text: str) -> bytes:
    """`text` as the bytes stdout's encoding can carry. Nothing is rewritten before encoding: what
    the encoding lacks goes through escape.encode's error handler (typography stand-ins such as
    “ ” → ", else a `\\uXXXX` escape), so this never raises. Machine formats (JSON, XML) are ASCII
    and come out byte for byte; human formats were escaped for the terminal by their renderer."""
    from workbench.report.render.escape import encode

    return encode(text, getattr(sys.stdout, "encoding", None))


def echo_stdout(text: str, nl: bool = True) -> None:
    """Write `text` to stdout as bytes that cannot fail to encode (see stdout_bytes), surviving a
    reader which has gone (`workbench check x.py | head -1`).

    typer turns a broken pipe into exit 1, which for `check` means "graded, failed": a passing
    outline piped into `head` would report failure, and the rest of the command (e.g. writing
    --output) would never run. The reader read what it wanted, so the command carries on.
    """
    if sys.stdout is None:  # stdout closed (`workbench check x.py >&-`)
        return
    text = text + ("\n" if nl else "")
    try:
        buffer = getattr(sys.stdout, "buffer", None)
        if buffer is not None:
            sys.stdout.flush()  # what was printed as text before goes first
            buffer.write(stdout_bytes(text))
            buffer.flush()
        else:  # a text-only stream (an embedding caller's StringIO): it takes str
            sys.stdout.write(stdout_bytes(text).decode(getattr(sys.stdout, "encoding", None) or "utf-8"))
            sys.stdout.flush()
    except BrokenPipeError:
        # Point stdout at /dev/null so the interpreter's final flush does not raise again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def stdout_is_tty() -> bool:
    # sys.stdout is None when the command runs with stdout closed (`workbench check x.py >&-`).
    return sys.stdout is not None and sys.stdout.isatty()
