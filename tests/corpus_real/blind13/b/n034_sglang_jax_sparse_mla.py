# Sources: S31 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Only the K selected latent rows (576 bf16 each) per query are DMA'd HBM -> VMEM, "
            "driven by indices read on-chip; each fetched row feeds an [H, 576] matmul for all "
            "heads at once; the [H, 512] output is written once per query."
        ),
        "tiling": (
            "grid over (batch, query_token); per step DMA units of 64 selected rows "
            "(64 x 576 x 2 B = 72 KB), double-buffered; H = 128 heads form the M dimension of the "
            "MXU matmul; the number of selected rows is static, only the addresses are dynamic."
        ),
        "numericalStability": (
            "Because the selection is sparse, a running max over partial units gives wrong "
            "probabilities, so we do a first pass over all selected rows to get the exact row "
            "max, then a second pass for exp and PV, accumulating in fp32."
        ),
        "tradeOff": (
            "Queries cannot share a K matmul (each has its own top-k set), so parallelism comes "
            "only from the head dim: with H = 16 on smaller models the MXU is 1/8 used."
        ),
    }
