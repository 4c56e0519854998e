import type {ComponentProps, ReactNode} from 'react';
import DocSidebarMobile from '@theme-init/DocSidebar/Mobile';
import {useMobileSidebarOpenedOnce} from '../../../useMobileSidebarOpenedOnce';

/**
 * Hands the doc sidebar to the phone menu when the menu is first opened. The theme's hand-over
 * (NavbarSecondaryMenuFiller) sorts its props with localeCompare, whose first call builds a
 * collator: 20 to 30 ms inside the long task that follows hydration on every doc page.
 */
export default function DocSidebarMobileOnceOpened(props: ComponentProps<typeof DocSidebarMobile>): ReactNode {
  return useMobileSidebarOpenedOnce() ? <DocSidebarMobile {...props} /> : null;
}
