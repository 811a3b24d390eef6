# Sources: S33 (paraphrase / 日本語)

def designOutline():
    return {
        "memoryTraffic": "Flash Attention 2 は attention 行列を GPU メモリ(HBM)に実体化せず、タイルごとに SRAM で softmax まで計算して出力だけを書き戻す。",
        "tiling": "Q を 128 行のブロックに分けてスレッドブロックに割り当て、系列長方向にも並列化する。K・V は 64 行ずつ共有メモリに読み込んでループする。",
        "numericalStability": "各行の最大値と和を fp32 で保持し、最大値が更新されたら累積値を exp(旧 max − 新 max) で補正するので、fp16/bf16 入力でもオーバーフローしない。",
        "tradeOff": "fp16 か bf16 のモデルでしか使えず、NVIDIA GPU 専用:カーネルが半精度の Tensor Core 命令だけで書かれているため、fp32 のモデルでは先にキャストしないとエラーになる。",
    }
