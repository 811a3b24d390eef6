# Sources: S22 (paraphrase of a flash-card drill set)


def designOutline():
    return {
        'memoryTraffic': (
            'FlashAttention-2 reduces HBM traffic to O(N): it tiles Q, K, V in SRAM and writes '
            'only O and the logsumexp back, so the traffic is linear in sequence length.'
        ),
        'tiling': (
            'BLOCK_M = 128 query rows per program, BLOCK_N = 64 key rows per inner step, H100 '
            'gives 228 KB of shared memory per SM for the tiles; Q tile stays resident, K/V '
            'stream.'
        ),
        'numericalStability': (
            'Two scalars per row: m (running max of logits) and l (running sum of exp(logit − '
            'm)); on each new tile both are corrected with exp(m_old − m_new).'
        ),
        'tradeOff': (
            'FA3 cannot run on A100: it depends on Hopper-only TMA and warpgroup MMA, so on '
            'Ampere you fall back to FA2.'
        ),
    }
