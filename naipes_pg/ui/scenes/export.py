"""Export: a match file written where the player says. It is the match to share and the bug
report: ``naipes open FILE`` (or a double-click on it) shows it in the replay viewer.

The panel offers a path in the player's documents folder, named after the game and the time;
the player may type another. A place that cannot be written is said, and the panel stays.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import Any

import platformdirs
import pygame

from ...i18n import _, tr
from ...rules.record import write_atomic
from ..widgets import TextField, Widget
from .dialog import Panel

log = logging.getLogger("naipes.export")
SUFFIX = ".naipes"  # the desktop entry opens files of this name with the app


def documents() -> Path:
    """Where an exported match goes unless the player says otherwise."""
    try:
        folder = Path(platformdirs.user_documents_dir())
    except Exception:  # no documents folder known: the home folder
        folder = Path.home()
    return folder if folder.is_dir() else Path.home()


def suggested_path(record: dict[str, Any], folder: Path | None = None) -> Path:
    game = str(record.get("game") or "naipes")
    return (folder or documents()) / f"{game}-{time.strftime('%Y%m%d-%H%M%S')}{SUFFIX}"


def export_record(record: dict[str, Any], path: Path) -> Path:
    """Write ``record`` to ``path`` (the suffix added when missing); OSError when it cannot."""
    path = path.expanduser()
    if path.is_dir():
        path = suggested_path(record, path)
    if not path.suffix:
        path = path.with_suffix(SUFFIX)
    if not path.parent.is_dir():
        raise FileNotFoundError(2, os.strerror(2), str(path.parent))
    write_atomic(path, json.dumps(record, ensure_ascii=False, indent=1))
    return path


class ExportScene(Panel):
    def __init__(self, app, record: dict[str, Any]) -> None:
        self.record = record
        self.title = _("Export the match")
        self.detail = _("The match is written to this file. Open it with Naipes to watch it "
                        "again, or send it to someone.")
        self.path_field = TextField(_("File"), value=str(suggested_path(record)),
                                    max_length=400)
        super().__init__(app)
        self.form.focus = 0
        self.opened = True  # the key that opened the panel ("E") also sends its letter

    def update(self, dt: float) -> None:
        super().update(dt)
        self.opened = False

    def build(self) -> list[Widget]:
        self.save_button = self.button(_("Save"), self.save)
        self.cancel_button = self.button(_("Cancel"), self.back)
        return [self.path_field, self.save_button, self.cancel_button]

    def panel_buttons(self) -> list[Widget]:
        return [self.save_button, self.cancel_button]

    def layout(self) -> None:
        super().layout()
        k = self.app.k
        grow = int(70 * k)
        self.panel.height += grow
        self.panel.centery = self.app.size[1] // 2
        for button in self.panel_buttons():
            button.rect.bottom = self.panel.bottom - int(28 * k)
        self.path_field.rect = self.panel.inflate(-int(60 * k), 0)
        self.path_field.rect.height = int(48 * k)
        self.path_field.rect.bottom = self.save_button.rect.top - int(22 * k)

    def save(self) -> None:
        text = self.path_field.value.strip()
        if not text:
            self.app.toast(_("Write where the file goes."))
            return
        try:
            path = export_record(self.record, Path(text))
        except OSError as error:
            log.warning("cannot export to %s: %s", text, error)
            self.app.toast(tr("Cannot write there: {why}", why=error.strerror or str(error)))
            self.app.play("illegal")
            return
        self.app.stack.pop()
        self.app.toast(tr("Match saved as {file}", file=str(path)))

    def process_event(self, event):
        if event.type == pygame.TEXTINPUT and self.opened:
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.form.focused is self.path_field:
            self.save()
            return None
        return super().process_event(event)
