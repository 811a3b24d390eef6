# Sources: learner rewrite; misconception pattern seen in blog summaries (cf. S24, S21)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention reduces attention from quadratic to linear complexity, so it is faster mainly because it does far fewer FLOPs than standard attention; it also never writes the N x N matrix to HBM.",
        "tiling": "Q split into 128-row blocks, K/V into 64-row blocks streamed through shared memory; one CTA per (batch, head, Q block).",
        "numericalStability": "Running max and running sum per row in fp32; the accumulator is rescaled by exp(m_old - m_new) whenever the max increases.",
        "tradeOff": "Backward recomputes the attention matrix from Q, K and the saved logsumexp, which adds extra matmul FLOPs per tile.",
    }
