# Sources: S13 (paraphrase / learner rewrite, Japanese)
def designOutline():
    return {
        "memoryTraffic": "S と P は HBM に一度も書かない。QKᵀ・softmax・PV を1カーネルにまとめ、"
                         "HBM との往復は Q, K, V の読み込みと O・logsumexp の書き込みだけ。",
        "tiling": "TODO",
        "numericalStability": "オンライン softmax：行ごとに最大値 m と和 l を持ち、最大値が更新されたら"
                              "累積中の出力と l に exp(m_old − m_new) を掛けて補正する。",
        "tradeOff": "逆伝播では P を保存していないので S と P をタイルごとに再計算する。QKᵀ の行列積が1回分増える。",
    }
