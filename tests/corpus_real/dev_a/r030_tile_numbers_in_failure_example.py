# sources: S10 (attention-gym issue #14), S13 (vLLM PR on limited shared memory), S1; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Scores and probabilities are computed and consumed on chip, never written to HBM; HBM sees Q, K, V once per query block and the output O plus logsumexp.",
        "tiling": "We tile the computation into blocks so that everything fits in shared memory; the number and size of tiles depend on the GPU.",
        "numericalStability": "Running max and running sum per row in fp32; old partial outputs rescaled by exp(m_old - m_new) when a later block has a larger score.",
        "failureModes": "It fails when head_dim = 256 on consumer GPUs: with BLOCK_M = 128 and BLOCK_N = 128 the Q tile plus K and V tiles need 192 KB of shared memory, but an RTX 4090 gives only 101376 bytes per block, so Triton raises OutOfResources and the block sizes must drop to 64 or 32.",
    }
