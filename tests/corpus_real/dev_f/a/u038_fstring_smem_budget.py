# Sources: S16 (paraphrase / learner rewrite)

Br, Bc, d = 256, 256, 128
BYTES = 2  # fp16


def designOutline():
    q_kb = Br * d * BYTES // 1024
    kv_kb = 2 * Bc * d * BYTES // 1024
    return {
        "memoryTraffic": (
            "S = QK^T and P never reach HBM; HBM reads are Q once and K/V once per query block, "
            f"i.e. about N/{Br} passes over K and V; writes are O and one logsumexp per row."
        ),
        "tiling": (
            f"Br = {Br}, Bc = {Bc}, d = {d}: the Q tile ({q_kb} KB) stays in shared memory, K/V tiles "
            f"({kv_kb} KB together) are streamed; total {q_kb + kv_kb} KB per thread block."
        ),
        "numericalStability": (
            "Online softmax with running max m and sum l per row in fp32; acc and l rescaled by "
            "exp(m_old - m_new) whenever m grows."
        ),
        "tradeOff": "Subtract the max to avoid overflow, and accumulate in fp32 to avoid rounding error.",
    }
