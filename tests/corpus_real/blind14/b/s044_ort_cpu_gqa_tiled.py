# Sources: S47 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "no [B, N, S, T] probability matrix is ever allocated or written to DRAM",
            "decision": "K/V (int8/int4) are processed in L2-sized blocks of Bc, so the scratch per "
                        "head is S x Bc instead of S x T (13-24x less peak memory at S = 4096)",
        },
        "tiling": {
            "mechanism": "K/V blocks sized for L2, one thread per (batch, head) in prefill",
            "decision": "Bc chosen so a K/V block plus its score block fit in L2; decode (S = 1): "
                        "when batch*heads < threads, idle threads take disjoint chunks of the KV "
                        "sequence (flash decoding)",
        },
        "numericalStability": {
            "mechanism": "online softmax per query row with running max m and sum l in fp32",
            "decision": "output accumulator rescaled by exp(m_old - m_new) per block; in flash "
                        "decoding each worker keeps its own (m, l, acc) and the reduce phase "
                        "rescales each by exp(m_i - m_max) before summing",
        },
        "tradeOff": {
            "cost": "flash decoding adds a reduce phase and partial buffers",
            "consequence": "for short KV the reduce overhead dominates, so it is only used when "
                           "batch*heads < threads and the KV is long",
        },
    }
