import {test, expect} from '@playwright/test';
import {grammars} from '../../reference/when/index';
import {isQuantity} from '../../reference/when/node-resources';

/**
 * Accepted and rejected conditions for the grammars of clusterVersion, containerRuntime,
 * distribution and nodeResources, each read against the Go code (and, for clusterVersion, against
 * blang/semver v4.0.0's ParseRange). "Rejected" covers what Go rejects, what never matches, and
 * what Go accepts but reads differently from how it is written.
 */
const table: Record<string, {accept: string[]; reject: [string, RegExp?][]}> = {
  'semver-range': {
    accept: [
      '',
      '>= 1.28.0',
      '>=1.28.0',
      '<1.16.0',
      '> = 1.28.0', // a space after an operator character does not split
      '1.29.4',
      '= 1.29.4',
      '== 1.29.4',
      '!= 1.29.4',
      '!1.29.4',
      '>= 1.27.0 < 1.31.0',
      '  >= 1.27.0   < 1.31.0  ',
      '< 1.26.0 || >= 1.32.0',
      '1.30.x',
      '< 1.30.x',
      '<= 1.30.x',
      '> 1.30.x',
      '>= 1.x',
      '1.x',
      '>= 1.29.4-0',
      '>= 1.29.4-gke.1200',
      '>= 1.30.2+k3s1',
      '< 2.0.0-rc.1',
    ],
    reject: [
      ['>= 1.28', /three numbers/],
      ['1.28', /three numbers/],
      ['>= v1.28.0', /leading "v"/],
      ['v1.28.0', /leading "v"/],
      ['=== 1.28.0', /unknown operator/],
      ['~1.28.0', /unknown operator/],
      ['^1.28.0', /unknown operator/],
      ['~1.28.x', /ignored/],
      ['! 1.28.0', /drops the "!"/],
      ['>= 1.27.0 , < 1.31.0', /lone character ","/],
      ['1.28.0 <', /lone character "<"/],
      ['!= 1.28.x', /never matches; .*"< 1\.28\.0 \|\| >= 1\.29\.0"/],
      ['!1.x', /"< 1\.0\.0 \|\| >= 2\.0\.0"/],
      ['1.x.x', /1\.0\.x/],
      ['|| 1.28.0', /starts with/],
      ['1.28.0 ||', /ends with/],
      ['1.28.0 || || 1.29.0', /crash/],
      ['   ', /blank/],
      ['>=1.28.0||<1.20.0', /both sides of "\|\|"/],
      ['>= 01.28.0', /leading zero/],
      ['>= 1.28.0-01', /leading zero/],
      ['>= 1.28.0-', /empty/],
      ['>= 1.28.0+', /empty/],
      ['>= 1.28.0-gke_1', /invalid character/],
      ['>= 1.28.X'],
      ['*'],
      ['latest'],
    ],
  },
  'container-runtime': {
    accept: ['', '== containerd', '= docker', '=== cri-o', '  == containerd  '],
    reject: [
      ['containerd', /expected an operator/],
      ['==containerd', /expected an operator/],
      ['==  containerd', /expected an operator/],
      ['!= docker', /never matches/],
      ['> docker', /never matches/],
      ['== Containerd', /lower case/],
      ['== containerd://1.7.2', /URL scheme/],
    ],
  },
  distribution: {
    accept: [
      '',
      'eks',
      '== eks',
      '= gke',
      '=== aks',
      '!= kind',
      '!== openshift',
      '== Docker-Desktop',
      '== embedded-cluster',
      'EmbeddedCluster',
      'ibm-cloud',
      'ibmcloud',
      '  k3s  ',
      'rke2',
      'k0s',
      'oke',
      'microk8s',
      'minikube',
      'kurl',
      'digitalocean',
    ],
    reject: [
      ['== tanzu', /never detected/],
      ['!= tanzu', /never detected/],
      ['== docker desktop', /names have no spaces/],
      ['==  eks', /names have no spaces/],
      ['> eks', /never matches/],
      ['== ek', /unknown distribution/],
      ['!= ek', /unknown distribution/],
      ['   ', /unknown distribution/],
      ['==eks', /unknown distribution/],
    ],
  },
  'node-resources': {
    accept: [
      '',
      'count() < 3',
      '< 3',
      '>= 3',
      'count() == 1',
      'count() === 1',
      'count()\t>=\t3',
      '  count()   >=   3  ',
      'count(anything) >= 3',
      'nodes >= 3',
      'count() > -1',
      'countDistinct(topology.kubernetes.io/zone) >= 3',
      'min(memoryCapacity) >= 8Gi',
      'min(memoryCapacity) > 8',
      'max(cpuCapacity) <= 64',
      'sum(cpuAllocatable) > 16',
      'sum(cpuAllocatable) >= 15500m',
      'min(ephemeralStorageAllocatable) >= 40G',
      'min(podAllocatable) >= 100',
      'min(resourceAllocatable) >= 1',
      'max(resourceCapacity) >= 2',
      'min(cpuCapacity) >= 1.5',
      'min(memoryCapacity) >= 1e9',
      'nodeCondition(Ready) == False',
      'nodeCondition(Ready) = True',
      'nodeCondition(MemoryPressure) === Unknown',
      'nodeCondition(KernelDeadlock) == True',
    ],
    reject: [
      ['count() != 3', /unknown operator/],
      ['count()>=3', /expected a function/],
      ['count() >= 3 nodes', /expected a function/],
      ['count() >= 3.0', /whole numbers/],
      ['count() >= 3k', /whole numbers/],
      ['countDistinct(topology.kubernetes.io/zone) >= 2.5', /whole numbers/],
      ['countDistinct() >= 3', /label key/],
      ['avg(cpuCapacity) > 2', /unknown function/],
      ['min(cpu) >= 4', /unknown property/],
      ['sum(memory) >= 4Gi', /unknown property/],
      ['min() >= 4', /unknown property/],
      ['min(memoryCapacity) >= lots', /quantity/],
      ['min(memoryCapacity) >= 8GB', /quantity/],
      ['min(memoryCapacity) >= 8gi', /quantity/],
      ['cpuCapacity >= 4', /read as count/],
      ['memoryAllocatable >= 8Gi', /read as count/],
      ['min(cpuCapacity) 4', /unknown operator/],
      ['nodeCondition(Ready) != True', /compares for equality/],
      ['nodeCondition(Ready) >= True', /compares for equality/],
      ['nodeCondition(Ready) < True', /only be compared/],
      ['nodeCondition(Ready) == true', /True, False or Unknown/],
      ['nodeCondition(Ready) == 1', /True, False or Unknown/],
      ['nodeCondition() == True', /condition type/],
    ],
  },
};

