# Sources: S42 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "software-managed memory: no hardware cache between HBM (~0.5 TB/s per NeuronCore) and SBUF (~10 TB/s)",
            "decision": "Q, K, V tiles are DMA'd from HBM into SBUF, QK^T accumulates in PSUM, the score tile is exponentiated in SBUF and fed to the PV matmul; scores never go back to HBM, only O is written",
        },
        "tiling": {
            "mechanism": "128-partition tiles",
            "decision": "128 query rows per tile on the SBUF partition dimension, K/V tiles of 512 keys streamed in the inner loop, the output tile stays resident in SBUF/PSUM across the whole K/V loop",
        },
        "numericalStability": {
            "mechanism": "online softmax",
            "decision": "running row max and row sum in fp32 on the vector engine; the PSUM/SBUF output accumulator is multiplied by exp(m_old - m_new) before each new tile is added; divide by the sum at the end",
        },
        "tradeOff": {
            "cost": "explicit spills",
            "cause": "with no hardware cache, if Q, K/V and output tiles exceed the ~24 MB SBUF the kernel has to spill and refill through HBM itself, and every spill is extra HBM traffic at 1/20 of the on-chip bandwidth",
        },
    }
