# Sources: S25 (*) (paraphrase), S04 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Forward: Q, K, V tiles are loaded into SRAM; each S tile is computed there, and to "
            "make the backward cheap the kernel writes each S tile out to HBM as it goes so the "
            "backward can read the scores back instead of redoing QK^T. O is written at the end."
        ),
        "tiling": (
            "A100, d = 64, fp16: 128-row Q tile resident in smem (16 KB), 64-row K/V tiles "
            "streamed (8 KB each); grid (N/128, B*H); 4 warps."
        ),
        "numericalStability": (
            "Running max m and sum l per row in fp32; acc rescaled by exp(m_old - m_new) on each "
            "new max; LSE kept per row."
        ),
        "tradeOff": (
            "Writing the S tiles means the backward reads O(N^2) bytes from HBM; for long "
            "sequences this traffic grows quadratically, which slows the backward down."
        ),
    }
