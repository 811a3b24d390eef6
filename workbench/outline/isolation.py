"""Which isolation a run gets, and the command line that starts it.

Three modes, strongest first: bubblewrap, unshare, rlimits (process limits only).
`available()` says whether a mode can be tried here; `command()` builds the
argv that starts child.py under it; `runner_config()` is what the runner is told
(limits, privilege drop, mounts). No process is started here.
Threat model and the reasons behind each flag: docs/sandbox.md.
"""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

MODES = ("bubblewrap", "unshare", "rlimits")
# When the grader is root, each run gets its own fresh uid (and gid) from this
# range instead of `nobody`: runs cannot signal each other (kill -1), share an
# RLIMIT_NPROC budget (one fork bomb starving a classmate's run), or touch each
# other's files. Above systemd's container range (524288..1879048191), below 2**31.
UID_BASE = 2_000_000_000
UID_SPAN = 100_000_000
RESULT_CAP = 2 * 1024 * 1024  # bytes of the returned value, JSON-encoded
FSIZE_CAP = 16 * 1024 * 1024
NPROC_MARGIN = 128  # tasks (processes + threads) the learner may add
PIDS_MAX = NPROC_MARGIN + 16  # tasks of the whole run in its cgroup: the learner's + sh/bwrap/runner
TMPFS_CAP = 64 * 1024 * 1024  # size of each private tmpfs when no cgroup caps the run as a whole
CHILD = Path(__file__).with_name("child.py")
SANDBOX_ROOT = "/sandbox"  # where bubblewrap mounts the runner and the work dir

# Set when a mode failed to start in this process, so `auto` does not retry it.
_broken: dict[str, str] = {}


def _python() -> str:
    return os.path.realpath(sys.executable)


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _ancestors(path: str) -> list[str]:
    parts = Path(path).parts
    return [str(Path(*parts[: i + 1])) for i in range(1, len(parts) - 1)]


