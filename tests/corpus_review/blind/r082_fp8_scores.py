# Sources: S19 (paraphrase / learner misconception)

def reviewAnswer():
    return "It's faster because it stores the attention scores in fp8 instead of fp32, which cuts HBM traffic 4x; the precision loss is small."
