# Sources: S37 (paraphrase / learner rewrite), S38 (paraphrase)
BLOCK_M, BLOCK_N, D, BYTES = 128, 64, 128, 2
Q_KB = BLOCK_M * D * BYTES // 1024
KV_KB = 2 * BLOCK_N * D * BYTES // 1024


def designOutline():
    return {
        "memoryTraffic": "S = QK^T and P are never written to HBM; the kernel reads Q, K, V and writes O plus "
                         "one fp32 logsumexp per row, so HBM traffic is O(N d) per head pass instead of O(N^2).",
        "tiling": f"BLOCK_M = {BLOCK_M} query rows per CTA stay in shared memory, BLOCK_N = {BLOCK_N} K/V rows "
                  f"per step, d = {D}, fp16: Q tile {Q_KB} KB + K/V tiles {KV_KB} KB per stage, 2 stages -> "
                  f"{Q_KB + 2 * KV_KB} KB of shared memory.",
        "numericalStability": "online softmax: m and l per row in fp32; scores scaled by log2(e) so exp2 is used; "
                              "acc and l multiplied by exp2(m_old - m_new) whenever the max grows.",
        "tradeOff": f"BLOCK_M = {2 * BLOCK_M} would halve K/V re-reads, but the fp32 accumulator "
                    f"({2 * BLOCK_M} x {D} floats) no longer fits in registers and spills, lowering occupancy.",
    }
