# Sources: S23 (already-used source; learner rewrite in Japanese)


def designOutline():
    return {
        "memoryTraffic": (
            "S のブロック（block_q × block_k）は SRAM に収まるように選ぶので、S を HBM に書き出すことはない。"
            "HBM へのアクセスは Q, K, V の読み込みと O の書き込みだけ。"
        ),
        "tiling": (
            "block_k = M/(4d)、block_q = min(M/(4d), d)。実装では 16 の倍数かつ 2 のべき乗に丸めて、"
            "block_q = 128、block_k = 64、d = 64 とし、Q ブロックを SRAM に置いたまま K/V ブロックを回す。"
        ),
        "numericalStability": (
            "行ごとに最大値 m と和 l を fp32 で持ち、新しいブロックで m が大きくなったら、それまでの出力と l に "
            "exp(m_old − m_new) を掛けてから足す。"
        ),
        "tradeOff": (
            "M は GPU ごとに違う（A100 と H100 で共有メモリ量が異なる）ので、ブロックサイズは GPU ごとに"
            "チューニングし直す必要がある。"
        ),
    }
