# Sources: S01, S02 (paraphrase / learner rewrite)


def designOutline():
    bm, bn, d = 64, 64, 128
    q_kb = bm * d * 2 // 1024
    kv_kb = bn * d * 2 // 1024
    return {
        "memoryTraffic": (
            "Fused kernel: S आणि P कधीच HBM ला लिहित नाही, ते SRAM/registers मध्ये tile-wise राहतात. "
            "HBM traffic = Q, K, V read + O, LSE write, म्हणजे O(N·d) bytes, O(N²) नाही."
        ),
        "tiling": (
            f"BLOCK_M = {bm} query rows per CTA, SMEM मध्ये resident; K/V BLOCK_N = {bn} rows ने stream होतात, "
            f"2-stage cp.async pipeline. d = {d} fp16: {q_kb} KB + 2 × ({kv_kb} + {kv_kb}) KB = "
            f"{q_kb + 4 * kv_kb} KB."
        ),
        "numericalStability": (
            "Online softmax: row max m आणि row sum l fp32 मध्ये; max वाढला की accumulator आणि l ला "
            "exp(m_old − m_new) ने rescale करतो; fully masked row असेल तर m = −inf ठेवून output 0 देतो, NaN नाही."
        ),
        "tradeOff": (
            "d = 256 असेल तर same BLOCK_M/N ला SMEM दुप्पट लागते (Q 32 KB, K/V 32 KB each per stage), 2 stages "
            "ने 160 KB — A100 वर blocks per SM 1 वर येतात, occupancy कमी होते."
        ),
    }
