# Sources: S13, S03 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": [
            "S と P は on-chip (registers/SMEM) だけ、HBM には書かない。",
            "HBM traffic は Q, K, V の read と O, LSE の write だけで、O(N·d)。",
        ],
        "tiling": [
            "Hopper では producer warp が TMA で K/V tile (kBlockN = 128, d = 128) を 2 stage で SMEM に load、consumer warpgroup 2 つが WGMMA。",
            "Q tile kBlockM = 128 は SMEM に常駐。",
            "producer には 24 registers、consumer には 240 registers を setmaxnreg で再配分。",
        ],
        "numericalStability": [
            "online softmax: row max m と row sum l を fp32 registers に持ち、新しい K block で m が増えたら O accumulator を exp(m_old − m_new) で rescale。",
            "最後に 1/l を掛けて LSE = m + log l を保存。",
        ],
        "tradeOff": [
            "tile を大きくすると (たとえば N 方向 208) fp32 accumulator が consumer の register に入りきらず、ptxas が数千 byte spill する — CUTLASS PR の通り 5-10x 遅くなる。",
            "register 再配分 (producer 24 / consumer 240) で回避できるが、tile shape ごとの調整が必要。",
        ],
    }
