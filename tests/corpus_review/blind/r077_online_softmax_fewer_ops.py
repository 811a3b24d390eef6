# Sources: S02 (paraphrase / learner misconception)

def reviewAnswer():
    return "The online softmax lets FlashAttention compute the softmax in one pass instead of three, so it does fewer operations than standard attention, and fewer passes means it is faster."
