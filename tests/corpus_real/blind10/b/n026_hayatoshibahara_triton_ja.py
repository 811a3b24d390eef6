# Sources: S26 (paraphrase / 日本語)

def designOutline():
    return {
        "memoryTraffic": "HBM(1.5 TB/s、40 GB)と SRAM(19 TB/s、20 MB)の差が問題。標準実装は S と P を HBM に書いて読み戻すが、Flash Attention はブロックを SRAM に読み込んで softmax まで済ませ、S・P は HBM に書かない。出力 O と統計量だけを書く。",
        "tiling": "Triton カーネル:プログラム 1 つが Q の BLOCK_M = 64 行を担当し、K・V を BLOCK_N = 64 行ずつループで読む。head_dim = 64 の fp16 なら SRAM 使用量は 1 ステージで 24 KB 程度。",
        "numericalStability": "各行の最大値 m_i と和 l_i を fp32 で持ち、新ブロックで m が増えたら acc と l_i に exp(m_old − m_new) を掛けてから加算する。",
        "tradeOff": "逆伝播は S を保存していないので再計算が必要で、その分 FLOPs が増える。ただしメモリは系列長に線形。",
    }
