import {test, expect} from '@playwright/test';
import {grammars} from '../../reference/when/index';
import {
  httpLoadBalancerStatus,
  subnetAvailableStatus,
  tcpConnectStatus,
  tcpLoadBalancerStatus,
  tcpPortStatusStatus,
  udpPortStatusStatus,
} from '../../reference/when/status-literal';
import boolLiteral from '../../reference/when/bool-literal';
import ipv4Count from '../../reference/when/ipv4-count';
import {registries} from '../../reference/index';
import {expectGrammar, messageOf} from '../lib/when-tables';

const statusGrammars = [tcpLoadBalancerStatus, httpLoadBalancerStatus, tcpPortStatusStatus, udpPortStatusStatus, tcpConnectStatus, subnetAvailableStatus];

test('the hnet grammars are registered under their ids', () => {
  for (const grammar of [...statusGrammars, boolLiteral, ipv4Count]) expect(grammars[grammar.id]).toBe(grammar);
  expect(statusGrammars.map((g) => g.id)).toEqual([
    'status-literal-tcp-load-balancer',
    'status-literal-http-load-balancer',
    'status-literal-tcp-port',
    'status-literal-udp-port',
    'status-literal-tcp-connect',
    'status-literal-subnet',
  ]);
  expect([boolLiteral.id, ipv4Count.id]).toEqual(['bool-literal', 'ipv4-count']);
});

test('each host analyzer of the family uses its own word list, and host http reuses http-expr', () => {
  const grammarOf = (key: string) => {
    const entry = registries.hostAnalyzer.find((e) => e.key === key);
    return entry && entry.outcomes.hasOutcomes ? entry.outcomes.when : undefined;
  };
  expect(grammarOf('tcpLoadBalancer')).toBe('status-literal-tcp-load-balancer');
  expect(grammarOf('httpLoadBalancer')).toBe('status-literal-http-load-balancer');
  expect(grammarOf('tcpPortStatus')).toBe('status-literal-tcp-port');
  expect(grammarOf('udpPortStatus')).toBe('status-literal-udp-port');
  expect(grammarOf('tcpConnect')).toBe('status-literal-tcp-connect');
  expect(grammarOf('subnetAvailable')).toBe('status-literal-subnet');
  expect(grammarOf('subnetContainsIP')).toBe('bool-literal');
  expect(grammarOf('ipv4Interfaces')).toBe('ipv4-count');
  expect(grammarOf('http')).toBe('http-expr');
  expect(grammarOf('networkNamespaceConnectivity')).toBe('ignored');
});

test('every status word a grammar accepts is one its collector says it writes', () => {
  const collectorOf: Record<string, string> = {
    'status-literal-tcp-load-balancer': 'tcpLoadBalancer',
    'status-literal-http-load-balancer': 'httpLoadBalancer',
    'status-literal-tcp-port': 'tcpPortStatus',
    'status-literal-udp-port': 'udpPortStatus',
    'status-literal-tcp-connect': 'tcpConnect',
    'status-literal-subnet': 'subnetAvailable',
  };
  for (const grammar of statusGrammars) {
    const collector = registries.hostCollector.find((e) => e.key === collectorOf[grammar.id]);
    expect(collector, grammar.id).toBeDefined();
    const described = collector!.outputs.map((o) => o.description).join(' ');
    for (const {form} of grammar.forms.filter((f) => f.form !== '(empty)')) {
      expect(described, `${collector!.key} output mentions ${form}`).toContain(`\`${form}\``);
    }
  }
});

