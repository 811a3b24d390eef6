# Sources: S31 (paraphrase, 日本語)


def designOutline():
    return {
        "memoryTraffic": (
            "従来実装では Q × K^T の n × n スコア行列を HBM に書き込み、Softmax の後にもう一度 HBM に書き込む。"
            "Flash Attention はこれを SRAM 上のタイル処理に置き換えて、n × n の中間テンソルを HBM に書かない。"
        ),
        "tiling": "タイル処理で、SRAM に収まるサイズに行列を分割して計算する。",
        "numericalStability": (
            "オンライン softmax で各行の最大値と指数の合計を更新し、最大値が変わったら過去の出力を "
            "exp(m_old - m_new) で補正する。"
        ),
        "tradeOff": (
            "トレードオフ: メモリ使用量を 58% 削減し推論スループットが 2.3 倍になる代わりに、わずかな精度低下がある。"
        ),
    }
