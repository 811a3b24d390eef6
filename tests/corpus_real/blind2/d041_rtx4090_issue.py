# Sources: S17 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': 'It reads less memory than PyTorch.',
        'tiling': 'For head_dim 256 on sm_89 (99 KB per block) choose BLOCK_M = 64 and BLOCK_N = 32: '
                  'the Q tile is 32 KB and one K+V stage 32 KB, 64 KB total, Q resident, K/V streamed.',
        'numericalStability': 'Softmax and its row max/sum are computed in fp32; P is cast to bf16 '
                              'only for the PV matmul, and the accumulator O stays fp32.',
        'tradeOff': 'With the forward tile hardcoded for SM80, head_dim = 256 causal bf16 on sm_89 '
                    'allocates 131072 bytes of shared memory while the max is 101376, so the launch '
                    'fails with cudaErrorInvalidValue; the tile heuristic is not head-dim aware.'}
