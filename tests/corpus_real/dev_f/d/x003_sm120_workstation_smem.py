# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "No N x N materialisation at all (the SDPA fallback spiked 8 GiB for the fp32 scores). The kernel "
            "reads Q, K, V once per query block from HBM and writes O plus an fp32 LSE per row; S and P live only "
            "in registers/SMEM."
        ),
        "tiling": (
            "Target is the RTX 5090 / RTX PRO 6000 (SM120), 99 KB of shared memory per block. For Gemma's "
            "global layers I keep the H100 config: BLOCK_M = 128, BLOCK_N = 128, head_dim = 256, num_stages = 2, "
            "bf16, 8 warps. Q stays in shared memory for the whole K loop and K/V are double buffered; that is "
            "about 96 KB so it just fits under the 99 KB limit. Grid = (N/128, B*Hq), GQA heads map to their KV head."
        ),
        "numericalStability": (
            "Standard online softmax in fp32: running max and running sum per query row, accumulator rescaled "
            "by exp(m_old - m_new) on every KV block, final division by the sum. Fully masked rows under the "
            "sliding window are guarded so they output zeros instead of NaN."
        ),
        "tradeOff": (
            "The backward needs dQ and dK/dV kernels with their own tiles, and on SM120 those also have to be "
            "shrunk because the 99 KB cap is less than half of H100's 228 KB; smaller tiles mean more K/V "
            "re-reads, so the small-SMEM card runs the same math at lower efficiency."
        ),
    }
