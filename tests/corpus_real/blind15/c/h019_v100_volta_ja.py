# Sources: S20, S17 (paraphrase / learner rewrite, Japanese)


def designOutline():
    return {
        "memoryTraffic": "入出力は FP16 だが、S と P は HBM に書かない。HBM から Q・K・V を読み、O と各行の LSE（FP32）だけを書き戻す。",
        "tiling": "V100 は 1 block あたり shared memory が最大 96 KB なので、Br = 64、Bc = 64、head_dim = 128（FP16）にする：Q・K・V のタイルが各 16 KB、合計 48 KB。1 block = 4 warp、各 warp が Q の 16 行を担当する。トレードオフ：head_dim = 256 になると 64 行のタイルが 96 KB に収まらないので、ブロックを 32 行に小さくするしかなく、K/V の読み直し回数が倍になって遅くなる。",
        "numericalStability": "内部計算は FP32 で、各行の最大値 m と和 l を保持し、最大値が更新されるたびに累積出力と l に exp(m_old − m_new) を掛ける。全部マスクされた行は m が −inf のままなので、exp(−inf − (−inf)) で NaN にならないよう、その行は 0 を出力するようにガードする。",
    }
