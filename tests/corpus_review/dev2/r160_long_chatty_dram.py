# Sources: S122 (paraphrase / learner rewrite)

def reviewAnswer():
    return "ok so the thing is the GPU can do way more math per second than it can move bytes from DRAM (HBM), like 312 TFLOPS vs ~2 TB/s on an A100, so softmax & friends are memory bandwidth bound. naive attention writes the N by N thing out to DRAM, reads it for softmax, writes it again, reads it for the V matmul. flash attention does QKᵀ, softmax and ×V in one fused kernel per tile, and the N×N thing only ever exists as tiles in shared memory/registers. same math, exact result, way less DRAM traffic."
