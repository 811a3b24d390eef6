# Sources: S10 (paraphrase), S01* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "HBM  [ Q | K | V ]  ---> read by tiles --->  SRAM [ Q_i | K_j | V_j | S_ij | P_ij ]\n"
            "HBM  [ O | L ]      <--- written once  <---  SRAM [ O_i | m_i | l_i ]\n"
            "So the only traffic is Q, K, V going in and O plus one logsumexp per row going out. The score tile S_ij and "
            "the probability tile P_ij are born in SRAM and die there; nothing of size N x N is ever written to HBM."
        ),
        "tiling": (
            "           K_0   K_1   K_2  ...\n"
            "  Q_0 [128 rows] -> -> ->\n"
            "One thread block per Q_i of 128 rows (kept in shared memory), walking K_j/V_j blocks of 64 rows left to right; "
            "grid = (N/128, batch*heads). With d = 64 in fp16 the working set is 16 KB for Q_i plus 8 KB each for K_j and V_j."
        ),
        "numericalStability": (
            "Per row of Q_i we carry m (max so far) and l (sum so far), both fp32. At each K_j: m_new = max(m, rowmax(S_ij)); "
            "O_i and l are multiplied by exp(m - m_new) and then exp(S_ij - m_new) is added in. Because every exponent is "
            "<= 0 after subtracting m_new, nothing overflows in fp16/bf16 inputs."
        ),
        "tradeOff": (
            "What it costs: in the backward pass the P tiles are gone, so each one is recomputed from Q_i, K_j and the "
            "stored logsumexp -- an extra matmul per tile. We accept it because the extra FLOPs are cheaper than reading "
            "an N x N matrix back from HBM."
        ),
    }
