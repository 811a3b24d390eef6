# expect: ok exit=1
# about: reads a root-only file of the grader's machine ({{SECRET_PATH}} is filled in by the test)
def designOutline():
    try:
        with open("{{SECRET_PATH}}") as f:
            got = "read: " + f.read()
    except OSError as exc:
        got = f"denied: {type(exc).__name__}"
    return {"memoryTraffic": got, "tiling": "use tiling for performance", "numericalStability": "make it stable"}
