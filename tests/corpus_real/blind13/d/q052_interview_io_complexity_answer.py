# Sources: S25 (*) (paraphrase / learner rewrite), S32 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Standard attention: Theta(N d + N^2) HBM accesses because S and P (N x N each) are "
            "written and read. My fused kernel never writes S or P to HBM; it reads K and V once "
            "per query block, so with Br = Theta(M/d) the HBM accesses are Theta(N^2 d^2 / M). "
            "For d = 64 and M = 100 KB that is many times fewer bytes than N^2."
        ),
        "tiling": (
            "Pick Br and Bc from the SRAM size: Bc = ceil(M / 4d), Br = min(Bc, d) in the FA1 "
            "paper's rule; in practice on A100 with d = 64, fp16: Br = 128, Bc = 64, Q tile 16 KB "
            "resident, K/V tiles 8 KB each streamed; grid (N/Br, B*H)."
        ),
        "numericalStability": (
            "Online softmax: per row m and l in fp32; rescale O and l by exp(m_old - m_new) "
            "whenever m grows, divide by l at the end; write L = m + log l."
        ),
        "tradeOff": (
            "If M were smaller than d^2 the Theta(N^2 d^2 / M) bound stops being favourable: tiles "
            "shrink to a few rows, K/V are re-read N/Br times and the kernel goes back to being "
            "HBM-bound. That is why d = 256 is hard on small-SRAM GPUs."
        ),
    }
