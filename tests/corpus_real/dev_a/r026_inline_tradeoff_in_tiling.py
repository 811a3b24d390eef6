# sources: S3 (FA3 Sec. 3.1-3.2 on register budget), S30 (zhangjun notes), learner rewrite with the trade-off inline
def designOutline():
    return {
        "memoryTraffic": "One fused kernel reads Q, K, V tiles from global memory and writes only O and the per-row log-sum-exp; the score matrix and the probabilities are never materialised in global memory.",
        "tiling": "Br = Bc = 128 with head dim 128: each CTA holds its 128 x 128 Q tile (32 KB) and two stages of K and V tiles (2 x 64 KB) in shared memory, 160 KB in total, and loops over K/V tiles. Trade-off: the 128 x 128 fp32 score tile needs 64 KB of registers per CTA on top of the 64 KB output accumulator, so only one CTA fits on an SM and any larger tile spills.",
        "numericalStability": "Per query row: running max m and sum l in fp32; before adding a new tile, acc and l are multiplied by exp(m_old - m_new); p = exp(s - m_new) is cast to bf16 only for the PV matmul; at the end O = acc / l.",
    }
