# Sources: S33 (*) (paraphrase / learner rewrite)
# Reading-response paper, FA3 section 3.


def designOutline():
    return {
        "memoryTraffic": (
            "Fused forward: S and P never reach HBM; the kernel reads Q, K, V (K/V once per "
            "128-row query tile) and writes O plus the logsumexp."
        ),
        "tiling": (
            "Br = 128, Bc = 128, d = 128; K/V in a 2-stage smem pipeline fed by TMA from a "
            "producer warp; two consumer warpgroups, grid = (N/128, batch*heads)."
        ),
        "numericalStability": (
            "Within one warpgroup the softmax of block j runs while the tensor cores are busy "
            "with the QK^T GEMM of block j+1, and across warpgroups a barrier makes them take "
            "turns, so the exp units and the tensor cores are both busy."
        ),
        "tradeOff": (
            "The H100 SXM does ~989 TFLOPs of bf16 matmul but only ~3.9 TFLOPs of exp (MUFU), so "
            "for d = 128 the exponentials take a large fraction of the GEMM time; without the "
            "overlap the tensor cores idle during every softmax."
        ),
    }
