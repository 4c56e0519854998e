import type {SourceRef} from '../model';
import {fail, ok, type WhenCheck, type WhenGrammar} from './grammar';
import * as strings from '../go/strings';

/**
 * Host analyzers whose `CheckCondition` is `string(result.Status) == when`: tcpLoadBalancer,
 * httpLoadBalancer, tcpPortStatus, udpPortStatus, tcpConnect, subnetAvailable (and certificate,
 * which compares the trimmed file with `when`). The comparison never fails, so a word the
 * collector never writes is silently false: each analyzer gets its own grammar with the words its
 * collector can write, and every other word is rejected with the list of the right ones.
 */

/** Every status word a host collector of this family can write, for "that is another analyzer's word". */
const allNetworkWords = [
  'address-in-use',
  'connection-refused',
  'connection-timeout',
  'connected',
  'error',
  'bind-permission-denied',
  'invalid-address',
  'a-subnet-is-available',
  'no-subnet-available',
];

const operatorPrefix = /^(===|==|=|!==|!=|<>|is|not)\s*(.*)$/i;

export interface StatusLiteralOptions {
  id: string;
  /** What is compared, in a few words. */
  title: string;
  /** The collector whose file holds the `status` field, e.g. "the tcpPortStatus collector". */
  writer: string;
  /** Every word the collector can write, with its meaning, in the order a reader should see them. */
  words: Record<string, string>;
  source: SourceRef[];
  /** Words that look related but this collector never writes (other analyzers' words), to say so. */
  foreignWords?: string[];
}

/** A grammar that accepts exactly the status words one collector writes, byte for byte. */
function statusLiteral(options: StatusLiteralOptions): WhenGrammar {
  const words = Object.keys(options.words);
  const list = words.map((w) => `\`${w}\``).join(', ');
  const quotedList = words.map((w) => `"${w}"`).join(', ');
  const foreign = options.foreignWords ?? allNetworkWords;
  const check = (when: string): WhenCheck => {
    if (when === '' || words.includes(when)) return ok;
    const trimmed = strings.trimSpace(when);
    if (words.includes(trimmed)) return fail(`remove the spaces around "${trimmed}": the status is compared byte for byte, so "${when}" never matches`);
    const lower = trimmed.toLowerCase();
    if (words.includes(lower)) return fail(`status words are lower case: write "${lower}"; "${when}" never matches`);
    const withOperator = operatorPrefix.exec(trimmed);
    if (withOperator && words.includes(withOperator[2]!.toLowerCase())) {
      const negated = /^(!==|!=|<>|not)$/i.test(withOperator[1]!);
      return fail(
        negated
          ? `there is no negation: "${when}" is compared as a whole and never matches. Put an outcome for "${withOperator[2]}" first and a catch-all outcome without \`when\` after it`
          : `write the status word alone, without an operator: "${withOperator[2]}"; "${when}" never matches`,
      );
    }
    if (foreign.includes(lower)) {
      return fail(`${options.writer} never writes "${lower}", so this outcome never matches; it writes ${quotedList}`);
    }
    return fail(`"${when}" is not a status ${options.writer} writes, so this outcome never matches; use one of ${quotedList}`);
  };
  return {
    id: options.id,
    title: options.title,
    summary: `The condition is one status word, compared byte for byte with the \`status\` field that ${options.writer} wrote: no operator, no negation, no spaces around it, lower case. The words are ${list}. Any other text is not an error: the outcome just never matches, so a misspelt word turns into a silent fall-through to the next outcome. An outcome without \`when\` always holds.`,
    forms: [
      ...words.map((word) => ({form: word, meaning: options.words[word]!})),
      {form: '(empty)', meaning: 'always holds'},
    ],
    source: options.source,
    parse: (when) => check(when),
  };
}

const checkTCPConnection: SourceRef = 'pkg/collect/host_network.go#checkTCPConnection';

