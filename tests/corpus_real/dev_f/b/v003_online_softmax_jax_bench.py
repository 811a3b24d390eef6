# Sources: S03 (paraphrase of an issue thread)
def designOutline():
    return {
        "memoryTraffic": "It is more an online softmax weighted sum: the multiply with V is folded into the same pass, so the probabilities are never written to HBM; only the output rows and the running max/normalizer leave the chip.",
        "tiling": "My JAX version: all queries at once, keys/values consumed in chunks of 1024 with lax.scan, carry = (m, d, acc).",
        "numericalStability": "Running max m and normalizer d per row; for each chunk m_new = max(m, max(x_chunk)), d = d*exp(m - m_new) + sum(exp(x_chunk - m_new)), and the acc is rescaled by the same exp(m - m_new).",
        "tradeOff": "TLDR not reliably faster than the naive softmax in pure JAX: XLA cannot pin the scan carry in on-chip memory, so each scan step writes the carry back to HBM and the HBM saving disappears. It only pays off in CUDA where you control HBM access.",
    }
