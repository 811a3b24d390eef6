# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memory_traffic": "Per (batch, head, q-tile): load Q tile once, stream K/V tiles HBM->SMEM, S and P live in tensor memory/registers and are dropped after the PV MMA, write O tile + LSE. Nothing N x N touches HBM.",
        "tiling": "q tile 128 rows, kv tile 128 rows, head_dim=128, 2 stages for K/V; one CTA per (q tile, head), persistent scheduler on top.",
        "numerical_stability": "online softmax in fp32 with exp2: scores pre-multiplied by log2(e)*scale, running max m, rescale acc by exp2(m_old - m_new) only when the max moved.",
        "trade_offs": "At seqlen=128 the whole problem is one q tile per head, so the fancy pipelining never reaches steady state; fwd+bwd was ~25% slower than FA2 there, most likely CPU launch overhead rather than GPU time.",
    }
