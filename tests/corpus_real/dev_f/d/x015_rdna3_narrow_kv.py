# Sources: S16, S54 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Embedding/reranker attention on a 7900 XTX: the fused Triton kernel reads Q, K, V from VRAM and "
            "writes O; the score tile is produced and consumed inside the workgroup (LDS + VGPRs), never written."
        ),
        "tiling": (
            "RDNA3 (gfx1100, wave32) caps a workgroup at 64 KB of LDS and has a tighter VGPR budget per SIMD32 "
            "than CDNA, so the CDNA tiles BLOCK_N = 64/128 are too wide. I use BLOCK_M = 64, BLOCK_N = 32, d = 128, "
            "num_stages = 2: Q 16 KB resident, K and V 8 KB each per stage -> 16 + 2 x 16 = 48 KB. One program "
            "per (64-row Q block, batch*head); four wavefronts per SIMD can be resident."
        ),
        "numericalStability": "Running max / running sum per row in fp32, rescale by exp2(m_old - m_new) each KV block; final acc / l.",
        "tradeOff": (
            "Narrow KV tiles mean twice as many loop iterations and barriers per row than BLOCK_N = 64, and the "
            "config is only right for gfx11/gfx12; CDNA keeps its wide tiles, so the kernel must branch on the "
            "architecture."
        ),
    }
