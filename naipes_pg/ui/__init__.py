"""Everything pygame: the window, scenes, the table, animation, sound and card art."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # our output is ours alone
