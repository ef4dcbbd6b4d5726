import type { ThemeConfig } from 'antd';

/**
 * The staff app's antd theme: antd's default blue (#1677ff, 4.1:1 on white) and its grey texts
 * (placeholders at 25 % black, secondary and description texts at 45 %) fall short of WCAG's 4.5:1,
 * which axe reports as serious on every staff page (issue 31: every staff page passes axe at 1280 px).
 * The same design one step darker: antd's blue-7 (#0958d9), grey texts at 60–65 % black.
 */
export const staffTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  },
};
