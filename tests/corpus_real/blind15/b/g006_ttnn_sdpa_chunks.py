# Sources: S07 (paraphrase / learner rewrite)
Q_CHUNK = 128
K_CHUNK = 256
HEAD_DIM = 128


def designOutline():
    tiling = (
        f"Program config: q_chunk_size = {Q_CHUNK}, k_chunk_size = {K_CHUNK}, head dim {HEAD_DIM} "
        "in bf16. The op parallelises over batch, query heads and Q's sequence dimension: each "
        f"core owns one {Q_CHUNK}-row Q chunk and keeps it in its local SRAM (L1) with the fp32 "
        f"output accumulator, and loops over K/V in {K_CHUNK}-row chunks. With is_causal, K "
        "chunks above the diagonal are not loaded at all."
    )
    return {
        "memoryTraffic": (
            "FlashAttention-2 style: Q, K, V are read from DRAM chunk by chunk; the s x s score "
            "matrix is never written to DRAM, each score chunk is consumed in L1 and dropped. "
            "Only the output [b x nqh x s x dh] is written back."
        ),
        "tiling": tiling,
        "numericalStability": (
            "Each Q row carries a running max and running sum in fp32; when a new K chunk raises "
            "the max the partial output and sum are multiplied by exp(old_max - new_max) before "
            "accumulation, then normalised once at the end."
        ),
        "tradeOff": (
            "Causal work is uneven: the core that gets the last Q chunk processes all K chunks "
            "while the first one processes one, so with a plain chunk-to-core mapping some cores "
            "idle at the tail; bigger q_chunk_size makes this imbalance worse."
        ),
    }
