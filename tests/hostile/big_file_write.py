# expect: raised exit=3
# about: writes a 100 MB file into its work dir (stopped by RLIMIT_FSIZE)
def designOutline():
    with open("big.bin", "wb") as f:
        for _ in range(100):
            f.write(b"\0" * 1024 * 1024)
    return {}
