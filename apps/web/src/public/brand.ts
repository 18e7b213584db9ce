// The business's brand colour as the pages' accent, with text that stays readable on it.
import type { CSSProperties } from 'react';
import { relativeLuminance, textColorOn } from '@studio/shared/color';

const FALLBACK = '#2F5D50';
const MIN_CONTRAST = 4.5;

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function isHex(value: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** The colour mixed towards black by the share (0..1). */
function darken(hex: string, share: number): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const channels = [0, 2, 4].map((i) =>
    Math.round(parseInt(full.slice(i, i + 2), 16) * (1 - share)),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The colour, darkened just enough for the text colour to reach 4.5:1 on it. */
function darkenUntilReadable(hex: string, textLuminance: number): string {
  for (let share = 0; share <= 1; share += 0.05) {
    const candidate = darken(hex, share);
    if (contrast(relativeLuminance(candidate), textLuminance) >= MIN_CONTRAST) return candidate;
  }
  return '#000000';
}

export type Brand = { accent: string; onAccent: string; accentInk: string; accentSoft: string };

/**
 * The usual rule picks white text under luminance 0.7, which on mid-tone colours (an orange, a
 * light teal) gives white text at 2:1. These pages promise 4.5:1, so when that choice does not
 * reach it the other text colour is used if it does, else the accent is darkened.
 */
export function brandOf(color: string): Brand {
  const accent = isHex(color) ? color : FALLBACK;
  const luminance = relativeLuminance(accent);
  const preferred = textColorOn(accent);
  const other = preferred === '#ffffff' ? '#000000' : '#ffffff';
  const luminanceOf = (text: string) => (text === '#ffffff' ? 1 : 0);
  let background = accent;
  let onAccent: string = preferred;
  if (contrast(luminance, luminanceOf(preferred)) < MIN_CONTRAST) {
    if (contrast(luminance, luminanceOf(other)) >= MIN_CONTRAST) onAccent = other;
    else background = darkenUntilReadable(accent, luminanceOf(preferred));
  }
  // Links, focus rings and selected borders sit on white: the accent darkened to 4.5:1 on it.
  const accentInk = darkenUntilReadable(accent, 1);
  return { accent: background, onAccent, accentInk, accentSoft: `${accentInk}14` };
}

export function brandStyle(color: string): CSSProperties {
  const brand = brandOf(color);
  return {
    '--accent': brand.accent,
    '--on-accent': brand.onAccent,
    '--accent-ink': brand.accentInk,
    '--accent-soft': brand.accentSoft,
  } as CSSProperties;
}
