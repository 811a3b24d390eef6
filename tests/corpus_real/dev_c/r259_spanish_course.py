# Sources: S2 (lynx-cortex phase-27 notes, Spanish summary rendered in English), learner rewrite
def designOutline():
    return {
        "memoryTraffic": "The key is to compute softmax(s) @ V in pieces without having seen all of s; the pieces of s are computed in shared memory and discarded, so HBM only sees Q, K, V, O.",
        "tiling": "Chunks s_1 ... s_{N/Bc} of length Bc = 64 per row block of 64 queries; one block per row chunk.",
        "numericalStability": "You keep the running maximum and the running sum, and when you add a new piece you rescale the previous part by exp(m_old - m_new). One line of algebra; the rest of the phenomenon depends on it. Subtracting the max is mandatory in fp16 because exp overflows above about 11.",
        "tradeOff": "One line of algebra, but it makes the kernel complex: because the softmax must be rescaled online, the accumulator, max and sum must be carried across every K/V iteration and updated in the right order.",
    }
