import {createContext} from 'react';

/**
 * The build-time HTML (./build-html.ts) of the Markdown code block being rendered, handed from
 * ./theme/MDXComponents/Code to ./theme/CodeBlock/Content past the theme's components in between.
 */
export const BuildTimeHtml = createContext<string | undefined>(undefined);
