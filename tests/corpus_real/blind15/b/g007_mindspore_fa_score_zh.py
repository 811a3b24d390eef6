# Sources: S08 (excerpt + paraphrase, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "训练场景下用 FlashAttention 算法实现 self-attention:query/key/value 从 HBM 读入,"
            "scale*(Q*K^T)+pse、mask、softmax、dropout 和乘 V 在一个融合算子里完成,"
            "S1 x S2 的注意力矩阵不写回 HBM;输出只有 attention_out 和每行的 softmax_max、softmax_sum。"
        ),
        "tiling": (
            "输入 layout 支持 BSH、BNSD、SBH、BSND、TND;B 取值 1 到 2k,S1、S2 最长 512k,"
            "N2 必须是 N1 的因子,D 取 16 的倍数,最大 512。按这些约束把张量准备好即可。"
        ),
        "numericalStability": (
            "在线 softmax:每一行维护 softmax_max(当前最大值)和 softmax_sum(指数和),都用 FP32;"
            "新块的最大值变大时,旧的累加结果和 sum 乘以 exp(旧max - 新max) 再累加。"
            "反向直接用保存的 softmax_max/softmax_sum 重算概率。"
        ),
        "tradeOff": (
            "反向不保存 P,只保存 FP32 的 max/sum,所以反向要重新计算一遍 Q*K^T 和 softmax,"
            "多了一次矩阵乘的计算量,换来显存从 O(S1*S2) 降到 O(S1)。"
        ),
    }
