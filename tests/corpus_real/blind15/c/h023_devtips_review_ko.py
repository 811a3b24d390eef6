# Sources: S23 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        "memoryTraffic": "S와 P는 SRAM 안에서만 블록 단위로 존재하고 HBM에는 쓰지 않는다. HBM 쓰기는 O와 행별 통계량(logsumexp)뿐이다.",
        "tiling": "Q 블록 Br = 64행을 thread block마다 하나씩 SRAM에 올리고, K/V 블록 Bc = 64행을 안쪽 루프에서 순서대로 읽는다. d = 64, fp16 기준 블록당 8 KB.",
        "numericalStability": "부분 최댓값으로 softmax를 계산하면 틀린 결과가 나오므로, 먼저 K 전체를 한 번 훑어 각 행의 정확한 최댓값을 구하고(첫 번째 pass), 두 번째 pass에서 그 최댓값을 빼서 exp와 합, PV를 계산한다.",
        "tradeOff": "역전파 때 P를 저장하지 않았으므로 S를 다시 계산해야 하고, 그만큼 행렬곱 FLOPs가 늘어난다.",
    }
