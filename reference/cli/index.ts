import type {CliCommand, CliFlag, ExitCode} from './model';
import {supportBundleCommands} from './support-bundle';
import {preflightCommands} from './preflight';
import {kubectlFlags as kubectlConnectionFlags} from './kubectl';
import {exitCodes as allExitCodes} from './exit-codes';

/**
 * The registries of the command-line reference: every command of both binaries, the kubectl
 * connection flags (documented once), and the exit codes. The only lists of them.
 */
export const commands: readonly CliCommand[] = [
  ...preflightCommands,
  ...supportBundleCommands,
];

export const kubectlFlags: readonly CliFlag[] = kubectlConnectionFlags;

export const exitCodes: readonly ExitCode[] = allExitCodes;
