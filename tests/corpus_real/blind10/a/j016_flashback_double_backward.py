# Sources: S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Forward: fused kernel, P is never written to HBM; we save only O and the logsumexp L (fp32, one per "
            "row). Backward reads Q, K, V, O, dO, L and writes dQ, dK, dV; S and P are rebuilt in SRAM per tile."
        ),
        "tiling": (
            "Pallas/Triton kernel with BLOCK_Q = 128 and BLOCK_K = 128 at head dim 64 (16 KB per tile in bf16); "
            "grid over (batch*heads, N/128); the Q block stays resident and K/V blocks are streamed."
        ),
        "numericalStability": (
            "Online softmax with a running max and sum in fp32, rescaling the accumulator by exp(m_old - m_new). "
            "Store L = m + log(l) so the backward recomputes P = exp(S - L) directly, already normalised and never overflowing."
        ),
        "tradeOff": (
            "For backward-over-backward the same trick hurts: the second-order pass needs P and dP again, so they "
            "are recomputed several times per tile; softmax double backward ends up much slower than sigmoid "
            "attention, whose gradient needs no row statistics."
        ),
    }
