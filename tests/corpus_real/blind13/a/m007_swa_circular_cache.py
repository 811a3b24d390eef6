# Sources: S07 (paraphrase / learner rewrite)
# Take-home: adding a sliding window to an inference stack.


def designOutline():
    return {
        "memoryTraffic": (
            "During decode the KV cache becomes a circular buffer of W = 4096 slots, so every "
            "step reads at most W keys and values from HBM instead of the whole history; the "
            "single score row is kept in registers and never stored."
        ),
        "numericalStability": (
            "Because the window is processed in chunks, we keep a running max and running "
            "denominator per head in fp32 and multiply the partial output by exp(old_max - "
            "new_max) whenever a later chunk has a bigger score."
        ),
        "tradeOff": (
            "If doc_ids are also present the banded mask has to be intersected with the "
            "document mask, so SDPA can no longer use its is_causal fast path and falls back "
            "to an explicit attn_mask, which is the slower math kernel."
        ),
    }
