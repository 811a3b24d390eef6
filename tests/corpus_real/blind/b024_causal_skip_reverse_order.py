# Sources: S02 (sec. 3.1 causal masking), S30 (flashinfer PR #3575), S45 (vllm-xpu-kernels PR #363)
# Learner rewrite; trade-off is a short excerpt of the two PR descriptions.

def designOutline():
    return {
        "memoryTraffic": (
            "Q block read once per CTA, K/V blocks streamed from HBM; the masked-out upper-triangle blocks "
            "are never even loaded. S, P stay in registers; output written once with its logsumexp."
        ),
        "tiling": (
            "Square 128 x 128 blocks. With a causal mask we skip the computation of blocks where all the "
            "column indices are more than the row indices (about half of the blocks for long sequences), "
            "and only the diagonal block needs the mask applied."
        ),
        "numericalStability": (
            "Online softmax: running max and sum per row in fp32, accumulator rescaled by exp(m_old - m_new). "
            "Masked entries are set to -inf before the max; the diagonal block always has at least one "
            "unmasked key per row, so the max is finite."
        ),
        "tradeOff": (
            "The default logical order q-tile scheduling computes the heaviest (most work) tiles last in the "
            "case of causal attention (these tiles have the longest KV to attend to). Because all heads start "
            "from q_blk=0, the first wave is uniformly light and the last wave is uniformly heavy; cores idle "
            "waiting for the heaviest wave to drain."
        ),
    }
