# Sources: S45 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "int8 KV is read once per split; the running O is kept in shared memory only for the real GQA rows, not for the 16-row wmma padding; partials go to HBM once per split.",
        "tiling": "__launch_bounds__(GQA*32, 5) to target 5 blocks per SM; n_splits up to 256 at 16k context; s_o shrunk to the GQA rows.",
        "numericalStability": "Each lane keeps four scaled scores in registers for the max and the exp; the correction factor corr = exp(m_old - m_new) is applied to O on the PV-active rows.",
        "failureModes": "At 16k+ context the kernel is sync/occupancy limited, not KV-bandwidth limited: with up to 256 splits each block does little work between __syncthreads, so shared-memory round trips dominate.",
    }
