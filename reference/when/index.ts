import type {OutcomeModel} from '../model';
import type {WhenGrammar} from './grammar';
import ignored from './ignored';
import replicas from './replicas';
import containerReason from './container-reason';
import eventBool from './event-bool';
import podStatus from './pod-status';
import {jobStatusCount, replicaSetStatusCount} from './status-count';
import compareBool from './compare-bool';
import regexBool from './regex-bool';
import regexGroups from './regex-groups';
import resourceField from './resource-field';
import cephHealth from './ceph-health';
import certExpiry from './cert-expiry';
import pvcUsage from './pvc-usage';
import sysctl from './sysctl';
import semverRange from './semver-range';
import containerRuntime from './container-runtime';
import distribution from './distribution';
import nodeResources from './node-resources';
import database from './database';
import databaseGoVersion from './database-goversion';
import registryCount from './registry-count';
import httpExpr from './http-expr';
import {tcpLoadBalancerStatus, httpLoadBalancerStatus, tcpPortStatusStatus, udpPortStatusStatus, tcpConnectStatus, subnetAvailableStatus} from './status-literal';
import boolLiteral from './bool-literal';
import ipv4Count from './ipv4-count';
import keyPairStatus from './key-pair-status';
import hostServices from './host-services';
import systemPackages from './system-packages';
import hostCpu from './cpu';
import hostMemory from './memory';
import hostDiskUsage from './disk-usage';
import hostBlockDevices from './block-devices';
import hostFsPerf from './fs-perf';
import hostTime from './time';
import hostOS from './host-os';
import hostKernelModules from './kernel-modules';
import sysctlHost from './sysctl-host';

/** Every `when` grammar, by id: the only list of them. Analyzers name theirs in `outcomes.when`. */
export const grammars: Readonly<Record<string, WhenGrammar>> = Object.fromEntries(
  [ignored, replicas, containerReason, eventBool, podStatus, jobStatusCount, replicaSetStatusCount, regexBool, regexGroups, compareBool, resourceField, cephHealth, certExpiry, pvcUsage, sysctl, semverRange, containerRuntime, distribution, nodeResources, database, databaseGoVersion, registryCount, httpExpr, tcpLoadBalancerStatus, httpLoadBalancerStatus, tcpPortStatusStatus, udpPortStatusStatus, tcpConnectStatus, subnetAvailableStatus, boolLiteral, ipv4Count, keyPairStatus, hostServices, systemPackages, hostCpu, hostMemory, hostDiskUsage, hostBlockDevices, hostFsPerf, hostTime, hostOS, hostKernelModules, sysctlHost].map((grammar) => [grammar.id, grammar]),
);

/**
 * The grammars that apply to one analyzer in one spec: the grammar of each mode whose field the
 * spec sets (all of them when the analyzer runs every mode it finds, else the first), or the
 * analyzer's default grammar when it sets none.
 */
export function grammarsFor(outcomes: Extract<OutcomeModel, {hasOutcomes: true}>, spec: Record<string, unknown>): WhenGrammar[] {
  const set = (outcomes.modes ?? []).filter((mode) => spec[mode.field] !== undefined && spec[mode.field] !== '');
  const chosen = set.length === 0 ? [outcomes.when] : outcomes.allModesRun ? set.map((m) => m.when) : [set[0]!.when];
  return chosen.map((id) => {
    const grammar = grammars[id];
    if (!grammar) throw new Error(`no when grammar "${id}"`);
    return grammar;
  });
}
