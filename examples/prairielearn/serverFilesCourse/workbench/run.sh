#!/usr/bin/env bash
# PrairieLearn external-grader entrypoint (externalGradingOptions.entrypoint in info.json).
# PrairieLearn mounts the student's files in /grade/student and reads
# /grade/results/results.json. Whatever happens, a results.json is written: a student must
# never see a blank result.
set -uo pipefail

# GRADE_ROOT and WORKBENCH exist so the script can be tried outside PrairieLearn.
ROOT=${GRADE_ROOT:-/grade}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
RESULTS=$ROOT/results/results.json
OUT=$(mktemp -d)
mkdir -p "$ROOT/results"

if [ -z "${WORKBENCH:-}" ]; then
    # First run in this container: install workbench from the course's copy (no torch/triton).
    if ! command -v workbench >/dev/null 2>&1; then
        if compgen -G "$HERE/wheels/*.whl" >/dev/null; then
            python3 -m pip install -q --no-index "$HERE"/wheels/*.whl >/dev/null 2>&1
        elif [ -d "$HERE/src" ]; then
            python3 -m pip install -q "$HERE/src" >/dev/null 2>&1
        fi
    fi
    WORKBENCH=workbench
fi

args=(grade "$ROOT/student" --layout single --student submission --out "$OUT" --format prairielearn
      --quiet --timeout 10)
[ -f "$HERE/rubric.yaml" ] && args+=(--rubric "$HERE/rubric.yaml")
[ -f "$HERE/evidence.json" ] && args+=(--evidence "$HERE/evidence.json")

# shellcheck disable=SC2086  # WORKBENCH may be a command with arguments ("python3 -m workbench")
$WORKBENCH "${args[@]}"
code=$?

if [ -f "$OUT/students/submission/results.json" ]; then
    cp "$OUT/students/submission/results.json" "$RESULTS"
    cat "$OUT/summary.md"  # the grading job's log, for course staff
else
    cat > "$RESULTS" <<JSON
{"gradable": false, "score": 0.0, "message": "The grader could not run (workbench exit code $code). Your instructor can see the log; please tell them.", "output": "", "format_errors": ["The grader could not run (workbench exit code $code)."], "tests": []}
JSON
fi
exit 0
