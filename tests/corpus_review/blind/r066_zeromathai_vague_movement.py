# Sources: S28 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention still reads everything, every token still looks at every other token, but it does it efficiently by avoiding unnecessary memory movement."
