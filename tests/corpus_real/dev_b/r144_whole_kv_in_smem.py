# sources: S2 (theneuralbase "SRAM-sized tiles": "keep the K and V data in fast memory while processing"); learner rewrite of the blog's picture
def designOutline():
    return {
        "memoryTraffic": "Each CTA loads the entire K and V of its head into shared memory once, so K and V are read from HBM exactly once per head; then S and P are computed on chip and never written to HBM.",
        "tiling": "One CTA per (batch, head). All of K and V stay in shared memory for the whole kernel, and the CTA loops over Q blocks of 64 rows.",
        "numericalStability": "Per Q row: running max m, running sum l in fp32; acc and l rescaled by exp(m_old - m_new) whenever the max increases; O = acc / l.",
        "tradeOff": "Fails when N x d x 2 tensors x 2 bytes exceeds shared memory: N = 4096 and d = 128 already need 2 MB, about 9x the 227 KB an H100 CTA can get, so the kernel cannot launch for long sequences.",
    }
