# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Per GPU the fused attention kernel reads its local Q shard and the K/V shard it "
            "currently holds, and never writes scores to HBM; K/V shards travel between GPUs in "
            "a ring over NVLink while the local kernel computes. Each GPU writes partial O and "
            "fp32 LSE for its Q shard."
        ),
        "tiling": (
            "Sequence split over CP ranks (2 chunks per rank for causal load balance); inside a "
            "rank the usual kernel: 128-row Q tiles per CTA resident in smem, 64-row K/V tiles "
            "streamed, grid = (local_seq / 128, heads, batch)."
        ),
        "numericalStability": (
            "Each ring step returns (O_i, lse_i) in fp32; they are merged with "
            "lse = logaddexp(lse_a, lse_b), O = exp(lse_a - lse) O_a + exp(lse_b - lse) O_b, "
            "which is exactly the online-softmax rescale applied across GPUs."
        ),
        "tradeOff": (
            "With a short local sequence the per-step attention is too short to hide the K/V "
            "transfer to the next rank, so GPUs stall on communication and context parallelism "
            "buys nothing below a few thousand tokens per rank."
        ),
    }
