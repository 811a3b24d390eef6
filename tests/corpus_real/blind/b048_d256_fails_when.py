# Sources: S28 (flash-attention issue #2750), S29 (huggingface/candle PR #3456)
# Learner rewrite; failure stated inline.

def designOutline():
    return {
        "memoryTraffic": (
            "S and P stay in registers; per CTA the Q tile is read once and K/V tiles are read once each; "
            "only O and the logsumexp are stored."
        ),
        "tiling": (
            "Forward tile 128 x 64 (Br x Bc) for head dim up to 128 with 2 K/V stages; for head dim 256 we use "
            "64 x 64 tiles (for head_dim > 256 the kernel requires kBlockN >= 64, which needs more shared memory "
            "than some GPUs have). This fails when head_dim = 256 on sm_86/sm_89 with the 128 x 64 tile: it needs "
            "131,072 bytes of shared memory and those GPUs allow only 101,376 per block, so the launch errors "
            "with cudaErrorInvalidValue."
        ),
        "numericalStability": (
            "Running row max and row sum in fp32; every new K/V tile rescales the fp32 accumulator by "
            "exp(m_prev - m_new); output divided by the row sum once at the end."
        ),
    }
