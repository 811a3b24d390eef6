# sources: S14 (Triton tutorial STAGE logic), S2 (Sec. 3.1 causal masking), rewritten in a learner's words
def designOutline():
    return {
        "memoryTraffic": "K and V tiles are pulled from global memory once per query tile; the scores of a tile are consumed in registers and discarded, so neither S nor P is ever stored in global memory. We write O (N x d) and a float per row for the backward.",
        "tiling": "Query tile 128 rows, key tile 64 rows, d = 128. For causal attention a query tile i only needs key tiles whose first key index is <= its last query index: the loop over key tiles stops at the diagonal, tiles strictly above it are never loaded or computed (roughly half of the work for long sequences), and only the tiles that cross the diagonal apply the mask element-wise.",
        "numericalStability": "Masked positions get -inf before the running max is updated; running max and sum kept in fp32, accumulator scaled by exp(m_old - m_new) on every tile; the diagonal tile always contains at least one unmasked key so no row is all -inf.",
        "tradeOff": "Skipping the upper tiles makes the work uneven: query tiles near the end of the sequence run N/64 inner iterations while early tiles run only a few, so thread blocks finish unevenly and the last wave leaves SMs idle (tail effect).",
    }
