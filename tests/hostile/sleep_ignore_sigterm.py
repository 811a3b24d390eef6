# expect: timeout exit=3
# about: ignores SIGTERM/SIGINT/SIGHUP and sleeps forever
import signal
import time

for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
    signal.signal(sig, signal.SIG_IGN)


def designOutline():
    time.sleep(10 ** 6)
