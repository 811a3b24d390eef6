# Sources: S30 (paraphrase / learner rewrite, Japanese)
def designOutline():
    return {
        "memoryTraffic": "S と P は HBM に書かない。Q ブロックを SRAM に置き、K・V をブロックごとに読み込む。HBM への読み書きは Q, K, V の読み込みと O, logsumexp の書き出しだけ。",
        "tiling": "タイルは SRAM に入る大きさにする。",
        "numericalStability": "行ごとの最大値 m と和 l を fp32 で保持し、新しいブロックで m が大きくなったら exp(m_old - m_new) で出力と l をスケールし直す。",
        "tradeOff": "因果マスクでは後ろの Q ブロックほど担当する K/V ブロックが多く、SM ごとの負荷が偏る(最後の波で SM が遊ぶテール効果)。",
    }
