# sources: S29 (personal notes "Flash Attention"), S39 ("Flash Attention Is an IO Problem"); written as a Q&A answer
def designOutline():
    return {
        "memoryTraffic": "Q: why is it faster if it does the same matmuls? A: FlashAttention doesn't reduce FLOPs - with recomputation in backward it actually does more. It reduces HBM reads/writes: standard attention does Theta(Nd + N^2) HBM accesses because S and P round-trip through HBM; the fused kernel does Theta(N^2 d^2 / M) with M the SRAM size, since S and P never leave SRAM.",
        "tiling": "Block sizes come from the SRAM size M: Bc = ceil(M / 4d), Br = min(Bc, d), so a Q block, a K block, a V block and the O block fit together on chip. With d = 64 and about 100 KB of SRAM that gives blocks of 64 rows.",
        "numericalStability": "The row max and sum are kept as running statistics m_i, l_i and every new block rescales the previous ones: l_i <- exp(m_i - m_new) l_i + rowsum(exp(S_ij - m_new)); O_i is rescaled the same way, so the result is exactly softmax(QK^T)V, not an approximation.",
        "tradeOff": "The backward pass cannot read P (it was never stored), so it recomputes S = QK^T and P from Q, K and the saved m, l, one extra matmul per block - more FLOPs, but still faster because it saves the N^2 HBM reads.",
    }
