# Sources: S14 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K and V come from storage buffers; the 32x32 score tile lives in var<workgroup> shared_scores, so scores never go back to a storage buffer; output written once.",
        "tiling": "workgroup_size(32, 32, 1); shared_q, shared_k, shared_v are 32x64 f32 tiles (8 KB each) + 32x32 scores (4 KB); workgroup_id.x = sequence block, .y = head, .z = batch.",
        "numericalStability": "shared_max and shared_sum per row for numerical stability",
        "tradeOff": "f32 everywhere because WebGPU f16 is an optional feature: it doubles the bytes per tile, so a 64-wide head already uses ~28 KB of the 32 KB workgroup storage limit and larger heads cannot be tiled this way.",
    }
