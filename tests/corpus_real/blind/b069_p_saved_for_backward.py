# Sources: S01 -- learner misunderstanding of "store statistics"
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "In the forward, the P tiles are written to HBM one by one after the softmax so that the backward "
            "can read them back; apart from that only Q, K, V are read and O is written."
        ),
        "tiling": (
            "Br = 64, Bc = 64, one CTA per query block, inner loop over all K/V blocks, Q kept in shared memory."
        ),
        "numericalStability": (
            "Online softmax in fp32: running max m and sum l, O and l rescaled by exp(m_old - m_new) each block."
        ),
        "tradeOff": (
            "Causal masking makes later query blocks loop over more key blocks than earlier ones, so the last "
            "CTAs run much longer and the GPU is underused at the end."
        ),
    }
