# Sources: S05, S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Decode-style kernel: the KV cache is streamed from HBM block by block, each K/V block read once per "
            "query head group; the scores S and probabilities P stay in registers and are never written to HBM. "
            "Only O and lse per head/row go back."
        ),
        "tiling": (
            "Each CTA handles one (batch, head-group) and 64 query rows (all heads of the group after the "
            "GQA/MLA reshape); K/V blocks of 64 tokens are loaded into shared memory with a 2-stage pipeline, "
            "and the head dimension is processed in 64-wide chunks so the tiles fit."
        ),
        "numericalStability": (
            "Running max m and running sum l per row in fp32. When the new block has max m_new we scale the "
            "previous accumulator and l by scale = exp(m_new - m_old), then add exp(S - m_new) V. Final O = acc / l."
        ),
        "tradeOff": (
            "For long contexts with batch 1 there are too few CTAs to fill 132 SMs, so the KV sequence is split "
            "and an extra combine step merges the partial results, which costs one more kernel launch."
        ),
    }
