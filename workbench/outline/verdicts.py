"""Turn how the sandboxed child ended into a verdict with a message a learner can act on.

Pure: takes a `ChildOutcome` (sandbox.py) and returns either the raw value the
learner's function returned (decoded and checked by reply.py) or an `ErrorInfo`.
Every note comes from the grader's own knowledge (the outcome, the runner's frame),
never from the learner's reply.
"""

from __future__ import annotations

import signal
from dataclasses import dataclass, field
from pathlib import Path

from workbench.outline import reply
from workbench.outline.model import Contract, default_contract
from workbench.outline.sandbox import OUTPUT_CAP, RESULT_CAP, ChildOutcome
from workbench.report.model import ErrorInfo

@dataclass
class Verdict:
    error: ErrorInfo | None = None
    raw: object = None
    function: str = ""
    notes: list[str] = field(default_factory=list)


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


def _ended(path: Path, frame: reply.Ended, outcome: ChildOutcome, timeout: float, memory_mb: int,
           c: Contract) -> Verdict:
    """The learner process ended without a proper reply: say how."""
    fn = c.function
    sig, code = frame.signal, frame.exit_code
    stderr = outcome.stderr.text().strip()
    detail = stderr[-2000:] or None
    if sig == signal.SIGXCPU:
        return _timeout(path, timeout, c)
    if sig == getattr(signal, "SIGXFSZ", -1):
        return _err("exited", f"{path} tried to write a file larger than {16} MiB inside the sandbox and was "
                    "stopped. An outline only needs to return text; do not write files.", detail)
    if "MemoryError" in stderr:
        return _memory(path, memory_mb)
    if sig is None and code == 0:
        return _err("exited", f"{path} closed the sandbox's private result channel (e.g. os.closerange or "
                    f"os.close on every descriptor), so {fn}()'s value could not be passed back. Do not "
                    "close file descriptors you did not open.", detail)
    if sig is not None:
        return _err("exited", f"{path} was ended by {_signal_name(sig)} before {fn}() returned a value "
                    "(it killed itself or crashed). Remove the code that sends signals or crashes the interpreter.",
                    detail)
    return _err("exited", f"{path} ended the process (exit code {code}) before {fn}() returned a value; "
                "remove the os._exit / sys.exit / os.kill call.", detail)


def _timeout(path: Path, timeout: float, c: Contract) -> Verdict:
    fn = c.function
    return _err("timeout", f"{path} did not finish within {timeout:g} s: its module code or {fn}() runs "
                "too long (an endless loop, a sleep, or a heavy computation). Make it return quickly; if it "
                f"really needs longer, raise the limit with --timeout (e.g. --timeout {max(2 * timeout, 20):g}).")


def _memory(path: Path, memory_mb: int) -> Verdict:
    return _err("memory", f"{path} used more than the memory limit of {memory_mb} MiB. An outline is text and "
                "needs almost no memory: remove the large allocation; if it is really needed, raise the limit "
                f"with --memory (e.g. --memory {memory_mb * 2}).")


def _over_memory(outcome: ChildOutcome) -> bool:
    """The kernel stopped the run at its cgroup's memory cap (or refused it memory there)."""
    return outcome.usage is not None and (outcome.usage.oom_kills > 0 or outcome.usage.limit_hits > 0)


def from_outcome(path: Path, outcome: ChildOutcome, *, timeout: float, memory_mb: int,
                 contract: Contract | None = None) -> Verdict:
    """The verdict on how the child ended; `contract`: the exercise's (default: the default exercise's)."""
    contract = contract or default_contract()
    verdict = _verdict(path, outcome, timeout, memory_mb, contract)
    if (verdict.error is None or verdict.error.kind != "sandbox_error") and _over_memory(outcome):
        # The cap is the run's as a whole: a run whose processes reached it failed at the cap, also when
        # the outline still came back (children killed by the kernel while the parent returned) and
        # when something else failed first (a timeout waiting on a process the kernel killed).
        verdict = _memory(path, memory_mb)
    verdict.notes = _output_notes(path, outcome) + list(outcome.notes) + verdict.notes
    return verdict


