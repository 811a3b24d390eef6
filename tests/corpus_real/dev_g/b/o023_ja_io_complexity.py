# Sources: S01 (learner rewrite in Japanese)
def designOutline():
    return {
        "memoryTraffic": "タイリングのおかげで Q, K, V の各要素を HBM から 1 回だけ読むので、HBM アクセス量は系列長に対して O(N) に減る（標準 attention は O(N²)）。",
        "tiling": "外側ループで Q の 128 行ブロック、内側ループで K/V の 64 行ブロック（d = 64）。Q ブロックと出力アキュムレータはオンチップに常駐。",
        "numericalStability": "オンライン softmax。行ごとの running max と running sum を fp32 で持ち、exp(m_old - m_new) で古い寄与を補正。",
        "tradeOff": "因果マスクでは対角より上のブロックをスキップするため、Q ブロックごとの仕事量が異なり、最後の SM だけが遅れて終わる。",
    }
