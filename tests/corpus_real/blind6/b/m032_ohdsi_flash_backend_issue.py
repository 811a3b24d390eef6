# Sources: S40 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Optional flash attention v2 backend: S tiles are written to HBM block by block and read back for the PV product, which is still cheaper than the full matrix.",
        "tiling": "Q blocks of 128 rows, K/V blocks of 64 rows, grid over (q-block, batch*head), d = 64.",
        "numericalStability": "fp16/bf16 inputs, fp32 running max m and sum l per row; previous O is multiplied by exp(m_old - m_new) when m grows.",
        "tradeOff": "Will only work on newer GPUs and needs 16-bit floating point support, because the kernels are built on Ampere+ tensor-core MMA instructions that take fp16/bf16 operands; older cards fall back to the eager path.",
    }
