# Sources: S07 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Exact FlashAttention needs Theta(N d^2 / M) HBM accesses, i.e. already linear in N; "
            "S is never written out and only Q, K, V are read and O written, so the remaining room "
            "for improvement lies only in the constant."
        ),
        "tiling": (
            "Query blocks of Br = 128 rows are resident in shared memory per CTA; K/V blocks of "
            "Bc = 64 rows stream through a 2-stage cp.async pipeline; grid = (N/128, batch*heads)."
        ),
        "numericalStability": (
            "Safe online softmax: running max and sum per row in fp32, earlier partial sums "
            "rescaled by exp(m_old - m_new) when the max increases."
        ),
        "tradeOff": (
            "At d = 256 the Q tile has to drop from 128 to 64 rows to fit next to the K/V tiles, "
            "so there are twice as many query blocks and every K/V element is re-read from HBM "
            "twice as often."
        ),
    }
