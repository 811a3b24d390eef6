# Sources: S43, S42 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": [
            "Q row for each thread loaded once into vec4 registers",
            "K and V tiles loaded once per workgroup into workgroup memory and shared by all 64 rows",
            "scores never written to a storage buffer; O and L (logsumexp) written once",
        ],
        "tiling": [
            "BR = 64 query rows per workgroup, BC = 32 keys per tile",
            "workgroup id = (q block, head, batch)",
            "causal: key tiles whose start is after the last query row are skipped",
        ],
        "numericalStability": [
            "m starts at -3.4e38 (finite) so exp(m - m_new) is 0, not NaN, on the first tile",
            "o_acc and l multiplied by exp(m - m_new) before adding the tile",
            "inv_l = 0 when l = 0 for fully masked rows",
        ],
        "tradeOff": [
            "each thread keeps a full head_dim/4 vec4 row of Q and O in registers, so at head_dim 128 that is 64 vec4 per thread and the shader compiler spills on mobile GPUs",
        ],
    }
