# Sources: S58 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Same math, different implementation. The slow part is moving data between HBM and the compute units, not the multiplications. FlashAttention fuses the matmul, softmax and second matmul into one kernel so the N×N matrix stays on chip in SRAM and is never written back to HBM, which removes the write S / read S / write P / read P trips."
