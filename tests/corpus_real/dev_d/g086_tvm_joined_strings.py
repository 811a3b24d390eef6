# Sources: S37 (paraphrase / learner rewrite)
STEPS = [
    "T.copy(Q tile, Q_shared)",
    "for k in T.Pipelined(n_blocks, num_stages=2): copy K, V tiles to shared",
    "T.gemm(Q_shared, K_shared, acc_s) into a register fragment",
    "online softmax on acc_s, T.gemm(acc_s_cast, V_shared, acc_o)",
]


def designOutline():
    return {
        "memoryTraffic": "; ".join(STEPS) + " -- acc_s (the scores) is a register fragment and is never copied to global; only acc_o / logsum goes to O.",
        "tiling": " ".join(["block_M = 128, block_N = 128,", "dim = 64,", "threads = 128,", "num_stages = 2,", "grid (ceil(seq/128), heads, batch)."]),
        "numericalStability": "scores_max = max(scores_max_prev, rowmax(acc_s)); scores_scale = exp2(scores_max_prev*scale - scores_max*scale); acc_o *= scores_scale; logsum = logsum*scores_scale + rowsum(exp2(acc_s*scale - scores_max*scale)); float32 throughout.",
        "tradeOff": "With num_stages = 2 the K/V shared buffers double to 64 KB at dim 64 (80 KB with Q), so only one block fits per SM of the RTX 4090 (100 KB); num_stages = 3 would need 112 KB and fails to launch.",
    }
