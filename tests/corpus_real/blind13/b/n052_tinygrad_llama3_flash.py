# Sources: S16 (paraphrase / practitioner rewrite)
# llama3 8B mlperf run, SEQLEN=8192, DEFAULT_FLOAT=bfloat16, FLASH_ATTENTION=1.


def designOutline():
    return {
        "memoryTraffic": (
            "Unfused, SEQLEN = 8192 writes 8192^2 x 2 B = 128 MiB of scores per head and reads "
            "them back; with FLASH_ATTENTION=1 QK^T, softmax and PV are one kernel, so only the "
            "Q, K, V reads and the O + logsumexp writes hit HBM."
        ),
        "tiling": (
            "After BEAM: 64 query rows x 64 keys per workgroup on MI300X, head dim 128, "
            "Q tile in registers, K/V tiles through LDS (16 KB each), one workgroup per "
            "(64-row block, head, batch)."
        ),
        "numericalStability": (
            "Running max and running sum per row, acc rescaled by exp(m_old - m_new) each K/V "
            "block; acc and l are upcast to fp32 even though DEFAULT_FLOAT = bfloat16."
        ),
        "tradeOff": (
            "Without the upcast, l over 8192 keys accumulates in bf16 (8 mantissa bits) and "
            "drifts by whole percents, so the loss curve diverges from the non-flash run."
        ),
    }
