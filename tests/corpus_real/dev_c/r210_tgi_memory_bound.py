# Sources: S20 (text-generation-inference PR #892, Flash Attention conceptual guide)
def designOutline():
    return {
        "memoryTraffic": "Scaling transformer architecture is heavily bottlenecked by the self-attention mechanism, which has quadratic time and memory complexity. Recent developments in accelerator hardware are mainly focused on enhancing compute capacities and not memory and transferring data between hardware. This results in attention operation having a bottleneck in memory, also called memory-bound.",
        "tiling": "Flash Attention is an attention algorithm used to reduce this problem and scale transformer-based models more efficiently, enabling faster training and inference.",
        "numericalStability": "Flash attention gives the same result as standard attention.",
    }
