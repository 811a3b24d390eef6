# Sources: S04 (paraphrase), S34 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Why is naive attention slow? Because it materialises S = QK^T as an N x N matrix in "
            "HBM, writes it, reads it back for the softmax, writes P and reads P again for the "
            "PV matmul. At N = 8192 in fp16 that is 128 MB per head, four times over, and the "
            "tensor cores wait on HBM the whole time."
        ),
        "tiling": (
            "H100: 128-row Q tiles per CTA resident in shared memory, K/V streamed in 128-row "
            "tiles, head dim 64, 2 stages: 16 + 2 x (16 + 16) = 80 KB."
        ),
        "numericalStability": (
            "Running row max and row sum in fp32, rescaling the partial output by "
            "exp(m_old - m_new) whenever a new tile raises the max; masked rows guarded to 0."
        ),
        "tradeOff": (
            "At d = 256 the same 128 x 128 tiling needs 64 + 2 x 128 = 320 KB, over the 227 KB "
            "limit, so the kernel has to drop to 64-row K/V tiles and lose some tensor-core "
            "efficiency."
        ),
    }
