# Sources: S117 (excerpt)

def reviewAnswer():
    return "FlashAttention speeds up attention on GPUs \"through minimizing memory reads/writes.\" The arithmetic stays exactly the same."
