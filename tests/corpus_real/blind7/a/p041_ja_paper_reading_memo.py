# Sources: S31 (paraphrase / learner rewrite), S37 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "論文メモ：標準実装はSとPをHBMに書き戻すのでΘ(Nd + N²)のアクセス。FlashAttentionではS・Pを"
                         "HBMに一切書かず、Q・K・Vを読んでOと統計量(m, l)だけ書く → Θ(N²d²/M)。",
        "tiling": "Bc = ⌈M/4d⌉, Br = min(⌈M/4d⌉, d)。外側ループでK_j, V_jをSRAMにロード、内側ループでQ_i, O_i, l_i, m_iをロードして更新し書き戻す。",
        "numericalStability": "m̃_ij = rowmax(S_ij), P̃_ij = exp(S_ij − m̃_ij), l̃_ij = rowsum(P̃_ij)。"
                              "m_new = max(m_i, m̃_ij), l_new = e^{m_i−m_new} l_i + e^{m̃_ij−m_new} l̃_ij で、O_iも同じ係数で補正。",
    }
