import { useEffect, useState } from 'react';

/**
 * A bottom picker that exists only once it has been asked for: an antd-mobile Picker or DatePicker
 * mounts a Popup (a spring, a drag gesture, a mask, a date picker's columns) even while closed,
 * and the mortgage form's five of them were a fifth of its first render at 4x CPU; their code was
 * a third of its scripts (decision 0080). `load` brings the picker's code (engine/renderer/onDemand,
 * normally here already: it is fetched once the form has painted). The first open mounts the
 * picker closed and opens it on the next commit, so it slides in as before; once mounted it stays,
 * closing with its own animation.
 */
export function usePopupOnDemand<T>(load: { (): Promise<T>; loaded?: T }): { component: T | undefined; visible: boolean; open: () => void; close: () => void } {
  const [mounted, setMounted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (mounted && asked) {
      setAsked(false);
      setVisible(true);
    }
  }, [mounted, asked]);
  return {
    component: mounted ? load.loaded : undefined,
    visible,
    open: () => {
      if (mounted) {
        setVisible(true);
        return;
      }
      const mount = () => {
        setMounted(true);
        setAsked(true);
      };
      if (load.loaded) mount();
      else load().then(mount, () => undefined);
    },
    close: () => setVisible(false),
  };
}
