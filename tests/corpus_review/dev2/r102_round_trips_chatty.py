# Sources: S101 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Basically moving data is the bottleneck, not the math. Normal attention writes the scores to slow GPU memory, reads them back for softmax, writes the probabilities again, reads them again for the V multiply, and every round trip to HBM costs hundreds of nanoseconds vs ~20 ns for SRAM. Flash attention keeps the score/softmax values in SRAM and only writes the final output, so the GPU does the same math but stops waiting on memory."
