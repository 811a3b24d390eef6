# Sources: S33 (*), S01 (paraphrase / learner rewrite)
# PhD qualifier, systems track: "Design attention for H100."


def designOutline():
    return {
        "memoryTraffic": (
            "The design is still IO-bound first and compute-bound second, so the rule from FA1 "
            "stays: nothing of size N x N is ever written. Per (batch, head) HBM reads are Q "
            "once per CTA and K, V once per 128-row query tile via TMA bulk copies, HBM writes "
            "are O (bf16) and LSE (fp32, one per row). S and P live in wgmma accumulator "
            "registers; P is converted to bf16 in registers and fed to the second wgmma as the "
            "A operand straight from registers, so it does not even touch shared memory."
        ),
        "tiling": (
            "CTA tile 128 x 128 (Br x Bc), d = 128; K/V pipeline of 2 stages in shared memory "
            "(32 KB Q + 2 x 64 KB = 160 KB). Warp-specialised: a producer warpgroup with its "
            "register budget lowered by setmaxnreg issues TMA, two consumer warpgroups with more "
            "registers do GEMM + softmax. Inter-warpgroup ping-pong: a named barrier orders "
            "GEMMs of WG1 before WG2, so WG1's softmax overlaps WG2's GEMMs. Intra-warpgroup: "
            "the QK^T of block j+1 is issued before the softmax of block j finishes."
        ),
        "numericalStability": (
            "Per row m and l in fp32. For block j: m_new = max(m, rowmax(S_j)); O and l are "
            "multiplied by exp2((m - m_new) * log2 e) before P_j V_j is accumulated; exp2 with "
            "the scale folded in saves an FMUL. At the end O /= l and LSE = m + log l."
        ),
        "tradeOff": (
            "Intra-warpgroup overlap keeps S of block j+1 alive while P of block j is still "
            "being used, so each consumer warpgroup holds two score tiles in registers: at d = "
            "256 that exceeds the 255-register cap per thread and the tile has to drop to 64 "
            "rows, which loses some tensor-core efficiency."
        ),
    }
