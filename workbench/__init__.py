"""Workbench: a design-exercise grader and CLI workbench (the bundled exercises: exercises/).

Nothing heavy happens at import: torch and triton are imported only by the
`evidence` command and `reference_kernels`, and only when they are needed.
"""

__version__ = "0.1.0"
