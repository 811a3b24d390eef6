# Sources: S31 (paraphrase / learner rewrite), S30 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "オンラインsoftmax：各行の最大値mと和lを持ち、新しいブロックで最大値が増えたら前の結果に"
                         "exp(m_old − m_new)を掛けて補正する。",
        "tiling": "Qは128行のブロックで共有メモリに常駐、K/Vは64行ずつ内側ループで読み込む。grid = (N/128, batch×heads)。",
        "numericalStability": "m、lと出力のアキュムレータはfp32で保持し、exp2を使うためにスコアにlog2(e)を掛ける。"
                              "全部マスクされた行はm = −∞のままなので0を出力してNaNを防ぐ。",
        "tradeOff": "逆伝播でPを再計算するため、ブロックごとにQK^Tがもう一回必要になる（FLOPs増）。",
    }
