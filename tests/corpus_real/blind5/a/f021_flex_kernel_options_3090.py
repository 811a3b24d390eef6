# Sources: S20 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "q, k, v loaded block-wise from HBM, output + logsumexp stored; score matrix only exists per block in SRAM",
        "tiling": "On a 3090 (~100 KB smem per block) I pass kernel_options = {BLOCK_M: 64, BLOCK_N: 64, num_stages: 1} for head dim 128: Q 16 KB + K 16 KB + V 16 KB = 48 KB, fits; the defaults (128x128, more stages) are tuned for A100/H100.",
        "numericalStability": "m_i and l_i per query row, alpha = exp(m_i - m_new) applied to acc and l_i each step, fp32.",
        "tradeOff": "Smaller blocks fit consumer-GPU shared memory but each K/V tile is reused by only 64 query rows, so K and V are re-read from HBM twice as often as with 128-row blocks; the kernel is slower but it compiles.",
    }
