# sources: S28 (mortalapps FA3 page, quoted in tiling), S3 (FA3 Sec. 3.1-3.2), S29; rest rewritten
def designOutline():
    return {
        "memoryTraffic": "Producer warps move K_j and V_j tiles HBM -> shared memory with TMA while consumers compute; scores and probabilities never touch HBM; per CTA the Q tile is loaded once and O plus the logsumexp are stored once.",
        "tiling": "It introduces warp-specialized software pipelining, strictly dividing warps into pure producers (data movement via TMA) and consumers (computation via WGMMA). It utilizes 2-stage pipelining to hide the low-throughput softmax operations in the shadow of asynchronous matrix multiplications. CTA = 1 producer + 2 consumer warpgroups of 64 query rows each (128-row Q tile), K/V tiles of 128 rows at d = 128; pingpong: warpgroup 1 runs its GEMMs while warpgroup 2 does its softmax, then they swap.",
        "numericalStability": "Running row max and sum in fp32 per consumer warpgroup; after each QK^T the accumulator O is scaled by exp(m_old - m_new); final normalisation by l and lse = m + log(l) written for the backward.",
        "tradeOff": "The intra-warpgroup pipeline keeps S_next and P_cur in registers at the same time, which raises register pressure; at head dim 256 the kernel has to use smaller blocks (128 x 80) so the two stages and the accumulator fit the 255-register limit.",
    }
