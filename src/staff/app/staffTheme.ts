import type { ThemeConfig } from 'antd';

/**
 * antd's default palette darkened until every text the staff read meets WCAG AA's 4.5:1 (axe's
 * colour-contrast rule, checked on every staff page in the browser tests): white on the primary
 * button, links, the selected menu item on its tint, a danger button's red, tags on their tints and
 * secondary text. antd derives hover and tint shades from these seeds.
 */
export const STAFF_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    // antd derives a lighter hover (#2e7ae6, 4.2:1 under white text): a button under the pointer
    // must read as well as one beside it, so hover and press go darker instead.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorError: '#c41d1f',
    colorWarning: '#ad4e00',
    colorSuccess: '#237804',
    colorInfo: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.58)',
    // A preset tag (green, orange…) writes its palette's 7th shade on its 1st: palettes seeded two
    // shades darker (antd derives the ten shades from each seed) read at 4.5:1.
    green: '#237804',
    orange: '#ad4e00',
    gold: '#ad6800',
    volcano: '#ad2102',
    cyan: '#006d75',
    lime: '#3f6600',
  },
};
