#!/usr/bin/env bash
# One GPU run (~4-5 min after the machine's start), everything in $OUT, a short table last:
#   1. GPU tests (pytest -m gpu, 6 xdist workers) beside the sweep's compile phase (10 workers);
#   2. the sweep's timing phase alone on the GPU (reference_kernels/sweep.py);
#   3. the bench at N eager, then as CUDA-graph replays (--cuda-graph).
# Every step has a wall-clock guard, so the whole call ends within ~5 minutes.
# Usage (repo root, on the GPU machine): OUT=/some/dir N=1024 bash reference_kernels/gpu_sweep.sh
set -o pipefail
export PYTHONPATH=. PYTHONUNBUFFERED=1
OUT=${OUT:-.}
N=${N:-1024}
LOG="$OUT/run.log"
SMI="nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv"
$SMI >> "$LOG" 2>&1
( timeout -k 5 120 python3 -m pytest -q -p no:cacheprovider -n 6 tests/test_flash_attention.py tests/test_naive.py \
    -m gpu > "$OUT/pytest.log" 2>&1; echo "pytest rc=$?" >> "$OUT/pytest.log" ) &
PYTEST=$!
timeout -k 5 125 python3 -m reference_kernels.sweep compile --out "$OUT" --n "$N" --workers 10 --budget 95 2>&1 | tee -a "$LOG"
wait "$PYTEST"
$SMI >> "$LOG" 2>&1
timeout -k 5 95 python3 -m reference_kernels.sweep time --out "$OUT" --n "$N" --budget 70 --rep 25 >> "$LOG" 2>&1
echo "sweep time rc=$?" >> "$LOG"
for mode in eager graph; do
  flag=; [ "$mode" = graph ] && flag=--cuda-graph
  timeout -k 5 45 python3 -m reference_kernels.bench --out "$OUT/bench-$mode.json" --dtypes fp16,bf16 --n "$N" \
      --modes fwd --providers triton,flash,cudnn $flag >> "$LOG" 2>&1
  echo "bench $mode rc=$?" >> "$LOG"
done
grep -E "rc=|compiled|launch cost|MHz" "$LOG"
tail -4 "$OUT/pytest.log"
for mode in eager graph; do
  echo "== bench $mode"; python3 -m reference_kernels.bench --table-from "$OUT/bench-$mode.json"
done
python3 -m reference_kernels.sweep summary --out "$OUT"
