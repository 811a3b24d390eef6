# Sources: S117 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Mostly it's the tensor cores: the matmuls run on them at hundreds of TFLOPs. It also saves some HBM traffic along the way, and the scores are kept in SRAM."
