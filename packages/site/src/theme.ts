// The website's theme: a brand colour and a spacing step, turned into CSS variables on the page's
// root element. Every block reads only these variables, so one change of theme restyles all of them
// the same way in the editor and on the published site.
import { z } from 'zod';

export const spacingSteps = ['none', 'small', 'medium', 'large', 'extra-large'] as const;
export type TSpacing = (typeof spacingSteps)[number];

/** Vertical padding of a block, per spacing step (the 8 px grid). */
const spacingPixels: Record<TSpacing, number> = {
  none: 0,
  small: 24,
  medium: 48,
  large: 80,
  'extra-large': 120,
};

const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour like #2F5D50');

export const ZSiteTheme = z.object({
  /** null: the business's own brand colour, so a change of the business's colour follows. */
  brandColor: ZHexColor.nullable().default(null),
  spacing: z.enum(spacingSteps).default('medium'),
});
export type TSiteTheme = z.infer<typeof ZSiteTheme>;

export const defaultTheme: TSiteTheme = { brandColor: null, spacing: 'medium' };

/** Text colour readable on the brand colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#111111' : '#ffffff';
}

/** The theme's CSS variables, as a style object for the page's root element. */
export function themeVariables(
  theme: TSiteTheme,
  businessColor: string,
): Record<`--${string}`, string> {
  const brand =
    theme.brandColor ?? (ZHexColor.safeParse(businessColor).success ? businessColor : '#2F5D50');
  const space = spacingPixels[theme.spacing];
  return {
    '--site-brand': brand,
    '--site-on-brand': textOn(brand),
    '--site-space': `${space}px`,
    '--site-gap': `${Math.max(8, Math.round(space / 3))}px`,
  };
}
