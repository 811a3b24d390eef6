# Sources: learner rewrite after S8, S11 and P2
def designOutline():
    return {
        "memoryTraffic": "At decode the kernel is pure streaming: one query vector per head, the whole KV cache (B x L x H_kv x d x 2 bytes, twice for K and V) is read from HBM once per generated token and nothing N x N exists; arithmetic intensity is ~1 FLOP/byte, so bandwidth is the only thing that matters.",
        "tiling": "GQA: the 8 query heads sharing one KV head are packed as 8 rows of one query tile, so each K/V tile loaded to shared memory serves 8 heads; KV split into 4 chunks per (batch, kv_head) for parallelism.",
        "numericalStability": "Each chunk produces (o, lse) in fp32; the combine step computes lse = logsumexp(lse_1..lse_4) and o = sum exp(lse_k - lse) o_k.",
        "tradeOff": "Without head packing the single query row is padded to a 64-row tile, so most of the tensor-core work is wasted; with 8 heads packed it is still 8 of 64 rows used, 12.5% utilisation of the MMA.",
    }
