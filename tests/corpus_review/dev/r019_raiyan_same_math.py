# Sources: S04 (excerpt + learner rewrite)

def reviewAnswer():
    return "Flash Attention is not a new type of attention. It is the same math running faster. Standard attention computes the full Q times K transpose matrix then applies softmax then multiplies by V. This requires reading and writing a massive intermediate matrix from GPU memory. Flash Attention avoids storing that matrix entirely. HBM reads take hundreds of cycles, SRAM reads a few."
