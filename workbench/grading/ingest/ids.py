"""Student ids from export fields (an SID, a username, a Canvas user id): one safe path component.

The id names the folder OUT/students/<id>/ and a summary row, so it must be a single printable
component whatever the export holds ("../x", "a/b", control characters, 300 characters). The
rule is the one `discover` applies to file and folder names (workbench.grading.ids.student_id):
unsafe characters as `%XX`, `%` itself escaped (two inputs never share an id), no leading `.`
or `-`, long ids cut and ended by a hash.
"""

from __future__ import annotations

from workbench.grading.ids import student_id


def safe_id(text: str) -> str:
    return student_id(text)
