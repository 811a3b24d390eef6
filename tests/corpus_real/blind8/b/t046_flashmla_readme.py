# Sources: S51 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "MLA decode: one latent KV head (512 + 64 rope dims) shared by all query heads",
            "decision": "each paged KV block is read from HBM once and reused by all h_q heads; up to 3000 "
                        "GB/s in the memory-bound configuration on H800 SXM5",
        },
        "tiling": {
            "mechanism": "paged kvcache with block size 64, split-KV scheduling",
            "decision": "get_mla_metadata(cache_seqlens, s_q * h_q // h_kv, h_kv) returns the "
                        "tile_scheduler_metadata and num_splits that assign KV blocks to SMs",
        },
        "numericalStability": {
            "mechanism": "flash_mla_with_kvcache returns o and lse",
            "decision": "splits are merged by rescaling each partial output with exp(lse_i - lse) in fp32",
        },
        "tradeOff": {
            "cost": "Hopper only",
            "cause": "the kernel is built on TMA and wgmma (SM90), so Ampere needs a port, which one fork "
                     "reports is slow because of register overflow",
        },
    }
