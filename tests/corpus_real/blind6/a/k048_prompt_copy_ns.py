# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q/K/V tiles read from HBM, O written back; the N x N matrix S is never written to HBM.",
        "tiling": "Br = Bc = 64, d = 64; Q tile stays in SRAM, K/V tiles loop; one thread block per Q tile.",
        "numericalStability": "The softmax needs a row's maximum and sum, but you only see part of the row at a time. How does the result stay finite and correct? In what precision?",
        "tradeOff": "At d = 64 the kernel is memory-bound on K/V loads at short sequence lengths, so the tensor cores sit idle waiting on HBM.",
    }
