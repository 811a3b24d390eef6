def designOutline():
    return {
        "memoryTraffic": "Unlike naive attention, which writes the N x N matrix P to HBM and reads it back for P V, P is never materialised in HBM here: each 128 x 64 tile of S and P is produced in registers and consumed immediately. HBM traffic: Q, K, V in, O and the logsumexp out.",
        "tiling": "Grid of (N / 128) x (B * H) thread blocks; each keeps its 128 x d Q tile resident and streams 64 x d K and V tiles through shared memory with 2-stage double buffering. For causal attention, blocks strictly above the diagonal are skipped entirely.",
        "numericalStability": "Not a per-tile softmax: each tile's exponentials are taken against the running row max, and previous partial sums and outputs are rescaled by exp(m_old - m_new) so the result is exactly the softmax over the full row; accumulation in fp32; the logsumexp is saved for the backward.",
        "tradeOff": "FlashAttention is not approximate, so the cost is not accuracy: the cost is that the backward recomputes S and P from Q, K and the saved logsumexp, about 20-30 percent more FLOPs than a backward that stores P.",
    }