def _verdict(path: Path, outcome: ChildOutcome, timeout: float, memory_mb: int, c: Contract) -> Verdict:
    fn, what = c.function, ("a string" if c.returns == "text" else "a dict")
    others = [n + "()" for n in c.functions[1:]]
    also = f"({', '.join(others)} {'is' if len(others) == 1 else 'are'} accepted too)" if others else ""
    if outcome.timed_out:
        return _timeout(path, timeout, c)
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
        return _err("exited", f"{path} ended the sandbox before {fn}() returned a value (it killed its "
                    "parent process or the whole process group). Remove the code that sends signals.",
                    outcome.stderr.text().strip()[-2000:] or None)
    notes = [f"sandbox: {n}" for n in frame.notes]  # the runner's own (e.g. Landlock missing)
    if frame.too_large:
        return _err("output_limit", f"{fn}() in {path} returned more than {RESULT_CAP // 2**20} MiB of "
                    "data; an outline is a few KB of text. Return short entries.", None, notes)
    if frame.signal is not None or frame.exit_code != 0 or not outcome.reply:
        # no reply, or the process did not end the way the runner's own code ends it: trust the way it ended
        verdict = _ended(path, frame, outcome, timeout, memory_mb, c)
        verdict.notes = notes
        return verdict
    msg = reply.parse_reply(outcome.reply)
    if isinstance(msg, str):
        return _err("exited", f"{path} wrote data of its own on the sandbox's private reply channel and ended its "
                    f"process ({msg}), so {fn}() returned nothing the grader can use. Return {what} "
                    f"from {fn}(); do not write to file descriptors or end the process.", None, notes)
    if isinstance(msg, reply.Ok):
        function = msg.function if msg.function in c.functions else fn  # the reply is the learner's bytes
        return Verdict(raw=reply.decode_value(msg.value), function=function, notes=notes)
    if isinstance(msg, reply.Raised):
        where = (f"while the file was being loaded (module-level code, before {fn}() was called)"
                 if msg.stage == "load" else f"when {fn}() was called")
        fix = f"Fix the error shown in the traceback; {fn}() must return {what} without raising."
        if msg.type in ("ModuleNotFoundError", "ImportError"):
            fix = ("The outline runs alone with Python's standard library only: no installed packages (numpy, "
                   "torch, triton) and no other files next to it. Remove the import or move it into code that "
                   f"{fn}() does not call, and write the values into the outline directly.")
        return _err("raised", f"{path} raised {msg.type}: {msg.message[:500]} {where}. " + fix,
                    msg.traceback or None, notes)
    if isinstance(msg, reply.Exited):
        return _err("exited", f"{path} called sys.exit({msg.code!r}) / raised SystemExit "
                    f"{'while loading' if msg.stage == 'load' else 'inside ' + fn + '()'}; "
                    f"{fn}() must return {what} instead of exiting. Remove the exit call.", None, notes)
    if isinstance(msg, reply.Memory):
        verdict = _memory(path, memory_mb)
        verdict.notes = notes
        return verdict
    if isinstance(msg, reply.TooLarge):
        return _err("output_limit", f"{fn}() in {path} returned more than {RESULT_CAP // 2**20} MiB of "
                    "data; an outline is a few KB of text. Return short entries.", None, notes)
    if isinstance(msg, reply.NoFunction):
        if msg.not_callable:
            name = msg.not_callable if msg.not_callable in c.functions else fn
            kind_of = str(msg.type)
            article = "an" if kind_of[:1] in "aeiou" else "a"
            text = (f"{path}: {name} is {article} {kind_of}, not a function; define "
                    f"`def {fn}():` returning {what}.")
        else:
            found = msg.found[:15]
            text = (f"{path} defines no {fn}() function once loaded{' ' + also if also else ''}. "
                    f"Functions found: {', '.join(f + '()' for f in found) if found else 'none'}.")
        return _err("no_function", text, None, notes)
    return _err("syntax_error", f"{path}, line {msg.lineno}, column {msg.offset}: {msg.message}. Fix the syntax "
                "error and run again.", None, notes)
