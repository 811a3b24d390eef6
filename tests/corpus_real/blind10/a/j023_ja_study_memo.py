# Sources: S13, S22 (paraphrase / learner rewrite, Japanese)
def designOutline():
    return {
        "memoryTraffic": (
            "QK^T、softmax、PV を1つのカーネルに融合する。S と P のタイルは SRAM（共有メモリ／レジスタ）の中だけで使い捨て、"
            "HBM には書き戻さない。HBM から読むのは Q, K, V、書くのは O と各行の logsumexp だけ。"
        ),
        "tiling": (
            "Br = Bc = 128、d = 64。Q のタイル（128 行）はスレッドブロックごとに共有メモリに常駐し、K/V のタイルを内側ループで"
            "ストリームする。16KB × 3 = 48KB。grid = (N/128, batch × heads)。"
        ),
        "numericalStability": (
            "行ごとに最大値 m と和 l を fp32 で保持し、新しいブロックで最大値が増えたら出力と l を exp(m_old − m_new) 倍して"
            "から新しい寄与を足す。最後に O / l。"
        ),
        "tradeOff": (
            "逆伝播では P を保存していないので、Q と K と logsumexp から S を再計算する。ブロックごとに QK^T が1回余分に"
            "かかる（その代わりメモリは O(N)）。"
        ),
    }