for (const [id, {accept, reject}] of Object.entries(table)) {
  test.describe(`when grammar ${id}`, () => {
    test('accepts what the analyzer understands', () => {
      const grammar = grammars[id];
      expect(grammar, `grammar ${id} is registered`).toBeDefined();
      const wrong = accept.filter((when) => !grammar!.parse(when, 'fail').ok).map((when) => {
        const result = grammar!.parse(when, 'fail');
        return `${JSON.stringify(when)}: ${result.ok ? '' : result.message}`;
      });
      expect(wrong, wrong.join('\n')).toEqual([]);
    });

    test('rejects what the analyzer rejects, never matches, or reads differently', () => {
      const grammar = grammars[id]!;
      const wrong: string[] = [];
      for (const [when, message] of reject) {
        const result = grammar.parse(when, 'fail');
        if (result.ok) wrong.push(`${JSON.stringify(when)}: accepted`);
        else if (message && !message.test(result.message)) wrong.push(`${JSON.stringify(when)}: message "${result.message}" does not match ${message}`);
      }
      expect(wrong, wrong.join('\n')).toEqual([]);
    });
  });
}

test('quantities follow resource.ParseQuantity', () => {
  for (const q of ['8Gi', '500m', '2', '1.5', '1e3', '1E3', '1e-3', '16G', '0', '+4', '-1', '.5', '1.', '3Ei', '7k']) {
    expect(isQuantity(q), q).toBe(true);
  }
  for (const q of ['', '8GB', '8gi', '1ki', '1e', '1.2.3', 'lots', '1 Gi', '5Mi3', '1em']) {
    expect(isQuantity(q), q).toBe(false);
  }
});

test('the analyzers that never read when accept anything', () => {
  for (const when of ['', '== anything', 'true']) expect(grammars.ignored!.parse(when, 'pass').ok).toBe(true);
});
