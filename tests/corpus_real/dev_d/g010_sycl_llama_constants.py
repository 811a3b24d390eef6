# Sources: S04 (excerpt)
def designOutline():
    return {
        "memory_traffic": "K and V are consumed in chunks of FATTN_KQ_STRIDE = 256 rows directly from global memory into local memory; the KQ values for a chunk are kept in local memory (lsm) and registers and are not written to global; dst plus a float2 (max, sum) meta per row go back.",
        "tiling": "KQ stride 256 keys per step, one work-group per (query column block, head), sub-group size 32 for the dot products",
        "numerical_stability": "KQ max init = -65504/2 (HALF_MAX_HALF) instead of -INFINITY to 'avoid NaN upon subtraction'; exp of values < -20 after max subtraction flushed to zero (SOFTMAX_FTZ_THRESHOLD) to avoid NaNs.",
        "tradeoff": "Because several work-groups can split one row's KV range, a second small kernel must combine the partial results using the float2 (max, sum) meta: an extra launch and an extra read of the partial outputs.",
    }
