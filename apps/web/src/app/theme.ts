// The one theme of the owner app (STYLE.md "Look and feel").
import type { ThemeConfig } from 'antd';

export const brand = {
  accent: '#2F5D50',
  ink: '#1D2521',
  canvas: '#F6F4EF',
  line: '#E7E3DA',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.accent,
    colorInfo: brand.accent,
    colorTextBase: brand.ink,
    colorBgLayout: brand.canvas,
    colorBorderSecondary: brand.line,
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
