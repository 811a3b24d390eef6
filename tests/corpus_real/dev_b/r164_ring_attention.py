# sources: S61 (AI Niketan glossary "Online Softmax ... critical for correctness in Ring Attention"), S1; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Within each GPU the local block is FlashAttention: S/P never leave SRAM, HBM sees Q, K, V reads and O/lse writes. Across GPUs only the K and V chunks travel (N/8 x d per step over NVLink), never scores.",
        "tiling": "8 GPUs, sequence split into 8 chunks: GPU r keeps its Q chunk (N/8 rows) fixed, and K/V chunks rotate around the ring, one hop per step; inside a GPU the kernel uses 128-row Q tiles and 64-row K/V tiles of head dim 128.",
        "numericalStability": "Each ring step returns a partial (O_s, lse_s). They are merged with the online softmax: lse = log(exp(lse) + exp(lse_s)), O = O * exp(lse_old - lse) + O_s * exp(lse_s - lse), in fp32, so the result equals attention over the full sequence.",
        "tradeOff": "The K/V transfer of the next chunk has to hide behind the attention of the current one; if the chunk is short (a few thousand tokens) the compute per step is less than the NVLink transfer time and every GPU stalls waiting for the ring.",
    }
