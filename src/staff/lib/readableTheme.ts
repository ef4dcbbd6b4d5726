import type { ThemeConfig } from 'antd';

/**
 * antd tokens whose default colours fall short of WCAG AA's 4.5:1 on white (the primary blue
 * #1677ff, secondary and description greys at 45% black), darkened so text passes axe's
 * colour-contrast rule. Applied by the components that wrap themselves in it (the bell's drawer, the
 * password forms); the whole app may take it in its provider.
 */
export const readableTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
  },
};
