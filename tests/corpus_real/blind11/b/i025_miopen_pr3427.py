# Sources: S28 (learner rewrite; learner applies the accumulator lesson to attention)

def designOutline():
    return {
        "memoryTraffic": "The fp16 accumulator was changed to fp32 and there was no slowdown: 0.01335 ms vs 0.01332 ms, and the error dropped from 0.000235 to 0.000022.",
        "tiling": "Query blocks of 64 rows per workgroup, K/V blocks of 64 rows staged in LDS, head_dim = 64: 8 KB + 2 x 8 KB, 256 threads (4 wavefronts).",
        "numericalStability": "Accumulate in fp32 even when inputs are fp16 (fp32 += fp16 * fp16), subtract the running row max before exp and rescale the accumulator with exp(m_old - m_new) when the max grows.",
        "tradeOff": "fp32 accumulators double the register footprint of the output tile; at head_dim = 128 with 64-row blocks that pushes VGPR use up and cuts the number of waves per SIMD.",
    }
