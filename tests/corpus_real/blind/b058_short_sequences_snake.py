# Sources: S19 (Flash-Decoding blog), S55 (xformers memory_efficient_attention docs)
# Learner rewrite; snake_case keys; the decode line is a short excerpt of S19.

def design_outline():
    return {
        "memory_traffic": (
            "Scores are never materialised: QK^T, softmax and PV are fused; each query block reads the K and "
            "V blocks it needs and writes its O rows and LSE once."
        ),
        "tiling": (
            "Query blocks of 64 rows per CTA with K/V blocks of 64 keys streamed through shared memory; "
            "the CTA grid is (query blocks, batch * heads)."
        ),
        "numerical_stability": (
            "Online softmax with an fp32 running max: every K/V block rescales the partial O and the partial "
            "sum by exp(m_old - m_new) before adding its own exp(s - m_new) terms."
        ),
        "trade_offs": {
            "short_sequences": "for N <= 512 the S matrix of standard attention sits in L2 anyway, so the fused "
                               "kernel gains little and the launch overhead dominates",
            "decode": "FlashAttention parallelizes across blocks of queries and batch size only, and does not "
                      "manage to occupy the entire GPU during decoding: with one query per sequence and batch "
                      "size 1 it uses less than 1% of the GPU unless the KV is split",
        },
    }
