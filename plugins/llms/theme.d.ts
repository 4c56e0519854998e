/** The component this plugin gives the theme (./theme/PageActions). */
declare module '@theme/PageActions' {
  import type {ReactNode} from 'react';

  export default function PageActions(): ReactNode;
}
