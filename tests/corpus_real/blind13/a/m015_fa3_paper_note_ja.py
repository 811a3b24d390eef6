# Sources: S17, S33 (*) (paraphrase / learner rewrite, Japanese)
# 輪読会のまとめ (reading-group summary) as the assignment answer.


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T・softmax・PV を1つのカーネルに融合し、スコア行列 S と確率 P は HBM に一切書き出さない"
            "(レジスタと共有メモリ上で消費する)。HBM から読むのは Q, K, V、書くのは O と各行の "
            "logsumexp だけ。"
        ),
        "tiling": (
            "1 CTA が Q の 128 行ブロックを担当し、K/V を 128 行ずつ TMA で共有メモリの 2 段バッファに"
            "非同期ロードする。producer warp が TMA、2 つの consumer warpgroup が wgmma を担当する"
            "(warp specialization)。d = 128。"
        ),
        "numericalStability": (
            "オンライン softmax:各行の最大値 m と和 l を fp32 で保持し、新しいブロックで最大値が"
            "更新されたら出力アキュムレータと l を exp(m_old - m_new) 倍して補正する。最後に l で割る。"
        ),
        "tradeOff": (
            "FP8 では e4m3 の仮数が 3 ビットしかないため丸め誤差が大きく、外れ値のある Q/K では"
            "誤差が増える。そのため incoherent processing (ランダム直交変換) を前処理として追加する"
            "コストがかかる。"
        ),
    }
