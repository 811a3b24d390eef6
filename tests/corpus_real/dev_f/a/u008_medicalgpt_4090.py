# Sources: S08 (paraphrase / learner rewrite)
# 在 4090 上做 SFT 时的疑问 + 自己的理解


def designOutline():
    return {
        "memoryTraffic": (
            "开启 flash attention 后 S 和 P 不落显存：kernel 只从 HBM 读 Q、K、V，在片上算完 softmax 和 PV，"
            "只把 O 写回去。"
        ),
        "tiling": "分块大小用库默认的就行，交给 flash_attn 自己选，保证性能最好。",
        "numericalStability": (
            "online softmax：每行记 running max m 和 running sum l，新块的最大值更大时，"
            "之前的 l 和 O 都乘 exp(m_old − m_new) 修正。"
        ),
        "tradeOff": (
            "我在 4090 上 SFT llama2，显存和时间都没明显变化：序列只有 512，S 矩阵本来就不大，"
            "attention 在整个训练里占的时间很少，所以省下的 HBM 读写几乎看不出来。"
        ),
    }
