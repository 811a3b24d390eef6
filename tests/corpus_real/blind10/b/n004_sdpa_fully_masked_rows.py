# Sources: S04 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "The fused SDPA kernels (flash / mem-efficient) never write the attention matrix to HBM; they read Q, K, V in blocks and write O plus one fp32 logsumexp per row for the backward.",
        "tiling": "Flash backend: one CTA per 128-row query block and (batch, head); K and V are streamed in 64-row blocks through shared memory in the inner loop, so only one S tile of 128 x 64 exists at a time.",
        "numericalStability": "Online softmax with running max m and sum l in fp32, rescaled by exp(m_old - m_new). For rows where every key is masked the max stays -inf; instead of -inf - (-inf) = NaN the kernels now return 0 for those rows, matching _safe_softmax in the math path.",
        "tradeOff": "A fully masked row is ambiguous: returning zeros hides it, returning NaN poisons the gradient of the whole batch. We chose zeros, so a user who masks a row by mistake silently gets a 0 output instead of an error.",
    }
