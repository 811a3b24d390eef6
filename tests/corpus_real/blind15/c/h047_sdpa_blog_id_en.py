# Sources: S32, S17 (paraphrase / learner rewrite, Indonesian-English code-switch)

BLOCK_M = 128
BLOCK_N = 64
HEAD_DIM = 64


def designOutline():
    q_kb = BLOCK_M * HEAD_DIM * 2 // 1024
    kv_kb = BLOCK_N * HEAD_DIM * 2 // 1024
    return {
        "memoryTraffic": "Flash Attention mem-fuse beberapa kernel CUDA (matmul, mask, softmax, dropout, matmul) jadi satu, jadi S dan P tidak pernah ditulis ke HBM; yang ditulis cuma O dan logsumexp per baris.",
        "tiling": f"Di F.scaled_dot_product_attention(q, k, v, is_causal=True), backend flash pakai blok Q {BLOCK_M} baris per thread block (tetap di shared memory) dan blok K/V {BLOCK_N} baris yang di-stream; head_dim {HEAD_DIM}, fp16: {q_kb} KB + {kv_kb} KB + {kv_kb} KB. Blok K/V yang seluruhnya di atas diagonal di-skip karena causal.",
        "numericalStability": "Running max m dan running sum l per baris di fp32, rescale accumulator dengan exp(m_old − m_new) setiap kali max naik; baris yang semua di-mask dijaga supaya output 0, bukan NaN.",
        "tradeOff": "Dropout di dalam kernel fused: mask dropout tidak disimpan, jadi backward harus generate ulang mask dari seed RNG yang sama (Philox) — kalau state RNG beda, gradient-nya salah. Ini cost tambahan selain recompute S.",
    }
