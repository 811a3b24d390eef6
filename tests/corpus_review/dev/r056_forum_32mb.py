# Sources: S07 (paraphrase / learner rewrite, forum answer)

def reviewAnswer():
    return "Short version: memory bandwidth. Longer: for N = 4096 you would write a 4096×4096 fp16 score matrix (32 MB) per head to HBM, read it, write P, read P. FlashAttention never materialises that matrix in HBM; each block is computed in shared memory and consumed immediately. The GPU is way faster at math than at HBM transfers, so you win even though the FLOPs are identical."
