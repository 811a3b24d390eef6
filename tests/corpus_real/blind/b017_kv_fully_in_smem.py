# Sources: S14 (theneuralbase.com), S36 (Manning "CUDA for deep learning" ch. 8 outline) -- learner design
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Scores and probabilities are never written to global memory; the kernel reads Q, K, V and "
            "writes only O and the per-row logsumexp."
        ),
        "tiling": (
            "Each thread block first copies the entire K and V of its head into shared memory, and then "
            "loops over Q tiles of 64 rows, so K and V are loaded from HBM only once per head."
        ),
        "numericalStability": (
            "Online softmax with running max and running sum in fp32; when a new block raises the max the "
            "accumulated output is multiplied by exp(m_prev - m_cur)."
        ),
        "tradeOff": (
            "Large head dimension (d = 256) means bigger tiles in shared memory, so fewer thread blocks fit "
            "on one SM and occupancy drops."
        ),
    }
