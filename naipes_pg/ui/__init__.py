"""Everything pygame: the window, scenes, the table, animation, sound and card art."""
