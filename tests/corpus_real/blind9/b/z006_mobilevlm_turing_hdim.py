# Sources: S06 (paraphrase of issue and reply)
def designOutline():
    return {
        "memoryTraffic": "Forward streams K and V tiles from global memory and keeps the score tile on chip; P is never stored, the backward recomputes it from Q, K and the saved softmax statistics.",
        "tiling": "Tiles are sized to fit the shared memory of each GPU, and the forward works on the other cards.",
        "numericalStability": "Softmax statistics (row max and row sum) kept in fp32; every new key block rescales the running output by exp(m_old - m_new).",
        "tradeOff": "Backward with head dim > 64 needs more shared memory than Turing (2080Ti) gives one block, so FlashAttention 1.0.9 raises 'backward for head dim > 64 requires A100 or H100'; forward up to 128 still works.",
    }
