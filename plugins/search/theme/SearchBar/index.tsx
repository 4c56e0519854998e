/**
 * The navbar search item of the embedded search: a button that opens the search dialog. (With
 * Algolia DocSearch configured the plugin is off and the Algolia theme's own search bar is used.)
 *
 * This file is in every page's first-visit bundle, so it holds only the button and the keyboard
 * shortcuts: the dialog, the engine and the index are loaded with dynamic imports on first use.
 */
import {useCallback, useEffect, useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import SearchIcon from '../../ui/SearchIcon';
import styles from './styles.module.css';

const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ '../../ui/SearchDialog');

/**
 * The dialog is loaded the way the framework loads route chunks, so a chunk that fails to arrive
 * shows the theme's Loading error with its Retry button instead of crashing the page.
 */
const SearchDialog = Loadable({
  loader: loadDialog,
  loading: (props) =>
    props.error ? (
      <div className={styles.loadError}>
        <Loading {...props} />
      </div>
    ) : null,
});

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((o) => !o);
      } else if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onTouchStart={() => void loadDialog()}
        aria-label="Search the docs"
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K /' : 'Control+K /'}>
        <SearchIcon size={16} className={styles.icon} />
        <span className={styles.label}>Search</span>
        <kbd className={styles.keys} aria-hidden="true">
          {mac ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open && <SearchDialog onClose={close} />}
    </>
  );
}

