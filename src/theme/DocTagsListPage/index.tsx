import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocTagsListPageType>;

/** The theme's tags index, with the meta description every page has. */
export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every tag used in the Troubleshoot docs, from collect and analyze to the v1beta2 and v1beta3 API versions, with the number of pages under each." />
      <DocTagsListPage {...props} />
    </>
  );
}
