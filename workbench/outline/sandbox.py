"""Run a learner's file in a child process and watch it: limits, output caps, timeout.

`run_in_sandbox()` starts `child.py` under bubblewrap, unshare, or process
limits only, feeds it the source over a private pipe, pumps the child's
stdout/stderr with a hard cap, enforces the wall-clock timeout (killing the
whole process group), and returns a `ChildOutcome`: the runner's final frame,
or why there is none. Turning an outcome into a verdict is load.py's job.

Threat model and the reasons behind each flag: docs/sandbox.md.
"""

from __future__ import annotations

import errno
import json
import os
import secrets
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import warnings
from dataclasses import dataclass, field

from workbench.outline import cgroup
from workbench.outline.isolation import (MODES, PIDS_MAX, RESULT_CAP, TMPFS_CAP, available, bwrap_userns_plan, command,
                                         fresh_uid, mark_broken, runner_config)
from workbench.outline.isolation import _is_root
from workbench.outline.reply import Ended, Ready, Started, parse_runner_frame

__all__ = ["MODES", "RESULT_CAP", "OUTPUT_CAP", "ChildOutcome", "SandboxUnavailable", "available",
           "run_in_sandbox"]

OUTPUT_CAP = 1024 * 1024  # stdout+stderr bytes before the run is stopped (output_limit)
KEEP = 4096  # head and tail of each stream kept for messages


class SandboxUnavailable(Exception):
    """The requested isolation cannot run here (missing tool, no namespaces)."""


@dataclass
class Stream:
    head: bytearray = field(default_factory=bytearray)
    tail: bytearray = field(default_factory=bytearray)
    total: int = 0

    def add(self, data: bytes) -> None:
        self.total += len(data)
        if len(self.head) < KEEP:
            take = KEEP - len(self.head)
            self.head += data[:take]
            data = data[take:]
        if data:
            self.tail += data
            del self.tail[:-KEEP]

    def text(self) -> str:
        gap = self.total - len(self.head) - len(self.tail)
        middle = f"\n... [{gap} bytes left out] ...\n" if gap > 0 else ""
        return (bytes(self.head).decode("utf-8", "replace") + middle + bytes(self.tail).decode("utf-8", "replace"))


@dataclass
class ChildOutcome:
    mode: str
    frame: Ended | None  # the runner's final frame, None when it never came
    started: bool  # the runner began (the sandbox itself worked)
    ready: bool  # the runner finished its set-up and forked the learner process
    timed_out: bool = False
    output_exceeded: bool = False
    returncode: int | None = None
    stdout: Stream = field(default_factory=Stream)
    stderr: Stream = field(default_factory=Stream)
    wall_s: float = 0.0
    reply: bytes | None = None  # the learner process's reply, exactly as the runner forwarded it
    usage: cgroup.Usage | None = None  # the run's cgroup counters; None when the run had no cgroup
    notes: list[str] = field(default_factory=list)  # the grader's own notes on how this run was isolated


# --------------------------------------------------------------------- running


def _sweep(token: bytes | None, uid: int | None) -> None:
    """Kill what the run left behind outside its process group (setsid): every
    process of the run's own uid, or, when there is none (grader not root,
    rlimits mode), every process carrying the run's token in its environment.

    A fork bomb forks while we scan, so one pass over /proc is not enough: with a uid, a
    helper that becomes that uid sends kill(-1) (the kernel signals every process of the
    uid in one go), and passes repeat until one finds nothing left (bounded)."""
    if not os.path.isdir("/proc/self"):
        return
    for _ in range(50):
        if uid is not None:
            _kill_uid(uid)
        if _scan_and_kill(token, uid) == 0:
            return


def _kill_uid(uid: int) -> None:
    with warnings.catch_warnings():  # Python 3.12 warns on fork() in a threaded process (batch grading);
        warnings.simplefilter("ignore", DeprecationWarning)  # the child only makes four system calls
        pid = os.fork()
    if pid == 0:  # the helper: become the run's uid, signal all of its processes, exit
        try:
            os.setgroups([])
            os.setgid(uid)
            os.setuid(uid)
            os.kill(-1, signal.SIGKILL)
        finally:
            os._exit(0)
    os.waitpid(pid, 0)


