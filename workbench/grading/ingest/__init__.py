"""Ingest what LMSs export (Canvas, Gradescope, GitHub Classroom, zip, a plain folder) into
the rows `workbench grade` grades: one per student or group, with who they are.

One module per layout (canvas, gradescope, classroom, archive; the plain folder is
`workbench.grading.discover`), a registry that detects the layout (registry), the roster join
(roster) and the per-student metadata file (meta). Nothing here runs a learner's file:
outlines are chosen by reading file names and syntax trees.
"""

from workbench.grading.ingest.model import Ingest, Member, StudentMeta
from workbench.grading.ingest.registry import LAYOUTS, IngestError, collect, detect

__all__ = ["Ingest", "Member", "StudentMeta", "LAYOUTS", "IngestError", "collect", "detect"]
