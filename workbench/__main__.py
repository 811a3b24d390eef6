"""`python -m workbench` runs the same CLI as the `workbench` console script."""

from workbench.cli.app import main

if __name__ == "__main__":
    main()
