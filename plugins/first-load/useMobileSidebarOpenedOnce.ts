import {useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * True from the moment the reader first opens the phone menu. The theme builds the menu and the
 * doc sidebar in it as soon as a page hydrates on a narrow screen; the theme components that use
 * this (./theme) build them on first use instead, and keep them afterwards.
 */
export function useMobileSidebarOpenedOnce(): boolean {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened || shown;
}
