# Sources: S15 (learner rewrite)
def design_outline():
    return {
        "memory_traffic": "Q, K, V read from HBM once per query block, O and the lse written once; the S and P tiles and the mask tiles are computed on chip and never stored in HBM.",
        "numerical_stability": "online softmax with running max and sum in fp32, output rescaled by exp(m_old - m_new) when the max grows; masked scores are -inf so they get weight exactly 0.",
        "failure_mode": "Fully masked rows: max stays -inf and exp(-inf - (-inf)) is NaN, which poisons the output row unless the kernel guards it and writes 0 instead.",
    }
