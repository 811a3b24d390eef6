# Sources: S15 (learner rewrite in Japanese; source already used elsewhere)
def designOutline():
    return {
        "memoryTraffic": "中間行列 S と P（N = 8192 なら fp16 で合計 256 MB）は HBM に一度も書き出さない。1 つのカーネルで QK^T・softmax・PV を行い、S のタイルはレジスタ上で使い捨て。HBM から読むのは Q, K, V、書くのは O と行ごとの logsumexp だけ。",
        "tiling": "Q を 128 行ブロック（共有メモリに常駐）、K/V を 64 行ブロックに分けて内側ループで流す。d = 128、fp16 で約 64 KB。グリッドは (N/128, バッチ×ヘッド)。",
        "numericalStability": "オンライン softmax：各行の最大値 m と和 l を fp32 で持ち、最大値が更新されたら累積出力と l に exp(m_旧 - m_新) を掛けて補正する。",
        "tradeOff": "逆伝播では P を保存していないので S と P を再計算する必要があり、FLOPs が増える（メモリは O(N) で済む代わり）。",
    }
