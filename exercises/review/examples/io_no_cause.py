# IO named, nothing else: fewer HBM reads and writes "via tiling and fusion", no matrix, no why or
# size.


def reviewAnswer():
    return ("The arithmetic is the same. FlashAttention is faster because it reduces the number of HBM "
            "reads and writes via tiling and fusion.")
