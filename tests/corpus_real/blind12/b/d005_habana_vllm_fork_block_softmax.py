# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "flat_pa gathers the paged K/V blocks from HBM through the block table; the scores of one KV block stay on chip and are consumed immediately by the PV matmul, so no N x N tensor is written; the output is written once.",
        "tiling": "K/V are processed in cache blocks of 128 tokens (the KV block size); one block_softmax call covers one KV block for all query tokens of the sequence.",
        "numericalStability": "block_softmax subtracts a fixed max value of 10 instead of computing the real row max: after the 1/sqrt(d) scaling the scores are small, so a constant is enough and we save the max reduction.",
        "tradeOff": "For some models, e.g. Qwen2-7B, Q*K^T*scale reaches 2000+, the exp overflows and the generation turns into '!!!!!!'.",
    }
