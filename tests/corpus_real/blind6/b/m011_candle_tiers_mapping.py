# Sources: S02 (learner rewrite)
def design_outline():
    return {
        "memory_traffic": {"mechanism": "fused FA2 kernel", "decision": "Q/K/V tiles copied from HBM into shared memory, S tile kept in registers, O written once"},
        "tiling": {"mechanism": "kBlockM x kBlockN chosen by available shared memory", "decision": ">= 192 KB (H100): 64x64 tiles; >= 160 KB (A100): 32x64; head_dim > 256 needs kBlockN >= 64"},
        "numerical_stability": {"mechanism": "online softmax", "decision": "fp32 row max and row sum, O rescaled by exp(m_old - m_new)"},
        "failure_modes": {"cost": "sm86/sm89 cards (< 160 KB smem per block) cannot run head_dim > 256 at all", "cause": "kBlockN >= 64 at that head dim needs more shared memory than they have, so the caller must check the head dim first and fall back to eager attention"},
    }
