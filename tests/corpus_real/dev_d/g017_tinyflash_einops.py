# Sources: S21 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Demo in PyTorch + einops: Q, K, V are split into chunks and the output is accumulated chunk by chunk, so the N x N matrix is never materialised; in a real kernel the chunks would be what sits in SRAM and the scores would never touch HBM.",
        "tiling": "Q split into row blocks of 64, K/V into blocks of 64 along the sequence; for each Q block iterate over all K/V blocks (einsum 'b h i d, b h j d -> b h i j' on the block only).",
        "numericalStability": "per Q row keep m (running max) and l (running sum); on each new K/V block: m_new = max(m, blockmax), acc = acc * exp(m - m_new) + exp(s - m_new) @ v, l = l * exp(m - m_new) + sum(exp(s - m_new)); at the end out = acc / l. The test checks all tensors are equal to the non-flash output.",
        "tradeOff": "The backward demo has to recompute each score block from Q, K and the saved logsumexp, an extra QK^T per block, because P was never stored.",
    }
