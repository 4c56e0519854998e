import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * Registers the ids a component renders with the broken-link checker (which only knows headings
 * by itself), so links to a field, flag, rule or exit code from other pages are checked too.
 * Returns the id, to write `id={anchor(name)}`.
 */
export function useAnchor(): (id: string) => string {
  const {collectAnchor} = useBrokenLinks();
  return (id) => {
    collectAnchor(id);
    return id;
  };
}
