# Another source given as the source: tensor cores, with HBM traffic only a side note.


def reviewAnswer():
    return ("The speed comes mostly from the tensor cores doing the matmuls in fp16. "
            "It also saves a bit of HBM traffic.")
