# Sources: S21 (learner rewrite of issue thread)
def designOutline():
    return {
        "memoryTraffic": "Both FA2 and FA3 read Q, K, V once per query block and write O plus the LSE; P is not materialised in HBM in either.",
        "tiling": "FA3 on H100: 128 x 128 tiles at d = 128, producer warp does TMA loads into a 2-stage smem ring, two consumer warpgroups ping-pong so one does softmax while the other does WGMMA.",
        "numericalStability": "Online softmax with fp32 max and sum; FA3 also exp2 with the log2(e) folded into the scale and rescales the output only once per tile.",
        "tradeOff": "FA3 is less accurate than FA2 because it trades some precision for speed with its async pipeline, so for bf16 training FA2 is safer.",
    }
