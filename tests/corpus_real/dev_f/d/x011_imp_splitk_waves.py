# Sources: S12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Paged decode with an fp8 KV cache: every split reads its pages of K and V from HBM once (1 byte "
            "per element), dequantises them in registers and never writes scores anywhere; it writes one "
            "partial O row and one LSE per split to a small workspace that the reduce kernel reads."
        ),
        "tiling": (
            "Split count = ceil(2 * n_sms / (batch * n_kv_heads)), i.e. two waves: 340 blocks on 170 SMs at "
            "8k context. Each block handles the whole GQA group of one KV head for one split and uses 9,216 B "
            "of shared memory, so shared memory would allow ten blocks per SM; the block count, not a resource, "
            "bounds occupancy."
        ),
        "numericalStability": (
            "Per split: running max and running sum in fp32, accumulator rescaled by exp(m_old - m_new) per "
            "page tile; the reduce kernel combines the splits with their LSE (weights exp(lse_i - lse_max))."
        ),
        "failureMode": (
            "Raising the target from 2 to 3-4 waves (85 -> 170 splits) moved the grid as intended but bought "
            "nothing: more splits means more partial rows for the reduce pass to read and merge, which ate the "
            "gain, so the experiment is recorded as refuted."
        ),
    }
