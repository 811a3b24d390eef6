"""The pure grading engine. (STUB: to be implemented)

Contract:
    grade(outline: Outline, rubric: Rubric, evidence: Evidence | None = None) -> Report
Touches no files, GPU or network.
"""