def _scan_and_kill(token: bytes | None, uid: int | None) -> int:
    me = os.getpid()
    wanted = f"\nUid:\t{uid}\t".encode() if uid is not None else None
    killed = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit() or int(entry.name) == me:
            continue
        try:
            if wanted is not None:
                with open(f"/proc/{entry.name}/status", "rb") as f:
                    status = f.read()
                # a zombie is already dead: it only waits for init to reap it
                hit = wanted in status and b"\nState:\tZ" not in status
            else:
                with open(f"/proc/{entry.name}/environ", "rb") as f:
                    hit = token is not None and token in f.read()
            if hit:
                os.kill(int(entry.name), signal.SIGKILL)
                killed += 1
        except OSError:
            continue
    return killed


def _parse_frames(buf: bytearray) -> list[bytes]:
    """Complete frames (8 hex digits of length, then the payload) taken off the front of `buf`.
    A header that is not 8 hex digits ends the channel's usable data: the rest is dropped."""
    frames = []
    while len(buf) >= 8:
        head = bytes(buf[:8])
        if not all(c in b"0123456789abcdefABCDEF" for c in head):
            del buf[:]
            break
        n = int(head, 16)
        if len(buf) < 8 + n:
            break
        frames.append(bytes(buf[8 : 8 + n]))
        del buf[: 8 + n]
    return frames


def _memory_note(why: str) -> str:
    return (f"sandbox: memory is capped per process only (RLIMIT_AS), not for the run as a whole ({why}): "
            "tmpfs, /dev/shm and memfd pages and the run's number of tasks are not capped by a cgroup")


def run_in_sandbox(mode: str, source: str, filename: str, *, module: str, names: tuple[str, ...],
                   timeout: float, memory_mb: int) -> ChildOutcome:
    """Run `source` (the learner's file, already read and syntax-checked) in `mode`."""
    reason = available(mode)
    if reason:
        raise SandboxUnavailable(reason)
    start = time.monotonic()
    workdir = tempfile.mkdtemp(prefix="workbench-run-")
    token = secrets.token_hex(16)
    run_uid = fresh_uid() if _is_root() else None
    ctrl_r, ctrl_w = os.pipe()
    res_r, res_w = os.pipe()
    fds = (ctrl_r, res_w)
    outcome = group = None
    try:
        group, why = cgroup.create(memory_mb * 1024 * 1024, PIDS_MAX) if sys.platform.startswith("linux") else (
            None, "no cgroups on this system")
        notes = [] if group is not None else [_memory_note(why)]
        tmpfs_bytes = memory_mb * 1024 * 1024 if group is not None else TMPFS_CAP  # the cgroup caps them together
        userns, userns_why = bwrap_userns_plan(run_uid, group is not None) if mode == "bubblewrap" else (False, None)
        if userns_why:
            notes.append(f"sandbox: {userns_why}")
        if run_uid is not None:
            os.chown(workdir, run_uid, run_uid)
        cmd = command(mode, fds, run_uid=run_uid, tmpfs_bytes=tmpfs_bytes, no_userns=userns)
        if group is not None:
            cmd = group.enter_command(cmd)
        cfg = runner_config(mode, source, filename, module, names, workdir, timeout, memory_mb, run_uid,
                            tmpfs_bytes=tmpfs_bytes, uid_set_by_bwrap=userns and run_uid is not None)
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": cfg["workdir"] or "/tmp",
               "WORKBENCH_RUN": token}
        try:
            proc = subprocess.Popen(
                cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                pass_fds=fds, env=env, cwd=workdir, start_new_session=True, close_fds=True,
            )
        except OSError as exc:
            reason = f"could not start {cmd[0]}: {exc.strerror or exc}"
            _failed_start(mode, reason, permanent=exc.errno in (errno.ENOENT, errno.EACCES, errno.ENOEXEC))
            raise SandboxUnavailable(reason) from None
        os.close(ctrl_r)
        os.close(res_w)
        ctrl_r = res_w = -1
        outcome = _pump(proc, mode, ctrl_w, res_r, json.dumps(cfg).encode("utf-8", "surrogatepass"), timeout)
        ctrl_w = res_r = -1
    finally:
        for fd in (ctrl_r, ctrl_w, res_r, res_w):
            if fd >= 0:
                try:
                    os.close(fd)
                except OSError:
                    pass
        if group is not None:  # always: on timeouts, output floods and our own errors too
            try:
                usage = group.usage()
            finally:
                group.remove()
            if outcome is not None:
                outcome.usage = usage
        if run_uid is not None or mode == "rlimits":
            _sweep(f"WORKBENCH_RUN={token}".encode(), run_uid)
        shutil.rmtree(workdir, ignore_errors=True)
    outcome.notes = notes
    outcome.wall_s = time.monotonic() - start
    if not outcome.ready and not outcome.timed_out:  # the sandbox, not the learner, failed
        _failed_start(mode, outcome.stderr.text().strip()[-500:] or f"exit code {outcome.returncode}")
    else:
        _start_failures.pop(mode, None)
    return outcome


