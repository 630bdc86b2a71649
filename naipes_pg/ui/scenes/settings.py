"""Settings: language, animation speed, the computer's pace, volumes, card back, full screen,
text size, reduced motion, the marks on what may move, and the way to the "test your keys"
screen.

Every change applies at once and is saved (``app.apply_settings``); a language change relabels
every open scene. The chosen card back is shown beside the list.
"""

from __future__ import annotations

import pygame

from ... import store
from ...i18n import _
from .. import art, theme
from ..widgets import Slider, Widget, draw_button
from . import MUTED, N_, FormScene, card_back, card_face, plate, title_text
from .keytest import open_keytest

LANGUAGES = [("es", "Español"), ("en", "English")]  # each in its own language
SPEED_LABELS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
                "instant": N_("Instant")}
PACE_LABELS = {0.5: N_("Quick"), 1.0: N_("Normal"), 1.5: N_("Relaxed"), 2.5: N_("Leisurely")}
BACK_LABELS = {"clasico": N_("Classic red"), "azul": N_("Blue"), "verde": N_("Green")}
TEXT_LABELS = {"normal": N_("Normal"), "large": N_("Large"), "larger": N_("Larger")}
PREVIEW_FACE = "1o"


class SettingsScene(FormScene):
    def __init__(self, app) -> None:
        # the slider held by the mouse, by name: the form may be built anew under the drag
        # (a resize, the text size), so the widget itself may no longer be the one shown
        self.dragging: str | None = None
        super().__init__(app)

    def build(self) -> list[Widget]:
        s = self.app.settings
        speeds = [(key, _(SPEED_LABELS.get(key, key))) for key in store.SPEEDS]
        paces = [(pace, _(PACE_LABELS[pace])) for pace in store.PACES]
        pace = min(store.PACES, key=lambda p: abs(p - s.computer_pace))  # a hand-edited value
        backs = [(name, _(BACK_LABELS.get(name, name.capitalize()))) for name in _back_names(s)]
        texts = [(key, _(TEXT_LABELS.get(key, key))) for key in store.TEXT_SIZES]
        yes_no = [(False, _("No")), (True, _("Yes"))]
        self.effects = Slider(_("Effects volume"), value=s.effects_volume,
                              on_change=self.set_effects)
        self.voice = Slider(_("Voice volume"), value=s.voice_volume, on_change=self.set_voice)
        self.back_choice = self.choice(_("Card back"), backs, s.card_back, self.set_back)
        return [
            self.choice(_("Language"), LANGUAGES, s.language, self.set_language),
            self.choice(_("Animation speed"), speeds, s.speed, self.set_speed),
            self.choice(_("Computer's pace"), paces, pace, self.set_pace),
            self.effects,
            self.voice,
            self.back_choice,
            self.choice(_("Full screen"), yes_no, s.fullscreen, self.set_fullscreen),
            self.choice(_("Text size"), texts, s.text_size, self.set_text_size),
            self.choice(_("Reduced motion"), yes_no, s.reduced_motion, self.set_reduced_motion),
            self.choice(_("Show possible moves"), yes_no, s.show_moves, self.set_show_moves),
            self.button(_("Test your keys"), self.test_keys),
            self.button(_("Back"), self.back),
        ]

    # -- changes ------------------------------------------------------------------------------

    def _apply(self, **changes) -> None:
        for name, value in changes.items():
            setattr(self.app.settings, name, value)
        self.app.apply_settings()

    def set_language(self, language: str) -> None:
        self._apply(language=language)

    def set_speed(self, speed: str) -> None:
        self._apply(speed=speed)

    def set_pace(self, seconds: float) -> None:
        self._apply(computer_pace=seconds)

    def set_effects(self, volume: float) -> None:
        self._apply(effects_volume=volume)
        self.app.play("place")

    def set_voice(self, volume: float) -> None:
        self._apply(voice_volume=volume)
        self.app.play("mesa_limpia")

    def set_back(self, name: str) -> None:
        self._apply(card_back=name)

    def set_text_size(self, size: str) -> None:
        self._apply(text_size=size)

    def set_reduced_motion(self, on: bool) -> None:
        self._apply(reduced_motion=on)

    def set_show_moves(self, on: bool) -> None:
        self._apply(show_moves=on)

    def set_fullscreen(self, on: bool) -> None:
        if on != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def test_keys(self) -> None:
        open_keytest(self.app)

    # -- the mouse on a slider's bar ----------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dragging = next((name for name in ("effects", "voice")
                                  if self._bar(getattr(self, name)).inflate(
                                      0, getattr(self, name).rect.height).collidepoint(
                                      event.pos)), None)
        if self.dragging is not None and event.type in (pygame.MOUSEMOTION,
                                                         pygame.MOUSEBUTTONUP):
            slider = getattr(self, self.dragging)
            bar = self._bar(slider)
            value = round(min(1.0, max(0.0, (event.pos[0] - bar.x) / bar.width)), 2)
            if event.type == pygame.MOUSEBUTTONUP:
                self.dragging = None
                self.form.focus = self.form.widgets.index(slider)
            if value != slider.value:
                slider.value = value
                slider.on_change(value)
            return None
        return super().process_event(event)

    def _bar(self, slider: Slider) -> pygame.Rect:
        """The slider's track: right of the longer volume label, the same for both, left of
        the widest figure."""
        k = self.app.k
        rect = slider.rect
        right = rect.right - int(36 * k) - theme.font(int(21 * k), "bold").size("100 %")[0]
        longest = max(theme.font(int(22 * k)).size(w.label)[0] for w in (self.effects, self.voice))
        label_end = rect.x + int(40 * k) + longest
        width = max(int(40 * k), min(int(rect.width * 0.42), right - label_end))
        return pygame.Rect(right - width, rect.centery - int(5 * k), width, max(4, int(10 * k)))

    # -- layout and drawing -------------------------------------------------------------------

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        rows = len(self.form.widgets)
        row = max(theme.line_height(int(22 * k)) + int(14 * k),
                  min(int(64 * k), (h - int(200 * k)) // rows))
        margin, gap, preview = int(40 * k), int(30 * k), int(220 * k)
        need = self._form_need(k)
        top = int(28 * k) + max(int(82 * k), theme.line_height(int(48 * k), "title"))
        width = max(int(1000 * k), need + gap + preview + 2 * margin)
        self.panel = pygame.Rect(0, 0, min(w - int(40 * k), width),
                                 top + int(10 * k) + rows * row + int(30 * k))
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.width - 2 * margin
        form_w = min(max(need, int(self.panel.width * 0.64)), inner - gap - int(100 * k))
        x = self.panel.x + margin
        top += self.panel.y
        for i, widget in enumerate(self.form.widgets):
            widget.rect = pygame.Rect(x, top + i * row, form_w, row - int(12 * k))
        back = self.form.widgets[-1]
        back.rect.width = max(int(220 * k), theme.font(int(22 * k), "bold").size(back.label)[0]
                              + int(48 * k))
        back.rect.centerx = x + form_w // 2
        left = x + form_w + gap
        self.preview = pygame.Rect(left, top, self.panel.right - margin - left,
                                   rows * row - int(12 * k))

    def _form_need(self, k: float) -> int:
        """The width a row needs for its label and its widest value side by side."""
        face, bold = theme.font(int(22 * k)), theme.font(int(22 * k), "bold")
        need = 0
        for widget in self.form.widgets:
            if isinstance(widget, Slider):
                values = ["100 %"]
            else:
                values = [f"‹ {text} ›" for _value, text in getattr(widget, "options", [])]
            widest = max((bold.size(v)[0] for v in values), default=0)
            need = max(need, face.size(widget.label)[0] + widest + int(36 * k + 24 * k))
        return need

    def draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        k = self.app.k
        theme.panel(surface, self.panel, radius=int(18 * k))
        title_text(surface, _("Settings"), int(48 * k),
                   (self.panel.centerx, self.panel.y + int(28 * k)), anchor="midtop")
        for i, widget in enumerate(self.form.widgets):
            focused = i == self.form.focus
            if isinstance(widget, Slider):
                self._draw_slider(surface, widget, k, focused=focused)
            else:
                draw_button(surface, widget, k, focused=focused)
        self._draw_preview(surface, k)

    def _draw_slider(self, surface: pygame.Surface, slider: Slider, k: float, *,
                     focused: bool) -> None:
        rect = slider.rect
        plate(surface, rect, k, theme.BUTTON_HOVER if focused else theme.BUTTON, focused=focused)
        theme.text(surface, slider.label, int(22 * k), (rect.x + int(18 * k), rect.centery),
                   color=theme.BUTTON_TEXT, anchor="midleft")
        bar = self._bar(slider)
        pygame.draw.rect(surface, (214, 204, 180), bar, border_radius=bar.height // 2)
        filled = bar.copy()
        filled.width = max(bar.height, int(bar.width * slider.value))
        pygame.draw.rect(surface, theme.FELT, filled, border_radius=bar.height // 2)
        knob = (bar.x + int(bar.width * slider.value), bar.centery)
        pygame.draw.circle(surface, theme.GOLD, knob, int(11 * k))
        pygame.draw.circle(surface, MUTED, knob, int(11 * k), max(1, int(2 * k)))
        theme.text(surface, f"{round(slider.value * 100)} %", int(21 * k),
                   (rect.right - int(18 * k), rect.centery), color=theme.BUTTON_TEXT,
                   kind="bold", anchor="midright")

    def _draw_preview(self, surface: pygame.Surface, k: float) -> None:
        area = self.preview
        width = min(int(area.width * 0.62), int(area.height / 1.533 * 0.62))
        back = card_back(self.app.settings.card_back, width)
        face = card_face(PREVIEW_FACE, width)
        centre = (area.centerx, area.y + int(area.height * 0.42))
        if face is not None:
            turned = pygame.transform.rotozoom(face, 10, 1)
            surface.blit(turned, turned.get_rect(center=(centre[0] - width * 0.28, centre[1])))
        if back is not None:
            turned = pygame.transform.rotozoom(back, -6, 1)
            surface.blit(turned, turned.get_rect(center=(centre[0] + width * 0.22,
                                                         centre[1] + width * 0.06)))
        names = dict((n, t) for n, t in self.back_choice.options)
        caption = names.get(self.app.settings.card_back, "")
        theme.text(surface, caption, theme.fit_size(caption, int(20 * k), area.width),
                   (area.centerx, centre[1] + int(width * 1.533 * 0.62) + int(12 * k)),
                   color=theme.INK_DIM, anchor="midtop")


def _back_names(settings) -> list[str]:
    try:
        names = art.back_names()
    except Exception:  # no art: offer the back already chosen
        names = []
    return names or [settings.card_back]
