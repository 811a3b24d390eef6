"""Exit codes shared by every command (documented in README.md)."""

PASSED = 0  # graded, and every criterion passed
FAILED = 1  # graded, and at least one criterion failed
USAGE = 2  # bad command line, unreadable rubric/evidence file, output path problem
NOT_EVALUATED = 3  # the submission could not be evaluated (syntax error, timeout, wrong type, ...)
