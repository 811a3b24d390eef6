# Sources: S14 (already-used source; learner rewrite in Japanese)


def designOutline():
    return {
        "memoryTraffic": "Q, K, V のブロックを HBM から SRAM に読み込んで、S と P は SRAM 上だけで使い捨てる。HBM に書き戻すのは出力 O と行ごとの logsumexp だけ。N×N 行列は HBM に一度も書かない。",
        "tiling": "A100 の SRAM は 1 SM あたり 163 KB。d = 128 なら Br = 128, Bc = 64 (fp16 で Q 32 KB + K 16 KB + V 16 KB)。d = 256 のときは Br = Bc = 64 に下げる (Q/K/V 各 32 KB、合計 96 KB)。Q ブロックをスレッドブロックごとに SRAM に常駐させ、K/V ブロックを内側ループで流す。",
        "numericalStability": "オンライン softmax：各行の最大値 m と指数和 l を fp32 で持ち、新しいブロックで m が大きくなったら、それまでの l と出力アキュムレータに exp(m_old − m_new) を掛けて補正する。",
        "tradeOff": "ヘッド次元が大きいと SRAM にブロックが入らないので、ブロックをかなり小さくするしかなく、K/V の再読み込みが増えて全体が遅くなる。だから当時は d = 256 で速度向上が得られず、d ≤ 128 のみサポートだった。",
    }
