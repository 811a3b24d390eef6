# Sources: S09 (paraphrase of notes)
def designOutline():
    return {
        "memoryTraffic": (
            "Token compression: aggregate sequential blocks of keys/values into block-level "
            "representations that capture the information of the whole block."
        ),
        "tiling": (
            "Different query grouping: for each position on the query sequence load all query heads of "
            "the GQA group (sharing one KV head) into SRAM together, then fetch only that group's selected "
            "KV blocks, instead of FlashAttention's temporally contiguous query blocks, which may need "
            "disjoint KV blocks."
        ),
        "tradeOff": (
            "Selection is blockwise, not per token: gathering scattered single tokens would waste tensor "
            "cores, so the cost is that fine-grained importance inside a selected block is lost."
        ),
    }
