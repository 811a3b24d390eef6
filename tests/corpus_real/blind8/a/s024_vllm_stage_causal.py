# Sources: S27 (paraphrase / learner rewrite), S02


def designOutline():
    return {
        "memoryTraffic": (
            "Q block loaded once per program, K/V blocks streamed from HBM; scores and probabilities exist only "
            "on chip; output written once plus the row logsumexp M. No N x N tensor in global memory."
        ),
        "tiling": (
            "Causal forward split into stages: for a query block, the off-band K/V blocks strictly below the "
            "diagonal run without masking (STAGE 1), the diagonal block applies the causal mask inside the "
            "block (STAGE 2 in my numbering), and blocks above the diagonal are skipped entirely. "
            "BLOCK_M = 128, BLOCK_N = 64, head dim 128."
        ),
        "numericalStability": (
            "Accumulations are rescaled by exp(old_max - new_max), giving exactly the two-pass softmax result; "
            "uses exp2 with log2(e) folded into the scale, max and sum in fp32."
        ),
        "tradeOff": (
            "Skipping blocks above the diagonal means the query blocks near the start of the sequence have almost "
            "no work and the last ones have the most, so CTAs finish unevenly (tail effect) unless the grid is "
            "ordered longest-first."
        ),
    }
