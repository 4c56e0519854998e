import type {ComponentProps, ReactNode} from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import {useMobileSidebarOpenedOnce} from '../../../useMobileSidebarOpenedOnce';
import './styles.css';

/**
 * The phone menu, rendered once the reader first opens it. Rendered from hydration, as the theme
 * does, it sits off-screen yet every link in it counts as visible to the link prefetcher, which
 * fetched the scripts of some 30 pages (about 300 requests) on every reference page.
 */
export default function MobileSidebarOnceOpened(props: ComponentProps<typeof MobileSidebar>): ReactNode {
  return useMobileSidebarOpenedOnce() ? <MobileSidebar {...props} /> : null;
}
