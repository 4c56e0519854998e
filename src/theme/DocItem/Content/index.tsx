import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@theme/PageActions';

type Props = WrapperProps<typeof ContentType>;

/** The theme's doc content (title and body), with "Copy page" and "View as Markdown" at its top. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}
