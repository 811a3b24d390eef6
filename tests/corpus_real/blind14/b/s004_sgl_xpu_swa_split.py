# Sources: S02 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "With a sliding window only the last window_size_left keys are read from HBM for each "
            "query block; the score tile lives in registers/SLM and is never written out. O and lse "
            "are the only writes."
        ),
        "tiling": (
            "The KV-split heuristic now uses effective_blocks = min(total_blocks, "
            "ceil(window / block_n)) with block_n = 64 instead of raw total_blocks; no split when "
            "effective_blocks is small, split_limit = min(target_splits, total_blocks, 64)."
        ),
        "numericalStability": (
            "Per split the online softmax keeps a running max and running sum in fp32 and rescales "
            "the partial accumulator with exp(m_prev - m_cur); the combine step merges splits by "
            "their lse."
        ),
        "tradeOff": "Split-KV overhead.",
    }
