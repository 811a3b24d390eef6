#!/usr/bin/env bash
# One GPU run: GPU correctness tests, then the benchmark. Usage (repo root, on the GPU machine):
#   OUT=/some/dir bash reference_kernels/gpu_check.sh [pytest marker expr] [bench args...]
# Logs and JSON land in $OUT; the table is printed last.
set -o pipefail
export PYTHONPATH=. PYTHONUNBUFFERED=1
OUT=${OUT:-.}
MARK=${1:-gpu}; shift || true
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv | tee "$OUT/nvidia-smi.txt"
timeout 300 python3 -m pytest -q -p no:cacheprovider tests/test_flash_attention.py tests/test_naive.py -m "$MARK" \
    2>&1 | tee "$OUT/pytest.log" | tail -25
python3 -m reference_kernels.bench --out "$OUT/bench.json" "$@" 2>&1 | tee "$OUT/bench.log" \
    | grep -v '^{' 
