"""``python -m naipes_pg`` runs the ``naipes`` command."""

import sys

from .cli import main

if __name__ == "__main__":  # not when the solver's worker process imports this module again
    sys.exit(main())
