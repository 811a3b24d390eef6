# Sources: S131 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The step-1 score matrix QKᵀ/√D is S×S. An optimised kernel never writes that S×S matrix, or the softmax of it, to global memory: it computes a tile of scores, does the online softmax and multiplies by V straight away in shared memory, all in one fused kernel, so the two S×S write/read round trips through global memory disappear. Same FLOPs as the naive three-step version."
