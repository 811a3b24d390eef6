# Sources: S01 (paraphrase), S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "S and P are produced and consumed inside one fused kernel and never written to HBM; HBM "
                         "traffic is Q, K, V reads and O + logsumexp writes.",
        "tiling": "Q tile of Br = 128 rows resident per thread block, K/V tiles of Bc = 64 rows streamed in the inner "
                  "loop, causal blocks above the diagonal skipped.",
        "numericalStability": "Online softmax with running max and sum per row (fp32), rescale by exp(m_old - m_new).",
        "tradeOffs": ["recomputation", "register pressure", "occupancy", "load imbalance"],
    }
