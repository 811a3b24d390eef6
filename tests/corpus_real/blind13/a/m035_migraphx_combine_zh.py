# Sources: S37 (*) (paraphrase / learner rewrite, Chinese)
# 课程作业:flash decoding 的两阶段设计。


def designOutline():
    return {
        "memoryTraffic": (
            "第一个 kernel 把 K/V 沿序列切成 G 段,每段只从 HBM 读一次;S 和 P 只在寄存器里,"
            "不写回 HBM;每段只写出部分输出 O' 和 LSE(每行一个数)。第二个 kernel 读这些部分结果。"
        ),
        "tiling": (
            "增加一个 batch 维 G:Q 形状 [B, G, M, k](G 维广播),K 为 [B, G, k, N/G],"
            "V 为 [B, G, N/G, D];grid = (B, G, heads),每个 block 处理一段。"
        ),
        "numericalStability": (
            "每一段的 O' 已经用它自己的 softmax 归一化过了,所以第二个 kernel 直接把 G 段的 O' "
            "相加再除以 G(取平均)就得到最终输出。"
        ),
        "tradeOff": (
            "代价是多一次 kernel 启动和部分结果的 HBM 往返;序列很短时这部分开销比计算本身还大。"
        ),
    }
