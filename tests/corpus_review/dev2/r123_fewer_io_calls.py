# Sources: S122 (translated)

def reviewAnswer():
    return "Fewer IO calls in the attention computation."
