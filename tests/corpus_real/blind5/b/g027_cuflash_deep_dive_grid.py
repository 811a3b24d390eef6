# Sources: S27 (paraphrase of a design document)


def designOutline():
    return {
        'memoryTraffic': (
            'S and P live only in shared memory and registers for one Br×Bc tile; global memory '
            'sees Q, K, V reads, O write and L (logsumexp) write.'
        ),
        'tiling': (
            'gridDim.x = batch_size × num_heads, blockDim.x = 128 with __launch_bounds__(128); '
            'template <head_dim = 128, Br = 64, Bc = 64>: Q tile 16 KB + K 16 KB + V 16 KB = 48 '
            'KB shared memory, the block loops over all Q tiles of its head and all K/V tiles.'
        ),
        'numericalStability': (
            'm_i, l_i per row in fp32 registers; O_acc *= exp(m_old - m_new) when the max rises; '
            'O = O_acc / l at the end; fully masked rows keep l = 0 and are written as 0.'
        ),
        'tradeOff': (
            'One block per (batch, head) means batch 1 × 16 heads launches only 16 blocks on a '
            '132-SM H100: most SMs are idle. Parallelising over query tiles too (FA2 style) would '
            'fix it.'
        ),
    }
