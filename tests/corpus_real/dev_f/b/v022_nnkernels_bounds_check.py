# Sources: S22 (paraphrase of a Julia PR)
def designOutline():
    return {
        "memoryTraffic": "q, k, v read from device memory, o written; the q*k' chunk lives in shared memory for the group and is never stored.",
        "tiling": "ndrange over heads and query blocks (outer), inner loop over key chunks; groupsize chosen so the chunk buffers satisfy the shared-memory limit, head dim 64.",
        "numericalStability": "Online softmax: per query row the running max is updated with each key chunk and the old sum and output are multiplied by exp(m_old - m_new). Keys past size(k, 2) must break out of every loop before they touch max or sum.",
        "tradeOff": "If you forget the bounds check in one of the loops, padded keys past the sequence end enter the max and the sum and you get NaNs (seen with Qwen2.5, 14 heads) that naive attention does not produce.",
    }
