# Sources: S47 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Never materialises the N x N attention matrix: memory O(N*d) instead of O(N^2) — the entire point.",
        "tiling": "Outer loop over Q tiles (Br query rows per block), inner loop over KV tiles (Bc rows per iteration); blockDim.x = D_HEAD = 64 threads, each thread owns one output dimension across all Br rows; per-row m and l in shared memory so all threads can read the correction factors.",
        "numericalStability": "Online softmax maintains running max and denominator per row; correction factor exp(m_old - m_new) applied to every thread's column of O before the new tile is added.",
        "tradeOff": "Everything is FP32 with no tensor cores: the QK^T and PV products run on CUDA cores at a fraction of the tensor-core throughput, so it is far slower than cuBLAS-based attention for d = 64.",
    }
