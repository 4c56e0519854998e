/**
 * The command-line reference: every command, subcommand and flag of `preflight` and
 * `support-bundle`, and their exit codes, in our words. Types, defaults and shorthands are the
 * code's (tests/unit/cli.spec.ts checks them both ways against vendor/troubleshoot/cli.json);
 * behaviour that surprises is kept next to the flag it concerns, with its source.
 */
import type {Behaviour} from '../model';

/** A flag as pflag registers it. */
export interface CliFlag {
  name: string;
  shorthand?: string;
  /** The pflag type, as cli.json names it: bool, string, int, stringSlice, stringArray, Level... */
  type: string;
  /** The default as pflag prints it (`""`, `"true"`, `"[]"`), or null when computed at run time. */
  default: string | null;
  /** The default when computed at run time, in our words. */
  defaultText?: string;
  /** What the flag does, in our words. Inline code in backticks; no other Markdown. */
  description: string;
  /** Behaviour that surprises, shown next to the flag. */
  notes?: Behaviour[];
  hidden?: boolean;
  required?: boolean;
}

export interface CliCommand {
  /** The command path: `preflight`, `support-bundle analyze`. */
  path: string;
  /** Cobra's Use line: `analyze [url]`. */
  use: string;
  /** One sentence: what it does. */
  summary: string;
  /** How the command reads environment variables for its flags. */
  env: {prefix: string; keyReplacer: boolean; viaViper: boolean};
  /** The kubectl connection flags (reference/cli/kubectl.ts) are added to it. */
  kubectlFlags?: boolean;
  /** Flags registered on the command itself, in registration order. */
  flags: CliFlag[];
  notes?: Behaviour[];
}

export interface ExitCode {
  code: number;
  /** The constant in pkg/constants/constants.go, when it has one. */
  constant?: string;
  /** The commands that can end with this code. */
  commands: string[];
  meaning: string;
  /** Each situation that produces the code, with its source. */
  when: Behaviour[];
}

/** The environment variable that sets a flag of a command, if the command reads it that way. */
export function envVar(command: CliCommand, flag: string): string | undefined {
  if (!command.env.viaViper) return undefined;
  const name = command.env.keyReplacer ? flag.replace(/-/g, '_') : flag;
  return `${command.env.prefix}_${name.toUpperCase()}`;
}
