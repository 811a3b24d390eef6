# expect: output_limit exit=3
# about: prints 50 MB to stdout
import sys


def designOutline():
    line = "spam " * 200 + "\n"
    for _ in range(50_000):
        sys.stdout.write(line)
    return {"memoryTraffic": "m", "tiling": "t", "numericalStability": "n"}
