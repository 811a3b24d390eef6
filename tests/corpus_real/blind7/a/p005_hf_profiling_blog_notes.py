# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Math backend: S [seq, seq] per head is written to HBM, read back to scale, written again "
                         "for the mask, read for softmax... In the flash kernel the full score matrix is never "
                         "written to HBM; one fused kernel reads Q, K, V tiles and writes O.",
        "tiling": "walks over K and V in tiles of 64 keys while the Q tile of 128 rows stays on chip; the output "
                  "is accumulated one tile at a time in registers.",
        "numericalStability": "running softmax: per row a running max and running sum in fp32; the partial "
                              "output is rescaled by exp(m_prev - m_new) when a tile brings a bigger max. "
                              "Matmuls stay in bf16 on the tensor cores.",
        "tradeOff": "Under the profiler flash shows something like 13% achieved occupancy. Looks wrong but it "
                    "is fine, that's just how it looks.",
    }
