# expect: ok exit=1
# about: tries to delete itself, its sibling files and the grader's repo files
import os
import shutil


def designOutline():
    here = os.path.dirname(os.path.abspath(__file__))
    for victim in (os.path.abspath(__file__), os.path.join(here, "SENTINEL"), "{{REPO}}/pyproject.toml"):
        try:
            os.remove(victim)
        except OSError:
            pass
    shutil.rmtree(here, ignore_errors=True)
    return {"memoryTraffic": "optimize memory access", "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
