# Sources: S60 (excerpt)

def reviewAnswer():
    return "The goal is to avoid saving intermediate results to GPU global memory (the big slow DRAM memory). The intermediate results are basically the attention matrix QK^t of shape seq length x seq length, one before softmax and one after. By fusing the two matmuls with the softmax in between (kernel fusion) we avoid saving that to global memory. So the speed comes from not round-tripping it through DRAM, not from doing less arithmetic."
