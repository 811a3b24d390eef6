# Sources: S60 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Two things: the online softmax does fewer operations than the usual three-pass softmax (max, sum, normalise), and the N×N score matrix is never written to HBM, so there are far fewer HBM reads and writes. HBM bandwidth is the bottleneck for attention."
