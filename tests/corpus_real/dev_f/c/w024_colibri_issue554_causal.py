# Sources: S26 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Per (row s, head h) the scores against keys 0..s are produced in a small "
                         "per-thread buffer and consumed immediately by the softmax and the V sum; "
                         "nothing of size S x S is written to main memory.",
        "tiling": "Work item = (query row, head); on GPU I would map a 64-row query tile per block, "
                  "K/V streamed in 64-row tiles with causal skipping of tiles above the diagonal, and "
                  "hand out query tiles heaviest first.",
        "numericalStability": "Row max over the valid keys subtracted before exp, sums accumulated "
                              "in fp32, masked (future) positions set to -inf before the max.",
        "tradeOff": "Causal rows are not equal work: row s touches about s keys. With "
                    "schedule(static) each thread gets a contiguous range of rows, so thread 0 gets the "
                    "cheap early rows and the last thread all the expensive late ones; threads finish "
                    "one after another and average utilisation falls under 50% at large S. Round-robin "
                    "(chunk size 1) mixes cheap and expensive rows.",
    }
