# Sources: S13, S17 (paraphrase / learner rewrite, Chinese-English code-switch)


def designOutline():
    return {
        "memoryTraffic": [
            "标准 attention 在 prefill 时会把 S(N×N) 写回 HBM 再读出来做 softmax，再写 P。",
            "FlashAttention 把 QK^T、softmax、PV 融成一个 kernel：S/P 只在 SRAM 里，HBM 只读 Q/K/V、只写 O 和每行 logsumexp，中间矩阵的读写就没了。",
        ],
        "tiling": "tiling：Q 切成 Br=64 的块常驻 SRAM，K/V 切成 Bc=64 的块在内循环里 stream；每个 (Q block, head) 一个 program，d=128 fp16 时 Q+K+V 三块 = 48 KB。",
        "numericalStability": "online softmax 就是边看边更新 row max m 和 sum l：m_new = max(m, rowmax(S_blk))，旧的 O 和 l 乘 exp(m - m_new) 再加新块，最后 O/l。",
        "tradeOff": "decode 阶段每步只有 1 个 query，Q 块只有 1 行，Br 再大也填不满，grid 只有 batch×heads 个 program，SM 跑不满，所以 decode 时 FlashAttention 收益小，要用 split-KV（flash-decoding）。",
    }
