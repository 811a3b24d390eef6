# I work on an inference server, so my design is for the decode phase.


def designOutline():
    return {
        "memoryTraffic": "In decode (one new query token per sequence) the traffic is dominated by the KV cache: 2 * L * d * 2 bytes per head per step for fp16. Each K/V cache block is read from HBM exactly once per step; the 1 x L scores stay in registers. Only the output vector and, per split, the pair (m, l) are written.",
        "tiling": "Flash-decoding / split-K: cut the KV cache of length L into chunks of 512 tokens and launch one program per (batch, head, chunk) so even batch size 1 fills every SM; inside a chunk the program walks K/V in BLOCK_N = 64 steps. A second small kernel reduces the per-chunk partial outputs.",
        "numericalStability": "Each split s produces a partial output O_s normalised by its own l_s, plus lse_s = m_s + log(l_s). The reduction computes lse = logsumexp_s(lse_s) and O = sum_s exp(lse_s - lse) * O_s, so partial results are rescaled to the global max, not averaged. Everything is accumulated in fp32.",
        "tradeOff": "The split-K reduction costs an extra kernel launch and writes num_splits * d partial outputs to HBM; for short contexts (L under ~1k tokens) that overhead outweighs the extra parallelism and a single-pass kernel is faster.",
    }
