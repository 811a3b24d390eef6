# Sources: S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "With GQA the Q heads that share one KV head are processed in the same tile, so each K/V row is loaded from VRAM once for all of them instead of once per Q head; the mask is also read once per group. S never leaves the SM.",
        "tiling": "Columns of the tile are (token, q-head-in-group) pairs: with GQA ratio 4 a 32-column tile is 8 tokens x 4 heads. KV is padded to a multiple of 256 for best speed, K/V chunks are streamed through shared memory.",
        "numericalStability": "Softmax in FP32 with a running maximum; VKQ accumulator scaled by exp(old_max - new_max) whenever the max moves, divide by the row sum at the end.",
        "tradeOff": "The GQA path needs extra integer divisions to map column -> (token, head), and without fastdiv those cost 1-2% on some GPU/model/batch combinations; the token granularity also shrinks by the GQA ratio.",
    }
