# Sources: S73 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Because everything is fused into a single kernel, there are far fewer kernel launches and much less Python/PyTorch dispatch overhead than running matmul, softmax and matmul as separate ops."
