# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "Q tile loaded once per work tile, K and V streamed by a producer warp through shared memory",
            "decision": "S and P stay in registers; O goes through smem only for the epilogue and is written to gmem once per work tile",
        },
        "tiling": {
            "mechanism": "persistent kernel: one thread block processes more than one work tile",
            "decision": "128 x 128 tiles at hdim 128 with 2 K/V stages; Q stays fixed in smem while the block moves right over K/V; V and O could share space but O keeps its own buffer",
        },
        "numericalStability": {
            "mechanism": "online softmax as in FA2",
            "decision": "same as FA2",
        },
        "tradeOff": {
            "cost": "O needs its own smem buffer instead of reusing K/V space",
            "cause": "the epilogue of one work tile (writing O to smem and gmem) must overlap the prologue of the next (loading Q and the first K stage); if O aliased K/V the producer would have to wait on barrier_O before loading, and the overlap is lost",
        },
    }
