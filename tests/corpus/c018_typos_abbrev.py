def designOutline():
    return {
        "memoryTraffic": "fuse evrything in 1 kernel -> the NxN attn matrix (S and P) is never writen to hbm. read q,k,v once per tile, write o + lse (fp32) only",
        "tiling": "q blk = 128 rows stays in smem, k/v blks of 64 rows get streamed thru smem in the inner loop. grid is (n/128, b*h), 4 warps/blk",
        "numericalStability": "online softmax w/ running max + running sum per row, rescale acc by exp(m_old - m_new) when max changes. accumulate in fp32 not fp16",
        "tradeoffs": "bigger blocks = more regs per thread -> spills + less occupancy. also smem runs out for headdim 256",
    }
