import {test, expect} from '@playwright/test';
import {grammars} from '../../reference/when/index';
import cephHealth from '../../reference/when/ceph-health';
import certExpiry from '../../reference/when/cert-expiry';
import sysctl, {matchSysctlWhen} from '../../reference/when/sysctl';
import * as strconv from '../../reference/go/strconv';
import pvcUsage from '../../reference/when/pvc-usage';
import {expectGrammar} from '../lib/when-tables';

test('the grammars are registered under their file names', () => {
  for (const grammar of [cephHealth, certExpiry, sysctl, pvcUsage]) expect(grammars[grammar.id]).toBe(grammar);
  expect([cephHealth.id, certExpiry.id, sysctl.id, pvcUsage.id]).toEqual(['ceph-health', 'cert-expiry', 'sysctl', 'pvc-usage']);
});

test('ceph-health: a level alone, or an operator, one space and a level (compareCephStatus)', () => {
  expectGrammar(
    cephHealth,
    ['', 'HEALTH_OK', 'HEALTH_WARN', 'HEALTH_ERR', ' HEALTH_OK ', '= HEALTH_OK', '== HEALTH_WARN', '=== HEALTH_ERR', '< HEALTH_OK', '<= HEALTH_WARN', '> HEALTH_ERR', '>= HEALTH_WARN', '  < HEALTH_OK\n'],
    ['health_ok', 'Health_Warn', 'OK', '<HEALTH_OK', '!= HEALTH_OK', '=> HEALTH_OK', '<  HEALTH_OK', '< HEALTH_OK extra', 'status < HEALTH_OK', '< health_warn', '< HEALTH_FINE', '   '],
  );
  const notEqual = cephHealth.parse('!= HEALTH_OK', 'fail');
  expect(!notEqual.ok && notEqual.message).toContain('"!=" is not supported');
  const lower = cephHealth.parse('health_warn', 'warn');
  expect(!lower.ok && lower.message).toContain('HEALTH_WARN');
  const noSpace = cephHealth.parse('<HEALTH_OK', 'fail');
  expect(!noSpace.ok && noSpace.message).toContain('one space');
});

test('cert-expiry: only a warn reads when, and only the notAfter phrase (analyzeAnalyzeCertificatesResult)', () => {
  expectGrammar(certExpiry, ['', 'notAfter < Today + 30 days', 'expired', 'anything at all'], [], ['fail', 'pass']);
  expectGrammar(
    certExpiry,
    ['notAfter < Today + 30 days', 'notAfter < Today + 0 days', 'notAfter < Today + 365 days', 'expires: notAfter < Today + 14 days!', 'notAfter < Today + 007 days'],
    ['', 'notAfter < today + 30 days', 'notafter < Today + 30 days', 'notAfter <  Today + 30 days', 'notAfter < Today + 30 day', 'notAfter < Today + 30days', 'notAfter < Today + -5 days', 'notAfter < Today + 1.5 days', 'expires in 30 days', 'notAfter < Today + 99999999999999999999 days'],
    ['warn'],
  );
  const empty = certExpiry.parse('', 'warn');
  expect(!empty.ok && empty.message).toContain('never fires');
});

