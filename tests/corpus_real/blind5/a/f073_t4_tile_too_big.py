# Sources: S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Prefill kernel: Q, K, V tiles from HBM into shared memory, S/P only in shared memory and registers, O and lse written back; no N x N buffer.",
        "tiling": "On a T4 (48 KB shared memory per block) I use BLOCK_M = 128, BLOCK_N = 128 and head dim 128, with Q, K and V tiles all resident in shared memory.",
        "numericalStability": "Running max and running sum per row in fp32; accumulator rescaled by exp(m_old - m_new) each K/V tile.",
        "tradeOff": "T4 has no bf16 tensor cores, so I run fp16 and rely on the max subtraction to stay inside fp16's range; an fp16 overflow above ~65504 would give inf.",
    }
