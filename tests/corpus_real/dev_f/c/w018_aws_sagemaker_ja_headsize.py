# Sources: S20 (paraphrase / learner rewrite, Japanese)


def designOutline():
    return {
        "memoryTraffic": "QK^T・softmax・PV を一つのカーネルに融合し、N×N のスコア行列は SRAM 上のタイルとしてだけ "
                         "存在させ HBM には書き出さない。HBM に出るのは Q, K, V の読み込みと O, logsumexp の書き込みのみ。",
        "tiling": "Q を 128 行ずつのブロックに分けて 1 スレッドブロックが担当し、K/V は 64 行ずつ共有メモリに流す。"
                  "head size は 8 の倍数・128 以下に揃える（例: hidden 864 なら num_heads を 54 にして 16）。",
        "numericalStability": "行ごとに fp32 の最大値 m と和 l を持ち、新しいブロックで m が増えたら "
                              "累積出力と l に exp(m_old − m_new) を掛けてから加算する。",
        "tradeOff": "制約: attention_head_size が 8 の倍数でないと FlashAttention が使えない。"
                    "テンソルコアの MMA とタイルの列幅が 8/16 単位なので、hidden 864 / 48 heads = 18 "
                    "のようなモデルはそのままでは通常の（遅い）attention に戻ってしまい、"
                    "num_heads を変えてモデル構成ごと作り直す必要がある。",
    }
