# Sources: S14 (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "single fused forward (FA3 interface): Q, K, V in; out and softmax_lse out",
            "decision": "no N x N tensor is ever written to HBM; softmax_lse is fp32, one value per "
                        "(batch, head, query row), and is only handed back to Python when "
                        "return_softmax=True",
        },
        "tiling": {"mechanism": "TODO", "decision": "TODO (see hopper/ tile configs)"},
        "numerical_stability": {
            "mechanism": "online softmax with running row max and row sum",
            "decision": "accumulate O in fp32, rescale by exp(m_old - m_new) per new K/V block, "
                        "return lse = m + log(l) in fp32",
        },
        "failure_mode": {
            "cost": "merging partial outputs without the lse gives wrong attention",
            "cause": "in split-KV or ring attention each partial O is normalised by its own "
                     "local sum; without each chunk's lse you cannot reweight them, which is why "
                     "the kwarg to return lse was added",
        },
    }
