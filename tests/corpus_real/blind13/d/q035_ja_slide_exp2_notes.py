# Sources: S05 (paraphrase, rendered in Japanese), S36 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "HBM 読み: Q, K, V。HBM 書き: O と行ごとの LSE(fp32)。S と P はレジスタ上だけで、"
            "HBM には一度も書かない(融合カーネル)。"
        ),
        "tiling": (
            "A100 / d = 64 / fp16: BLOCK_M = 128(Q、共有メモリ常駐 16 KB)、BLOCK_N = 64(K, V を "
            "各 8 KB ずつストリーム)、num_stages = 3 で 16 + 3 × 16 = 64 KB。"
            "grid = (cdiv(N,128), B·H)、num_warps = 4。"
        ),
        "numericalStability": (
            "qk_scale = sm_scale × 1.44269504(= log2 e)を最初に一度だけ掛け、以後は exp2 を使う。"
            "m_ij = max(m_i, rowmax(qk)) を引いてから p = exp2(qk − m_ij)、"
            "alpha = exp2(m_i − m_ij) で acc と l_i を補正。最後に m_i + log2(l_i) を保存"
            "(backward 側も base-2 で揃える)。"
        ),
        "tradeOff": (
            "num_stages = 3 は A100 では 64 KB で問題ないが、同じ設定を d = 128 にすると "
            "32 + 3 × 32 = 128 KB になり、RTX 4090 の 99 KB を超えて OutOfResources で起動できない。"
        ),
    }
