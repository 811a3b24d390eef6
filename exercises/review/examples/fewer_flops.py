# The fewer-FLOPs misconception: tiling is said to skip work and make attention linear.


def reviewAnswer():
    return ("FlashAttention splits attention into tiles and only computes the tiles it needs, so it "
            "does fewer FLOPs than standard attention. That takes attention from O(N^2) to O(N) time, "
            "which is where the speed comes from.")
