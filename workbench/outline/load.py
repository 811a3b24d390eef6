"""Load a learner's outline file without trusting it.

Contract:
    load_outline(path, *, timeout=10.0, memory_mb=1024, isolation="auto") -> LoadResult

- Only this module and `sandbox.py` ever touch a learner's file; the grader's
  process reads and parses it but never executes it.
- Fast path (fastpath.py): the function's body returns a literal -> read it from
  the syntax tree (sandbox="ast"), no learner code runs.
- Otherwise run it in a sandboxed child (sandbox.py, child.py) and turn how the
  child ended into a verdict (verdicts.py).
- Never raises for a bad submission: every problem becomes LoadResult.error.
"""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path

from workbench.outline import fastpath
from workbench.outline.isolation import MODES
from workbench.outline.model import Contract, Outline, OutlineError, default_contract, normalize
from workbench.report.model import ErrorInfo

MAX_FILE_BYTES = 1024 * 1024
ISOLATIONS = ("auto",) + MODES


@dataclass
class LoadResult:
    outline: Outline | None
    error: ErrorInfo | None
    sandbox: str  # "ast" | "bubblewrap" | "unshare" | "rlimits" | "none"
    notes: list[str] = field(default_factory=list)


def _fail(kind: str, message: str, mode: str = "none", detail: str | None = None, notes=None) -> LoadResult:
    return LoadResult(None, ErrorInfo(kind=kind, message=message, detail=detail), mode, list(notes or []))


