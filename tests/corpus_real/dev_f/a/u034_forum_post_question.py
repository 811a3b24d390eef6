# Sources: S09 (paraphrase / learner rewrite, non-native English)
# Course forum: "please check my understanding"


def designOutline():
    return {
        "memoryTraffic": (
            "Naive attention is writing S to HBM and then read it back for softmax, and again P for the PV, "
            "that is why it is slow and memory-bound."
        ),
        "tiling": (
            "Q tile of 128 rows stay in shared memory, K/V tiles 64 rows come in the inner loop, "
            "one block per (q tile, head)."
        ),
        "numericalStability": (
            "keep running max m and sum l in fp32 for each row, and when m is updated the old output multiply "
            "with exp(m_old - m_new)"
        ),
        "tradeOff": "Register pressure.",
    }
