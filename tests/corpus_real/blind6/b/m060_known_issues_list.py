# Sources: S13, S09, S02 (learner rewrite; known-issues list)
def designOutline():
    return {
        "memoryTraffic": "Fused forward writes O (B x H x N x d) and LSE (B x H x N, fp32); no N x N buffer exists in HBM at any point.",
        "tiling": "128 x 128 tiles at d <= 128, 128 x 64 at d = 256; grid (N/128, B*H); K/V double-buffered in shared memory.",
        "numericalStability": "exp2 with log2(e) folded into the softmax scale; running max m and sum l in fp32; rescale by exp2(m_old - m_new).",
        "failureModes": [
            "head dims that are not a multiple of 16 (e.g. 88) cannot use the tensor-core path: MMA fragments are 16 wide, so they fall back to the scalar tile kernel",
            "backward at d > 128 on Ampere: dQ/dK/dV accumulators plus the recomputed P tile exceed shared memory, so it is not supported",
            "dense float bias with a row stride not a multiple of 8: misaligned vector loads, so the fused op is rejected",
        ],
    }
