# sources: S6 (Chinese blog "Flash Attention: 减少 Attn 计算的 IO 调用", translated, learner English)
def designOutline():
    return {
        "memoryTraffic": [
            "Traditional attention: S = QK^T is written to HBM, read back for softmax, P written again, read again for PV. Goal of flash attention is reduce this memory IO amount.",
            "In my kernel the S and P block stay in SRAM/registers and is never write to HBM; HBM read Q,K,V and write O plus one m,l (or logsumexp) per row.",
        ],
        "tiling": [
            "matrix split in blocks: Q into Tr = N/Br blocks, K and V into Tc = N/Bc blocks",
            "outer loop over K_j,V_j blocks (load to SRAM), inner loop over Q_i blocks, like the paper Algorithm 1",
            "Br = Bc = 64 for d = 64 so Q_i, K_j, V_j, O_i all fit in SRAM together",
        ],
        "numericalStability": [
            "safe softmax: m(x) = max x_i, p(x) = [e^{x_i - m(x)}], l(x) = sum p(x), softmax = p(x)/l(x)",
            "merge two lists x1, x2: m(x) = max(m(x1), m(x2)); p(x) = [e^{m(x1)-m(x)} p(x1), e^{m(x2)-m(x)} p(x2)]; l(x) = e^{m(x1)-m(x)} l(x1) + e^{m(x2)-m(x)} l(x2)",
            "so O_i is rescaled with same factor every time new block come, result is exact",
        ],
        "tradeOff": "Because outer loop is over K/V, the O_i, m_i, l_i of every Q block must be read from HBM and written back to HBM at each outer iteration, so O traffic is Tc times N*d instead of once.",
    }
