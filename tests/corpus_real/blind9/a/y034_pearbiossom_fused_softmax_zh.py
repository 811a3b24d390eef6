# Sources: S08 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "用一个融合的 softmax kernel：读一次 S，在片上算完 max、exp、sum 和除法，只写一次 P，"
                         "比 PyTorch 里 softmax 分好几个 kernel 的版本少读写很多次。",
        "tiling": "Q 按 BLOCK_M = 128 分块，一个 program 一块，Q 块和输出累加器常驻；K/V 按 BLOCK_N = 64 分块"
                  "流式读入 SRAM，d = 64，num_stages = 2。",
        "numericalStability": "在线 softmax：m_i、l_i 用 fp32；每个块 m_new = max(m_i, rowmax)，acc 和 l_i 乘 "
                              "exp(m_i − m_new) 之后再加 exp(S − m_new)·V；最后 acc / l_i，并存 m_i + log(l_i)。",
        "tradeOff": "causal mask 下，靠后的 Q 块要遍历更多 K 块，靠前的很快结束，SM 之间负载不均衡，尾部有空转。",
    }
