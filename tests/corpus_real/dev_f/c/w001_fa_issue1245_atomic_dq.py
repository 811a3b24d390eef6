# Sources: S01, S54 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Forward: Q, K, V read from HBM, O and the per-row logsumexp written back; the "
                         "N x N scores never leave SRAM/registers. Backward reads Q, K, V, O, dO and L, "
                         "writes dK, dV directly and dQ through an fp32 dQaccum buffer in global memory.",
        "tiling": "Backward is parallelised over K/V blocks: each CTA owns a 128-row block of K and V "
                  "(dK, dV accumulators stay in registers) and loops over all query blocks of 64 rows; "
                  "grid = (N/128, batch*heads).",
        "numericalStability": "P is rebuilt inside the backward as exp(S - L) from the stored fp32 "
                              "logsumexp L, so no running max is needed there; dQ is accumulated in fp32.",
        "tradeOff": "Because every K/V block contributes a piece of dQ for the same query rows, those "
                    "pieces are summed into dQaccum with atomicAdd. Float addition is not associative, "
                    "so the arrival order changes the last bits and dQ differs run to run (dK, dV do "
                    "not). The deterministic mode walks the blocks in a fixed order instead, which is "
                    "slower because CTAs wait for each other; doing read-add-write by hand instead of "
                    "the atomic would be even slower.",
    }
