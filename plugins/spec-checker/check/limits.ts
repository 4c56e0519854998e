/**
 * The size beyond which the checker refuses a text rather than freeze the page. Its own module,
 * so that the page can refuse a larger text from a link before it reaches the editor (laying out
 * megabytes in a textarea alone takes seconds) without loading the checker.
 */
const maxBytes = 1024 * 1024;

export const tooLargeMessage = `The text is larger than ${maxBytes / 1024} KB; check one spec at a time`;

export const tooLarge = (text: string): boolean => new TextEncoder().encode(text).length > maxBytes;
