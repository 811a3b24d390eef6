# Sources: S01 (already-used source; learner rewrite in own words)
# my notes after redoing the 4x4 toy example from the blog by hand


def designOutline():
    return {
        "memoryTraffic": "In the toy example the full 4x4 S and P get built. In my kernel they dont: one fused kernel loads Q_i once, streams K_j,V_j from HBM, and the S_ij / P_ij tiles only live in SRAM + registers and are thrown away after P_ij @ V_j. Writes to HBM = O (N x d) + one logsumexp per row. So HBM traffic is O(Nd) per pass over K/V, not O(N^2).",
        "tiling": "toy: N=4, keys split in 2 tiles of 2 rows (Bc = 2), Q in 1 tile (Br = 4). Real: Br = 64 query rows per thread block (stays in SRAM the whole time), Bc = 64 key/value rows per inner-loop step, d = 64 fp16 -> 8 KB per tile, so Q + K + V tiles = 24 KB, easy fit.",
        "numericalStability": "Per row keep m (max so far) and l (sum of exp so far). After tile 2: m_new = max(m_old, rowmax(S_tile)), l = exp(m_old - m_new) * l + sum(exp(S_tile - m_new)), and O_acc gets multiplied by exp(m_old - m_new) too before adding the new P~V. I checked: row 1 of the toy ends at the same 1.2696 / 0.8427 as normal softmax. Accumulate in fp32, divide by l at the end.",
        "tradeOff": "Backward has no P saved, so it recomputes S_ij = Q_i K_j^T tile by tile from Q, K and the saved logsumexp -> extra matmul work in backward, we pay FLOPs to not store N^2.",
    }
