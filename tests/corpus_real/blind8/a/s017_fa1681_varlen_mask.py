# Sources: S20 (paraphrase / learner rewrite), S01


def designOutline():
    return {
        "memoryTraffic": (
            "unpad_input removes pad tokens first, then the varlen kernel reads only the real Q/K/V rows from HBM; "
            "the attention scores for each tile stay in SRAM and are never written back, output O is written "
            "once and pad_input scatters it back to (batch, seqlen)."
        ),
        "tiling": (
            "Grid = (ceil(max_seqlen / 128), batch * heads); each block handles 128 query rows of one sequence, "
            "keeps them in shared memory, and iterates K/V of that sequence in 64-row tiles, using cu_seqlens "
            "to find where each sequence starts."
        ),
        "numericalStability": (
            "online softmax per row (running max, running sum in fp32, rescale by exp(m_old - m_new)); rows "
            "whose keys are all masked keep m = -inf and are guarded so the output is 0 instead of NaN."
        ),
        "tradeOff": (
            "max_seqlen from unpad_input is computed from the mask, so if a sequence is shorter than the padded "
            "length the grid is sized from the longest real sequence; short sequences in the batch leave "
            "thread blocks idle at the tail (load imbalance)."
        ),
    }
