"""``python -m naipes_pg`` runs the ``naipes`` command."""

import sys

from .cli import main

sys.exit(main())
