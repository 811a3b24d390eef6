"""Gradescope "Export Submissions": `submission_<id>/` folders and `submission_metadata.yml`.

The metadata maps `submission_<id>` to its submitters (name, SID, e-mail) and the time it was
created; keys are Ruby symbols (`:submitters:`), read here as plain strings. The YAML is read
with a safe loader (no object construction), bounded in size, without anchors or aliases
(an alias bomb cannot make it large), and with Ruby type tags (`!ruby/object:...`) read as
plain values. One row per submission: a student, or a group with its members listed. The row id
is the SID of a lone submitter, else `submission_<id>`. Each submission folder is searched as
`discover` searches a single submission.
"""

from __future__ import annotations

import re
import stat
from pathlib import Path

import yaml

from workbench.grading.discover import Ignored, Submission, discover
from workbench.grading.ingest.files import hidden, kind, listdir, read_small
from workbench.grading.ingest.ids import safe_id
from workbench.grading.ingest.model import Ingest, Member, StudentMeta, clip, sort_rows

METADATA = "submission_metadata.yml"
MAX_METADATA_BYTES = 32 * 1024 * 1024
MAX_MEMBERS = 50
MAX_ENTRIES = 100_000
_FOLDER = re.compile(r"^submission_(\d{1,20})$")


class MetadataError(Exception):
    """submission_metadata.yml cannot be read (a usage error: the export is damaged)."""


class _Loader(yaml.SafeLoader):
    """SafeLoader that refuses aliases and reads unknown tags and timestamps as plain values."""

    def compose_node(self, parent, index):  # type: ignore[override]
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(None, None, "anchors and aliases are not accepted",
                                              event.start_mark)
        return super().compose_node(parent, index)


def _plain(loader: yaml.SafeLoader, suffix: str, node: yaml.Node):
    if isinstance(node, yaml.ScalarNode):
        return loader.construct_scalar(node)
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node, deep=True)
    return loader.construct_mapping(node, deep=True)


_Loader.add_multi_constructor("!", _plain)
_Loader.add_multi_constructor("tag:", _plain)  # any other unknown tag (!!python/...): plain data, never an object
_Loader.add_constructor("tag:yaml.org,2002:timestamp", lambda loader, node: loader.construct_scalar(node))


def _key(k: object) -> str:
    return str(k).lstrip(":")


def _norm(value: object) -> object:
    if isinstance(value, dict):
        return {_key(k): v for k, v in value.items()}
    return value


def read_metadata(path: Path) -> dict[str, dict]:
    data = read_small(path, MAX_METADATA_BYTES)
    if data is None:
        raise MetadataError(f"{path}: not a regular file, unreadable, or over "
                            f"{MAX_METADATA_BYTES // 2**20} MiB; re-download the Gradescope export.")
    try:
        raw = yaml.load(data.decode("utf-8-sig"), Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except (yaml.YAMLError, UnicodeDecodeError, RecursionError) as exc:
        raise MetadataError(f"{path}: not readable as Gradescope metadata ({type(exc).__name__}: "
                            f"{str(exc).splitlines()[0] if str(exc) else ''}); re-download the export, "
                            "or pass --layout folder to grade the folders without names.") from None
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise MetadataError(f"{path}: expected a mapping of submission_<id> to its submitters.")
    return {_key(k): _norm(v) for k, v in raw.items() if isinstance(_norm(v), dict)}


def _members(entry: dict) -> list[Member]:
    people = entry.get("submitters")
    if not isinstance(people, list):
        return []
    members = []
    for person in people[:MAX_MEMBERS]:
        person = _norm(person)
        if isinstance(person, dict):
            members.append(Member(name=clip(person.get("name")), sis_user_id=clip(person.get("sid")),
                                  email=clip(person.get("email"))))
    return members


def looks_like(root: Path) -> bool:
    try:
        return stat.S_ISREG((root / METADATA).lstat().st_mode)
    except OSError:
        return False


def ingest(root: Path) -> Ingest:
    metadata = read_metadata(root / METADATA) if looks_like(root) else {}
    ignored: list[Ignored] = []
    folders: dict[str, Path] = {}
    for name, st in listdir(root, MAX_ENTRIES):
        if hidden(name) or name == METADATA:
            continue
        what = kind(st.st_mode)
        if what is None and stat.S_ISDIR(st.st_mode) and _FOLDER.match(name):
            folders[name] = root / name
        else:
            ignored.append(Ignored(name, f"{what or 'not a submission_<id> folder'}; not graded"))
    for key in sorted(set(metadata) - set(folders)):
        ignored.append(Ignored(key, f"listed in {METADATA} but there is no folder for it"))
    ids = _row_ids({name: _members(metadata.get(name, {})) for name in folders})
    subs, meta = [], {}
    for name, folder in sorted(folders.items()):
        entry = metadata.get(name, {})
        members = _members(entry)
        sid = ids[name]
        found = discover(folder, layout="single", student=sid)
        sub = found.submissions[0]
        subs.append(Submission(sid, sub.path, sub.error))
        ignored += [Ignored(f"{name}/{i.path}", i.reason) for i in found.ignored]
        notes = [] if name in metadata else [f"{name} is not in {METADATA}: no names or SIDs"]
        meta[sid] = StudentMeta(
            student=sid, layout="gradescope", members=members, submission_id=name.split("_", 1)[1],
            name=", ".join(m.name for m in members if m.name) or None, notes=notes,
            submitted_at=clip(entry.get("created_at")),
            source=f"{name}/{sub.path.relative_to(folder)}" if sub.path is not None else None)
    if not subs:
        raise MetadataError(f"{root}: no submission_<id> folders; is this a Gradescope export?")
    return Ingest("gradescope", sort_rows(subs), meta, ignored)


def _row_ids(members: dict[str, list[Member]]) -> dict[str, str]:
    """SID of a lone submitter, else the folder name; a SID used twice falls back to folder names."""
    ids = {name: (safe_id(m[0].sis_user_id) if len(m) == 1 and m[0].sis_user_id else name)
           for name, m in members.items()}
    counts: dict[str, int] = {}
    for sid in ids.values():
        counts[sid] = counts.get(sid, 0) + 1
    return {name: (sid if counts[sid] == 1 and (sid == name or not _FOLDER.match(sid)) else name)
            for name, sid in ids.items()}
