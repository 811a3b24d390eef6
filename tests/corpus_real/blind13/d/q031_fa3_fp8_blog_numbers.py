# Sources: S22 (paraphrase), S28 (*) (paraphrase), S27 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "FA3 on H100 SXM (3.35 TB/s): TMA copies Q once and K/V tile by tile into shared "
            "memory; S and P never round-trip through HBM; the epilogue writes O (bf16 or fp8 "
            "scaled) and an fp32 LSE per row. For N = 8k, d = 128, one head that is 2 MB of O "
            "instead of a 128 MB fp16 S matrix written and read twice."
        ),
        "tiling": (
            "d = 128, bf16: Br = 128 query rows across two consumer warpgroups (64 rows each), "
            "Bc = 128 keys per K/V tile, K/V ring buffer with 2 stages: "
            "32 KB + 2 x (32 + 32) KB = 160 KB of the 227 KB per CTA; one producer warpgroup "
            "issues the TMA loads with setmaxnreg lowered so consumers get more registers."
        ),
        "numericalStability": (
            "Softmax in fp32 registers: running row max m and sum l, O accumulator rescaled by "
            "exp2(m_old - m_new) (log2(e) folded into the softmax scale). In the FP8 path, Q and K "
            "are multiplied by a random orthogonal (Hadamard) matrix before quantisation so "
            "outlier features are spread out, and block-wise scales are kept per tile."
        ),
        "tradeOff": (
            "FP8 halves bytes and roughly doubles tensor-core throughput, but e4m3 has only 3 "
            "mantissa bits, so without the Hadamard rotation a few outlier channels saturate the "
            "per-tensor scale and the rest of the values lose most of their precision."
        ),
    }
