# Sources: S110 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's about not loading the same stuff from global memory twice: if Q, K and dO stay in shared memory and get reused, you skip the second global-memory load. Flash attention is that idea applied everywhere — reuse what's already in shared memory instead of going back to global memory."
