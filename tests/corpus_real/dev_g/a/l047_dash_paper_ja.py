# Sources: S18 (rewrite of an already-used source in this corpus, learner's own words in Japanese)


def designOutline():
    return {
        "memoryTraffic": "融合カーネルなので S/P は HBM に出ない。HBM は Q, K, V の読みと O, LSE の書きだけ。",
        "tiling": "Br = 128, Bc = 128, d = 128。Q ブロックを共有メモリに置き K/V を流す。causal では対角より上のブロックは飛ばす。",
        "numericalStability": "行ごとの最大値と和を fp32 で持ち、exp(m_old - m_new) で累積値を補正。逆伝播用に LSE を保存。",
        "trade_off": "決定的な backward では dQ の足し込みを KV ブロックの順番どおりに直列化するので、causal だと前の CTA を待つパイプラインのストールが出て、非決定版よりスループットが最大 38% くらい落ちる。",
    }
