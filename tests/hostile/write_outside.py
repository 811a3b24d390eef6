# expect: ok exit=1
# about: tries to create files next to itself, in the repo, in the host /tmp and in {{MARKER_DIR}}
import os

TARGETS = [
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "PWNED_NEXT_TO_SUBMISSION"),
    "{{MARKER_DIR}}/PWNED_MARKER_DIR",
    "/tmp/PWNED_HOST_TMP_{{TOKEN}}",
    "{{REPO}}/PWNED_REPO_{{TOKEN}}",
    os.path.expanduser("~/PWNED_HOME_{{TOKEN}}"),
]


def designOutline():
    results = []
    for t in TARGETS:
        try:
            with open(t, "w") as f:
                f.write("pwned")
            results.append(f"wrote {t}")
        except OSError as exc:
            results.append(f"denied {t}: {exc.strerror}")
    return {"memoryTraffic": "; ".join(results), "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
