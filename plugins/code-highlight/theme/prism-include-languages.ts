/**
 * Prism grammars load at build time (../build-html.ts), so the browser has none to add.
 * The theme's default would bundle prismjs language files into every page.
 */
export default function prismIncludeLanguages(): void {}
