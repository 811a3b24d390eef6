# sources: S7 (Chinese FA2 write-up), S40; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Each thread block reads its Q block once, streams every K_j, V_j block from HBM once, writes O_i and the logsumexp once at the end. No S, P or intermediate O goes to HBM (unlike FA1 whose K/V-outer loop writes O_i, l_i, m_i back every iteration).",
        "tiling": "Grid = (N / Br, batch * heads) with Br = 128, Bc = 64, d = 128, 4 warps. Split-Q: each warp owns 32 query rows and sees all of K_j and V_j, so no partial results are exchanged through shared memory; FA1's split-K had each warp write partial PV results to shared memory and synchronise.",
        "numericalStability": "Un-normalised accumulator: O~ <- diag(exp(m_old - m_new)) O~ + P~_ij V_j, l <- exp(m_old - m_new) l + rowsum(P~_ij); only at the end O = diag(l)^-1 O~ and L = m + log l, all statistics in fp32.",
        "tradeOff": "FA1 parallelised only over batch x heads: batch 1 with 16 heads is 16 CTAs on a 108-SM A100, so about 85% of the SMs idle for long sequences. FA2's extra grid dimension over query blocks fixes that, but it still leaves SMs idle for short sequences with small batch x heads (N = 512, Br = 128 gives only 4 x 16 = 64 CTAs).",
    }
