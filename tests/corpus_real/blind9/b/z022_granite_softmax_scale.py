# Sources: S22 (paraphrase of issue exchange)
def designOutline():
    return {
        "memoryTraffic": "flash-attn path: fused kernel, Q/K/V read from HBM tile by tile, attention weights never written out, so the eager path's [seq, seq] weights tensor does not exist.",
        "tiling": "Q split in row blocks per CTA, K/V streamed in column blocks through shared memory, grid = (seq/BLOCK_M, batch*heads).",
        "numericalStability": "Softmax scale: None means 1/sqrt(d). Stability is handled inside the kernel.",
        "tradeOff": "Eager attention upcasts to fp32 for the softmax and materialises the weights; the fused path avoids that but you cannot return attention weights, so output_attentions forces the slow eager path.",
    }
