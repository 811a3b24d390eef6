# Sources: S07, S05 (paraphrase / learner rewrite)
# Take-home, part (c): decode with a sliding-window model.


def designOutline():
    return {
        "memoryTraffic": (
            "The KV cache of a sliding-window layer is a ring buffer of W = 4096 slots per head, "
            "so a decode step reads at most W keys and values from HBM, never the full history; "
            "the score row is consumed in registers and only the output row is written."
        ),
        "tiling": (
            "One CTA per (batch, kv head); the ring buffer is walked from the write pointer in "
            "64-slot chunks (wrap-around handled by index modulo W), 4 warps each taking 16 "
            "slots of a chunk."
        ),
        "numericalStability": (
            "Running max and running sum per query head in fp32; the partial output is scaled "
            "by exp(m_old - m_new) whenever a chunk has a larger score, and divided by the sum "
            "once after the last chunk."
        ),
        "tradeOff": (
            "Because slot order in the ring is not token order, the position of each slot has "
            "to be recomputed for RoPE/masking inside the kernel; if the buffer is not yet full "
            "the empty slots must be masked, otherwise the output is silently wrong."
        ),
    }
