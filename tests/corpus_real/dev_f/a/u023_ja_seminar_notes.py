# Sources: S03, S13 (paraphrase / learner rewrite, 日本語), S22 (background)
# ゼミ発表用メモ


def designOutline():
    return {
        "memoryTraffic": (
            "QKᵀ（N×N）と softmax 後の P は HBM に一度も書き出さない。1 つのカーネルで QKᵀ → softmax → PV "
            "まで融合し、HBM からは Q, K, V を読むだけ、書くのは O と各行の logsumexp だけ。"
        ),
        "tiling": (
            "Q を Br = 128 行ずつのブロックに分け、1 スレッドブロックが 1 ブロックを担当（Q タイルと fp32 "
            "アキュムレータはずっとオンチップ）。K, V は Bc = 64 行ずつ共有メモリにロードして内側ループで流す。"
            "causal の場合、対角より上のブロックはスキップ。"
        ),
        "numericalStability": (
            "オンラインソフトマックス：各行で最大値 m と和 l を fp32 で保持。新しいブロックで m が大きくなったら、"
            "これまでの l と出力を exp(m_old − m_new) 倍してから新しい exp(S − m_new) を足す。最後に l で割る。"
        ),
        "tradeOff": (
            "P を保存しないので、backward で QKᵀ をブロックごとにもう一度計算する必要がある（再計算のぶん "
            "FLOPs は増える）。その代わり O(N²) のメモリが要らない。"
        ),
    }
