# Sources: S30 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Loop order puts Q outermost, so each CTA writes its O tile to HBM exactly once at the end instead of reading and rewriting O after every K/V block (the FA1 order). S/P stay in registers; per CTA the HBM reads are its Q tile once and every K/V tile once; writes are O and the row logsumexp.",
        "tiling": "Br = 128, Bc = 64, d = 128; 4 warps split Q rows (not K), so warps never exchange partial sums through shared memory; grid = (N/128, B*H) and for causal masks blocks above the diagonal are skipped.",
        "numericalStability": "Unscaled accumulator: rescale by exp(m_old - m_new) when the max changes, divide by l once at the end; keep logsumexp L = m + log l for the backward.",
        "tradeOff": "With batch*heads small and N long there are enough Q blocks, but for short N and few heads the grid has fewer CTAs than SMs, so the kernel under-fills the GPU.",
    }