test('status-literal: one word, byte for byte (CheckCondition of the port and load balancer analyzers)', () => {
  const tcpWords = ['connected', 'address-in-use', 'connection-refused', 'connection-timeout', 'invalid-address', 'error'];
  const commonRejects = ['Connected', 'CONNECTED', ' connected', 'connected ', 'connected\n', '== connected', '= connected', '!= connected', 'not connected', 'address in use', 'connected,error', 'true', 'ok', 'a-subnet-is-available'];
  expectGrammar(tcpPortStatusStatus, ['', ...tcpWords], [...commonRejects, 'bind-permission-denied']);
  expectGrammar(tcpLoadBalancerStatus, ['', ...tcpWords], [...commonRejects, 'bind-permission-denied']);
  // The HTTP load balancer reports a failed bind with its own word and never validates the address.
  expectGrammar(
    httpLoadBalancerStatus,
    ['', 'connected', 'address-in-use', 'connection-refused', 'connection-timeout', 'bind-permission-denied', 'error'],
    [...commonRejects, 'invalid-address'],
  );
  // UDP only binds: no connection words.
  expectGrammar(udpPortStatusStatus, ['', 'connected', 'address-in-use', 'error'], [...commonRejects, 'connection-refused', 'connection-timeout', 'invalid-address', 'bind-permission-denied']);
  // tcpConnect dials only: it never binds and never validates the address.
  expectGrammar(tcpConnectStatus, ['', 'connected', 'connection-refused', 'connection-timeout', 'error'], [...commonRejects, 'address-in-use', 'invalid-address', 'bind-permission-denied']);
  expectGrammar(
    subnetAvailableStatus,
    ['', 'a-subnet-is-available', 'no-subnet-available'],
    ['available', 'A-subnet-is-available', ' a-subnet-is-available', '== a-subnet-is-available', '!= no-subnet-available', 'a subnet is available', 'subnet-available', 'connected', 'true'],
  );

  expect(messageOf(tcpPortStatusStatus, 'Connected')).toContain('lower case');
  expect(messageOf(tcpPortStatusStatus, ' connected')).toContain('byte for byte');
  expect(messageOf(tcpPortStatusStatus, '!= connected')).toContain('no negation');
  expect(messageOf(tcpPortStatusStatus, '== connected')).toContain('without an operator');
  expect(messageOf(tcpPortStatusStatus, 'bind-permission-denied')).toContain('never writes');
  expect(messageOf(udpPortStatusStatus, 'connection-refused')).toContain('"connected", "address-in-use", "error"');
  expect(messageOf(subnetAvailableStatus, 'available')).toContain('"a-subnet-is-available", "no-subnet-available"');
});

test('bool-literal: exactly `true` or `false` (AnalyzeHostSubnetContainsIP.CheckCondition)', () => {
  expectGrammar(
    boolLiteral,
    ['', 'true', 'false'],
    // strconv.ParseBool would take most of these; this analyzer switches on the two words only.
    ['True', 'TRUE', 'T', 't', '1', 'False', 'F', '0', 'yes', 'no', ' true', 'false ', '"true"', '== true', 'contains', 'in'],
  );
  expect(messageOf(boolLiteral, 'True')).toContain('write "true" in lower case');
  expect(messageOf(boolLiteral, '0')).toContain('write "false"');
  expect(messageOf(boolLiteral, ' true')).toContain('remove the spaces');
  expect(messageOf(boolLiteral, 'yes')).toContain('unknown condition');
});

test('ipv4-count: "count", operator, whole number, single spaces, no trim (compareHostIPV4InterfacesConditionalToActual)', () => {
  expectGrammar(
    ipv4Count,
    ['', 'count == 0', 'count = 1', 'count === 2', 'count < 3', 'count <= 3', 'count > 0', 'count >= 1', 'count >= +1', 'count > -1', 'count >= 007'],
    [
      'count != 0',
      'count !== 0',
      'count <> 0',
      'count => 1',
      'count =< 1',
      'count>=1',
      'count >=1',
      'count>= 1',
      'count  >= 1',
      ' count >= 1',
      'count >= 1 ',
      'count\t>=\t1',
      'Count >= 1',
      'COUNT >= 1',
      'interfaces >= 1',
      '>= 1',
      'count',
      'count >= one',
      'count >= 1.5',
      'count >= 1Gi',
      'count >= 99999999999999999999',
      'count >= 1 && count < 3',
    ],
  );
  expect(messageOf(ipv4Count, 'count != 0')).toContain('"!=" is not supported');
  expect(messageOf(ipv4Count, 'count>=1')).toContain('one space');
  expect(messageOf(ipv4Count, ' count >= 1')).toContain('remove the spaces at the ends');
  expect(messageOf(ipv4Count, 'Count >= 1')).toContain('lower case');
  expect(messageOf(ipv4Count, 'count  >= 1')).toContain('exactly one space');
});
