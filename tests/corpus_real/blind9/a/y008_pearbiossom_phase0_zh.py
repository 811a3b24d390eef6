# Sources: S08 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "算一笔账：N = 2048，batch 32，8 个 head，S 就有 32×8×2048×2048 ≈ 1G 个元素，fp16 要 2GB，"
                         "标准实现还要把它写进显存再读回来。我的 kernel 把 QKᵀ、softmax、PV 融合成一个 kernel，"
                         "S 和 P 从不写回 HBM，只读 Q/K/V、写 O。",
        "tiling": "Q 按 BLOCK_M = 64 行分块，每个 program 负责一块，grid = (N/64, B·H)；K、V 按 BLOCK_N = 64 行"
                  "在内层循环里流式读入。d = 64、fp16 时 SRAM 占用大约 24KB。",
        "numericalStability": "标准 softmax 必须先知道一行所有的 S 才能求最大值，所以先扫一遍所有 K 块求出准确的行最大值 m，"
                              "第二遍再算 exp(S − m)、行和 l 和 PV。只用部分最大值的话结果是错的。",
        "tradeOff": "causal 的时候下三角的块数不一样，后面的 Q 块要处理更多 K 块，负载不均衡，"
                    "有的 SM 很早就空闲了。",
    }
