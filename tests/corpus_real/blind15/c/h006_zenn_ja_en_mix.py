# Sources: S05 (paraphrase / learner rewrite, Japanese-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "ポイントは HBM ↔ SRAM の往復を減らすこと。S は SRAM 上の tile としてだけ存在して、HBM には write しない。最後に O だけ HBM に書く。",
        "tiling": "Q tile は 64 rows、K/V tile も 64 rows、head_dim 64。1 block が 1 Q tile を持って、K/V tile を順番に load する loop。",
        "numericalStability": "各 tile で max を引いて softmax をとり、tile ごとの結果を最後に足し合わせれば OK。tile 単位で max を引いてるので overflow しない。",
        "failureMode": "head_dim が 256 になると 64 行の Q/K/V tile だけで 3×32 KB = 96 KB 使うので、1 SM に乗る block 数が減って occupancy が下がる。",
    }
