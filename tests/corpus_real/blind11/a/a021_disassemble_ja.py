# Sources: S19 (already-used source; learner rewrite in Japanese)


def designOutline():
    return {
        "memoryTraffic": (
            "標準アテンションでは S と P（N×N）を HBM に書き出して読み戻すので、N = 8192 だとヘッドあたり "
            "256 MB になる。これがボトルネック。"
        ),
        "tiling": (
            "Q をブロック（Br = 128 行）に分け、各ブロックを 1 つの SM に割り当てる。K, V は Bc = 64 行ずつ "
            "SRAM に読み込んで内側ループで回す。"
        ),
        "numericalStability": (
            "オンライン softmax：行ごとに最大値 m と和 ℓ を保持し、新しいブロックで m が更新されたら、それまでの "
            "ℓ と出力を exp(m_old − m_new) 倍して補正する。"
        ),
        "tradeOff": (
            "逆伝播では P を保存しないので、QK^T をブロックごとに再計算する。計算量は増えるがメモリは O(N)。"
        ),
    }
