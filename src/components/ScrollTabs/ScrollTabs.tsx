import { Children } from 'react';
import Tabs, { type TabsProps } from 'antd-mobile/es/components/tabs';
import './ScrollTabs.css';

/** Up to this many tabs share the width; beyond it the tab bar scrolls (spec 000 section 9). */
export const TABS_BEFORE_SCROLL = 4;

/**
 * antd-mobile Tabs with the app's rule: up to 4 tabs stretch across the bar; with more, each tab
 * takes a quarter of the width and the bar scrolls sideways.
 */
function ScrollTabsBase({ children, className, ...rest }: TabsProps) {
  const scroll = Children.count(children) > TABS_BEFORE_SCROLL;
  const classes = ['scroll-tabs', scroll ? 'scroll-tabs--scroll' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tabs {...rest} stretch={!scroll} className={classes}>
      {children}
    </Tabs>
  );
}

export const ScrollTabs = Object.assign(ScrollTabsBase, { Tab: Tabs.Tab });
export default ScrollTabs;
