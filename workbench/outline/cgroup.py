"""A cgroup per sandboxed run: caps the run's memory as a whole and its number of tasks.

RLIMIT_AS caps each process's address space, but pages of a tmpfs file or a
memfd belong to no address space once written: a learner could hold gigabytes
that way. A memory cgroup counts every page the run's processes charge (anon,
shmem, tmpfs, memfd, page cache, kernel memory), and the pids controller caps
the run's tasks whatever their uid (RLIMIT_NPROC does not apply to uid 0).

Both cgroup versions are supported:

* v2 (one hierarchy, `cgroup2`): `memory.max`, `memory.swap.max`, `pids.max`;
  read `memory.peak`, `memory.events` (`max`, `oom_kill`); kill with `cgroup.kill`.
* v1 (one hierarchy per controller, `memory` and `pids` mounted): `memory.limit_in_bytes`,
  `memory.memsw.limit_in_bytes` where present, `pids.max`; read `memory.max_usage_in_bytes`,
  `memory.failcnt`, `oom_kill` of `memory.oom_control`; kill by walking `cgroup.procs`.

The group is made below the grader's own cgroup, or below the controller's root
when that is not writable and the grader is root. The run's first process enters
it before it starts anything (`enter_command()`: a `/bin/sh` that writes its own
pid into `cgroup.procs` and then execs the sandbox), so everything the learner
starts inherits it. `remove()` kills what is left and removes the group; it is
always called, on timeouts too. `create()` returns None with the reason when no
writable cgroup exists (non-root without delegation, macOS): the run then has
RLIMIT_AS only, and the report says so.
"""

from __future__ import annotations

import os
import secrets
import signal
import time
from dataclasses import dataclass, field

__all__ = ["RunCgroup", "Usage", "create"]


@dataclass
class Usage:
    peak_bytes: int | None = None  # the most the run used at once, when the kernel reports it
    oom_kills: int = 0  # processes of the run killed by the kernel for going over the cap
    limit_hits: int = 0  # times a charge hit the cap (v1 failcnt, v2 events `max`)


def _read(path: str) -> str:
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return ""


def _write(path: str, value: str) -> None:
    with open(path, "w") as f:
        f.write(value)


def _field(text: str, name: str) -> int:
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == name and parts[1].isdigit():
            return int(parts[1])
    return 0


