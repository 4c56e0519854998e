import type {ReactNode} from 'react';
import {kubectlFlags} from '@site/reference/cli/index';
import FlagList from '../CliCommand/FlagList';

/** The kubectl connection flags both CLIs accept, documented once. */
export default function KubectlFlags(): ReactNode {
  return <FlagList flags={kubectlFlags} anchorPrefix="kubectl" />;
}
