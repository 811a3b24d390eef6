# Sources: S38 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Triton kernel, forward only for now: Q block loaded once, K and V blocks loaded in the inner loop; S is kept in SRAM; only O is stored. (Memory requirements in our README are still incorrect.)",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, head dim 64; one program per (Q block, batch*head). Inner loop not yet the proper FA2 loop (we still rescale O every iteration instead of once at the end).",
        "numericalStability": "running max and sum, each iteration O is divided by the new l and multiplied by the old l * exp(m_old - m_new) (FA1 style), in fp32.",
        "tradeOff": "FA1-style normalisation divides O every iteration: an extra Br x d division per K block that FA2 avoids by dividing once at the end; on our A100 runs this costs noticeable non-matmul FLOPs.",
    }
