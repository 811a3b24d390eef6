# Sources: S48, S49 (日本語での学習者の書き直し)
def designOutline():
    return {
        "memoryTraffic": (
            "Metal の融合カーネル：Q・K・V はデバイスメモリから読み、O だけを書き戻す。スコア行列は "
            "threadgroup メモリの中だけにあって、デバイスメモリには書かない。"
        ),
        "tiling": (
            "M2 Max 向けに BQ = 64、BK = 64、head_dim = 128。Q (64×128 half)、K、V のタイルと、fp32 の出力 "
            "アキュムレータ O (64×128 float) を全部 threadgroup メモリに置き、256 スレッド (8 simdgroup) の "
            "threadgroup が (クエリブロック, ヘッド) ごとに1つ。大きいタイルのほうが K/V の再読み込みが減るので速い。"
        ),
        "numericalStability": (
            "オンライン softmax：各行の最大値と和を float で保持し、最大値が更新されたら exp(m_old - m_new) で "
            "O と和をスケールしてから新しいブロックを足す。"
        ),
        "tradeOff": (
            "head_dim が 128 より小さいモデルではスレッド数を 128 に減らしたほうが threadgroup メモリ使用量が"
            "半分になり、同時に動く threadgroup が増えるので、256 スレッド固定だと小さいヘッドで占有率が落ちる。"
        ),
    }
