# Sources: S68 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The speed-up is because it runs in fp16/bf16, which halves the number of bytes read from HBM compared to fp32. Half the bytes, roughly double the speed."
