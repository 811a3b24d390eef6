# Sources: S13, S12 (learner rewrite, non-native English)


def designOutline():
    return {
        'memoryTraffic': (
            'So basically what I understood is, the main problem is not the computing, it is the '
            'moving of data. In the normal attention the S matrix which is N by N is going to HBM '
            'and again coming back for softmax and again for multiply with V. In flash attention '
            'we are doing all three in one kernel only, so S and P is staying in the shared '
            'memory and registers and never we are writing it to HBM, only Q K V is read and O '
            'and the logsumexp is written, I think this is the main reason of speedup.'
        ),
        'tiling': (
            'We are taking Q in blocks of 64 rows, one block per thread block, and this Q block '
            'is sitting in shared memory full time; then inner loop is going over K and V in '
            'blocks of 64 rows also. For head dim 64 it is coming 8 KB each, so 24 KB total, '
            'which is fitting easily.'
        ),
        'numericalStability': (
            'For softmax we need max of full row but we are seeing only one block, so we are '
            'keeping running max m and running sum l per row in fp32, and whenever new block is '
            'giving bigger max we are multiplying old l and old output with exp(m_old - m_new), '
            'then adding new block. Finally dividing by l. Result is exact only, not approximate.'
        ),
        'tradeOff': (
            'One drawback I feel is in backward: since P is not stored, we have to recompute S '
            'and P from Q, K and the logsumexp for each block, so extra matmul is there, more '
            'FLOPs, but memory is saved so it is ok.'
        ),
    }
