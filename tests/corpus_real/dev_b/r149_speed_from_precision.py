# sources: S27 (paperjuice FA3 post: "FP8 ... move twice the data"), S26; learner rewrite that mixes up the source of the speed-up
def designOutline():
    return {
        "memoryTraffic": "FlashAttention is fast mainly because it computes in fp16/fp8 instead of fp32: half the bits means twice the data per second from HBM.",
        "tiling": "Br = 128, Bc = 128, d = 128 on H100; 1 producer warpgroup loads K/V tiles with TMA into a 2-stage buffer, 2 consumer warpgroups of 64 query rows each.",
        "numericalStability": "Running max and sum in fp32; exp(m_old - m_new) rescale of the fp32 accumulator per K/V block; P is cast to fp8/fp16 only as the PV matmul operand.",
        "tradeOff": "e4m3 FP8 has a 3-bit mantissa, so a few outlier features in Q or K make per-tensor scaling lose most of the small values; that is why per-block scales and the Hadamard rotation are needed.",
    }
