# Sources: S53 (disassemble-channel.com "Flash Attentionの仕組み", in Japanese), S01
# Rendered as a learner's English; terse.

def designOutline():
    return {
        "memoryTraffic": "Standard: S and P are N x N, N=8192 -> 2 x 8192^2 x 2 bytes = 256 MB per head. Point: do not write attention matrix to HBM. Only read Q,K,V and write O (and m, l).",
        "tiling": "Block division of Q, K, V. Size decided by SRAM size M: Bc = M/(4d), Br = min(Bc, d).",
        "numericalStability": "softmax by block -> use statistics m(x), l(x) to combine blocks.",
        "tradeOff": "backward: recompute S, P from Q, K, V blocks + saved (m, l) -> FLOPs increase, but HBM access decrease so faster.",
    }
