# Sources: S41 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "pallas_call with BlockSpecs: q block (block_q, d) stays for the whole program; k and v are sliced with pl.ds inside a fori_loop and read from HBM into SRAM; the logits block is a local value, never stored; o and the per-row lse are the only outputs.",
        "tiling": "block_q = 128, block_k = 64, d = 64, num_warps = 4, num_stages = 2; grid = (seq_len // 128, batch * heads).",
        "numericalStability": "m_i, l_i initialised to -inf and 0 in fp32; in the loop m_new = max(m_i, s.max(-1)), correction = exp(m_i - m_new), l_i = l_i*correction + p.sum(-1), o = o*correction[:, None] + p @ v.",
        "tradeOff": "The Pallas GPU lowering goes through Triton, so changing block_q/block_k means a recompile for each (shape, block) combination; autotuning over blocks costs minutes of compile time per model.",
    }
