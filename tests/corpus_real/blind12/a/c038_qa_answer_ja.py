# Sources: S23, S24 (already-used sources; learner rewrite in Japanese)


def designOutline():
    return {
        "memoryTraffic": "ポイントは FLOPs ではなくメモリ転送量。S と P を HBM に書き出さず、QK^T・softmax・PV を 1 カーネルで融合する。HBM から読むのは Q, K, V、書くのは O と行ごとの logsumexp だけ。",
        "tiling": "Q を 128 行ずつのブロックに分けてスレッドブロックごとに SRAM に置き、K/V は 64 行ずつ内側ループでストリームする。causal マスクの場合、対角より上の K/V ブロックはスキップ。",
        "numericalStability": "オンライン softmax。各行で最大値 m と和 l を保持し、m が更新されたら既存の出力と l を exp(m_old − m_new) 倍してから新ブロックを足す。fp32 で累積。",
        "tradeOff": "再計算、レジスタ圧迫、ロードインバランス。",
    }
