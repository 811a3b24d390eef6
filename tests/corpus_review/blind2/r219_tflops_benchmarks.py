# Sources: S70 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It doesn't do less work. Benchmarks report TFLOPS as the same FLOP count divided by time, so a higher TFLOPS number just means it spends less time waiting on HBM. The scores are never written to HBM, they're consumed on-chip, and the softmax part of standard attention is memory-bound, which is why removing that traffic matters so much."
