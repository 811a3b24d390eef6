# Sources: S51 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The GPU still does exactly the same math, so the speed-up has to come from memory. Plain attention writes the score matrix out to HBM, reads it back for the softmax, writes the probabilities, then reads them again to multiply by V. FlashAttention loads blocks of Q, K and V into SRAM, does the scores, softmax and the multiply by V right there, and only writes the final output back, so the score matrix never goes to HBM at all. An SRAM access is something like 20 ns versus a few hundred ns for HBM, so getting rid of those round trips is where the time goes."
