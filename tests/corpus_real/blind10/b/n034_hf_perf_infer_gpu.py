# Sources: S34 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Standard attention is memory-bound: it writes the full attention matrix to HBM and reads it back for the softmax and for the multiplication with V.",
        "tiling": "FlashAttention-2 additionally parallelizes over sequence length: the grid is (query blocks of 128 rows) x (batch x heads), and inside a block the work is partitioned between warps by query rows so warps do not exchange partial sums through shared memory.",
        "numericalStability": "Online softmax with a running row max and sum in fp32; the output accumulator is rescaled by exp(m_old - m_new) and divided by the sum only once at the end.",
        "tradeOff": "With padded batches the kernel still spends its tiles on pad tokens unless the input is unpadded into varlen form first, so batches with very uneven lengths get little speed-up.",
    }
