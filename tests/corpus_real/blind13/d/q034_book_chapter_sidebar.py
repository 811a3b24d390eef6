# Sources: S04 (paraphrase), S25 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Sidebar 8.2 - counting bytes. For N = 4096, d = 64, fp16, one head: Q, K, V and O are "
            "512 KB each. Unfused attention adds a 32 MB S write, a 32 MB S read, a 32 MB P write "
            "and a 32 MB P read - about 128 MB of extra traffic. The fused kernel keeps S and P "
            "on chip, never writing them to HBM, so per head it moves Q once, K and V once per "
            "query block, and writes O and a 16 KB fp32 LSE."
        ),
        "tiling": (
            "Br = 128 query rows per CTA (16 KB Q tile resident in shared memory), K/V tiles of "
            "Bc = 64 rows (8 KB each) streamed through a 2-stage pipeline, 48 KB in total; for "
            "N = 4096 the grid is (32, batch x heads) with 4 warps per CTA."
        ),
        "numericalStability": (
            "Per-row running max and sum in fp32; accumulator multiplied by exp(m_old - m_new) "
            "whenever the max changes; LSE = m + log(l) written at the end."
        ),
    }
