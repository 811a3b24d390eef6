# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "q, k, v and the output live in HBM as fp16/bf16. The score block for one (query block, key block) pair is produced in registers and never goes back to global memory; the kernel writes only O and softmax_lse (one fp32 per row).",
        "tiling": "Each CTA owns a 128-row block of Q for the whole kernel; K/V blocks of 64 rows are streamed through shared memory in the inner loop, one CTA per (query block, batch*head).",
        "numericalStability": "We take the softmax of each block and rescale the running output by exp(m_old - m_new), a factor which can be quite small, so the softmax part is kept in fp32 just to be safe on numerical error: in fp16 the small rescaled values could underflow to zero.",
        "tradeOff": "Keeping the softmax in fp16/bf16 on other hardware might be ok, I didn't experiment too much, I don't really know.",
    }
