# Sources: S15 (paraphrase / learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": "표준 어텐션은 S, P ([N, N])를 메모리에 전부 저장한다 (N=4096, fp16이면 각각 32MB). "
                         "Flash Attention은 S, P를 저장 안 하고 SRAM에서만 계산한다. HBM에는 Q, K, V를 읽고 O만 쓴다.",
        "tiling": "thread block 하나가 Q 블록 하나를 맡고, shared memory에 Q_smem, K_smem, V_smem과 "
                  "S_smem[BLOCK][BLOCK]을 둔다. BLOCK_SIZE = 64, HEAD_DIM = 64. O_local, l, m은 레지스터에 두고 "
                  "K, V 블록을 순서대로 로드한다.",
        "numericalStability": "Online softmax: m_new = max(m_block, max(S_block)); scale = exp(m_block − m_new)로 "
                              "이전 O_block과 l_block을 rescale한 후 P_block = exp(S_block − m_new)를 더한다. 마지막에 O를 l로 나눈다.",
        "tradeOff": "Backward 계산이 2배: forward에서 S, P를 저장 안 하니까 backward에서 S, P를 재계산해야 한다. "
                    "그리고 시퀀스가 512보다 짧으면 N×N 행렬 자체가 작아서 아낄 메모리 I/O가 별로 없어 속도 이득이 1.2~1.5배 정도밖에 안 된다.",
    }