def _int(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.isdigit() else None


@dataclass
class RunCgroup:
    version: int  # 1 or 2
    dirs: dict[str, str]  # controller ("memory", "pids"; "" for v2) -> directory of this run's group
    made: list[str] = field(default_factory=list)  # directories to remove, deepest last

    @property
    def procs_files(self) -> list[str]:
        return [os.path.join(d, "cgroup.procs") for d in dict.fromkeys(self.dirs.values())]

    def enter_command(self, cmd: list[str]) -> list[str]:
        """`cmd`, started so that its first process is in this group before it runs."""
        script = ('while [ "$1" != -- ]; do echo $$ > "$1" || { echo "workbench: cannot enter the run\'s cgroup '
                  '($1)" >&2; exit 125; }; shift; done; shift; exec "$@"')
        return ["/bin/sh", "-c", script, "workbench-cgroup", *self.procs_files, "--", *cmd]

    def _memdir(self) -> str:
        return self.dirs["memory"] if self.version == 1 else self.dirs[""]

    def _pidsdir(self) -> str:
        return self.dirs["pids"] if self.version == 1 else self.dirs[""]

    def usage(self) -> Usage:
        d = self._memdir()
        if self.version == 2:
            events = _read(os.path.join(d, "memory.events"))
            return Usage(_int(_read(os.path.join(d, "memory.peak"))), _field(events, "oom_kill"),
                         _field(events, "max"))
        return Usage(_int(_read(os.path.join(d, "memory.max_usage_in_bytes"))),
                     _field(_read(os.path.join(d, "memory.oom_control")), "oom_kill"),
                     _int(_read(os.path.join(d, "memory.failcnt"))) or 0)

    def pids(self) -> list[int]:
        out: set[int] = set()
        for procs in self.procs_files:
            out |= {int(p) for p in _read(procs).split() if p.isdigit()}
        return sorted(out)

    def kill(self) -> None:
        """SIGKILL every process in the group; return when it is empty (bounded: ~2 s)."""
        if self.version == 2:
            try:
                _write(os.path.join(self.dirs[""], "cgroup.kill"), "1")
            except OSError:
                pass
        for i in range(200):
            left = self.pids()
            if not left:
                return
            for pid in left:  # v1 (or a kernel without cgroup.kill): one pass per round
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            time.sleep(0.01 if i < 50 else 0.02)

    def remove(self) -> None:
        """Kill what is left and remove the group (tries for a few seconds; never raises)."""
        try:
            self.kill()
        except OSError:
            pass
        for d in reversed(self.made):
            for i in range(100):
                try:
                    os.rmdir(d)
                    break
                except FileNotFoundError:
                    break
                except OSError:  # EBUSY while the last killed task is being reaped
                    time.sleep(0.02)


# ------------------------------------------------------------------ finding a place


def _mounts() -> list[tuple[str, str, str, set[str]]]:
    """(root inside the hierarchy, mount point, fs type, super options) of every cgroup mount."""
    out = []
    for line in _read("/proc/self/mountinfo").splitlines():
        left, _, right = line.partition(" - ")
        lf, rf = left.split(), right.split()
        if len(lf) < 5 or len(rf) < 3 or rf[0] not in ("cgroup", "cgroup2"):
            continue
        unescape = lambda s: s.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n")  # noqa: E731
        out.append((unescape(lf[3]), unescape(lf[4]), rf[0], set(rf[2].split(","))))
    return out


def _own_paths() -> dict[str, str]:
    """controller -> this process's cgroup path ("" -> the v2 path)."""
    out = {}
    for line in _read("/proc/self/cgroup").splitlines():
        hid, _, rest = line.partition(":")
        controllers, _, path = rest.partition(":")
        if hid == "0" and controllers == "":
            out[""] = path
        for c in controllers.split(","):
            if c:
                out[c] = path
    return out


def _under(mount_root: str, mountpoint: str, own: str | None) -> str:
    """The directory of the cgroup `own` in a hierarchy mounted at `mountpoint` (showing `mount_root`)."""
    if own is None:
        return mountpoint
    if mount_root == "/":
        rel = own
    elif own == mount_root or own.startswith(mount_root.rstrip("/") + "/"):
        rel = own[len(mount_root):]
    else:
        return mountpoint
    return os.path.join(mountpoint, rel.lstrip("/")) if rel.strip("/") else mountpoint


def _candidates(base: str, mountpoint: str) -> list[str]:
    cands = [base]
    if base != mountpoint and os.geteuid() == 0:
        cands.append(mountpoint)
    return cands


def _reap_stale(parent: str) -> None:
    """Remove the groups of graders that died without cleaning up (SIGKILL, power loss): a name
    workbench-<pid>-... whose pid no longer runs. What is left inside is killed first."""
    try:
        entries = [e.name for e in os.scandir(parent) if e.name.startswith("workbench-") and e.is_dir()]
    except OSError:
        return
    for name in entries:
        pid = name.split("-")[1]
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            os.kill(int(pid), 0)
            continue  # that grader still runs
        except ProcessLookupError:
            pass
        except OSError:
            continue
        path = os.path.join(parent, name)
        stale = RunCgroup(2 if os.path.exists(os.path.join(path, "cgroup.kill")) else 1, {"": path}, [path])
        stale.remove()


def _make(parent: str, name: str) -> str | None:
    if not os.access(parent, os.W_OK):
        return None
    _reap_stale(parent)
    path = os.path.join(parent, name)
    try:
        os.mkdir(path)
    except OSError:
        return None
    return path


def _v2(mounts, own, name, memory_bytes: int, pids_max: int) -> tuple[RunCgroup | None, str]:
    for root, mp, fstype, _ in mounts:
        if fstype != "cgroup2":
            continue
        for parent in _candidates(_under(root, mp, own.get("")), mp):
            if not {"memory", "pids"} <= set(_read(os.path.join(parent, "cgroup.controllers")).split()):
                continue
            if not {"memory", "pids"} <= set(_read(os.path.join(parent, "cgroup.subtree_control")).split()):
                try:  # fails (EBUSY) where the parent holds processes and is not the root
                    _write(os.path.join(parent, "cgroup.subtree_control"), "+memory +pids")
                except OSError:
                    continue
            path = _make(parent, name)
            if path is None:
                continue
            group = RunCgroup(2, {"": path}, [path])
            try:
                _write(os.path.join(path, "memory.max"), str(memory_bytes))
                if os.path.exists(os.path.join(path, "memory.swap.max")):
                    _write(os.path.join(path, "memory.swap.max"), "0")
                _write(os.path.join(path, "pids.max"), str(pids_max))
            except OSError as exc:
                group.remove()
                return None, f"cannot set the limits of {path}: {exc.strerror}"
            return group, ""
    return None, "no cgroup v2 hierarchy with writable memory and pids controllers"


def _v1(mounts, own, name, memory_bytes: int, pids_max: int) -> tuple[RunCgroup | None, str]:
    dirs: dict[str, str] = {}
    group = RunCgroup(1, dirs)
    for controller in ("memory", "pids"):
        mount = next((m for m in mounts if m[2] == "cgroup" and controller in m[3]), None)
        if mount is None:
            return None, f"the cgroup v1 {controller} controller is not mounted"
        root, mp, _, _ = mount
        for parent in _candidates(_under(root, mp, own.get(controller)), mp):
            path = _make(parent, name)
            if path is not None:
                dirs[controller] = path
                group.made.append(path)
                break
        else:
            group.remove()
            return None, f"no writable cgroup in the v1 {controller} hierarchy ({mp})"
    try:
        mem = dirs["memory"]
        _write(os.path.join(mem, "memory.limit_in_bytes"), str(memory_bytes))
        if os.path.exists(os.path.join(mem, "memory.memsw.limit_in_bytes")):  # memory + swap: no swapping out
            _write(os.path.join(mem, "memory.memsw.limit_in_bytes"), str(memory_bytes))
        _write(os.path.join(dirs["pids"], "pids.max"), str(pids_max))
    except OSError as exc:
        group.remove()
        return None, f"cannot set the limits of the run's cgroup: {exc.strerror}"
    return group, ""


def create(memory_bytes: int, pids_max: int) -> tuple[RunCgroup | None, str]:
    """A fresh group for one run with the two caps, or (None, why there is none)."""
    if not os.path.exists("/proc/self/cgroup"):
        return None, "this system has no cgroups"
    mounts = _mounts()
    own = _own_paths()
    name = f"workbench-{os.getpid()}-{secrets.token_hex(6)}"
    group, why2 = _v2(mounts, own, name, memory_bytes, pids_max)
    if group is not None:
        return group, ""
    group, why1 = _v1(mounts, own, name, memory_bytes, pids_max)
    if group is not None:
        return group, ""
    return None, why1 if any(m[2] == "cgroup" for m in mounts) else why2
