# Sources: S20 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "The XPU flash kernel fuses QK^T, softmax and PV so the attention probabilities stay in SLM/registers; HBM reads are Q, K, V, writes are O and the logsumexp.",
        "tiling": "Each work-group owns a 64-row query block of one (batch, head) and walks K/V in 64-row blocks staged in SLM; at head_dim 128 in bf16 that is 16 KB for Q and 32 KB for one K+V block.",
        "numericalStability": "fp32 running max and sum per row, accumulator rescaled with exp(m_prev - m_cur), final divide by the sum, logsumexp kept for the backward.",
        "tradeOff": "In 2.13 head_dim = 256 had no flash instantiation on XPU, so SDPA raised 'No available kernel' / fell back to the math path, which materialises the full score matrix; main branch added 256, so it is fixed by upgrading.",
    }
