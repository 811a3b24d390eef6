# Sources: S59 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Flash attention avoids the back and forth between GPU global memory and the local shared-memory/cache buffers on each SM. The attention scores are never written out to global memory; everything between the two matmuls stays in the SM buffers. Since the softmax/scale/mask steps are memory bound, that global-memory traffic was where the time was going."
