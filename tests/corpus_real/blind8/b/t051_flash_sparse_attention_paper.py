# Sources: S08 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "The NSA selected-attention kernel loads, for each query position, all query heads of a GQA "
            "group and only the top-n selected KV blocks from HBM; FSA instead keeps one KV block on chip "
            "and visits the queries that selected it, writing per-block partial outputs and lse to HBM "
            "that a separate reduction kernel combines."
        ),
        "tiling": (
            "Loop order swapped: NSA's outer loop is over query positions (the group's heads form the "
            "M dimension of the MMA), FSA's outer loop is over KV blocks with the inner loop over the "
            "query tokens that selected that block, so the MMA M dimension no longer depends on the GQA size."
        ),
        "numericalStability": (
            "Each (query, block) partial keeps its row max and sum in fp32; the reduction kernel merges "
            "partials with their lse, rescaling by exp(lse_i - lse) so the result equals one softmax over "
            "all selected blocks."
        ),
        "tradeOff": (
            "NSA's query grouping is efficient only with many query heads per GQA group; with the small "
            "groups of modern LLMs (e.g. 4 heads) the MMA rows are padded and most of the tensor-core work "
            "is wasted. FSA pays instead an extra reduction kernel and HBM buffers for the partials."
        ),
    }
