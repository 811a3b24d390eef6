# Sources: S109 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's a tiled approximation of softmax attention; the loss in the llm.c PR was slightly higher with flash attention (3.51 vs 3.49), so it's nearly exact. The speed comes from keeping tiles in shared memory rather than going back to global memory for the big score matrix, which is never written out."