@lru_cache(maxsize=None)
def bwrap_supports(flag: str) -> bool:
    """Whether the installed bwrap knows `flag` (`--disable-userns` needs 0.8)."""
    try:
        out = subprocess.run(["bwrap", "--help"], capture_output=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return False
    return flag.encode() in out.stdout + out.stderr


def bwrap_userns_plan(run_uid: int | None, capped: bool) -> tuple[bool, str | None]:
    """(use a user namespace with --disable-userns, why nested user namespaces stay possible or None).

    `--disable-userns` needs `--unshare-user`. A root grader gets the user namespace only when the run's
    cgroup caps its tasks (`capped`): inside it the sandbox's uid maps to host uid 0, for which the kernel
    does not enforce RLIMIT_NPROC, so only the cgroup's pids.max bounds a fork bomb there."""
    if not bwrap_supports("--disable-userns"):
        return False, "this bwrap has no --disable-userns (needs 0.8): learner code can create user namespaces"
    if run_uid is not None and not capped:
        return False, ("no cgroup caps the run's tasks, so the sandbox keeps its own uid without a user "
                       "namespace: learner code can create user namespaces")
    return True, None


def _bwrap_command(fds: tuple[int, int], run_uid: int | None = None, tmpfs_bytes: int = TMPFS_CAP,
                   no_userns: bool = False) -> list[str]:
    """`no_userns`: run in a user namespace with --disable-userns (see bwrap_userns_plan)."""
    python = _python()
    prefix = os.path.realpath(sys.base_prefix)
    cmd = ["bwrap"]
    for d in ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64"):
        cmd += ["--ro-bind-try", d, d]
    for f in ("/etc/ld.so.cache", "/etc/localtime"):
        cmd += ["--ro-bind-try", f, f]
    binds = [prefix]
    if not python.startswith(prefix + os.sep):
        binds.append(os.path.dirname(python))
    made: set[str] = {"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/etc"}
    for b in binds:
        if b.startswith("/usr/") or b == "/usr":
            continue
        for a in _ancestors(b + "/x"):
            if a not in made and a != b:
                made.add(a)
                cmd += ["--perms", "0755", "--dir", a]  # host may have 0700 (pyenv under /root)
        cmd += ["--ro-bind", b, b]
    cmd += [
        "--proc", "/proc", "--dev", "/dev",
        "--perms", "1777", "--size", str(tmpfs_bytes), "--tmpfs", "/dev/shm",  # else a dir of bwrap's uncapped /dev
        "--perms", "1777", "--size", str(tmpfs_bytes), "--tmpfs", "/tmp",
        "--perms", "0755", "--dir", SANDBOX_ROOT,
        "--ro-bind", str(CHILD), f"{SANDBOX_ROOT}/child.py",
        "--perms", "1777", "--size", str(tmpfs_bytes), "--tmpfs", f"{SANDBOX_ROOT}/work",
        "--chdir", f"{SANDBOX_ROOT}/work",
        "--remount-ro", "/",  # the root tmpfs bwrap built; /tmp and the work dir stay writable
        "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
        "--hostname", "sandbox", "--die-with-parent", "--new-session",
    ]
    if _is_root() and no_userns and run_uid is not None:
        # bwrap becomes the run's uid itself; nested user namespaces are refused (user.max_user_namespaces)
        cmd += ["--unshare-user", "--uid", str(run_uid), "--gid", str(run_uid), "--disable-userns",
                "--cap-drop", "ALL"]
    elif _is_root():
        # no user namespace: the runner drops to the run's uid itself, so that the
        # kernel sees a real unprivileged uid (RLIMIT_NPROC is not enforced for root)
        cmd += ["--cap-drop", "ALL", "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
    else:
        cmd += ["--unshare-user"] + (["--disable-userns"] if no_userns else []) + ["--cap-drop", "ALL"]
    cmd += ["--", python, "-I", "-S", f"{SANDBOX_ROOT}/child.py", str(fds[0]), str(fds[1])]
    return cmd


def _unshare_command(fds: tuple[int, int]) -> list[str]:
    cmd = ["unshare", "--fork", "--pid", "--mount-proc", "--net", "--ipc", "--uts", "--mount",
           "--propagation", "private", "--kill-child"]
    if not _is_root():
        cmd += ["--user", "--map-root-user"]
    return cmd + [_python(), "-I", "-S", str(CHILD), str(fds[0]), str(fds[1])]


def _rlimits_command(fds: tuple[int, int]) -> list[str]:
    return [_python(), "-I", "-S", str(CHILD), str(fds[0]), str(fds[1])]


def fresh_uid() -> int:
    return UID_BASE + secrets.randbelow(UID_SPAN)


def is_sandbox_uid(uid: int) -> bool:
    return UID_BASE <= uid < UID_BASE + UID_SPAN


def _count_tasks(uid: int) -> int | None:
    """Tasks (threads) the kernel counts against RLIMIT_NPROC for uid (Linux)."""
    if not os.path.isdir("/proc/self"):
        return None
    total = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/status", "rb") as f:
                status = f.read()
        except OSError:
            continue
        uid_line = status.split(b"\nUid:", 1)[-1].split(b"\n", 1)[0].split()
        if uid_line and uid_line[0] == str(uid).encode():
            threads = status.split(b"\nThreads:", 1)[-1].split(b"\n", 1)[0].strip()
            total += int(threads) if threads.isdigit() else 1
    return total


def _stdlib_needs_preimport() -> bool:
    """True when `nobody` cannot enter the interpreter's directories."""
    for a in _ancestors(os.path.realpath(sys.base_prefix) + "/lib/x"):
        try:
            if not os.stat(a).st_mode & 0o001:
                return True
        except OSError:
            return True
    return False


def _readable_roots() -> list[str]:
    """What learner code may read under Landlock (unshare and rlimits modes): the system directories
    and the interpreter, as bubblewrap shows them. Not /home, /root, /tmp, /proc of other processes, or
    the folder the submissions are in."""
    roots = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", os.path.realpath(sys.base_prefix)]
    python = _python()
    if not python.startswith(roots[-1] + os.sep):
        roots.append(os.path.dirname(python))
    return [r for r in roots if os.path.isdir(r)]


def runner_config(mode: str, source: str, filename: str, module: str, names: tuple[str, ...], workdir: str,
                  timeout: float, memory_mb: int, run_uid: int | None = None, *, tmpfs_bytes: int = TMPFS_CAP,
                  uid_set_by_bwrap: bool = False) -> dict:
    """What the runner is told. `run_uid`: the fresh uid to drop to (root only), else None;
    `uid_set_by_bwrap`: bubblewrap already made the sandbox that uid (its user namespace)."""
    # a fresh uid has no tasks yet; otherwise the limit must leave room for what the user already runs
    counted = 0 if run_uid is not None else _count_tasks(os.getuid())
    limits = {
        "as": memory_mb * 1024 * 1024,
        "cpu": int(timeout) + 1,
        "fsize": FSIZE_CAP,
        "nofile": 256,
        "core": 0,
        "nproc": None if counted is None else counted + NPROC_MARGIN,
    }
    drop = None if uid_set_by_bwrap else run_uid
    work = f"{SANDBOX_ROOT}/work" if mode == "bubblewrap" else (None if mode == "unshare" else workdir)
    confine = None
    if mode != "bubblewrap":  # bubblewrap shows only these places anyway
        confine = {
            "read": _readable_roots(),
            "read_files": [f for f in ("/etc/ld.so.cache", "/etc/localtime") if os.path.exists(f)],
            "dev_files": [f for f in ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom")
                          if os.path.exists(f)],
            # unshare: the namespace's own /proc and private tmpfs; rlimits: the work dir only
            "write": ["/tmp", "/var/tmp", "/dev/shm"] if mode == "unshare" else [],
            "proc": "all" if mode == "unshare" else "self",
        }
    return {
        "source": source,
        "filename": filename,
        "module": module,
        "names": list(names),
        "workdir": work,
        "private_mounts": mode == "unshare",
        "tmpfs_bytes": tmpfs_bytes,
        "hide": _folders_to_hide(filename) if mode == "unshare" else [],
        "confine": confine,
        "drop_uid": drop,
        "drop_gid": drop,
        "preimport": drop is not None and mode != "bubblewrap" and _stdlib_needs_preimport(),
        "limits": limits,
        "result_cap": RESULT_CAP,
        "kill_group": mode == "rlimits",
    }


def _folders_to_hide(filename: str) -> list[str]:
    """unshare mode: the submission's folder and the one above it (the class folder in `grade`), to be
    covered by an empty tmpfs, unless they hold or lie inside the system directories, the interpreter
    or the runner (the learner's imports would break)."""
    keep = _readable_roots() + [str(CHILD.parent), "/etc", "/proc", "/dev", "/sys", "/run"]
    out = []
    folder = os.path.dirname(os.path.realpath(filename))
    for _ in range(2):
        if len(Path(folder).parts) < 3 or any(
                k == folder or k.startswith(folder + os.sep) or folder.startswith(k + os.sep) for k in keep):
            break
        out.append(folder)
        folder = os.path.dirname(folder)
    return out


def available(mode: str) -> str | None:
    """None when `mode` can be tried here, else the reason it cannot."""
    if mode in _broken:
        return _broken[mode]
    if mode == "rlimits":
        return None if os.name == "posix" else "process limits need a POSIX system"
    if not sys.platform.startswith("linux"):
        return f"{mode} needs Linux namespaces"
    tool = "bwrap" if mode == "bubblewrap" else "unshare"
    if shutil.which(tool) is None:
        pkg = "bubblewrap" if mode == "bubblewrap" else "util-linux"
        return f"`{tool}` is not installed (Debian/Ubuntu: apt-get install {pkg})"
    return None


def command(mode: str, fds: tuple[int, int], *, run_uid: int | None = None, tmpfs_bytes: int = TMPFS_CAP,
            no_userns: bool = False) -> list[str]:
    if mode == "bubblewrap":
        return _bwrap_command(fds, run_uid, tmpfs_bytes, no_userns)
    if mode == "unshare":
        return _unshare_command(fds)
    return _rlimits_command(fds)


def mark_broken(mode: str, reason: str) -> None:
    _broken[mode] = reason
