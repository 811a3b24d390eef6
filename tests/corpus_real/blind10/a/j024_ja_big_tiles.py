# Sources: S22, S13 (learner rewrite, Japanese)
def designOutline():
    return {
        "memoryTraffic": (
            "S = QK^T と P は HBM に一度も書かない。HBM の読み書きは Q, K, V の読み込みと O・logsumexp の書き込みだけ。"
        ),
        "tiling": (
            "BLOCK_M = 256、BLOCK_N = 256、head_dim = 256 にして、Q・K・V のタイルを全部共有メモリに置く。"
            "大きいタイルほど K/V の再読み込みが減るので、1 スレッドブロックで 256 行を担当する。"
        ),
        "numericalStability": (
            "オンライン softmax：各行の running max m と running sum l を fp32 で持ち、m が更新されたら累積出力を "
            "exp(m_old − m_new) でスケールし直す。全部マスクされた行は m = −inf のまま 0 を出力する。"
        ),
        "tradeOff": (
            "causal のときは対角より上のブロックをスキップするので、後ろの Q ブロックほど仕事が多く、先に終わった SM が"
            "待つ（負荷の偏り、テール）。"
        ),
    }
