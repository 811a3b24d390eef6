# Sources: S24 (paraphrase of a PR description)

def designOutline():
    return {
        "memoryTraffic": "Splash attention keeps each score tile in VMEM/vregs: Q block, K block and V block come in from HBM, the block's scores, mask and probabilities never go back out, and only O plus the logsumexp are written.",
        "tiling": {
            "mechanism": "square causal block grid, block_q = block_kv = 2048 at S = 4096",
            "decision": "fully masked blocks (kv block > q block) are skipped; on the partial-mask diagonal block the QK matmul is split into a 2 x 2 sub-grid (qk_diag_grid = 2) and the sub-tiles entirely above the causal line are not computed",
        },
        "numericalStability": "Online softmax with a running max per query row in fp32; masked positions get mask_value before the max so the running max never comes from a masked score, and the accumulator is rescaled by exp(m_old - m_new).",
        "tradeOff": "A diagonal block computes the whole B x B score tile and then masks the upper triangle, so with N = S/block blocks per side 1/(N+1) of the QK matmul is thrown away (about 1/3 at S = 4096, block 2048); splitting the diagonal tile recovers it but adds sub-tile bookkeeping and only works for square causal layouts.",
    }
