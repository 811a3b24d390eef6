# Sources: S17 (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": "Decode: the single query attends over the cached K/V; K and V tiles are loaded HBM -> SBUF once, QK and the softmax stay in PSUM/SBUF, only o (1, d) goes back to HBM. Query heads that share a KV head share its K/V loads.",
        "tiling": "d on the partition axis (d <= 128); KV tiled in TILE_KV = 128 columns; GQA groups of query heads processed together per KV head.",
        "numerical_stability": "Running online softmax with state carried across KV tiles: running max and running sum in fp32, the previous output rescaled by exp(m_old - m_new) before each new tile.",
        "failure_modes": "d is capped at 128 because d sits on the 128-lane partition axis; and with no split-KV one core walks the whole cache, so very long contexts are slow until flash-decoding splits land.",
    }
