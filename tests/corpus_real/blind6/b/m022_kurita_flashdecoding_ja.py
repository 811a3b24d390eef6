# Sources: S23 (paraphrase, Japanese)
def designOutline():
    return {
        "memoryTraffic": "S と P は HBM に書き出さない。Q のブロックを SRAM に載せ、K/V をブロックごとに読み込んで出力 O だけを HBM に書く。",
        "tiling": "FlashAttention は key/value をブロックに分けて順番に処理し、query ブロックごとに 1 つのスレッドブロックを割り当てる。FlashDecoding では同じ query に対して異なる KV ブロックを並列に計算し、最後にマージする。",
        "numericalStability": "ブロックごとの最大値 m と和 l を持ち、新しいブロックで最大値が変わったら、それまでの出力を exp(m_old - m_new) でスケールし直す。マージのときも同じ補正を使う。",
        "tradeOff": "KV の系列方向には並列化していないので、query が少ない (デコード時) と SM が遊んでしまう。そのため FlashDecoding で KV 方向に分割するが、分割結果をマージする追加のカーネル(リダクション)が必要になる。",
    }
