# Sources: S22 (paraphrase, non-native English)
def designOutline():
    return {
        "memoryTraffic": (
            "Before, q1/q1_split kernels run one workgroup per query head, so every head in GQA "
            "group re-read same K and V rows from memory. MQ kernels read each K/V row only once "
            "per KV head, and the scores are kept in private memory, not written to global."
        ),
        "tiling": (
            "MQ_GQA=2/3 programs at head_dim 128, cluster with FA_CL_C=16 for head_dim 64 GQA=8; "
            "one workgroup per KV head, work items split the KV sequence, partials go to pooled "
            "flash-decoding buffer."
        ),
        "numericalStability": "online softmax, fp32, max, exp, sum",
        "tradeOff": (
            "q1_split uses 1168 bytes private memory per work item against ~512 byte where compiler "
            "starts spilling, so it spills and workgroup cap drops to 192 - that's why falling back "
            "to it is slow."
        ),
    }
