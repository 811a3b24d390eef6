# Sources: S45, S46, S53 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Q, K, V and O live in HBM; the Pallas pipeline copies blocks into VMEM, the MXU computes the "
            "block_q x block_k scores into VMEM/vregs and they are consumed there. Only O (and l, m for the "
            "backward) are copied back to HBM; the full score matrix is never written."
        ),
        "tiling": (
            "BlockSizes(block_q=512, block_k_major=512, block_k=512, block_b=1), head_dim = 128, bf16. Grid = "
            "(batch, heads, N/512 q blocks, N/512 k_major blocks); the first three axes are 'parallel', the "
            "last is 'arbitrary' (sequential) because the accumulator is carried across it. VMEM per step: "
            "q block 512 x 128 x 2 B = 128 KiB, k and v blocks 128 KiB each, double-buffered by the pipeline -> "
            "128 + 2 x 256 = 640 KiB, plus fp32 acc 512 x 128 x 4 = 256 KiB and m/l scratch; far below VMEM. "
            "All block dims are multiples of 128 to match the MXU and the lane width."
        ),
        "numericalStability": (
            "m and l kept in fp32 VMEM scratch as [block_q, 128] (broadcast over lanes); each k block: "
            "m_new = max(m, rowmax(s)), acc and l scaled by exp(m - m_new); acc / l written on the last k step."
        ),
        "tradeOff": (
            "For sequences shorter than 512 the blocks are mostly padding and the kernel buys nothing over "
            "XLA's fused attention; the block sizes also have to be re-chosen per TPU generation because VMEM "
            "capacity and MXU count differ."
        ),
    }
