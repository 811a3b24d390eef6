# Sources: S18, S09 (learner rewrite, long rambling paragraphs)


def designOutline():
    return {
        'memoryTraffic': (
            'The way I think about it is that the GPU is really a very fast calculator sitting '
            'next to a very slow warehouse, and every time the normal attention finishes QK^T it '
            'has to put the whole N by N score matrix in the warehouse (HBM) and then go and '
            'fetch it back for the softmax, and then put P back and fetch it again for the '
            'multiplication with V, which for N = 8k and a few dozen heads is gigabytes of '
            'traffic. In my design there is one kernel for the whole thing and the score tile for '
            'a block of queries and a block of keys is computed, exponentiated and multiplied by '
            'V while it is still in registers, so S and P are never written to HBM at all; the '
            'only things that travel are Q, K and V coming in and O plus one logsumexp number per '
            'row going out.'
        ),
        'tiling': (
            'Concretely each thread block takes 128 query rows of one head and keeps them in '
            'shared memory for its whole life, together with the output accumulator in registers, '
            'and then walks along the sequence in steps of 64 keys, loading the K and V slices '
            'for that step into shared memory (with head dim 64 that is 16 KB for Q and 8 KB each '
            'for K and V), so the grid is the number of query blocks times batch times heads.'
        ),
        'numericalStability': (
            'The annoying part is softmax, because you need the row max before you can '
            'exponentiate safely, and you only see 64 keys at a time; so I keep a running max and '
            'a running sum per row in fp32, and whenever a new block has a larger max I multiply '
            'the old sum and the old accumulator by exp(old max minus new max) before adding the '
            'new block in, which keeps every exponent at or below zero and gives exactly the same '
            'answer at the end after dividing by the sum.'
        ),
        'tradeOff': (
            'What it costs me is the backward pass, because I threw P away: to get the gradients '
            'I have to recompute QK^T and the exponentials for every tile again from Q, K and the '
            'stored logsumexp, so the backward does roughly one extra matrix multiply per tile, '
            'which I am happy to pay because reading an N by N matrix from HBM would be slower '
            'than redoing the math.'
        ),
    }
