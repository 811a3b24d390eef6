def designOutline():
    return {
        "tiling": "Br = 128 rows of Q per CTA kept in shared memory, Bc = 64 rows of K/V per inner iteration, grid (N/128, B*H).",
        "numericalStability": "Per-row running max and sum in fp32; the accumulator is rescaled by exp(m_old - m_new) every time the max increases.",
        "tradeOff": "Larger Br halves the K/V re-reads but doubles the accumulator registers per CTA, so occupancy falls.",
    }
