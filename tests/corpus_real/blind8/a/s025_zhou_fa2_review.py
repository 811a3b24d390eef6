# Sources: S28 (paraphrase / learner rewrite), S02
# reading-group summary, FA2 session


def designOutline():
    return {
        "memoryTraffic": (
            "Same as FA1: tiled online softmax so the N^2 scores never go to HBM. Per head, HBM reads are "
            "Q once and K/V once per query block; writes are O and one logsumexp per row."
        ),
        "tiling": (
            "FA2 switches the loop order: outer loop over query blocks (parallel over thread blocks AND over sequence "
            "length, which raises occupancy for long sequences / small batch), inner loop over K/V. Inside a block, "
            "split-Q: each of 4 warps owns 16 of the 64 query rows and sees all of K/V, so no warp needs to exchange "
            "partial results through shared memory."
        ),
        "numericalStability": (
            "Deferred normalization: keep the un-normalized output, rescale it by exp(m_old - m_new) when the "
            "max moves, and divide by the running sum l only once at the end; store logsumexp L = m + log(l) for backward."
        ),
        "tradeOff": (
            "Split-K in FA1 needed warps to write partial outputs to shared memory and sum them; FA2's split-Q "
            "avoids that, but each warp must now read all of K and V from shared memory, which is why the head "
            "dimension is capped at 256 (smem and registers run out)."
        ),
    }
