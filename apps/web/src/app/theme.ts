// The one theme of the owner app (STYLE.md "Look and feel").
import type { ThemeConfig } from 'antd';

export const brand = {
  accent: '#2F5D50',
  ink: '#1D2521',
  canvas: '#F6F4EF',
  line: '#E7E3DA',
} as const;

/**
 * The greys of text, each at least 4.5:1 (WCAG AA) against both the white of cards and the
 * canvas: antd's defaults (the ink at 65% and 45% opacity) fall to 2.7:1 on the canvas.
 * Secondary 6.2:1 on white / 5.7:1 on the canvas, tertiary 5.3 / 4.8, placeholder 5.0 on white.
 */
export const textGreys = {
  secondary: '#5C625E',
  tertiary: '#676D69',
  placeholder: '#6B716D',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.accent,
    colorInfo: brand.accent,
    colorTextBase: brand.ink,
    colorBgLayout: brand.canvas,
    colorBorderSecondary: brand.line,
    colorTextSecondary: textGreys.secondary,
    colorTextTertiary: textGreys.tertiary,
    colorTextDescription: textGreys.tertiary,
    colorTextPlaceholder: textGreys.placeholder,
    // Links are the accent (7.5:1 on white, 6.8:1 on the canvas), never antd's blue.
    colorLink: brand.accent,
    // Danger buttons and error messages: antd's #FF4D4F is 3.3:1 on white.
    colorError: '#CF1322',
    borderRadius: 8,
    fontFamily: "'Manrope', system-ui, -apple-system, 'Segoe UI', sans-serif",
    fontSize: 14,
    controlHeight: 38,
    sizeUnit: 4,
    sizeStep: 4,
  },
  components: {
    Layout: { siderBg: '#FFFFFF', headerBg: '#FFFFFF', bodyBg: brand.canvas, headerHeight: 64 },
    Menu: {
      itemBorderRadius: 8,
      itemMarginInline: 8,
      itemSelectedBg: '#E8EFEC',
      itemSelectedColor: brand.accent,
    },
    Button: { fontWeight: 600 },
    Card: { borderRadiusLG: 12 },
  },
};

/**
 * The theme for someone who asked their system for less motion: antd's menus, dialogs and
 * drawers appear and leave at once, without sliding or zooming (our own CSS does the same under
 * the same media query).
 */
export const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
