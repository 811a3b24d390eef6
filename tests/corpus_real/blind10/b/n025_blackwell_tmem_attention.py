# Sources: S25 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "S = QK^T lands in TMEM, P is built in registers and staged through sPk in shared memory for the PV GEMM, O accumulates in TMEM; the only GMEM write is the normalised O in the epilogue.",
        "tiling": "128 query rows per CTA, 4 warps; each lane holds float p_vals[128] = 512 bytes, so P for a 128-key tile costs 64 KB of the 256 KB register file; K/V tiles of 128 keys come in per iteration.",
        "numericalStability": "Per K tile: pass 1 takes the row max over that tile's S, pass 2 computes exp(S - tile max) and the tile sum, P goes to the PV GEMM and O accumulates in TMEM across tiles; the epilogue divides O by the summed tile sums.",
        "tradeOff": "TMEM is shared between the QK output S and the PV output O, so softmax reads cannot be interleaved with PV writes (PV would overwrite S): we must read all of S into registers first, which serialises softmax and PV.",
    }
