"""Make the sound cues in assets/ (cue-*.wav): short tones synthesized here, nothing recorded or
taken from elsewhere, so they are the project's own (same licence as the code).

Run: ``python docs/sounds/make_sounds.py`` (writes ../../assets/cue-*.wav). Pure standard library:
each cue is a sum of sine partials with an attack/decay envelope, 22 050 Hz, mono, 16-bit PCM.
The output is the same on every run (no randomness except a seeded noise burst).
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
ASSETS = Path(__file__).resolve().parents[2] / "assets"


def tone(freq: float, seconds: float, *, partials: tuple[float, ...] = (1.0, 0.35, 0.12),
         attack: float = 0.005, decay: float = 6.0, glide: float = 0.0) -> list[float]:
    """A plucked note: partials of ``freq`` (rising by ``glide`` octaves), exponential decay."""
    out = []
    phase = 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        f = freq * 2 ** (glide * t / seconds)
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(env * sum(a * math.sin((k + 1) * phase) for k, a in enumerate(partials)))
    return out


def noise(seconds: float, *, decay: float = 30.0, seed: int = 7, smooth: float = 0.2) -> list[float]:
    """A thud: low-passed noise with a fast decay."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        last += smooth * (rng.uniform(-1, 1) - last)
        out.append(last * 3 * math.exp(-decay * i / RATE))
    return out


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Layers, each (start in seconds, samples)."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def write(name: str, samples: list[float], peak: float = 0.7) -> None:
    top = max(abs(v) for v in samples) or 1.0
    fade = int(0.01 * RATE)  # no click at the end
    data = bytearray()
    for i, v in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade)
        data += struct.pack("<h", round(32767 * peak * gain * v / top))
    with wave.open(str(ASSETS / f"cue-{name}.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(data))


CUES = {
    # A land played: a soft low thump and a short wooden knock.
    "land": lambda: mix((0, noise(0.18, decay=28, smooth=0.08)), (0, tone(110, 0.18, decay=18))),
    # A spell cast: a rising shimmer.
    "cast": lambda: mix((0, tone(523.25, 0.32, glide=1.0, decay=7)), (0.04, tone(784, 0.28, glide=1.0, decay=9))),
    # A spell resolving: two bell notes, a fifth apart.
    "resolve": lambda: mix((0, tone(659.25, 0.35, partials=(1, 0.5, 0.25, 0.1), decay=8)),
                           (0.09, tone(987.77, 0.4, partials=(1, 0.5, 0.25, 0.1), decay=8))),
    # Combat damage: a hit (noise burst) with a low body.
    "combat_damage": lambda: mix((0, noise(0.25, decay=18, smooth=0.35)), (0, tone(73.4, 0.25, decay=12))),
    # Life gained: a soft rising arpeggio.
    "life_gained": lambda: mix(*((0.07 * k, tone(f, 0.3, partials=(1, 0.2), decay=9))
                                 for k, f in enumerate((523.25, 659.25, 783.99)))),
    # Your turn: two clear notes, up a fourth.
    "your_turn": lambda: mix((0, tone(587.33, 0.22, partials=(1, 0.3), decay=10)),
                             (0.14, tone(783.99, 0.35, partials=(1, 0.3), decay=8))),
    # A game won: a major arpeggio ending on the octave.
    "won": lambda: mix(*((0.11 * k, tone(f, 0.55, partials=(1, 0.4, 0.15), decay=4.5))
                         for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)))),
    # A game lost: a falling minor line.
    "lost": lambda: mix(*((0.16 * k, tone(f, 0.5, partials=(1, 0.4, 0.2), decay=4.5))
                          for k, f in enumerate((440.0, 349.23, 293.66)))),
}


def main() -> None:
    for name, make in CUES.items():
        write(name, make())
        print(f"assets/cue-{name}.wav")


if __name__ == "__main__":
    main()
