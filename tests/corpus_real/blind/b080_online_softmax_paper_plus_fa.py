# Sources: S04 (arXiv:1805.02867), S01, S02
# Short excerpts plus learner glue.

def designOutline():
    return {
        "memoryTraffic": (
            "Rather than materialising S, the kernel keeps it on chip: Q_i loaded once into SRAM, K_j and V_j "
            "streamed; O_i and L_i are the only writes, so extra memory is O(N) instead of O(N^2)."
        ),
        "tiling": (
            "Thread block per row-block of Q (Br = 128), K/V column blocks of Bc = 128 for d = 64; "
            "split-Q across 4 warps so warps don't exchange partial results through shared memory."
        ),
        "numericalStability": (
            "Online normalizer calculation: m_j = max(m_{j-1}, x_j), d_j = d_{j-1} e^(m_{j-1} - m_j) + "
            "e^(x_j - m_j), applied per K/V block to the fp32 row max, row sum and the output accumulator."
        ),
        "tradeOff": (
            "Bc = 128 with d = 64 keeps a 128 x 128 fp32 score tile in registers across 4 warps (128 floats "
            "per thread); going to d = 128 with the same tile exceeds 255 registers and spills, so Bc drops to 64."
        ),
    }
