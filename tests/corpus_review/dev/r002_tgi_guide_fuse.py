# Sources: S05 (excerpt + paraphrase)

def reviewAnswer():
    return "Accelerators have gained compute much faster than memory bandwidth, so attention has a memory bottleneck. In the standard attention implementation, the cost of loading and writing keys, queries, and values from HBM is high. Flash Attention loads keys, queries, and values once, fuses the operations of the attention mechanism, and writes them back."