test('sysctl: key, operator and value around white space, no != (sysctlWhenRX, evalSysctlWhen)', () => {
  expect(matchSysctlWhen('net.ipv4.ip_forward = 1')).toEqual({key: 'net.ipv4.ip_forward', operator: '=', value: '1'});
  expect(matchSysctlWhen('net.ipv4.ip_forward\t==   0 ')).toEqual({key: 'net.ipv4.ip_forward', operator: '==', value: '0 '});
  // Unanchored, leftmost: text before the key is skipped.
  expect(matchSysctlWhen('when vm.swappiness > 10')).toEqual({key: 'vm.swappiness', operator: '>', value: '10'});
  expect(matchSysctlWhen('vm.swappiness <== 10')?.operator).toBe('<==');
  expect(matchSysctlWhen('net.ipv4.ip_forward=1')).toBeUndefined();
  expect(matchSysctlWhen('net.ipv4.ip_forward != 1')).toBeUndefined();
  expect(matchSysctlWhen('net.ipv4.ip_forward =< 1')).toBeUndefined();
  expectGrammar(
    sysctl,
    [
      '',
      'net.ipv4.ip_forward = 1',
      'net.ipv4.ip_forward == 0',
      'net.ipv4.ip_forward === 0',
      'net.ipv4.ip_forward\t=\t1',
      'net.ipv4.ip_forward   =   1  ',
      'net.bridge.bridge-nf-call-iptables = 1',
      'vm.max_map_count >= 262144',
      'vm.max_map_count < 262144',
      'vm.swappiness <= +10',
      'vm.swappiness > -1',
      'net.ipv4.conf.all.rp_filter = 1',
      'net.ipv4.tcp_rmem = 4096\t131072\t6291456',
      'before net.ipv4.ip_forward = 1',
    ],
    [
      'net.ipv4.ip_forward=1',
      'net.ipv4.ip_forward != 1',
      'net.ipv4.ip_forward <> 1',
      'vm.max_map_count >> 1',
      'vm.max_map_count <== 1',
      'vm.max_map_count ==== 1',
      'vm.max_map_count >= 256k',
      'vm.max_map_count >= 1.5',
      'vm.max_map_count >= 99999999999999999999',
      'kernel.pid_max >= 4096',
      'fs.file-max = 100',
      '/proc/sys/net/ipv4/ip_forward = 1',
      'net/ipv4/ip_forward = 1',
      'vm.swappiness =  ',
      'net.ipv4.ip_forward',
    ],
  );
  const notEqual = sysctl.parse('net.ipv4.ip_forward != 1', 'fail');
  expect(!notEqual.ok && notEqual.message).toContain('"!=" is not supported');
  const kernel = sysctl.parse('kernel.pid_max >= 4096', 'fail');
  expect(!kernel.ok && kernel.message).toContain('never collected');
});

test('pvc-usage: pvcUsedPercentage, an operator and a float (compareNodeMetricConditionalsToStats)', () => {
  expectGrammar(
    pvcUsage,
    [
      '',
      'pvcUsedPercentage >= 80',
      'pvcUsedPercentage > 50.5',
      'pvcUsedPercentage < .5',
      'pvcUsedPercentage <= 1e2',
      'pvcUsedPercentage = 100',
      'pvcUsedPercentage == 100',
      'pvcUsedPercentage === 100',
      'pvcUsedPercentage != 0',
      'pvcUsedPercentage !== 0',
      '  pvcUsedPercentage >= 80  ',
      'pvcUsedPercentage >= 1_0',
      'pvcUsedPercentage >= 0x1p4',
      'pvcUsedPercentage >= +Inf',
    ],
    [
      'pvcUsedPercentage >= 80%',
      'pvcUsedPercentage>=80',
      'pvcUsedPercentage  >= 80',
      'pvcusedpercentage >= 80',
      'pvcUsage >= 80',
      'pvcUsedPercentage => 80',
      'pvcUsedPercentage <> 80',
      'pvcUsedPercentage >= eighty',
      'pvcUsedPercentage >= 1e400',
      'pvcUsedPercentage >= 80 percent',
      '>= 80',
    ],
  );
  const percent = pvcUsage.parse('pvcUsedPercentage >= 80%', 'fail');
  expect(!percent.ok && percent.message).toContain('without "%"');
});

test('strconv.parseFloat accepts what Go\'s strconv.ParseFloat accepts', () => {
  for (const text of ['0', '1', '-1', '+1.5', '1.', '.5', '1e3', '1E-3', '1_000', '1_000.5_5', '0x1p-2', '0X1.8P1', '0x_1p0', 'inf', '-Infinity', 'NaN', 'nan']) {
    expect(strconv.parseFloat(text) !== undefined, text).toBe(true);
  }
  for (const text of ['', '.', '_1', '1_', '1__0', '1_.5', '1._5', '1e', '1e_5', '0x10', '0x1_p0', '+nan', 'infin', '1e400', '1,5', ' 1', '80%']) {
    expect(strconv.parseFloat(text) !== undefined, text).toBe(false);
  }
});
