# Sources: S33 (huggingface/text-generation-inference PR #892, docs/source/conceptual/flash_attention.md)
# Short excerpts.

def designOutline():
    return {
        "memoryTraffic": (
            "In standard attention implementation, the cost of loading and writing keys, queries, and values "
            "from HBM is high. Instead, Flash Attention loads keys, queries, and values once, fuses the "
            "operations of the attention mechanism and writes them back."
        ),
        "tiling": (
            "Flash Attention is an attention algorithm used to reduce this problem and scale transformer-based "
            "models more efficiently."
        ),
    }
