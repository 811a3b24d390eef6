"""The one error of the exercise layer."""

from __future__ import annotations


class ExerciseError(Exception):
    """An exercise that cannot be found or loaded; the message names it and says what to do."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message
