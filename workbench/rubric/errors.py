"""The one error a rubric file can raise (kept apart so that loading a cached rubric needs no YAML)."""


class RubricError(Exception):
    """A rubric that cannot be used. The message names the file and, where known, the line."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message
