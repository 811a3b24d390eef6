# Sources: S13 (paraphrase / practitioner rewrite)
# CPU version (MLAS), fp32 only.


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttentionThreaded: each thread gets buffer_size_per_thread of scratch "
            "(q_block x kv_block floats for scores + q_block x v_head_size for the output "
            "accumulator), sized to stay in L2; the full q_len x kv_len score matrix is never "
            "allocated in DRAM; output is written once per q block."
        ),
        "tiling": (
            "q_block_size = 64 rows, kv_block_size = 128 keys, head 64, fp32; thread_count "
            "threads take (batch, head, q_block) tuples round-robin; scratch per thread = "
            "64 x 128 x 4 B = 32 KB scores + 64 x 64 x 4 B = 16 KB accumulator."
        ),
        "numericalStability": (
            "Per row m = -inf, l = 0; for each kv block: m' = max(m, rowmax), scale = exp(m - m'), "
            "l = l * scale + sum(exp(s - m')), out = out * scale + P V; divide by l after the last "
            "block; all fp32."
        ),
        "failure_mode": (
            "fp32 only (meant for platforms without half support): an fp16 model is upcast, which "
            "doubles the K/V bytes per block, and below ~512 tokens it loses to plain GEMM + "
            "softmax because the per-thread block loop overhead dominates."
        ),
    }
