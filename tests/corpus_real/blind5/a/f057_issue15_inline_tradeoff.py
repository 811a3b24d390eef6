# Sources: S03, S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One kernel reads Q, K, V and writes O plus the per-row logsumexp; S = QK^T and P = softmax(S) exist only as 128 x 64 tiles in shared memory/registers and are never written to HBM.",
        "tiling": "Q blocks of 128 rows, one CTA each, grid = (N/128, batch*heads); K/V blocks of 64 rows streamed in the inner loop, head dim 128, 4 warps. Trade-off: at batch 1 and 8 heads with N = 1024 that is only 64 CTAs for 108 SMs, so 40% of the GPU idles; smaller Q blocks would fill it but re-read K/V more often.",
        "numericalStability": "m (running max) and l (running sum) per row in fp32; new block: m' = max(m, rowmax), acc = acc*exp(m - m') + exp(S - m') V, l likewise; O = acc / l at the end.",
    }
