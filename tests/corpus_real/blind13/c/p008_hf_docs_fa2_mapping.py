# Sources: S21, S02 (paraphrase / learner rewrite, Dutch learner writing English)


def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "one fused kernel for QK^T, softmax and PV, no materialized attention matrix",
            "decision": "S and P stay in SRAM per tile and are thrown away after multiply with V; from HBM "
                        "we read Q, K, V and we write only O plus the logsumexp per row",
        },
        "tiling": {
            "mechanism": "FA2-style: outer loop over query blocks, parallel also over sequence length "
                         "(like the HF docs say), not only over batch and heads",
            "decision": "Br = 128 query rows per thread block stay in shared memory, K/V blocks of Bc = 64 "
                        "rows are streamed in the inner loop; grid = (N/128, batch*heads); the 4 warps split "
                        "the Q rows so they don't need to exchange partial results via shared memory",
        },
        "numerical_stability": {
            "mechanism": "online softmax with running max and running sum",
            "decision": "accumulator stays unnormalised in fp32 and is rescaled with exp(m_old - m_new) each "
                        "block; only at the end we divide by l (FA2 trick, less non-matmul work)",
        },
        "trade_offs": {
            "cost": "for short sequences it buys not so much",
            "cause": "with N = 256 and small batch there are only a few query blocks, too few to fill all "
                     "108 SMs, so the launch overhead dominates",
        },
    }
