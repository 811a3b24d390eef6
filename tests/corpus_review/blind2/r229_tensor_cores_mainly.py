# Sources: S70 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Mostly it's that the kernel keeps the tensor cores busy, so you get much higher TFLOPS; it also saves a bit of HBM traffic on the side."
