# Sources: S14 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P never touch HBM: QK^T, softmax and PV are fused; HBM reads Q, K, V and writes O and the logsumexp.",
        "tiling": "TMA, wgmma, mbarrier, warp specialization, producer/consumer, setmaxnreg, clusters, persistent kernel, pipelining.",
        "numericalStability": "Online softmax: per-row running max and sum in fp32; accumulator rescaled by exp(m_old - m_new) when the max grows; divide by the sum once at the end.",
        "tradeOffs": "Warp specialization needs a producer warpgroup that does no math, so with only 2 consumer warpgroups a third of the threads are idle for compute; register budget moves to consumers via setmaxnreg or they spill.",
    }
