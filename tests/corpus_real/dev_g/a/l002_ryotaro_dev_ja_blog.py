# Sources: S25 (paraphrase / learner rewrite in Japanese)


def designOutline():
    return {
        "memoryTraffic": "S と P は HBM に書かない。Q, K, V のブロックだけを SRAM に読み、O の一部を更新して HBM に書き戻す。保存するのは O と行ごとの統計量 (m, l) だけ。",
        "tiling": "Q を 64 行ずつのブロックに分け、各ブロックを SRAM に置いたまま K, V を 64 行ずつ内側ループで流す。d = 64。",
        "numericalStability": "行ごとに最大値 m と和 l を fp32 で持ち、新しいブロックで m が更新されたら exp(m_old - m_new) を掛けて以前の出力を補正する。",
        "tradeOff": "逆伝播では S, P を保存していないので、Q, K と保存した統計量から S と P を再計算する。その分ブロックごとに QK^T の行列積が 1 回余分に増える（メモリと引き換えに FLOPs が増える）。",
    }