export const tcpLoadBalancerStatus = statusLiteral({
  id: 'status-literal-tcp-load-balancer',
  title: 'load balancer connection status',
  writer: 'the tcpLoadBalancer collector',
  words: {
    connected: 'a connection made through `address` reached the listener this machine opened on `port`',
    'connection-refused': 'the connection to `address` was refused; reported at the first refusal, without retrying',
    'connection-timeout': '`timeout` ran out before a connection through `address` reached this machine',
    'address-in-use': 'another process already listens on `port` on this machine',
    'invalid-address': '`address` is not `host:port` with a lower-case DNS name or an IPv4 address and a port from 1 to 65535',
    error: 'anything else, such as binding `port` without permission or a name that does not resolve',
  },
  source: ['pkg/analyze/host_tcploadbalancer.go#AnalyzeHostTCPLoadBalancer.CheckCondition', checkTCPConnection],
});

export const httpLoadBalancerStatus = statusLiteral({
  id: 'status-literal-http-load-balancer',
  title: 'load balancer HTTP status',
  writer: 'the httpLoadBalancer collector',
  words: {
    connected: 'a POST sent to `address` came back with the answer of the listener this machine opened on `port`',
    'connection-refused': 'the POST was refused; reported at the first refusal, without retrying',
    'connection-timeout': 'the last attempt before `timeout` ran out timed out',
    'address-in-use': 'another process already listens on `port` on this machine',
    'bind-permission-denied': 'the collector may not bind `port`, such as a port below 1024 without root',
    error: 'anything else once `timeout` ran out: a wrong answer, a name that does not resolve, an `address` that is not a URL',
  },
  source: ['pkg/analyze/host_httploadbalancer.go#AnalyzeHostHTTPLoadBalancer.CheckCondition', 'pkg/collect/host_httploadbalancer.go#CollectHostHTTPLoadBalancer.Collect', 'pkg/collect/host_httploadbalancer.go#attemptPOST'],
});

export const tcpPortStatusStatus = statusLiteral({
  id: 'status-literal-tcp-port',
  title: 'TCP port status',
  writer: 'the tcpPortStatus collector',
  words: {
    connected: 'the port was free: the collector bound it and a test connection to this machine\'s own IPv4 address reached it',
    'address-in-use': 'another process already listens on the port',
    'connection-refused': 'the port was bound, but the test connection to it was refused, typically by a firewall rule that rejects',
    'connection-timeout': 'the test connection did not get through within 10 seconds, typically because a firewall drops it',
    'invalid-address': '`port` is missing, 0 or above 65535',
    error: 'anything else, such as a port below 1024 bound without root',
  },
  source: ['pkg/analyze/host_tcpportstatus.go#AnalyzeHostTCPPortStatus.CheckCondition', checkTCPConnection],
});

export const udpPortStatusStatus = statusLiteral({
  id: 'status-literal-udp-port',
  title: 'UDP port status',
  writer: 'the udpPortStatus collector',
  words: {
    connected: 'the port could be bound, so no other socket holds it; nothing is sent',
    'address-in-use': 'another socket already holds the port',
    error: 'the port could not be bound for another reason, such as a port below 1024 without root',
  },
  source: ['pkg/analyze/host_udpportstatus.go#AnalyzeHostUDPPortStatus.CheckCondition', 'pkg/collect/host_udpportstatus.go#CollectHostUDPPortStatus.Collect'],
});

export const tcpConnectStatus = statusLiteral({
  id: 'status-literal-tcp-connect',
  title: 'TCP connection status',
  writer: 'the tcpConnect collector',
  words: {
    connected: 'the TCP handshake with `address` completed',
    'connection-refused': 'the host answered that nothing listens on that port, or a firewall rejected the connection',
    'connection-timeout': 'no answer within `timeout`',
    error: 'anything else: a name that does not resolve, an address without a port, an unreachable network',
  },
  source: ['pkg/analyze/host_tcp_connect.go#AnalyzeHostTCPConnect.CheckCondition', 'pkg/collect/host_tcp_connect.go#attemptConnect'],
});

export const subnetAvailableStatus = statusLiteral({
  id: 'status-literal-subnet',
  title: 'subnet availability',
  writer: 'the subnetAvailable collector',
  words: {
    'a-subnet-is-available': 'at least one block of size `desiredCIDR` inside `CIDRRangeAlloc` overlaps no route of this machine',
    'no-subnet-available': 'every such block overlaps a route',
  },
  source: ['pkg/analyze/host_subnetavailable.go#AnalyzeHostSubnetAvailable.CheckCondition', 'pkg/collect/host_subnetavailable.go#isASubnetAvailableInCIDR'],
});

