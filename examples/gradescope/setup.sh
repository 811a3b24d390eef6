#!/usr/bin/env bash
# Gradescope autograder image setup (runs once when the image is built, as root).
# The autograder zip holds: setup.sh, run_autograder, the workbench source as workbench/
# (a copy of this repository, or a built wheel in wheels/), and optionally rubric.yaml
# (a private rubric) and evidence.json.
set -euo pipefail

apt-get update -qq
# bubblewrap gives each submission a real sandbox where the container allows user
# namespaces; where it does not, workbench falls back to process limits by itself
# (see docs/sandbox.md) and the report says which isolation was used.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-venv python3-pip bubblewrap >/dev/null

python3 -m venv /autograder/venv
/autograder/venv/bin/pip install -q --upgrade pip
if compgen -G "/autograder/source/wheels/*.whl" >/dev/null; then
    /autograder/venv/bin/pip install -q /autograder/source/wheels/*.whl
else
    # The grading path needs no torch/triton: install the base package only.
    /autograder/venv/bin/pip install -q /autograder/source/workbench
fi
/autograder/venv/bin/workbench --help >/dev/null
