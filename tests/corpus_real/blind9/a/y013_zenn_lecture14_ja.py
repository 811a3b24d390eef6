# Sources: S13, B1 (paraphrase / learner rewrite, Japanese)
def designOutline():
    return {
        "memoryTraffic": "標準実装は S = QKᵀ と P = softmax(S) を N×N のまま HBM に書き出して、また読み直す。"
                         "FlashAttention では QKᵀ・softmax・PV を1つのカーネルに融合し、S と P は SRAM 上のタイルとしてしか"
                         "存在しない。HBM に書くのは O と各行の logsumexp だけ。",
        "tiling": "Q を Br = 128 行ずつ、K/V を Bc = 64 行ずつに分ける。1スレッドブロックが1つの Q タイルを担当し、"
                  "K/V タイルを内側ループで順に共有メモリへ読み込む。d = 64 なら Q で 16KB、K/V で 16KB 程度。",
        "numericalStability": "各行で最大値 m と分母 l をオンラインで更新する。新しいタイルで最大値が増えたら、"
                              "それまでの O と l に exp(m_old − m_new) を掛けて補正してから足す。累積は fp32。",
        "tradeOff": "causal の場合、対角より上のタイルはスキップできるが、Q タイルごとに処理する K/V タイルの数が違うので、"
                    "SM 間で負荷が偏り、早く終わった SM が遊ぶ。",
    }
