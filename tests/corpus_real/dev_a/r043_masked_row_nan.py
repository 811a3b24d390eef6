# sources: S33 (flash-attention issue #1228), S14, learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Q tile read once, K/V tiles streamed from HBM, scores kept on chip and never written back, output written once along with the per-row logsumexp for the backward pass.",
        "tiling": "Q tiles of 64 rows and K/V tiles of 64 rows at d = 128; grid (ceil(N/64), batch * heads); Q tile and accumulator stay in shared memory/registers while the loop runs over K/V tiles.",
        "numericalStability": [
            "Masked scores are set to -inf before the max; running max m and sum l per row in fp32, accumulator rescaled by exp(m_old - m_new).",
            "A fully masked row would give m = -inf and exp(-inf - (-inf)) = NaN, so when m_new is -inf we use 0 in the exponent and l stays 0; at the end rows with l = 0 output 0 instead of dividing by zero.",
        ],
        "failureModes": "Without the -inf guard, padded or fully masked rows (e.g. padding tokens whose Q/K are uninitialised memory) produce NaN in O, and the NaN then propagates through the backward into every gradient.",
    }
