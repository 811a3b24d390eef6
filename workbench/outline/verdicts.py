"""Turn how the sandboxed child ended into a verdict with a message a learner can act on.

Pure: takes a `ChildOutcome` (sandbox.py) and returns either the raw value the
learner's function returned (rebuilt from the runner's JSON) or an `ErrorInfo`.
"""

from __future__ import annotations

import signal
from dataclasses import dataclass, field
from pathlib import Path

from workbench.outline.sandbox import OUTPUT_CAP, RESULT_CAP, ChildOutcome
from workbench.report.model import ErrorInfo

_TAG_DICT = "\u0000dict"
_TAG_TYPE = "\u0000type"


@dataclass
class Verdict:
    error: ErrorInfo | None = None
    raw: object = None
    function: str = "designOutline"
    notes: list[str] = field(default_factory=list)


class _Foreign:
    """Stands in for a value of a type that cannot cross the sandbox boundary; only its type name is kept."""


_foreign_types: dict[str, type] = {}


def _foreign(name: str) -> object:
    name = str(name)[:80] or "object"
    if name not in _foreign_types:
        _foreign_types[name] = type(name, (_Foreign,), {})
    return _foreign_types[name]()


def decode(value: object) -> object:
    """Rebuild the returned value from the runner's encoding (see child._encode)."""
    if isinstance(value, list):
        return [decode(v) for v in value]
    if isinstance(value, dict):
        if _TAG_DICT in value and isinstance(value[_TAG_DICT], list):
            out: dict = {}
            for pair in value[_TAG_DICT]:
                if isinstance(pair, list) and len(pair) == 2:
                    key = decode(pair[0])
                    out[key if isinstance(key, str) else _key(key)] = decode(pair[1])
            return out
        return _foreign(value.get(_TAG_TYPE, "object"))
    return value


class _Key:
    """A non-string key, kept hashable so that normalize() can name it."""

    def __init__(self, name: str):
        self.name = name

    def __repr__(self) -> str:
        return f"<a {self.name} key>"


def _key(key: object) -> object:
    return _Key(type(key).__name__ if not isinstance(key, _Foreign) else type(key).__name__)


def _signal_name(num: int) -> str:
    try:
        return signal.Signals(num).name
    except ValueError:
        return f"signal {num}"


def _err(kind: str, message: str, detail: str | None = None, notes: list[str] | None = None) -> Verdict:
    return Verdict(error=ErrorInfo(kind=kind, message=message, detail=detail), notes=notes or [])


def _output_notes(path: Path, outcome: ChildOutcome) -> list[str]:
    notes = []
    for name, stream in (("stdout", outcome.stdout), ("stderr", outcome.stderr)):
        if stream.total:
            notes.append(f"{path.name} printed {stream.total} bytes to {name}; printed output is ignored by the grader")
    return notes


def _ended(path: Path, frame: dict, outcome: ChildOutcome, timeout: float, memory_mb: int) -> Verdict:
    """The learner process ended without a proper reply: say how."""
    sig, code = frame.get("signal"), frame.get("exit_code")
    stderr = outcome.stderr.text().strip()
    detail = stderr[-2000:] or None
    if sig == signal.SIGXCPU:
        return _timeout(path, timeout)
    if sig == getattr(signal, "SIGXFSZ", -1):
        return _err("exited", f"{path} tried to write a file larger than {16} MiB inside the sandbox and was "
                    "stopped. An outline only needs to return text; do not write files.", detail)
    if "MemoryError" in stderr:
        return _memory(path, memory_mb)
    if sig is None and code == 0:
        return _err("exited", f"{path} closed the sandbox's private result channel (e.g. os.closerange or "
                    "os.close on every descriptor), so designOutline()'s value could not be passed back. Do not "
                    "close file descriptors you did not open.", detail)
    if sig is not None:
        return _err("exited", f"{path} was ended by {_signal_name(sig)} before designOutline() returned a value "
                    "(it killed itself or crashed). Remove the code that sends signals or crashes the interpreter.",
                    detail)
    return _err("exited", f"{path} ended the process (exit code {code}) before designOutline() returned a value; "
                "remove the os._exit / sys.exit / os.kill call.", detail)


def _timeout(path: Path, timeout: float) -> Verdict:
    return _err("timeout", f"{path} did not finish within {timeout:g} s: its module code or designOutline() runs "
                "too long (an endless loop, a sleep, or a heavy computation). Make it return quickly; if it "
                f"really needs longer, raise the limit with --timeout (e.g. --timeout {max(2 * timeout, 20):g}).")


