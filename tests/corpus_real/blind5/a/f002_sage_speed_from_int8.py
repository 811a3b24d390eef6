# Sources: S43, S37 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: QK^T, softmax and PV in one pass, S/P tiles kept in SRAM and discarded, only O (and lse) written back to HBM. So traffic is O(N*d) not O(N^2).",
        "tiling": "BLOCK_M=128 query rows per program, BLOCK_N=64 keys per inner iteration, head dim 128, Q tile resident in shared memory for the whole loop, K/V double buffered.",
        "numericalStability": "online softmax (running max + running denominator, fp32), old accumulator rescaled with exp(m_old-m_new) every block",
        "tradeOff": "Flash attention is fast mainly because the matmuls run in low precision (INT8 for QK, FP8 for PV), so it trades a small accuracy loss for the speed; in practice the loss is negligible for diffusion models.",
    }
