#!/usr/bin/env bash
# One GPU run (~2-3 min after the machine's start), everything in $OUT, the table last:
#   1. the whole kernel test file on the GPU (12 xdist workers), beside one default-path forward
#      per N=$N case (fills Triton's cache for step 2);
#   2. the bench at N (eager and CUDA-graph tables), then the CPU cost of one call (launch.json).
# Usage (repo root, on the GPU machine): OUT=/some/dir N=1024 bash reference_kernels/gpu_verify.sh
set -o pipefail
export PYTHONPATH=. PYTHONUNBUFFERED=1
OUT=${OUT:-.}
N=${N:-1024}
LOG="$OUT/run.log"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv >> "$LOG" 2>&1
( timeout -k 5 170 python3 -m pytest -q -p no:cacheprovider -n 12 tests/test_flash_attention.py tests/test_naive.py \
    > "$OUT/pytest.log" 2>&1; echo "pytest rc=$?" >> "$OUT/pytest.log" ) &
PYTEST=$!
timeout -k 5 120 python3 -m reference_kernels.sweep warm --n "$N" >> "$LOG" 2>&1
echo "warm rc=$?" >> "$LOG"
wait "$PYTEST"
timeout -k 5 90 python3 -m reference_kernels.bench --out "$OUT/bench.json" --dtypes fp16,bf16 --n "$N" --modes fwd \
    --providers triton,flash,cudnn >> "$LOG" 2>&1
echo "bench rc=$?" >> "$LOG"
timeout -k 5 40 python3 -m reference_kernels.sweep launch --out "$OUT" >> "$LOG" 2>&1
grep -E "rc=|warm:|launch cost|MHz" "$LOG"
grep -E "passed|failed|error" "$OUT/pytest.log" | tail -8
python3 -m reference_kernels.bench --table-from "$OUT/bench.json"
