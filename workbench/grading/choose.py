"""Which exercise a class's submissions are for, when `grade` is not told.

With one exercise installed it is that one. With several, the export is read (never run) with a
target that any installed exercise's function meets, and each chosen file is matched against every
exercise's function names: when all the submissions that define one define the same exercise's
function, the class is graded for that exercise. Submissions for several exercises are a usage error
naming the choices (nothing has been graded or written yet); when none defines any exercise's function
(every file broken), the default exercise is used (`workbench.exercise.default()`), and without one
that is a usage error too.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from workbench.grading import target
from workbench.grading.ids import display

_LIMIT = 4 << 20  # bytes of one submission read to see which function it defines


class ChoiceError(Exception):
    """The submissions do not say which exercise they are for (exit 2)."""


def _head(path: Path) -> bytes | None:
    """The file's bytes (a regular file, never through a link or blocking); None when unreadable or
    larger than the loader would take."""
    from workbench.safefs import read_file

    try:
        return read_file(path, _LIMIT)
    except OSError:
        return None


def exercise_for(root: Path, *, layout: str = "auto", student: str | None = None, exclude: Path | None = None):
    """The exercise the submissions at `root` are for. Raises ChoiceError, or the ingest's own errors
    for an unusable export (the same ones `grade` would raise)."""
    from workbench.exercise import available, get
    from workbench.exercise.registry import choices, matching
    from workbench.grading.ingest import collect

    installed = [get(i) for i in available()]
    if len(installed) == 1:
        return installed[0]
    counts: Counter[str] = Counter()
    with collect(root, layout=layout, student=student, exclude=exclude, check_starter=False,
                 exercise=target.any_of(installed)) as found:
        for sub in found.submissions:
            source = _head(sub.path) if sub.path is not None and sub.error is None else None
            for ex in matching(source) if source is not None else []:
                counts[ex.id] += 1
    if len(counts) == 1:
        return get(next(iter(counts)))
    if not counts:  # every submission is broken: the default exercise's, when there is one
        from workbench.exercise import ExerciseError, default

        try:
            return default()
        except ExerciseError:
            raise ChoiceError(f"no submission in {display(str(root))} defines the function of an installed "
                              f"exercise ({choices()}); pass --exercise ID to say which exercise they are "
                              "for. Nothing was graded.") from None
    shown = ", ".join(f"{n} for {eid} ({get(eid).function}())" for eid, n in counts.most_common())
    raise ChoiceError(f"the submissions in {display(str(root))} are for several exercises ({shown}); grade each exercise's "
                      "submissions on their own, with --exercise ID. Nothing was graded.")
