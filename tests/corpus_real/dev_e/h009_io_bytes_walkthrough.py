# Sources: S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Worked numbers, N = 4096, d = 128, fp16. Standard attention: read Q and K (1 MB each), write S (32 MB), read S and write P (64 MB), read P and V, write O - well over 100 MB. Fused kernel: read Q once, K and V once per query block, write O (1 MB) plus a 16 KB logsumexp; S and P never leave SRAM.",
        "tiling": "Br = 128 query rows resident per CTA, Bc = 64 key rows per inner step, d = 128: 32 KB for Q plus 16 + 16 KB for a K/V stage in shared memory.",
        "numericalStability": "Running max and running denominator per row in fp32; on each new block, scale the old output by exp(m_old - m_new) and add exp(S - m_new) V.",
        "tradeOff": "K and V are re-read once per query block, so at N = 4096 with Br = 128 that is 32 passes over 2 MB of K/V; halving Br to 64 doubles those HBM re-reads, so Br cannot be made small just to gain occupancy.",
    }
