# Sources: S28 (paraphrase / learner rewrite, Japanese)


def designOutline():
    return {
        "memoryTraffic": "標準実装は n×n のアテンション行列を HBM に書き出して読み直すが、この設計では "
                         "S と P をタイル単位で SRAM に保持したまま使い捨てる。HBM アクセス量は "
                         "O(n^2 d^2 / M)（M は SRAM サイズ）で、標準の O(n^2 + n d) より少ない。",
        "tiling": "Q を Br 行、K/V を Bc 列のタイルに分割し、Bc = M / (4d)、Br = min(M / (4d), d) で "
                  "SRAM に収まるサイズにする。外側ループで Q ブロック、内側ループで K/V ブロックを流す。",
        "numericalStability": "オンライン softmax: 行ごとに最大値 m と指数和 l を fp32 で持ち、新しい "
                              "ブロックで m が更新されたら、これまでの出力と l を exp(m_old − m_new) "
                              "で補正する。最後に l で割り、逆伝播用に logsumexp を保存する。",
        "tradeOff": "トレードオフ: 逆伝播用に P を保存しない代わりに、バックワードで Q, K と保存した "
                    "logsumexp から S と P をブロックごとに再計算する。QK^T の行列積が 1 回分増えるが、"
                    "O(n^2) のメモリと HBM の読み書きがなくなるので、結果的には速い。",
    }
