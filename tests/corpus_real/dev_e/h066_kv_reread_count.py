# Sources: S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q is read once, O written once. K and V are each read N / Br times: for N = 8192, Br = 128, d = 128 in fp16 that is 64 x 2 x 2 MB = 256 MB of K/V reads, versus 128 MB just to write S once (8192^2 x 2 B) in standard attention, which then reads and writes it several more times.",
        "tiling": "Br = 128 query rows resident per CTA, Bc = 64 key rows per inner step, d = 128, 4 warps, 2 K/V stages.",
        "numericalStability": "Row max m and row sum l in fp32; each step: m_new = max(m, rowmax(S)); acc = acc * exp(m - m_new) + exp(S - m_new) V.",
        "tradeOff": "A bigger Br would cut those K/V re-reads, but Br = 256 at d = 128 means a 256 x 128 fp32 accumulator (128 KB) per CTA, far beyond the register file, so it spills; 128 is where the re-reads and the registers balance.",
    }
