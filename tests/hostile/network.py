# expect: ok exit=1
# about: tries to open a TCP connection to a server the test runs on the host's loopback (port {{PORT}})
import socket


def designOutline():
    try:
        with socket.create_connection(("127.0.0.1", {{PORT}}), timeout=1.0) as s:
            s.sendall(b"exfiltrated")
        got = "network: open"
    except OSError as exc:
        got = f"network: blocked ({type(exc).__name__})"
    return {"memoryTraffic": got, "tiling": "use tiling for performance", "numericalStability": "make it stable"}