def _memory(path: Path, memory_mb: int) -> Verdict:
    return _err("memory", f"{path} used more than the memory limit of {memory_mb} MiB. An outline is text and "
                "needs almost no memory: remove the large allocation; if it is really needed, raise the limit "
                f"with --memory (e.g. --memory {memory_mb * 2}).")


def from_outcome(path: Path, outcome: ChildOutcome, *, timeout: float, memory_mb: int) -> Verdict:
    notes = _output_notes(path, outcome)
    if outcome.timed_out:
        return _timeout(path, timeout)
    if outcome.output_exceeded:
        return _err("output_limit", f"{path} printed more than {OUTPUT_CAP // 2**20} MiB to stdout/stderr, so it "
                    "was stopped. The grader ignores printed output: remove the prints (or the loop around them).",
                    outcome.stdout.text()[-1500:] or outcome.stderr.text()[-1500:] or None)
    frame = outcome.frame
    if frame is None:
        if not outcome.ready:
            return _err("sandbox_error", f"the sandbox ({outcome.mode}) failed while preparing to run {path}: "
                        f"{outcome.stderr.text().strip()[-500:] or 'no message'}. This is a problem with the "
                        "grading machine, not the file; try another --isolation mode.")
        return _err("exited", f"{path} ended the sandbox before designOutline() returned a value (it killed its "
                    "parent process or the whole process group). Remove the code that sends signals.",
                    outcome.stderr.text().strip()[-2000:] or None)
    status = frame.get("status")
    notes += [f"sandbox: {n}" for n in frame.get("sandbox_notes", []) if isinstance(n, str)]
    if status == "ok":
        function = frame.get("function") if isinstance(frame.get("function"), str) else "designOutline"
        return Verdict(raw=decode(frame.get("value")), function=function, notes=notes)
    if status == "raised":
        where = ("while the file was being loaded (module-level code, before designOutline() was called)"
                 if frame.get("stage") == "load" else "when designOutline() was called")
        fix = "Fix the error shown in the traceback; designOutline() must return a dict without raising."
        if frame.get("type") in ("ModuleNotFoundError", "ImportError"):
            fix = ("The outline runs alone with Python's standard library only: no installed packages (numpy, "
                   "torch, triton) and no other files next to it. Remove the import or move it into code that "
                   "designOutline() does not call, and write the values into the outline directly.")
        return _err("raised", f"{path} raised {frame.get('type')}: {str(frame.get('message'))[:500]} {where}. "
                    + fix, str(frame.get("traceback") or "") or None, notes)
    if status == "exited":
        return _err("exited", f"{path} called sys.exit({frame.get('code')!r}) / raised SystemExit "
                    f"{'while loading' if frame.get('stage') == 'load' else 'inside designOutline()'}; "
                    "a design outline must return its dict instead of exiting. Remove the exit call.", None, notes)
    if status == "memory":
        verdict = _memory(path, memory_mb)
        verdict.notes = notes
        return verdict
    if status == "too_large":
        return _err("output_limit", f"designOutline() in {path} returned more than {RESULT_CAP // 2**20} MiB of "
                    "data; an outline is a few KB of text. Return short entries.", None, notes)
    if status == "no_function":
        found = [str(f) for f in frame.get("found", [])][:15]
        if frame.get("not_callable"):
            kind_of = str(frame.get("type"))
            article = "an" if kind_of[:1] in "aeiou" else "a"
            msg = (f"{path}: {frame['not_callable']} is {article} {kind_of}, not a function; define "
                   "`def designOutline():` returning a dict.")
        else:
            msg = (f"{path} defines no designOutline() function once loaded (design_outline() is accepted too). "
                   f"Functions found: {', '.join(f + '()' for f in found) if found else 'none'}.")
        return _err("no_function", msg, None, notes)
    if status == "syntax_error":
        return _err("syntax_error", f"{path}, line {frame.get('lineno')}, column {frame.get('offset')}: "
                    f"{frame.get('message')}. Fix the syntax error and run again.", None, notes)
    if status in ("no_reply", "died"):
        verdict = _ended(path, frame, outcome, timeout, memory_mb)
        verdict.notes = notes
        return verdict
    return _err("sandbox_error", f"the sandbox sent an unexpected reply while running {path} (status {status!r}).",
                None, notes)
