# Sources: I19 (paraphrase of the issue thread; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Between GPUs: K and V blocks go to the next rank with P2P send/recv; inside each step the "
                         "flash_attn kernel keeps S in SRAM and returns only out and lse.",
        "tiling": "ring of 8 GPUs, each holds seq/8 tokens of q, k, v; at step t a rank calls flash_attn on its "
                  "local q and the kv block received from rank (r - t) mod 8.",
        "numericalStability": "merge step results with lse: new_lse = lse + log(1 + exp(block_lse - lse)), "
                              "out = out - sigmoid(block_lse - lse) * (out - block_out); lse kept in fp32.",
        "tradeOff": "flash_attn returns out in bf16 for each block, so the running out is merged with bf16 inputs "
                    "instead of fp32 partials: the rounding error grows with the number of ring steps.",
    }
