# Sources: S27 (日本語ブログの要約 / Japanese blog, author's own wording)
def designOutline():
    return {
        "memoryTraffic": "外側ループで K_j, V_j を HBM から SRAM に読み込み、内側ループで Q_i, O_i, l_i, m_i を読み込む。S_ij と P_ij は SRAM 内だけで計算し、O_i, l_i, m_i をその都度 HBM に書き戻す。N x N の行列は HBM に置かない。",
        "tiling": "ブロックサイズは B_c = ⌈M/d⌉, B_r = ⌈M/4d⌉ とする（M は SRAM サイズ）。Q を T_r 個、K, V を T_c 個に分割し、外側が j（K_j, V_j）、内側が i（Q_i）のループ。",
        "numericalStability": "m(x) と l(x) だけ保存しておけば二つの softmax を結合できる：m_new = max(m_i, m~_ij), l_new = exp(m_i - m_new) l_i + exp(m~_ij - m_new) l~_ij, O_i も exp(m_i - m_new) で補正してから l_new で割る。",
    }