def _read(path: Path, fn: str, name: str = "my_answer.py") -> bytes | LoadResult:
    """The file's bytes, or the verdict on why it cannot be read (`name`: the exercise's usual file name)."""
    shown = str(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return _fail("missing_file", f"{shown}: no such file. Check the path, or create a starter file "
                     f"with `workbench init {shown}`.")
    except OSError as exc:
        return _fail("unreadable", f"{shown} cannot be read ({exc.strerror}); check the path and its permissions.")
    if stat.S_ISDIR(st.st_mode):
        try:
            inside = sorted(p.name for p in path.glob("*.py"))[:5]
        except OSError:
            inside = []
        hint = f" It contains: {', '.join(inside)}." if inside else ""
        return _fail("is_directory", f"{shown} is a directory; pass the file itself, "
                     f"e.g. {Path(shown, name)}.{hint}")
    if path.is_symlink() and not _inside(path):
        # a submission that links to /root/.ssh/id_rsa or a classmate's file must
        # not get its target's text echoed back in a syntax error or a quote
        return _fail("not_a_file", f"{shown} is a symbolic link to a file outside its own folder; the grader "
                     "does not follow such links. Pass the file itself.")
    if not stat.S_ISREG(st.st_mode):
        return _fail("not_a_file", f"{shown} is not a regular file (a device, pipe or socket); pass the .py file "
                     f"that defines {fn}().")
    if path.suffix != ".py":
        return _fail("not_python", f"{shown} is not a .py file; the answer must be a Python file that defines "
                     f"{fn}(). Rename it (e.g. {name}) or run `workbench init {name}`.")
    if st.st_size > MAX_FILE_BYTES:
        return _fail("too_large", f"{shown} is {st.st_size / 2**20:.1f} MiB; the file must be under "
                     f"{MAX_FILE_BYTES // 2**20} MiB (a strong answer is a few KB of text).")
    try:
        with open(path, "rb") as f:  # the size can change after stat: read at most the cap + 1
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        return _fail("unreadable", f"{shown} cannot be read ({exc.strerror}); check its permissions.")
    if len(data) > MAX_FILE_BYTES:
        return _fail("too_large", f"{shown} is larger than {MAX_FILE_BYTES // 2**20} MiB; a strong answer is a few KB.")
    return data


def _inside(link: Path) -> bool:
    folder = os.path.realpath(link.parent)
    return os.path.realpath(link).startswith(folder + os.sep)


def _decode(path: Path, data: bytes) -> str | LoadResult:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        before = data[: exc.start]
        line = before.count(b"\n") + 1
        col = exc.start - (before.rfind(b"\n") + 1) + 1
        return _fail("not_utf8", f"{path} is not UTF-8 text: byte 0x{data[exc.start]:02x} at line {line}, "
                     f"column {col} cannot be decoded. Save the file as UTF-8 (most editors: "
                     "'Save with encoding' -> UTF-8).")


def _notes_for(outline: Outline, function: str, contract: Contract) -> list[str]:
    notes = []
    if function != contract.function:
        notes.append(f"used {function}() ({contract.function}() is the exercise's name; both are accepted)")
    shown = [_short(key) for key in outline.ignored[:_IGNORED_SHOWN]]
    notes += [f"entry '{key}' is not graded and was ignored" for key in shown]
    if len(outline.ignored) > _IGNORED_SHOWN:  # a learner's 30,000 keys must not make 30,000 notes
        notes.append(f"{len(outline.ignored) - _IGNORED_SHOWN} more entries are not graded and were ignored")
    return notes


_IGNORED_SHOWN = 10
_KEY_SHOWN = 80


def _short(key: str) -> str:
    """A learner's key as a note shows it: at most _KEY_SHOWN characters (a key can be megabytes)."""
    return key if len(key) <= _KEY_SHOWN else f"{key[:_KEY_SHOWN]}… ({len(key):,} characters)"


def _validated(path: Path, raw: object, function: str, mode: str, notes: list[str], contract: Contract) -> LoadResult:
    try:
        outline = normalize(raw, function=function, contract=contract)
    except OutlineError as exc:
        return _fail(exc.kind, f"{path}: {exc.message}", mode, exc.detail, notes)
    return LoadResult(outline, None, mode, notes + _notes_for(outline, function, contract))


_SNIFF_BYTES = 512 * 1024


def sniff(path: str | Path) -> bytes | None:
    """The start of a regular file at `path` (at most 512 KiB, never through a link, nothing run), to
    tell which exercise's function it defines; None when it cannot be read (the loader says why)."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except (OSError, ValueError):
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        return os.read(fd, _SNIFF_BYTES)
    except OSError:
        return None
    finally:
        os.close(fd)


def _modes(isolation: str) -> list[str]:
    return list(MODES) if isolation == "auto" else [isolation]


def load_outline(
    path: str | Path, *, timeout: float = 10.0, memory_mb: int = 1024, isolation: str = "auto",
    contract: Contract | None = None,
) -> LoadResult:
    """Read, check and (only when needed) run the learner's file; never raises for a bad submission.

    `contract`: the exercise's outline contract (default: the default exercise's)."""
    if isolation not in ISOLATIONS:
        raise ValueError(f"isolation must be one of {', '.join(ISOLATIONS)}, not {isolation!r}")
    contract = contract or default_contract()
    path = Path(path)
    data = _read(path, contract.function, contract.starter_name)
    if isinstance(data, LoadResult):
        return data
    source = _decode(path, data)
    if isinstance(source, LoadResult):
        return source
    checked = fastpath.analyse(source, str(path), contract)
    if checked.error is not None:
        return LoadResult(None, checked.error, "ast", [])
    if checked.literal is not None:
        return _validated(path, checked.literal.value, checked.literal.function, "ast", list(checked.notes), contract)

    from workbench.outline import sandbox, verdicts  # only code that must run needs them (and their models)

    notes = list(checked.notes)
    tried: list[str] = []
    for mode in _modes(isolation):
        reason = sandbox.available(mode)
        if reason is None:
            try:
                outcome = sandbox.run_in_sandbox(
                    mode, source, str(path.resolve()), module=_module_name(path), names=contract.functions,
                    timeout=timeout, memory_mb=memory_mb,
                )
            except sandbox.SandboxUnavailable as exc:
                reason = str(exc)
            except OSError as exc:  # the grading machine ran out of something (fds, disk for the work dir)
                reason = f"the grading machine could not set up the run: {exc.strerror or exc}"
            else:
                if outcome.ready or outcome.timed_out:  # before `ready` no learner code has run
                    if tried and isolation == "auto":
                        notes.append("sandbox fallback: " + "; ".join(tried))
                    verdict = verdicts.from_outcome(path, outcome, timeout=timeout, memory_mb=memory_mb,
                                                    contract=contract)
                    notes += verdict.notes
                    if verdict.error is not None:
                        return _fail(verdict.error.kind, verdict.error.message, mode, verdict.error.detail, notes)
                    return _validated(path, verdict.raw, verdict.function, mode, notes, contract)
                reason = outcome.stderr.text().strip()[-300:] or f"it exited with code {outcome.returncode}"
        tried.append(f"{mode} unavailable ({reason})")
    return _fail(
        "sandbox_error",
        f"could not start a sandbox to run {path}: " + "; ".join(tried) + ". This is a problem with the grading "
        "machine, not with the file: install bubblewrap (Debian/Ubuntu: apt-get install bubblewrap), or choose "
        "another mode with --isolation (auto, bubblewrap, unshare, rlimits).",
        "none", None, notes,
    )


def _module_name(path: Path) -> str:
    """The learner's module name; never one that would shadow a standard module in the child."""
    stem = path.stem
    if not stem.isidentifier() or stem in getattr(sys, "stdlib_module_names", ()) or stem.startswith("__"):
        return "outline"
    return stem
