# sources: S14 (flash-attention issue #67), S34 (thunlp/InfLLM issue #7 "OutOfResources: shared memory"); learner outline with the failure stated inside tiling
def designOutline():
    return {
        "memoryTraffic": "Only the Q block, streamed K/V blocks and the final O/logsumexp cross HBM; S and P are produced and consumed inside one CTA and never written out.",
        "tiling": [
            "BLOCK_M = 128, BLOCK_N = 64, head dim 128, num_stages = 2: 32 KB Q + 2 x 32 KB K/V = 96 KB shared memory per CTA.",
            "This fails when the same Triton config is run on a GPU with 99 KB of shared memory per block (RTX 4090): with num_stages = 3 it needs 128 KB, so Triton raises OutOfResources: shared memory and the autotuner must drop to BLOCK_N = 32 or 2 stages.",
        ],
        "numericalStability": "exp2 trick: multiply scores by sm_scale * log2(e), keep m_i and l_i in fp32, alpha = exp2(m_i - m_new) rescales l_i and acc each step, final acc / l_i.",
    }
