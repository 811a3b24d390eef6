# Sources: S53 (paraphrase / learner rewrite)

def reviewAnswer():
    return "An A100 does about 312 TFLOPS but only moves ~2 TB/s from HBM, so a step like softmax that touches every element once is completely limited by bandwidth. Naive attention makes something like nine trips to main memory per forward pass (write S, read S, write softmax, read it again...). FlashAttention keeps the N×N scores in SRAM one block at a time and never writes them to HBM, which cuts the memory traffic several times over. Same math, fewer bytes moved."
