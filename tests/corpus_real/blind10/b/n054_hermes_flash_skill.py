# Sources: S56 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "IO-aware tiling: the N×N matrix is never written to HBM, only O and the logsumexp; that is where the 10-20x memory reduction comes from.",
        "tiling": "128-row Q blocks per thread block, K/V in 64-row blocks through shared memory, head dim 128 in bf16 (32 KB for Q, 32 KB per K+V block).",
        "numericalStability": "Running max and sum in fp32 per row, rescale the accumulator by exp(m_old - m_new) whenever the max grows.",
        "tradeOff": "Sequences longer than 512 tokens: always use Flash Attention; GPU OOM during training: Flash Attention is usually the fix.",
    }
