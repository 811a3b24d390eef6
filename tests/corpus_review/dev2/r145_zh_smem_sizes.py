# Sources: S108 (translated)

def reviewAnswer():
    return "Shared memory per SM is only ~164-228 KB, so the whole N×N score matrix can't fit; FlashAttention takes a Q block and streams K/V blocks through shared memory, computing the scores, the online softmax and the PV product on chip and throwing each score tile away. The score matrix is never written to global memory. Global memory bandwidth (~2-3 TB/s) is far below on-chip bandwidth, so removing those reads and writes is where the time goes; the multiply-adds are the same."
