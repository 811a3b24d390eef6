# Sources: S20 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Triton version of the assignment: each program loads its 16-row Q tile once, loads K and V tiles of 16 rows in the inner loop, never stores the 16x16 score tile, and stores O and the logsumexp L once.",
        "tiling": "Q_TILE_SIZE = 16, K_TILE_SIZE = 16, d_model = 64; launch grid (Tq, batch) = (ceil(N_q/16), batch); is_causal skips K tiles that start after the last query of the tile.",
        "numericalStability": "m_i init -inf; m_new = max(m_i, rowmax(S)); P~ = exp(S - m_new); l = exp(m_i - m_new) l + rowsum(P~); O = diag(exp(m_i - m_new)) O + P~ V; final O / l and L = m + log l; on-chip buffers float32 even with bf16 inputs.",
        "tradeOff": "16 x 16 tiles are below the tensor-core sweet spot: the tl.dot calls are too small to use the MMA units well, so the kernel is memory-latency bound; larger tiles would need tuning per GPU.",
    }
