# Sources: S11 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Decode attention kernels are memory-bandwidth bound. Each decode step forms one query and rereads all C0 + (g-1) prior positions; over G steps the total is G*C0 + G(G-1)/2 positions, i.e. Theta(G*C0 + G^2). Required bandwidth = active context x KV bytes per token x tokens per second.",
        "tiling": "Per (sequence, KV head) one CTA; KV cache walked in pages of 16 tokens, 4 pages (64 tokens, d = 128) loaded per iteration into shared memory; the 4 query heads of a GQA group share the loaded tile.",
        "numericalStability": "Keep running max and sum in fp32 over pages; rescale the partial output by exp(m_old - m_new) each time the max grows.",
        "tradeOff": "Paged KV means non-contiguous loads (page table indirection), so loads are less coalesced and small pages waste bandwidth.",
    }
