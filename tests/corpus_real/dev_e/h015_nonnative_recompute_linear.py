# Sources: S30 (paraphrase / learner rewrite, non-native English)
def designOutline():
    return {
        "memoryTraffic": "Standard attention is writing S and P (N^2 each) to HBM and read again. In our kernel S, P are staying only in SRAM per block, so HBM only see Q, K, V read and O write, plus the m and l vectors (size N).",
        "tiling": "Outer loop on Q blocks (Br = 64), inner loop on K/V blocks (Bc = 64), d = 64; one thread block take one Q block and keep it in shared memory for all inner loop.",
        "numericalStability": "Safe online softmax: for every block we update m = max(m, rowmax) and do l = l * exp(m_old - m) + rowsum(exp(S - m)), and also O is multiply with exp(m_old - m). All of this in fp32.",
        "tradeOff": "Recomputation strategy in backward: we don't save S, P, only m and l (O(N)), then backward compute again S from Q, K. This make about one more matmul per block but memory stay linear.",
    }
