# Sources: S36 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Blockwise Parallel Transformers compute self-attention block by block and avoid materializing the full "
            "attention matrix, but the entire output of each layer still has to be stored."
        ),
        "tiling": (
            "Ring: each device gets one block and has prev and next neighbours. While computing attention between "
            "its query block and the current KV block, it sends a copy of that KV block to next and receives the "
            "following one from prev."
        ),
        "tradeOff": (
            "If instead a device fetched every KV block it needs from other hosts, it would have to store them all, "
            "which increases memory and defeats the purpose of splitting the sequence; request-then-wait also "
            "serialises communication and compute."
        ),
    }
