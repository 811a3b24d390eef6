# Sources: S07, S19 (paraphrase / learner rewrite, Chinese-English code-switch)


def design_outline():
    return {
        "memory_traffic": "和 FA2 一样 fused：S、P 只在 registers/SMEM 里，never 写回 HBM；HBM 上读 Q 一次、K/V 每个 query block 读一次，写 O 和 fp32 的 LSE。",
        "tiling": "Warp specialization + pingpong：producer warp 只发 TMA load，把 K_j/V_j 放进 2-stage SMEM ring buffer；两个 consumer warpgroup 交替，一个做 softmax 时另一个做 GEMM。Q tile 128 × d=128，K/V tile 128 行，bf16：32 KB + 2×(32+32) KB = 160 KB < 228 KB。",
        "numerical_stability": "online softmax 照旧：每行 running max m、running sum l 用 fp32；m 变大时 O_acc 和 l 乘 exp(m_old − m_new)。FA3 的 intra-warpgroup overlap 让第 j 块的 softmax 和第 j+1 块的 QK^T 重叠，但 rescale 逻辑不变。",
        "trade_offs": "FP8 的代价：LLM 的 activation 有 outlier，per-tensor FP8 scale 会被 outlier 撑大，普通值的量化误差变大；所以要 block quantization + incoherent processing（乘随机正交矩阵把 outlier 打散）。另外 softmax 的 exp 走 MUFU，吞吐比 WGMMA 低很多，不 overlap 的话 tensor core 会空等。",
    }
