# Sources: S21, B1 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Standard attention keeps shuffling the N x N intermediates between HBM and SRAM: S is written "
                         "after the first matmul, read back for the softmax, P is written, and read again for PV. "
                         "In my design those three steps are one fused kernel, so S and P are produced tile by tile "
                         "in SRAM and consumed there; they are never written to HBM. What does cross HBM is Q, K and V "
                         "on the way in and O plus one logsumexp value per row on the way out, which is linear in N "
                         "rather than quadratic.",
        "tiling": "I would give every thread block one query tile of 64 rows and keep it, together with its output "
                  "accumulator, on chip for the whole kernel, while the key/value tiles of 64 rows are streamed "
                  "through shared memory in the inner loop. With head dimension 128 in bf16 that is 16 KB for Q "
                  "and 32 KB for one K/V pair, so two pipeline stages still fit comfortably. The grid is the number "
                  "of query tiles times batch times heads.",
        "numericalStability": "The elegant part is the online softmax: per row I keep a running maximum and a running "
                              "denominator. When a new tile arrives with a larger maximum, the old denominator and the "
                              "old partial output are multiplied by exp(m_old - m_new), so everything is expressed "
                              "relative to the same maximum and no exponent ever gets a positive argument. The final "
                              "division by the denominator happens once at the end, in fp32.",
        "tradeOff": "Since the attention probabilities are not kept for the backward pass, they have to be recomputed "
                    "from Q, K and the stored logsumexp, which costs an extra QK^T matmul per tile. That extra compute "
                    "is the price for not storing an N x N matrix.",
    }
