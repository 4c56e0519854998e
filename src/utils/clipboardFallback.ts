/**
 * navigator.clipboard exists only in secure contexts, so a site served over plain HTTP from a LAN
 * address has none, and the theme's copy button (which only calls navigator.clipboard.writeText)
 * would do nothing. This gives it the older selection-based copy to fall back on.
 */
function copyWithSelection(text: string): Promise<void> {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement as HTMLElement | null;
  textarea.select();
  try {
    // execCommand is deprecated but is the only copy API outside secure contexts.
    const copied = document.execCommand('copy');
    return copied ? Promise.resolve() : Promise.reject(new Error('copy command was refused'));
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

export function installClipboardFallback(): void {
  if (typeof navigator === 'undefined' || navigator.clipboard) return;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {writeText: copyWithSelection},
  });
}
