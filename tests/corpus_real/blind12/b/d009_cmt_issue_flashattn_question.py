# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Our self attention is only a 900 x 900 matrix, the memory allocation is not time consuming, so FlashAttn is helpless in such a case.",
        "tiling": "Query blocks of 64 rows and key blocks of 64 rows per head; one program per (query block, batch*head), K/V streamed in the inner loop.",
        "numericalStability": "Online softmax keeps the running max and sum per query in fp32; the old output is rescaled by exp(m_old - m_new) when a later key block has a larger score.",
        "tradeOff": "FlashAttn cannot support an arbitrary mask: the denoising group mask is as large as the attention map itself, so it would have to be read from HBM in full for every block, which kills the saving, and it needs very complex CUDA programming.",
    }
