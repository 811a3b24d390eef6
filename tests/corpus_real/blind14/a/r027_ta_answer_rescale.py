# Sources: S23 (paraphrase / learner rewrite, TA answer on the course forum)


def designOutline():
    return {
        "memoryTraffic": (
            "TA: for the lab question 'what tensor does naive attention keep alive that the blockwise "
            "version avoids' - the S x S probabilities. In your kernel, keep each S/P tile in "
            "registers/shared memory and drop it after multiplying by V; never write it to HBM. HBM "
            "then only sees Q, K, V reads and the O, LSE writes."
        ),
        "tiling": (
            "Suggested layout for the lab: one program per (64-row query block, head); the query "
            "block and its fp32 accumulator stay on chip, K/V blocks of 64 rows stream in a loop "
            "from 0 to N."
        ),
        "numericalStability": (
            "Why old contributions are rescaled: out was accumulated with exp(s - m_old); once "
            "m_new > m_old the correct weight is exp(s - m_new) = exp(s - m_old) * exp(m_old - m_new), "
            "so multiply out and l by alpha = exp(m_old - m_new) before adding the new block. "
            "Without it the result is wrong."
        ),
        "tradeOff": (
            "If you forget to guard fully-masked rows (padding), m stays -inf and exp(m_old - m_new) "
            "= exp(-inf + inf) = NaN, which poisons the whole row of O."
        ),
    }
