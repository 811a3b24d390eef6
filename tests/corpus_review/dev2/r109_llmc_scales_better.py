# Sources: S109 (paraphrase / learner rewrite)

def reviewAnswer():
    return "In the llm.c PR someone's FP32 flash attention kernel was 1.4-1.8x faster than the regular kernel on a V100, and the gap grows with sequence length, so it's just that the kernel scales better with T. It needs 64KB of shared memory to run."
