# Sources: S44 (paraphrase / practitioner rewrite)
# Trn2, token generation.


def designOutline():
    return {
        "memoryTraffic": (
            "Token generation: RMSNorm, QKV projection, RoPE, attention, KV-cache update and the "
            "output projection all run out of SBUF; only the new K/V row is written to the HBM "
            "cache and the layer output goes back; the [H, ctx] scores stay in SBUF/PSUM."
        ),
        "tiling": (
            "Q heads on the 128 SBUF partitions; the KV cache is streamed in 512-token chunks per "
            "matmul into a PSUM bank (2 KB per partition, fp32); Q heads sharing one KV head (GQA) "
            "sit on the same partitions; SPMD shards the batch across the cores."
        ),
        "numericalStability": "The softmax is done carefully so that it does not overflow.",
        "tradeOff": (
            "Whole-block fusion only works for token generation: for prefill the [S, S] scores "
            "per head no longer fit a PSUM bank, so context encoding uses a separate flash kernel "
            "- two code paths with different numerics to keep in sync."
        ),
    }
