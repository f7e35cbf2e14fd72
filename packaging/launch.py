"""Entry point of the PyInstaller bundle: the same as the `mtgdesk` console script."""

import sys

from mtgdesk.cli import main

if __name__ == "__main__":
    sys.exit(main())
