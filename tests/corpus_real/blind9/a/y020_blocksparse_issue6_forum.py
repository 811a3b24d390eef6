# Sources: S20, B2 (paraphrase / learner rewrite, non-native English)
def designOutline():
    return {
        "memoryTraffic": "Flash attention is IO aware, so it has less HBM access and is faster.",
        "tiling": "Tokens are tiled in chunks of 128: BLOCK_M = 128 query rows and BLOCK_N = 128 key rows, d = 128, "
                  "fp16, so Q, K and V tiles are 32 KB each, 96 KB per CTA in shared memory. The main loop runs "
                  "over K/V blocks; a block that the mask skips completely is skipped at block level.",
        "numericalStability": "Running row max m and row sum l in fp32 registers; each new K/V block: "
                              "m_new = max(m, rowmax(S)), acc and l multiplied by exp(m - m_new), then acc += exp(S - m_new) V.",
        "tradeOff": "Because the kernel tiles in 128 and skips only whole blocks, a sparse mask with 64 granularity "
                    "needs extra masking inside every tile, so each step does more work.",
    }
