# Sources: S56 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Softmax, masking and dropout do only a few FLOPs per byte, way below the A100's ridge point of roughly 150 FLOPs per byte, so in standard attention they are bound by HBM bandwidth. FlashAttention fuses everything into one kernel and keeps the score and probability tiles in shared memory, so S and P are never stored in HBM. Same FLOPs as before; the savings are all in HBM reads and writes."