# A mode is given up for the rest of the process only when it cannot work (its program is
# missing) or failed to start several times in a row: one transient shortage (no free pids or
# memory for a moment during a large `grade`) must not weaken the isolation of every later student.
_start_failures: dict[str, int] = {}
_GIVE_UP_AFTER = 3


def _failed_start(mode: str, reason: str, permanent: bool = False) -> None:
    _start_failures[mode] = _start_failures.get(mode, 0) + 1
    if permanent or _start_failures[mode] >= _GIVE_UP_AFTER:
        mark_broken(mode, reason)


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except OSError:
        pass
    try:
        proc.kill()
    except OSError:
        pass


def _pump(proc: subprocess.Popen, mode: str, ctrl_w: int, res_r: int, payload: bytes, timeout: float) -> ChildOutcome:
    """Feed the config, read stdout/stderr/result without ever blocking, enforce limits."""
    out = ChildOutcome(mode=mode, frame=None, started=False, ready=False)
    deadline = time.monotonic() + timeout + 0.5  # sandbox start-up is not the learner's time
    assert proc.stdout is not None and proc.stderr is not None
    streams = {proc.stdout.fileno(): out.stdout, proc.stderr.fileno(): out.stderr}
    sel = selectors.DefaultSelector()
    for fd in streams:
        os.set_blocking(fd, False)
        sel.register(fd, selectors.EVENT_READ)
    os.set_blocking(res_r, False)
    sel.register(res_r, selectors.EVENT_READ)
    os.set_blocking(ctrl_w, False)
    sel.register(ctrl_w, selectors.EVENT_WRITE)
    view = memoryview(payload)
    buf = bytearray()
    result_open = True
    try:
        while result_open:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                out.timed_out = True
                break
            for key, _ in sel.select(remaining):
                fd = key.fd
                if fd == ctrl_w:
                    try:
                        view = view[os.write(ctrl_w, view[:65536]):]
                    except (BrokenPipeError, BlockingIOError, OSError):
                        view = view[:0]
                    if not view:
                        sel.unregister(ctrl_w)
                        os.close(ctrl_w)
                        ctrl_w = -1
                    continue
                try:
                    data = os.read(fd, 65536)
                except BlockingIOError:
                    continue
                if fd == res_r:
                    if not data:
                        result_open = False
                        break
                    buf += data
                    if len(buf) > RESULT_CAP + 65536:  # the runner forwards at most RESULT_CAP of reply
                        out.output_exceeded = True
                        result_open = False
                        break
                    for payload in _parse_frames(buf):
                        if out.frame is not None:  # after `ended`: the learner's reply, still unparsed
                            if out.reply is None and out.frame.reply_bytes:
                                out.reply = payload
                            continue
                        msg = parse_runner_frame(payload)
                        if isinstance(msg, Started):
                            out.started = True
                        elif isinstance(msg, Ready):
                            out.ready = True
                        elif isinstance(msg, Ended):  # the runner sends exactly one final frame
                            out.frame = msg
                    continue
                if not data:
                    sel.unregister(fd)
                    continue
                streams[fd].add(data)
                if out.stdout.total + out.stderr.total > OUTPUT_CAP:
                    out.output_exceeded = True
                    result_open = False
                    break
        if not out.timed_out and not out.output_exceeded:
            # the runner closed the result channel: it is exiting; collect its status
            try:
                out.returncode = proc.wait(timeout=max(0.1, min(1.0, deadline - time.monotonic())))
            except subprocess.TimeoutExpired:
                pass
            for fd, stream in streams.items():  # what is already in the pipes, without waiting
                try:
                    while data := os.read(fd, 65536):
                        stream.add(data)
                        if stream.total > OUTPUT_CAP:
                            break
                except (BlockingIOError, OSError):
                    pass
    finally:
        _kill(proc)  # the whole group: leftovers of the learner go with it
        try:
            rc = proc.wait(timeout=5)
            if out.returncode is None:
                out.returncode = rc
        except subprocess.TimeoutExpired:
            pass
        sel.close()
        for fd in (ctrl_w, res_r):
            if fd >= 0:
                os.close(fd)
        proc.stdout.close()
        proc.stderr.close()
    return out
