# Sources: S03, S19 (learner rewrite, notebook cell)
STEPS = [
    "for each query block (64 rows) loop over key/value blocks (64 rows)",
    "s = q_blk @ k_blk.T * scale",
    "p = softmax(s)  # subtract the tile max, divide by the tile sum",
    "o += p @ v_blk",
    "after the loop: o /= number_of_kv_blocks",
]


def designOutline():
    return {
        "memoryTraffic": "in the fused kernel version s and p never go to HBM; we only load q, k, v blocks and store o.",
        "tiling": "q block of 64 rows stays in shared memory per program, k/v blocks of 64 rows streamed in the inner loop, head dim 64, grid (N/64, B*H)",
        "numericalStability": "; ".join(STEPS),
        "tradeOff": "one program per 64 query rows: with batch 1, 8 heads and N = 1024 that is only 128 programs, not enough to keep all 132 SMs of an H100 busy with more than one block",
    }
