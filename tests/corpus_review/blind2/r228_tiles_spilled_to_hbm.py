# Sources: S51 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It splits S into tiles and writes each tile to HBM as soon as it's done, so only a few blocks sit in HBM at once and the softmax reads each one back just once. That cuts the HBM reads and writes, and since softmax is memory-bound that's the speed-up."
