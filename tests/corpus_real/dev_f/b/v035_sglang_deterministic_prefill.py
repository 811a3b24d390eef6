# Sources: S35 (paraphrase of PR review diff)
def designOutline():
    return {
        "memoryTraffic": "One kernel walks prefix and extend KV tokens; QK^T and the softmax stay in registers; O = acc / deno is stored once per BLOCK_M rows.",
        "tiling": "Unified loop: for start_n in range(0, cur_seq_kv_len, BLOCK_N) over prefix + extend KV with a causal mask only on the extend part; no split-KV, so every query block reduces in the same fixed order.",
        "numericalStability": "e_max initialised to -inf in fp32, deno and acc rescaled by exp(e_max_old - e_max_new) at each block, final divide acc / deno at the store.",
        "tradeOff": "Deterministic mode gives up split-KV parallelism: a single stage processes the whole prefix per query block, which is slower for long prefixes with few query blocks.",
    }
