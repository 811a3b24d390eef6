# Sources: A02 (paraphrase / learner rewrite of sections 3.1-3.3)
def designOutline():
    return {
        "memoryTraffic": (
            "The kernel reads Q, K and V from HBM and writes only O and the logsumexp L (one float per row) "
            "back. In between, nothing of size N x N ever goes to HBM: each tile of scores S and probabilities "
            "P is produced in registers, used for the P V product and thrown away. Because the query block is the "
            "outer loop now, the output block O_i stays on chip for the whole inner loop and is written to HBM "
            "exactly once at the end, unlike the first version where O_i was read and written every iteration."
        ),
        "tiling": (
            "I would parallelise over batch, heads and also over the sequence: one thread block per query "
            "block of 128 rows, so long sequences with small batch still fill the 108 SMs of an A100. Inside the "
            "thread block the 4 warps each take 32 rows of Q and all of them read the same K_j, V_j block "
            "(64 rows) from shared memory, so the warps never need to exchange partial results through shared "
            "memory (no 'split-K'). For causal attention the key blocks that are fully above the diagonal are "
            "skipped completely."
        ),
        "numericalStability": (
            "Online softmax kept in fp32 registers: running row max m and running sum l. When a new block "
            "raises the max, the unnormalised accumulator O~ is multiplied by exp(m_old - m_new) and the new "
            "block is added; the division by l is postponed to the very end (one division per row instead of "
            "one per block). For the backward only L = m + log(l) is stored, not m and l separately."
        ),
        "failureMode": (
            "Head dimension 256 is the painful case: the Q, K, V tiles at 128 x 256 in fp16 no longer fit "
            "in shared memory together, so the block sizes have to go down to 64, which lowers the "
            "arithmetic intensity and the achieved TFLOPs."
        ),
    }
