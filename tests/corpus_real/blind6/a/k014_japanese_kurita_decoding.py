# Sources: S14 (paraphrase; Japanese learner notes)
def designOutline():
    return {
        "memoryTraffic": "標準の attention では S と P を HBM に書き出して読み戻すが、FlashAttention では S と P は SRAM 上にだけ存在し、HBM には出力 O と logsumexp だけを書く。",
        "tiling": "query を 128 行のブロックに分けて SM ごとに 1 ブロック割り当て、key/value は 64 行ずつ SRAM に載せて順番に回す。",
        "numericalStability": "ブロックごとに最大値 m と和 l を更新し、前のブロックまでの出力を exp(m_old - m_new) で補正する (online softmax)。",
        "tradeOff": "欠点: key/value の系列方向には並列化していないので、デコードのように query が 1 個しかないときは SM がほとんど遊んでしまう。",
    }
