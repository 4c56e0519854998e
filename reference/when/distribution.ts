import * as strings from '../go/strings';
import {fail, ok, type WhenGrammar} from './grammar';

/**
 * The names `mustNormalizeDistributionName` knows, after lower-casing and removing every `-`, and
 * whether `compareDistributionConditionalToActual` can ever report them as found.
 */
const distributionNames: Record<string, {canMatch: boolean}> = {
  microk8s: {canMatch: true},
  dockerdesktop: {canMatch: true},
  eks: {canMatch: true},
  gke: {canMatch: true},
  digitalocean: {canMatch: true},
  openshift: {canMatch: true},
  tanzu: {canMatch: false},
  kurl: {canMatch: true},
  aks: {canMatch: true},
  ibm: {canMatch: true},
  ibmcloud: {canMatch: true},
  minikube: {canMatch: true},
  rke2: {canMatch: true},
  k3s: {canMatch: true},
  oke: {canMatch: true},
  kind: {canMatch: true},
  k0s: {canMatch: true},
  embeddedcluster: {canMatch: true},
};

const operators = ['=', '==', '===', '!=', '!=='];

const detectable = 'aks digitalocean docker-desktop eks embedded-cluster gke ibm k0s k3s kind kurl microk8s minikube oke openshift rke2';

const normalizeDistribution = (raw: string) => strings.trimSpace(raw.toLowerCase()).replaceAll('-', '');

/** distribution: which Kubernetes distribution the nodes and API groups point to. */
const distribution: WhenGrammar = {
  id: 'distribution',
  title: 'the Kubernetes distribution',
  summary:
    'The condition names a distribution, alone or after an operator and one space: `eks` means the same as `== eks`, and `!= eks` holds when the cluster is not detected as EKS. Names ignore case and dashes, so `embedded-cluster`, `EmbeddedCluster` and `embeddedcluster` are one name. The names, and what makes each one hold, are listed below; any other name never holds. Each name is tested on its own, so one cluster can match several.',
  forms: [
    {form: '== gke', meaning: 'the same as `gke` alone: the cluster is detected as GKE; `=` and `===` mean the same'},
    {form: '!= kind', meaning: 'the cluster is not detected as kind; `!==` means the same'},
    {form: '(empty)', meaning: 'always holds'},
    {form: 'aks', meaning: 'a node has the label `kubernetes.azure.com/role`'},
    {form: 'digitalocean', meaning: 'a node\'s `spec.providerID` starts with `digitalocean:`'},
    {form: 'docker-desktop', meaning: 'a node\'s OS image is exactly `Docker Desktop`'},
    {form: 'eks', meaning: 'a node\'s provider ID starts with `aws:` and no node has the label `node-role.kubernetes.io/control-plane` or `node-role.kubernetes.io/master`'},
    {form: 'embedded-cluster', meaning: 'a node has the label `kots.io/embedded-cluster-role`'},
    {form: 'gke', meaning: 'a node\'s provider ID starts with `gce:`'},
    {form: 'ibm', meaning: 'a node\'s provider ID starts with `ibm:`; `ibmcloud` is the same name'},
    {form: 'k0s', meaning: 'a node has the label `node.k0sproject.io/role`'},
    {form: 'k3s', meaning: 'a node has `node.kubernetes.io/instance-type` or `beta.kubernetes.io/instance-type` set to `k3s`'},
    {form: 'kind', meaning: 'a node\'s provider ID starts with `kind:`'},
    {form: 'kurl', meaning: 'a node has the label `kurl.sh/cluster` set to `true`'},
    {form: 'microk8s', meaning: 'a node has the label `microk8s.io/cluster` set to `true`'},
    {form: 'minikube', meaning: 'a node has the label `minikube.k8s.io/version`'},
    {form: 'oke', meaning: 'a node has the label `oci.oraclecloud.com/fault-domain`'},
    {form: 'openshift', meaning: 'the API offers a group version starting with `apps.openshift.io/` (read from `resources.json`)'},
    {form: 'rke2', meaning: 'a node has the annotation `rke2.io/node-args`'},
    {form: 'tanzu', meaning: 'accepted, but never detected: `== tanzu` never holds and `!= tanzu` always does'},
  ],
  source: [
    'pkg/analyze/distribution.go#compareDistributionConditionalToActual',
    'pkg/analyze/distribution.go#mustNormalizeDistributionName',
    'pkg/analyze/distribution.go#ParseNodesForProviders',
    'pkg/analyze/distribution.go#CheckApiResourcesForProviders',
  ],
  parse(when) {
    if (when === '') return ok;
    let parts = strings.trimSpace(when).split(' ');
    if (parts.length === 1) parts = ['=', parts[0]!];
    if (parts.length !== 2) return fail('expected a name, or an operator, one space and a name, such as "!= kind"; names have no spaces (write docker-desktop, ibm-cloud)');
    const [operator, name] = parts as [string, string];
    const known = distributionNames[normalizeDistribution(name)];
    if (!known) return fail(`unknown distribution "${name}": it never matches, and the analyzer warns "Unknown distribution"; use one of ${detectable}`);
    if (!known.canMatch) return fail(`"${name}" is accepted but never detected: "== ${name}" never holds and "!= ${name}" always holds`);
    if (!operators.includes(operator)) return fail(`operator "${operator}" never matches; use = == === for "is" or != !== for "is not"`);
    return ok;
  },
};

export default distribution;
