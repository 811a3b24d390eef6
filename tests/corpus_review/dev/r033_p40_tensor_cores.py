# Sources: S39 (paraphrase / learner misconception)

def reviewAnswer():
    return "Flash attention needs tensor cores; on my old P40 it runs slowly. So the speed comes from the tensor cores doing the matmuls in fp16."
