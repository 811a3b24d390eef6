# Sources: S19 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention runs attention in fp16/bf16 instead of fp32, so it moves half as many bytes and uses the fast half-precision units. That is the speed-up, with a tiny loss of accuracy."
